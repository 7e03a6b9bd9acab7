#include "core/backends/cuda/cuda_device.h"

#include "core/backends/cuda/cuda_kernels.h"
#include "core/common/startup_trace.h"
#include "core/platform/host.h"
#include "core/platform/library.h"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <string>

namespace syncstress::backends::cuda {

namespace {

// The driver-API version whose function signatures the PFN_*_v* types above describe.
constexpr unsigned k_driver_abi = 12000;

// The streams the process's runs need at most (plan_cuda_streams); k_unplanned: unknown. Atomic: in-process jobs
// may plan from several threads (each the same value).
constexpr int64_t k_unplanned = -1;
std::atomic<int64_t> g_planned_streams{k_unplanned};

// CUDA multiplexes streams onto CUDA_DEVICE_MAX_CONNECTIONS hardware queues (default 8). A stream that
// waits on a memory value blocks its hardware queue, so a signalling stream that shares it would never
// run: a false hang. More queues than our streams keep them apart; but each costs context creation time
// (~30 ms on NVIDIA: 32 of them double it), so where the run needs no more than the default, it is left alone.
// Must be set before CUDA starts; a value the user set is kept.
void raise_connection_limit() {
    constexpr uint32_t k_default_connections = 8, k_most_connections = 32;
    const int64_t planned = g_planned_streams.load();
    if (planned != k_unplanned && planned <= k_default_connections) return;
    const int64_t wanted = planned == k_unplanned ? k_most_connections : std::min<int64_t>(planned, k_most_connections);
    platform::set_environment_default("CUDA_DEVICE_MAX_CONNECTIONS", std::to_string(wanted).c_str());
}

std::string version_text(int version) { return std::to_string(version / 1000) + "." + std::to_string(version % 1000 / 10); }

template <class Fn>
Status load_entry_point(std::string_view backend, const char* symbol, Fn& fn) {
    void* address = nullptr;
    cudaDriverEntryPointQueryResult query = cudaDriverEntryPointSymbolNotFound;
    const cudaError_t error = cudaGetDriverEntryPointByVersion(symbol, &address, k_driver_abi, cudaEnableDefault, &query);
    if (error != cudaSuccess) return cuda_error(backend, "cudaGetDriverEntryPointByVersion", symbol, error);
    if (query != cudaDriverEntryPointSuccess || address == nullptr) {
        const char* why = query == cudaDriverEntryPointVersionNotSufficent ? "the driver is older than CUDA 12.0" : "symbol not found";
        return make_error(std::string(backend) + ": cudaGetDriverEntryPointByVersion(" + symbol + "): " + why,
                          ErrorKind::backend_unavailable);
    }
    fn = reinterpret_cast<Fn>(address);
    return {};
}

Result<DriverApi> load_driver_api(std::string_view backend) {
    DriverApi api;
    SYNCSTRESS_TRY(load_entry_point(backend, "cuGetErrorName", api.get_error_name));
    SYNCSTRESS_TRY(load_entry_point(backend, "cuDeviceGet", api.device_get));
    SYNCSTRESS_TRY(load_entry_point(backend, "cuDeviceGetAttribute", api.device_get_attribute));
    SYNCSTRESS_TRY(load_entry_point(backend, "cuStreamWaitValue64", api.stream_wait_value64));
    SYNCSTRESS_TRY(load_entry_point(backend, "cuStreamWriteValue64", api.stream_write_value64));
    return api;
}

}  // namespace

std::string describe(cudaError_t error) {
    std::string text = std::string(cudaGetErrorName(error)) + " (" + cudaGetErrorString(error) + ")";
    (void)cudaGetLastError();
    return text;
}

namespace {

// The sticky errors, after which every call of the process fails (cuda.h: "the process must be terminated and
// relaunched"), and an uncorrectable ECC error: the device is lost to this run.
ErrorKind kind_of(cudaError_t error) {
    switch (error) {
    case cudaErrorIllegalAddress:
    case cudaErrorLaunchFailure:
    case cudaErrorLaunchTimeout:
    case cudaErrorHardwareStackError:
    case cudaErrorIllegalInstruction:
    case cudaErrorMisalignedAddress:
    case cudaErrorInvalidAddressSpace:
    case cudaErrorInvalidPc:
    case cudaErrorAssert:
    case cudaErrorECCUncorrectable: return ErrorKind::device_lost;
    default: return ErrorKind::backend_failed;
    }
}

ErrorKind kind_of(CUresult result) {
    switch (result) {
    case CUDA_ERROR_ILLEGAL_ADDRESS:
    case CUDA_ERROR_LAUNCH_FAILED:
    case CUDA_ERROR_LAUNCH_TIMEOUT:
    case CUDA_ERROR_HARDWARE_STACK_ERROR:
    case CUDA_ERROR_ILLEGAL_INSTRUCTION:
    case CUDA_ERROR_MISALIGNED_ADDRESS:
    case CUDA_ERROR_INVALID_ADDRESS_SPACE:
    case CUDA_ERROR_INVALID_PC:
    case CUDA_ERROR_ASSERT:
    case CUDA_ERROR_ECC_UNCORRECTABLE: return ErrorKind::device_lost;
    default: return ErrorKind::backend_failed;
    }
}

}  // namespace

Error cuda_error(std::string_view backend, std::string_view call, std::string_view context, cudaError_t error) {
    std::string message = std::string(backend) + ": " + std::string(call) + " failed";
    if (!context.empty()) message += " (" + std::string(context) + ")";
    return make_error(message + ": " + describe(error), kind_of(error));
}

Error driver_error(const DriverApi& api, std::string_view backend, std::string_view call, std::string_view context, CUresult result) {
    const char* name = nullptr;
    std::string text = api.get_error_name && api.get_error_name(result, &name) == CUDA_SUCCESS && name
                           ? std::string(name)
                           : "CUresult " + std::to_string(static_cast<int>(result));
    std::string message = std::string(backend) + ": " + std::string(call) + " failed";
    if (!context.empty()) message += " (" + std::string(context) + ")";
    return make_error(message + ": " + text, kind_of(result));
}

// Whether the NVIDIA driver's CUDA library can be loaded at all. Without it the runtime says "CUDA driver version
// is insufficient", which reads as an old driver on a machine that has none.
bool driver_library_present() { return platform::system_library_loads(platform::cuda_driver_library()); }

Result<int> cuda_device_count(std::string_view backend) {
    raise_connection_limit();
    int count = 0;
    const cudaError_t error = cudaGetDeviceCount(&count);
    if (error == cudaErrorInsufficientDriver && !driver_library_present())
        return make_error(std::string(backend) + ": no NVIDIA driver: " + platform::cuda_driver_library() +
                              " cannot be loaded (cudaGetDeviceCount: cudaErrorInsufficientDriver)",
                          ErrorKind::backend_unavailable);
    if (error != cudaSuccess) return cuda_error(backend, "cudaGetDeviceCount", {}, error);
    if (count <= 0)
        return make_error(std::string(backend) + ": no CUDA device (cudaGetDeviceCount returned 0)", ErrorKind::backend_unavailable);
    return count;
}

std::string connection_note() {
    const char* value = std::getenv("CUDA_DEVICE_MAX_CONNECTIONS");
    return std::string("streams share CUDA_DEVICE_MAX_CONNECTIONS=") + (value ? value : "8 (default)") +
           " hardware queues: with more streams than that, a stream waiting on a timeline can hold up another stream "
           "queued behind it (a false hang)";
}

Result<CudaDevice> describe_cuda_device(std::string_view backend, int ordinal) {
    const std::string where = "device " + std::to_string(ordinal);
    CudaDevice device;
    device.ordinal = ordinal;
    cudaDeviceProp props{};
    SYNCSTRESS_TRY(cuda_check(cudaGetDeviceProperties(&props, ordinal), backend, "cudaGetDeviceProperties", where));
    device.name = props.name;
    std::memcpy(device.uuid.data(), props.uuid.bytes, device.uuid.size());

    int clock_khz = 0;
    SYNCSTRESS_TRY(cuda_check(cudaDeviceGetAttribute(&clock_khz, cudaDevAttrClockRate, ordinal), backend,
                              "cudaDeviceGetAttribute(cudaDevAttrClockRate)", where));
    if (clock_khz <= 0)
        return make_error(std::string(backend) + ": " + where + " reports no SM clock rate", ErrorKind::backend_unavailable);
    device.clock_khz = static_cast<uint64_t>(clock_khz);

    int driver_version = 0, runtime_version = 0;
    SYNCSTRESS_TRY(cuda_check(cudaDriverGetVersion(&driver_version), backend, "cudaDriverGetVersion"));
    SYNCSTRESS_TRY(cuda_check(cudaRuntimeGetVersion(&runtime_version), backend, "cudaRuntimeGetVersion"));
    device.driver = "CUDA driver " + version_text(driver_version);
    device.api_version = "CUDA " + version_text(runtime_version) + " (static runtime)";

    auto api = load_driver_api(backend);
    if (!api) return api.error();
    device.driver_api = *api;
    startup_trace::mark("cuda: device described");
    return device;
}

Result<CudaDevice> open_cuda_device(std::string_view backend, int ordinal) {
    auto device = describe_cuda_device(backend, ordinal);
    if (!device) return device.error();
    const std::string where = "device " + std::to_string(ordinal);
    SYNCSTRESS_TRY(cuda_check(cudaSetDevice(ordinal), backend, "cudaSetDevice", where));
    // cudaSetDevice creates the primary context (CUDA 12 and later); cudaFree(nullptr) makes sure of it, so that
    // a broken driver shows here and not in the middle of a run.
    SYNCSTRESS_TRY(cuda_check(cudaFree(nullptr), backend, "cudaFree(nullptr)", where));
    startup_trace::mark("cuda: primary context");
    return device;
}

void plan_cuda_streams(uint32_t streams) { g_planned_streams.store(streams); }

Status require_stream_mem_ops(const CudaDevice& device, std::string_view backend) {
    const DriverApi& api = device.driver_api;
    CUdevice handle = 0;
    const std::string where = "device " + std::to_string(device.ordinal);
    if (CUresult r = api.device_get(&handle, device.ordinal); r != CUDA_SUCCESS) return driver_error(api, backend, "cuDeviceGet", where, r);
    int supported = 0;
    if (CUresult r = api.device_get_attribute(&supported, CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS, handle); r != CUDA_SUCCESS)
        return driver_error(api, backend, "cuDeviceGetAttribute(CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS)", where, r);
    if (!supported)
        return make_error(std::string(backend) + ": " + where + " (" + device.name +
                              ") does not support 64-bit stream memory operations (cuStreamWaitValue64), which its timelines need",
                          ErrorKind::backend_unavailable);
    return {};
}

Result<cudaStream_t> prepare_context(std::string_view backend) {
    SYNCSTRESS_TRY(cuda_check(load_kernels(), backend, "cudaFuncGetAttributes", "loading the kernels"));
    startup_trace::mark("cuda: kernels loaded");
    cudaStream_t setup = nullptr;
    SYNCSTRESS_TRY(
        cuda_check(cudaStreamCreateWithFlags(&setup, cudaStreamNonBlocking), backend, "cudaStreamCreateWithFlags", "setup stream"));
    startup_trace::mark("cuda: setup stream");
    return setup;
}

}  // namespace syncstress::backends::cuda
