// A capture log read back: the scenario it makes and what the summary says of it. The tool's `capture` command
// runs the program under the layer (layer/), then calls read_capture on the log the layer wrote.
#pragma once

#include "core/capture/to_scenario.h"
#include "core/common/result.h"

#include <string>

namespace syncstress::capture {

struct CaptureLog {
    Capture capture;
    uint64_t records = 0;
    bool layer_loaded = false;  // the loader loaded the layer (it negotiated its interface)
    bool hello = false;         // the program created a Vulkan instance with the layer in it
    bool host_tracked = false;  // the layer saw the host's own accesses of mapped memory
};

// Reads the layer's log `file` (missing: an empty log, as when the layer never loaded) and lowers it to a scenario
// named `name`.
Result<CaptureLog> read_capture(const std::string& file, const std::string& name);

// The summary's lines: what the scenario holds, and each call left out with its count and reason.
std::vector<std::string> summary_lines(const CaptureLog& log);

}  // namespace syncstress::capture
