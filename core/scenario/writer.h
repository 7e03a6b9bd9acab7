// Writes a scenario back as the format's JSON (SCENARIO-FORMAT.md): the text the loader reads back to the same
// Scenario. Two-space indent, one step per line, a submit of several commands one command per line, as the shipped
// scenarios are written; `@1` unless the scenario uses something of version 2.
#pragma once

#include "core/common/result.h"
#include "core/scenario/scenario.h"

#include <string>

namespace syncstress::scenario {

// The document, or a bad_input error where the scenario (one built in code) cannot be written: an index that names
// no declared object, threads that do not cover the steps in order, a submit without commands, a call site of no
// step.
Result<std::string> to_json(const Scenario& scenario);

// The smallest format version that can say the scenario: 2 where it has unordered queues, barriers, more than one
// thread or call sites; 1 otherwise.
int format_version(const Scenario& scenario);

}  // namespace syncstress::scenario
