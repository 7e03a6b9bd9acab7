// Waiting on the host for what a GPU (or another API's driver) makes true, by looking again and again rather
// than by a driver's blocking wait: NVIDIA's blocking vkWaitSemaphores wakes ~10 ms late on a timeline value
// that CUDA signals (docs/gpu-results.md), and a CUDA timeline here is a word in pinned memory.
#pragma once

#include "core/platform/timing.h"

#include <chrono>
#include <thread>

namespace syncstress {

using platform::precise_sleeps;

// Calls `done` until it returns true (then true) or `timeout` passes (then false). Spins (yielding) for the
// first 50 µs, for the latency of short waits; then naps 20 µs; after 5 ms, 200 µs, so that a long wait does
// not take a core from the threads that feed the GPU.
template <class Done>
bool poll_until(Done&& done, std::chrono::nanoseconds timeout) {
    using clock = std::chrono::steady_clock;
    constexpr auto k_spin = std::chrono::microseconds(50);
    constexpr auto k_short = std::chrono::milliseconds(5);
    constexpr auto k_forever = std::chrono::hours(24 * 365);  // beyond this, now + timeout would overflow
    precise_sleeps();
    const auto start = clock::now();
    const bool bounded = timeout < k_forever;
    const auto deadline = start + (bounded ? timeout : std::chrono::nanoseconds(k_forever));
    for (;;) {
        if (done()) return true;
        const auto now = clock::now();
        if (bounded && now >= deadline) return false;
        const auto waited = now - start;
        if (waited < k_spin)
            std::this_thread::yield();
        else
            platform::sleep_for(waited < k_short ? std::chrono::microseconds(20) : std::chrono::microseconds(200));
    }
}

}  // namespace syncstress
