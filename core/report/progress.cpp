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

// "1:02:05"; an ETA is rounded up (it is not over before it says 0:00), elapsed time down.
std::string clock_text(double seconds, bool round_up = true) {
    const double clamped = std::max(0.0, seconds);
    auto total = static_cast<uint64_t>(round_up ? std::ceil(clamped) : std::floor(clamped));
    uint64_t h = total / 3600, m = total / 60 % 60, s = total % 60;
    char buffer[48];
    if (h)
        std::snprintf(buffer, sizeof buffer, "%llu:%02llu:%02llu", static_cast<unsigned long long>(h), static_cast<unsigned long long>(m),
                      static_cast<unsigned long long>(s));
    else
        std::snprintf(buffer, sizeof buffer, "%llu:%02llu", static_cast<unsigned long long>(m), static_cast<unsigned long long>(s));
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

std::string format_heartbeat(const std::optional<Progress>& progress, double elapsed_s) {
    return "progress at " + clock_text(elapsed_s, false) + ": " + (progress ? format_progress(*progress) : std::string("starting"));
}

std::optional<ProgressMode> progress_mode(std::string_view word, FILE* out) {
    if (word == "auto") return platform::is_terminal(out) ? ProgressMode::tty : ProgressMode::lines;
    if (word == "tty") return ProgressMode::tty;
    if (word == "lines") return ProgressMode::lines;
    if (word == "off") return ProgressMode::off;
    return std::nullopt;
}

ProgressLine::ProgressLine(FILE* out, ProgressMode mode, std::chrono::nanoseconds interval, Clock now)
    : out_(out), mode_(mode), interval_(std::max(interval, std::chrono::nanoseconds(std::chrono::milliseconds(1)))), now_(std::move(now)) {
    if (mode_ == ProgressMode::lines) thread_ = std::thread([this] { heartbeat(); });
}

ProgressLine::~ProgressLine() {
    {
        std::lock_guard lock(mutex_);
        done_ = true;
    }
    wake_.notify_all();
    if (thread_.joinable()) thread_.join();
}

void ProgressLine::heartbeat() {
    std::unique_lock lock(mutex_);
    for (auto next = started_ + interval_;; next += interval_) {
        if (wake_.wait_until(lock, next, [this] { return done_; })) return;
        const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count();
        const std::string line = format_heartbeat(latest_, elapsed) + "\n";
        std::fputs(line.c_str(), out_);
        std::fflush(out_);
    }
}

void ProgressLine::update(const Progress& progress) {
    if (mode_ == ProgressMode::lines) {
        std::lock_guard lock(mutex_);
        latest_ = progress;
        return;
    }
    if (mode_ != ProgressMode::tty) return;
    auto now = now_();
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
    if (mode_ != ProgressMode::tty || !shown_) return;
    std::fputs(k_erase_line, out_);
    std::fflush(out_);
    shown_ = false;
}

}  // namespace syncstress::report
