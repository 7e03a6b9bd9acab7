// A small Vulkan program for the capture tests, written as an application would: it uploads data through a mapped
// staging buffer, copies it to a device buffer and on to a readback buffer, waits for the fence and reads the
// result through a mapping. --no-barrier leaves out the barrier between the two copies, --no-fence-wait the wait
// before the read: each a synchronization bug that `syncstress capture` must find. Exit 0 when it ran (whatever
// the data read back, which a bug may change), 1 when Vulkan failed, 77 when there is no Vulkan device;
// --exit-code N: N once it ran (the capture tests' program that fails after using Vulkan); --sync2: the barrier and
// the submit through synchronization2 (Vulkan 1.3's vkCmdPipelineBarrier2 and vkQueueSubmit2); --event: the barrier
// as an event (vkCmdSetEvent after the first copy, vkCmdWaitEvents before the second; with --sync2 their
// synchronization2 forms), --event-early: the event set before the first copy, which it then does not order;
// --poll: the submit also signals a timeline semaphore to 1, and instead of waiting for the fence the program polls
// vkGetSemaphoreCounterValue until it reads 1. --child-exec: once it ran, it runs itself again as a child process
// (fork and exec) with --no-fence-wait and waits for it; --child-fork: the same child without the exec, its own
// Vulkan instance made after the fork.
#include <vulkan/vulkan.h>

#include <cstdint>
#include <cstdlib>
#include <cstdio>
#include <cstring>
#include <string>

#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace {

constexpr VkDeviceSize k_bytes = 4096;
constexpr uint32_t k_words = k_bytes / 4;

struct Options {
    bool barrier = true, fence_wait = true, sync2 = false, event = false, event_early = false, poll = false;
    bool child_exec = false, child_fork = false;
    int exit_code = 0;
};

bool ok(VkResult result, const char* call) {
    if (result != VK_SUCCESS) std::fprintf(stderr, "staging_probe: %s failed: %d\n", call, static_cast<int>(result));
    return result == VK_SUCCESS;
}

struct Context {
    VkInstance instance = VK_NULL_HANDLE;
    VkPhysicalDevice physical = VK_NULL_HANDLE;
    VkDevice device = VK_NULL_HANDLE;
    VkQueue queue = VK_NULL_HANDLE;
    uint32_t family = 0;
};

struct Buffer {
    VkBuffer buffer = VK_NULL_HANDLE;
    VkDeviceMemory memory = VK_NULL_HANDLE;
};

int find_family(VkPhysicalDevice physical) {
    uint32_t count = 0;
    vkGetPhysicalDeviceQueueFamilyProperties(physical, &count, nullptr);
    std::vector<VkQueueFamilyProperties> families(count);
    vkGetPhysicalDeviceQueueFamilyProperties(physical, &count, families.data());
    for (uint32_t i = 0; i < count; ++i)
        if (families[i].queueFlags & (VK_QUEUE_COMPUTE_BIT | VK_QUEUE_GRAPHICS_BIT)) return static_cast<int>(i);
    return -1;
}

// 0: ready; 77: no device; 1: a failure.
int open_context(Context& vk, const Options& options) {
    VkApplicationInfo app{VK_STRUCTURE_TYPE_APPLICATION_INFO};
    app.pApplicationName = "staging_probe";
    app.apiVersion = options.sync2 ? VK_API_VERSION_1_3 : options.poll ? VK_API_VERSION_1_2 : VK_API_VERSION_1_1;
    VkInstanceCreateInfo instance_info{VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO};
    instance_info.pApplicationInfo = &app;
    if (vkCreateInstance(&instance_info, nullptr, &vk.instance) != VK_SUCCESS) return 77;
    uint32_t count = 1;
    VkResult listed = vkEnumeratePhysicalDevices(vk.instance, &count, &vk.physical);
    if ((listed != VK_SUCCESS && listed != VK_INCOMPLETE) || count == 0) return 77;
    const int family = find_family(vk.physical);
    if (family < 0) return 77;
    vk.family = static_cast<uint32_t>(family);
    const float priority = 1.0f;
    VkDeviceQueueCreateInfo queue_info{VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO};
    queue_info.queueFamilyIndex = vk.family;
    queue_info.queueCount = 1;
    queue_info.pQueuePriorities = &priority;
    VkPhysicalDeviceVulkan13Features features13{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES};
    features13.synchronization2 = VK_TRUE;
    VkPhysicalDeviceVulkan12Features features12{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES};
    features12.timelineSemaphore = VK_TRUE;
    features12.pNext = options.sync2 ? &features13 : nullptr;
    VkDeviceCreateInfo device_info{VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO};
    device_info.pNext = options.poll ? static_cast<void*>(&features12) : options.sync2 ? static_cast<void*>(&features13) : nullptr;
    device_info.queueCreateInfoCount = 1;
    device_info.pQueueCreateInfos = &queue_info;
    if (!ok(vkCreateDevice(vk.physical, &device_info, nullptr, &vk.device), "vkCreateDevice")) return 1;
    vkGetDeviceQueue(vk.device, vk.family, 0, &vk.queue);
    return 0;
}

int memory_type(VkPhysicalDevice physical, uint32_t allowed, VkMemoryPropertyFlags wanted) {
    VkPhysicalDeviceMemoryProperties properties;
    vkGetPhysicalDeviceMemoryProperties(physical, &properties);
    for (uint32_t i = 0; i < properties.memoryTypeCount; ++i)
        if ((allowed & (1u << i)) && (properties.memoryTypes[i].propertyFlags & wanted) == wanted) return static_cast<int>(i);
    return -1;
}

bool make_buffer(const Context& vk, VkBufferUsageFlags usage, VkMemoryPropertyFlags wanted, Buffer& out) {
    VkBufferCreateInfo info{VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO};
    info.size = k_bytes;
    info.usage = usage;
    if (!ok(vkCreateBuffer(vk.device, &info, nullptr, &out.buffer), "vkCreateBuffer")) return false;
    VkMemoryRequirements needs;
    vkGetBufferMemoryRequirements(vk.device, out.buffer, &needs);
    const int type = memory_type(vk.physical, needs.memoryTypeBits, wanted);
    if (type < 0) return ok(VK_ERROR_FEATURE_NOT_PRESENT, "finding a memory type");
    VkMemoryAllocateInfo allocate{VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO};
    allocate.allocationSize = needs.size;
    allocate.memoryTypeIndex = static_cast<uint32_t>(type);
    return ok(vkAllocateMemory(vk.device, &allocate, nullptr, &out.memory), "vkAllocateMemory") &&
           ok(vkBindBufferMemory(vk.device, out.buffer, out.memory, 0), "vkBindBufferMemory");
}

// The dependency between the two copies: a pipeline barrier, or the wait for an event `event` (set elsewhere).
void record_dependency(VkCommandBuffer cb, const Buffer& device, const Options& options, VkEvent event) {
    VkBufferMemoryBarrier2 barrier2{VK_STRUCTURE_TYPE_BUFFER_MEMORY_BARRIER_2};
    barrier2.srcStageMask = barrier2.dstStageMask = VK_PIPELINE_STAGE_2_COPY_BIT;
    barrier2.srcAccessMask = VK_ACCESS_2_TRANSFER_WRITE_BIT;
    barrier2.dstAccessMask = VK_ACCESS_2_TRANSFER_READ_BIT;
    barrier2.srcQueueFamilyIndex = barrier2.dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
    barrier2.buffer = device.buffer;
    barrier2.size = VK_WHOLE_SIZE;
    VkDependencyInfo dependency{VK_STRUCTURE_TYPE_DEPENDENCY_INFO};
    dependency.bufferMemoryBarrierCount = 1;
    dependency.pBufferMemoryBarriers = &barrier2;
    VkBufferMemoryBarrier barrier{VK_STRUCTURE_TYPE_BUFFER_MEMORY_BARRIER};
    barrier.srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT;
    barrier.dstAccessMask = VK_ACCESS_TRANSFER_READ_BIT;
    barrier.srcQueueFamilyIndex = barrier.dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
    barrier.buffer = device.buffer;
    barrier.size = VK_WHOLE_SIZE;
    constexpr VkPipelineStageFlags transfer = VK_PIPELINE_STAGE_TRANSFER_BIT;
    if (event && options.sync2)
        vkCmdWaitEvents2(cb, 1, &event, &dependency);
    else if (event)
        vkCmdWaitEvents(cb, 1, &event, transfer, transfer, 0, nullptr, 1, &barrier, 0, nullptr);
    else if (options.sync2)
        vkCmdPipelineBarrier2(cb, &dependency);
    else
        vkCmdPipelineBarrier(cb, transfer, transfer, 0, 0, nullptr, 1, &barrier, 0, nullptr);
}

void set_event(VkCommandBuffer cb, VkEvent event, const Options& options) {
    VkMemoryBarrier2 barrier{VK_STRUCTURE_TYPE_MEMORY_BARRIER_2};
    barrier.srcStageMask = VK_PIPELINE_STAGE_2_COPY_BIT;
    barrier.srcAccessMask = VK_ACCESS_2_TRANSFER_WRITE_BIT;
    VkDependencyInfo dependency{VK_STRUCTURE_TYPE_DEPENDENCY_INFO};
    dependency.memoryBarrierCount = 1;
    dependency.pMemoryBarriers = &barrier;
    if (options.sync2)
        vkCmdSetEvent2(cb, event, &dependency);
    else
        vkCmdSetEvent(cb, event, VK_PIPELINE_STAGE_TRANSFER_BIT);
}

void record_copies(VkCommandBuffer cb, const Buffer& staging, const Buffer& device, const Buffer& readback, const Options& options,
                   VkEvent event) {
    const VkBufferCopy whole{0, 0, k_bytes};
    if (event && options.event_early) set_event(cb, event, options);
    vkCmdCopyBuffer(cb, staging.buffer, device.buffer, 1, &whole);
    if (event && !options.event_early) set_event(cb, event, options);
    if (options.barrier) record_dependency(cb, device, options, event);
    vkCmdCopyBuffer(cb, device.buffer, readback.buffer, 1, &whole);
}

bool write_words(const Context& vk, const Buffer& buffer) {
    void* mapped = nullptr;
    if (!ok(vkMapMemory(vk.device, buffer.memory, 0, k_bytes, 0, &mapped), "vkMapMemory")) return false;
    auto* words = static_cast<uint32_t*>(mapped);
    for (uint32_t i = 0; i < k_words; ++i) words[i] = i * 3 + 1;
    vkUnmapMemory(vk.device, buffer.memory);
    return true;
}

bool read_words(const Context& vk, const Buffer& buffer) {
    void* mapped = nullptr;
    if (!ok(vkMapMemory(vk.device, buffer.memory, 0, k_bytes, 0, &mapped), "vkMapMemory")) return false;
    std::vector<uint32_t> words(k_words);
    std::memcpy(words.data(), mapped, k_bytes);
    vkUnmapMemory(vk.device, buffer.memory);
    uint32_t wrong = 0;
    for (uint32_t i = 0; i < k_words; ++i) wrong += words[i] != i * 3 + 1;
    std::printf("staging_probe: read back %u words, %u wrong\n", k_words, wrong);
    return true;
}

// The submit of `cb` signals `fence`, and `timeline` to 1 where there is one.
bool submit(const Context& vk, VkCommandBuffer cb, VkFence fence, VkSemaphore timeline, const Options& options) {
    const uint64_t one = 1;
    if (options.sync2) {
        VkCommandBufferSubmitInfo cb_info{VK_STRUCTURE_TYPE_COMMAND_BUFFER_SUBMIT_INFO};
        cb_info.commandBuffer = cb;
        VkSemaphoreSubmitInfo signal{VK_STRUCTURE_TYPE_SEMAPHORE_SUBMIT_INFO};
        signal.semaphore = timeline;
        signal.value = one;
        signal.stageMask = VK_PIPELINE_STAGE_2_ALL_COMMANDS_BIT;
        VkSubmitInfo2 submit{VK_STRUCTURE_TYPE_SUBMIT_INFO_2};
        submit.commandBufferInfoCount = 1;
        submit.pCommandBufferInfos = &cb_info;
        submit.signalSemaphoreInfoCount = timeline ? 1 : 0;
        submit.pSignalSemaphoreInfos = &signal;
        return ok(vkQueueSubmit2(vk.queue, 1, &submit, fence), "vkQueueSubmit2");
    }
    VkTimelineSemaphoreSubmitInfo values{VK_STRUCTURE_TYPE_TIMELINE_SEMAPHORE_SUBMIT_INFO};
    values.signalSemaphoreValueCount = 1;
    values.pSignalSemaphoreValues = &one;
    VkSubmitInfo submit{VK_STRUCTURE_TYPE_SUBMIT_INFO};
    submit.pNext = timeline ? &values : nullptr;
    submit.commandBufferCount = 1;
    submit.pCommandBuffers = &cb;
    submit.signalSemaphoreCount = timeline ? 1 : 0;
    submit.pSignalSemaphores = &timeline;
    return ok(vkQueueSubmit(vk.queue, 1, &submit, fence), "vkQueueSubmit");
}

// The program's wait for its submit: the fence, or polling the timeline semaphore until it reads 1.
bool wait_for_submit(const Context& vk, VkFence fence, VkSemaphore timeline, const Options& options) {
    if (timeline) {
        uint64_t value = 0;
        while (value < 1)
            if (!ok(vkGetSemaphoreCounterValue(vk.device, timeline, &value), "vkGetSemaphoreCounterValue")) return false;
        return true;
    }
    return !options.fence_wait || ok(vkWaitForFences(vk.device, 1, &fence, VK_TRUE, UINT64_MAX), "vkWaitForFences");
}

// The synchronization objects the options ask for: the submit's fence always, an event and a timeline semaphore.
struct SyncObjects {
    VkFence fence = VK_NULL_HANDLE;
    VkEvent event = VK_NULL_HANDLE;
    VkSemaphore timeline = VK_NULL_HANDLE;
};

bool make_sync(const Context& vk, const Options& options, SyncObjects& out) {
    VkFenceCreateInfo fence_info{VK_STRUCTURE_TYPE_FENCE_CREATE_INFO};
    if (!ok(vkCreateFence(vk.device, &fence_info, nullptr, &out.fence), "vkCreateFence")) return false;
    VkEventCreateInfo event_info{VK_STRUCTURE_TYPE_EVENT_CREATE_INFO};
    if (options.event && !ok(vkCreateEvent(vk.device, &event_info, nullptr, &out.event), "vkCreateEvent")) return false;
    VkSemaphoreTypeCreateInfo type{VK_STRUCTURE_TYPE_SEMAPHORE_TYPE_CREATE_INFO};
    type.semaphoreType = VK_SEMAPHORE_TYPE_TIMELINE;
    VkSemaphoreCreateInfo semaphore_info{VK_STRUCTURE_TYPE_SEMAPHORE_CREATE_INFO};
    semaphore_info.pNext = &type;
    return !options.poll || ok(vkCreateSemaphore(vk.device, &semaphore_info, nullptr, &out.timeline), "vkCreateSemaphore");
}

void destroy_sync(const Context& vk, const SyncObjects& sync) {
    vkDestroyFence(vk.device, sync.fence, nullptr);
    if (sync.event) vkDestroyEvent(vk.device, sync.event, nullptr);
    if (sync.timeline) vkDestroySemaphore(vk.device, sync.timeline, nullptr);
}

bool run(const Context& vk, const Options& options) {
    constexpr VkMemoryPropertyFlags host = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
    Buffer staging, device, readback;
    if (!make_buffer(vk, VK_BUFFER_USAGE_TRANSFER_SRC_BIT, host, staging) ||
        !make_buffer(vk, VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT,
                     device) ||
        !make_buffer(vk, VK_BUFFER_USAGE_TRANSFER_DST_BIT, host, readback) || !write_words(vk, staging))
        return false;
    VkCommandPoolCreateInfo pool_info{VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO};
    pool_info.queueFamilyIndex = vk.family;
    VkCommandPool pool = VK_NULL_HANDLE;
    if (!ok(vkCreateCommandPool(vk.device, &pool_info, nullptr, &pool), "vkCreateCommandPool")) return false;
    VkCommandBufferAllocateInfo cb_info{VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO};
    cb_info.commandPool = pool;
    cb_info.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    cb_info.commandBufferCount = 1;
    VkCommandBuffer cb = VK_NULL_HANDLE;
    if (!ok(vkAllocateCommandBuffers(vk.device, &cb_info, &cb), "vkAllocateCommandBuffers")) return false;
    VkCommandBufferBeginInfo begin{VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
    SyncObjects sync;
    if (!make_sync(vk, options, sync) || !ok(vkBeginCommandBuffer(cb, &begin), "vkBeginCommandBuffer")) return false;
    record_copies(cb, staging, device, readback, options, sync.event);
    if (!ok(vkEndCommandBuffer(cb), "vkEndCommandBuffer")) return false;
    if (!submit(vk, cb, sync.fence, sync.timeline, options) || !wait_for_submit(vk, sync.fence, sync.timeline, options)) return false;
    if (!read_words(vk, readback)) return false;
    if (!ok(vkDeviceWaitIdle(vk.device), "vkDeviceWaitIdle")) return false;
    destroy_sync(vk, sync);
    vkDestroyCommandPool(vk.device, pool, nullptr);
    for (Buffer* buffer : {&staging, &device, &readback}) {
        vkDestroyBuffer(vk.device, buffer->buffer, nullptr);
        vkFreeMemory(vk.device, buffer->memory, nullptr);
    }
    return true;
}

int run_once(const Options& options) {
    Context vk;
    const int opened = open_context(vk, options);
    if (opened == 77) std::fprintf(stderr, "staging_probe: no Vulkan device\n");
    if (opened != 0) return opened;
    const bool ran = run(vk, options);
    vkDestroyDevice(vk.device, nullptr);
    vkDestroyInstance(vk.instance, nullptr);
    return ran ? 0 : 1;
}

// The child of --child-exec and --child-fork: the same upload without its fence wait. Its exit code, or 1.
int run_child(const Options& options) {
    std::fflush(stdout);  // the child's copy of what is buffered would be written twice
    const pid_t child = fork();
    if (child < 0) return 1;
    if (child == 0) {
        if (options.child_exec) {
            execl("/proc/self/exe", "staging_probe", "--no-fence-wait", static_cast<char*>(nullptr));
            _exit(127);
        }
        Options racy;
        racy.fence_wait = false;
        const int code = run_once(racy);
        std::fflush(stdout);
        _exit(code);
    }
    int status = 0;
    if (waitpid(child, &status, 0) != child || !WIFEXITED(status)) return 1;
    return WEXITSTATUS(status);
}

}  // namespace

int main(int argc, char** argv) {
    Options options;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--no-barrier") {
            options.barrier = false;
        } else if (arg == "--no-fence-wait") {
            options.fence_wait = false;
        } else if (arg == "--sync2") {
            options.sync2 = true;
        } else if (arg == "--event" || arg == "--event-early") {
            options.event = true;
            options.event_early = arg == "--event-early";
        } else if (arg == "--poll") {
            options.poll = true;
        } else if (arg == "--child-exec" || arg == "--child-fork") {
            options.child_exec = arg == "--child-exec";
            options.child_fork = !options.child_exec;
        } else if (arg == "--exit-code" && i + 1 < argc) {
            options.exit_code = std::atoi(argv[++i]);
        } else {
            std::fprintf(stderr,
                         "staging_probe: unknown argument %s (known: --no-barrier, --no-fence-wait, --sync2, --event, --event-early, "
                         "--poll, --child-exec, --child-fork, --exit-code N)\n",
                         argv[i]);
            return 2;
        }
    }
    const int ran = run_once(options);
    if (ran != 0) return ran;
    if ((options.child_exec || options.child_fork) && run_child(options) != 0) {
        std::fprintf(stderr, "staging_probe: the child failed\n");
        return 1;
    }
    return options.exit_code;
}
