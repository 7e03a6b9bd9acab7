// The Vulkan backend: device-side queues on a real Vulkan 1.2+ driver (lavapipe in CI, NVIDIA on the GPU machine).
#pragma once

#include "core/platform/external_handle.h"
#include "core/common/result.h"
#include "core/sync/backend.h"
#include "core/sync/device_choice.h"

#include <array>
#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

namespace syncstress::backends {

// Describes the device --device `device` names (empty: the preferred one); creates none.
sync::Availability probe_vulkan(std::string_view device);
// The UUID of the device the backend would run on, with no device made (vulkan+cuda's probe matches it to CUDA's).
Result<std::array<uint8_t, 16>> vulkan_device_uuid(std::string_view device);
// Every Vulkan device, in the loader's order (the indices --device takes), with why the backend cannot use one.
Result<std::vector<sync::DeviceEntry>> vulkan_devices();
Result<std::unique_ptr<sync::Backend>> create_vulkan_backend(const sync::BackendOptions& options);

// For vulkan+cuda: a Vulkan backend whose shared buffers, host arrays and semaphores are created exportable.
class VulkanExport {
public:
    virtual ~VulkanExport() = default;
    virtual Result<platform::ExternalMemory> export_buffer(sync::BufferId id) = 0;  // Memory::shared buffers
    virtual Result<platform::ExternalMemory> export_host_array(sync::HostArrayId id) = 0;
    virtual Result<platform::ExternalHandle> export_semaphore(sync::SemaphoreId id) = 0;
    virtual std::array<uint8_t, 16> device_uuid() const = 0;  // VkPhysicalDeviceIDProperties::deviceUUID
};

struct ExportableVulkan {
    std::unique_ptr<sync::Backend> backend;
    VulkanExport* exporter = nullptr;  // owned by backend
};
Result<ExportableVulkan> create_exportable_vulkan_backend(const sync::BackendOptions& options);

}  // namespace syncstress::backends
