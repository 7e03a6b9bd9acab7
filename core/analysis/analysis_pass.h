// Internal to core/analysis: what analyze() takes from one pass of the Analyzer (analyzer.h), and how findings name
// an access.
#pragma once

#include "core/analysis/analysis.h"
#include "core/scenario/scenario.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace syncstress::analysis {

using namespace scenario;  // the analysis reads the scenario's types throughout

// A finding's identity, independent of its wording: kind, both steps/commands, object, iteration distance.
using Key = std::array<uint32_t, 7>;

struct Pass {
    std::vector<Finding> findings;
    std::set<Key> keys;
    std::array<size_t, k_finding_kind_count> found{};  // per FindingKind, listed or not
    bool deadlock = false;
    std::vector<uint8_t> adds_order;  // per step: a sync or host_wait that taught its waiter something new
    size_t events = 0;
};

// One pass over the scenario, with the steps whose `skip` is 1 left out (analyzer.cpp).
Pass analyze_once(const Scenario& scenario, const std::vector<uint8_t>& skip);

// What an access is, as findings name it (scenario.h's step_text says where): "copy on queue torch", "read through
// queue main", "host_fill on the host".
std::string access_what(const Scenario& s, size_t step, std::optional<size_t> command, std::optional<size_t> queue);
// An access as sentences name it: "steps[3] (copy on queue main) of the next iteration".
std::string access_text(const Scenario& s, const AccessSite& a);

}  // namespace syncstress::analysis
