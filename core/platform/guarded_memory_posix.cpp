#include "core/platform/guarded_memory_os.h"

#include <csignal>

#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>

namespace syncstress::platform::guard_os {
namespace {

struct sigaction g_previous {};
bool (*g_handler)(void*, bool) = nullptr;

// Whether the faulting access was a write: x86-64's page-fault error code says so (bit 1); elsewhere every access
// counts as a write, which opens the page for both at once.
bool fault_was_write(void* context) {
#if defined(__x86_64__)
    return (static_cast<ucontext_t*>(context)->uc_mcontext.gregs[REG_ERR] & 2) != 0;
#else
    (void)context;
    return true;
#endif
}

void chain(int signal, siginfo_t* info, void* context) {
    if (g_previous.sa_flags & SA_SIGINFO) {
        if (g_previous.sa_sigaction) return g_previous.sa_sigaction(signal, info, context);
    } else if (g_previous.sa_handler != SIG_DFL && g_previous.sa_handler != SIG_IGN) {
        return g_previous.sa_handler(signal);
    }
    ::signal(signal, SIG_DFL);  // the fault happens again on return, now fatal as it would have been
}

void on_fault(int signal, siginfo_t* info, void* context) {
    if (!g_handler(info->si_addr, fault_was_write(context))) chain(signal, info, context);
}

int protection(Access access) {
    switch (access) {
    case Access::none: return PROT_NONE;
    case Access::read: return PROT_READ;
    case Access::read_write: return PROT_READ | PROT_WRITE;
    }
    return PROT_NONE;
}

}  // namespace

size_t page_size() {
    static const size_t size = static_cast<size_t>(::sysconf(_SC_PAGESIZE));
    return size;
}

bool protect(void* at, size_t size, Access access) { return ::mprotect(at, size, protection(access)) == 0; }

void* allocate(size_t size) {
    void* at = ::mmap(nullptr, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    return at == MAP_FAILED ? nullptr : at;
}

void free(void* at, size_t size) { ::munmap(at, size); }

// One memfd mapped twice (shared, so that each view sees the other's writes); the descriptor is closed at once, the
// mappings keep the memory. A forked child shares the copies with its parent, as it shares a driver's mappings.
Views allocate_views(size_t size) {
    const int fd = ::memfd_create("syncstress-guarded", MFD_CLOEXEC);
    if (fd < 0) return {};
    Views views;
    if (::ftruncate(fd, static_cast<off_t>(size)) == 0) {
        void* guarded = ::mmap(nullptr, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
        void* open = guarded == MAP_FAILED ? MAP_FAILED : ::mmap(nullptr, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
        if (open != MAP_FAILED) {
            views = {guarded, open};
        } else if (guarded != MAP_FAILED) {
            ::munmap(guarded, size);
        }
    }
    ::close(fd);
    return views;
}

void free_views(Views views, size_t size) {
    ::munmap(views.guarded, size);
    ::munmap(views.open, size);
}

bool install_fault_handler(bool (*handler)(void* address, bool write)) {
    g_handler = handler;
    struct sigaction action {};
    action.sa_sigaction = &on_fault;
    action.sa_flags = SA_SIGINFO | SA_RESTART;
    sigemptyset(&action.sa_mask);
    return ::sigaction(SIGSEGV, &action, &g_previous) == 0;
}

}  // namespace syncstress::platform::guard_os
