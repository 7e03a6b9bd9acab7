// Stop requests of run and exec: Ctrl-C, SIGTERM and a parent's stop end the run with its reports written
// (core/platform/stop.h); every child tree is ours to kill (core/platform/process.h).
#pragma once

#include <atomic>

namespace syncstress::tool {

// Set once a stop is requested: what run and exec hand their loops.
std::atomic<bool>& stop_requested();

// Installs the handlers that set stop_requested(), the stack dump on SIGQUIT, and the parent's stop watch.
void handle_stops();

}  // namespace syncstress::tool
