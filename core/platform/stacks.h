// Where every thread of a wedged run is: SIGQUIT (kill -QUIT PID, Ctrl-\) prints the stack of each thread to
// stderr and ends the process with 131, as Go and the JVM do. `exec --timeout` sends SIGQUIT before it kills,
// so a worker stuck inside a driver says where. Windows: nothing (no SIGQUIT there).
#pragma once

namespace syncstress::platform {

void dump_stacks_on_quit();

}  // namespace syncstress::platform
