#include "core/platform/process_fork.h"

#include <pthread.h>
#include <unistd.h>

namespace syncstress::platform {

uint64_t current_process_id() { return static_cast<uint64_t>(::getpid()); }

bool on_fork(void (*prepare)(), void (*parent)(), void (*child)()) { return ::pthread_atfork(prepare, parent, child) == 0; }

}  // namespace syncstress::platform
