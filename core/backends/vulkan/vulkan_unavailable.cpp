// Built when SYNCSTRESS_VULKAN is off or the Vulkan headers or glslc are missing; the configure step said which.
#include "core/backends/vulkan/vulkan_backend.h"

namespace syncstress::backends {

sync::Availability probe_vulkan(std::string_view) { return {false, SYNCSTRESS_VULKAN_MISSING}; }
Result<std::array<uint8_t, 16>> vulkan_device_uuid(std::string_view) {
    return make_error(SYNCSTRESS_VULKAN_MISSING, ErrorKind::backend_unavailable);
}
Result<std::vector<sync::DeviceEntry>> vulkan_devices() { return make_error(SYNCSTRESS_VULKAN_MISSING, ErrorKind::backend_unavailable); }
Result<std::unique_ptr<sync::Backend>> create_vulkan_backend(const sync::BackendOptions&) {
    return make_error(SYNCSTRESS_VULKAN_MISSING, ErrorKind::backend_unavailable);
}
Result<ExportableVulkan> create_exportable_vulkan_backend(const sync::BackendOptions&) {
    return make_error(SYNCSTRESS_VULKAN_MISSING, ErrorKind::backend_unavailable);
}

}  // namespace syncstress::backends
