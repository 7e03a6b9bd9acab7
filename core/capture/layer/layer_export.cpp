#include "core/capture/layer/layer_export.h"

#include "core/capture/layer/capture_log.h"
#include "core/capture/layer/layer_dispatch.h"

namespace syncstress::capture_layer {
namespace {

// The export is recorded once it succeeded, with the handle it gave: memory=handle type=handle type bit fd=N (or
// handle=value), semaphore=... for a semaphore.
void record_export(Hook hook, const char* object, uint64_t handle, uint64_t type, const char* key, uint64_t value) {
    Record(hook_name(hook)).u64(object, handle).u64("type", type).u64(key, value).write(true);
}

template <class Struct>
uint64_t export_types(const void* chain, VkStructureType type) {
    for (auto* info = static_cast<const VkBaseInStructure*>(chain); info; info = info->pNext)
        if (info->sType == type) return reinterpret_cast<const Struct*>(info)->handleTypes;
    return 0;
}

}  // namespace

uint64_t memory_export_types(const void* chain) {
    return export_types<VkExportMemoryAllocateInfo>(chain, VK_STRUCTURE_TYPE_EXPORT_MEMORY_ALLOCATE_INFO);
}

uint64_t semaphore_export_types(const void* chain) {
    return export_types<VkExportSemaphoreCreateInfo>(chain, VK_STRUCTURE_TYPE_EXPORT_SEMAPHORE_CREATE_INFO);
}

VKAPI_ATTR VkResult VKAPI_CALL capture_vkGetMemoryFdKHR(VkDevice device, const VkMemoryGetFdInfoKHR* info, int* fd) {
    const VkResult result = next<PFN_vkGetMemoryFdKHR>(Hook::vkGetMemoryFdKHR, device)(device, info, fd);
    if (result == VK_SUCCESS)
        record_export(Hook::vkGetMemoryFdKHR, "memory", handle_id(info->memory), info->handleType, "fd", static_cast<uint64_t>(*fd));
    return result;
}

VKAPI_ATTR VkResult VKAPI_CALL capture_vkGetSemaphoreFdKHR(VkDevice device, const VkSemaphoreGetFdInfoKHR* info, int* fd) {
    const VkResult result = next<PFN_vkGetSemaphoreFdKHR>(Hook::vkGetSemaphoreFdKHR, device)(device, info, fd);
    if (result == VK_SUCCESS)
        record_export(Hook::vkGetSemaphoreFdKHR, "semaphore", handle_id(info->semaphore), info->handleType, "fd",
                      static_cast<uint64_t>(*fd));
    return result;
}

VKAPI_ATTR VkResult VKAPI_CALL capture_vkGetMemoryWin32HandleKHR(VkDevice device, const Win32HandleInfo* info, void** handle) {
    const VkResult result = next<PFN_vkGetMemoryWin32HandleKHR>(Hook::vkGetMemoryWin32HandleKHR, device)(device, info, handle);
    if (result == VK_SUCCESS)
        record_export(Hook::vkGetMemoryWin32HandleKHR, "memory", info->object, info->handleType, "handle", handle_id(*handle));
    return result;
}

VKAPI_ATTR VkResult VKAPI_CALL capture_vkGetSemaphoreWin32HandleKHR(VkDevice device, const Win32HandleInfo* info, void** handle) {
    const VkResult result = next<PFN_vkGetSemaphoreWin32HandleKHR>(Hook::vkGetSemaphoreWin32HandleKHR, device)(device, info, handle);
    if (result == VK_SUCCESS)
        record_export(Hook::vkGetSemaphoreWin32HandleKHR, "semaphore", info->object, info->handleType, "handle", handle_id(*handle));
    return result;
}

}  // namespace syncstress::capture_layer
