#include "core/backends/interop/cuda_import.h"

namespace syncstress::backends::interop {

namespace {

bool win32_handles() { return platform::external_handle_type() == platform::ExternalHandleType::opaque_win32; }

}  // namespace

cudaExternalMemoryHandleDesc memory_import_desc(const platform::ExternalMemory& memory) {
    cudaExternalMemoryHandleDesc desc{};
    if (win32_handles()) {
        desc.type = cudaExternalMemoryHandleTypeOpaqueWin32;
        desc.handle.win32.handle = memory.handle.handle;
    } else {
        desc.type = cudaExternalMemoryHandleTypeOpaqueFd;
        desc.handle.fd = memory.handle.fd;
    }
    desc.size = memory.allocation_size;
    desc.flags = memory.dedicated ? cudaExternalMemoryDedicated : 0;
    return desc;
}

cudaExternalSemaphoreHandleDesc timeline_import_desc(const platform::ExternalHandle& handle) {
    cudaExternalSemaphoreHandleDesc desc{};
    if (win32_handles()) {
        desc.type = cudaExternalSemaphoreHandleTypeTimelineSemaphoreWin32;
        desc.handle.win32.handle = handle.handle;
    } else {
        desc.type = cudaExternalSemaphoreHandleTypeTimelineSemaphoreFd;
        desc.handle.fd = handle.fd;
    }
    return desc;
}

}  // namespace syncstress::backends::interop
