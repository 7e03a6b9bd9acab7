// Static analysis of the protocol a scenario declares, with no device: happens-before over vector clocks
// (one per queue, one for the host), deadlocks, timeline misuse, over-synchronization.
#pragma once

#include "core/scenario/scenario.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace syncstress::scenario {

// contract: relies on a rule of the format that the runtime under test does not promise (contract.h).
enum class FindingKind { race, deadlock, contract, timeline, oversync };
inline constexpr size_t k_finding_kind_count = static_cast<size_t>(FindingKind::oversync) + 1;  // oversync: the last
const char* to_string(FindingKind);

using syncstress::Hazard;  // core/common/types.h

// One side of a race, as data: where it is and what it does.
struct AccessSite {
    size_t step = 0;                  // index into Scenario::steps
    std::optional<size_t> command;    // index in the submit's commands; none: a host step or a direct read/write
    std::optional<size_t> queue;      // index into Scenario::queues; none: the host
    bool write = false;
    bool next_iteration = false;      // in the iteration after the other access's (a race across iterations)
};

struct Finding {
    FindingKind kind;
    std::string message;        // readable, names steps as "steps[3] (upload on queue main)"
    std::vector<size_t> steps;  // indices into Scenario::steps
    std::string object;         // buffer / host array / semaphore concerned, if any
    uint64_t offset = 0, count = 0;  // overlapping range, for races
    std::string fix;            // e.g. "add {\"op\": \"sync\", \"queue\": \"side\", \"after\": \"default\"} before steps[1]"
    bool warning = false;       // oversync and contract findings are warnings, never failures
    std::vector<AccessSite> accesses;  // races, contract: the access issued first, then the other
    std::optional<Hazard> hazard;      // races, contract: what accesses[1] does after accesses[0]
};

// A race's sentence, written from its data (accesses, object, offset, count): "steps[1] (copy on queue torch)
// writes shared[0..1023] while steps[0] (fill on queue main) writes shared[0..1023], unordered".
std::string race_sentence(const Scenario& scenario, const Finding& race);

struct Analysis {
    std::vector<Finding> findings;
    // pass: no non-warning finding; race/deadlock: a finding of that kind is present.
    bool as_expected = true;
};

Analysis analyze(const Scenario& scenario);

}  // namespace syncstress::scenario
