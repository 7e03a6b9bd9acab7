// The CUDA backend: both sides on CUDA streams. Built without a CUDA Toolkit, it probes as unavailable and says so.
#pragma once

#include "core/common/result.h"
#include "core/sync/backend.h"

#include <memory>

namespace syncstress::backends {

sync::Availability probe_cuda();
Result<std::unique_ptr<sync::Backend>> create_cuda_backend(const sync::BackendOptions& options);

}  // namespace syncstress::backends
