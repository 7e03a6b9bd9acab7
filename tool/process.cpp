#include "tool/process.h"

#include "core/engine/engine.h"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <thread>

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace syncstress::tool {

namespace {

using Clock = std::chrono::steady_clock;

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

struct Running {
    uint64_t index;
    pid_t pid;
    Clock::time_point started;
    std::optional<Clock::time_point> deadline;  // its timeout
    std::optional<Clock::time_point> kill_at;   // after a stop: SIGKILL when the grace is over
    bool timed_out = false, stopped = false;
};

// The environment of a child: ours, with `overrides` replacing or adding variables.
std::vector<std::string> child_environment(const std::vector<std::pair<std::string, std::string>>& overrides) {
    std::vector<std::string> out;
    for (char** e = environ; e && *e; ++e) {
        std::string entry = *e;
        std::string name = entry.substr(0, entry.find('='));
        bool replaced = std::any_of(overrides.begin(), overrides.end(), [&](const auto& o) { return o.first == name; });
        if (!replaced) out.push_back(std::move(entry));
    }
    for (const auto& [name, value] : overrides) out.push_back(name + "=" + value);
    return out;
}

Result<Running> spawn(uint64_t index, const ProcessSpec& spec) {
    if (spec.argv.empty()) return make_error("no command to run");
    const std::string output = spec.output.empty() ? "/dev/null" : spec.output;
    int fd = ::open(output.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) return make_error("cannot open " + output + ": " + std::strerror(errno));

    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attr;
    posix_spawn_file_actions_init(&actions);
    posix_spawnattr_init(&attr);
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&actions, fd, 1);
    posix_spawn_file_actions_adddup2(&actions, fd, 2);
    // A group of its own (pgid = its pid), default dispositions for the signals we handle or ignore.
    posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
    posix_spawnattr_setpgroup(&attr, 0);
    sigset_t defaults, empty;
    sigemptyset(&defaults);
    for (int s : {SIGINT, SIGTERM, SIGPIPE, SIGCHLD, SIGQUIT, SIGHUP}) sigaddset(&defaults, s);
    sigemptyset(&empty);
    posix_spawnattr_setsigdefault(&attr, &defaults);
    posix_spawnattr_setsigmask(&attr, &empty);

    std::vector<char*> argv, envp;
    for (const auto& a : spec.argv) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    const auto env = child_environment(spec.env);
    for (const auto& e : env) envp.push_back(const_cast<char*>(e.c_str()));
    envp.push_back(nullptr);

    pid_t pid = 0;
    const auto started = Clock::now();
    int rc = posix_spawnp(&pid, argv[0], &actions, &attr, argv.data(), envp.data());
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attr);
    ::close(fd);
    if (rc != 0) return make_error("cannot run " + spec.argv[0] + ": " + std::strerror(rc));
    track(pid);
    Running r{index, pid, started};
    if (spec.timeout) r.deadline = started + *spec.timeout;
    return r;
}

ProcessOutcome outcome_of(const Running& r, int status) {
    ProcessOutcome o;
    if (WIFEXITED(status)) o.exit_code = WEXITSTATUS(status);
    if (WIFSIGNALED(status)) o.signal = WTERMSIG(status);
    o.timed_out = r.timed_out;
    o.stopped = r.stopped;
    o.duration_s = std::chrono::duration<double>(Clock::now() - r.started).count();
    return o;
}

}  // namespace

std::string signal_name(int signal) {
    static const std::map<int, const char*> k_names = {
        {SIGHUP, "SIGHUP"}, {SIGINT, "SIGINT"},   {SIGQUIT, "SIGQUIT"}, {SIGILL, "SIGILL"},   {SIGTRAP, "SIGTRAP"},
        {SIGABRT, "SIGABRT"}, {SIGBUS, "SIGBUS"}, {SIGFPE, "SIGFPE"},   {SIGKILL, "SIGKILL"}, {SIGUSR1, "SIGUSR1"},
        {SIGSEGV, "SIGSEGV"}, {SIGUSR2, "SIGUSR2"}, {SIGPIPE, "SIGPIPE"}, {SIGALRM, "SIGALRM"}, {SIGTERM, "SIGTERM"},
        {SIGXCPU, "SIGXCPU"}, {SIGXFSZ, "SIGXFSZ"}, {SIGSYS, "SIGSYS"}};
    auto it = k_names.find(signal);
    return it != k_names.end() ? it->second : "signal " + std::to_string(signal);
}

std::string describe(const ProcessOutcome& o, const ProcessSpec& spec) {
    if (o.timed_out)
        return "timed out after " + (spec.timeout ? engine::format_duration(*spec.timeout) : std::string("its timeout")) +
               "; its process group was killed";
    if (o.signal) return "killed by signal " + std::to_string(o.signal) + " (" + signal_name(o.signal) + ")";
    return "exit code " + std::to_string(o.exit_code);
}

void run_pool(const PoolOptions& options, const std::function<std::optional<ProcessSpec>(uint64_t)>& next,
              const std::function<void(uint64_t, const Result<ProcessOutcome>&)>& done) {
    const size_t workers = std::max<size_t>(1, options.workers);
    std::vector<Running> running;
    uint64_t next_index = 0;
    bool more = true, stopping = false;
    auto backoff = std::chrono::microseconds(100);
    while (true) {
        stopping = stopping || (options.stop && options.stop->load());
        while (more && !stopping && running.size() < workers) {
            auto spec = next(next_index);
            if (!spec) {
                more = false;
                break;
            }
            auto child = spawn(next_index, *spec);
            if (child) running.push_back(*child);
            else done(next_index, child.error());
            ++next_index;
        }
        if (running.empty() && (!more || stopping)) return;

        bool progressed = false;
        const auto now = Clock::now();
        for (auto it = running.begin(); it != running.end();) {
            int status = 0;
            pid_t rc = ::waitpid(it->pid, &status, WNOHANG);
            if (rc == it->pid || (rc < 0 && errno == ECHILD)) {
                untrack(it->pid);
                ::kill(-it->pid, SIGKILL);  // what it left behind in its group
                Running finished = *it;
                it = running.erase(it);
                progressed = true;
                if (rc < 0) status = 0;
                done(finished.index, outcome_of(finished, status));
                continue;
            }
            if (it->deadline && now >= *it->deadline && !it->timed_out) {
                it->timed_out = true;
                ::kill(-it->pid, SIGKILL);
            }
            if (stopping && !it->stopped) {
                it->stopped = true;
                it->kill_at = now + options.stop_grace;
                ::kill(-it->pid, SIGTERM);
            }
            if (it->kill_at && now >= *it->kill_at) {
                it->kill_at.reset();
                ::kill(-it->pid, SIGKILL);
            }
            ++it;
        }
        // Poll quickly after something happened, then back off: short runs stay short, long ones cost nothing.
        backoff = progressed ? std::chrono::microseconds(100) : std::min(backoff * 2, std::chrono::microseconds(10000));
        if (!progressed) std::this_thread::sleep_for(backoff);
    }
}

Result<ProcessOutcome> run_process(const ProcessSpec& spec, const std::atomic<bool>* stop) {
    Result<ProcessOutcome> result = make_error("not run");
    PoolOptions options;
    options.stop = stop;
    run_pool(
        options, [&](uint64_t i) { return i == 0 ? std::optional(spec) : std::nullopt; },
        [&](uint64_t, const Result<ProcessOutcome>& r) { result = r; });
    return result;
}

void kill_all_children() noexcept {
    for (auto& slot : g_groups)
        if (pid_t group = slot.load(); group > 0) ::kill(-group, SIGKILL);
}

std::string self_path(const std::string& argv0) {
    std::error_code ec;
    auto path = std::filesystem::read_symlink("/proc/self/exe", ec);
    return ec ? argv0 : path.string();
}

std::vector<std::string> last_lines(const std::string& path, size_t count, size_t max_bytes) {
    std::ifstream in(path, std::ios::binary | std::ios::ate);
    if (!in || count == 0) return {};
    const auto size = static_cast<size_t>(std::max<std::streamoff>(0, in.tellg()));
    const size_t start = size > max_bytes ? size - max_bytes : 0;
    in.seekg(static_cast<std::streamoff>(start));
    std::string text(size - start, '\0');
    in.read(text.data(), static_cast<std::streamsize>(text.size()));
    text.resize(static_cast<size_t>(in.gcount()));
    std::vector<std::string> lines;
    size_t begin = 0;
    while (begin < text.size()) {
        size_t end = text.find('\n', begin);
        if (end == std::string::npos) end = text.size();
        lines.push_back(text.substr(begin, end - begin));
        begin = end + 1;
    }
    if (start > 0 && !lines.empty()) lines.erase(lines.begin());  // the first one is cut
    if (lines.size() > count) lines.erase(lines.begin(), lines.end() - static_cast<std::ptrdiff_t>(count));
    return lines;
}

Result<TempDir> TempDir::create(const std::string& prefix) {
    std::error_code ec;
    auto base = std::filesystem::temp_directory_path(ec);
    if (ec) base = "/tmp";
    std::string pattern = (base / (prefix + "-XXXXXX")).string();
    if (!::mkdtemp(pattern.data())) return make_error("cannot create a temporary folder " + pattern + ": " + std::strerror(errno));
    return TempDir(pattern);
}

TempDir::~TempDir() {
    std::error_code ignored;
    if (!path_.empty()) std::filesystem::remove_all(path_, ignored);
}

std::string shell_join(const std::vector<std::string>& words) {
    std::string out;
    for (const auto& w : words) out += (out.empty() ? "" : " ") + shell_quote(w);
    return out;
}

}  // namespace syncstress::tool
