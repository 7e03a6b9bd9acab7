// Exports as opaque NT handles (VK_KHR_external_memory_win32, VK_KHR_external_semaphore_win32), whose types are in
// vulkan_win32.h: VK_USE_PLATFORM_WIN32_KHR before vulkan.h is first included.
#define VK_USE_PLATFORM_WIN32_KHR
#include <windows.h>

#include "core/backends/vulkan/vulkan_api.h"

namespace syncstress::backends::vk {

namespace {

constexpr DWORD k_shared_read_write = 0x80000001;  // DXGI_SHARED_RESOURCE_READ | _WRITE: what CUDA's import needs

// Calls a vkGet*Win32HandleKHR entry point of type Get, loaded into `fn`.
template <class Get, class Info>
Result<platform::ExternalHandle> get_handle(PFN_vkVoidFunction fn, VkDevice device, const Info& info, const char* call,
                                            const std::string& op) {
    HANDLE handle = nullptr;
    const VkResult r = reinterpret_cast<Get>(fn)(device, &info, &handle);
    if (r != VK_SUCCESS) return vk_error(call, r, op);
    platform::ExternalHandle exported;
    exported.handle = handle;
    return exported;
}

}  // namespace

ExportFunctionNames export_function_names() { return {"vkGetMemoryWin32HandleKHR", "vkGetSemaphoreWin32HandleKHR"}; }

const void* ExportDetails::chain_memory(const void* next) {
    auto info = std::make_shared<VkExportMemoryWin32HandleInfoKHR>(VkExportMemoryWin32HandleInfoKHR{
        VK_STRUCTURE_TYPE_EXPORT_MEMORY_WIN32_HANDLE_INFO_KHR, next, nullptr, k_shared_read_write, nullptr});
    details_ = info;
    return info.get();
}

const void* ExportDetails::chain_semaphore(const void* next) {
    auto info = std::make_shared<VkExportSemaphoreWin32HandleInfoKHR>(VkExportSemaphoreWin32HandleInfoKHR{
        VK_STRUCTURE_TYPE_EXPORT_SEMAPHORE_WIN32_HANDLE_INFO_KHR, next, nullptr, k_shared_read_write, nullptr});
    details_ = info;
    return info.get();
}

Result<platform::ExternalHandle> export_memory_handle(const Api& api, VkDevice device, VkDeviceMemory memory, const std::string& op) {
    const VkMemoryGetWin32HandleInfoKHR info{VK_STRUCTURE_TYPE_MEMORY_GET_WIN32_HANDLE_INFO_KHR, nullptr, memory, memory_handle_type()};
    return get_handle<PFN_vkGetMemoryWin32HandleKHR>(api.get_memory_handle, device, info, "vkGetMemoryWin32HandleKHR", op);
}

Result<platform::ExternalHandle> export_semaphore_handle(const Api& api, VkDevice device, VkSemaphore semaphore, const std::string& op) {
    const VkSemaphoreGetWin32HandleInfoKHR info{VK_STRUCTURE_TYPE_SEMAPHORE_GET_WIN32_HANDLE_INFO_KHR, nullptr, semaphore,
                                                semaphore_handle_type()};
    return get_handle<PFN_vkGetSemaphoreWin32HandleKHR>(api.get_semaphore_handle, device, info, "vkGetSemaphoreWin32HandleKHR", op);
}

}  // namespace syncstress::backends::vk
