// Where start-up goes: with SYNCSTRESS_TRACE_STARTUP set (to anything but 0), each mark prints
// "syncstress: startup: +12.3 ms WHAT" on stderr, timed from the process's first mark. The start-up benchmark
// (scripts/bench startup, and the GPU bundle's startup part) reads these; without the variable a mark costs one load.
#pragma once

namespace syncstress::startup_trace {

void mark(const char* what);

}  // namespace syncstress::startup_trace
