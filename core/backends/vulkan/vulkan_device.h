// The Vulkan instance and device the backend runs on: device choice, queues, memory types, validation.
#pragma once

#include "core/backends/vulkan/vulkan_api.h"
#include "core/backends/vulkan/vulkan_backend.h"
#include "core/common/result.h"
#include "core/sync/kept_devices.h"

#include <array>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace syncstress::backends::vk {

struct DeviceConfig {
    bool validate = false;           // Khronos validation layer with synchronization validation
    bool export_memory = false;      // VK_KHR_external_memory_fd (Win32 on Windows)
    bool export_semaphores = false;  // VK_KHR_external_semaphore_fd (Win32 on Windows)
    // Hardware queues to create, at most the family's (and 16); 0: that many. Each costs device creation time
    // (~30 ms on NVIDIA), so a run asks for as many as its scenarios have device-side queues.
    uint32_t queues = 0;
    std::string device;  // --device SPEC (core/sync/device_choice.h); empty: the preferred device
};

// The backend on a device made with `config`: what create_vulkan_backend and create_exportable_vulkan_backend
// use, and what tests use to export memory where the driver cannot export semaphores.
Result<ExportableVulkan> create_backend(const DeviceConfig& config, const sync::BackendOptions& options = {});

// Validation messages, written by the debug messenger on any thread.
struct MessageLog {
    std::mutex mutex;
    std::vector<std::string> messages;
};

// While one lives, the messages of calls this thread makes are the hang recovery's: they begin with
// sync::k_recovery_message (the layer reports a call's own errors on the thread that makes it).
class RecoveryCalls {
public:
    RecoveryCalls();
    ~RecoveryCalls();
    RecoveryCalls(const RecoveryCalls&) = delete;
    RecoveryCalls& operator=(const RecoveryCalls&) = delete;
};

struct Context {
    Api api;
    VkInstance instance = VK_NULL_HANDLE;
    VkDebugUtilsMessengerEXT messenger = VK_NULL_HANDLE;
    VkPhysicalDevice physical = VK_NULL_HANDLE;
    VkDevice device = VK_NULL_HANDLE;
    uint32_t queue_family = 0;
    uint32_t family_queue_count = 0;  // hardware queues the family has; `queues` holds those created
    std::vector<VkQueue> queues;
    VkPhysicalDeviceProperties properties{};
    VkPhysicalDeviceMemoryProperties memory{};
    std::array<uint8_t, 16> device_uuid{};
    std::string device_name, driver, api_version;
    VkDriverId driver_id = {};
    bool cpu_device = false;
    DeviceConfig config;
    std::unique_ptr<MessageLog> log = std::make_unique<MessageLog>();  // stable address for the messenger
};

// Instance (Vulkan >= 1.2), the preferred device (discrete, integrated, virtual, then CPU) with
// timelineSemaphore, and one compute-capable family's queues; or a context of the same config that release_context
// left in `kept` (the run's: BackendOptions::kept_devices; null: none).
Result<std::unique_ptr<Context>> create_context(const DeviceConfig& config, sync::KeptDevices* kept);
// The hardware queues a device of the context's family can have (at most 16): what DeviceConfig::queues = 0 gets.
uint32_t hardware_queue_capacity(const Context& context);
// What probe_vulkan needs (instance and the preferred device: names, driver, version), without creating a device.
Status describe_device(const DeviceConfig& config, Context& context);
// Destroys device, messenger and instance; the caller has made the device idle.
void destroy_context(Context& context);
// Gives back a context whose objects the caller has all destroyed, its device idle: kept in `kept` for the next
// create_context of the same config (flags alike, at least as many queues) (the backend the report describes, then
// the run's: one device instead of several; NVIDIA takes ~0.1 s to make one), else (no store) destroyed. `context`
// is left empty.
void release_context(Context& context, sync::KeptDevices* kept);

// The first memory type in `type_bits` with `required` flags, preferring `preferred` and avoiding `avoided`.
std::optional<uint32_t> find_memory_type(const Context& context, uint32_t type_bits, VkMemoryPropertyFlags required,
                                         VkMemoryPropertyFlags preferred, VkMemoryPropertyFlags avoided);

// A timeline semaphore; `exportable` adds the OS's external handle type (DeviceConfig::export_semaphores).
Result<VkSemaphore> create_timeline(const Context& context, uint64_t initial, bool exportable, const std::string& op);

std::string version_string(uint32_t version);  // "1.3.230"

}  // namespace syncstress::backends::vk
