// The live progress line on a TTY: scenario, backend, iteration, failures, rate, ETA; redrawn in place.
#pragma once

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <string>

namespace syncstress::report {

struct Progress {
    std::string scenario, backend;
    uint64_t iteration = 0;
    uint64_t total = 0;            // 0: unknown (duration-bound)
    double duration_s = 0;         // the time budget, if duration-bound
    double elapsed_s = 0;
    uint64_t failures = 0;
    size_t job = 0, jobs = 0;      // scenario x backend number and count
};

// "[3/12] luisa-host-roundtrip on cpu: 4200/10000 it, 0 failures, 52000 it/s, ETA 0:01"
std::string format_progress(const Progress& progress);

class ProgressLine {
public:
    explicit ProgressLine(FILE* out);  // enabled only when out is a TTY
    bool enabled() const { return enabled_; }
    void update(const Progress& progress);  // rate-limited to ~10 redraws a second
    void clear();  // erases the line before other output
private:
    FILE* out_;
    bool enabled_;
    bool shown_ = false;
    std::chrono::steady_clock::time_point last_{};
};

}  // namespace syncstress::report
