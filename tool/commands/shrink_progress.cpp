#include "tool/commands/shrink_progress.h"

#include "core/platform/console.h"
#include "tool/commands/stops.h"

#include <cstdio>

namespace syncstress::tool {

void ShrinkProgress::update(const shrink::Progress& p) {
    const auto now = std::chrono::steady_clock::now();
    if (now - last_ < std::chrono::milliseconds(100)) return;
    last_ = now;
    drawn_ = true;
    std::fprintf(stderr, "\r\033[Kshrinking %s: %zu tries, %zu steps and commands left (%s)", what_.c_str(), p.tries, p.commands,
                 p.phase.c_str());
    std::fflush(stderr);
}

void ShrinkProgress::clear() {
    if (drawn_) std::fputs("\r\033[K", stderr);
    drawn_ = false;
}

shrink::Options shrink_options(ShrinkProgress& progress, std::optional<std::chrono::nanoseconds> budget) {
    shrink::Options options;
    if (budget) options.budget = std::chrono::duration_cast<std::chrono::steady_clock::duration>(*budget);
    options.stop = &stop_requested();
    if (platform::is_terminal(stderr)) options.on_progress = [&progress](const shrink::Progress& p) { progress.update(p); };
    return options;
}

std::string took_text(double seconds) {
    char took[32];
    std::snprintf(took, sizeof took, seconds < 1 ? "%.0f ms" : "%.2f s", seconds < 1 ? seconds * 1000 : seconds);
    return took;
}

}  // namespace syncstress::tool
