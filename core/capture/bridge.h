// The Vulkan/CUDA bridge of one process: each memory object and semaphore the Vulkan layer saw exported, by the
// handle the export gave. The CUDA subscriber's import of the same handle is joined with it (from_log_bridge.cpp), so
// that the scenario has one buffer and one semaphore where the program had one object seen through two APIs.
#pragma once

#include "core/common/call_site.h"

#include <cstdint>
#include <map>
#include <utility>

namespace syncstress::capture {

struct Exported {
    enum class Kind : uint8_t { memory, semaphore } kind = Kind::memory;
    uint32_t ordinal = 0;  // of its CapturedMemory or CapturedSemaphore
    CallSite at;
};
// By (whether it is a Windows handle rather than a file descriptor, its value): the latest export that gave it. File
// descriptors are reused once closed, so a later export of the same number replaces the earlier.
using Exports = std::map<std::pair<bool, uint64_t>, Exported>;

// Host memory the program got from vkMapMemory, by its address: CUDA may register it (cuMemHostRegister) and copy
// through it, and that is the Vulkan memory's bytes from `offset` on.
struct VulkanMapping {
    uint32_t memory = 0;  // its CapturedMemory
    uint64_t offset = 0, size = 0;
};
using Mappings = std::map<uint64_t, VulkanMapping>;

}  // namespace syncstress::capture
