// The loader's side of the capture layer: interface negotiation, the instance and device chains, and the dispatch
// of each hooked function to the next in its chain (the loader's layer interface, version 2).
#include "core/capture/layer/capture_log.h"
#include "core/capture/layer/host_tracking.h"
#include "core/capture/layer/layer_dispatch.h"
#include "core/platform/process_fork.h"

#include <array>
#include <cstring>
#include <mutex>
#include <optional>
#include <shared_mutex>
#include <unordered_map>

// The loader finds these by name in the shared library (ELF exports every extern "C" function by default).
#define SYNCSTRESS_CAPTURE_EXPORT extern "C"

namespace syncstress::capture_layer {
namespace {

constexpr uint64_t k_log_version = 1;

struct InstanceChain {
    VkInstance instance = VK_NULL_HANDLE;
    PFN_vkGetInstanceProcAddr next_gipa = nullptr;
    PFN_vkDestroyInstance destroy = nullptr;
    PFN_vkGetPhysicalDeviceMemoryProperties memory_properties = nullptr;
};

struct DeviceChain {
    VkDevice device = VK_NULL_HANDLE;
    PFN_vkGetDeviceProcAddr next_gdpa = nullptr;
    VkPhysicalDeviceMemoryProperties memory{};
    std::array<PFN_vkVoidFunction, k_hook_count> next{};
};

// The loader gives a layer its chains only through the dispatchable handles: every handle of one instance or device
// starts with the same dispatch table pointer, the key of these maps.
struct Chains {
    std::shared_mutex mutex;
    std::unordered_map<const void*, InstanceChain> instances;
    std::unordered_map<const void*, DeviceChain> devices;
};

Chains& chains() {
    static auto* made = new Chains;  // never destroyed: calls may come during the program's exit
    return *made;
}

const void* key_of(const void* dispatchable) { return *static_cast<const void* const*>(dispatchable); }

InstanceChain instance_chain(const void* dispatchable) {
    std::shared_lock lock(chains().mutex);
    const auto found = chains().instances.find(key_of(dispatchable));
    return found == chains().instances.end() ? InstanceChain{} : found->second;
}

template <class Info>
Info* find_link(const void* next_in_chain, VkStructureType type) {
    for (auto* info = static_cast<const VkBaseInStructure*>(next_in_chain); info; info = info->pNext)
        if (info->sType == type && reinterpret_cast<const Info*>(info)->function == VK_LAYER_LINK_INFO)
            return const_cast<Info*>(reinterpret_cast<const Info*>(info));
    return nullptr;
}

VKAPI_ATTR VkResult VKAPI_CALL capture_vkCreateInstance(const VkInstanceCreateInfo* info, const VkAllocationCallbacks* allocator,
                                                        VkInstance* instance) {
    auto* link = find_link<VkLayerInstanceCreateInfo>(info->pNext, VK_STRUCTURE_TYPE_LOADER_INSTANCE_CREATE_INFO);
    if (!link) return VK_ERROR_INITIALIZATION_FAILED;
    const PFN_vkGetInstanceProcAddr next_gipa = link->u.pLayerInfo->pfnNextGetInstanceProcAddr;
    link->u.pLayerInfo = link->u.pLayerInfo->pNext;
    auto create = reinterpret_cast<PFN_vkCreateInstance>(next_gipa(VK_NULL_HANDLE, "vkCreateInstance"));
    Record("hello")
        .u64("version", k_log_version)
        .u64("host_tracking", host_tracking() ? 1 : 0)
        .u64("pid", platform::current_process_id())
        .write(true);
    const VkResult result = create(info, allocator, instance);
    Record("vkCreateInstance").i64("result", result).write(true);
    if (result != VK_SUCCESS) return result;
    InstanceChain chain{*instance, next_gipa};
    chain.destroy = reinterpret_cast<PFN_vkDestroyInstance>(next_gipa(*instance, "vkDestroyInstance"));
    chain.memory_properties =
        reinterpret_cast<PFN_vkGetPhysicalDeviceMemoryProperties>(next_gipa(*instance, "vkGetPhysicalDeviceMemoryProperties"));
    std::unique_lock lock(chains().mutex);
    chains().instances[key_of(*instance)] = chain;
    return result;
}

VKAPI_ATTR void VKAPI_CALL capture_vkDestroyInstance(VkInstance instance, const VkAllocationCallbacks* allocator) {
    const InstanceChain chain = instance_chain(instance);
    {
        std::unique_lock lock(chains().mutex);
        chains().instances.erase(key_of(instance));
    }
    Record("vkDestroyInstance").write(true);
    if (chain.destroy) chain.destroy(instance, allocator);
}

void fill_device_chain(DeviceChain& chain) {
    for (size_t hook = 0; hook < k_hook_count; ++hook) chain.next[hook] = chain.next_gdpa(chain.device, hook_name(static_cast<Hook>(hook)));
}

VKAPI_ATTR VkResult VKAPI_CALL capture_vkCreateDevice(VkPhysicalDevice physical, const VkDeviceCreateInfo* info,
                                                      const VkAllocationCallbacks* allocator, VkDevice* device) {
    auto* link = find_link<VkLayerDeviceCreateInfo>(info->pNext, VK_STRUCTURE_TYPE_LOADER_DEVICE_CREATE_INFO);
    const InstanceChain instance = instance_chain(physical);
    if (!link || !instance.next_gipa) return VK_ERROR_INITIALIZATION_FAILED;
    const PFN_vkGetInstanceProcAddr next_gipa = link->u.pLayerInfo->pfnNextGetInstanceProcAddr;
    DeviceChain chain;
    chain.next_gdpa = link->u.pLayerInfo->pfnNextGetDeviceProcAddr;
    link->u.pLayerInfo = link->u.pLayerInfo->pNext;
    auto create = reinterpret_cast<PFN_vkCreateDevice>(next_gipa(instance.instance, "vkCreateDevice"));
    const VkResult result = create(physical, info, allocator, device);
    Record record("vkCreateDevice");
    record.i64("result", result).u64("device", result == VK_SUCCESS ? handle_id(*device) : 0);
    if (result != VK_SUCCESS) {
        record.write(true);
        return result;
    }
    chain.device = *device;
    if (instance.memory_properties) instance.memory_properties(physical, &chain.memory);
    fill_device_chain(chain);
    for (uint32_t i = 0; i < info->queueCreateInfoCount; ++i)
        record.parts("queues", {info->pQueueCreateInfos[i].queueFamilyIndex, info->pQueueCreateInfos[i].queueCount});
    record.write(true);
    std::unique_lock lock(chains().mutex);
    chains().devices[key_of(*device)] = chain;
    return result;
}

PFN_vkVoidFunction layer_function(const char* name) {
    if (!std::strcmp(name, "vkCreateInstance")) return reinterpret_cast<PFN_vkVoidFunction>(&capture_vkCreateInstance);
    if (!std::strcmp(name, "vkDestroyInstance")) return reinterpret_cast<PFN_vkVoidFunction>(&capture_vkDestroyInstance);
    if (!std::strcmp(name, "vkCreateDevice")) return reinterpret_cast<PFN_vkVoidFunction>(&capture_vkCreateDevice);
    return nullptr;
}

std::optional<Hook> find_hook(const char* name) {
    for (size_t hook = 0; hook < k_hook_count; ++hook)
        if (!std::strcmp(name, hook_name(static_cast<Hook>(hook)))) return static_cast<Hook>(hook);
    return std::nullopt;
}

}  // namespace

PFN_vkVoidFunction next_function(Hook hook, const void* dispatchable) {
    std::shared_lock lock(chains().mutex);
    const auto found = chains().devices.find(key_of(dispatchable));
    return found == chains().devices.end() ? nullptr : found->second.next[static_cast<size_t>(hook)];
}

VkMemoryPropertyFlags memory_type_flags(VkDevice device, uint32_t type_index) {
    std::shared_lock lock(chains().mutex);
    const auto found = chains().devices.find(key_of(device));
    if (found == chains().devices.end() || type_index >= found->second.memory.memoryTypeCount) return 0;
    return found->second.memory.memoryTypes[type_index].propertyFlags;
}

void forget_device(VkDevice device) {
    std::unique_lock lock(chains().mutex);
    chains().devices.erase(key_of(device));
}

}  // namespace syncstress::capture_layer

using namespace syncstress::capture_layer;

SYNCSTRESS_CAPTURE_EXPORT VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL capture_vkGetDeviceProcAddr(VkDevice device, const char* name);

SYNCSTRESS_CAPTURE_EXPORT VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL capture_vkGetInstanceProcAddr(VkInstance instance, const char* name) {
    if (!std::strcmp(name, "vkGetInstanceProcAddr")) return reinterpret_cast<PFN_vkVoidFunction>(&capture_vkGetInstanceProcAddr);
    if (!std::strcmp(name, "vkGetDeviceProcAddr")) return reinterpret_cast<PFN_vkVoidFunction>(&capture_vkGetDeviceProcAddr);
    if (auto ours = layer_function(name)) return ours;
    if (!instance) return nullptr;
    const InstanceChain chain = instance_chain(instance);
    if (!chain.next_gipa) return nullptr;
    PFN_vkVoidFunction next = chain.next_gipa(instance, name);
    if (const auto hook = find_hook(name); hook && next) return hook_function(*hook);
    return next;
}

SYNCSTRESS_CAPTURE_EXPORT VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL capture_vkGetDeviceProcAddr(VkDevice device, const char* name) {
    if (!std::strcmp(name, "vkGetDeviceProcAddr")) return reinterpret_cast<PFN_vkVoidFunction>(&capture_vkGetDeviceProcAddr);
    PFN_vkGetDeviceProcAddr next_gdpa = nullptr;
    {
        std::shared_lock lock(chains().mutex);
        const auto found = chains().devices.find(key_of(device));
        if (found == chains().devices.end()) return nullptr;
        next_gdpa = found->second.next_gdpa;
    }
    PFN_vkVoidFunction next = next_gdpa(device, name);
    if (const auto hook = find_hook(name); hook && next) return hook_function(*hook);
    return next;
}

SYNCSTRESS_CAPTURE_EXPORT VKAPI_ATTR VkResult VKAPI_CALL vkNegotiateLoaderLayerInterfaceVersion(VkNegotiateLayerInterface* interface) {
    if (!interface || interface->sType != LAYER_NEGOTIATE_INTERFACE_STRUCT) return VK_ERROR_INITIALIZATION_FAILED;
    if (interface->loaderLayerInterfaceVersion > 2) interface->loaderLayerInterfaceVersion = 2;
    if (interface->loaderLayerInterfaceVersion < 2) return VK_ERROR_INITIALIZATION_FAILED;
    interface->pfnGetInstanceProcAddr = &capture_vkGetInstanceProcAddr;
    interface->pfnGetDeviceProcAddr = &capture_vkGetDeviceProcAddr;
    interface->pfnGetPhysicalDeviceProcAddr = nullptr;
    Record("loaded").write(true);
    return VK_SUCCESS;
}
