// The Vulkan entry points the backend uses, loaded at run time from the loader library (no link-time
// dependency on libvulkan, so the binary starts and reports Vulkan unavailable where there is no loader),
// and the one place that knows the OS's external handle types.
#pragma once

#ifndef VK_NO_PROTOTYPES
#define VK_NO_PROTOTYPES
#endif
#ifdef _WIN32
#define VK_USE_PLATFORM_WIN32_KHR
#endif
#include <vulkan/vulkan.h>

#include "core/common/platform.h"
#include "core/common/result.h"

#include <string>

namespace syncstress::backends::vk {

#define SYNCSTRESS_VK_GLOBAL_FUNCTIONS(X) \
    X(vkCreateInstance)                   \
    X(vkEnumerateInstanceVersion)         \
    X(vkEnumerateInstanceLayerProperties) \
    X(vkEnumerateInstanceExtensionProperties)

#define SYNCSTRESS_VK_INSTANCE_FUNCTIONS(X)          \
    X(vkDestroyInstance)                             \
    X(vkEnumeratePhysicalDevices)                    \
    X(vkGetPhysicalDeviceProperties)                 \
    X(vkGetPhysicalDeviceProperties2)                \
    X(vkGetPhysicalDeviceFeatures2)                  \
    X(vkGetPhysicalDeviceQueueFamilyProperties)      \
    X(vkGetPhysicalDeviceMemoryProperties)           \
    X(vkGetPhysicalDeviceExternalBufferProperties)   \
    X(vkGetPhysicalDeviceExternalSemaphoreProperties) \
    X(vkEnumerateDeviceExtensionProperties)          \
    X(vkCreateDevice)                                \
    X(vkGetDeviceProcAddr)

// Present only when VK_EXT_debug_utils is enabled (validation).
#define SYNCSTRESS_VK_DEBUG_FUNCTIONS(X) \
    X(vkCreateDebugUtilsMessengerEXT)    \
    X(vkDestroyDebugUtilsMessengerEXT)

#define SYNCSTRESS_VK_DEVICE_FUNCTIONS(X) \
    X(vkDestroyDevice)                    \
    X(vkDeviceWaitIdle)                   \
    X(vkGetDeviceQueue)                   \
    X(vkCreateBuffer)                     \
    X(vkDestroyBuffer)                    \
    X(vkGetBufferMemoryRequirements)      \
    X(vkAllocateMemory)                   \
    X(vkFreeMemory)                       \
    X(vkBindBufferMemory)                 \
    X(vkMapMemory)                        \
    X(vkUnmapMemory)                      \
    X(vkCreateSemaphore)                  \
    X(vkDestroySemaphore)                 \
    X(vkWaitSemaphores)                   \
    X(vkSignalSemaphore)                  \
    X(vkGetSemaphoreCounterValue)         \
    X(vkCreateCommandPool)                \
    X(vkDestroyCommandPool)               \
    X(vkAllocateCommandBuffers)           \
    X(vkResetCommandBuffer)               \
    X(vkBeginCommandBuffer)               \
    X(vkEndCommandBuffer)                 \
    X(vkCmdPipelineBarrier)               \
    X(vkCmdFillBuffer)                    \
    X(vkCmdCopyBuffer)                    \
    X(vkCmdBindPipeline)                  \
    X(vkCmdBindDescriptorSets)            \
    X(vkCmdPushConstants)                 \
    X(vkCmdDispatch)                      \
    X(vkQueueSubmit)                      \
    X(vkCreateShaderModule)               \
    X(vkDestroyShaderModule)              \
    X(vkCreateDescriptorSetLayout)        \
    X(vkDestroyDescriptorSetLayout)       \
    X(vkCreatePipelineLayout)             \
    X(vkDestroyPipelineLayout)            \
    X(vkCreateComputePipelines)           \
    X(vkDestroyPipeline)                  \
    X(vkCreateDescriptorPool)             \
    X(vkDestroyDescriptorPool)            \
    X(vkAllocateDescriptorSets)           \
    X(vkUpdateDescriptorSets)

// Present only on a device created with the matching export extension.
#ifdef _WIN32
#define SYNCSTRESS_VK_MEMORY_EXPORT_FUNCTIONS(X) X(vkGetMemoryWin32HandleKHR)
#define SYNCSTRESS_VK_SEMAPHORE_EXPORT_FUNCTIONS(X) X(vkGetSemaphoreWin32HandleKHR)
#else
#define SYNCSTRESS_VK_MEMORY_EXPORT_FUNCTIONS(X) X(vkGetMemoryFdKHR)
#define SYNCSTRESS_VK_SEMAPHORE_EXPORT_FUNCTIONS(X) X(vkGetSemaphoreFdKHR)
#endif

struct Api {
    PFN_vkGetInstanceProcAddr vkGetInstanceProcAddr = nullptr;
#define SYNCSTRESS_VK_MEMBER(name) PFN_##name name = nullptr;
    SYNCSTRESS_VK_GLOBAL_FUNCTIONS(SYNCSTRESS_VK_MEMBER)
    SYNCSTRESS_VK_INSTANCE_FUNCTIONS(SYNCSTRESS_VK_MEMBER)
    SYNCSTRESS_VK_DEBUG_FUNCTIONS(SYNCSTRESS_VK_MEMBER)
    SYNCSTRESS_VK_DEVICE_FUNCTIONS(SYNCSTRESS_VK_MEMBER)
    SYNCSTRESS_VK_MEMORY_EXPORT_FUNCTIONS(SYNCSTRESS_VK_MEMBER)
    SYNCSTRESS_VK_SEMAPHORE_EXPORT_FUNCTIONS(SYNCSTRESS_VK_MEMBER)
#undef SYNCSTRESS_VK_MEMBER
};

// Loads the loader library once per process (never unloaded) and the global entry points.
Status load_global(Api& api);
Status load_instance(Api& api, VkInstance instance, bool debug_utils);
Status load_device(Api& api, VkDevice device, bool export_memory, bool export_semaphores);

const char* to_string(VkResult result);  // nullptr for a value it does not know
// "vulkan: vkQueueSubmit failed (VK_ERROR_DEVICE_LOST) in submit to queue 2"
Error vk_error(const char* call, VkResult result, const std::string& op);

// External handle types of this OS (opaque fd on Linux, opaque Win32 handles on Windows), matching
// core/common/platform.h.
#ifdef _WIN32
inline constexpr VkExternalMemoryHandleTypeFlagBits k_memory_handle_type = VK_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_WIN32_BIT;
inline constexpr VkExternalSemaphoreHandleTypeFlagBits k_semaphore_handle_type = VK_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_WIN32_BIT;
inline constexpr const char* k_memory_export_extension = VK_KHR_EXTERNAL_MEMORY_WIN32_EXTENSION_NAME;
inline constexpr const char* k_semaphore_export_extension = VK_KHR_EXTERNAL_SEMAPHORE_WIN32_EXTENSION_NAME;
#else
inline constexpr VkExternalMemoryHandleTypeFlagBits k_memory_handle_type = VK_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD_BIT;
inline constexpr VkExternalSemaphoreHandleTypeFlagBits k_semaphore_handle_type = VK_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_FD_BIT;
inline constexpr const char* k_memory_export_extension = VK_KHR_EXTERNAL_MEMORY_FD_EXTENSION_NAME;
inline constexpr const char* k_semaphore_export_extension = VK_KHR_EXTERNAL_SEMAPHORE_FD_EXTENSION_NAME;
#endif

// What an export says beyond the handle type, chained into VkExportMemoryAllocateInfo /
// VkExportSemaphoreCreateInfo: on Windows the NT handle's access (read and write, as CUDA's import needs;
// default security attributes), on Linux nothing. Each lives as long as the create-info it is chained into.
#ifdef _WIN32
struct MemoryExportDetails {
    VkExportMemoryWin32HandleInfoKHR win32{VK_STRUCTURE_TYPE_EXPORT_MEMORY_WIN32_HANDLE_INFO_KHR, nullptr, nullptr,
                                           0x80000001 /* DXGI_SHARED_RESOURCE_READ | _WRITE */, nullptr};
    const void* chain(const void* next) { return win32.pNext = next, &win32; }
};
struct SemaphoreExportDetails {
    VkExportSemaphoreWin32HandleInfoKHR win32{VK_STRUCTURE_TYPE_EXPORT_SEMAPHORE_WIN32_HANDLE_INFO_KHR, nullptr, nullptr,
                                              0x80000001 /* DXGI_SHARED_RESOURCE_READ | _WRITE */, nullptr};
    const void* chain(const void* next) { return win32.pNext = next, &win32; }
};
#else
struct MemoryExportDetails {
    const void* chain(const void* next) { return next; }
};
using SemaphoreExportDetails = MemoryExportDetails;
#endif

// A new OS handle to exportable memory / an exportable semaphore; ownership passes to the caller.
Result<platform::ExternalHandle> export_memory_handle(const Api& api, VkDevice device, VkDeviceMemory memory, const std::string& op);
Result<platform::ExternalHandle> export_semaphore_handle(const Api& api, VkDevice device, VkSemaphore semaphore, const std::string& op);

}  // namespace syncstress::backends::vk
