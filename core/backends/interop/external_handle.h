// Internal to vulkan+cuda: the one place that turns platform::ExternalHandle into CUDA's import
// descriptors and knows who closes the handle (an fd belongs to CUDA once imported; a Win32 handle stays ours).
#pragma once

#include "core/common/platform.h"

#include <cuda_runtime_api.h>

namespace syncstress::backends::interop {

cudaExternalMemoryHandleDesc memory_import_desc(const platform::ExternalMemory& memory);
cudaExternalSemaphoreHandleDesc timeline_import_desc(const platform::ExternalHandle& handle);

// Call once after the import, with whether it succeeded: closes the handle where it is still ours.
void release_after_import(platform::ExternalHandle& handle, bool imported);

}  // namespace syncstress::backends::interop
