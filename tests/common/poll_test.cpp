// core/common/poll.h: the host-side poll every GPU backend's host waits use.
#include "core/common/poll.h"

#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <thread>

#ifdef __linux__
#include <sys/prctl.h>
#endif

using namespace std::chrono;
using syncstress::poll_until;

TEST_CASE("poll_until returns true at the first call of done that is true") {
    int calls = 0;
    CHECK(poll_until([&] { return ++calls == 5; }, seconds(10)));
    CHECK(calls == 5);
}

TEST_CASE("poll_until returns false once the timeout has passed, not before") {
    int calls = 0;
    const auto start = steady_clock::now();
    CHECK_FALSE(poll_until(
        [&] {
            ++calls;
            return false;
        },
        milliseconds(8)));
    CHECK(steady_clock::now() - start >= milliseconds(8));
    CHECK(calls > 1);  // it looked again and again, through the spin and the naps
}

TEST_CASE("poll_until sees what another thread makes true, also after its spin phase") {
    std::atomic<bool> flag{false};
    std::thread setter([&] {
        std::this_thread::sleep_for(milliseconds(7));  // past the 50 µs spin and into the 200 µs naps
        flag.store(true);
    });
    CHECK(poll_until([&] { return flag.load(); }, seconds(30)));
    setter.join();
}

TEST_CASE("poll_until with an unbounded timeout does not overflow the deadline") {
    int calls = 0;
    CHECK(poll_until([&] { return ++calls == 3; }, nanoseconds::max()));
    CHECK(calls == 3);
}

#ifdef __linux__
TEST_CASE("precise_sleeps sets this thread's timer slack to 1 µs, and only this thread's") {
    long other_before = -1, other_after = -1, mine = -1;
    std::thread([&] { other_before = prctl(PR_GET_TIMERSLACK, 0, 0, 0, 0); }).join();
    std::thread([&] {
        syncstress::precise_sleeps();
        mine = prctl(PR_GET_TIMERSLACK, 0, 0, 0, 0);
    }).join();
    std::thread([&] { other_after = prctl(PR_GET_TIMERSLACK, 0, 0, 0, 0); }).join();
    CHECK(mine == 1000);
    CHECK(other_after == other_before);
}
#endif

// Windows' own sleep_for returned at once for 20 µs; a perturbation delay or a `sleep` op must last what it says.
TEST_CASE("platform::sleep_for never returns early, also for microseconds") {
    for (microseconds wanted : {microseconds(20), microseconds(200), microseconds(2000)}) {
        for (int i = 0; i < 5; ++i) {
            const auto start = steady_clock::now();
            syncstress::platform::sleep_for(wanted);
            const auto took = steady_clock::now() - start;
            CHECK(took >= wanted);
            CHECK(took < wanted + milliseconds(50));  // a sleep, not a hang: the bound is no timing target
        }
    }
}
