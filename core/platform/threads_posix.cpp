#include "core/platform/threads.h"

#ifdef __linux__
#include <linux/membarrier.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace syncstress::platform {

namespace {

#ifdef __linux__
long membarrier(int command) { return syscall(__NR_membarrier, command, 0, 0); }

// Query, then register: a sandbox may forbid the system call (seccomp), an old kernel may lack the command.
bool register_membarrier() {
    const long commands = membarrier(MEMBARRIER_CMD_QUERY);
    if (commands < 0 || (commands & MEMBARRIER_CMD_PRIVATE_EXPEDITED) == 0) return false;
    return membarrier(MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED) == 0;
}
#else
bool register_membarrier() { return false; }
#endif

}  // namespace

bool heavy_barrier_available() {
    static const bool available = register_membarrier();
    return available;
}

void heavy_barrier() {
#ifdef __linux__
    membarrier(MEMBARRIER_CMD_PRIVATE_EXPEDITED);
#endif
}

}  // namespace syncstress::platform
