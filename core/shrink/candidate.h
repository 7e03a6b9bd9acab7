// A scenario on its way to the smallest one that keeps a finding: the scenario, and for each of its steps where that
// step (and each of its commands) was in the input, so that a finding is matched by the input's steps however the
// removals renumbered them. Each edit returns a new candidate that the loader has validated (written with
// scenario::to_json and read back), or nothing where the edit leaves no valid scenario.
#pragma once

#include "core/scenario/references.h"
#include "core/scenario/scenario.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace syncstress::shrink {

// Where a candidate's step was in the input: its index, and for a submit its commands' indices there.
struct Origin {
    uint32_t step = 0;
    std::vector<uint32_t> commands;
};

struct Candidate {
    scenario::Scenario scenario;
    std::vector<Origin> origins;  // one per step
};

// A place in the input: a step, or a command of a submit (command: none for the step itself).
struct Place {
    uint32_t step = 0;
    std::optional<uint32_t> command;
    bool operator==(const Place&) const = default;
    auto operator<=>(const Place&) const = default;
};

// The input as the first candidate: every step is where it was.
Candidate original(const scenario::Scenario& input);

// The input's place of candidate step `step` (and its commands[command]).
Place origin_of(const Candidate& c, size_t step, std::optional<size_t> command = std::nullopt);

// Edits. Each keeps names and call sites, renumbers what it moved, and returns nothing where the loader refuses the
// result. `keep` has one entry per unit, true for the ones that stay.
std::optional<Candidate> keep_threads(const Candidate& c, const std::vector<bool>& keep);  // units: threads 1..n-1
std::optional<Candidate> keep_steps(const Candidate& c, const std::vector<bool>& keep);    // units: steps
// Units: the commands of the submits of more than one command, in step order (command_units lists them); a submit
// that loses every command is removed.
std::optional<Candidate> keep_commands(const Candidate& c, const std::vector<bool>& keep);
std::vector<Place> command_units(const Candidate& c);
// Units: the objects of `kind`; removing one removes every step and command that names it.
std::optional<Candidate> keep_objects(const Candidate& c, scenario::ObjectKind kind, const std::vector<bool>& keep);
// Without any delay command or sleep step: what only shifts timing, tried all at once before one by one.
std::optional<Candidate> without_delays(const Candidate& c);
// The same steps with scenario `edited` (its ranges or element counts changed): validated by the loader.
std::optional<Candidate> with_scenario(const Candidate& c, scenario::Scenario edited);

// The loader's verdict on `c`: the scenario read back from its text (semaphore stride and all), or nothing.
std::optional<Candidate> validated(Candidate c);

}  // namespace syncstress::shrink
