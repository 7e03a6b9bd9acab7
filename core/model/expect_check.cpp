#include "core/model/expect_check.h"

#include "core/model/model.h"

#include <algorithm>
#include <cstdint>
#include <exception>
#include <string>
#include <variant>
#include <vector>

namespace syncstress::model {

namespace {

using scenario::LoadError;

std::vector<LoadError> contradicted_expectations(const scenario::Scenario& scenario, const std::string& file) {
    if (scenario.expect != Expect::pass) return {};
    if (std::none_of(scenario.steps.begin(), scenario.steps.end(), [](const scenario::Step& s) {
            const auto* c = std::get_if<scenario::Check>(&s);
            return c && c->expect;
        }))
        return {};
    Model model(scenario);
    std::vector<LoadError> found;
    std::vector<bool> reported(model.check_count(), false);
    for (uint64_t iteration = 0; iteration < 2; ++iteration) {
        // Two iterations, the second the last: setup runs in the first, teardown in the second.
        const bool last = iteration == 1;
        if (model.run_iteration(iteration, last)) return {};
        for (size_t c = 0; c < model.check_count(); ++c) {
            const size_t step = model.check_step(c);
            const auto& check = std::get<scenario::Check>(scenario.steps[step]);
            if (!check.expect || reported[c] || !scenario::runs_in(scenario, step, iteration, last)) continue;
            const auto expected = model.expected(c);
            for (size_t j = 0; j < expected.size(); ++j) {
                const uint64_t index = check.range.offset + j;
                const uint32_t said = scenario::pattern_value(*check.expect, iteration, index);
                if (expected[j] == said) continue;
                found.push_back(LoadError{file, scenario::step_path(scenario, step) + ".expect",
                                          "the model gives " + std::to_string(expected[j]) + " at element " + std::to_string(index) +
                                              ", the pattern says " + std::to_string(said) + (iteration ? " (in iteration 1)" : "")});
                reported[c] = true;
                break;
            }
        }
    }
    return found;
}

}  // namespace

void check_expectations(scenario::LoadResult& loaded) {
    if (!loaded.scenario) return;
    const std::string& file = loaded.scenario->file;
    try {
        loaded.errors = contradicted_expectations(*loaded.scenario, file);
    } catch (const std::exception& e) {
        loaded.errors = {LoadError{file, "", std::string("internal error while loading: ") + e.what(), ErrorKind::internal}};
    }
    if (!loaded.errors.empty()) loaded.scenario.reset();
}

}  // namespace syncstress::model
