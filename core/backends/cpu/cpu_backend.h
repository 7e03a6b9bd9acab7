// The CPU backend: both sides emulated with a worker thread per queue, so every scenario and the whole
// sync protocol run without a GPU. The cuda side is a second emulated API that meets the device side
// only through shared buffers and the shared timelines.
#pragma once

#include "core/common/result.h"
#include "core/sync/backend.h"

#include <memory>

namespace syncstress::backends {

sync::Availability probe_cpu();
Result<std::unique_ptr<sync::Backend>> create_cpu_backend(const sync::BackendOptions& options);

}  // namespace syncstress::backends
