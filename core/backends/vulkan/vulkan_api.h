// The Vulkan entry points the backend uses, loaded at run time from the loader library (no link-time
// dependency on libvulkan, so the binary starts and reports Vulkan unavailable where there is no loader),
// and the one place that turns the OS's external handle type (core/platform/external_handle.h) into Vulkan's.
// The exports themselves call entry points of the OS's own (vkGetMemoryFdKHR, vkGetMemoryWin32HandleKHR):
// vulkan_export_posix.cpp and vulkan_export_win32.cpp.
#pragma once

#ifndef VK_NO_PROTOTYPES
#define VK_NO_PROTOTYPES
#endif
#include <vulkan/vulkan.h>

#include "core/common/result.h"
#include "core/platform/external_handle.h"

#include <memory>
#include <string>

namespace syncstress::backends::vk {

#define SYNCSTRESS_VK_GLOBAL_FUNCTIONS(X)                                                                                                  \
    X(vkCreateInstance)                                                                                                                    \
    X(vkEnumerateInstanceVersion)                                                                                                          \
    X(vkEnumerateInstanceLayerProperties)                                                                                                  \
    X(vkEnumerateInstanceExtensionProperties)

#define SYNCSTRESS_VK_INSTANCE_FUNCTIONS(X)                                                                                                \
    X(vkDestroyInstance)                                                                                                                   \
    X(vkEnumeratePhysicalDevices)                                                                                                          \
    X(vkGetPhysicalDeviceProperties)                                                                                                       \
    X(vkGetPhysicalDeviceProperties2)                                                                                                      \
    X(vkGetPhysicalDeviceFeatures2)                                                                                                        \
    X(vkGetPhysicalDeviceQueueFamilyProperties)                                                                                            \
    X(vkGetPhysicalDeviceMemoryProperties)                                                                                                 \
    X(vkGetPhysicalDeviceExternalBufferProperties)                                                                                         \
    X(vkGetPhysicalDeviceExternalSemaphoreProperties)                                                                                      \
    X(vkEnumerateDeviceExtensionProperties)                                                                                                \
    X(vkCreateDevice)                                                                                                                      \
    X(vkGetDeviceProcAddr)

// Present only when VK_EXT_debug_utils is enabled (validation).
#define SYNCSTRESS_VK_DEBUG_FUNCTIONS(X)                                                                                                   \
    X(vkCreateDebugUtilsMessengerEXT)                                                                                                      \
    X(vkDestroyDebugUtilsMessengerEXT)

#define SYNCSTRESS_VK_DEVICE_FUNCTIONS(X)                                                                                                  \
    X(vkDestroyDevice)                                                                                                                     \
    X(vkDeviceWaitIdle)                                                                                                                    \
    X(vkGetDeviceQueue)                                                                                                                    \
    X(vkCreateBuffer)                                                                                                                      \
    X(vkDestroyBuffer)                                                                                                                     \
    X(vkGetBufferMemoryRequirements)                                                                                                       \
    X(vkAllocateMemory)                                                                                                                    \
    X(vkFreeMemory)                                                                                                                        \
    X(vkBindBufferMemory)                                                                                                                  \
    X(vkMapMemory)                                                                                                                         \
    X(vkUnmapMemory)                                                                                                                       \
    X(vkCreateSemaphore)                                                                                                                   \
    X(vkDestroySemaphore)                                                                                                                  \
    X(vkWaitSemaphores)                                                                                                                    \
    X(vkSignalSemaphore)                                                                                                                   \
    X(vkGetSemaphoreCounterValue)                                                                                                          \
    X(vkCreateCommandPool)                                                                                                                 \
    X(vkDestroyCommandPool)                                                                                                                \
    X(vkAllocateCommandBuffers)                                                                                                            \
    X(vkResetCommandBuffer)                                                                                                                \
    X(vkBeginCommandBuffer)                                                                                                                \
    X(vkEndCommandBuffer)                                                                                                                  \
    X(vkCmdPipelineBarrier)                                                                                                                \
    X(vkCmdFillBuffer)                                                                                                                     \
    X(vkCmdCopyBuffer)                                                                                                                     \
    X(vkCmdBindPipeline)                                                                                                                   \
    X(vkCmdBindDescriptorSets)                                                                                                             \
    X(vkCmdPushConstants)                                                                                                                  \
    X(vkCmdDispatch)                                                                                                                       \
    X(vkQueueSubmit)                                                                                                                       \
    X(vkCreateShaderModule)                                                                                                                \
    X(vkDestroyShaderModule)                                                                                                               \
    X(vkCreateDescriptorSetLayout)                                                                                                         \
    X(vkDestroyDescriptorSetLayout)                                                                                                        \
    X(vkCreatePipelineLayout)                                                                                                              \
    X(vkDestroyPipelineLayout)                                                                                                             \
    X(vkCreateComputePipelines)                                                                                                            \
    X(vkDestroyPipeline)                                                                                                                   \
    X(vkCreateDescriptorPool)                                                                                                              \
    X(vkDestroyDescriptorPool)                                                                                                             \
    X(vkAllocateDescriptorSets)                                                                                                            \
    X(vkUpdateDescriptorSets)

struct Api {
    PFN_vkGetInstanceProcAddr vkGetInstanceProcAddr = nullptr;
#define SYNCSTRESS_VK_MEMBER(name) PFN_##name name = nullptr;
    SYNCSTRESS_VK_GLOBAL_FUNCTIONS(SYNCSTRESS_VK_MEMBER)
    SYNCSTRESS_VK_INSTANCE_FUNCTIONS(SYNCSTRESS_VK_MEMBER)
    SYNCSTRESS_VK_DEBUG_FUNCTIONS(SYNCSTRESS_VK_MEMBER)
    SYNCSTRESS_VK_DEVICE_FUNCTIONS(SYNCSTRESS_VK_MEMBER)
#undef SYNCSTRESS_VK_MEMBER
    // The OS's export entry points (export_function_names), present only on a device created with the matching
    // export extension; called as their own types by vulkan_export_*.cpp.
    PFN_vkVoidFunction get_memory_handle = nullptr;
    PFN_vkVoidFunction get_semaphore_handle = nullptr;
};

// Loads the loader library once per process (never unloaded) and the global entry points.
Status load_global(Api& api);
Status load_instance(Api& api, VkInstance instance, bool debug_utils);
Status load_device(Api& api, VkDevice device, bool export_memory, bool export_semaphores);

const char* to_string(VkResult result);  // nullptr for a value it does not know
// "vulkan: vkQueueSubmit failed (VK_ERROR_DEVICE_LOST) in submit to queue 2"; of kind device_lost for
// VK_ERROR_DEVICE_LOST, else backend_failed.
Error vk_error(const char* call, VkResult result, const std::string& op);

// External handle types of this OS (opaque fd on POSIX, opaque Win32 handles on Windows: platform::external_handle_type)
// and the device extensions that export them.
VkExternalMemoryHandleTypeFlagBits memory_handle_type();
VkExternalSemaphoreHandleTypeFlagBits semaphore_handle_type();
const char* memory_export_extension();
const char* semaphore_export_extension();

// The names of the OS's export entry points (vulkan_export_*.cpp), which load_device loads into Api.
struct ExportFunctionNames {
    const char* memory;
    const char* semaphore;
};
ExportFunctionNames export_function_names();

// What an export says beyond the handle type, chained in front of a VkExportMemoryAllocateInfo's or a
// VkExportSemaphoreCreateInfo's next (vulkan_export_*.cpp): on Windows the NT handle's access (read and write, as
// CUDA's import needs; default security attributes), on POSIX nothing. It lives as long as the create-info it is
// chained into.
class ExportDetails {
public:
    const void* chain_memory(const void* next);
    const void* chain_semaphore(const void* next);

private:
    std::shared_ptr<void> details_;
};

// A new OS handle to exportable memory / an exportable semaphore; ownership passes to the caller.
Result<platform::ExternalHandle> export_memory_handle(const Api& api, VkDevice device, VkDeviceMemory memory, const std::string& op);
Result<platform::ExternalHandle> export_semaphore_handle(const Api& api, VkDevice device, VkSemaphore semaphore, const std::string& op);

}  // namespace syncstress::backends::vk
