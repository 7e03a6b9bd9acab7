// Folding a capture of a program that did the same thing over and over (a frame loop, a submit-and-wait loop) into
// one iteration of the scenario: the scenario's iterations are then the program's repetitions, as `run -n` replays
// them and as the analysis proves them.
#pragma once

#include "core/scenario/scenario.h"

#include <cstdint>

namespace syncstress::capture {

struct Folding {
    uint64_t repetitions = 0;  // 0: not folded
    size_t steps = 0;          // of one repetition
};

// Folds `sc`, as to_scenario made it (one thread, its steps ending with the end's wait for every queue), where its
// steps are, but for the waits that end them, K >= 2 repetitions of the same p steps whose every semaphore value is
// the previous repetition's plus the stride those p steps give the scenario (iteration k's value, as the format
// counts it). The folded scenario keeps the first repetition and its call sites, without the waits of the program's
// end: its iterations overlap as the program's repetitions did. Anything else is left as it is.
Folding fold_repetitions(scenario::Scenario& sc);

// The largest semaphore value a step names (0: none): what it adds to the scenario's stride.
uint64_t largest_semaphore_value(const scenario::Step& step);

}  // namespace syncstress::capture
