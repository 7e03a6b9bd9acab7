// slangpy's protocol as a program, for `syncstress capture`: Vulkan and CUDA share a buffer (Vulkan memory exported
// as an opaque fd and imported into CUDA) and a timeline semaphore (exported the same way). Vulkan fills the buffer
// and its submit signals the timeline at 1 (slangpy's sync_to_device); a CUDA stream waits for 1
// (cudaWaitExternalSemaphoresAsync) and a kernel sums the buffer through an interior pointer of the mapping; the
// stream signals 2 and a second Vulkan submit waits for 2 before it clears the buffer (sync_to_cuda). --broken: the
// stream does not wait, the direct read that goes around the timeline. Exit 0: it ran (the sum it printed may be
// wrong when broken); 1: a call failed; 3: no CUDA device, or no Vulkan device that is the CUDA device.
#include <cuda_runtime.h>
#include <vulkan/vulkan.h>

#include <cstdio>
#include <cstring>
#include <vector>

namespace {

constexpr VkDeviceSize k_bytes = 1 << 20;
constexpr unsigned k_words = k_bytes / 4, k_skipped = 16;  // the kernel's pointer is k_skipped words into the buffer
constexpr unsigned k_value = 3;

__global__ void sum(const unsigned* data, unsigned n, unsigned long long* out) {
    for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) atomicAdd(out, data[i]);
}

struct Vulkan {
    VkInstance instance = VK_NULL_HANDLE;
    VkPhysicalDevice physical = VK_NULL_HANDLE;
    VkDevice device = VK_NULL_HANDLE;
    VkQueue queue = VK_NULL_HANDLE;
    uint32_t family = 0;
    VkBuffer buffer = VK_NULL_HANDLE;
    VkDeviceMemory memory = VK_NULL_HANDLE;
    VkSemaphore timeline = VK_NULL_HANDLE;
    VkCommandPool pool = VK_NULL_HANDLE;
    VkCommandBuffer fill = VK_NULL_HANDLE, clear = VK_NULL_HANDLE;
};

bool vk_ok(VkResult result, const char* call) {
    if (result != VK_SUCCESS) std::fprintf(stderr, "shared_timeline: %s failed: %d\n", call, static_cast<int>(result));
    return result == VK_SUCCESS;
}

bool cuda_ok(cudaError_t error, const char* call) {
    if (error != cudaSuccess) std::fprintf(stderr, "shared_timeline: %s failed: %s\n", call, cudaGetErrorString(error));
    return error == cudaSuccess;
}

// The Vulkan device with the CUDA device's UUID, and a queue family that takes transfers.
bool find_device(Vulkan& vk, const cudaUUID_t& uuid) {
    uint32_t count = 0;
    vkEnumeratePhysicalDevices(vk.instance, &count, nullptr);
    std::vector<VkPhysicalDevice> devices(count);
    vkEnumeratePhysicalDevices(vk.instance, &count, devices.data());
    for (VkPhysicalDevice physical : devices) {
        VkPhysicalDeviceIDProperties id{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ID_PROPERTIES};
        VkPhysicalDeviceProperties2 properties{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2, &id};
        vkGetPhysicalDeviceProperties2(physical, &properties);
        if (std::memcmp(id.deviceUUID, uuid.bytes, VK_UUID_SIZE) != 0) continue;
        uint32_t families = 0;
        vkGetPhysicalDeviceQueueFamilyProperties(physical, &families, nullptr);
        std::vector<VkQueueFamilyProperties> props(families);
        vkGetPhysicalDeviceQueueFamilyProperties(physical, &families, props.data());
        for (uint32_t f = 0; f < families; ++f)
            if (props[f].queueFlags & (VK_QUEUE_COMPUTE_BIT | VK_QUEUE_GRAPHICS_BIT)) {
                vk.physical = physical;
                vk.family = f;
                return true;
            }
    }
    return false;
}

// 0: ready; 3: no Vulkan device that is the CUDA device; 1: a failure.
int open_vulkan(Vulkan& vk, const cudaUUID_t& uuid) {
    VkApplicationInfo app{VK_STRUCTURE_TYPE_APPLICATION_INFO};
    app.pApplicationName = "shared_timeline";
    app.apiVersion = VK_API_VERSION_1_2;
    VkInstanceCreateInfo instance_info{VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO};
    instance_info.pApplicationInfo = &app;
    if (vkCreateInstance(&instance_info, nullptr, &vk.instance) != VK_SUCCESS || !find_device(vk, uuid)) {
        std::fprintf(stderr, "shared_timeline: no Vulkan device with the CUDA device's UUID\n");
        return 3;
    }
    const float priority = 1.0f;
    VkDeviceQueueCreateInfo queue_info{VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO};
    queue_info.queueFamilyIndex = vk.family;
    queue_info.queueCount = 1;
    queue_info.pQueuePriorities = &priority;
    const char* extensions[] = {VK_KHR_EXTERNAL_MEMORY_FD_EXTENSION_NAME, VK_KHR_EXTERNAL_SEMAPHORE_FD_EXTENSION_NAME};
    VkPhysicalDeviceVulkan12Features features12{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES};
    features12.timelineSemaphore = VK_TRUE;
    VkDeviceCreateInfo device_info{VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO, &features12};
    device_info.queueCreateInfoCount = 1;
    device_info.pQueueCreateInfos = &queue_info;
    device_info.enabledExtensionCount = 2;
    device_info.ppEnabledExtensionNames = extensions;
    if (!vk_ok(vkCreateDevice(vk.physical, &device_info, nullptr, &vk.device), "vkCreateDevice")) return 1;
    vkGetDeviceQueue(vk.device, vk.family, 0, &vk.queue);
    return 0;
}

uint32_t device_local_type(const Vulkan& vk, uint32_t allowed) {
    VkPhysicalDeviceMemoryProperties memory{};
    vkGetPhysicalDeviceMemoryProperties(vk.physical, &memory);
    for (uint32_t i = 0; i < memory.memoryTypeCount; ++i)
        if ((allowed & (1u << i)) && (memory.memoryTypes[i].propertyFlags & VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT)) return i;
    return 0;
}

// The shared buffer in exportable memory (a dedicated allocation) and the exportable timeline semaphore.
bool make_shared_objects(Vulkan& vk) {
    VkExternalMemoryBufferCreateInfo external{VK_STRUCTURE_TYPE_EXTERNAL_MEMORY_BUFFER_CREATE_INFO};
    external.handleTypes = VK_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD_BIT;
    VkBufferCreateInfo buffer_info{VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO, &external};
    buffer_info.size = k_bytes;
    buffer_info.usage = VK_BUFFER_USAGE_TRANSFER_DST_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_STORAGE_BUFFER_BIT;
    if (!vk_ok(vkCreateBuffer(vk.device, &buffer_info, nullptr, &vk.buffer), "vkCreateBuffer")) return false;
    VkMemoryRequirements needs{};
    vkGetBufferMemoryRequirements(vk.device, vk.buffer, &needs);
    VkMemoryDedicatedAllocateInfo dedicated{VK_STRUCTURE_TYPE_MEMORY_DEDICATED_ALLOCATE_INFO};
    dedicated.buffer = vk.buffer;
    VkExportMemoryAllocateInfo export_memory{VK_STRUCTURE_TYPE_EXPORT_MEMORY_ALLOCATE_INFO, &dedicated};
    export_memory.handleTypes = VK_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD_BIT;
    VkMemoryAllocateInfo alloc{VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO, &export_memory};
    alloc.allocationSize = needs.size;
    alloc.memoryTypeIndex = device_local_type(vk, needs.memoryTypeBits);
    if (!vk_ok(vkAllocateMemory(vk.device, &alloc, nullptr, &vk.memory), "vkAllocateMemory") ||
        !vk_ok(vkBindBufferMemory(vk.device, vk.buffer, vk.memory, 0), "vkBindBufferMemory"))
        return false;
    VkExportSemaphoreCreateInfo export_semaphore{VK_STRUCTURE_TYPE_EXPORT_SEMAPHORE_CREATE_INFO};
    export_semaphore.handleTypes = VK_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_FD_BIT;
    VkSemaphoreTypeCreateInfo type{VK_STRUCTURE_TYPE_SEMAPHORE_TYPE_CREATE_INFO, &export_semaphore, VK_SEMAPHORE_TYPE_TIMELINE, 0};
    VkSemaphoreCreateInfo semaphore_info{VK_STRUCTURE_TYPE_SEMAPHORE_CREATE_INFO, &type};
    return vk_ok(vkCreateSemaphore(vk.device, &semaphore_info, nullptr, &vk.timeline), "vkCreateSemaphore");
}

// Two command buffers: one fills the buffer with k_value, the other clears it.
bool record_commands(Vulkan& vk) {
    VkCommandPoolCreateInfo pool_info{VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO};
    pool_info.queueFamilyIndex = vk.family;
    if (!vk_ok(vkCreateCommandPool(vk.device, &pool_info, nullptr, &vk.pool), "vkCreateCommandPool")) return false;
    VkCommandBufferAllocateInfo cb_info{VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO};
    cb_info.commandPool = vk.pool;
    cb_info.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    cb_info.commandBufferCount = 2;
    VkCommandBuffer cbs[2] = {};
    if (!vk_ok(vkAllocateCommandBuffers(vk.device, &cb_info, cbs), "vkAllocateCommandBuffers")) return false;
    vk.fill = cbs[0];
    vk.clear = cbs[1];
    const VkCommandBufferBeginInfo begin{VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
    for (VkCommandBuffer cb : cbs) {
        if (!vk_ok(vkBeginCommandBuffer(cb, &begin), "vkBeginCommandBuffer")) return false;
        vkCmdFillBuffer(cb, vk.buffer, 0, VK_WHOLE_SIZE, cb == vk.fill ? k_value : 0);
        if (!vk_ok(vkEndCommandBuffer(cb), "vkEndCommandBuffer")) return false;
    }
    return true;
}

// A submit of `cb` that waits for the timeline at `wait` (none at 0) and signals it at `signal`.
bool submit(const Vulkan& vk, VkCommandBuffer cb, uint64_t wait, uint64_t signal) {
    VkTimelineSemaphoreSubmitInfo values{VK_STRUCTURE_TYPE_TIMELINE_SEMAPHORE_SUBMIT_INFO};
    values.waitSemaphoreValueCount = wait ? 1 : 0;
    values.pWaitSemaphoreValues = &wait;
    values.signalSemaphoreValueCount = 1;
    values.pSignalSemaphoreValues = &signal;
    const VkPipelineStageFlags stage = VK_PIPELINE_STAGE_TRANSFER_BIT;
    VkSubmitInfo info{VK_STRUCTURE_TYPE_SUBMIT_INFO, &values};
    info.waitSemaphoreCount = wait ? 1 : 0;
    info.pWaitSemaphores = &vk.timeline;
    info.pWaitDstStageMask = &stage;
    info.commandBufferCount = 1;
    info.pCommandBuffers = &cb;
    info.signalSemaphoreCount = 1;
    info.pSignalSemaphores = &vk.timeline;
    return vk_ok(vkQueueSubmit(vk.queue, 1, &info, VK_NULL_HANDLE), "vkQueueSubmit");
}

struct Cuda {
    cudaExternalMemory_t memory = nullptr;
    cudaExternalSemaphore_t timeline = nullptr;
    unsigned* data = nullptr;
    unsigned long long* total = nullptr;
    cudaStream_t stream = nullptr;
};

// The buffer's memory and the timeline, exported as fds and imported (CUDA owns the fds from here).
bool import_shared(const Vulkan& vk, Cuda& cu) {
    auto get_memory_fd = reinterpret_cast<PFN_vkGetMemoryFdKHR>(vkGetDeviceProcAddr(vk.device, "vkGetMemoryFdKHR"));
    auto get_semaphore_fd = reinterpret_cast<PFN_vkGetSemaphoreFdKHR>(vkGetDeviceProcAddr(vk.device, "vkGetSemaphoreFdKHR"));
    VkMemoryGetFdInfoKHR memory_info{VK_STRUCTURE_TYPE_MEMORY_GET_FD_INFO_KHR, nullptr, vk.memory,
                                     VK_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD_BIT};
    VkSemaphoreGetFdInfoKHR semaphore_info{VK_STRUCTURE_TYPE_SEMAPHORE_GET_FD_INFO_KHR, nullptr, vk.timeline,
                                           VK_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_FD_BIT};
    int memory_fd = -1, semaphore_fd = -1;
    if (!get_memory_fd || !get_semaphore_fd || !vk_ok(get_memory_fd(vk.device, &memory_info, &memory_fd), "vkGetMemoryFdKHR") ||
        !vk_ok(get_semaphore_fd(vk.device, &semaphore_info, &semaphore_fd), "vkGetSemaphoreFdKHR"))
        return false;
    VkMemoryRequirements needs{};
    vkGetBufferMemoryRequirements(vk.device, vk.buffer, &needs);
    cudaExternalMemoryHandleDesc memory_desc{};
    memory_desc.type = cudaExternalMemoryHandleTypeOpaqueFd;
    memory_desc.handle.fd = memory_fd;
    memory_desc.size = needs.size;
    memory_desc.flags = cudaExternalMemoryDedicated;
    cudaExternalMemoryBufferDesc mapping{};
    mapping.size = k_bytes;
    cudaExternalSemaphoreHandleDesc semaphore_desc{};
    semaphore_desc.type = cudaExternalSemaphoreHandleTypeTimelineSemaphoreFd;
    semaphore_desc.handle.fd = semaphore_fd;
    void* data = nullptr;
    const bool imported = cuda_ok(cudaImportExternalMemory(&cu.memory, &memory_desc), "cudaImportExternalMemory") &&
                          cuda_ok(cudaExternalMemoryGetMappedBuffer(&data, cu.memory, &mapping), "cudaExternalMemoryGetMappedBuffer") &&
                          cuda_ok(cudaImportExternalSemaphore(&cu.timeline, &semaphore_desc), "cudaImportExternalSemaphore");
    cu.data = static_cast<unsigned*>(data);
    return imported;
}

// Fill (signals 1) -> the stream waits for 1 unless broken, sums, signals 2 -> clear (waits for 2, signals 3).
bool run_protocol(const Vulkan& vk, Cuda& cu, bool broken) {
    if (!cuda_ok(cudaStreamCreateWithFlags(&cu.stream, cudaStreamNonBlocking), "cudaStreamCreateWithFlags") ||
        !cuda_ok(cudaMalloc(&cu.total, sizeof *cu.total), "cudaMalloc") ||
        !cuda_ok(cudaMemsetAsync(cu.total, 0, sizeof *cu.total, cu.stream), "cudaMemsetAsync") || !submit(vk, vk.fill, 0, 1))
        return false;
    cudaExternalSemaphoreWaitParams wait{};
    wait.params.fence.value = 1;
    if (!broken && !cuda_ok(cudaWaitExternalSemaphoresAsync(&cu.timeline, &wait, 1, cu.stream), "cudaWaitExternalSemaphoresAsync"))
        return false;
    sum<<<64, 256, 0, cu.stream>>>(cu.data + k_skipped, k_words - k_skipped, cu.total);
    cudaExternalSemaphoreSignalParams signal{};
    signal.params.fence.value = 2;
    if (!cuda_ok(cudaGetLastError(), "sum<<<>>>") ||
        !cuda_ok(cudaSignalExternalSemaphoresAsync(&cu.timeline, &signal, 1, cu.stream), "cudaSignalExternalSemaphoresAsync") ||
        !submit(vk, vk.clear, 2, 3))
        return false;
    unsigned long long total = 0;
    if (!cuda_ok(cudaMemcpyAsync(&total, cu.total, sizeof total, cudaMemcpyDeviceToHost, cu.stream), "cudaMemcpyAsync") ||
        !cuda_ok(cudaStreamSynchronize(cu.stream), "cudaStreamSynchronize") || !vk_ok(vkQueueWaitIdle(vk.queue), "vkQueueWaitIdle"))
        return false;
    const unsigned long long expected = 1ull * k_value * (k_words - k_skipped);
    std::printf("shared_timeline: sum %llu, expected %llu%s\n", total, expected, broken ? " (the stream did not wait for the fill)" : "");
    return true;
}

void release(Vulkan& vk, Cuda& cu) {
    if (cu.stream) cudaStreamSynchronize(cu.stream);
    if (cu.timeline) cudaDestroyExternalSemaphore(cu.timeline);
    if (cu.data) cudaFree(cu.data);
    if (cu.memory) cudaDestroyExternalMemory(cu.memory);
    if (cu.total) cudaFree(cu.total);
    if (cu.stream) cudaStreamDestroy(cu.stream);
    if (vk.device) {
        vkDeviceWaitIdle(vk.device);
        vkDestroyCommandPool(vk.device, vk.pool, nullptr);
        vkDestroySemaphore(vk.device, vk.timeline, nullptr);
        vkDestroyBuffer(vk.device, vk.buffer, nullptr);
        vkFreeMemory(vk.device, vk.memory, nullptr);
        vkDestroyDevice(vk.device, nullptr);
    }
    if (vk.instance) vkDestroyInstance(vk.instance, nullptr);
}

}  // namespace

int main(int argc, char** argv) {
    const bool broken = argc > 1 && std::strcmp(argv[1], "--broken") == 0;
    int devices = 0;
    cudaDeviceProp properties{};
    if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0 || cudaGetDeviceProperties(&properties, 0) != cudaSuccess) {
        std::fprintf(stderr, "shared_timeline: no CUDA device\n");
        return 3;
    }
    Vulkan vk;
    Cuda cu;
    int code = open_vulkan(vk, properties.uuid);
    if (code == 0) code = make_shared_objects(vk) && record_commands(vk) && import_shared(vk, cu) && run_protocol(vk, cu, broken) ? 0 : 1;
    release(vk, cu);
    return code;
}
