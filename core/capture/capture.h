// A capture log read back: the scenario it makes and what the summary says of it. The tool's `capture` command
// runs the program under the layer (layer/), then calls read_capture on the log the layer wrote.
#pragma once

#include "core/capture/kernel_ranges.h"
#include "core/capture/to_scenario.h"
#include "core/common/result.h"

#include <string>

namespace syncstress::capture {

struct CaptureLog {
    Capture capture;
    uint64_t records = 0;
    bool layer_loaded = false;                            // the loader loaded the layer (it negotiated its interface)
    bool hello = false;                                   // the program created a Vulkan instance with the layer in it
    bool host_tracked = false;                            // the layer saw the host's own accesses of mapped memory
    bool cuda_loaded = false;                             // the CUDA driver loaded the subscriber
    bool cuda_hello = false;                              // the subscriber recorded the program's CUDA calls
    uint32_t joined_memories = 0, joined_semaphores = 0;  // CUDA imports joined with Vulkan exports (bridge.h)
    uint64_t host_orders = 0;                             // where the program's own synchronisation ordered a thread after another's calls
    KernelRanges kernel_ranges = KernelRanges::slices;    // how far CUDA kernels' pointers were taken to reach
    bool cuda_kernel_names = false;                       // the driver named kernels: pointers to const were known
    uint64_t const_pointers = 0;                          // kernels' pointers to const (read only) into allocations
    uint64_t pinned_tracked = 0, pinned_untracked = 0;    // pinned allocations whose host accesses were tracked by page, or not
    std::string converted_whole;  // folded: why the log was converted whole rather than as it was read (empty: it was not)
};

// Reads the log `file` (missing: an empty log, as when neither the layer nor the subscriber loaded) and lowers it to a
// scenario named `name`; with `fold`, the program's repetitions folded into the scenario's iterations
// (fold_repetitions), a program of one thread as the log is read, so that its memory does not grow with them. A log in
// which CUPTI refused the CUDA subscriber is an error (backend_unavailable): the program's CUDA calls were not
// recorded, and a scenario of the rest would hide them. `kernel_ranges`: how far a CUDA kernel's pointer arguments
// reach (kernel_ranges.h).
Result<CaptureLog> read_capture(const std::string& file, const std::string& name, bool fold = false,
                                KernelRanges kernel_ranges = KernelRanges::slices);

// The summary's lines: what the scenario holds, and each call left out with its count and reason.
std::vector<std::string> summary_lines(const CaptureLog& log);

}  // namespace syncstress::capture
