// Under --isolate or -j the backends' availability is checked in a worker process, not in the run's own: a driver
// or a runtime adapter that crashes, exits or hangs while it loads costs that check, never the run and its report.
#pragma once

#include "core/engine/engine.h"
#include "core/report/report.h"

#include <string>
#include <vector>

namespace syncstress::tool {

// The report's host.backends: what `program backends` says of `names` (with the run's --device, adapter options and
// queue needs), run with a deadline, the other built-in backends not probed; where the check does not answer, each
// of `names` is unavailable with the reason (how the check ended and the last lines it printed).
std::vector<report::BackendStatus> probe_in_worker(const std::string& program, const engine::RunOptions& run,
                                                   const std::vector<std::string>& names);

}  // namespace syncstress::tool
