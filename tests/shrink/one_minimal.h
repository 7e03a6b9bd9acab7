// The check that a shrunk scenario is 1-minimal, shared by the shrink tests and the capture tests: removing any one
// of its steps, or any one command of a submit of several, loses the finding (or leaves no valid scenario).
#pragma once

#include "core/shrink/shrink.h"

#include <doctest/doctest.h>

namespace syncstress::test {

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
