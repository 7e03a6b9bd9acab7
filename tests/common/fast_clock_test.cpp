// platform::FastClock, the engine's stopwatch (core/platform/timing.h): whatever it reads (the TSC scaled by a
// calibrated ratio, or steady_clock), it never goes back and it measures what steady_clock measures.
#include "core/platform/timing.h"

#include <doctest/doctest.h>

#include <chrono>
#include <cmath>
#include <thread>

using namespace std::chrono;
using syncstress::platform::FastClock;

TEST_CASE("FastClock never goes back, reading after reading") {
    auto last = FastClock::now();
    int backwards = 0;
    for (int i = 0; i < 1'000'000; ++i) {
        const auto now = FastClock::now();
        backwards += now < last;
        last = now;
    }
    CHECK(backwards == 0);
}

// The calibrated ratio: over a 50 ms sleep both clocks agree within 0.5% (the calibration's error is ~0.04%; the
// bound leaves room for the readings around the sleep, it is no timing target).
TEST_CASE("FastClock measures a sleep as steady_clock does, and starts at steady_clock's epoch") {
    INFO("FastClock reads " << (FastClock::uses_tsc() ? "the TSC" : "steady_clock"));
    const auto fast_start = FastClock::now();
    const auto steady_start = steady_clock::now();
    std::this_thread::sleep_for(milliseconds(50));
    const auto steady_end = steady_clock::now();
    const auto fast_end = FastClock::now();
    const double fast = duration<double>(fast_end - fast_start).count();
    const double steady = duration<double>(steady_end - steady_start).count();
    CHECK(steady >= 0.05);
    CHECK(std::abs(fast - steady) <= 0.005 * steady);
    // The same epoch, within what the calibration's pairing allows (well under a millisecond).
    CHECK(std::abs(duration<double>(fast_start.time_since_epoch() - steady_start.time_since_epoch()).count()) < 1e-3);
}
