// process.h on Linux (and other POSIX systems, without pidfd and the subreaper): a child is started with
// vfork+exec into a process group of its own; its end is seen through a pidfd (poll), and a timeout or a stop
// goes to its whole group. contain_descendants() makes us a child subreaper, so that orphans of a run (a
// grandchild that called setsid) come back to us and are killed, and children die with us (PR_SET_PDEATHSIG); the
// first channel child (an adapter process) makes us a subreaper too, so that its tree ends with it in every command.
#include "core/platform/child.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <map>
#include <mutex>
#include <poll.h>
#include <set>
#include <sstream>

#include <fcntl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

#ifdef __linux__
#include <sys/prctl.h>
#endif

extern char** environ;

namespace syncstress::platform {

namespace {

using Clock = std::chrono::steady_clock;

std::atomic<bool> g_contained{false};  // contain_descendants(): every child dies with us
std::atomic<bool> g_reaping{false};    // a child subreaper: the orphans of our children's trees are reparented to us

// Held from a spawn's vfork until its child is tracked, and by a sweep while it decides who is an orphan: a child
// started on another thread a moment ago is never taken for one.
std::mutex g_spawn_mutex;

void become_subreaper() {
#ifdef __linux__
    if (!g_reaping.exchange(true)) ::prctl(PR_SET_CHILD_SUBREAPER, 1UL, 0UL, 0UL, 0UL);
#endif
}

// Children left running for a debugger (release): still our children, never swept as orphans.
std::mutex g_released_mutex;
std::set<pid_t> g_released;

// Process groups alive, for kill_all_children() from a signal handler: plain atomics, no allocation.
constexpr size_t k_max_tracked = 1024;
std::atomic<pid_t> g_groups[k_max_tracked];

void track(pid_t group) {
    for (auto& slot : g_groups) {
        pid_t empty = 0;
        if (slot.compare_exchange_strong(empty, group)) return;
    }
}

void untrack(pid_t group) {
    for (auto& slot : g_groups) {
        pid_t expected = group;
        if (slot.compare_exchange_strong(expected, 0)) return;
    }
}

bool tracked(pid_t group) {
    return std::any_of(std::begin(g_groups), std::end(g_groups), [&](const std::atomic<pid_t>& slot) { return slot.load() == group; });
}

// The environment of a child: ours, with `overrides` replacing or adding variables. Ours are pointed to, not
// copied (a run of `true` should not cost an allocation per variable); `storage` holds the overrides' entries.
std::vector<char*> child_environment(const std::vector<std::pair<std::string, std::string>>& overrides, std::vector<std::string>& storage) {
    std::vector<char*> out;
    for (char** e = environ; e && *e; ++e) {
        const std::string_view entry = *e;
        const std::string_view name = entry.substr(0, entry.find('='));
        if (std::none_of(overrides.begin(), overrides.end(), [&](const auto& o) { return o.first == name; })) out.push_back(*e);
    }
    for (const auto& [name, value] : overrides) storage.push_back(name + "=" + value);
    for (auto& entry : storage) out.push_back(entry.data());
    out.push_back(nullptr);
    return out;
}

// /dev/null, opened once: every child's stdin.
int dev_null() {
    static const int fd = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
    return fd;
}

int open_pidfd(pid_t pid) {
#ifdef SYS_pidfd_open
    return static_cast<int>(::syscall(SYS_pidfd_open, pid, 0));
#else
    (void)pid;
    return -1;
#endif
}

bool read_pids(const char* path, std::set<pid_t>& out) {
    const int fd = ::open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return false;
    char buffer[4096];
    std::string text;
    for (ssize_t n; (n = ::read(fd, buffer, sizeof buffer)) > 0;) text.append(buffer, static_cast<size_t>(n));
    ::close(fd);
    std::istringstream in(text);
    for (pid_t pid = 0; in >> pid;) out.insert(pid);
    return true;
}

// Children of ours the kernel lists (CONFIG_PROC_CHILDREN) where orphans are: an orphan goes to the first live
// thread of the subreaper, our main thread (Linux's find_new_reaper and find_alive_thread), so its list is read
// alone (one open and read per sweep, not a walk of /proc/self/task); every thread's where it is missing.
std::set<pid_t> orphan_candidates() {
    std::set<pid_t> out;
    char path[64];
    std::snprintf(path, sizeof path, "/proc/self/task/%d/children", static_cast<int>(::getpid()));
    if (read_pids(path, out)) return out;
    std::error_code ec;
    for (const auto& task : std::filesystem::directory_iterator("/proc/self/task", ec)) read_pids((task.path() / "children").c_str(), out);
    return out;
}

}  // namespace

namespace os {

struct Child {
    pid_t pid = -1;             // also its process group
    int pidfd = -1;             // -1 where pidfd_open is missing (Linux < 5.3): wait_any then polls waitpid
    std::optional<int> status;  // set once waited for
    bool group_killed = false;  // after its end: what it left in its group was killed (reap)
    bool released = false;      // left running for good (release)
};

void ChildDeleter::operator()(Child* child) const {
    if (!child) return;
    if (child->released) {
        if (child->pidfd >= 0) ::close(child->pidfd);
        delete child;
        return;
    }
    if (!child->status) {
        ::kill(-child->pid, SIGKILL);
        int status = 0;
        ::waitpid(child->pid, &status, 0);
    }
    if (!child->group_killed) ::kill(-child->pid, SIGKILL);  // what it left behind in its group
    untrack(child->pid);
    if (child->pidfd >= 0) ::close(child->pidfd);
    delete child;
}

struct Connection {
    int fd = -1;        // connected: the child's socket; -1 until it connects
    int listener = -1;  // until the child connects: the socket listening at `path`
    std::string path;
};

void ConnectionDeleter::operator()(Connection* connection) const {
    if (!connection) return;
    if (connection->fd >= 0) ::close(connection->fd);
    if (connection->listener >= 0) {
        ::close(connection->listener);
        ::unlink(connection->path.c_str());
    }
    delete connection;
}

namespace {

// A socket listening at `folder`/channel-N (N new in this process) for the one connection of the child
// (non-blocking, so that accepting it waits in poll with a deadline).
Result<ConnectionPtr> listen_for_child(const std::string& folder) {
    static std::atomic<uint64_t> counter{0};
    ConnectionPtr ours(new Connection);
    ours->path = folder + "/channel-" + std::to_string(counter++);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    if (ours->path.size() >= sizeof address.sun_path)
        return make_error("the channel's path " + ours->path + " is longer than a socket's path may be (" +
                              std::to_string(sizeof address.sun_path - 1) + " bytes): set TMPDIR to a shorter folder",
                          ErrorKind::io);
    std::memcpy(address.sun_path, ours->path.c_str(), ours->path.size() + 1);
    const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0) return make_error(std::string("socket: ") + std::strerror(errno), ErrorKind::internal);
    if (::bind(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address) != 0 || ::listen(fd, 1) != 0) {
        const int error = errno;
        ::close(fd);
        return make_error("cannot listen at " + ours->path + ": " + std::strerror(error), ErrorKind::io);
    }
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
    ours->listener = fd;
    return ours;
}

}  // namespace

Result<ConnectionPtr> open_channel_named(const std::string& name) {
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    if (name.size() >= sizeof address.sun_path) return make_error("the channel's path " + name + " is too long", ErrorKind::io);
    std::memcpy(address.sun_path, name.c_str(), name.size() + 1);
    ConnectionPtr ours(new Connection);
    ours->fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (ours->fd < 0 || ::connect(ours->fd, reinterpret_cast<const sockaddr*>(&address), sizeof address) != 0)
        return make_error("cannot connect to " + name + ": " + std::strerror(errno), ErrorKind::io);
    ::fcntl(ours->fd, F_SETFL, ::fcntl(ours->fd, F_GETFL) | O_NONBLOCK);
    return ours;
}

Result<ChildPtr> spawn(const ProcessSpec& spec, ConnectionPtr* channel) {
    if (spec.argv.empty()) return make_error("no command to run", ErrorKind::internal);
    if (spec.channel != (channel != nullptr)) return make_error("spawn: a channel child needs its channel given", ErrorKind::internal);
    const std::string output = spec.inherits_output ? "standard error" : spec.output.empty() ? "/dev/null" : spec.output;
    const int out_fd =
        spec.inherits_output ? ::fcntl(2, F_DUPFD_CLOEXEC, 3) : ::open(output.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (out_fd < 0) return make_error("cannot open " + output + ": " + std::strerror(errno), ErrorKind::io);
    ConnectionPtr ours;
    auto env = spec.env;
    if (spec.channel) {
        auto listening = listen_for_child(spec.channel_folder);
        if (!listening) {
            ::close(out_fd);
            return listening.error();
        }
        ours = std::move(*listening);
        env.emplace_back(spec.channel_variable, ours->path);
    }
    const int in_fd = dev_null();
    // A program run on the user's behalf (capture) writes to our stdout and stderr; any other child to `output`.
    const int own_stdout = spec.inherits_output ? ::fcntl(1, F_DUPFD_CLOEXEC, 3) : -1;
    const int stdout_fd = own_stdout >= 0 ? own_stdout : out_fd;

    // Everything the child touches is made before vfork: between vfork and exec it may not allocate.
    std::vector<char*> argv, envp;
    for (const auto& a : spec.argv) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    std::vector<std::string> env_storage;
    envp = child_environment(env, env_storage);
    const bool dies_with_us = (g_contained.load() || spec.channel) && !spec.survives_us;
    const pid_t parent = ::getpid();
    if (spec.channel) become_subreaper();  // an adapter's tree ends with it, whatever its processes did to their group

    // No signal handler of ours may run in the child while it shares our memory.
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &previous);
    volatile int exec_errno = 0;  // the child writes it (shared memory until exec) when exec fails
    g_spawn_mutex.lock();         // until the child is tracked, or reaped when it could not start
    const pid_t pid = ::vfork();
    if (pid == 0) {
        ::setpgid(0, 0);
#ifdef __linux__
        // Dies with us; and if we died before this line, there is no one to run for.
        if (dies_with_us && (::prctl(PR_SET_PDEATHSIG, SIGKILL) != 0 || ::getppid() != parent)) ::_exit(127);
#endif
        if (in_fd >= 0) ::dup2(in_fd, 0);
        ::dup2(stdout_fd, 1);
        ::dup2(out_fd, 2);
        struct sigaction dfl {};
        dfl.sa_handler = SIG_DFL;
        for (int s = 1; s < NSIG; ++s)
            if (s != SIGKILL && s != SIGSTOP) ::sigaction(s, &dfl, nullptr);
        sigset_t none;
        sigemptyset(&none);
        ::sigprocmask(SIG_SETMASK, &none, nullptr);
        ::execvpe(argv[0], argv.data(), envp.data());
        exec_errno = errno;
        ::_exit(127);
    }
    const int vfork_errno = errno;
    pthread_sigmask(SIG_SETMASK, &previous, nullptr);
    if (pid > 0 && exec_errno != 0) {
        int status = 0;
        ::waitpid(pid, &status, 0);
    } else if (pid > 0) {
        track(pid);
    }
    g_spawn_mutex.unlock();
    ::close(out_fd);
    if (own_stdout >= 0) ::close(own_stdout);
    if (pid < 0) return make_error("cannot run " + spec.argv[0] + ": " + std::strerror(vfork_errno), ErrorKind::io);
    if (exec_errno != 0) return make_error("cannot run " + spec.argv[0] + ": " + std::strerror(exec_errno), ErrorKind::io);
    ChildPtr child(new Child);
    child->pid = pid;
    child->pidfd = open_pidfd(pid);
    if (channel) *channel = std::move(ours);
    return child;
}

int64_t pid(const Child& child) { return child.pid; }

std::vector<size_t> wait_any(const std::vector<Child*>& children, std::optional<Clock::time_point> until) {
    std::vector<size_t> ended;
    // Children without a pidfd are looked at directly; with any of them the wait below is capped at 1 ms.
    bool polling = false;
    for (size_t i = 0; i < children.size(); ++i) {
        Child& c = *children[i];
        if (c.pidfd >= 0) continue;
        polling = true;
        int status = 0;
        if (::waitpid(c.pid, &status, WNOHANG) == c.pid) {
            c.status = status;
            ended.push_back(i);
        }
    }
    if (!ended.empty()) return ended;

    int timeout_ms = -1;
    if (until) {
        auto left = std::chrono::ceil<std::chrono::milliseconds>(*until - Clock::now()).count();
        timeout_ms = static_cast<int>(std::clamp<long long>(left, 0, 24 * 3600 * 1000));
    }
    if (polling) timeout_ms = timeout_ms < 0 ? 1 : std::min(timeout_ms, 1);
    std::vector<pollfd> fds;
    std::vector<size_t> positions;
    for (size_t i = 0; i < children.size(); ++i)
        if (children[i]->pidfd >= 0) {
            fds.push_back({children[i]->pidfd, POLLIN, 0});
            positions.push_back(i);
        }
    if (::poll(fds.data(), fds.size(), timeout_ms) <= 0) return ended;  // time-out, or a signal (Ctrl-C)
    for (size_t k = 0; k < fds.size(); ++k)
        if (fds[k].revents) ended.push_back(positions[k]);
    return ended;
}

void ask_to_stop(Child& child, StopRequest request) { ::kill(-child.pid, request == StopRequest::dump ? SIGQUIT : SIGTERM); }

void kill_tree(Child& child) { ::kill(-child.pid, SIGKILL); }

void release(Child& child) {
    child.released = true;
    untrack(child.pid);
    std::lock_guard lock(g_released_mutex);
    g_released.insert(child.pid);
}

Exit reap(Child& child) {
    if (!child.status) {
        int status = 0;
        while (::waitpid(child.pid, &status, 0) < 0 && errno == EINTR) {}
        child.status = status;
    }
    ::kill(-child.pid, SIGKILL);  // what it left behind in its group
    child.group_killed = true;
    Exit e;
    if (WIFEXITED(*child.status)) e.exit_code = WEXITSTATUS(*child.status);
    if (WIFSIGNALED(*child.status)) e.signal = WTERMSIG(*child.status);
    return e;
}

namespace {

int ms_until(Deadline deadline) {
    const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - Clock::now()).count();
    return static_cast<int>(std::clamp<long long>(left, 0, 24LL * 3600 * 1000));
}

// Whether the child has ended: its pidfd polled readable or, without a pidfd, waitpid says so.
bool has_ended(Child& child, const pollfd& pidfd_polled) {
    if (child.pidfd >= 0) return pidfd_polled.revents != 0;
    int status = 0;
    if (::waitpid(child.pid, &status, WNOHANG) != child.pid) return false;
    child.status = status;
    return true;
}

}  // namespace

Transfer accept_channel(Connection& connection, Child& child, Deadline deadline) {
    while (connection.fd < 0) {
        pollfd p[2] = {{connection.listener, POLLIN, 0}, {child.pidfd, POLLIN, 0}};
        // Without a pidfd the child's end is looked at every 10 ms.
        const int timeout = child.pidfd >= 0 ? ms_until(deadline) : std::min(ms_until(deadline), 10);
        const int ready = ::poll(p, child.pidfd >= 0 ? 2 : 1, timeout);
        if (ready < 0 && errno != EINTR) return Transfer::closed;
        const int fd = ::accept(connection.listener, nullptr, nullptr);
        if (fd >= 0) {
            ::fcntl(fd, F_SETFD, FD_CLOEXEC);
            ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
            connection.fd = fd;
            ::close(connection.listener);  // no second connection: the name is gone
            ::unlink(connection.path.c_str());
            connection.listener = -1;
            break;
        }
        if (has_ended(child, p[1])) return Transfer::closed;
        if (Clock::now() >= deadline) return Transfer::timeout;
    }
    return Transfer::done;
}

Transfer send_all(Connection& connection, std::string_view data, Deadline deadline) {
    for (size_t sent = 0; sent < data.size();) {
        const ssize_t n = ::send(connection.fd, data.data() + sent, data.size() - sent, MSG_NOSIGNAL);
        if (n > 0) {
            sent += static_cast<size_t>(n);
            continue;
        }
        if (n < 0 && errno == EINTR) continue;
        if (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK) return Transfer::closed;
        pollfd p{connection.fd, POLLOUT, 0};
        if (::poll(&p, 1, ms_until(deadline)) == 0) return Transfer::timeout;
    }
    return Transfer::done;
}

Transfer receive_some(Connection& connection, std::string& into, Deadline deadline) {
    for (;;) {
        char chunk[65536];
        const ssize_t n = ::recv(connection.fd, chunk, sizeof chunk, 0);
        if (n > 0) {
            into.append(chunk, static_cast<size_t>(n));
            return Transfer::done;
        }
        if (n == 0) return Transfer::closed;
        if (errno == EINTR) continue;
        if (errno != EAGAIN && errno != EWOULDBLOCK) return Transfer::closed;
        pollfd p{connection.fd, POLLIN, 0};
        if (::poll(&p, 1, ms_until(deadline)) == 0) return Transfer::timeout;
    }
}

std::string Exit::description() const {
    if (signal) return "killed by signal " + std::to_string(signal) + " (" + signal_name(signal) + ")";
    return "exit code " + std::to_string(exit_code);
}

void sweep_orphans(const std::vector<Child*>& alive) {
    if (!g_reaping.load()) return;
    std::lock_guard spawning(g_spawn_mutex);
    std::set<pid_t> ours;
    for (const Child* c : alive) ours.insert(c->pid);
    {
        std::lock_guard lock(g_released_mutex);
        ours.insert(g_released.begin(), g_released.end());  // still our children, kept running on purpose
    }
    // Killing an orphan reparents its own children to us: look again until none is left (bounded).
    for (int round = 0; round < 64; ++round) {
        std::vector<pid_t> orphans;
        for (pid_t pid : orphan_candidates())
            if (!ours.count(pid) && !tracked(pid)) orphans.push_back(pid);  // tracked: a child of ours still running
        if (orphans.empty()) return;
        for (pid_t pid : orphans) {
            ::kill(-pid, SIGKILL);  // a setsid orphan leads a group of its own
            ::kill(pid, SIGKILL);
        }
        for (pid_t pid : orphans) {
            int status = 0;
            ::waitpid(pid, &status, 0);
        }
    }
}

const bool k_abort_runs_beside_main = false;  // the abort is a signal handler: the main thread waits for it

void remove_folder_now(const char* path) noexcept {
    // A child killed a moment ago may still create a file (its report's temporary): walk again until empty.
    constexpr int k_rounds = 100;
    const timespec pause{0, 10'000'000};
    for (int round = 0; round < k_rounds; ++round) {
#ifdef __linux__
        const int fd = ::open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (fd < 0) return;  // gone, or not ours to walk
        // getdents64's record: readdir() may allocate, the raw system call does not.
        struct Entry {
            uint64_t ino;
            int64_t off;
            unsigned short reclen;
            unsigned char type;
            char name[1];
        };
        alignas(8) char buffer[4096];
        for (;;) {
            const long n = ::syscall(SYS_getdents64, fd, buffer, sizeof buffer);
            if (n <= 0) break;
            for (long at = 0; at < n;) {
                const auto* e = reinterpret_cast<const Entry*>(buffer + at);
                const bool dots = e->name[0] == '.' && (e->name[1] == 0 || (e->name[1] == '.' && e->name[2] == 0));
                if (!dots) (void)::unlinkat(fd, e->name, 0);
                at += e->reclen;
            }
        }
        ::close(fd);
#endif
        if (::rmdir(path) == 0 || errno != ENOTEMPTY) return;
        ::nanosleep(&pause, nullptr);
    }
}

}  // namespace os

std::string signal_name(int signal) {
    static const std::map<int, const char*> k_names = {
        {SIGHUP, "SIGHUP"},   {SIGINT, "SIGINT"},   {SIGQUIT, "SIGQUIT"}, {SIGILL, "SIGILL"},   {SIGTRAP, "SIGTRAP"}, {SIGABRT, "SIGABRT"},
        {SIGBUS, "SIGBUS"},   {SIGFPE, "SIGFPE"},   {SIGKILL, "SIGKILL"}, {SIGUSR1, "SIGUSR1"}, {SIGSEGV, "SIGSEGV"}, {SIGUSR2, "SIGUSR2"},
        {SIGPIPE, "SIGPIPE"}, {SIGALRM, "SIGALRM"}, {SIGTERM, "SIGTERM"}, {SIGXCPU, "SIGXCPU"}, {SIGXFSZ, "SIGXFSZ"}, {SIGSYS, "SIGSYS"}};
    auto it = k_names.find(signal);
    return it != k_names.end() ? it->second : "signal " + std::to_string(signal);
}

void kill_all_children() noexcept {
    for (auto& slot : g_groups)
        if (pid_t group = slot.load(); group > 0) ::kill(-group, SIGKILL);
}

void contain_descendants() {
    become_subreaper();
    g_contained.store(true);
}

std::string self_path(const std::string& argv0) {
    std::error_code ec;
    auto path = std::filesystem::read_symlink("/proc/self/exe", ec);
    return ec ? argv0 : path.string();
}

}  // namespace syncstress::platform
