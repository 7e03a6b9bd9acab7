// The CUDA backend: both sides on CUDA streams. Built without a CUDA Toolkit, it probes as unavailable and says so.
#pragma once

#include "core/common/result.h"
#include "core/sync/backend.h"
#include "core/sync/device_choice.h"

#include <memory>
#include <string_view>
#include <vector>

namespace syncstress::backends {

// Describes the device --device `device` names (empty: the first); creates no context.
sync::Availability probe_cuda(std::string_view device);
// Every CUDA device, by ordinal (the indices --device takes).
Result<std::vector<sync::DeviceEntry>> cuda_devices();
// See cuda::plan_cuda_streams (core/backends/cuda/cuda_device.h): before CUDA starts, the streams runs will need.
void plan_cuda_streams(uint32_t streams);
Result<std::unique_ptr<sync::Backend>> create_cuda_backend(const sync::BackendOptions& options);

}  // namespace syncstress::backends
