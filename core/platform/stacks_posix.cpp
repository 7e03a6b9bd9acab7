#include "core/platform/stacks.h"

#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <ctime>

#include <dirent.h>
#include <execinfo.h>
#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace syncstress::platform {

namespace {

std::atomic<int> g_dumping{0};                 // the thread that took the process's SIGQUIT and asks the others
std::atomic<int> g_printed{0};                 // threads that have printed their stack
std::atomic_flag g_output = ATOMIC_FLAG_INIT;  // one thread writes at a time

void write_text(const char* text) {
    size_t n = 0;
    while (text[n]) ++n;
    (void)!::write(2, text, n);
}

void write_number(long value) {
    char digits[24];
    int n = 0;
    do digits[n++] = char('0' + value % 10);
    while ((value /= 10) > 0 && n < 23);
    char out[24];
    for (int i = 0; i < n; ++i) out[i] = digits[n - 1 - i];
    out[n] = 0;
    write_text(out);
}

long thread_id() { return static_cast<long>(::syscall(SYS_gettid)); }

void print_own_stack() {
    void* frames[64];
    const int count = ::backtrace(frames, 64);
    while (g_output.test_and_set(std::memory_order_acquire)) {}
    write_text("\n--- thread ");
    write_number(thread_id());
    write_text(" ---\n");
    ::backtrace_symbols_fd(frames, count, 2);
    g_output.clear(std::memory_order_release);
    g_printed.fetch_add(1);
}

void pause_ms(long ms) {
    timespec t{ms / 1000, (ms % 1000) * 1'000'000};
    while (::nanosleep(&t, &t) == -1 && errno == EINTR) {}
}

// Asks every other thread of the process for its stack (the same signal, sent to the thread); waits up to 2 s.
int signal_other_threads() {
    const long self = thread_id();
    const int fd = ::open("/proc/self/task", O_RDONLY | O_DIRECTORY);
    if (fd < 0) return 0;
    int asked = 0;
    char buffer[4096];
    for (;;) {
        const long n = ::syscall(SYS_getdents64, fd, buffer, sizeof buffer);
        if (n <= 0) break;
        for (long at = 0; at < n;) {
            auto* entry = reinterpret_cast<dirent64*>(buffer + at);
            at += entry->d_reclen;
            long tid = 0;
            bool number = entry->d_name[0] != 0;
            for (const char* c = entry->d_name; *c; ++c) {
                if (*c < '0' || *c > '9')
                    number = false;
                else
                    tid = tid * 10 + (*c - '0');
            }
            if (!number || tid == self) continue;
            if (::syscall(SYS_tgkill, ::getpid(), tid, SIGQUIT) == 0) ++asked;
        }
    }
    ::close(fd);
    return asked;
}

extern "C" void on_quit(int) {
    const int saved = errno;
    int none = 0;
    if (!g_dumping.compare_exchange_strong(none, 1)) {  // asked by the first thread: print and go on
        print_own_stack();
        errno = saved;
        return;
    }
    write_text("\nsyncstress: SIGQUIT: the stack of every thread (offsets: addr2line -e BINARY OFFSET)\n");
    print_own_stack();
    const int asked = signal_other_threads();
    for (int waited = 0; waited < 200 && g_printed.load() < asked + 1; ++waited) pause_ms(10);
    write_text("\nsyncstress: ended by SIGQUIT\n");
    ::_exit(128 + SIGQUIT);
}

}  // namespace

void dump_stacks_on_quit() {
    void* warm[1];
    (void)::backtrace(warm, 1);  // loads the unwinder now: the first call allocates, which a handler must not
    struct sigaction sa {};
    sa.sa_handler = on_quit;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART;
    ::sigaction(SIGQUIT, &sa, nullptr);
}

}  // namespace syncstress::platform
