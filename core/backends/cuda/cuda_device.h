// Internal to the CUDA backends: opening a CUDA device through the statically linked runtime, the
// driver-API entry points fetched at run time (the binary never links libcuda), and error text that
// names the call and its error.
#pragma once

#include "core/common/result.h"

#include <cuda_runtime_api.h>
#include <cudaTypedefs.h>

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace syncstress::backends::cuda {

// "cudaErrorInvalidValue (invalid argument)"; also clears the runtime's sticky last error so that a
// later launch check does not report this one again.
std::string describe(cudaError_t error);

// "<backend>: <call> failed <context>: <error>", e.g. "cuda: cudaMemcpyAsync failed (upload on queue
// 'torch'): cudaErrorInvalidValue (invalid argument)".
Error cuda_error(std::string_view backend, std::string_view call, std::string_view context, cudaError_t error);

inline Status cuda_check(cudaError_t error, std::string_view backend, std::string_view call, std::string_view context = {}) {
    if (error == cudaSuccess) return {};
    return cuda_error(backend, call, context, error);
}

// The driver functions that the runtime does not wrap; null where the driver lacks them.
struct DriverApi {
    PFN_cuGetErrorName_v6000 get_error_name = nullptr;
    PFN_cuDeviceGet_v2000 device_get = nullptr;
    PFN_cuDeviceGetAttribute_v2000 device_get_attribute = nullptr;
    PFN_cuStreamWaitValue64_v11070 stream_wait_value64 = nullptr;
    PFN_cuStreamWriteValue64_v11070 stream_write_value64 = nullptr;
};

// "cuStreamWaitValue64 failed (...): CUDA_ERROR_NOT_SUPPORTED".
Error driver_error(const DriverApi& api, std::string_view backend, std::string_view call, std::string_view context, CUresult result);

struct CudaDevice {
    int ordinal = 0;
    std::string name;                // "NVIDIA H200"
    std::string driver;              // "CUDA driver 13.0"
    std::string api_version;         // "CUDA 13.0 (runtime 13.0, static)"
    std::array<uint8_t, 16> uuid{};  // cudaDeviceProp::uuid, matched against Vulkan's deviceUUID
    uint64_t clock_khz = 0;          // peak SM clock: delay kernels spin clock64 for us * clock_khz / 1000
    DriverApi driver_api;
};

// The runtime's view of the machine: device count, or why there is no usable CUDA ("cudaGetDeviceCount
// failed: cudaErrorInsufficientDriver (...)", "no CUDA device").
Result<int> cuda_device_count(std::string_view backend);

// For BackendInfo::notes: how many hardware queues the streams share, and what that risks.
std::string connection_note();

// The most streams the process's runs will have at once (scenario queues, lanes and the setup stream): with no more
// than CUDA's default 8, CUDA_DEVICE_MAX_CONNECTIONS is left as it is, else raised to cover them (at most 32).
// Called before CUDA starts; unplanned, it is raised to 32.
void plan_cuda_streams(uint32_t streams);

// Fills CudaDevice without creating a context (what a probe needs).
Result<CudaDevice> describe_cuda_device(std::string_view backend, int ordinal);
// Makes `ordinal` current, creates its primary context and fills CudaDevice.
Result<CudaDevice> open_cuda_device(std::string_view backend, int ordinal);

// Stream memory operations (cuStreamWaitValue64/cuStreamWriteValue64) on this device, or why not.
Status require_stream_mem_ops(const CudaDevice& device, std::string_view backend);

// What a backend does first on its device: loads every kernel (load_kernels: a lazy load later could wait
// forever behind a waiting stream) and creates the stream that zero-fills new buffers.
Result<cudaStream_t> prepare_context(std::string_view backend);

}  // namespace syncstress::backends::cuda
