// Used when the binary is built without a CUDA Toolkit.
#include "core/backends/cuda/cuda_backend.h"

namespace syncstress::backends {

namespace {
constexpr const char* k_reason = SYNCSTRESS_CUDA_MISSING;
}

sync::Availability probe_cuda(std::string_view) { return {false, k_reason}; }
Result<std::vector<sync::DeviceEntry>> cuda_devices() { return make_error(k_reason, ErrorKind::backend_unavailable); }
void plan_cuda_streams(uint32_t) {}
Result<std::unique_ptr<sync::Backend>> create_cuda_backend(const sync::BackendOptions&) {
    return make_error(std::string("cuda: ") + k_reason, ErrorKind::backend_unavailable);
}

}  // namespace syncstress::backends
