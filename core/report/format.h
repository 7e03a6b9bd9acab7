// Internal to core/report: number formats and the readable form of a finding, shared by the text and
// JUnit writers so a failure reads the same in a terminal and in a CI page.
#pragma once

#include "core/report/report.h"

#include <string>
#include <vector>

namespace syncstress::report {

std::string format_percent(double fraction);  // 0.04 -> "4.0%", 0.00003 -> "0.0030%", 3.8e-7 -> "0.000038%"
std::string format_us(double us);             // 12 -> "12us", 1500 -> "1.5ms", 3.2e6 -> "3.20s"
// Elapsed time for people: 0.034 -> "34 ms", 3.215 -> "3.21 s", 47.5 -> "47.5 s", 91 -> "1 min 31 s",
// 7300 -> "2 h 1 min". Never an exponent.
std::string format_seconds(double seconds);

// The finding that explains a failed result: for a hang the watchdog's finding, else the first one the
// scenario did not expect and that is not a mere warning; null if there is none.
const Finding* first_failure(const ScenarioResult& result);

// brief: 2-3 lines (what, where and a few samples, repro); full: everything the finding holds.
std::vector<std::string> finding_lines(const Finding& finding, bool full);

}  // namespace syncstress::report
