// Child processes: `exec` runs, the workers of -j/--isolate, and adapter processes (pipe_child.h). Each child is contained with everything it
// starts (POSIX: its own process group, and with contain_descendants() every orphan it leaves reparents to us;
// Windows: a job object that kills the tree when closed), so that a timeout or Ctrl-C ends the whole tree and
// the terminal's Ctrl-C reaches only us: we decide what the children get. Waits are event-driven (pidfd,
// WaitForMultipleObjects): a child's end is seen at once, without polling. One child at a time: child.h
// (child_posix.cpp, child_win32.cpp); the pool written once over it: process.cpp.
#pragma once

#include "core/common/result.h"
#include "core/common/shell.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace syncstress::platform {

struct ProcessSpec {
    std::vector<std::string> argv;                         // argv[0]: a path, or a name searched in PATH
    std::vector<std::pair<std::string, std::string>> env;  // set in the child, on top of our environment
    std::string output;                                    // file that receives stdout and stderr (truncated); empty: discarded
    // Writes to our own stdout and stderr instead of `output` (a program run on the user's behalf, as `capture` runs it).
    bool inherits_output = false;
    std::optional<std::chrono::nanoseconds> timeout;
    // On timeout: first the soft stop (SIGQUIT on POSIX, so that Python, Go and Java print their stacks; Ctrl-Break
    // on Windows), then the kill this much later. Zero: killed at once.
    std::chrono::nanoseconds kill_after{0};
    // Not killed when this process ends (POSIX: no PR_SET_PDEATHSIG), so that a hung run kept for a debugger
    // (PoolOptions::keep_hung) outlives us. Set by the pool; the rest of the containment stays.
    bool survives_us = false;
    // A syncstress worker: on Windows it is asked to stop through its stop event alone (stop.h). A console
    // Ctrl-Break on top would be a second request (under Wine it ended workers before their handler saw it).
    bool hears_stop_event = false;
    // Spoken to over a channel (platform/pipe_child.h): a connection the child opens by the name in its environment
    // variable `channel_variable` (POSIX: a Unix socket's path in `channel_folder`, a private folder; Windows: a
    // duplex named pipe, \\.\pipe\...). Its stdin is empty and `output` receives its stdout and stderr, so no
    // write of the child to stdout reaches the channel. Such a child always dies with us (POSIX: PR_SET_PDEATHSIG,
    // where contain_descendants() gives it to the others), and has no console window on Windows.
    bool channel = false;
    std::string channel_variable;
    std::string channel_folder;
};

struct ProcessOutcome {
    int exit_code = -1;      // when it exited (Windows: the NTSTATUS of a crash, e.g. 0xC0000005, as an int)
    int signal = 0;          // POSIX: the signal that ended it; 0 when it exited
    bool timed_out = false;  // we killed it: its timeout passed
    bool stopped = false;    // we ended it (or asked it to end): the run was interrupted
    int64_t kept_pid = 0;    // timed out and left running for a debugger (PoolOptions::keep_hung): its pid
    double duration_s = 0;
    bool succeeded() const { return !timed_out && signal == 0 && exit_code == 0; }
    bool crashed() const;  // ended by a signal (POSIX) or an exception status (Windows)
};

// How it ended, as the OS says it: "exit code 1", "killed by signal 11 (SIGSEGV)",
// "exit code 0xC0000005 (access violation)".
std::string exit_description(const ProcessOutcome& outcome);
std::string signal_name(int signal);  // "SIGSEGV"

struct PoolOptions {
    size_t workers = 1;
    const std::atomic<bool>* stop = nullptr;  // set by Ctrl-C
    // After a stop, children are asked to stop (POSIX: SIGTERM to the group; Windows: their stop event, see
    // stop.h, and Ctrl-Break) and get this long to write their results before they are killed.
    std::chrono::nanoseconds stop_grace = std::chrono::seconds(10);
    std::function<void(uint64_t, int64_t)> on_start;  // task i started as process `pid`
    // The first this many children past their timeout are left running, neither asked to stop nor killed, for a
    // debugger to attach (reported with kept_pid, done at once); later ones end as the timeout says. Children then
    // do not die with us (ProcessSpec::survives_us).
    size_t keep_hung = 0;
    // Called on the pool's thread about every `tick` while children run (a worker's report read as it grows).
    std::chrono::nanoseconds tick{0};
    std::function<void()> on_tick;
};

// Runs tasks 0, 1, 2, ... with at most `workers` alive at once. next(i) gives task i, or nullopt when there
// is no more work (it is not called again after that). done(i, outcome) is called on this thread as each
// ends, in the order they end; a task that could not start gets an Error. When a child exits, what is left
// of its tree is killed. On stop: no task starts, running ones end as PoolOptions says, and are reported with
// stopped set.
void run_pool(const PoolOptions& options, const std::function<std::optional<ProcessSpec>(uint64_t)>& next,
              const std::function<void(uint64_t, const Result<ProcessOutcome>&)>& done);

// One process, waited for.
Result<ProcessOutcome> run_process(const ProcessSpec& spec, const std::atomic<bool>* stop = nullptr);

// Kills every child tree alive; async-signal-safe (for a second Ctrl-C).
void kill_all_children() noexcept;
// Removes every TempDir alive; async-signal-safe (for a second Ctrl-C, after kill_all_children(): the abort
// runs no destructor). A TempDir is known to it from create() to its destruction.
void remove_temp_dirs() noexcept;

// Makes this process the keeper of every descendant (Linux: a child subreaper), so that a run's tree is killed
// even where a grandchild left its process group (setsid, a daemon); children also die with this process
// (PR_SET_PDEATHSIG). The binary calls it once; the library's tests run without it. Windows: job objects
// already do both; a no-op.
void contain_descendants();

// The path of this program, to re-invoke it (/proc/self/exe, GetModuleFileNameW); argv0 when that is unknown.
std::string self_path(const std::string& argv0);

// How many of its last lines a failed child's output shows.
constexpr size_t k_tail_lines = 10;
// The last `count` lines of a file (without their newlines), reading at most its last `max_bytes`.
std::vector<std::string> last_lines(const std::string& path, size_t count, size_t max_bytes = 64 * 1024);

// A private folder under the system's temporary folder, removed with everything in it when destroyed.
class TempDir {
public:
    static Result<TempDir> create(const std::string& prefix);  // "syncstress-exec" -> /tmp/syncstress-exec-1a2b3c4d
    TempDir(TempDir&& other) noexcept : path_(std::move(other.path_)) { other.path_.clear(); }
    TempDir& operator=(TempDir&&) = delete;
    ~TempDir();
    const std::string& path() const { return path_; }

private:
    explicit TempDir(std::string path) : path_(std::move(path)) {}
    std::string path_;
};

// Words of a command line, quoted for this OS's shell when needed (core/common/shell.h).
using syncstress::shell_join;
using syncstress::shell_quote;

}  // namespace syncstress::platform
