// What a scenario relies on that a runtime with a weaker contract than the scenario format does not promise.
// The format says an upload reads its host array when it executes and a download writes it when it executes; a
// runtime such as OpenCL only says that a non-blocking write may read the host pointer at any moment from its
// enqueue until it completes, and a non-blocking read may write it so. A scenario whose host steps or other ops
// touch that host range inside the wider window relies on the stronger rule: a finding of kind contract.
#pragma once

#include "core/analysis/analysis.h"
#include "core/scenario/scenario.h"

#include <cstdint>
#include <vector>

namespace syncstress::analysis {

// Rules of the format a runtime may not keep: the values of the adapter ABI's SS_WEAKER_* bits
// (include/syncstress/adapter.h), which the engine checks against these.
inline constexpr uint32_t k_upload_reads_until_complete = 1u;     // an upload may read any time from its submission
inline constexpr uint32_t k_download_writes_until_complete = 2u;  // a download may write any time from its submission

// One finding of kind contract per pair of ops the weaker rules leave unordered and the format orders (races the
// scenario has anyway are the analysis's). Each is a warning: steps = {the op that relies on the rule, the other},
// accesses as a race's (the one issued first, then the other), object, offset and count the host range.
std::vector<Finding> contract_findings(const scenario::Scenario& scenario, uint32_t weaker);

}  // namespace syncstress::analysis
