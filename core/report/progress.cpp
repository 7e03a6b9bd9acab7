#include "core/report/progress.h"

#include "core/platform/console.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

namespace syncstress::report {

namespace {

constexpr auto k_redraw_interval = std::chrono::milliseconds(100);  // ~10 redraws a second
constexpr const char* k_erase_line = "\r\x1b[K";

std::string clock_text(double seconds) {
    auto total = static_cast<uint64_t>(std::ceil(std::max(0.0, seconds)));
    uint64_t h = total / 3600, m = total / 60 % 60, s = total % 60;
    char buffer[48];
    if (h)
        std::snprintf(buffer, sizeof buffer, "%llu:%02llu:%02llu", static_cast<unsigned long long>(h),
                      static_cast<unsigned long long>(m), static_cast<unsigned long long>(s));
    else
        std::snprintf(buffer, sizeof buffer, "%llu:%02llu", static_cast<unsigned long long>(m),
                      static_cast<unsigned long long>(s));
    return buffer;
}

}  // namespace

std::string format_progress(const Progress& p) {
    std::string line;
    if (p.jobs) line += "[" + std::to_string(p.job) + "/" + std::to_string(p.jobs) + "] ";
    line += p.scenario + " on " + p.backend + ": " + std::to_string(p.iteration);
    if (p.total) line += "/" + std::to_string(p.total);
    line += " it, " + std::to_string(p.failures) + (p.failures == 1 ? " failure" : " failures");
    double rate = p.elapsed_s > 0 ? static_cast<double>(p.iteration) / p.elapsed_s : 0;
    if (rate > 0) {
        char buffer[32];
        std::snprintf(buffer, sizeof buffer, rate < 10 ? ", %.1f it/s" : ", %.0f it/s", rate);
        line += buffer;
    }
    if (p.total && rate > 0)
        line += ", ETA " + clock_text(static_cast<double>(p.total - std::min(p.iteration, p.total)) / rate);
    else if (!p.total && p.duration_s > 0)
        line += ", ETA " + clock_text(p.duration_s - p.elapsed_s);
    return line;
}

ProgressLine::ProgressLine(FILE* out) : out_(out), enabled_(platform::is_terminal(out)) {}

void ProgressLine::update(const Progress& progress) {
    if (!enabled_) return;
    auto now = std::chrono::steady_clock::now();
    bool last = progress.total && progress.iteration >= progress.total;
    if (shown_ && !last && now - last_ < k_redraw_interval) return;
    std::string line = format_progress(progress);
    if (size_t columns = platform::terminal_columns(out_); columns > 1 && line.size() >= columns) line.resize(columns - 1);
    std::fputs(k_erase_line, out_);
    std::fputs(line.c_str(), out_);
    std::fflush(out_);
    shown_ = true;
    last_ = now;
}

void ProgressLine::clear() {
    if (!enabled_ || !shown_) return;
    std::fputs(k_erase_line, out_);
    std::fflush(out_);
    shown_ = false;
}

}  // namespace syncstress::report
