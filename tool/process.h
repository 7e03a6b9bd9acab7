// Child processes: each one in its own process group, so that a timeout or Ctrl-C can end the whole tree
// it started (a test runner and the servers it left behind), and so that the terminal's Ctrl-C reaches only
// us: we decide what the children get. POSIX only for now; Windows would use a job object here.
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

namespace syncstress::tool {

struct ProcessSpec {
    std::vector<std::string> argv;  // argv[0]: a path, or a name searched in PATH
    std::vector<std::pair<std::string, std::string>> env;  // set in the child, on top of our environment
    std::string output;  // file that receives stdout and stderr (truncated); empty: /dev/null
    std::optional<std::chrono::nanoseconds> timeout;
};

struct ProcessOutcome {
    int exit_code = -1;      // when it exited
    int signal = 0;          // the signal that ended it; 0 when it exited
    bool timed_out = false;  // we killed it: its timeout passed
    bool stopped = false;    // we ended it (or asked it to end): the run was interrupted
    double duration_s = 0;
    bool succeeded() const { return !timed_out && signal == 0 && exit_code == 0; }
};

// "exit code 1", "killed by signal 11 (SIGSEGV)", "timed out after 2s"
std::string describe(const ProcessOutcome& outcome, const ProcessSpec& spec);
std::string signal_name(int signal);  // "SIGSEGV"

struct PoolOptions {
    size_t workers = 1;
    const std::atomic<bool>* stop = nullptr;  // set by Ctrl-C
    // After a stop, children get SIGTERM (whole group) and this long to write their results before SIGKILL.
    std::chrono::nanoseconds stop_grace = std::chrono::seconds(10);
};

// Runs tasks 0, 1, 2, ... with at most `workers` alive at once. next(i) gives task i, or nullopt when there
// is no more work (it is not called again after that). done(i, outcome) is called on this thread as each
// ends, in the order they end; a task that could not start gets an Error. When a child exits, what is left
// of its process group is killed. On stop: no task starts, running ones end as PoolOptions says, and are
// reported with stopped set.
void run_pool(const PoolOptions& options, const std::function<std::optional<ProcessSpec>(uint64_t)>& next,
              const std::function<void(uint64_t, const Result<ProcessOutcome>&)>& done);

// One process, waited for.
Result<ProcessOutcome> run_process(const ProcessSpec& spec, const std::atomic<bool>* stop = nullptr);

// SIGKILL to every child process group alive; async-signal-safe (for a second Ctrl-C).
void kill_all_children() noexcept;

// The path of this program, to re-invoke it (/proc/self/exe resolved); argv0 when that is unknown.
std::string self_path(const std::string& argv0);

// The last `count` lines of a file (without their newlines), reading at most its last `max_bytes`.
std::vector<std::string> last_lines(const std::string& path, size_t count, size_t max_bytes = 64 * 1024);

// A private folder under the system's temporary folder, removed with everything in it when destroyed.
class TempDir {
public:
    static Result<TempDir> create(const std::string& prefix);  // "syncstress-exec" -> /tmp/syncstress-exec-XXXXXX
    TempDir(TempDir&& other) noexcept : path_(std::move(other.path_)) { other.path_.clear(); }
    TempDir& operator=(TempDir&&) = delete;
    ~TempDir();
    const std::string& path() const { return path_; }

private:
    explicit TempDir(std::string path) : path_(std::move(path)) {}
    std::string path_;
};

// Words of a shell command line, quoted when needed (syncstress::shell_quote), so that it can be pasted back.
using syncstress::shell_quote;
std::string shell_join(const std::vector<std::string>& words);

}  // namespace syncstress::tool
