// The vulkan+cuda interop backend: device side on Vulkan, cuda side on CUDA, shared memory and timelines exported
// from Vulkan and imported into CUDA. Built without a CUDA Toolkit, it probes as unavailable and says so.
#pragma once

#include "core/common/result.h"
#include "core/sync/backend.h"

#include <memory>
#include <string_view>

namespace syncstress::backends {

// --device `device` names the Vulkan device; the CUDA device is the one with its UUID.
sync::Availability probe_vulkan_cuda(std::string_view device);
Result<std::unique_ptr<sync::Backend>> create_vulkan_cuda_backend(const sync::BackendOptions& options);

}  // namespace syncstress::backends
