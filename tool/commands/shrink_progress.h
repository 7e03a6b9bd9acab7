// What `shrink` and `run --shrink` print while they shrink: a progress line on a terminal, and the time taken.
#pragma once

#include "core/shrink/shrink.h"

#include <chrono>
#include <string>

namespace syncstress::tool {

// On a terminal, one line on stderr redrawn in place, at most ten times a second; nothing elsewhere.
class ShrinkProgress {
public:
    explicit ShrinkProgress(std::string what) : what_(std::move(what)) {}
    void update(const shrink::Progress& p);
    void clear();

private:
    std::string what_;
    std::chrono::steady_clock::time_point last_{};
    bool drawn_ = false;
};

// The options of a reduction that draws `progress` on a terminal (none elsewhere) and stops at Ctrl-C.
shrink::Options shrink_options(ShrinkProgress& progress, std::optional<std::chrono::nanoseconds> budget);

// "350 ms", "2.41 s"
std::string took_text(double seconds);

}  // namespace syncstress::tool
