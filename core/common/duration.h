// Durations as users write them (`1.5s`, `1m30s`, `250us`, `2h`): one parser for every option that takes one, so
// that every option reads the same forms and refuses the same mistakes.
#pragma once

#include "core/common/result.h"

#include <chrono>
#include <string>
#include <string_view>

namespace syncstress {

// What one option accepts. A value must be a whole multiple of `resolution` (what the option can act on: a
// value it would round is refused, not rounded) and at most `max` (what it can hold without wrapping). Zero is
// refused unless zero_allowed; what an accepted zero means is the option's to say (README: "no limit" for a
// bound such as exec --timeout, "none" for an amount such as a --perturb delay).
struct DurationRules {
    std::chrono::nanoseconds resolution{1};
    std::chrono::nanoseconds max = std::chrono::nanoseconds::max();
    bool zero_allowed = true;
    std::string zero_refused;  // why zero is refused, with an example: "a run needs a time budget above zero, e.g. 30s"
};

// One or more numbers, each with a unit, added up: "1.5s", "1m30s", "250us", "2h", "1h30m"; "0" alone is zero.
// Units: ns, us (or µs), ms, s, m (or min), h. Decimals are exact (1.5ms is 1500us); no sign, no spaces inside.
// The error says what is wrong with the text and, for the rules, which bound it broke ("finer than 1us").
Result<std::chrono::nanoseconds> parse_duration(std::string_view text, const DurationRules& rules = {});

// The shortest exact form that parse_duration reads back: "0s", "250us", "1.5ms", "2s", "1m30s", "1h", "1h0.5s" (a
// zero part is left out).
std::string format_duration(std::chrono::nanoseconds duration);

// Seconds as a number, for reports (options, timings): every duration in a report is in seconds.
inline double to_seconds(std::chrono::nanoseconds duration) { return std::chrono::duration<double>(duration).count(); }

}  // namespace syncstress
