// Internal to core/scenario: the check of a loaded scenario's hand-written `expect` patterns against the model.
#pragma once

#include "core/scenario/loader.h"
#include "core/scenario/scenario.h"

#include <string>
#include <vector>

namespace syncstress::scenario {

// One error per check whose pattern the model contradicts, at "steps[N].expect"; none for a scenario not expected
// to pass, or one whose model gets stuck.
std::vector<LoadError> check_expectations(const Scenario& scenario, const std::string& file);

}  // namespace syncstress::scenario
