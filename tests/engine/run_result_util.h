// Helpers of the engine tests that run shipped scenarios: loading one, and a result in words for INFO.
#pragma once

#include "core/model/expect_check.h"
#include "core/report/report.h"
#include "core/scenario/loader.h"

#include <doctest/doctest.h>

#include <string>

namespace syncstress::testing {

inline scenario::Scenario load_shipped(const std::string& relative) {
    auto r = scenario::load_scenario_file(std::string(SYNCSTRESS_SOURCE_DIR) + "/" + relative);
    model::check_expectations(r);
    REQUIRE_MESSAGE(r.scenario.has_value(), relative);
    return *r.scenario;
}

// "expected: <reason>", then each finding with the point its iteration aimed at.
inline std::string describe(const report::ScenarioResult& r) {
    std::string out = to_string(r.status) + std::string(": ") + r.reason.value_or("");
    for (const auto& f : r.findings)
        out += "\n  " + std::string(to_string(f.kind)) + ": " + f.message + (f.perturbation.empty() ? "" : " [" + f.perturbation + "]");
    return out;
}

}  // namespace syncstress::testing
