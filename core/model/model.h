// The reference model: runs the host program and every queue as processes under the declared semantics,
// gives the expected contents at every `check`, and reports a stuck state as a deadlock. Queues run as
// eagerly as possible after each host step (a race-free scenario gives the same result under any
// schedule); an iteration must end with every queue able to finish, or it is a deadlock too.
#pragma once

#include "core/scenario/scenario.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace syncstress::model {

struct Deadlock {
    // "host waits for queue torch to be idle at steps[7] <- torch waits t >= 3 at steps[5] <- nobody signals t >= 3
    // (the host would at steps[9], after steps[7])"; values as the scenario writes them, without the iteration offset.
    std::string cycle;
    std::vector<size_t> steps;  // the steps named in the cycle
};

struct MismatchSample {
    uint64_t index;  // absolute element index in the host array
    uint32_t expected;
    uint32_t actual;
};

struct Mismatch {
    MismatchKind kind = MismatchKind::other;  // core/common/types.h: a report's mismatch finding carries it as it is
    uint64_t first_index = 0;                 // absolute element index of the first wrong element
    uint64_t count = 0;                       // number of wrong elements; 0 means the data matched
    uint64_t checked = 0;                     // number of elements compared
    std::vector<MismatchSample> samples;      // the first few wrong elements
    std::string note;                         // for stale: which earlier point it matches ("z_data before steps[2], iteration 4")
};

class Model {
public:
    explicit Model(const scenario::Scenario& scenario);
    ~Model();
    Model(Model&&) noexcept;
    Model& operator=(Model&&) noexcept;

    // Runs one iteration (0, 1, 2, ... in order) from the state the previous one left; iteration 0 runs the setup
    // first, the `last` one the teardown after its steps. On a stuck state returns the deadlock; the model is then
    // unusable for further iterations.
    std::optional<Deadlock> run_iteration(uint64_t iteration, bool last = false);

    // Roughly what the next run_iteration costs: the elements an iteration's commands and host steps write; 0 when
    // it only moves the timelines on (an iteration that repeats the last one) or the model is stuck.
    uint64_t next_iteration_work() const;

    size_t check_count() const;
    size_t check_step(size_t check) const;  // index in Scenario::steps
    // Expected contents of the check's range in the last iteration run; valid until the next run_iteration (it may
    // be a view of the model's own memory).
    std::span<const uint32_t> expected(size_t check) const;
    // Compares what a backend produced with the expectation of the last iteration run, and
    // classifies a difference. Slow path: may re-run the iteration with history recording.
    Mismatch classify(size_t check, std::span<const uint32_t> actual) const;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace syncstress::model
