#include "tool/stop.h"

#include "tool/process.h"

#include <csignal>

#include <unistd.h>

namespace syncstress::tool {

namespace {

std::atomic<bool>* g_stop = nullptr;
std::atomic<int> g_requests{0};
std::atomic<int> g_first_signal{0};

extern "C" void on_stop_signal(int signal) {
    if (g_requests.fetch_add(1) >= 1) {
        static const char msg[] = "\nsyncstress: interrupted twice, aborting\n";
        kill_all_children();
        (void)!::write(2, msg, sizeof msg - 1);
        ::_exit(130);
    }
    int none = 0;
    g_first_signal.compare_exchange_strong(none, signal);
    if (g_stop) g_stop->store(true);
}

}  // namespace

void install_stop_handlers(std::atomic<bool>& stop) {
    g_stop = &stop;
    struct sigaction sa{};
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

}  // namespace syncstress::tool
