// Which wrong data a race the analysis proved can leave at the checks: the elements of host arrays whose values may
// differ when the race goes the other way. A run credits a showing (wrong data at a check) to the races whose
// signature reaches a wrong element, not to every race: two races that share an access leave different data. Internal
// to core/engine.
#pragma once

#include "core/report/report.h"
#include "core/scenario/scenario.h"

#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <vector>

namespace syncstress::engine {

// Elements [first, last) of one object.
struct ElementRun {
    uint64_t first = 0, last = 0;
};

class RaceSignature {
public:
    // From the race's two accesses and its overlap: what the side that reads passes on (a command's writes, or what
    // a check sees), or, when both sides write, the overlap itself; then, through every step's reads and writes (in
    // any order: across iterations too), wherever those elements flow. A free changes no data: an empty signature.
    RaceSignature(const scenario::Scenario& scenario, const report::Finding& race);

    // Whether one of `wrong` (elements of host array `host`) may hold data this race left.
    bool reaches(uint32_t host, std::span<const ElementRun> wrong) const;

private:
    using Runs = std::map<uint64_t, uint64_t>;  // first -> last, disjoint and not touching
    // Adds [first, last) to `object`'s runs; whether any element was new.
    bool add(uint32_t object, uint64_t first, uint64_t last);
    // What the accesses of one step or command pass on from `from` (every object's runs when null: the signature so
    // far); whether anything was new.
    bool pass_on(size_t step, std::optional<size_t> command, const std::vector<Runs>* from);

    const scenario::Scenario& sc_;
    std::vector<Runs> runs_;  // per object: buffers, then host arrays
};

}  // namespace syncstress::engine
