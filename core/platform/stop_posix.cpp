#include "core/platform/stop.h"

#include "core/platform/process.h"

#include <csignal>
#include <cstdint>
#include <ctime>

#include <unistd.h>

namespace syncstress::platform {

namespace {

std::atomic<bool>* g_stop = nullptr;
std::atomic<int> g_first_signal{0};
std::atomic<int64_t> g_first_ns{0};
// timeout(1) and some CI runners send their signal to the process and again to its group: the same signal twice
// within this is one request, not a double Ctrl-C (no person presses that fast).
constexpr int64_t k_same_request_ns = 50'000'000;

int64_t now_ns() {
    timespec t{};
    ::clock_gettime(CLOCK_MONOTONIC, &t);  // async-signal-safe
    return static_cast<int64_t>(t.tv_sec) * 1'000'000'000 + t.tv_nsec;
}

// A signal may run its handler on any thread, two at once: the first request is claimed (its signal stored) before
// anything else, and a second one that finds the claim but not yet its time is the same request arriving with it.
extern "C" void on_stop_signal(int signal) {
    const int64_t now = now_ns();
    int none = 0;
    if (g_first_signal.compare_exchange_strong(none, signal)) {
        g_first_ns.store(now);
        if (g_stop) g_stop->store(true);
        return;
    }
    const int64_t first = g_first_ns.load();
    if (signal == g_first_signal.load() && (first == 0 || now - first < k_same_request_ns)) return;
    static const char msg[] = "\nsyncstress: interrupted twice, aborting\n";
    kill_all_children();
    (void)!::write(2, msg, sizeof msg - 1);
    remove_temp_dirs();  // no destructor runs on the way out
    ::_exit(130);
}

}  // namespace

void install_stop_handlers(std::atomic<bool>& stop) {
    g_stop = &stop;
    struct sigaction sa {};
    sa.sa_handler = on_stop_signal;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = 0;  // no SA_RESTART: a wait for children returns at once and sees the stop
    ::sigaction(SIGINT, &sa, nullptr);
    ::sigaction(SIGTERM, &sa, nullptr);
}

int interrupted_exit_code() {
    const int signal = g_first_signal.load();
    return signal == 0 ? 0 : 128 + signal;
}

void watch_parent_stop(std::atomic<bool>&) {}

bool send_interrupt(int64_t pid) { return ::kill(static_cast<pid_t>(pid), SIGINT) == 0; }  // the parent's SIGTERM reaches on_stop_signal

}  // namespace syncstress::platform
