#include "core/platform/timing.h"

#include "core/platform/text_win32.h"

#include <timeapi.h>

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

void sleep_for(std::chrono::nanoseconds duration) {
    if (duration <= std::chrono::nanoseconds::zero()) return;
    HANDLE timer = thread_timer();
    LARGE_INTEGER due;
    due.QuadPart = -static_cast<LONGLONG>((duration.count() + 99) / 100);  // relative, in 100 ns units
    if (timer && SetWaitableTimerEx(timer, &due, 0, nullptr, nullptr, nullptr, 0)) {
        WaitForSingleObject(timer, INFINITE);
        return;
    }
    std::this_thread::sleep_for(duration);
}

}  // namespace syncstress::platform
