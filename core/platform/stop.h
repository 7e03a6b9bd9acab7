// Stop requests: Ctrl-C (SIGINT; on Windows the console's Ctrl-C and Ctrl-Break), SIGTERM, and a worker's
// parent. The first request sets the flag: the run finishes its iteration and writes its reports. A second
// aborts at once with every child tree (exit 130).
#pragma once

#include <atomic>

namespace syncstress::platform {

// Installs the handlers; `stop` must live as long as the process.
// Windows: also a named event, "Local\syncstress-interrupt-PID", that another process sets to press Ctrl-C
// for this one (a console Ctrl-C cannot be sent to one process of another console).
void install_stop_handlers(std::atomic<bool>& stop);

// The exit code an interrupted run ends with: 130 after Ctrl-C (SIGINT), 143 after SIGTERM; 0 when none came.
int interrupted_exit_code();

// A worker (run under -j or --isolate) also stops when its parent asks: on POSIX its parent sends SIGTERM,
// which the handlers above take; on Windows its parent sets the event named in SYNCSTRESS_STOP_EVENT, which
// this watches (Ctrl-Break does not reach a worker reliably).
void watch_parent_stop(std::atomic<bool>& stop);

// Presses Ctrl-C for another syncstress process: SIGINT; on Windows its interrupt event. False if it is gone.
bool send_interrupt(int64_t pid);

// The name of the variable that carries that event's name to a child.
inline constexpr const char* k_stop_event_variable = "SYNCSTRESS_STOP_EVENT";

}  // namespace syncstress::platform
