// Sleeps that last what they say, and the clock the engine times iterations with.
//
// Sleeps: Linux rounds a sleep up by the thread's timer slack (50 µs by default: a
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

// The CPU time this process has used so far, all its threads together, in microseconds: what work in the process
// takes whatever else the machine runs (a loaded machine stretches the wall clock, not this).
double process_cpu_us();

// How far apart process_cpu_us's readings step, in microseconds: a nanosecond clock on Linux; on Windows the times are
// added up at each clock tick (15.6 ms by default; Wine reads /proc's 10 ms ticks). A measurement by it must last many
// ticks to mean anything.
double process_cpu_resolution_us();

// The engine's stopwatch: a steady clock that costs as little as a reading can (a trivial iteration reads it four
// times). steady_clock costs ~40 ns a reading on the machines measured, and more than that: the kernel's
// reading is ordered (an lfence before the TSC's), so each one also waits for every load in flight, such as a
// cache line still on its way from the queue's worker. On x86-64 Linux with the kernel's clock on the TSC (so the
// kernel found it invariant and in step across cores): the TSC read unordered, scaled by a ratio measured once per
// process against steady_clock (~0.1 ms, at the first reading); a reading may then be taken up to a few tens of
// nanoseconds before or after the instructions around it finish. Elsewhere: steady_clock.
// Its epoch is steady_clock's, within the calibration's error (a few tens of ns); only differences are meant.
struct FastClock {
    using rep = int64_t;
    using period = std::nano;
    using duration = std::chrono::nanoseconds;
    using time_point = std::chrono::time_point<FastClock>;
    static constexpr bool is_steady = true;
    static time_point now() noexcept;
    static bool uses_tsc();  // what now() reads
};

}  // namespace syncstress::platform
