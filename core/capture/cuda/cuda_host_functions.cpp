// Host functions' runs (cuLaunchHostFunc, cuStreamAddCallback): the function runs on a thread of CUDA's that makes no
// recorded call of its own, so a thread it starts, a lock it takes or a free it makes would be linked to nothing. At
// the call's entry the subscriber puts a trampoline of its own in the place of the function and its user data; the
// trampoline records "cuda_host_function_begin function=N" on the thread that runs it, calls the program's function
// with the program's data, and records "cuda_host_function_end function=N". The call's own record (at its exit) says
// N and the program's data. The converter (from_log_cuda_host.cpp) puts what that thread recorded between the two
// inside the host function.
#include "core/capture/cuda/cuda_calls.h"

#include "core/capture/layer/capture_log.h"
#include "core/capture/layer/host_order.h"

#include <atomic>
#include <chrono>
#include <thread>
#include <utility>

namespace syncstress::capture_cuda {
namespace {

using capture_layer::Record;

// One call's host function: never freed once the call succeeded, as a host function captured into a graph (the call
// on a capturing stream) runs at each launch of the graph, for as long as the program keeps it.
struct Trampoline {
    CUhostFn fn = nullptr;
    CUstreamCallback callback = nullptr;
    void* data = nullptr;
    uint64_t index = 0;
    std::atomic<bool> recorded{false};  // the call's record is in the log
};

std::atomic<uint64_t> g_functions{0};

// The call's record comes first in the log, so that the converter knows the function when its run begins. The wait is
// bounded: a driver that runs the function before the call returns (a blocking launch) would otherwise never return.
// Past it the run is recorded before its call, and the converter takes the function as run unrecorded.
constexpr auto k_record_wait = std::chrono::milliseconds(200);

template <class F>
void run_recorded(Trampoline& t, F&& call) {
    const auto deadline = std::chrono::steady_clock::now() + k_record_wait;
    while (!t.recorded.load(std::memory_order_acquire) && std::chrono::steady_clock::now() < deadline)
        std::this_thread::sleep_for(std::chrono::microseconds(20));
    // What was touched of guarded memory before the run is recorded before it, what the function touched inside it.
    capture_layer::run_host_sync_points();
    Record("cuda_host_function_begin").u64("function", t.index).write(true);
    call();
    capture_layer::run_host_sync_points();
    Record("cuda_host_function_end").u64("function", t.index).write(true);
}

void CUDA_CB host_fn_trampoline(void* user) {
    auto& t = *static_cast<Trampoline*>(user);
    run_recorded(t, [&] { t.fn(t.data); });
}

void CUDA_CB callback_trampoline(CUstream stream, CUresult status, void* user) {
    auto& t = *static_cast<Trampoline*>(user);
    run_recorded(t, [&] { t.callback(stream, status, t.data); });
}

bool is_host_function_call(CUpti_CallbackId id) {
    return id == CUPTI_DRIVER_TRACE_CBID_cuLaunchHostFunc || id == CUPTI_DRIVER_TRACE_CBID_cuLaunchHostFunc_ptsz ||
           id == CUPTI_DRIVER_TRACE_CBID_cuStreamAddCallback || id == CUPTI_DRIVER_TRACE_CBID_cuStreamAddCallback_ptsz;
}

}  // namespace

// CUPTI's documentation does not say that a callback may change the call's arguments: CUpti_CallbackData's
// functionParams is "Pointer to the arguments passed to the runtime or driver API call" (declared const void*), and
// nothing there says whether the driver reads them again after the entry callback. The subscriber writes the
// trampoline into them at CUPTI_API_ENTER; where the driver took the arguments before, the program's function runs
// as it was given, no begin or end is recorded, and the converter takes the function as run unrecorded, as before.
// correlationData ("can be used to pass 64-bit values from the entry callback to the corresponding exit callback")
// carries the trampoline to the call's exit.
// NVIDIA's driver 580 runs it (simpleCallback under capture). SYNCSTRESS_CAPTURE_TRAMPOLINE=0 leaves the arguments
// as the program gave them.
void wrap_host_function(CUpti_CallbackId id, const CUpti_CallbackData& data) {
    if (!is_host_function_call(id) || !data.correlationData) return;
    *data.correlationData = 0;
    if (capture_layer::env_is("SYNCSTRESS_CAPTURE_TRAMPOLINE", "0")) return;
    void* params = const_cast<void*>(data.functionParams);
    auto* t = new Trampoline;
    if (id == CUPTI_DRIVER_TRACE_CBID_cuLaunchHostFunc || id == CUPTI_DRIVER_TRACE_CBID_cuLaunchHostFunc_ptsz) {
        auto& p = *static_cast<cuLaunchHostFunc_params*>(params);
        t->fn = std::exchange(p.fn, p.fn ? host_fn_trampoline : nullptr);
        t->data = std::exchange(p.userData, p.fn ? t : p.userData);
    } else {
        auto& p = *static_cast<cuStreamAddCallback_params*>(params);
        t->callback = std::exchange(p.callback, p.callback ? callback_trampoline : nullptr);
        t->data = std::exchange(p.userData, p.callback ? t : p.userData);
    }
    if (!t->fn && !t->callback) {  // nothing to run: the driver refuses the call as it is
        delete t;
        return;
    }
    t->index = g_functions.fetch_add(1);
    *data.correlationData = capture_layer::handle_id(t);
}

std::optional<WrappedHostFunction> wrapped_host_function(CUpti_CallbackId id, const CUpti_CallbackData& data) {
    if (!is_host_function_call(id) || !data.correlationData || *data.correlationData == 0) return std::nullopt;
    const auto* t = reinterpret_cast<const Trampoline*>(static_cast<uintptr_t>(*data.correlationData));
    return WrappedHostFunction{t->index, capture_layer::handle_id(t->data)};
}

void host_function_recorded(CUpti_CallbackId id, const CUpti_CallbackData& data, bool succeeded) {
    if (!is_host_function_call(id) || !data.correlationData || *data.correlationData == 0) return;
    auto* t = reinterpret_cast<Trampoline*>(static_cast<uintptr_t>(*data.correlationData));
    if (!succeeded) {  // the function is not enqueued: it never runs
        delete t;
        return;
    }
    t->recorded.store(true, std::memory_order_release);
}

}  // namespace syncstress::capture_cuda
