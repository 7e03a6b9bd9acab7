// The capture benchmark's program (scripts/bench_capture.sh): a loop of submissions, each a fill of a device buffer
// signalling a fence that the host waits for and resets, as a frame loop does. --touch: the host also writes a word
// of a mapped buffer before each submit and reads it after each wait (the mapping stays mapped). Prints the time a
// submission took (wall and CPU time), the mean over the loop, and its own peak RSS. Exit 0 when it ran, 1 when Vulkan failed, 77 when
// there is no Vulkan device. Its CPU time (all its threads: the driver's too) is the figure a loaded machine moves
// least. --staged: before the loop the host writes the mapped buffer and a submit copies it to the device buffer
// (a fence of its own, waited for); after the loop a submit copies the device buffer back (that fence again) and the
// host reads the mapping after waiting for it, or, with --staged-no-wait, before: a program with a setup and a
// teardown, correct or racing in its teardown.
#include <vulkan/vulkan.h>

#include <sys/resource.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

struct Loop {
    VkInstance instance = VK_NULL_HANDLE;
    VkPhysicalDevice physical = VK_NULL_HANDLE;
    VkDevice device = VK_NULL_HANDLE;
    VkQueue queue = VK_NULL_HANDLE;
    uint32_t family = 0;
    VkBuffer target = VK_NULL_HANDLE, mapped = VK_NULL_HANDLE;
    VkDeviceMemory target_memory = VK_NULL_HANDLE, mapped_memory = VK_NULL_HANDLE;
    volatile uint32_t* words = nullptr;
    VkCommandPool pool = VK_NULL_HANDLE;
    VkCommandBuffer cb = VK_NULL_HANDLE, upload = VK_NULL_HANDLE, readback = VK_NULL_HANDLE;
    VkFence fence = VK_NULL_HANDLE, once = VK_NULL_HANDLE;
};

bool ok(VkResult result, const char* call) {
    if (result != VK_SUCCESS) std::fprintf(stderr, "submit_loop: %s failed: %d\n", call, static_cast<int>(result));
    return result == VK_SUCCESS;
}

// 0: ready; 77: no device; 1: a failure.
int open_device(Loop& vk) {
    VkApplicationInfo app{VK_STRUCTURE_TYPE_APPLICATION_INFO};
    app.pApplicationName = "submit_loop";
    app.apiVersion = VK_API_VERSION_1_1;
    VkInstanceCreateInfo instance_info{VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO};
    instance_info.pApplicationInfo = &app;
    if (vkCreateInstance(&instance_info, nullptr, &vk.instance) != VK_SUCCESS) return 77;
    uint32_t count = 1;
    const VkResult listed = vkEnumeratePhysicalDevices(vk.instance, &count, &vk.physical);
    if ((listed != VK_SUCCESS && listed != VK_INCOMPLETE) || count == 0) return 77;
    std::vector<VkQueueFamilyProperties> families(8);
    uint32_t family_count = static_cast<uint32_t>(families.size());
    vkGetPhysicalDeviceQueueFamilyProperties(vk.physical, &family_count, families.data());
    while (vk.family < family_count && !(families[vk.family].queueFlags & VK_QUEUE_COMPUTE_BIT)) ++vk.family;
    if (vk.family == family_count) return 77;
    const float priority = 1.0f;
    VkDeviceQueueCreateInfo queue_info{VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO};
    queue_info.queueFamilyIndex = vk.family;
    queue_info.queueCount = 1;
    queue_info.pQueuePriorities = &priority;
    VkDeviceCreateInfo device_info{VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO};
    device_info.queueCreateInfoCount = 1;
    device_info.pQueueCreateInfos = &queue_info;
    if (!ok(vkCreateDevice(vk.physical, &device_info, nullptr, &vk.device), "vkCreateDevice")) return 1;
    vkGetDeviceQueue(vk.device, vk.family, 0, &vk.queue);
    return 0;
}

bool make_buffer(Loop& vk, VkMemoryPropertyFlags wanted, VkBuffer& buffer, VkDeviceMemory& memory) {
    VkBufferCreateInfo info{VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO};
    info.size = 4096;
    info.usage = VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT;
    if (!ok(vkCreateBuffer(vk.device, &info, nullptr, &buffer), "vkCreateBuffer")) return false;
    VkMemoryRequirements needs;
    vkGetBufferMemoryRequirements(vk.device, buffer, &needs);
    VkPhysicalDeviceMemoryProperties properties;
    vkGetPhysicalDeviceMemoryProperties(vk.physical, &properties);
    uint32_t type = 0;
    while (type < properties.memoryTypeCount &&
           (!(needs.memoryTypeBits & (1u << type)) || (properties.memoryTypes[type].propertyFlags & wanted) != wanted))
        ++type;
    if (type == properties.memoryTypeCount) return ok(VK_ERROR_FEATURE_NOT_PRESENT, "finding a memory type");
    VkMemoryAllocateInfo allocate{VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO};
    allocate.allocationSize = needs.size;
    allocate.memoryTypeIndex = type;
    return ok(vkAllocateMemory(vk.device, &allocate, nullptr, &memory), "vkAllocateMemory") &&
           ok(vkBindBufferMemory(vk.device, buffer, memory, 0), "vkBindBufferMemory");
}

// The buffers, the mapping, the command buffer (a fill, recorded once and submitted every iteration) and the fence.
bool prepare(Loop& vk) {
    void* mapping = nullptr;
    if (!make_buffer(vk, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, vk.target, vk.target_memory) ||
        !make_buffer(vk, VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT, vk.mapped, vk.mapped_memory) ||
        !ok(vkMapMemory(vk.device, vk.mapped_memory, 0, VK_WHOLE_SIZE, 0, &mapping), "vkMapMemory"))
        return false;
    vk.words = static_cast<volatile uint32_t*>(mapping);
    VkCommandPoolCreateInfo pool_info{VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO};
    pool_info.queueFamilyIndex = vk.family;
    if (!ok(vkCreateCommandPool(vk.device, &pool_info, nullptr, &vk.pool), "vkCreateCommandPool")) return false;
    VkCommandBufferAllocateInfo cb_info{VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO};
    cb_info.commandPool = vk.pool;
    cb_info.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    cb_info.commandBufferCount = 3;
    VkCommandBuffer cbs[3];
    VkCommandBufferBeginInfo begin{VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
    if (!ok(vkAllocateCommandBuffers(vk.device, &cb_info, cbs), "vkAllocateCommandBuffers")) return false;
    vk.cb = cbs[0];
    vk.upload = cbs[1];
    vk.readback = cbs[2];
    const VkBufferCopy whole{0, 0, 4096};
    for (VkCommandBuffer cb : cbs) {
        if (!ok(vkBeginCommandBuffer(cb, &begin), "vkBeginCommandBuffer")) return false;
        if (cb == vk.cb) vkCmdFillBuffer(cb, vk.target, 0, VK_WHOLE_SIZE, 7);
        if (cb == vk.upload) vkCmdCopyBuffer(cb, vk.mapped, vk.target, 1, &whole);
        if (cb == vk.readback) vkCmdCopyBuffer(cb, vk.target, vk.mapped, 1, &whole);
        if (!ok(vkEndCommandBuffer(cb), "vkEndCommandBuffer")) return false;
    }
    VkFenceCreateInfo fence_info{VK_STRUCTURE_TYPE_FENCE_CREATE_INFO};
    return ok(vkCreateFence(vk.device, &fence_info, nullptr, &vk.fence), "vkCreateFence") &&
           ok(vkCreateFence(vk.device, &fence_info, nullptr, &vk.once), "vkCreateFence");
}

// One submission of `cb` signalling the fence `once`; waited for (and the fence reset) unless `wait` is false.
bool submit_once(Loop& vk, VkCommandBuffer cb, bool wait) {
    VkSubmitInfo submit{VK_STRUCTURE_TYPE_SUBMIT_INFO};
    submit.commandBufferCount = 1;
    submit.pCommandBuffers = &cb;
    if (!ok(vkQueueSubmit(vk.queue, 1, &submit, vk.once), "vkQueueSubmit")) return false;
    return !wait || (ok(vkWaitForFences(vk.device, 1, &vk.once, VK_TRUE, UINT64_MAX), "vkWaitForFences") &&
                     ok(vkResetFences(vk.device, 1, &vk.once), "vkResetFences"));
}

// --staged: the upload before the loop.
bool stage_in(Loop& vk) {
    for (uint32_t i = 0; i < 1024; ++i) vk.words[i] = i;
    return submit_once(vk, vk.upload, true);
}

// --staged: the readback after the loop, and the host's read of it (the loop's fill: 7 in every word), after waiting
// for it or not.
bool stage_out(Loop& vk, bool wait) {
    if (!submit_once(vk, vk.readback, wait)) return false;
    const uint32_t first = vk.words[0];
    if (wait && first != 7) {
        std::fprintf(stderr, "submit_loop: the readback gave %u, not the loop's 7\n", first);
        return false;
    }
    return true;
}

bool iterate(Loop& vk, uint64_t i, bool touch) {
    if (touch) vk.words[i % 1024] = static_cast<uint32_t>(i);
    VkSubmitInfo submit{VK_STRUCTURE_TYPE_SUBMIT_INFO};
    submit.commandBufferCount = 1;
    submit.pCommandBuffers = &vk.cb;
    if (!ok(vkQueueSubmit(vk.queue, 1, &submit, vk.fence), "vkQueueSubmit") ||
        !ok(vkWaitForFences(vk.device, 1, &vk.fence, VK_TRUE, UINT64_MAX), "vkWaitForFences") ||
        !ok(vkResetFences(vk.device, 1, &vk.fence), "vkResetFences"))
        return false;
    if (touch && vk.words[i % 1024] != static_cast<uint32_t>(i)) {
        std::fprintf(stderr, "submit_loop: the mapping lost the host's write of iteration %llu\n", static_cast<unsigned long long>(i));
        return false;
    }
    return true;
}

void close_device(Loop& vk) {
    vkDeviceWaitIdle(vk.device);
    vkDestroyFence(vk.device, vk.fence, nullptr);
    vkDestroyFence(vk.device, vk.once, nullptr);
    vkDestroyCommandPool(vk.device, vk.pool, nullptr);
    vkUnmapMemory(vk.device, vk.mapped_memory);
    for (auto [buffer, memory] : {std::pair{vk.target, vk.target_memory}, std::pair{vk.mapped, vk.mapped_memory}}) {
        vkDestroyBuffer(vk.device, buffer, nullptr);
        vkFreeMemory(vk.device, memory, nullptr);
    }
    vkDestroyDevice(vk.device, nullptr);
    vkDestroyInstance(vk.instance, nullptr);
}

// The process's CPU time so far, user and system, in microseconds.
double cpu_us() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return 1e6 * static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
           static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec);
}

}  // namespace

int main(int argc, char** argv) {
    uint64_t submits = 1000;
    bool touch = false, staged = false, wait_readback = true;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--submits" && i + 1 < argc) {
            submits = std::strtoull(argv[++i], nullptr, 10);
        } else if (arg == "--touch") {
            touch = true;
        } else if (arg == "--staged" || arg == "--staged-no-wait") {
            staged = true;
            wait_readback = arg == "--staged";
        } else {
            std::fprintf(stderr, "submit_loop: unknown argument %s (known: --submits N, --touch, --staged, --staged-no-wait)\n", argv[i]);
            return 2;
        }
    }
    Loop vk;
    const int opened = open_device(vk);
    if (opened == 77) std::fprintf(stderr, "submit_loop: no Vulkan device\n");
    if (opened != 0) return opened;
    if (!prepare(vk)) return 1;
    VkPhysicalDeviceProperties properties{};
    vkGetPhysicalDeviceProperties(vk.physical, &properties);
    const double cpu_before = cpu_us();
    const auto start = std::chrono::steady_clock::now();
    if (staged && !stage_in(vk)) return 1;
    for (uint64_t i = 0; i < submits; ++i)
        if (!iterate(vk, i, touch)) return 1;
    if (staged && !stage_out(vk, wait_readback)) return 1;
    const std::chrono::duration<double, std::micro> took = std::chrono::steady_clock::now() - start;
    const double cpu = cpu_us() - cpu_before;
    close_device(vk);
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    const double n = static_cast<double>(submits);
    std::printf("submit_loop: %llu submits%s on %s, %.2f us a submit, %.2f us CPU a submit, peak RSS %ld KiB\n",
                static_cast<unsigned long long>(submits), touch ? " touching the mapping" : "", properties.deviceName, took.count() / n,
                cpu / n, usage.ru_maxrss);
    return 0;
}
