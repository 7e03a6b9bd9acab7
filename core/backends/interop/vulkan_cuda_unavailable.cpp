// Used when the binary is built without a CUDA Toolkit.
#include "core/backends/interop/vulkan_cuda_backend.h"

namespace syncstress::backends {

sync::Availability probe_vulkan_cuda(std::string_view) { return {false, SYNCSTRESS_CUDA_MISSING}; }
Result<std::unique_ptr<sync::Backend>> create_vulkan_cuda_backend(const sync::BackendOptions&) {
    return make_error(std::string("vulkan+cuda: ") + SYNCSTRESS_CUDA_MISSING, ErrorKind::backend_unavailable);
}

}  // namespace syncstress::backends
