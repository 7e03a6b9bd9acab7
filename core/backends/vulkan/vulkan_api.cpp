#include "core/backends/vulkan/vulkan_api.h"

#include <mutex>

#ifdef _WIN32
#include <windows.h>
#else
#include <dlfcn.h>
#endif

namespace syncstress::backends::vk {
namespace {

struct Library {
    PFN_vkGetInstanceProcAddr get_instance_proc_addr = nullptr;
    std::string error;
};

// The loader stays loaded for the process's life: layers and drivers keep pointers into it.
const Library& library() {
    static Library lib;
    static std::once_flag once;
    std::call_once(once, [] {
#ifdef _WIN32
        HMODULE module = LoadLibraryA("vulkan-1.dll");
        if (module == nullptr) {
            lib.error = "no Vulkan loader (vulkan-1.dll): install a Vulkan driver or runtime";
            return;
        }
        lib.get_instance_proc_addr = reinterpret_cast<PFN_vkGetInstanceProcAddr>(reinterpret_cast<void*>(GetProcAddress(module, "vkGetInstanceProcAddr")));
#else
        void* module = dlopen("libvulkan.so.1", RTLD_NOW | RTLD_LOCAL);
        if (module == nullptr) {
            const char* why = dlerror();
            lib.error = std::string("no Vulkan loader (libvulkan.so.1): install libvulkan1") + (why ? std::string(" (") + why + ")" : "");
            return;
        }
        lib.get_instance_proc_addr = reinterpret_cast<PFN_vkGetInstanceProcAddr>(dlsym(module, "vkGetInstanceProcAddr"));
#endif
        if (lib.get_instance_proc_addr == nullptr) lib.error = "the Vulkan loader has no vkGetInstanceProcAddr";
    });
    return lib;
}

}  // namespace

Status load_global(Api& api) {
    const Library& lib = library();
    if (lib.get_instance_proc_addr == nullptr) return make_error(lib.error);
    api.vkGetInstanceProcAddr = lib.get_instance_proc_addr;
#define SYNCSTRESS_VK_LOAD(name) api.name = reinterpret_cast<PFN_##name>(api.vkGetInstanceProcAddr(VK_NULL_HANDLE, #name));
    SYNCSTRESS_VK_GLOBAL_FUNCTIONS(SYNCSTRESS_VK_LOAD)
#undef SYNCSTRESS_VK_LOAD
    if (api.vkCreateInstance == nullptr || api.vkEnumerateInstanceExtensionProperties == nullptr ||
        api.vkEnumerateInstanceLayerProperties == nullptr)
        return make_error("the Vulkan loader lacks vkCreateInstance");
    if (api.vkEnumerateInstanceVersion == nullptr)
        return make_error("the Vulkan loader is Vulkan 1.0 (no vkEnumerateInstanceVersion); Vulkan 1.2 is needed");
    return {};
}

Status load_instance(Api& api, VkInstance instance, bool debug_utils) {
    std::string missing;
#define SYNCSTRESS_VK_LOAD(name)                                                              \
    api.name = reinterpret_cast<PFN_##name>(api.vkGetInstanceProcAddr(instance, #name));     \
    if (api.name == nullptr) missing += std::string(missing.empty() ? "" : ", ") + #name;
    SYNCSTRESS_VK_INSTANCE_FUNCTIONS(SYNCSTRESS_VK_LOAD)
    if (debug_utils) {
        SYNCSTRESS_VK_DEBUG_FUNCTIONS(SYNCSTRESS_VK_LOAD)
    }
#undef SYNCSTRESS_VK_LOAD
    if (!missing.empty()) return make_error("vulkan: the instance lacks " + missing);
    return {};
}

Status load_device(Api& api, VkDevice device, bool export_memory, bool export_semaphores) {
    std::string missing;
#define SYNCSTRESS_VK_LOAD(name)                                                      \
    api.name = reinterpret_cast<PFN_##name>(api.vkGetDeviceProcAddr(device, #name)); \
    if (api.name == nullptr) missing += std::string(missing.empty() ? "" : ", ") + #name;
    SYNCSTRESS_VK_DEVICE_FUNCTIONS(SYNCSTRESS_VK_LOAD)
    if (export_memory) {
        SYNCSTRESS_VK_MEMORY_EXPORT_FUNCTIONS(SYNCSTRESS_VK_LOAD)
    }
    if (export_semaphores) {
        SYNCSTRESS_VK_SEMAPHORE_EXPORT_FUNCTIONS(SYNCSTRESS_VK_LOAD)
    }
#undef SYNCSTRESS_VK_LOAD
    if (!missing.empty()) return make_error("vulkan: the device lacks " + missing);
    return {};
}

const char* to_string(VkResult result) {
    switch (result) {
#define SYNCSTRESS_VK_RESULT(name) \
    case name: return #name;
        SYNCSTRESS_VK_RESULT(VK_SUCCESS)
        SYNCSTRESS_VK_RESULT(VK_NOT_READY)
        SYNCSTRESS_VK_RESULT(VK_TIMEOUT)
        SYNCSTRESS_VK_RESULT(VK_EVENT_SET)
        SYNCSTRESS_VK_RESULT(VK_EVENT_RESET)
        SYNCSTRESS_VK_RESULT(VK_INCOMPLETE)
        SYNCSTRESS_VK_RESULT(VK_ERROR_OUT_OF_HOST_MEMORY)
        SYNCSTRESS_VK_RESULT(VK_ERROR_OUT_OF_DEVICE_MEMORY)
        SYNCSTRESS_VK_RESULT(VK_ERROR_INITIALIZATION_FAILED)
        SYNCSTRESS_VK_RESULT(VK_ERROR_DEVICE_LOST)
        SYNCSTRESS_VK_RESULT(VK_ERROR_MEMORY_MAP_FAILED)
        SYNCSTRESS_VK_RESULT(VK_ERROR_LAYER_NOT_PRESENT)
        SYNCSTRESS_VK_RESULT(VK_ERROR_EXTENSION_NOT_PRESENT)
        SYNCSTRESS_VK_RESULT(VK_ERROR_FEATURE_NOT_PRESENT)
        SYNCSTRESS_VK_RESULT(VK_ERROR_INCOMPATIBLE_DRIVER)
        SYNCSTRESS_VK_RESULT(VK_ERROR_TOO_MANY_OBJECTS)
        SYNCSTRESS_VK_RESULT(VK_ERROR_FORMAT_NOT_SUPPORTED)
        SYNCSTRESS_VK_RESULT(VK_ERROR_FRAGMENTED_POOL)
        SYNCSTRESS_VK_RESULT(VK_ERROR_UNKNOWN)
        SYNCSTRESS_VK_RESULT(VK_ERROR_OUT_OF_POOL_MEMORY)
        SYNCSTRESS_VK_RESULT(VK_ERROR_INVALID_EXTERNAL_HANDLE)
        SYNCSTRESS_VK_RESULT(VK_ERROR_FRAGMENTATION)
        SYNCSTRESS_VK_RESULT(VK_ERROR_INVALID_OPAQUE_CAPTURE_ADDRESS)
#undef SYNCSTRESS_VK_RESULT
    default: return nullptr;
    }
}

Error vk_error(const char* call, VkResult result, const std::string& op) {
    const char* name = to_string(result);
    std::string message = std::string("vulkan: ") + call + " failed (" +
                          (name != nullptr ? std::string(name) : "VkResult " + std::to_string(static_cast<int>(result))) + ")";
    if (!op.empty()) message += " in " + op;
    return make_error(std::move(message));
}

namespace {

template <class Info, class Get>
Result<platform::ExternalHandle> get_handle(Get get, VkDevice device, const Info& info, const char* call, const std::string& op) {
    platform::ExternalHandle handle;
#ifdef _WIN32
    VkResult r = get(device, &info, &handle.handle);
#else
    VkResult r = get(device, &info, &handle.fd);
#endif
    if (r != VK_SUCCESS) return vk_error(call, r, op);
    return handle;
}

}  // namespace

Result<platform::ExternalHandle> export_memory_handle(const Api& api, VkDevice device, VkDeviceMemory memory, const std::string& op) {
#ifdef _WIN32
    VkMemoryGetWin32HandleInfoKHR info{VK_STRUCTURE_TYPE_MEMORY_GET_WIN32_HANDLE_INFO_KHR, nullptr, memory, k_memory_handle_type};
    return get_handle(api.vkGetMemoryWin32HandleKHR, device, info, "vkGetMemoryWin32HandleKHR", op);
#else
    VkMemoryGetFdInfoKHR info{VK_STRUCTURE_TYPE_MEMORY_GET_FD_INFO_KHR, nullptr, memory, k_memory_handle_type};
    return get_handle(api.vkGetMemoryFdKHR, device, info, "vkGetMemoryFdKHR", op);
#endif
}

Result<platform::ExternalHandle> export_semaphore_handle(const Api& api, VkDevice device, VkSemaphore semaphore, const std::string& op) {
#ifdef _WIN32
    VkSemaphoreGetWin32HandleInfoKHR info{VK_STRUCTURE_TYPE_SEMAPHORE_GET_WIN32_HANDLE_INFO_KHR, nullptr, semaphore, k_semaphore_handle_type};
    return get_handle(api.vkGetSemaphoreWin32HandleKHR, device, info, "vkGetSemaphoreWin32HandleKHR", op);
#else
    VkSemaphoreGetFdInfoKHR info{VK_STRUCTURE_TYPE_SEMAPHORE_GET_FD_INFO_KHR, nullptr, semaphore, k_semaphore_handle_type};
    return get_handle(api.vkGetSemaphoreFdKHR, device, info, "vkGetSemaphoreFdKHR", op);
#endif
}

}  // namespace syncstress::backends::vk
