// Sleeps that last what they say. Linux rounds a sleep up by the thread's timer slack (50 µs by default: a
// 20 µs nap takes 70 µs); Windows' std::this_thread::sleep_for returns at once for 20 µs and takes ~1.2 ms for
// 50 µs (the 15.6 ms / 1 ms system tick). Perturbation delays, the `sleep` op and every poll go through here.
#pragma once

#include <chrono>

namespace syncstress::platform {

// Lets this thread's short sleeps end on time (Linux: timer slack 1 µs). Cheap after the first call.
void precise_sleeps();

// Sleeps `duration`, never less, within tens of microseconds more: on Linux a nanosleep with the slack above; on
// Windows a high-resolution waitable timer (CREATE_WAITABLE_TIMER_HIGH_RESOLUTION, Windows 10 1803+; else
// timeBeginPeriod(1)) for all but the last two steps of that timer (measured once), and the rest looked at,
// yielding: where the timer steps by 1 ms (older Windows, Wine) a short sleep spends up to ~2 ms of a core.
void sleep_for(std::chrono::nanoseconds duration);

}  // namespace syncstress::platform
