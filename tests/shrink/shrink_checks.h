// What the shrink tests and the capture tests check of shrinking: the input loads (its `expect` held against the
// model, as the command does), and the result is 1-minimal.
#pragma once

#include "core/model/expect_check.h"
#include "core/scenario/loader.h"
#include "core/shrink/shrink.h"

#include <doctest/doctest.h>

namespace syncstress::test {

inline scenario::Scenario load_checked(const std::string& file) {
    scenario::LoadResult r = scenario::load_scenario_file(file);
    model::check_expectations(r);
    INFO(file);
    REQUIRE_MESSAGE(r.scenario.has_value(), (r.errors.empty() ? "" : r.errors.front().to_string()));
    return *r.scenario;
}

// Removing any one of its steps, or any one command of a submit of several, loses the finding (or leaves no valid
// scenario).
inline void check_one_minimal(const shrink::Candidate& result, const shrink::Oracle& keeps) {
    const size_t steps = result.scenario.steps.size();
    for (size_t i = 0; i < steps; ++i) {
        std::vector<bool> keep(steps, true);
        keep[i] = false;
        const auto without = shrink::keep_steps(result, keep);
        INFO("without steps[" << i << "]");
        CHECK_FALSE((without && keeps(*without)));
    }
    const size_t commands = shrink::command_units(result).size();
    for (size_t u = 0; u < commands; ++u) {
        std::vector<bool> keep(commands, true);
        keep[u] = false;
        const auto without = shrink::keep_commands(result, keep);
        INFO("without command unit " << u);
        CHECK_FALSE((without && keeps(*without)));
    }
}

}  // namespace syncstress::test
