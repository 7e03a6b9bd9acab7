// Exports as opaque fds (VK_KHR_external_memory_fd, VK_KHR_external_semaphore_fd).
#include "core/backends/vulkan/vulkan_api.h"

namespace syncstress::backends::vk {

ExportFunctionNames export_function_names() { return {"vkGetMemoryFdKHR", "vkGetSemaphoreFdKHR"}; }

const void* ExportDetails::chain_memory(const void* next) { return next; }
const void* ExportDetails::chain_semaphore(const void* next) { return next; }

namespace {

// Calls a vkGet*FdKHR entry point of type Get, loaded into `fn`.
template <class Get, class Info>
Result<platform::ExternalHandle> get_fd(PFN_vkVoidFunction fn, VkDevice device, const Info& info, const char* call, const std::string& op) {
    platform::ExternalHandle handle;
    const VkResult r = reinterpret_cast<Get>(fn)(device, &info, &handle.fd);
    if (r != VK_SUCCESS) return vk_error(call, r, op);
    return handle;
}

}  // namespace

Result<platform::ExternalHandle> export_memory_handle(const Api& api, VkDevice device, VkDeviceMemory memory, const std::string& op) {
    const VkMemoryGetFdInfoKHR info{VK_STRUCTURE_TYPE_MEMORY_GET_FD_INFO_KHR, nullptr, memory, memory_handle_type()};
    return get_fd<PFN_vkGetMemoryFdKHR>(api.get_memory_handle, device, info, "vkGetMemoryFdKHR", op);
}

Result<platform::ExternalHandle> export_semaphore_handle(const Api& api, VkDevice device, VkSemaphore semaphore, const std::string& op) {
    const VkSemaphoreGetFdInfoKHR info{VK_STRUCTURE_TYPE_SEMAPHORE_GET_FD_INFO_KHR, nullptr, semaphore, semaphore_handle_type()};
    return get_fd<PFN_vkGetSemaphoreFdKHR>(api.get_semaphore_handle, device, info, "vkGetSemaphoreFdKHR", op);
}

}  // namespace syncstress::backends::vk
