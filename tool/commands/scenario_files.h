// The scenarios of run, analyze and list: every file under PATHs, loaded and filtered by --tag.
#pragma once

#include "core/scenario/scenario.h"
#include "tool/commands/shared_options.h"

#include <optional>
#include <vector>

namespace syncstress::tool {

// Every scenario under selection.paths with one of its tags (any, without --tag), in file order. On any error
// (a bad file, a name used twice, nothing found) prints them all and returns nullopt: the command exits 2.
std::optional<std::vector<scenario::Scenario>> load_scenarios(const ScenarioSelection& selection);

}  // namespace syncstress::tool
