// The CUDA subscriber: a library that the CUDA driver loads into a program when CUDA_INJECTION64_PATH names it, and
// calls InitializeInjection of at its cuInit. It subscribes to CUPTI's callbacks of the driver API (every runtime call
// reaches the driver, so each call is recorded once) and writes a record of each call that touches streams, events or
// memory to the capture log (cuda_calls.cpp).
#include "core/capture/cuda/cuda_calls.h"
#include "core/capture/layer/capture_log.h"
#include "core/platform/library.h"

#include <cstdlib>

namespace syncstress::capture_cuda {
namespace {

ParamLookup g_param_info;  // set once, before the subscription: the driver's parameter lookups, where it has them

void CUPTIAPI on_driver_call(void*, CUpti_CallbackDomain domain, CUpti_CallbackId id, const void* data) {
    if (domain != CUPTI_CB_DOMAIN_DRIVER_API) return;
    const auto& call = *static_cast<const CUpti_CallbackData*>(data);
    watch_pinned_words(id, call);
    if (call.callbackSite == CUPTI_API_ENTER) {
        guarded_at_entry(id, call);  // the host's accesses before the call, recorded before it
        wrap_host_function(id, call);
    }
    if (call.callbackSite != CUPTI_API_EXIT) return;
    record_call(id, call, g_param_info);
    const CUresult* result = static_cast<const CUresult*>(call.functionReturnValue);
    host_function_recorded(id, call, !result || *result == CUDA_SUCCESS);
    read_pinned_words();
    guarded_at_exit(id, call);  // after the call's record: a new allocation guarded; the driver's own accesses dropped
}

// The driver that loaded us is in the process already; an older one has neither lookup, and the subscriber still
// loads (it does not link the symbols).
ParamLookup find_param_info() {
    const platform::Library driver = platform::loaded_library(platform::cuda_driver_library());
    return {reinterpret_cast<ParamInfo>(platform::library_symbol(driver, "cuFuncGetParamInfo")),
            reinterpret_cast<ParamInfo>(platform::library_symbol(driver, "cuKernelGetParamInfo")),
            reinterpret_cast<NameInfo>(platform::library_symbol(driver, "cuFuncGetName")),
            reinterpret_cast<NameInfo>(platform::library_symbol(driver, "cuKernelGetName"))};
}

// cuda_loaded: the driver called us. cuda_hello: we subscribed and record from here on. cuda_subscribe_failed: CUPTI
// refused the subscription (result 39, CUPTI_ERROR_MULTIPLE_SUBSCRIBERS_NOT_SUPPORTED: a profiler or another tool
// holds it), and nothing is recorded rather than half the program. cuda_exit: the process is ending (the host may
// have read what is still in pinned memory).
int initialize() {
    if (!capture_layer::log_enabled()) return 1;
    capture_layer::Record("cuda_loaded").write(true);
    g_param_info = find_param_info();
    CUpti_SubscriberHandle subscriber = nullptr;
    CUptiResult result = cuptiSubscribe(&subscriber, on_driver_call, nullptr);
    if (result == CUPTI_SUCCESS) result = cuptiEnableDomain(1, subscriber, CUPTI_CB_DOMAIN_DRIVER_API);
    if (result != CUPTI_SUCCESS) {
        capture_layer::Record("cuda_subscribe_failed").u64("result", static_cast<uint64_t>(result)).write(true);
        return 1;
    }
    capture_layer::Record("cuda_hello")
        .u64("pinned_tracking", pinned_tracking() ? 1 : 0)
        .u64("param_info", g_param_info.function ? 1 : 0)
        .u64("kernel_param_info", g_param_info.kernel ? 1 : 0)
        .u64("kernel_names", g_param_info.function_name || g_param_info.kernel_name ? 1 : 0)
        .write(true);
    std::atexit([] {
        sync_pinned();
        capture_layer::Record("cuda_exit").write(true);
    });
    return 1;
}

}  // namespace
}  // namespace syncstress::capture_cuda

// The injection entry point the CUDA driver looks up by name; its return value is not checked by the driver.
extern "C" __attribute__((visibility("default"))) int InitializeInjection() { return syncstress::capture_cuda::initialize(); }
