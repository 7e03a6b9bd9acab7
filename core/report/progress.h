// Progress while a run goes: on a terminal a status line redrawn in place (scenario, backend, iteration, failures,
// rate, ETA); elsewhere (a CI log) a plain line every interval, so that a long run is never silent and a CI system
// does not kill it as hung (Go's stress prints one every 5 s; CI systems kill jobs silent for 10 minutes).
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>

namespace syncstress::report {

struct Progress {
    std::string scenario, backend;
    uint64_t iteration = 0;
    uint64_t total = 0;     // 0: unknown (duration-bound)
    double duration_s = 0;  // the time budget, if duration-bound
    double elapsed_s = 0;
    uint64_t failures = 0;
    size_t job = 0, jobs = 0;  // scenario x backend number and count
};

// "[3/12] luisa-host-roundtrip on cpu: 4200/10000 it, 0 failures, 52000 it/s, ETA 0:01"
std::string format_progress(const Progress& progress);
// "progress at 1:20: [3/12] luisa-host-roundtrip on cpu: ...": a heartbeat line, `elapsed_s` since the command started.
std::string format_heartbeat(const std::optional<Progress>& progress, double elapsed_s);

// --progress: tty redraws one line in place; lines prints a heartbeat line every interval; off prints nothing.
enum class ProgressMode { tty, lines, off };
inline constexpr const char* k_progress_modes[] = {"auto", "tty", "lines", "off"};
// auto: tty when `out` is a terminal, else lines. nullopt for a word that is not a mode.
std::optional<ProgressMode> progress_mode(std::string_view word, FILE* out);
inline constexpr std::chrono::seconds k_default_heartbeat{10};

class ProgressLine {
public:
    using Clock = std::function<std::chrono::steady_clock::time_point()>;
    // `now` is the clock of tty's redraw limit (a test gives its own); the heartbeat keeps the steady clock.
    ProgressLine(FILE* out, ProgressMode mode, std::chrono::nanoseconds interval = k_default_heartbeat,
                 Clock now = std::chrono::steady_clock::now);
    ~ProgressLine();  // stops the heartbeat
    ProgressLine(const ProgressLine&) = delete;
    ProgressLine& operator=(const ProgressLine&) = delete;
    bool enabled() const { return mode_ != ProgressMode::off; }
    // tty: redrawn, at most ~10 times a second (the last iteration always). lines: kept for the next heartbeat.
    void update(const Progress& progress);
    void clear();  // tty: erases the line before other output; lines: nothing to erase
private:
    void heartbeat();

    FILE* out_;
    ProgressMode mode_;
    std::chrono::nanoseconds interval_;
    Clock now_;
    bool shown_ = false;
    std::chrono::steady_clock::time_point last_{};
    const std::chrono::steady_clock::time_point started_ = std::chrono::steady_clock::now();
    std::mutex mutex_;
    std::condition_variable wake_;
    bool done_ = false;
    std::optional<Progress> latest_;
    std::thread thread_;  // lines: prints a heartbeat every interval
};

}  // namespace syncstress::report
