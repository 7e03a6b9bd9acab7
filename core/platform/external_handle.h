// External handles: how this OS carries memory and semaphores from one API to another (Vulkan exports, CUDA
// imports): an opaque fd on POSIX, an opaque NT handle on Windows (external_handle_posix.cpp, _win32.cpp).
#pragma once

#include <cstdint>

namespace syncstress::platform {

enum class ExternalHandleType {
    opaque_fd,     // VK_EXTERNAL_*_HANDLE_TYPE_OPAQUE_FD_BIT; ownership passes to the importer
    opaque_win32,  // VK_EXTERNAL_*_HANDLE_TYPE_OPAQUE_WIN32_BIT; the importer duplicates it
};
// This OS's.
ExternalHandleType external_handle_type();

// One exported handle: `fd` where external_handle_type() is opaque_fd, `handle` (a HANDLE) where opaque_win32.
struct ExternalHandle {
    int fd = -1;
    void* handle = nullptr;
};

struct ExternalMemory {
    ExternalHandle handle;
    uint64_t allocation_size = 0;  // size of the whole exported allocation, bytes
    uint64_t offset = 0;           // where the object starts inside it, bytes
    bool dedicated = false;        // allocated with VkMemoryDedicatedAllocateInfo
};

// Call once after an import, with whether it succeeded: closes the handle where it is still ours (an fd belongs
// to the importer once imported; an NT handle stays the exporter's) and leaves it empty.
void release_after_import(ExternalHandle& handle, bool imported);

}  // namespace syncstress::platform
