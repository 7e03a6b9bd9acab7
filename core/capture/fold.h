// Folding a capture of a program that did the same thing over and over (a frame loop, a submit-and-wait loop) into
// one iteration of the scenario: the scenario's iterations are then the program's repetitions, as `run -n` replays
// them and as the analysis proves them.
#pragma once

#include "core/scenario/scenario.h"

#include <cstdint>
#include <optional>

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

// Folding as the steps come, for a capture of one thread read record by record: once the first `prefix` steps repeat
// with a period p (as fold_repetitions would fold them), each later step is compared with the first p steps and
// dropped, so that the memory of a long capture does not grow with its repetitions. A later step that breaks the
// repetition (other than the waits of the program's end) makes it give up: the steps it dropped are then needed.
class StreamingFold {
public:
    explicit StreamingFold(size_t prefix) : prefix_(prefix) {}
    // `sc` holds thread 0's steps so far, the last one just appended with its call sites at the end of
    // sc.call_sites. False once it gave up.
    bool step_added(scenario::Scenario& sc);
    // After the thread's last step (its end's wait, given to step_added too): `sc` folded as fold_repetitions folds it,
    // and how; nullopt where it gave up.
    std::optional<Folding> finish(scenario::Scenario& sc);

private:
    size_t prefix_;
    size_t period_ = 0;       // 0: no repetition found (yet)
    uint64_t stride_ = 0;     // of the first period
    size_t matched_ = 0;      // steps that repeat the first period, the first period's included
    size_t waits_after_ = 0;  // host waits after them that do not repeat it (the program's closing waits)
    bool given_up_ = false;
};

// The largest semaphore value a step names (0: none): what it adds to the scenario's stride.
uint64_t largest_semaphore_value(const scenario::Step& step);

}  // namespace syncstress::capture
