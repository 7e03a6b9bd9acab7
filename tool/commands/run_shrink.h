// `run --shrink`: the scenario of each result that fails, or that shows the finding its scenario expects, shrunk
// (core/shrink) to the smallest one found that keeps that finding, written beside the report, and named in the result
// (report::ScenarioResult::shrunk).
#pragma once

#include "core/engine/engine.h"
#include "core/report/report.h"
#include "core/scenario/scenario.h"

#include <chrono>
#include <ostream>
#include <string>
#include <vector>

namespace syncstress::tool {

struct ShrinkSettings {
    std::chrono::nanoseconds budget = std::chrono::seconds(60);  // per failing result
    std::string folder;                                          // where the shrunk scenarios go; empty: the current one
};

// The analysis is the oracle of a proved finding (race, deadlock, timeline misuse); a run of the run's own options on
// the result's backend, of a mismatch or a hang. A result whose finding shrink does not keep, or whose shrinking
// fails, says why in its `shrunk`. Prints a line per result to `out`; after each, `written` (the report rewritten).
void shrink_failures(report::Report& rep, const std::vector<scenario::Scenario>& scenarios, const engine::RunOptions& options,
                     const ShrinkSettings& settings, std::ostream& out, const std::function<void()>& written);

// "NAME.BACKEND.shrunk.json": the scenario's name and the backend, each byte outside [A-Za-z0-9._-] as '-'.
std::string shrunk_file_name(const std::string& scenario, const std::string& backend);

}  // namespace syncstress::tool
