#include "core/backends/interop/external_handle.h"

#ifdef _WIN32
#include <windows.h>
#else
#include <unistd.h>
#endif

namespace syncstress::backends::interop {

cudaExternalMemoryHandleDesc memory_import_desc(const platform::ExternalMemory& memory) {
    cudaExternalMemoryHandleDesc desc{};
#ifdef _WIN32
    desc.type = cudaExternalMemoryHandleTypeOpaqueWin32;
    desc.handle.win32.handle = memory.handle.handle;
#else
    desc.type = cudaExternalMemoryHandleTypeOpaqueFd;
    desc.handle.fd = memory.handle.fd;
#endif
    desc.size = memory.allocation_size;
    desc.flags = memory.dedicated ? cudaExternalMemoryDedicated : 0;
    return desc;
}

cudaExternalSemaphoreHandleDesc timeline_import_desc(const platform::ExternalHandle& handle) {
    cudaExternalSemaphoreHandleDesc desc{};
#ifdef _WIN32
    desc.type = cudaExternalSemaphoreHandleTypeTimelineSemaphoreWin32;
    desc.handle.win32.handle = handle.handle;
#else
    desc.type = cudaExternalSemaphoreHandleTypeTimelineSemaphoreFd;
    desc.handle.fd = handle.fd;
#endif
    return desc;
}

void release_after_import(platform::ExternalHandle& handle, bool imported) {
#ifdef _WIN32
    (void)imported;  // CUDA duplicates NT handles: the exporter's stays ours to close
    if (handle.handle) CloseHandle(handle.handle);
    handle.handle = nullptr;
#else
    if (!imported && handle.fd >= 0) close(handle.fd);
    handle.fd = -1;
#endif
}

}  // namespace syncstress::backends::interop
