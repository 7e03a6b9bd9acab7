#include "core/scenario/expect_check.h"

#include "core/scenario/json_path.h"
#include "core/scenario/model.h"

#include <algorithm>
#include <cstdint>
#include <variant>

namespace syncstress::scenario {

// Explicit `expect` patterns must agree with the model, so that a wrong hand-written pattern is
// caught here rather than reported as a backend failure.
std::vector<LoadError> check_expectations(const Scenario& scenario, const std::string& file) {
    if (scenario.expect != Expect::pass) return {};
    if (std::none_of(scenario.steps.begin(), scenario.steps.end(), [](const Step& s) {
            const auto* c = std::get_if<Check>(&s);
            return c && c->expect;
        }))
        return {};
    Model model(scenario);
    const Path steps = "steps";
    std::vector<LoadError> found;
    std::vector<bool> reported(model.check_count(), false);
    for (uint64_t iteration = 0; iteration < 2; ++iteration) {
        if (model.run_iteration(iteration)) return {};
        for (size_t c = 0; c < model.check_count(); ++c) {
            const size_t step = model.check_step(c);
            const Check& check = std::get<Check>(scenario.steps[step]);
            if (!check.expect || reported[c]) continue;
            const auto expected = model.expected(c);
            for (size_t j = 0; j < expected.size(); ++j) {
                const uint64_t index = check.range.offset + j;
                const uint32_t said = pattern_value(*check.expect, iteration, index);
                if (expected[j] == said) continue;
                const Path at = steps.index(step);
                found.push_back(LoadError{file, at.key("expect").str(),
                                          "the model gives " + std::to_string(expected[j]) + " at element " + std::to_string(index) +
                                              ", the pattern says " + std::to_string(said) + (iteration ? " (in iteration 1)" : "")});
                reported[c] = true;
                break;
            }
        }
    }
    return found;
}

}  // namespace syncstress::scenario
