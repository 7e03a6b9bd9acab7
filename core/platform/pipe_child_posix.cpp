// platform/pipe_child.h on POSIX: fork+exec with one socket of a socket pair as the child's stdin and stdout (a
// socket, not two pipes, so that our writes can say MSG_NOSIGNAL: a child that died is EPIPE, not SIGPIPE in us).
#include "core/platform/pipe_child.h"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <thread>

#include <fcntl.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#ifdef __linux__
#include <sys/prctl.h>
#endif

extern char** environ;

namespace syncstress::platform {

struct PipeChild {
    pid_t pid = -1;       // also its process group
    int fd = -1;          // our end of the socket pair
    std::string pending;  // read, not yet returned as a line
    std::optional<int> status;
};

namespace {

using Clock = std::chrono::steady_clock;

int ms_until(Deadline deadline) {
    const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - Clock::now()).count();
    return static_cast<int>(std::clamp<long long>(left, 0, 24LL * 3600 * 1000));
}

// Ours with `overrides`; `storage` owns every entry.
std::vector<char*> child_environment(const std::vector<std::pair<std::string, std::string>>& overrides, std::vector<std::string>& storage) {
    for (char** e = environ; e && *e; ++e) {
        const std::string_view entry = *e;
        const std::string_view name = entry.substr(0, entry.find('='));
        if (std::none_of(overrides.begin(), overrides.end(), [&](const auto& o) { return o.first == name; })) storage.emplace_back(entry);
    }
    for (const auto& [name, value] : overrides) storage.push_back(name + "=" + value);
    std::vector<char*> out;
    for (auto& entry : storage) out.push_back(entry.data());
    out.push_back(nullptr);
    return out;
}

// Between fork and exec: async-signal-safe calls only. Reports exec's errno through `report`.
[[noreturn]] void exec_child(char** argv, char** envp, int connection, int err_fd, int report, pid_t parent) {
    ::setpgid(0, 0);
#ifdef __linux__
    if (::prctl(PR_SET_PDEATHSIG, SIGKILL) != 0 || ::getppid() != parent) ::_exit(127);
#else
    (void)parent;
#endif
    ::dup2(connection, 0);
    ::dup2(connection, 1);
    ::dup2(err_fd, 2);
    struct sigaction dfl {};
    dfl.sa_handler = SIG_DFL;
    for (int s = 1; s < NSIG; ++s)
        if (s != SIGKILL && s != SIGSTOP) ::sigaction(s, &dfl, nullptr);
    sigset_t none;
    sigemptyset(&none);
    ::sigprocmask(SIG_SETMASK, &none, nullptr);
    ::execvpe(argv[0], argv, envp);
    const int error = errno;
    (void)!::write(report, &error, sizeof error);
    ::_exit(127);
}

}  // namespace

void PipeChildDeleter::operator()(PipeChild* child) const {
    if (!child) return;
    kill_child(*child);
    // SIGKILL ends it at once unless it sleeps uninterruptibly in a driver: then it is left as a zombie.
    (void)wait_child(*child, Clock::now() + std::chrono::seconds(5));
    if (child->fd >= 0) ::close(child->fd);
    delete child;
}

Result<PipeChildPtr> spawn_pipe_child(const PipeChildSpec& spec) {
    if (spec.argv.empty()) return make_error("no program to run", ErrorKind::internal);
    int pair[2];
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, pair) != 0)
        return make_error(std::string("socketpair: ") + std::strerror(errno), ErrorKind::internal);
    const int err_fd = ::open(spec.stderr_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    int report[2] = {-1, -1};
    if (err_fd < 0 || ::pipe2(report, O_CLOEXEC) != 0) {
        const std::string why = std::strerror(errno);
        for (int fd : {pair[0], pair[1], err_fd, report[0], report[1]})
            if (fd >= 0) ::close(fd);
        return make_error("cannot open " + spec.stderr_path + ": " + why, ErrorKind::io);
    }
    std::vector<char*> argv;
    for (const auto& a : spec.argv) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    std::vector<std::string> env_storage;
    std::vector<char*> envp = child_environment(spec.env, env_storage);
    const pid_t parent = ::getpid();

    // No handler of ours may run in the child before exec.
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &previous);
    const pid_t pid = ::fork();
    if (pid == 0) exec_child(argv.data(), envp.data(), pair[1], err_fd, report[1], parent);
    const int fork_errno = errno;
    pthread_sigmask(SIG_SETMASK, &previous, nullptr);
    for (int fd : {pair[1], err_fd, report[1]}) ::close(fd);
    int exec_errno = 0;
    const bool exec_failed = pid > 0 && ::read(report[0], &exec_errno, sizeof exec_errno) == sizeof exec_errno;
    ::close(report[0]);
    if (pid < 0 || exec_failed) {
        ::close(pair[0]);
        if (pid > 0) ::waitpid(pid, nullptr, 0);
        return make_error("cannot run " + spec.argv[0] + ": " + std::strerror(pid < 0 ? fork_errno : exec_errno), ErrorKind::io);
    }
    ::fcntl(pair[0], F_SETFL, ::fcntl(pair[0], F_GETFL) | O_NONBLOCK);
    PipeChildPtr child(new PipeChild);
    child->pid = pid;
    child->fd = pair[0];
    return child;
}

LineResult write_line(PipeChild& child, std::string_view line, Deadline deadline) {
    if (child.fd < 0) return LineResult::closed;
    std::string data;
    data.reserve(line.size() + 1);
    data.append(line).push_back('\n');
    for (size_t sent = 0; sent < data.size();) {
        const ssize_t n = ::send(child.fd, data.data() + sent, data.size() - sent, MSG_NOSIGNAL);
        if (n > 0) {
            sent += static_cast<size_t>(n);
            continue;
        }
        if (n < 0 && errno == EINTR) continue;
        if (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK) return LineResult::closed;
        pollfd p{child.fd, POLLOUT, 0};
        if (::poll(&p, 1, ms_until(deadline)) == 0) return LineResult::timeout;
    }
    return LineResult::line;
}

LineResult read_line(PipeChild& child, std::string& line, Deadline deadline, size_t max_bytes) {
    for (;;) {
        if (take_line(child.pending, line, max_bytes)) return LineResult::line;
        if (child.fd < 0) return LineResult::closed;
        char chunk[65536];
        const ssize_t n = ::recv(child.fd, chunk, sizeof chunk, 0);
        if (n > 0) {
            child.pending.append(chunk, static_cast<size_t>(n));
            continue;
        }
        if (n == 0) return LineResult::closed;
        if (errno == EINTR) continue;
        if (errno != EAGAIN && errno != EWOULDBLOCK) return LineResult::closed;
        pollfd p{child.fd, POLLIN, 0};
        if (::poll(&p, 1, ms_until(deadline)) == 0) return LineResult::timeout;
    }
}

void close_input(PipeChild& child) {
    if (child.fd >= 0) ::close(child.fd);
    child.fd = -1;
}

std::optional<ChildExit> wait_child(PipeChild& child, Deadline deadline) {
    auto nap = std::chrono::microseconds(200);
    while (!child.status) {
        int status = 0;
        const pid_t r = ::waitpid(child.pid, &status, WNOHANG);
        if (r == child.pid || (r < 0 && errno == ECHILD)) {
            child.status = r == child.pid ? status : 0;
            ::kill(-child.pid, SIGKILL);  // what it left behind in its group
            break;
        }
        if (Clock::now() >= deadline) return std::nullopt;
        std::this_thread::sleep_for(nap);
        nap = std::min<std::chrono::microseconds>(nap * 2, std::chrono::milliseconds(20));
    }
    ChildExit e;
    if (WIFEXITED(*child.status)) e.exit_code = WEXITSTATUS(*child.status);
    if (WIFSIGNALED(*child.status)) e.signal = WTERMSIG(*child.status);
    return e;
}

void kill_child(PipeChild& child) {
    if (child.status || child.pid <= 0) return;
    ::kill(-child.pid, SIGKILL);
    ::kill(child.pid, SIGKILL);  // before its setpgid ran
}

std::string ChildExit::description() const {
    if (signal == 0) return "exit code " + std::to_string(exit_code);
#if defined(__GLIBC__) && (__GLIBC__ > 2 || __GLIBC_MINOR__ >= 32)
    const char* name = ::sigabbrev_np(signal);
    if (name) return "signal " + std::to_string(signal) + " (SIG" + name + ")";
#endif
    return "signal " + std::to_string(signal) + " (" + ::strsignal(signal) + ")";
}

}  // namespace syncstress::platform
