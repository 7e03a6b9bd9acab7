#include "tests/support/os.h"

#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <unistd.h>

namespace syncstress::test {

namespace {
int g_exit_code = 0;
extern "C" void exit_now(int) { ::_exit(g_exit_code); }
}  // namespace

int64_t start_grandchild(const std::vector<std::string>& argv, bool detach) {
    std::vector<char*> args;
    for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    const pid_t pid = ::fork();
    if (pid == 0) {
        if (detach) ::setsid();
        ::execv(args[0], args.data());
        ::_exit(127);
    }
    return pid;
}

void default_stop_behaviour() {}

void ignore_stop_requests() {
    std::signal(SIGTERM, SIG_IGN);
    std::signal(SIGQUIT, SIG_IGN);
}

void exit_on_stop_request(int code) {
    g_exit_code = code;
    std::signal(SIGTERM, exit_now);
    std::signal(SIGQUIT, exit_now);
}

bool process_alive(int64_t pid) {
    if (::kill(static_cast<pid_t>(pid), 0) != 0) return false;
    std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
    std::string stat((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const auto close = stat.rfind(')');
    return !(close != std::string::npos && close + 2 < stat.size() && stat[close + 2] == 'Z');  // a zombie runs no more
}

int64_t current_pid() { return ::getpid(); }

void set_environment(const char* name, const char* value) {
    if (value)
        ::setenv(name, value, 1);
    else
        ::unsetenv(name);
}

bool kill_process(int64_t pid) { return ::kill(static_cast<pid_t>(pid), SIGKILL) == 0; }

bool ask_for_stacks(int64_t pid) { return ::kill(static_cast<pid_t>(pid), SIGQUIT) == 0; }

std::vector<int64_t> children_of(int64_t pid) {
    std::vector<int64_t> out;
    std::error_code ec;
    for (const auto& task : std::filesystem::directory_iterator("/proc/" + std::to_string(pid) + "/task", ec)) {
        std::ifstream in(task.path() / "children");
        int64_t child = 0;
        while (in >> child) out.push_back(child);
    }
    return out;
}

void binary_output() {}

double cpu_seconds() {
    rusage usage{};
    ::getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
           static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

namespace {

class PosixTerminal : public PseudoTerminal {
public:
    PosixTerminal(int master, FILE* terminal) : master_(master), terminal_(terminal) {}
    ~PosixTerminal() override {
        std::fclose(terminal_);
        ::close(master_);
    }
    FILE* terminal() override { return terminal_; }
    std::string drain() override {
        std::string text;
        char buffer[4096];
        for (ssize_t n; (n = ::read(master_, buffer, sizeof buffer)) > 0;) text.append(buffer, static_cast<size_t>(n));
        return text;
    }

private:
    int master_;
    FILE* terminal_;
};

}  // namespace

std::unique_ptr<PseudoTerminal> PseudoTerminal::open() {
    int master = ::posix_openpt(O_RDWR | O_NOCTTY);
    if (master < 0 || ::grantpt(master) != 0 || ::unlockpt(master) != 0) return nullptr;
    FILE* terminal = std::fopen(::ptsname(master), "w");
    if (!terminal) return nullptr;
    ::fcntl(master, F_SETFL, ::fcntl(master, F_GETFL) | O_NONBLOCK);
    return std::make_unique<PosixTerminal>(master, terminal);
}

}  // namespace syncstress::test
