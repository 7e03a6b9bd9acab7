// The layer's hooks of the exports of memory and semaphores to other APIs (a file descriptor on Linux, a handle on
// Windows), which the converter joins with the CUDA subscriber's imports of the same handle (layer_export.cpp).
#pragma once

#include <vulkan/vulkan.h>

#include <cstdint>

namespace syncstress::capture_layer {

// What vkGetMemoryWin32HandleKHR and vkGetSemaphoreWin32HandleKHR are given, laid out as vulkan_win32.h's
// VkMemoryGetWin32HandleInfoKHR and VkSemaphoreGetWin32HandleInfoKHR (their object is a non-dispatchable handle), so
// that the layer hooks them without the Windows headers; the handle they return is written by value.
struct Win32HandleInfo {
    VkStructureType sType;
    const void* pNext;
    uint64_t object;
    uint32_t handleType;
};
using PFN_vkGetMemoryWin32HandleKHR = VkResult(VKAPI_PTR*)(VkDevice, const Win32HandleInfo*, void**);
using PFN_vkGetSemaphoreWin32HandleKHR = VkResult(VKAPI_PTR*)(VkDevice, const Win32HandleInfo*, void**);

VKAPI_ATTR VkResult VKAPI_CALL capture_vkGetMemoryFdKHR(VkDevice device, const VkMemoryGetFdInfoKHR* info, int* fd);
VKAPI_ATTR VkResult VKAPI_CALL capture_vkGetSemaphoreFdKHR(VkDevice device, const VkSemaphoreGetFdInfoKHR* info, int* fd);
VKAPI_ATTR VkResult VKAPI_CALL capture_vkGetMemoryWin32HandleKHR(VkDevice device, const Win32HandleInfo* info, void** handle);
VKAPI_ATTR VkResult VKAPI_CALL capture_vkGetSemaphoreWin32HandleKHR(VkDevice device, const Win32HandleInfo* info, void** handle);

// The handle types an allocation (VkExportMemoryAllocateInfo) or a semaphore (VkExportSemaphoreCreateInfo) was made
// exportable as, from its create info's chain; 0 where it was not.
uint64_t memory_export_types(const void* chain);
uint64_t semaphore_export_types(const void* chain);

}  // namespace syncstress::capture_layer
