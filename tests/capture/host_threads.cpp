// A two-thread Vulkan program for the capture tests of host synchronisation: one thread fills a device buffer, copies
// it into a mapped readback buffer and waits for the submit's fence; another thread reads the readback through the
// mapping. How the reader is ordered after the wait is the program's own, not Vulkan's:
//   --mutex    the reader polls a flag under a std::mutex that the first thread sets after its wait
//   --condvar  the reader waits on a std::condition_variable for that flag
//   --rwlock   the reader polls a flag under a std::shared_mutex, shared, that the first thread sets, exclusive
//   --join     the Vulkan work runs on a std::thread that the main thread joins before it reads
//   --start    the reader is a std::thread started after the wait
//   --none     the reader reads as soon as the mapping exists: nothing orders it after the copy, the race
//   --early    the reader reads once the first thread has set the flag, without taking the mutex (it spins on an
//              atomic, which capture does not see), then as --mutex: the first read is the race
// Exit 0 when it ran (whatever it read), 1 when Vulkan failed, 77 when there is no Vulkan device. It links nothing
// of syncstress.
#include <vulkan/vulkan.h>

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <shared_mutex>
#include <string>
#include <thread>
#include <vector>

namespace {

constexpr VkDeviceSize k_bytes = 4096;
constexpr uint32_t k_words = k_bytes / 4;
constexpr uint32_t k_value = 0x5eed;

enum class Order { mutex, condvar, rwlock, join, start, none, early };

bool ok(VkResult result, const char* call) {
    if (result != VK_SUCCESS) std::fprintf(stderr, "host_threads: %s failed: %d\n", call, static_cast<int>(result));
    return result == VK_SUCCESS;
}

struct Vulkan {
    VkInstance instance = VK_NULL_HANDLE;
    VkPhysicalDevice physical = VK_NULL_HANDLE;
    VkDevice device = VK_NULL_HANDLE;
    VkQueue queue = VK_NULL_HANDLE;
    uint32_t family = 0;
    VkBuffer source = VK_NULL_HANDLE, readback = VK_NULL_HANDLE;
    VkDeviceMemory source_memory = VK_NULL_HANDLE, readback_memory = VK_NULL_HANDLE;
};

// What the threads share.
struct Shared {
    std::mutex mutex;
    std::condition_variable changed;
    bool done = false;                             // under mutex: the fence was waited for
    std::atomic<const uint32_t*> mapped{nullptr};  // --none, --early: the mapping, as soon as it exists
    const uint32_t* result = nullptr;              // under mutex
    std::atomic<bool> flag_set{false};             // --early: set after the flag under mutex, read without it
    std::shared_mutex rw;
    const uint32_t* rw_result = nullptr;   // under rw: set with it exclusive after the fence wait
    std::atomic<uint32_t> early_right{0};  // --early: what the read before the mutex found
};

// 0: ready; 77: no device; 1: a failure.
int open_device(Vulkan& vk) {
    VkApplicationInfo app{VK_STRUCTURE_TYPE_APPLICATION_INFO};
    app.pApplicationName = "host_threads";
    app.apiVersion = VK_API_VERSION_1_1;
    VkInstanceCreateInfo instance_info{VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO};
    instance_info.pApplicationInfo = &app;
    if (vkCreateInstance(&instance_info, nullptr, &vk.instance) != VK_SUCCESS) return 77;
    uint32_t count = 1;
    const VkResult listed = vkEnumeratePhysicalDevices(vk.instance, &count, &vk.physical);
    if ((listed != VK_SUCCESS && listed != VK_INCOMPLETE) || count == 0) return 77;
    uint32_t families = 0;
    vkGetPhysicalDeviceQueueFamilyProperties(vk.physical, &families, nullptr);
    std::vector<VkQueueFamilyProperties> properties(families);
    vkGetPhysicalDeviceQueueFamilyProperties(vk.physical, &families, properties.data());
    while (vk.family < families && !(properties[vk.family].queueFlags & (VK_QUEUE_COMPUTE_BIT | VK_QUEUE_GRAPHICS_BIT))) ++vk.family;
    if (vk.family == families) return 77;
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

bool make_buffer(const Vulkan& vk, VkBufferUsageFlags usage, VkMemoryPropertyFlags wanted, VkBuffer& buffer, VkDeviceMemory& memory) {
    VkBufferCreateInfo info{VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO};
    info.size = k_bytes;
    info.usage = usage;
    if (!ok(vkCreateBuffer(vk.device, &info, nullptr, &buffer), "vkCreateBuffer")) return false;
    VkMemoryRequirements needs;
    vkGetBufferMemoryRequirements(vk.device, buffer, &needs);
    VkPhysicalDeviceMemoryProperties properties;
    vkGetPhysicalDeviceMemoryProperties(vk.physical, &properties);
    uint32_t type = 0;
    while (type < properties.memoryTypeCount &&
           !((needs.memoryTypeBits & (1u << type)) && (properties.memoryTypes[type].propertyFlags & wanted) == wanted))
        ++type;
    if (type == properties.memoryTypeCount) return ok(VK_ERROR_FEATURE_NOT_PRESENT, "finding a memory type");
    VkMemoryAllocateInfo allocate{VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO};
    allocate.allocationSize = needs.size;
    allocate.memoryTypeIndex = type;
    return ok(vkAllocateMemory(vk.device, &allocate, nullptr, &memory), "vkAllocateMemory") &&
           ok(vkBindBufferMemory(vk.device, buffer, memory, 0), "vkBindBufferMemory");
}

// Fill the source, a barrier, copy it into the readback.
void record(VkCommandBuffer cb, const Vulkan& vk) {
    VkCommandBufferBeginInfo begin{VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
    vkBeginCommandBuffer(cb, &begin);
    vkCmdFillBuffer(cb, vk.source, 0, k_bytes, k_value);
    VkBufferMemoryBarrier barrier{VK_STRUCTURE_TYPE_BUFFER_MEMORY_BARRIER};
    barrier.srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT;
    barrier.dstAccessMask = VK_ACCESS_TRANSFER_READ_BIT;
    barrier.srcQueueFamilyIndex = barrier.dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED;
    barrier.buffer = vk.source;
    barrier.size = VK_WHOLE_SIZE;
    vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT, 0, 0, nullptr, 1, &barrier, 0, nullptr);
    const VkBufferCopy region{0, 0, k_bytes};
    vkCmdCopyBuffer(cb, vk.source, vk.readback, 1, &region);
    vkEndCommandBuffer(cb);
}

// The Vulkan thread: the copy into the readback, its fence waited for, then the result handed to the reader.
bool copy_and_wait(Vulkan& vk, Shared& shared) {
    void* mapped = nullptr;
    if (!ok(vkMapMemory(vk.device, vk.readback_memory, 0, VK_WHOLE_SIZE, 0, &mapped), "vkMapMemory")) return false;
    shared.mapped = static_cast<const uint32_t*>(mapped);
    VkCommandPoolCreateInfo pool_info{VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO};
    pool_info.queueFamilyIndex = vk.family;
    VkCommandPool pool = VK_NULL_HANDLE;
    if (!ok(vkCreateCommandPool(vk.device, &pool_info, nullptr, &pool), "vkCreateCommandPool")) return false;
    VkCommandBufferAllocateInfo allocate{VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO};
    allocate.commandPool = pool;
    allocate.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    allocate.commandBufferCount = 1;
    VkCommandBuffer cb = VK_NULL_HANDLE;
    if (!ok(vkAllocateCommandBuffers(vk.device, &allocate, &cb), "vkAllocateCommandBuffers")) return false;
    record(cb, vk);
    VkFenceCreateInfo fence_info{VK_STRUCTURE_TYPE_FENCE_CREATE_INFO};
    VkFence fence = VK_NULL_HANDLE;
    if (!ok(vkCreateFence(vk.device, &fence_info, nullptr, &fence), "vkCreateFence")) return false;
    VkSubmitInfo submit{VK_STRUCTURE_TYPE_SUBMIT_INFO};
    submit.commandBufferCount = 1;
    submit.pCommandBuffers = &cb;
    if (!ok(vkQueueSubmit(vk.queue, 1, &submit, fence), "vkQueueSubmit")) return false;
    if (!ok(vkWaitForFences(vk.device, 1, &fence, VK_TRUE, UINT64_MAX), "vkWaitForFences")) return false;
    {
        std::lock_guard lock(shared.mutex);
        shared.done = true;
        shared.result = static_cast<const uint32_t*>(mapped);
    }
    {
        std::unique_lock lock(shared.rw);
        shared.rw_result = static_cast<const uint32_t*>(mapped);
    }
    shared.flag_set = true;
    shared.changed.notify_all();
    vkDestroyFence(vk.device, fence, nullptr);
    vkDestroyCommandPool(vk.device, pool, nullptr);
    return true;
}

uint32_t count_right(const uint32_t* words) {
    uint32_t right = 0;
    for (uint32_t i = 0; i < k_words; ++i) right += words[i] == k_value ? 1 : 0;
    return right;
}

// The reader: waits as `order` says, reads the readback.
uint32_t read_result(Shared& shared, Order order) {
    if (order == Order::none) {
        const uint32_t* words = nullptr;
        while (!(words = shared.mapped.load())) std::this_thread::yield();
        return count_right(words);
    }
    if (order == Order::early) {
        while (!shared.flag_set.load()) std::this_thread::yield();
        // Its count is kept where the compiler cannot drop it: a read whose result goes nowhere is no read once compiled.
        if (const uint32_t* words = shared.mapped.load()) shared.early_right = count_right(words);
    }
    const uint32_t* words = nullptr;
    if (order == Order::rwlock) {
        while (!words) {
            std::shared_lock lock(shared.rw);
            words = shared.rw_result;
            if (!words) std::this_thread::yield();
        }
        return count_right(words);
    }
    if (order == Order::condvar) {
        std::unique_lock lock(shared.mutex);
        shared.changed.wait(lock, [&] { return shared.done; });
        words = shared.result;
    } else {
        while (!words) {
            std::lock_guard lock(shared.mutex);
            if (shared.done) words = shared.result;
            if (!words) std::this_thread::yield();
        }
    }
    return count_right(words);
}

bool parse(int argc, char** argv, Order& order) {
    const std::string given = argc > 1 ? argv[1] : "--mutex";
    const std::pair<const char*, Order> orders[] = {{"--mutex", Order::mutex}, {"--condvar", Order::condvar}, {"--rwlock", Order::rwlock},
                                                    {"--join", Order::join},   {"--start", Order::start},     {"--none", Order::none},
                                                    {"--early", Order::early}};
    for (const auto& [name, value] : orders)
        if (given == name) {
            order = value;
            return argc <= 2;
        }
    return false;
}

// Runs the two threads as `order` says; the number of words the reader found right, or false where Vulkan failed.
bool run(Vulkan& vk, Order order, uint32_t& right) {
    Shared shared;
    bool copied = false;
    if (order == Order::join) {
        std::thread worker([&] { copied = copy_and_wait(vk, shared); });
        worker.join();
        right = copied ? count_right(shared.result) : 0;
        return copied;
    }
    if (order == Order::start) {
        copied = copy_and_wait(vk, shared);
        if (!copied) return false;
        std::thread reader([&] { right = read_result(shared, order); });
        reader.join();
        return true;
    }
    std::thread reader([&] { right = read_result(shared, order); });
    copied = copy_and_wait(vk, shared);
    if (!copied) {  // the reader must not wait for ever
        std::lock_guard lock(shared.mutex);
        shared.done = true;
        shared.result = shared.mapped.load();
        shared.flag_set = true;
        std::unique_lock rw(shared.rw);
        shared.rw_result = shared.result;
    }
    shared.changed.notify_all();
    if (!shared.mapped.load()) shared.mapped = &k_value;  // --none's reader waits for a pointer
    reader.join();
    return copied;
}

}  // namespace

int main(int argc, char** argv) {
    Order order = Order::mutex;
    if (!parse(argc, argv, order)) {
        std::fprintf(stderr, "usage: host_threads [--mutex|--condvar|--rwlock|--join|--start|--none|--early]\n");
        return 2;
    }
    Vulkan vk;
    if (const int opened = open_device(vk); opened != 0) return opened;
    const VkBufferUsageFlags transfer = VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT;
    if (!make_buffer(vk, transfer, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, vk.source, vk.source_memory) ||
        !make_buffer(vk, transfer, VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT, vk.readback,
                     vk.readback_memory))
        return 1;
    uint32_t right = 0;
    if (!run(vk, order, right)) return 1;
    std::printf("host_threads: the reader found %u of %u words right\n", right, k_words);
    vkUnmapMemory(vk.device, vk.readback_memory);
    vkDestroyBuffer(vk.device, vk.source, nullptr);
    vkDestroyBuffer(vk.device, vk.readback, nullptr);
    vkFreeMemory(vk.device, vk.source_memory, nullptr);
    vkFreeMemory(vk.device, vk.readback_memory, nullptr);
    vkDestroyDevice(vk.device, nullptr);
    vkDestroyInstance(vk.instance, nullptr);
    return 0;
}
