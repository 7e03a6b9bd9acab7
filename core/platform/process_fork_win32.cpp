#include "core/platform/process_fork.h"

#include <windows.h>

namespace syncstress::platform {

uint64_t current_process_id() { return static_cast<uint64_t>(GetCurrentProcessId()); }

// Windows has no fork(): a process the program starts is a new one, which loads the layer afresh.
bool on_fork(void (*)(), void (*)(), void (*)()) { return false; }

}  // namespace syncstress::platform
