// Fork-join over a few threads kept for the whole process, for passes over large buffers (the reference model's
// element-wise runs, a check's comparison): on a machine with many cores they run at the memory's speed rather than
// one core's. The work items must be independent; which thread runs which is not defined, the result must not
// depend on it.
#pragma once

#include <cstddef>
#include <functional>

namespace syncstress {

// Threads a parallel_for uses at most, the caller's included: SYNCSTRESS_PARALLEL_WIDTH when set (1 to 64), else half
// the hardware threads, at most 8, and 1 on a machine of two cores or fewer, where the work would share them with
// the backend's own threads. Read once.
size_t parallel_width();

// Calls body(i) for each i in [0, n) and returns when every call has returned. The calls run on this thread and on
// the pool's; inline, in order, when n < 2, when the width is 1, or when another caller holds the pool.
void parallel_for(size_t n, const std::function<void(size_t)>& body);

}  // namespace syncstress
