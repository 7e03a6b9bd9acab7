// `run --shrink`: the scenario of each result that fails, or that shows the finding its scenario expects, shrunk
// (core/shrink) to the smallest one found that keeps that finding, written beside the report, and named in the result
// (report::ScenarioResult::shrunk).
#pragma once

#include "core/engine/engine.h"
#include "core/report/report.h"
#include "core/scenario/scenario.h"

#include <chrono>
#include <functional>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

namespace syncstress::tool {

struct ShrinkSettings {
    std::chrono::nanoseconds budget = std::chrono::seconds(60);  // per result
    std::string folder;                                          // where the shrunk scenarios go; empty: the current one
    // Under -j and --isolate, where a try of the run oracle runs: a worker process of this binary (with the run's
    // workers' environment), so that a backend that crashes or wedges costs the try, not the run. Empty: here.
    std::string worker_program;
    std::vector<std::pair<std::string, std::string>> worker_env;
};

// The analysis is the oracle of a proved finding (race, deadlock, timeline misuse); a run of the run's own options on
// the result's backend, of a mismatch or a hang. A result whose finding shrink does not keep, or whose shrinking
// fails, says why in its `shrunk`. Prints a line per result to `out`; after each, `written` (the report rewritten).
void shrink_failures(report::Report& rep, const std::vector<scenario::Scenario>& scenarios, const engine::RunOptions& options,
                     const ShrinkSettings& settings, std::ostream& out, const std::function<void()>& written);

// "NAME.BACKEND.shrunk.json": the scenario's name and the backend, each byte outside [A-Za-z0-9._-] as '-'.
std::string shrunk_file_name(const std::string& scenario, const std::string& backend);

}  // namespace syncstress::tool
