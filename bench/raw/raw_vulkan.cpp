// Raw Vulkan and Vulkan+CUDA loops: the API calls behind the tool's vulkan and vulkan+cuda bench scenarios with
// nothing of the tool around them, so that docs/benchmarks.md can say what the tool adds, and the hops of the
// interop ping-pong one by one, so that it can say where the ping-pong's time goes. Prints one JSON line per loop
// (median and p90 in µs). Every loop's result is checked. Linux only: the timeline travels as an opaque fd.
#include <cuda_runtime_api.h>
#include <vulkan/vulkan.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <functional>
#include <string>
#include <tuple>
#include <vector>

namespace {

constexpr int k_warmup = 50;
constexpr int k_iterations = 1000;
constexpr VkDeviceSize k_small = 256 * sizeof(uint32_t);      // scenarios/bench/device-submit-wait.json
constexpr VkDeviceSize k_large = 1048576 * sizeof(uint32_t);  // scenarios/bench/large-download.json

using clock_type = std::chrono::steady_clock;

bool cuda_ok(cudaError_t error, const char* call) {
    if (error == cudaSuccess) return true;
    std::fprintf(stderr, "raw_vulkan: %s failed: %s (%s)\n", call, cudaGetErrorName(error), cudaGetErrorString(error));
    return false;
}
bool vk_ok(VkResult result, const char* call) {
    if (result == VK_SUCCESS) return true;
    std::fprintf(stderr, "raw_vulkan: %s failed: VkResult %d\n", call, static_cast<int>(result));
    return false;
}
#define CUDA_CHECK(call)                                                                                                                   \
    if (!cuda_ok((call), #call)) return false
#define VK_CHECK(call)                                                                                                                     \
    if (!vk_ok((call), #call)) return false

struct Buffer {
    VkBuffer buffer = VK_NULL_HANDLE;
    VkDeviceMemory memory = VK_NULL_HANDLE;
    void* mapped = nullptr;
};

struct Vulkan {
    VkInstance instance = VK_NULL_HANDLE;
    VkPhysicalDevice physical = VK_NULL_HANDLE;
    VkDevice device = VK_NULL_HANDLE;
    VkQueue queue = VK_NULL_HANDLE;
    uint32_t family = 0;
    VkCommandPool pool = VK_NULL_HANDLE;
    VkCommandBuffer commands = VK_NULL_HANDLE;
    VkSemaphore timeline = VK_NULL_HANDLE;
    VkSemaphore second_timeline = VK_NULL_HANDLE;  // only the two-timeline ping-pong uses it
    uint64_t value = 0;                            // the last value anything was asked to signal on the timeline
    Buffer device_buffer, host_buffer;
    std::string name;
    int cuda_device = -1;

    ~Vulkan() {
        if (device) {
            vkDeviceWaitIdle(device);
            for (Buffer* b : {&device_buffer, &host_buffer}) {
                if (b->buffer) vkDestroyBuffer(device, b->buffer, nullptr);
                if (b->memory) vkFreeMemory(device, b->memory, nullptr);
            }
            if (pool) vkDestroyCommandPool(device, pool, nullptr);
            for (VkSemaphore semaphore : {timeline, second_timeline})
                if (semaphore) vkDestroySemaphore(device, semaphore, nullptr);
            vkDestroyDevice(device, nullptr);
        }
        if (instance) vkDestroyInstance(instance, nullptr);
    }
};

void print_line(const char* bench, const char* scenario, const std::string& device, std::vector<double> us) {
    std::sort(us.begin(), us.end());
    std::printf(
        "{\"bench\": \"%s\", \"scenario\": \"%s\", \"device\": \"%s\", \"iterations\": %zu, \"median_us\": %.2f, \"p90_us\": %.2f}\n",
        bench, scenario, device.c_str(), us.size(), us[us.size() / 2], us[us.size() * 9 / 10]);
}

// Runs `iteration` k_warmup + k_iterations times and prints the timed ones.
bool timed_loop(const Vulkan& vk, const char* bench, const char* scenario, const std::function<bool(uint32_t)>& iteration) {
    std::vector<double> us;
    for (uint32_t i = 0; i < k_warmup + k_iterations; ++i) {
        const auto start = clock_type::now();
        if (!iteration(i)) return false;
        if (i >= k_warmup) us.push_back(std::chrono::duration<double, std::micro>(clock_type::now() - start).count());
    }
    print_line(bench, scenario, vk.name, std::move(us));
    return true;
}

// The Vulkan device and the CUDA device that are one GPU (same UUID).
bool pick_device(Vulkan& vk) {
    int cuda_count = 0;
    CUDA_CHECK(cudaGetDeviceCount(&cuda_count));
    uint32_t count = 0;
    VK_CHECK(vkEnumeratePhysicalDevices(vk.instance, &count, nullptr));
    std::vector<VkPhysicalDevice> physicals(count);
    VK_CHECK(vkEnumeratePhysicalDevices(vk.instance, &count, physicals.data()));
    for (VkPhysicalDevice physical : physicals) {
        VkPhysicalDeviceIDProperties id{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ID_PROPERTIES};
        VkPhysicalDeviceProperties2 properties{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2, &id};
        vkGetPhysicalDeviceProperties2(physical, &properties);
        for (int c = 0; c < cuda_count; ++c) {
            cudaDeviceProp props{};
            CUDA_CHECK(cudaGetDeviceProperties(&props, c));
            if (std::memcmp(props.uuid.bytes, id.deviceUUID, VK_UUID_SIZE) == 0) {
                vk.physical = physical;
                vk.name = properties.properties.deviceName;
                vk.cuda_device = c;
                return true;
            }
        }
    }
    std::fprintf(stderr, "raw_vulkan: no Vulkan device has the UUID of a CUDA device\n");
    return false;
}

// The first memory type with `wanted`, one that also has `preferred` if there is one (host arrays: cached, as
// the tool takes them; uncached host memory reads back many times slower).
bool create_buffer(Vulkan& vk, Buffer& b, VkDeviceSize size, VkMemoryPropertyFlags wanted, VkMemoryPropertyFlags preferred = 0) {
    VkBufferCreateInfo info{VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO};
    info.size = size;
    info.usage = VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT;
    VK_CHECK(vkCreateBuffer(vk.device, &info, nullptr, &b.buffer));
    VkMemoryRequirements needs{};
    vkGetBufferMemoryRequirements(vk.device, b.buffer, &needs);
    VkPhysicalDeviceMemoryProperties memory{};
    vkGetPhysicalDeviceMemoryProperties(vk.physical, &memory);
    uint32_t type = memory.memoryTypeCount;
    for (VkMemoryPropertyFlags flags : {wanted | preferred, wanted})
        for (uint32_t t = 0; t < memory.memoryTypeCount && type == memory.memoryTypeCount; ++t)
            if ((needs.memoryTypeBits & (1u << t)) && (memory.memoryTypes[t].propertyFlags & flags) == flags) type = t;
    if (type == memory.memoryTypeCount) {
        std::fprintf(stderr, "raw_vulkan: no memory type with flags 0x%x\n", wanted);
        return false;
    }
    VkMemoryAllocateInfo allocate{VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO};
    allocate.allocationSize = needs.size;
    allocate.memoryTypeIndex = type;
    VK_CHECK(vkAllocateMemory(vk.device, &allocate, nullptr, &b.memory));
    VK_CHECK(vkBindBufferMemory(vk.device, b.buffer, b.memory, 0));
    if (wanted & VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT) VK_CHECK(vkMapMemory(vk.device, b.memory, 0, size, 0, &b.mapped));
    return true;
}

// A timeline semaphore at 0 that can be exported as an opaque fd.
bool create_timeline(const Vulkan& vk, VkSemaphore& semaphore) {
    VkExportSemaphoreCreateInfo export_info{VK_STRUCTURE_TYPE_EXPORT_SEMAPHORE_CREATE_INFO};
    export_info.handleTypes = VK_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_FD_BIT;
    VkSemaphoreTypeCreateInfo type{VK_STRUCTURE_TYPE_SEMAPHORE_TYPE_CREATE_INFO, &export_info};
    type.semaphoreType = VK_SEMAPHORE_TYPE_TIMELINE;
    type.initialValue = 0;
    VkSemaphoreCreateInfo semaphore_info{VK_STRUCTURE_TYPE_SEMAPHORE_CREATE_INFO, &type};
    VK_CHECK(vkCreateSemaphore(vk.device, &semaphore_info, nullptr, &semaphore));
    return true;
}

bool create_vulkan(Vulkan& vk) {
    VkApplicationInfo app{VK_STRUCTURE_TYPE_APPLICATION_INFO};
    app.pApplicationName = "raw_vulkan";
    app.apiVersion = VK_API_VERSION_1_2;
    VkInstanceCreateInfo instance_info{VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO};
    instance_info.pApplicationInfo = &app;
    VK_CHECK(vkCreateInstance(&instance_info, nullptr, &vk.instance));
    if (!pick_device(vk)) return false;

    uint32_t family_count = 0;
    vkGetPhysicalDeviceQueueFamilyProperties(vk.physical, &family_count, nullptr);
    std::vector<VkQueueFamilyProperties> families(family_count);
    vkGetPhysicalDeviceQueueFamilyProperties(vk.physical, &family_count, families.data());
    vk.family = family_count;
    for (uint32_t f = 0; f < family_count && vk.family == family_count; ++f)
        if (families[f].queueFlags & VK_QUEUE_COMPUTE_BIT) vk.family = f;
    if (vk.family == family_count) {
        std::fprintf(stderr, "raw_vulkan: %s has no compute queue\n", vk.name.c_str());
        return false;
    }
    const float priority = 1.0f;
    VkDeviceQueueCreateInfo queue_info{VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO};
    queue_info.queueFamilyIndex = vk.family;
    queue_info.queueCount = 1;
    queue_info.pQueuePriorities = &priority;
    VkPhysicalDeviceVulkan12Features features12{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES};
    features12.timelineSemaphore = VK_TRUE;
    const char* extensions[] = {VK_KHR_EXTERNAL_SEMAPHORE_FD_EXTENSION_NAME};
    VkDeviceCreateInfo device_info{VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO, &features12};
    device_info.queueCreateInfoCount = 1;
    device_info.pQueueCreateInfos = &queue_info;
    device_info.enabledExtensionCount = 1;
    device_info.ppEnabledExtensionNames = extensions;
    VK_CHECK(vkCreateDevice(vk.physical, &device_info, nullptr, &vk.device));
    vkGetDeviceQueue(vk.device, vk.family, 0, &vk.queue);

    VkCommandPoolCreateInfo pool_info{VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO};
    pool_info.flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT;
    pool_info.queueFamilyIndex = vk.family;
    VK_CHECK(vkCreateCommandPool(vk.device, &pool_info, nullptr, &vk.pool));
    VkCommandBufferAllocateInfo cb_info{VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO};
    cb_info.commandPool = vk.pool;
    cb_info.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    cb_info.commandBufferCount = 1;
    VK_CHECK(vkAllocateCommandBuffers(vk.device, &cb_info, &vk.commands));

    if (!create_timeline(vk, vk.timeline)) return false;
    return create_buffer(vk, vk.device_buffer, k_large, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT) &&
           create_buffer(vk, vk.host_buffer, k_large, VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT,
                         VK_MEMORY_PROPERTY_HOST_CACHED_BIT);
}

// One vkQueueSubmit: the commands (or none), waiting for `wait` on `wait_on` when it is not 0, signalling
// `signal` on `signal_on`.
bool submit_on(const Vulkan& vk, bool with_commands, VkSemaphore wait_on, uint64_t wait, VkSemaphore signal_on, uint64_t signal) {
    VkTimelineSemaphoreSubmitInfo timeline_info{VK_STRUCTURE_TYPE_TIMELINE_SEMAPHORE_SUBMIT_INFO};
    timeline_info.waitSemaphoreValueCount = wait ? 1 : 0;
    timeline_info.pWaitSemaphoreValues = &wait;
    timeline_info.signalSemaphoreValueCount = 1;
    timeline_info.pSignalSemaphoreValues = &signal;
    const VkPipelineStageFlags stage = VK_PIPELINE_STAGE_ALL_COMMANDS_BIT;
    VkSubmitInfo info{VK_STRUCTURE_TYPE_SUBMIT_INFO, &timeline_info};
    info.waitSemaphoreCount = wait ? 1 : 0;
    info.pWaitSemaphores = &wait_on;
    info.pWaitDstStageMask = &stage;
    info.commandBufferCount = with_commands ? 1 : 0;
    info.pCommandBuffers = &vk.commands;
    info.signalSemaphoreCount = 1;
    info.pSignalSemaphores = &signal_on;
    VK_CHECK(vkQueueSubmit(vk.queue, 1, &info, VK_NULL_HANDLE));
    return true;
}

// The same on the one shared timeline.
bool submit(const Vulkan& vk, bool with_commands, uint64_t wait, uint64_t signal) {
    return submit_on(vk, with_commands, vk.timeline, wait, vk.timeline, signal);
}

enum class Wait { block, poll };

// The host waits until the timeline reaches `value`: vkWaitSemaphores, or a loop of vkGetSemaphoreCounterValue.
bool host_wait(const Vulkan& vk, uint64_t value, Wait how) {
    if (how == Wait::block) {
        VkSemaphoreWaitInfo info{VK_STRUCTURE_TYPE_SEMAPHORE_WAIT_INFO};
        info.semaphoreCount = 1;
        info.pSemaphores = &vk.timeline;
        info.pValues = &value;
        VK_CHECK(vkWaitSemaphores(vk.device, &info, UINT64_MAX));
        return true;
    }
    for (uint64_t reached = 0; reached < value;) VK_CHECK(vkGetSemaphoreCounterValue(vk.device, vk.timeline, &reached));
    return true;
}

bool record(const Vulkan& vk, const std::function<void(VkCommandBuffer)>& commands) {
    VK_CHECK(vkResetCommandBuffer(vk.commands, 0));
    VkCommandBufferBeginInfo begin{VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
    begin.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
    VK_CHECK(vkBeginCommandBuffer(vk.commands, &begin));
    commands(vk.commands);
    VK_CHECK(vkEndCommandBuffer(vk.commands));
    return true;
}

void barrier(VkCommandBuffer cb, VkAccessFlags from, VkPipelineStageFlags to_stage, VkAccessFlags to,
             VkPipelineStageFlags from_stage = VK_PIPELINE_STAGE_TRANSFER_BIT) {
    VkMemoryBarrier b{VK_STRUCTURE_TYPE_MEMORY_BARRIER};
    b.srcAccessMask = from;
    b.dstAccessMask = to;
    vkCmdPipelineBarrier(cb, from_stage, to_stage, 0, 1, &b, 0, nullptr, 0, nullptr);
}

void full_barrier(VkCommandBuffer cb) {
    barrier(cb, VK_ACCESS_MEMORY_WRITE_BIT, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, VK_ACCESS_MEMORY_READ_BIT | VK_ACCESS_MEMORY_WRITE_BIT,
            VK_PIPELINE_STAGE_ALL_COMMANDS_BIT);
}

bool every_word_is(const Vulkan& vk, VkDeviceSize bytes, uint32_t expected, const char* bench) {
    const auto* words = static_cast<const uint32_t*>(vk.host_buffer.mapped);
    for (VkDeviceSize i = 0; i < bytes / sizeof(uint32_t); ++i)
        if (words[i] != expected) {
            std::fprintf(stderr, "raw_vulkan: %s: word %llu is %u, expected %u\n", bench, static_cast<unsigned long long>(i), words[i],
                         expected);
            return false;
        }
    return true;
}

// bench-device-submit-wait: record a fill of 256 words, submit it signalling the timeline, wait on the host.
// With `leading_barrier`, the command buffer starts as each of the tool's does, with a full memory barrier that
// orders it after the queue's earlier work (here the previous iteration's fill of the same words).
bool submit_wait(Vulkan& vk, Wait how, bool leading_barrier) {
    const std::string bench =
        std::string(how == Wait::block ? "raw-vulkan-submit-wait" : "raw-vulkan-submit-poll") + (leading_barrier ? "-barrier" : "");
    uint32_t last = 0;
    const bool good = timed_loop(vk, bench.c_str(), "bench-device-submit-wait", [&](uint32_t i) {
        last = i;
        return record(vk,
                      [&](VkCommandBuffer cb) {
                          if (leading_barrier) full_barrier(cb);
                          vkCmdFillBuffer(cb, vk.device_buffer.buffer, 0, k_small, i);
                      }) &&
               submit(vk, true, 0, ++vk.value) && host_wait(vk, vk.value, how);
    });
    if (!good) return false;
    // What the loop filled must be there: copy it out once and look.
    if (!record(vk, [&](VkCommandBuffer cb) {
            full_barrier(cb);
            const VkBufferCopy region{0, 0, k_small};
            vkCmdCopyBuffer(cb, vk.device_buffer.buffer, vk.host_buffer.buffer, 1, &region);
            barrier(cb, VK_ACCESS_TRANSFER_WRITE_BIT, VK_PIPELINE_STAGE_HOST_BIT, VK_ACCESS_HOST_READ_BIT);
        }))
        return false;
    return submit(vk, true, 0, ++vk.value) && host_wait(vk, vk.value, Wait::block) && every_word_is(vk, k_small, last, bench.c_str());
}

// bench-large-download: fill 4 MiB on the device (the tool dispatches its seq kernel there), copy it to
// host-visible memory, wait; then the host checks every word. Two figures: the round trip, and the check.
bool large_download(Vulkan& vk) {
    std::vector<double> round_trip, check;
    for (uint32_t i = 0; i < k_warmup + k_iterations; ++i) {
        const auto start = clock_type::now();
        const bool done = record(vk,
                                 [&](VkCommandBuffer cb) {
                                     full_barrier(cb);
                                     vkCmdFillBuffer(cb, vk.device_buffer.buffer, 0, k_large, i);
                                     barrier(cb, VK_ACCESS_TRANSFER_WRITE_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_READ_BIT);
                                     const VkBufferCopy region{0, 0, k_large};
                                     vkCmdCopyBuffer(cb, vk.device_buffer.buffer, vk.host_buffer.buffer, 1, &region);
                                     barrier(cb, VK_ACCESS_TRANSFER_WRITE_BIT, VK_PIPELINE_STAGE_HOST_BIT, VK_ACCESS_HOST_READ_BIT);
                                 }) &&
                          submit(vk, true, 0, ++vk.value) && host_wait(vk, vk.value, Wait::block);
        const auto copied = clock_type::now();
        if (!done || !every_word_is(vk, k_large, i, "raw-vulkan-large-download")) return false;
        if (i >= k_warmup) {
            round_trip.push_back(std::chrono::duration<double, std::micro>(copied - start).count());
            check.push_back(std::chrono::duration<double, std::micro>(clock_type::now() - copied).count());
        }
    }
    print_line("raw-vulkan-large-download", "bench-large-download", vk.name, std::move(round_trip));
    print_line("raw-vulkan-large-download-check", "bench-large-download", vk.name, std::move(check));
    return true;
}

struct Cuda {
    cudaExternalSemaphore_t timeline = nullptr;
    cudaStream_t stream = nullptr;

    ~Cuda() {
        if (stream) {
            (void)cudaStreamSynchronize(stream);
            (void)cudaStreamDestroy(stream);
        }
        if (timeline) (void)cudaDestroyExternalSemaphore(timeline);
    }
};

bool import_timeline(const Vulkan& vk, VkSemaphore semaphore, Cuda& cuda) {
    auto get_fd = reinterpret_cast<PFN_vkGetSemaphoreFdKHR>(vkGetDeviceProcAddr(vk.device, "vkGetSemaphoreFdKHR"));
    if (!get_fd) {
        std::fprintf(stderr, "raw_vulkan: vkGetSemaphoreFdKHR not found\n");
        return false;
    }
    VkSemaphoreGetFdInfoKHR fd_info{VK_STRUCTURE_TYPE_SEMAPHORE_GET_FD_INFO_KHR};
    fd_info.semaphore = semaphore;
    fd_info.handleType = VK_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_FD_BIT;
    int fd = -1;
    VK_CHECK(get_fd(vk.device, &fd_info, &fd));
    CUDA_CHECK(cudaSetDevice(vk.cuda_device));
    cudaExternalSemaphoreHandleDesc desc{};
    desc.type = cudaExternalSemaphoreHandleTypeTimelineSemaphoreFd;
    desc.handle.fd = fd;  // CUDA owns it once imported
    CUDA_CHECK(cudaImportExternalSemaphore(&cuda.timeline, &desc));
    return true;
}

bool cuda_signal(Cuda& cuda, uint64_t value) {
    cudaExternalSemaphoreSignalParams params{};
    params.params.fence.value = value;
    CUDA_CHECK(cudaSignalExternalSemaphoresAsync(&cuda.timeline, &params, 1, cuda.stream));
    return true;
}

bool cuda_wait(Cuda& cuda, uint64_t value) {
    cudaExternalSemaphoreWaitParams params{};
    params.params.fence.value = value;
    CUDA_CHECK(cudaWaitExternalSemaphoresAsync(&cuda.timeline, &params, 1, cuda.stream));
    return true;
}

// How the host learns that the ping-pong is over.
enum class PingPongEnd {
    stream_sync,  // cudaStreamSynchronize on the CUDA stream
    vk_wait,      // CUDA signals one more timeline value; the host blocks in vkWaitSemaphores for it
    vk_poll,      // the same value, polled with vkGetSemaphoreCounterValue (what the vulkan+cuda backend does)
};

// bench-interop-ping-pong as applications write it: every wait is enqueued at once, before its signal has
// happened (CUDA signals v, a Vulkan submission waits for v and signals v+1, CUDA waits for v+1).
bool ping_pong(Vulkan& vk, Cuda& cuda, PingPongEnd end) {
    const char* bench = end == PingPongEnd::stream_sync ? "raw-interop-ping-pong-stream-sync"
                        : end == PingPongEnd::vk_wait   ? "raw-interop-ping-pong-vk-wait"
                                                        : "raw-interop-ping-pong-vk-poll";
    return timed_loop(vk, bench, "bench-interop-ping-pong", [&](uint32_t) {
        const uint64_t cuda_done = ++vk.value, vulkan_done = ++vk.value;
        if (!cuda_signal(cuda, cuda_done) || !submit(vk, false, cuda_done, vulkan_done) || !cuda_wait(cuda, vulkan_done)) return false;
        if (end == PingPongEnd::stream_sync) {
            CUDA_CHECK(cudaStreamSynchronize(cuda.stream));
            return true;
        }
        return cuda_signal(cuda, ++vk.value) && host_wait(vk, vk.value, end == PingPongEnd::vk_wait ? Wait::block : Wait::poll);
    });
}

// The ping-pong's hops one at a time, each ended by a host poll of the timeline, to see which one costs.
bool hops(Vulkan& vk, Cuda& cuda) {
    // CUDA signals; the host sees the new value through Vulkan.
    bool good = timed_loop(vk, "raw-interop-hop-cuda-signal", "bench-interop-ping-pong",
                           [&](uint32_t) { return cuda_signal(cuda, ++vk.value) && host_wait(vk, vk.value, Wait::poll); });
    // A Vulkan submission waits for a value that CUDA signals after the submission (wait before signal).
    good = good && timed_loop(vk, "raw-interop-hop-cuda-to-vulkan", "bench-interop-ping-pong", [&](uint32_t) {
               const uint64_t cuda_done = ++vk.value, vulkan_done = ++vk.value;
               return submit(vk, false, cuda_done, vulkan_done) && cuda_signal(cuda, cuda_done) && host_wait(vk, vulkan_done, Wait::poll);
           });
    // A CUDA stream waits for a value that a Vulkan submission signals after the wait was enqueued.
    good = good && timed_loop(vk, "raw-interop-hop-vulkan-to-cuda", "bench-interop-ping-pong", [&](uint32_t) {
               const uint64_t vulkan_done = ++vk.value, cuda_done = ++vk.value;
               return cuda_wait(cuda, vulkan_done) && cuda_signal(cuda, cuda_done) && submit(vk, false, 0, vulkan_done) &&
                      host_wait(vk, cuda_done, Wait::poll);
           });
    // The whole ping-pong with every wait already satisfied when it is enqueued: the host sees each value
    // before it submits what waits for it, so neither driver resolves a wait before its signal. Timed step by
    // step too: CUDA's signal seen, the Vulkan submission done, CUDA's wait and signal done.
    std::vector<double> steps[3];
    good = good && timed_loop(vk, "raw-interop-ping-pong-host-ordered", "bench-interop-ping-pong", [&](uint32_t i) {
               const uint64_t cuda_done = ++vk.value, vulkan_done = ++vk.value, end = ++vk.value;
               const auto t0 = clock_type::now();
               if (!cuda_signal(cuda, cuda_done) || !host_wait(vk, cuda_done, Wait::poll)) return false;
               const auto t1 = clock_type::now();
               if (!submit(vk, false, cuda_done, vulkan_done) || !host_wait(vk, vulkan_done, Wait::poll)) return false;
               const auto t2 = clock_type::now();
               if (!cuda_wait(cuda, vulkan_done) || !cuda_signal(cuda, end) || !host_wait(vk, end, Wait::poll)) return false;
               const auto t3 = clock_type::now();
               if (i >= k_warmup)
                   for (auto [step, from, to] : {std::tuple{0, t0, t1}, std::tuple{1, t1, t2}, std::tuple{2, t2, t3}})
                       steps[step].push_back(std::chrono::duration<double, std::micro>(to - from).count());
               return true;
           });
    if (good) {
        print_line("raw-interop-host-ordered-step-cuda-signal", "bench-interop-ping-pong", vk.name, steps[0]);
        print_line("raw-interop-host-ordered-step-vulkan-submit", "bench-interop-ping-pong", vk.name, steps[1]);
        print_line("raw-interop-host-ordered-step-cuda-wait-signal", "bench-interop-ping-pong", vk.name, steps[2]);
    }
    return good;
}

// The ping-pong again, with two timelines that each have one signaller: CUDA signals `to_vulkan`, Vulkan signals
// `to_cuda`. If a timeline that both APIs signal is what costs, this one is fast.
bool ping_pong_two_timelines(Vulkan& vk, Cuda& cuda, Cuda& second) {
    uint64_t to_vulkan = vk.value, to_cuda = 0;
    if (!create_timeline(vk, vk.second_timeline) || !import_timeline(vk, vk.second_timeline, second)) return false;
    const bool good = timed_loop(vk, "raw-interop-ping-pong-two-timelines", "bench-interop-ping-pong", [&](uint32_t) {
        // CUDA signals the first timeline (to_vulkan), Vulkan waits for it and signals the second (to_cuda).
        const uint64_t cuda_done = ++to_vulkan, vulkan_done = ++to_cuda, end = ++to_vulkan;
        if (!cuda_signal(cuda, cuda_done) || !submit_on(vk, false, vk.timeline, cuda_done, vk.second_timeline, vulkan_done)) return false;
        // CUDA waits for the second on the same stream that signals the first, through the second's import.
        cudaExternalSemaphoreWaitParams wait{};
        wait.params.fence.value = vulkan_done;
        CUDA_CHECK(cudaWaitExternalSemaphoresAsync(&second.timeline, &wait, 1, cuda.stream));
        if (!cuda_signal(cuda, end)) return false;
        vk.value = end;
        return host_wait(vk, end, Wait::poll);
    });
    return good;
}

bool timeline_is_at(const Vulkan& vk) {
    uint64_t reached = 0;
    VK_CHECK(vkGetSemaphoreCounterValue(vk.device, vk.timeline, &reached));
    if (reached == vk.value) return true;
    std::fprintf(stderr, "raw_vulkan: the timeline is at %llu, expected %llu\n", static_cast<unsigned long long>(reached),
                 static_cast<unsigned long long>(vk.value));
    return false;
}

bool run() {
    Vulkan vk;
    if (!create_vulkan(vk)) return false;
    bool good = true;
    for (bool leading_barrier : {false, true})
        good = good && submit_wait(vk, Wait::block, leading_barrier) && submit_wait(vk, Wait::poll, leading_barrier);
    good = good && large_download(vk);
    Cuda cuda, second;
    good = good && import_timeline(vk, vk.timeline, cuda) &&
           cuda_ok(cudaStreamCreateWithFlags(&cuda.stream, cudaStreamNonBlocking), "cudaStreamCreateWithFlags");
    for (PingPongEnd end : {PingPongEnd::stream_sync, PingPongEnd::vk_poll, PingPongEnd::vk_wait}) good = good && ping_pong(vk, cuda, end);
    good = good && hops(vk, cuda) && ping_pong_two_timelines(vk, cuda, second);
    if (cuda.stream) good = cuda_ok(cudaStreamSynchronize(cuda.stream), "cudaStreamSynchronize") && good;
    return good && timeline_is_at(vk);
}

}  // namespace

int main() { return run() ? 0 : 1; }
