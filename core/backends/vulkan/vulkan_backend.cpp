#include "core/backends/vulkan/vulkan_backend.h"

namespace syncstress::backends {

sync::Availability probe_vulkan() { return {false, "not built yet"}; }
Result<std::unique_ptr<sync::Backend>> create_vulkan_backend(const sync::BackendOptions&) { return make_error("vulkan: not built yet"); }
Result<ExportableVulkan> create_exportable_vulkan_backend(const sync::BackendOptions&) { return make_error("vulkan: not built yet"); }

}  // namespace syncstress::backends
