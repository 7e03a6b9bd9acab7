// Folding a capture of a program that did the same thing over and over (a frame loop, a submit-and-wait loop) into
// one iteration of the scenario: the scenario's iterations are then the program's repetitions, as `run -n` replays
// them and as the analysis proves them. What the program did once before its loop (uploads, a first submit) becomes
// the scenario's setup, what it did once after (a readback) its teardown.
#pragma once

#include "core/scenario/scenario.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace syncstress::capture {

struct Folding {
    uint64_t repetitions = 0;  // 0: not folded
    size_t steps = 0;          // of one repetition
    size_t setup = 0;          // steps before the first repetition: the scenario's setup
    size_t teardown = 0;       // steps after the last: its teardown (none where they were only the program's closing waits)
};

// Folds `sc`, as to_scenario made it (one thread, its steps ending with the end's wait for every queue), where its
// steps are a prefix S (at most k_max_setup steps), K >= 2 repetitions of the same p steps whose every semaphore value
// is the previous repetition's plus the stride those p steps give the scenario (iteration k's value, as the format
// counts it), and a suffix T, the repetitions at least half of the steps but the closing waits. The folded scenario
// holds S as its setup, the first repetition and its call sites as its steps, and T as its teardown, T's values of
// the semaphores the repetitions name lowered by (K - 1) x the stride (the last iteration's, as the format raises
// them), those of other semaphores as they are (the format does not raise them): `run -n K` has the program's values
// everywhere. Where T is only waits (the program's closing ones), it is dropped: the iterations overlap as the program's
// repetitions did. Among the shapes that fold, the one whose repetitions hold the most steps; then the shortest S.
// Anything else is left as it is.
Folding fold_repetitions(scenario::Scenario& sc);

// At most this many steps before the first repetition are searched for it: the search costs this many times the
// periods tried.
inline constexpr size_t k_max_setup = 1024;
// At most this many steps after the last repetition are kept as the teardown by StreamingFold (a program whose
// repetitions end earlier than that is converted whole).
inline constexpr size_t k_max_teardown = 65536;

// Folding as the steps come, for a capture of one thread read record by record: once the first `prefix` steps are a
// setup and then repeat with a period p (as fold_repetitions would fold them), each later step is compared with the
// first repetition and dropped, so that the memory of a long capture does not grow with its repetitions. The first
// later step that breaks the repetition begins the teardown, kept whole (at most k_max_teardown steps); a teardown
// whose values cannot be written makes it give up, and so does a longer one: the steps it dropped are then needed.
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
    void begin_teardown(scenario::Scenario& sc);
    bool teardown_step(scenario::Scenario& sc);
    size_t prefix_;
    size_t setup_ = 0;
    size_t period_ = 0;    // 0: no repetition found (yet)
    uint64_t stride_ = 0;  // of the first period
    size_t matched_ = 0;   // steps that repeat the first period, the first period's included
    bool in_teardown_ = false;
    // The call sites of the steps of the repetition under way (dropped with them once it is whole), by step within it.
    std::vector<scenario::PlacedCallSite> partial_sites_;
    bool given_up_ = false;
};

// The largest semaphore value a step names (0: none): what it adds to the scenario's stride.
uint64_t largest_semaphore_value(const scenario::Step& step);

}  // namespace syncstress::capture
