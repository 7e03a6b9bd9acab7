// Built when SYNCSTRESS_VULKAN is off or the Vulkan headers or glslc are missing.
#include "core/backends/vulkan/vulkan_backend.h"

namespace syncstress::backends {

sync::Availability probe_vulkan() {
    return {false, "built without the Vulkan backend (SYNCSTRESS_VULKAN off, or no Vulkan headers/glslc at build time: "
                   "install libvulkan-dev and glslc)"};
}
Result<std::unique_ptr<sync::Backend>> create_vulkan_backend(const sync::BackendOptions&) {
    return make_error(probe_vulkan().reason);
}
Result<ExportableVulkan> create_exportable_vulkan_backend(const sync::BackendOptions&) { return make_error(probe_vulkan().reason); }

}  // namespace syncstress::backends
