#include "core/backends/vulkan/vulkan_api.h"

#include "core/platform/library.h"

#include <mutex>

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
        const platform::SystemLibrary loader = platform::vulkan_loader_library();
        std::string why;
        const platform::Library module = platform::load_system_library(loader.name, why);
        if (module.handle == nullptr) {
            lib.error = std::string("no Vulkan loader (") + loader.name + "): " + loader.install + (why.empty() ? "" : " (" + why + ")");
            return;
        }
        lib.get_instance_proc_addr = reinterpret_cast<PFN_vkGetInstanceProcAddr>(platform::library_symbol(module, "vkGetInstanceProcAddr"));
        if (lib.get_instance_proc_addr == nullptr) lib.error = "the Vulkan loader has no vkGetInstanceProcAddr";
    });
    return lib;
}

}  // namespace

Status load_global(Api& api) {
    const Library& lib = library();
    if (lib.get_instance_proc_addr == nullptr) return make_error(lib.error, ErrorKind::backend_unavailable);
    api.vkGetInstanceProcAddr = lib.get_instance_proc_addr;
#define SYNCSTRESS_VK_LOAD(name) api.name = reinterpret_cast<PFN_##name>(api.vkGetInstanceProcAddr(VK_NULL_HANDLE, #name));
    SYNCSTRESS_VK_GLOBAL_FUNCTIONS(SYNCSTRESS_VK_LOAD)
#undef SYNCSTRESS_VK_LOAD
    if (api.vkCreateInstance == nullptr || api.vkEnumerateInstanceExtensionProperties == nullptr ||
        api.vkEnumerateInstanceLayerProperties == nullptr)
        return make_error("the Vulkan loader lacks vkCreateInstance", ErrorKind::backend_unavailable);
    if (api.vkEnumerateInstanceVersion == nullptr)
        return make_error("the Vulkan loader is Vulkan 1.0 (no vkEnumerateInstanceVersion); Vulkan 1.2 is needed",
                          ErrorKind::backend_unavailable);
    return {};
}

Status load_instance(Api& api, VkInstance instance, bool debug_utils) {
    std::string missing;
#define SYNCSTRESS_VK_LOAD(name)                                                                                                           \
    api.name = reinterpret_cast<PFN_##name>(api.vkGetInstanceProcAddr(instance, #name));                                                   \
    if (api.name == nullptr) missing += std::string(missing.empty() ? "" : ", ") + #name;
    SYNCSTRESS_VK_INSTANCE_FUNCTIONS(SYNCSTRESS_VK_LOAD)
    if (debug_utils) {
        SYNCSTRESS_VK_DEBUG_FUNCTIONS(SYNCSTRESS_VK_LOAD)
    }
#undef SYNCSTRESS_VK_LOAD
    if (!missing.empty()) return make_error("vulkan: the instance lacks " + missing, ErrorKind::backend_unavailable);
    return {};
}

Status load_device(Api& api, VkDevice device, bool export_memory, bool export_semaphores) {
    std::string missing;
#define SYNCSTRESS_VK_LOAD(name)                                                                                                           \
    api.name = reinterpret_cast<PFN_##name>(api.vkGetDeviceProcAddr(device, #name));                                                       \
    if (api.name == nullptr) missing += std::string(missing.empty() ? "" : ", ") + #name;
    SYNCSTRESS_VK_DEVICE_FUNCTIONS(SYNCSTRESS_VK_LOAD)
#undef SYNCSTRESS_VK_LOAD
    auto load_export = [&](bool wanted, const char* name, PFN_vkVoidFunction& fn) {
        if (!wanted) return;
        fn = api.vkGetDeviceProcAddr(device, name);
        if (fn == nullptr) missing += std::string(missing.empty() ? "" : ", ") + name;
    };
    const ExportFunctionNames names = export_function_names();
    load_export(export_memory, names.memory, api.get_memory_handle);
    load_export(export_semaphores, names.semaphore, api.get_semaphore_handle);
    if (!missing.empty()) return make_error("vulkan: the device lacks " + missing, ErrorKind::backend_unavailable);
    return {};
}

const char* to_string(VkResult result) {
    switch (result) {
#define SYNCSTRESS_VK_RESULT(name)                                                                                                         \
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
    return make_error(std::move(message), result == VK_ERROR_DEVICE_LOST ? ErrorKind::device_lost : ErrorKind::backend_failed);
}

namespace {

bool win32_handles() { return platform::external_handle_type() == platform::ExternalHandleType::opaque_win32; }

}  // namespace

VkExternalMemoryHandleTypeFlagBits memory_handle_type() {
    return win32_handles() ? VK_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_WIN32_BIT : VK_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD_BIT;
}

VkExternalSemaphoreHandleTypeFlagBits semaphore_handle_type() {
    return win32_handles() ? VK_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_WIN32_BIT : VK_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_FD_BIT;
}

// The Win32 extensions' name macros are in vulkan_win32.h, which needs windows.h: their names, as the registry spells them.
const char* memory_export_extension() {
    return win32_handles() ? "VK_KHR_external_memory_win32" : VK_KHR_EXTERNAL_MEMORY_FD_EXTENSION_NAME;
}

const char* semaphore_export_extension() {
    return win32_handles() ? "VK_KHR_external_semaphore_win32" : VK_KHR_EXTERNAL_SEMAPHORE_FD_EXTENSION_NAME;
}

}  // namespace syncstress::backends::vk
