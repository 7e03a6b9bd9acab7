// The least a Vulkan program does before its first submission: an instance, the device the tool would pick
// (discrete, integrated, virtual, then CPU; Vulkan 1.2 with timeline semaphores), a device with one compute
// queue, the queue. The baseline of the tool's start-up (scripts/bench startup).
#pragma once

#include <vulkan/vulkan.h>

#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

namespace raw_init {

struct VulkanInit {
    VkInstance instance = VK_NULL_HANDLE;
    VkDevice device = VK_NULL_HANDLE;
    VkQueue queue = VK_NULL_HANDLE;
    std::string device_name;

    VulkanInit() = default;
    VulkanInit(const VulkanInit&) = delete;
    VulkanInit& operator=(const VulkanInit&) = delete;
    ~VulkanInit() {
        if (device != VK_NULL_HANDLE) vkDestroyDevice(device, nullptr);
        if (instance != VK_NULL_HANDLE) vkDestroyInstance(instance, nullptr);
    }
};

// By VkPhysicalDeviceType (other, integrated, discrete, virtual, CPU): the tool's order of preference.
inline int device_rank(VkPhysicalDeviceType type) {
    constexpr int k_rank[] = {0, 3, 4, 2, 1};
    return type >= 0 && type < 5 ? k_rank[type] : 0;
}

// Returns an empty string, or what failed.
inline std::string init_vulkan(VulkanInit& v) {
    VkApplicationInfo app{VK_STRUCTURE_TYPE_APPLICATION_INFO};
    app.pApplicationName = "syncstress_raw_init";
    app.apiVersion = VK_API_VERSION_1_2;
    VkInstanceCreateInfo instance_info{VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO};
    instance_info.pApplicationInfo = &app;
    if (VkResult r = vkCreateInstance(&instance_info, nullptr, &v.instance); r != VK_SUCCESS)
        return "vkCreateInstance failed: VkResult " + std::to_string(r);
    uint32_t count = 0;
    vkEnumeratePhysicalDevices(v.instance, &count, nullptr);
    std::vector<VkPhysicalDevice> devices(count);
    vkEnumeratePhysicalDevices(v.instance, &count, devices.data());
    VkPhysicalDevice chosen = VK_NULL_HANDLE;
    int best = -1;
    for (VkPhysicalDevice d : devices) {
        VkPhysicalDeviceProperties props{};
        vkGetPhysicalDeviceProperties(d, &props);
        VkPhysicalDeviceVulkan12Features features12{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES};
        VkPhysicalDeviceFeatures2 features{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2, &features12};
        if (props.apiVersion < VK_API_VERSION_1_2) continue;
        vkGetPhysicalDeviceFeatures2(d, &features);
        if (!features12.timelineSemaphore || device_rank(props.deviceType) <= best) continue;
        best = device_rank(props.deviceType);
        chosen = d;
        v.device_name = props.deviceName;
    }
    if (chosen == VK_NULL_HANDLE) return "no Vulkan 1.2 device with timeline semaphores";
    uint32_t family_count = 0;
    vkGetPhysicalDeviceQueueFamilyProperties(chosen, &family_count, nullptr);
    std::vector<VkQueueFamilyProperties> families(family_count);
    vkGetPhysicalDeviceQueueFamilyProperties(chosen, &family_count, families.data());
    uint32_t family = family_count;
    for (uint32_t f = 0; f < family_count && family == family_count; ++f)
        if (families[f].queueFlags & VK_QUEUE_COMPUTE_BIT) family = f;
    if (family == family_count) return v.device_name + " has no compute queue family";
    // RAW_INIT_QUEUES=N asks for N queues of the family (at most its count): what each costs at device creation.
    const char* asked = std::getenv("RAW_INIT_QUEUES");
    const uint32_t queues = std::clamp<uint32_t>(asked ? static_cast<uint32_t>(std::atoi(asked)) : 1, 1, families[family].queueCount);
    const std::vector<float> priorities(queues, 1.0f);
    VkDeviceQueueCreateInfo queue_info{VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO};
    queue_info.queueFamilyIndex = family;
    queue_info.queueCount = queues;
    queue_info.pQueuePriorities = priorities.data();
    VkPhysicalDeviceVulkan12Features features12{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES};
    features12.timelineSemaphore = VK_TRUE;
    VkDeviceCreateInfo device_info{VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO, &features12};
    device_info.queueCreateInfoCount = 1;
    device_info.pQueueCreateInfos = &queue_info;
    if (VkResult r = vkCreateDevice(chosen, &device_info, nullptr, &v.device); r != VK_SUCCESS)
        return "vkCreateDevice failed: VkResult " + std::to_string(r);
    vkGetDeviceQueue(v.device, family, 0, &v.queue);
    return v.queue == VK_NULL_HANDLE ? "vkGetDeviceQueue returned no queue" : "";
}

}  // namespace raw_init
