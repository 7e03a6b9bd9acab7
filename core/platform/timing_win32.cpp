#include "core/platform/timing.h"

#include "core/platform/text_win32.h"

#include <timeapi.h>

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <thread>

#ifndef CREATE_WAITABLE_TIMER_HIGH_RESOLUTION
#define CREATE_WAITABLE_TIMER_HIGH_RESOLUTION 0x00000002
#endif

namespace syncstress::platform {

namespace {

// One timer per thread. Without the high-resolution flag (before Windows 10 1803, and under Wine) a waitable
// timer still follows the system tick, which timeBeginPeriod(1) brings to 1 ms for the life of the process.
HANDLE thread_timer() {
    thread_local struct Timer {
        HANDLE handle = nullptr;
        Timer() {
            handle = CreateWaitableTimerExW(nullptr, nullptr, CREATE_WAITABLE_TIMER_HIGH_RESOLUTION, TIMER_ALL_ACCESS);
            if (!handle) {
                static const bool period = timeBeginPeriod(1) == 0;  // TIMERR_NOERROR
                (void)period;
                handle = CreateWaitableTimerExW(nullptr, nullptr, 0, TIMER_ALL_ACCESS);
            }
        }
        ~Timer() {
            if (handle) CloseHandle(handle);
        }
    } timer;
    return timer.handle;
}

}  // namespace

void precise_sleeps() { (void)thread_timer(); }

namespace {

bool wait_on_timer(std::chrono::nanoseconds duration) {
    HANDLE timer = thread_timer();
    LARGE_INTEGER due;
    due.QuadPart = -static_cast<LONGLONG>((duration.count() + 99) / 100);  // relative, in 100 ns units
    if (!timer || !SetWaitableTimerEx(timer, &due, 0, nullptr, nullptr, nullptr, 0)) return false;
    WaitForSingleObject(timer, INFINITE);
    return true;
}

// What a 50 µs wait on the timer really takes, measured once (median of 5): ~60 µs with a high-resolution timer,
// ~1 ms where the timer follows the system tick (no high-resolution flag, Wine).
std::chrono::nanoseconds timer_step() {
    static const std::chrono::nanoseconds step = [] {
        std::chrono::nanoseconds took[5];
        for (auto& t : took) {
            const auto start = std::chrono::steady_clock::now();
            if (!wait_on_timer(std::chrono::microseconds(50))) return std::chrono::nanoseconds(std::chrono::milliseconds(16));
            t = std::chrono::steady_clock::now() - start;
        }
        std::sort(std::begin(took), std::end(took));
        return took[2];
    }();
    return step;
}

}  // namespace

void sleep_for(std::chrono::nanoseconds duration) {
    if (duration <= std::chrono::nanoseconds::zero()) return;
    const auto deadline = std::chrono::steady_clock::now() + duration;
    // The timer sleeps for all but its own step; the rest is looked at, yielding, so that a 20 µs perturbation
    // takes 20 µs and not a tick (std::this_thread::sleep_for takes nothing at all for it with MinGW).
    const auto step = timer_step();
    if (duration > 2 * step && !wait_on_timer(duration - 2 * step)) std::this_thread::sleep_for(duration - 2 * step);
    while (std::chrono::steady_clock::now() < deadline) std::this_thread::yield();
}

// steady_clock is QueryPerformanceCounter here, which Windows reads from the TSC where that is invariant.
FastClock::time_point FastClock::now() noexcept { return time_point(std::chrono::steady_clock::now().time_since_epoch()); }

bool FastClock::uses_tsc() { return false; }

double process_cpu_us() {
    FILETIME created, exited, kernel, user;
    if (!GetProcessTimes(GetCurrentProcess(), &created, &exited, &kernel, &user)) return 0;
    auto units = [](const FILETIME& t) { return (static_cast<uint64_t>(t.dwHighDateTime) << 32) | t.dwLowDateTime; };
    return static_cast<double>(units(kernel) + units(user)) / 10;  // 100 ns units
}

// Windows adds a thread's times up at the clock tick: 15.6 ms by default.
double process_cpu_resolution_us() { return 15625.0; }

}  // namespace syncstress::platform
