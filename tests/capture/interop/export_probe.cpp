// A Vulkan program that exports memory as file descriptors, for the capture layer's export records: it allocates two
// exportable memory objects, then exports the first and closes its fd and exports the second, which the OS gives the
// same fd number (the lowest free one). Exit 0: it ran; 1: a call failed; 77: no Vulkan device with
// VK_KHR_external_memory_fd.
#include <vulkan/vulkan.h>

#include <cstdio>
#include <cstring>
#include <vector>

#include <unistd.h>

namespace {

bool has_extension(VkPhysicalDevice physical, const char* name) {
    uint32_t count = 0;
    vkEnumerateDeviceExtensionProperties(physical, nullptr, &count, nullptr);
    std::vector<VkExtensionProperties> extensions(count);
    vkEnumerateDeviceExtensionProperties(physical, nullptr, &count, extensions.data());
    for (const VkExtensionProperties& e : extensions)
        if (std::strcmp(e.extensionName, name) == 0) return true;
    return false;
}

// A device with VK_KHR_external_memory_fd on the first physical device that has it; VK_NULL_HANDLE where none has.
VkDevice open_device(VkInstance instance) {
    uint32_t count = 0;
    vkEnumeratePhysicalDevices(instance, &count, nullptr);
    std::vector<VkPhysicalDevice> devices(count);
    vkEnumeratePhysicalDevices(instance, &count, devices.data());
    for (VkPhysicalDevice physical : devices) {
        if (!has_extension(physical, VK_KHR_EXTERNAL_MEMORY_FD_EXTENSION_NAME)) continue;
        const float priority = 1.0f;
        VkDeviceQueueCreateInfo queue{VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO};
        queue.queueCount = 1;
        queue.pQueuePriorities = &priority;
        const char* extension = VK_KHR_EXTERNAL_MEMORY_FD_EXTENSION_NAME;
        VkDeviceCreateInfo info{VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO};
        info.queueCreateInfoCount = 1;
        info.pQueueCreateInfos = &queue;
        info.enabledExtensionCount = 1;
        info.ppEnabledExtensionNames = &extension;
        VkDevice device = VK_NULL_HANDLE;
        if (vkCreateDevice(physical, &info, nullptr, &device) == VK_SUCCESS) return device;
    }
    return VK_NULL_HANDLE;
}

int export_twice(VkDevice device) {
    VkExportMemoryAllocateInfo exportable{VK_STRUCTURE_TYPE_EXPORT_MEMORY_ALLOCATE_INFO};
    exportable.handleTypes = VK_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD_BIT;
    VkMemoryAllocateInfo alloc{VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO, &exportable};
    alloc.allocationSize = 65536;
    alloc.memoryTypeIndex = 0;
    VkDeviceMemory memory[2] = {};
    auto get_fd = reinterpret_cast<PFN_vkGetMemoryFdKHR>(vkGetDeviceProcAddr(device, "vkGetMemoryFdKHR"));
    int code = get_fd ? 0 : 1;
    for (int i = 0; i < 2 && code == 0; ++i)
        if (vkAllocateMemory(device, &alloc, nullptr, &memory[i]) != VK_SUCCESS) code = 1;
    for (int i = 0; i < 2 && code == 0; ++i) {
        VkMemoryGetFdInfoKHR info{VK_STRUCTURE_TYPE_MEMORY_GET_FD_INFO_KHR, nullptr, memory[i],
                                  VK_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD_BIT};
        int fd = -1;
        if (get_fd(device, &info, &fd) != VK_SUCCESS) code = 1;
        std::printf("export_probe: memory %d exported as fd %d\n", i, fd);
        if (fd >= 0) close(fd);
    }
    for (VkDeviceMemory m : memory)
        if (m) vkFreeMemory(device, m, nullptr);
    return code;
}

}  // namespace

int main() {
    VkApplicationInfo app{VK_STRUCTURE_TYPE_APPLICATION_INFO};
    app.pApplicationName = "export_probe";
    app.apiVersion = VK_API_VERSION_1_1;
    VkInstanceCreateInfo instance_info{VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO};
    instance_info.pApplicationInfo = &app;
    VkInstance instance = VK_NULL_HANDLE;
    if (vkCreateInstance(&instance_info, nullptr, &instance) != VK_SUCCESS) return 77;
    const VkDevice device = open_device(instance);
    int code = 77;
    if (device) {
        code = export_twice(device);
        vkDestroyDevice(device, nullptr);
    } else {
        std::fprintf(stderr, "export_probe: no Vulkan device with %s\n", VK_KHR_EXTERNAL_MEMORY_FD_EXTENSION_NAME);
    }
    vkDestroyInstance(instance, nullptr);
    return code;
}
