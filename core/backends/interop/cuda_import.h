// Internal to vulkan+cuda: the one place that turns platform::ExternalHandle into CUDA's import descriptors, of the
// handle type core/platform says this OS exports (platform::release_after_import says who closes the handle).
#pragma once

#include "core/platform/external_handle.h"

#include <cuda_runtime_api.h>

namespace syncstress::backends::interop {

cudaExternalMemoryHandleDesc memory_import_desc(const platform::ExternalMemory& memory);
cudaExternalSemaphoreHandleDesc timeline_import_desc(const platform::ExternalHandle& handle);

}  // namespace syncstress::backends::interop
