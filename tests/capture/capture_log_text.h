// Capture logs written by hand in the conversion tests: read back through read_capture, as `syncstress capture` reads
// them, and the races the analysis finds in the scenario they make.
#pragma once

#include "core/analysis/analysis.h"
#include "core/capture/capture.h"
#include "core/platform/process.h"
#include "core/scenario/writer.h"

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace syncstress::test {

// `text` as a log file in a folder of its own (test cases run in processes side by side), read as scenario `name`;
// with `fold`, its repetitions folded as `syncstress capture` folds them.
inline Result<capture::CaptureLog> read_log_text(const std::string& text, const std::string& name,
                                                 capture::KernelRanges kernel_ranges = capture::KernelRanges::slices, bool fold = false) {
    auto dir = platform::TempDir::create("syncstress-" + name);
    REQUIRE(dir.ok());
    const auto file = std::filesystem::path(dir->path()) / "capture.log";
    std::ofstream(file, std::ios::binary) << text;
    return capture::read_capture(file.string(), name, fold, kernel_ranges);
}

// The scenario as its file's text: two scenarios are the same where their texts are.
inline std::string json_of(const scenario::Scenario& sc) {
    auto text = scenario::to_json(sc);
    REQUIRE(text.ok());
    return *text;
}

inline std::vector<analysis::Finding> races_in(const scenario::Scenario& sc) {
    std::vector<analysis::Finding> out;
    for (auto& f : analysis::analyze(sc).findings)
        if (f.kind == analysis::FindingKind::race) out.push_back(f);
    return out;
}

// Whether some race's message names both `first` and `second` (call sites such as "cuLaunchKernel #7 on thread main").
inline bool any_race_names(const std::vector<analysis::Finding>& races, const std::string& first, const std::string& second) {
    for (const auto& race : races)
        if (race.message.find(first) != std::string::npos && race.message.find(second) != std::string::npos) return true;
    return false;
}

}  // namespace syncstress::test
