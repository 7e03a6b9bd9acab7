// What both implementations of process.h share: the pool loop, descriptions, files and folders.
#include "core/platform/process.h"

#include "core/common/types.h"
#include "core/platform/child.h"

#include <algorithm>
#include <atomic>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <random>
#include <thread>

namespace syncstress::platform {

namespace {

using Clock = std::chrono::steady_clock;
// The pool looks at the stop flag at least this often: a Ctrl-C handler cannot wake a wait on children.
constexpr auto k_stop_check = std::chrono::milliseconds(50);

// TempDirs alive, for remove_temp_dirs() from a signal handler: fixed slots, no allocation. A slot is taken, its
// path written, then published (ready); a path too long for a slot is not tracked. Its remover claims it first, so
// that the TempDir's destructor and a second Ctrl-C's abort never remove the same folder at once.
enum SlotState : int { k_free, k_taken, k_ready, k_removed_by_owner, k_removed_by_abort };
struct TempDirSlot {
    std::atomic<int> state{k_free};
    char path[1024] = {};
};
constexpr size_t k_max_temp_dirs = 16;
TempDirSlot g_temp_dirs[k_max_temp_dirs];

void track_temp_dir(const std::string& path) {
    if (path.size() >= sizeof(TempDirSlot::path)) return;
    for (auto& slot : g_temp_dirs) {
        int free = k_free;
        if (!slot.state.compare_exchange_strong(free, k_taken)) continue;
        std::memcpy(slot.path, path.c_str(), path.size() + 1);
        slot.state.store(k_ready);
        return;
    }
}

// Claims the slot of `path` for its owner's removal (`slot` stays null for a path never tracked). False when a
// second Ctrl-C's abort has it already: the abort removes it and ends the process.
bool claim_temp_dir(const std::string& path, TempDirSlot*& slot) {
    for (auto& s : g_temp_dirs) {
        int state = s.state.load();
        if ((state != k_ready && state != k_removed_by_abort) || path != s.path) continue;
        if (state == k_ready && s.state.compare_exchange_strong(state, k_removed_by_owner)) {
            slot = &s;
            return true;
        }
        return false;
    }
    return true;
}

struct Running {
    uint64_t index;
    os::ChildPtr child;
    Clock::time_point started;
    std::optional<Clock::time_point> deadline;  // its timeout
    std::optional<Clock::time_point> kill_at;   // after a soft stop: killed when the grace is over
    std::chrono::nanoseconds kill_after{0};
    bool timed_out = false, stopped = false;
    bool kept = false;  // timed out and to be left running (PoolOptions::keep_hung)
};

ProcessOutcome outcome_of(const Running& r, const os::Exit& exit) {
    ProcessOutcome o;
    o.exit_code = exit.exit_code;
    o.signal = exit.signal;
    o.timed_out = r.timed_out;
    o.stopped = r.stopped;
    o.duration_s = std::chrono::duration<double>(Clock::now() - r.started).count();
    return o;
}

// Timeouts, stops and kills due now; the next time one will be due.
std::optional<Clock::time_point> enforce(std::vector<Running>& running, bool stopping, const PoolOptions& options, size_t& kept) {
    const auto now = Clock::now();
    std::optional<Clock::time_point> next;
    auto soonest = [&](std::optional<Clock::time_point> t) {
        if (t && (!next || *t < *next)) next = t;
    };
    for (auto& r : running) {
        if (r.deadline && now >= *r.deadline && !r.timed_out) {
            r.timed_out = true;
            if (kept < options.keep_hung) {
                r.kept = true;
                ++kept;
                continue;
            }
            if (r.kill_after.count() > 0) {
                os::ask_to_stop(*r.child, os::StopRequest::dump);
                r.kill_at = now + r.kill_after;
            } else {
                os::kill_tree(*r.child);
            }
        }
        if (stopping && !r.stopped && !r.timed_out) {
            r.stopped = true;
            os::ask_to_stop(*r.child, os::StopRequest::terminate);
            r.kill_at = std::min(r.kill_at.value_or(Clock::time_point::max()), now + options.stop_grace);
        }
        if (r.kill_at && now >= *r.kill_at) {
            r.kill_at.reset();
            os::kill_tree(*r.child);
        }
        if (!r.timed_out) soonest(r.deadline);
        soonest(r.kill_at);
    }
    return next;
}

}  // namespace

std::string exit_description(const ProcessOutcome& o) { return os::Exit{o.exit_code, o.signal}.description(); }

bool ProcessOutcome::crashed() const {
    // NTSTATUS error codes (0xC...) are how Windows says a process died of an exception.
    return signal != 0 || (static_cast<uint32_t>(exit_code) & 0xC0000000u) == 0xC0000000u;
}

void run_pool(const PoolOptions& options, const std::function<std::optional<ProcessSpec>(uint64_t)>& next,
              const std::function<void(uint64_t, const Result<ProcessOutcome>&)>& done) {
    const size_t workers = std::max<size_t>(1, options.workers);
    std::vector<Running> running;
    uint64_t next_index = 0;
    size_t kept = 0;
    bool more = true, stopping = false;
    const bool ticks = options.on_tick && options.tick.count() > 0;
    auto next_tick = Clock::now() + options.tick;
    while (true) {
        if (ticks && Clock::now() >= next_tick) {
            options.on_tick();
            next_tick = Clock::now() + options.tick;
        }
        stopping = stopping || (options.stop && options.stop->load());
        while (more && !stopping && running.size() < workers) {
            auto spec = next(next_index);
            if (!spec) {
                more = false;
                break;
            }
            spec->survives_us = spec->survives_us || options.keep_hung > 0;
            const auto started = Clock::now();
            auto child = os::spawn(*spec);
            if (child) {
                if (options.on_start) options.on_start(next_index, os::pid(**child));
                Running r{next_index, std::move(*child), started};
                if (spec->timeout) r.deadline = started + *spec->timeout;
                r.kill_after = spec->kill_after;
                running.push_back(std::move(r));
            } else {
                done(next_index, child.error());
            }
            ++next_index;
        }
        if (running.empty() && (!more || stopping)) return;

        auto wake = enforce(running, stopping, options, kept);
        // Hung children kept for a debugger: left running, done now; then the loop starts the next ones.
        bool released = false;
        for (size_t i = running.size(); i-- > 0;) {
            if (!running[i].kept) continue;
            released = true;
            Running r = std::move(running[i]);
            running.erase(running.begin() + static_cast<std::ptrdiff_t>(i));
            os::release(*r.child);
            ProcessOutcome o = outcome_of(r, os::Exit{});
            o.kept_pid = os::pid(*r.child);
            done(r.index, o);
        }
        if (released) continue;
        if (options.stop && !stopping) wake = std::min(wake.value_or(Clock::time_point::max()), Clock::now() + k_stop_check);
        if (ticks) wake = std::min(wake.value_or(Clock::time_point::max()), next_tick);
        std::vector<os::Child*> children;
        for (auto& r : running) children.push_back(r.child.get());
        auto ended = os::wait_any(children, wake);
        if (ended.empty()) continue;
        std::sort(ended.rbegin(), ended.rend());
        std::vector<std::pair<uint64_t, ProcessOutcome>> finished;
        for (size_t position : ended) {
            Running r = std::move(running[position]);
            running.erase(running.begin() + static_cast<std::ptrdiff_t>(position));
            finished.emplace_back(r.index, outcome_of(r, os::reap(*r.child)));
        }
        children.clear();
        for (auto& r : running) children.push_back(r.child.get());
        os::sweep_orphans(children);
        for (auto it = finished.rbegin(); it != finished.rend(); ++it) done(it->first, it->second);
    }
}

Result<ProcessOutcome> run_process(const ProcessSpec& spec, const std::atomic<bool>* stop) {
    Result<ProcessOutcome> result = make_error("not run", ErrorKind::internal);
    PoolOptions options;
    options.stop = stop;
    run_pool(
        options, [&](uint64_t i) { return i == 0 ? std::optional(spec) : std::nullopt; },
        [&](uint64_t, const Result<ProcessOutcome>& r) { result = r; });
    return result;
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
        std::string line = text.substr(begin, end - begin);
        if (!line.empty() && line.back() == '\r') line.pop_back();
        lines.push_back(std::move(line));
        begin = end + 1;
    }
    if (start > 0 && !lines.empty()) lines.erase(lines.begin());  // the first one is cut
    if (lines.size() > count) lines.erase(lines.begin(), lines.end() - static_cast<std::ptrdiff_t>(count));
    return lines;
}

Result<TempDir> TempDir::create(const std::string& prefix) {
    namespace fs = std::filesystem;
    std::error_code ec;
    auto base = fs::temp_directory_path(ec);
    if (ec) return make_error("no temporary folder: " + ec.message() + " (set TMPDIR, or TEMP on Windows)", ErrorKind::io);
    // create_directory fails on an existing name, like mkdtemp: a name nobody else holds, made ours.
    std::random_device entropy;
    for (int attempt = 0; attempt < 100; ++attempt) {
        char suffix[16];
        std::snprintf(suffix, sizeof suffix, "%08x", static_cast<unsigned>(entropy()));
        fs::path path = base / (prefix + "-" + suffix);
        if (fs::create_directory(path, ec)) {
            fs::permissions(path, fs::perms::owner_all, fs::perm_options::replace, ec);
            track_temp_dir(path.generic_string());
            return TempDir(path.generic_string());  // "/" as the separator on every OS, as reports say paths
        }
        if (ec && ec != std::errc::file_exists)
            return make_error("cannot create a temporary folder " + path.string() + ": " + ec.message(), ErrorKind::io);
    }
    return make_error("cannot create a temporary folder under " + base.string() + ": every name tried was taken", ErrorKind::io);
}

TempDir::~TempDir() {
    if (path_.empty()) return;
    TempDirSlot* slot = nullptr;
    if (!claim_temp_dir(path_, slot)) return;
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
    if (slot) slot->state.store(k_free);
}

void remove_temp_dirs() noexcept {
    for (auto& slot : g_temp_dirs) {
        int ready = k_ready;
        if (slot.state.compare_exchange_strong(ready, k_removed_by_abort)) {
            os::remove_folder_now(slot.path);
        } else if (ready == k_removed_by_owner) {
            // Its owner is removing it. Where the abort interrupted that thread (a POSIX signal), finish the job;
            // where the owner runs on beside us (Windows), let it finish first, then make sure.
            if (os::k_abort_runs_beside_main)
                for (int i = 0; i < 500 && slot.state.load() == k_removed_by_owner; ++i)
                    std::this_thread::sleep_for(std::chrono::milliseconds(10));
            os::remove_folder_now(slot.path);
        }
    }
}

}  // namespace syncstress::platform
