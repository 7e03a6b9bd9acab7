// The calling process's identity across fork(), for a library loaded into another program (the capture layer) that
// keeps per-process state: its id, and the hooks fork() runs (POSIX; Windows has no fork, and none run there).
#pragma once

#include <cstdint>

namespace syncstress::platform {

uint64_t current_process_id();
// `prepare` runs in the forking thread before fork(), `parent` after it in the parent, `child` in the child
// (pthread_atfork: fork() and the system calls that wrap it; posix_spawn and vfork run none). False when refused.
bool on_fork(void (*prepare)(), void (*parent)(), void (*child)());

}  // namespace syncstress::platform
