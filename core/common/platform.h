// The one place that knows the OS's external-handle type: opaque fds on Linux, opaque Win32 handles on Windows.
#pragma once

#include <cstdint>

namespace syncstress::platform {

struct ExternalHandle {
#ifdef _WIN32
    void* handle = nullptr;  // HANDLE, VK_EXTERNAL_*_HANDLE_TYPE_OPAQUE_WIN32_BIT
#else
    int fd = -1;  // VK_EXTERNAL_*_HANDLE_TYPE_OPAQUE_FD_BIT; ownership passes to the importer
#endif
};

struct ExternalMemory {
    ExternalHandle handle;
    uint64_t allocation_size = 0;  // size of the whole exported allocation, bytes
    uint64_t offset = 0;           // where the object starts inside it, bytes
    bool dedicated = false;        // allocated with VkMemoryDedicatedAllocateInfo
};

}  // namespace syncstress::platform
