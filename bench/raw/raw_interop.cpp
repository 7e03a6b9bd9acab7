// Raw interop ping-pong, as scenarios/bench/interop-ping-pong.json without the tool: CUDA signals a Vulkan
// timeline imported into CUDA, a Vulkan queue waits for it and signals the next value, CUDA waits for that,
// and the host learns it is over in three ways (stream sync; a blocking vkWaitSemaphores or a poll of the counter
// for one more value CUDA signals). Prints one JSON line per way (median in µs) and checks the timeline's final
// value. Linux only: the timeline travels as an opaque fd.
#include <cuda_runtime_api.h>
#include <vulkan/vulkan.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

namespace {

constexpr int k_warmup = 50;
constexpr int k_iterations = 1000;

bool cuda_ok(cudaError_t error, const char* call) {
    if (error == cudaSuccess) return true;
    std::fprintf(stderr, "raw_interop: %s failed: %s (%s)\n", call, cudaGetErrorName(error), cudaGetErrorString(error));
    return false;
}
bool vk_ok(VkResult result, const char* call) {
    if (result == VK_SUCCESS) return true;
    std::fprintf(stderr, "raw_interop: %s failed: VkResult %d\n", call, static_cast<int>(result));
    return false;
}
#define CUDA_CHECK(call) \
    if (!cuda_ok((call), #call)) return false
#define VK_CHECK(call) \
    if (!vk_ok((call), #call)) return false

struct Vulkan {
    VkInstance instance = VK_NULL_HANDLE;
    VkPhysicalDevice physical = VK_NULL_HANDLE;
    VkDevice device = VK_NULL_HANDLE;
    VkQueue queue = VK_NULL_HANDLE;
    VkSemaphore timeline = VK_NULL_HANDLE;
    std::string name;
    int cuda_device = -1;

    ~Vulkan() {
        if (device) {
            vkDeviceWaitIdle(device);
            if (timeline) vkDestroySemaphore(device, timeline, nullptr);
            vkDestroyDevice(device, nullptr);
        }
        if (instance) vkDestroyInstance(instance, nullptr);
    }
};

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
    std::fprintf(stderr, "raw_interop: no Vulkan device has the UUID of a CUDA device\n");
    return false;
}

bool create_vulkan(Vulkan& vk) {
    VkApplicationInfo app{VK_STRUCTURE_TYPE_APPLICATION_INFO};
    app.pApplicationName = "raw_interop";
    app.apiVersion = VK_API_VERSION_1_2;
    VkInstanceCreateInfo instance_info{VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO};
    instance_info.pApplicationInfo = &app;
    VK_CHECK(vkCreateInstance(&instance_info, nullptr, &vk.instance));
    if (!pick_device(vk)) return false;

    uint32_t family_count = 0;
    vkGetPhysicalDeviceQueueFamilyProperties(vk.physical, &family_count, nullptr);
    std::vector<VkQueueFamilyProperties> families(family_count);
    vkGetPhysicalDeviceQueueFamilyProperties(vk.physical, &family_count, families.data());
    uint32_t family = family_count;
    for (uint32_t f = 0; f < family_count && family == family_count; ++f)
        if (families[f].queueFlags & VK_QUEUE_COMPUTE_BIT) family = f;
    if (family == family_count) {
        std::fprintf(stderr, "raw_interop: %s has no compute queue\n", vk.name.c_str());
        return false;
    }
    const float priority = 1.0f;
    VkDeviceQueueCreateInfo queue_info{VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO};
    queue_info.queueFamilyIndex = family;
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
    vkGetDeviceQueue(vk.device, family, 0, &vk.queue);

    VkExportSemaphoreCreateInfo export_info{VK_STRUCTURE_TYPE_EXPORT_SEMAPHORE_CREATE_INFO};
    export_info.handleTypes = VK_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_FD_BIT;
    VkSemaphoreTypeCreateInfo type{VK_STRUCTURE_TYPE_SEMAPHORE_TYPE_CREATE_INFO, &export_info};
    type.semaphoreType = VK_SEMAPHORE_TYPE_TIMELINE;
    type.initialValue = 0;
    VkSemaphoreCreateInfo semaphore_info{VK_STRUCTURE_TYPE_SEMAPHORE_CREATE_INFO, &type};
    VK_CHECK(vkCreateSemaphore(vk.device, &semaphore_info, nullptr, &vk.timeline));
    return true;
}

bool import_timeline(const Vulkan& vk, cudaExternalSemaphore_t& imported) {
    auto get_fd = reinterpret_cast<PFN_vkGetSemaphoreFdKHR>(vkGetDeviceProcAddr(vk.device, "vkGetSemaphoreFdKHR"));
    if (!get_fd) {
        std::fprintf(stderr, "raw_interop: vkGetSemaphoreFdKHR not found\n");
        return false;
    }
    VkSemaphoreGetFdInfoKHR fd_info{VK_STRUCTURE_TYPE_SEMAPHORE_GET_FD_INFO_KHR};
    fd_info.semaphore = vk.timeline;
    fd_info.handleType = VK_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_FD_BIT;
    int fd = -1;
    VK_CHECK(get_fd(vk.device, &fd_info, &fd));
    cudaExternalSemaphoreHandleDesc desc{};
    desc.type = cudaExternalSemaphoreHandleTypeTimelineSemaphoreFd;
    desc.handle.fd = fd;  // CUDA owns it once imported
    CUDA_CHECK(cudaImportExternalSemaphore(&imported, &desc));
    return true;
}

// How the host learns that the round trip is over.
enum class HostWait {
    stream_sync,  // cudaStreamSynchronize on the CUDA stream
    vk_wait,      // CUDA signals one more timeline value; the host blocks in vkWaitSemaphores for it
    vk_poll,      // the same value, polled with vkGetSemaphoreCounterValue (what the vulkan+cuda backend does)
};

const char* bench_name(HostWait how) {
    switch (how) {
        case HostWait::stream_sync: return "raw-interop-ping-pong-stream-sync";
        case HostWait::vk_wait: return "raw-interop-ping-pong-vk-wait";
        case HostWait::vk_poll: return "raw-interop-ping-pong-vk-poll";
    }
    return "?";
}

bool host_wait(const Vulkan& vk, cudaExternalSemaphore_t imported, cudaStream_t stream, HostWait how, uint64_t& value) {
    if (how == HostWait::stream_sync) {
        CUDA_CHECK(cudaStreamSynchronize(stream));
        return true;
    }
    cudaExternalSemaphoreSignalParams done{};
    done.params.fence.value = ++value;
    CUDA_CHECK(cudaSignalExternalSemaphoresAsync(&imported, &done, 1, stream));
    if (how == HostWait::vk_wait) {
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

bool ping_pong(const Vulkan& vk, cudaExternalSemaphore_t imported, cudaStream_t stream, HostWait how, uint64_t& value) {
    std::vector<double> us;
    for (int i = 0; i < k_warmup + k_iterations; ++i) {
        const auto start = std::chrono::steady_clock::now();
        cudaExternalSemaphoreSignalParams signal{};
        signal.params.fence.value = ++value;
        CUDA_CHECK(cudaSignalExternalSemaphoresAsync(&imported, &signal, 1, stream));

        const uint64_t wait_value = value, signal_value = ++value;
        VkTimelineSemaphoreSubmitInfo timeline_info{VK_STRUCTURE_TYPE_TIMELINE_SEMAPHORE_SUBMIT_INFO};
        timeline_info.waitSemaphoreValueCount = 1;
        timeline_info.pWaitSemaphoreValues = &wait_value;
        timeline_info.signalSemaphoreValueCount = 1;
        timeline_info.pSignalSemaphoreValues = &signal_value;
        const VkPipelineStageFlags stage = VK_PIPELINE_STAGE_ALL_COMMANDS_BIT;
        VkSubmitInfo submit{VK_STRUCTURE_TYPE_SUBMIT_INFO, &timeline_info};
        submit.waitSemaphoreCount = 1;
        submit.pWaitSemaphores = &vk.timeline;
        submit.pWaitDstStageMask = &stage;
        submit.signalSemaphoreCount = 1;
        submit.pSignalSemaphores = &vk.timeline;
        VK_CHECK(vkQueueSubmit(vk.queue, 1, &submit, VK_NULL_HANDLE));

        cudaExternalSemaphoreWaitParams wait{};
        wait.params.fence.value = signal_value;
        CUDA_CHECK(cudaWaitExternalSemaphoresAsync(&imported, &wait, 1, stream));
        if (!host_wait(vk, imported, stream, how, value)) return false;
        if (i >= k_warmup) us.push_back(std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count());
    }
    CUDA_CHECK(cudaStreamSynchronize(stream));
    uint64_t reached = 0;
    VK_CHECK(vkGetSemaphoreCounterValue(vk.device, vk.timeline, &reached));
    if (reached != value) {
        std::fprintf(stderr, "raw_interop: the timeline is at %llu, expected %llu\n", static_cast<unsigned long long>(reached),
                     static_cast<unsigned long long>(value));
        return false;
    }
    std::sort(us.begin(), us.end());
    std::printf("{\"bench\": \"%s\", \"scenario\": \"bench-interop-ping-pong\", \"device\": \"%s\", \"iterations\": %zu, "
                "\"median_us\": %.2f, \"p90_us\": %.2f}\n",
                bench_name(how), vk.name.c_str(), us.size(), us[us.size() / 2], us[us.size() * 9 / 10]);
    return true;
}

bool run() {
    Vulkan vk;
    if (!create_vulkan(vk)) return false;
    CUDA_CHECK(cudaSetDevice(vk.cuda_device));
    cudaExternalSemaphore_t imported = nullptr;
    if (!import_timeline(vk, imported)) return false;
    cudaStream_t stream = nullptr;
    bool good = cuda_ok(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking), "cudaStreamCreateWithFlags");
    uint64_t value = 0;
    for (HostWait how : {HostWait::stream_sync, HostWait::vk_poll, HostWait::vk_wait}) good = good && ping_pong(vk, imported, stream, how, value);
    if (stream) good = cuda_ok(cudaStreamSynchronize(stream), "cudaStreamSynchronize") && good;
    if (stream) (void)cudaStreamDestroy(stream);
    (void)cudaDestroyExternalSemaphore(imported);
    return good;
}

}  // namespace

int main() { return run() ? 0 : 1; }
