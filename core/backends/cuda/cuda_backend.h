// The CUDA backend: both sides on CUDA streams. Built without a CUDA Toolkit, it probes as unavailable and says so.
#pragma once

#include "core/common/result.h"
#include "core/sync/backend.h"

#include <memory>

namespace syncstress::backends {

sync::Availability probe_cuda();  // describes the device; creates no context
// See cuda::plan_cuda_streams (core/backends/cuda/cuda_device.h): before CUDA starts, the streams runs will need.
void plan_cuda_streams(uint32_t streams);
Result<std::unique_ptr<sync::Backend>> create_cuda_backend(const sync::BackendOptions& options);

}  // namespace syncstress::backends
