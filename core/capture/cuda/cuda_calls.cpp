#include "core/capture/cuda/cuda_calls.h"

#include "core/capture/cuda/mangled_params.h"
#include "core/capture/layer/capture_log.h"

#include <cstring>
#include <mutex>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace syncstress::capture_cuda {
namespace {

using capture_layer::handle_id;
using capture_layer::Record;

// A launch records at most this many nonzero pointer-sized words of its parameters: the pointers a kernel is given
// come first in any kernel written by hand, and a large struct of values would only lengthen the log.
constexpr size_t k_max_words = 64;
// cuFuncGetParamInfo is asked for parameters 0, 1, ... until it says there is none; a kernel has at most this many.
constexpr size_t k_max_params = 4096;

// The call's name as CUPTI gives it ("cuMemcpyHtoDAsync_v2_ptsz"); ptds=1 for the per-thread default stream variants,
// whose stream 0 is the calling thread's default stream rather than the legacy one.
Record start(const CUpti_CallbackData& data) {
    Record record(data.functionName);
    const std::string_view name(data.functionName);
    if (name.ends_with("_ptds") || name.ends_with("_ptsz")) record.u64("ptds", 1);
    return record;
}

template <class P>
uint64_t stream_of(const P& p) {
    if constexpr (requires { p.hStream; })
        return handle_id(p.hStream);
    else if constexpr (requires { p.stream; })
        return handle_id(p.stream);
    else
        return 0;  // a synchronous call: the default stream
}

template <class P>
uint64_t dst_of(const P& p) {
    if constexpr (requires { p.dst; })
        return handle_id(p.dst);
    else if constexpr (requires { p.dstDevice; })
        return handle_id(p.dstDevice);
    else
        return handle_id(p.dstHost);
}

template <class P>
uint64_t src_of(const P& p) {
    if constexpr (requires { p.src; })
        return handle_id(p.src);
    else if constexpr (requires { p.srcDevice; })
        return handle_id(p.srcDevice);
    else
        return handle_id(p.srcHost);
}

template <class P>
void copy(const CUpti_CallbackData& data, const P& p) {
    start(data).u64("dst", dst_of(p)).u64("src", src_of(p)).u64("size", p.ByteCount).u64("stream", stream_of(p)).write(true);
}

template <uint64_t ElementBytes, class P>
void set(const CUpti_CallbackData& data, const P& p) {
    uint64_t value = 0;
    if constexpr (requires { p.ui; })
        value = p.ui;
    else if constexpr (requires { p.us; })
        value = p.us;
    else
        value = p.uc;
    start(data)
        .u64("dst", handle_id(p.dstDevice))
        .u64("size", p.N * ElementBytes)
        .u64("value", value)
        .u64("element", ElementBytes)
        .u64("stream", stream_of(p))
        .write();
}

template <class P>
void alloc(const CUpti_CallbackData& data, const P& p) {
    uint64_t ptr = 0, size = 0;
    if constexpr (requires { p.dptr; })
        ptr = *p.dptr;
    else if constexpr (requires { p.pp; })
        ptr = handle_id(*p.pp);
    else
        ptr = handle_id(p.p);
    if constexpr (requires { p.pPitch; })
        size = *p.pPitch * p.Height;
    else
        size = p.bytesize;
    start(data).u64("ptr", ptr).u64("size", size).u64("stream", stream_of(p)).write();
}

template <class P>
void release(const CUpti_CallbackData& data, const P& p) {
    if constexpr (requires { p.dptr; })
        start(data).u64("ptr", p.dptr).u64("stream", stream_of(p)).write(true);
    else
        start(data).u64("ptr", handle_id(p.p)).write(true);
}

template <class P>
void stream_create(const CUpti_CallbackData& data, const P& p) {
    if constexpr (requires { p.Flags; })
        start(data).u64("stream", handle_id(*p.phStream)).u64("flags", p.Flags).write();
    else
        start(data).u64("stream", handle_id(*p.phStream)).u64("flags", p.flags).write();
}

template <class P>
void on_stream(const CUpti_CallbackData& data, const P& p) {
    Record record = start(data);
    record.u64("stream", stream_of(p));
    if constexpr (requires { p.hEvent; }) record.u64("event", handle_id(p.hEvent));
    record.write(true);
}

// The end of a stream capture: the graph it made.
template <class P>
void end_capture(const CUpti_CallbackData& data, const P& p, CUresult result = CUDA_SUCCESS) {
    Record record = start(data);
    record.u64("stream", handle_id(p.hStream));
    if (result == CUDA_SUCCESS)
        record.u64("graph", p.phGraph ? handle_id(*p.phGraph) : 0);
    else
        record.u64("result", static_cast<uint64_t>(result));  // no graph: nothing it captured runs
    record.write(true);
}

// A host function (cuLaunchHostFunc, cuStreamAddCallback): its stream and the pointer it is given, and the index of
// its run's records where the subscriber's trampoline runs it (cuda_host_functions.cpp).
template <class P>
void host_function(CUpti_CallbackId id, const CUpti_CallbackData& data, const P& p) {
    Record record = start(data);
    record.u64("stream", handle_id(p.hStream));
    if (const auto wrapped = wrapped_host_function(id, data))
        record.u64("data", wrapped->data).u64("function", wrapped->index);
    else
        record.u64("data", handle_id(p.userData));
    record.write(true);
}

template <class P>
void on_event(const CUpti_CallbackData& data, const P& p) {
    if constexpr (requires { p.phEvent; })
        start(data).u64("event", handle_id(*p.phEvent)).u64("flags", p.Flags).write();
    else
        start(data).u64("event", handle_id(p.hEvent)).write(true);
}

// A query is recorded with what it returned: only a success says the work is done.
template <class P>
void query(const CUpti_CallbackData& data, const P& p, CUresult result) {
    Record record = start(data);
    if constexpr (requires { p.hEvent; })
        record.u64("event", handle_id(p.hEvent));
    else
        record.u64("stream", stream_of(p));
    record.u64("result", static_cast<uint64_t>(result)).write(true);
}

template <class P>
void stream_memory(const CUpti_CallbackData& data, const P& p) {
    start(data).u64("stream", stream_of(p)).u64("addr", p.addr).u64("value", p.value).u64("flags", p.flags).write();
}

// A kernel's parameters: their sizes, and which are pointers to const.
struct KernelParams {
    std::vector<size_t> sizes;
    std::vector<bool> read_only;  // empty where the name says nothing (extern "C", or not read)
};

// Asked of the driver once per kernel: the layout by cuFuncGetParamInfo (else as a library's kernel), the name by
// the lookup that gave the layout.
KernelParams kernel_params(CUfunction function, const ParamLookup& param_info) {
    static std::mutex mutex;
    static auto* known = new std::unordered_map<CUfunction, KernelParams>;  // never destroyed: exit may still launch
    std::lock_guard lock(mutex);
    const auto found = known->find(function);
    if (found != known->end()) return found->second;
    KernelParams params;
    for (const auto& [lookup, name] :
         {std::pair{param_info.function, param_info.function_name}, std::pair{param_info.kernel, param_info.kernel_name}}) {
        for (size_t i = 0; lookup && i < k_max_params; ++i) {
            size_t offset = 0, size = 0;
            if (lookup(function, i, &offset, &size) != CUDA_SUCCESS) break;
            params.sizes.push_back(size);
        }
        if (params.sizes.empty()) continue;  // a handle that is not a function is asked again as a library's kernel
        const char* mangled = nullptr;
        if (name && name(&mangled, function) == CUDA_SUCCESS && mangled) {
            auto read_only = const_pointer_params(mangled);
            if (read_only && read_only->size() == params.sizes.size()) params.read_only = std::move(*read_only);
        }
        break;
    }
    (*known)[function] = params;
    return params;
}

// Every nonzero pointer-sized word of `bytes`: the converter keeps those that point into an allocation. `read_only`:
// the bytes are a pointer to const.
void pointer_words(Record& record, const void* bytes, size_t size, size_t& count, bool read_only = false) {
    for (size_t offset = 0; bytes && offset + sizeof(uint64_t) <= size && count < k_max_words; offset += sizeof(uint64_t)) {
        uint64_t word = 0;
        std::memcpy(&word, static_cast<const unsigned char*>(bytes) + offset, sizeof word);
        if (word == 0) continue;
        if (read_only)
            record.parts("ptr", {word, 1});
        else
            record.u64("ptr", word);
        ++count;
    }
}

}  // namespace

void kernel_words(capture_layer::Record& record, CUfunction function, void** params, void** extra, const ParamLookup& param_info) {
    record.u64("function", handle_id(function));
    size_t count = 0;
    bool known = false;
    if (params) {
        const KernelParams layout = kernel_params(function, param_info);
        known = !layout.sizes.empty();
        for (size_t i = 0; i < layout.sizes.size(); ++i)
            pointer_words(record, params[i], layout.sizes[i], count, !layout.read_only.empty() && layout.read_only[i]);
    }
    const void* buffer = nullptr;
    size_t buffer_size = 0;
    for (size_t i = 0; extra && extra[i] != CU_LAUNCH_PARAM_END; i += 2) {
        if (extra[i] == CU_LAUNCH_PARAM_BUFFER_POINTER) buffer = extra[i + 1];
        if (extra[i] == CU_LAUNCH_PARAM_BUFFER_SIZE) buffer_size = *static_cast<const size_t*>(extra[i + 1]);
    }
    pointer_words(record, buffer, buffer_size, count);
    known = known || buffer;
    if (!known) {
        // Why, for the log's reader: whether the launch gave a parameter array, and what each lookup said of its first.
        record.u64("unknown_params", 1).u64("params_given", params ? 1 : 0);
        size_t offset = 0, size = 0;
        if (param_info.function) record.u64("function_lookup", static_cast<uint64_t>(param_info.function(function, 0, &offset, &size)));
        if (param_info.kernel) record.u64("kernel_lookup", static_cast<uint64_t>(param_info.kernel(function, 0, &offset, &size)));
    }
}

namespace {

void launch(const CUpti_CallbackData& data, CUfunction function, CUstream stream, void** params, void** extra,
            const ParamLookup& param_info) {
    Record record = start(data);
    record.u64("stream", handle_id(stream));
    kernel_words(record, function, params, extra, param_info);
    record.write();
}

// The calls that touch streams or memory in a way the scenario does not model: recorded by name and counted.
bool touches_streams_or_memory(std::string_view name) {
    static constexpr std::string_view k_prefixes[] = {"cuMemcpy",
                                                      "cuMemset",
                                                      "cuMemPrefetch",
                                                      "cuMemAdvise",
                                                      "cuMemMap",
                                                      "cuMemHostGetDevicePointer",
                                                      "cuStreamBatchMemOp",
                                                      "cuStreamAttachMemAsync",
                                                      "cuStreamBeginCapture",
                                                      "cuStreamEndCapture",
                                                      "cuGraphExecUpdate",
                                                      "cuGraphExecKernel",
                                                      "cuGraphExecMem",
                                                      "cuGraphExecHost",
                                                      "cuGraphExecChild",
                                                      "cuGraphExecEvent",
                                                      "cuGraphExecNode",
                                                      "cuGraphExecExternal",
                                                      "cuGraphExecBatch",
                                                      "cuGraphNodeSetParams",
                                                      "cuGraphKernelNodeSetParams",
                                                      "cuGraphMemcpyNodeSetParams",
                                                      "cuGraphMemsetNodeSetParams",
                                                      "cuGraphHostNodeSetParams",
                                                      "cuGraphEventRecordNodeSetEvent",
                                                      "cuGraphEventWaitNodeSetEvent",
                                                      "cuGraphRemoveDependencies",
                                                      "cuGraphDestroyNode",
                                                      "cuGraphNodeSetEnabled",
                                                      "cuStreamUpdateCaptureDependencies",
                                                      "cuGraphicsMapResources",
                                                      "cuGraphicsUnmapResources",
                                                      "cuImportExternal",
                                                      "cuSignalExternalSemaphoresAsync",
                                                      "cuWaitExternalSemaphoresAsync",
                                                      "cuLaunch",
                                                      "cuCtxWaitEvent",
                                                      "cuCtxRecordEvent",
                                                      "cuStreamWaitValue",
                                                      "cuStreamWriteValue",
                                                      "cuMemAlloc",
                                                      "cuMemFree",
                                                      "cuMemHost",
                                                      "cuMemCreate",
                                                      "cuMemRelease"};
    for (std::string_view prefix : k_prefixes)
        if (name.starts_with(prefix)) return true;
    return false;
}

// A call of the lists below: recorded by the handler its row names.
#define SYNCSTRESS_ON(name, handler)                                                                                                       \
    case CUPTI_DRIVER_TRACE_CBID_##name:                                                                                                   \
        handler(data, *static_cast<const name##_params*>(data.functionParams));                                                            \
        return true
#define SYNCSTRESS_ON_PTDS(name, handler)                                                                                                  \
    SYNCSTRESS_ON(name, handler);                                                                                                          \
    SYNCSTRESS_ON(name##_ptds, handler)
#define SYNCSTRESS_ON_PTSZ(name, handler)                                                                                                  \
    SYNCSTRESS_ON(name, handler);                                                                                                          \
    SYNCSTRESS_ON(name##_ptsz, handler)

// Memory: allocations, copies and fills. True where the call is one of them.
bool record_memory_call(CUpti_CallbackId id, const CUpti_CallbackData& data) {
    switch (id) {
        SYNCSTRESS_ON(cuMemAlloc_v2, alloc);
        SYNCSTRESS_ON(cuMemAllocPitch_v2, alloc);
        SYNCSTRESS_ON_PTSZ(cuMemAllocAsync, alloc);
        SYNCSTRESS_ON_PTSZ(cuMemAllocFromPoolAsync, alloc);
        SYNCSTRESS_ON(cuMemAllocHost_v2, alloc);
        SYNCSTRESS_ON(cuMemHostAlloc, alloc);
        SYNCSTRESS_ON(cuMemHostRegister_v2, alloc);
        SYNCSTRESS_ON(cuMemHostRegister, alloc);
        SYNCSTRESS_ON(cuMemAllocManaged, alloc);
        SYNCSTRESS_ON(cuMemFree_v2, release);
        SYNCSTRESS_ON(cuMemFreeHost, release);
        SYNCSTRESS_ON(cuMemHostUnregister, release);
        SYNCSTRESS_ON_PTSZ(cuMemFreeAsync, release);
        SYNCSTRESS_ON_PTDS(cuMemcpy, copy);
        SYNCSTRESS_ON_PTSZ(cuMemcpyAsync, copy);
        SYNCSTRESS_ON_PTDS(cuMemcpyHtoD_v2, copy);
        SYNCSTRESS_ON_PTDS(cuMemcpyDtoH_v2, copy);
        SYNCSTRESS_ON_PTDS(cuMemcpyDtoD_v2, copy);
        SYNCSTRESS_ON_PTSZ(cuMemcpyHtoDAsync_v2, copy);
        SYNCSTRESS_ON_PTSZ(cuMemcpyDtoHAsync_v2, copy);
        SYNCSTRESS_ON_PTSZ(cuMemcpyDtoDAsync_v2, copy);
        SYNCSTRESS_ON_PTDS(cuMemsetD8_v2, set<1>);
        SYNCSTRESS_ON_PTDS(cuMemsetD16_v2, set<2>);
        SYNCSTRESS_ON_PTDS(cuMemsetD32_v2, set<4>);
        SYNCSTRESS_ON_PTSZ(cuMemsetD8Async, set<1>);
        SYNCSTRESS_ON_PTSZ(cuMemsetD16Async, set<2>);
        SYNCSTRESS_ON_PTSZ(cuMemsetD32Async, set<4>);
    default: return false;
    }
}

// Streams, events and the host's waits. True where the call is one of them.
bool record_sync_call(CUpti_CallbackId id, const CUpti_CallbackData& data) {
    const auto host_fn = [id](const CUpti_CallbackData& call, const auto& p) { host_function(id, call, p); };
    switch (id) {
        SYNCSTRESS_ON(cuStreamCreate, stream_create);
        SYNCSTRESS_ON(cuStreamCreateWithPriority, stream_create);
        SYNCSTRESS_ON(cuStreamDestroy_v2, on_stream);
        SYNCSTRESS_ON(cuStreamDestroy, on_stream);
        SYNCSTRESS_ON_PTSZ(cuStreamSynchronize, on_stream);
        SYNCSTRESS_ON_PTSZ(cuStreamWaitEvent, on_stream);
        SYNCSTRESS_ON_PTSZ(cuEventRecord, on_stream);
        SYNCSTRESS_ON_PTSZ(cuEventRecordWithFlags, on_stream);
        SYNCSTRESS_ON_PTSZ(cuLaunchHostFunc, host_fn);
        SYNCSTRESS_ON_PTSZ(cuStreamAddCallback, host_fn);
        // Stream capture: what a capturing stream is given is recorded into a graph, not run.
        SYNCSTRESS_ON_PTSZ(cuStreamBeginCapture_v2, on_stream);
        SYNCSTRESS_ON(cuStreamBeginCapture, on_stream);
        SYNCSTRESS_ON(cuStreamBeginCapture_ptsz, on_stream);
        SYNCSTRESS_ON_PTSZ(cuStreamBeginCaptureToGraph, on_stream);
        SYNCSTRESS_ON_PTSZ(cuStreamEndCapture, end_capture);
        SYNCSTRESS_ON(cuEventCreate, on_event);
        SYNCSTRESS_ON(cuEventDestroy_v2, on_event);
        SYNCSTRESS_ON(cuEventDestroy, on_event);
        SYNCSTRESS_ON(cuEventSynchronize, on_event);
        SYNCSTRESS_ON_PTSZ(cuStreamWaitValue32_v2, stream_memory);
        SYNCSTRESS_ON_PTSZ(cuStreamWaitValue64_v2, stream_memory);
        SYNCSTRESS_ON_PTSZ(cuStreamWriteValue32_v2, stream_memory);
        SYNCSTRESS_ON_PTSZ(cuStreamWriteValue64_v2, stream_memory);
        // The first versions (cuda.h names the _v2 ones by these names, so each row spells its variant out).
        SYNCSTRESS_ON(cuStreamWaitValue32, stream_memory);
        SYNCSTRESS_ON(cuStreamWaitValue32_ptsz, stream_memory);
        SYNCSTRESS_ON(cuStreamWaitValue64, stream_memory);
        SYNCSTRESS_ON(cuStreamWaitValue64_ptsz, stream_memory);
        SYNCSTRESS_ON(cuStreamWriteValue32, stream_memory);
        SYNCSTRESS_ON(cuStreamWriteValue32_ptsz, stream_memory);
        SYNCSTRESS_ON(cuStreamWriteValue64, stream_memory);
        SYNCSTRESS_ON(cuStreamWriteValue64_ptsz, stream_memory);
    case CUPTI_DRIVER_TRACE_CBID_cuCtxSynchronize:
    case CUPTI_DRIVER_TRACE_CBID_cuCtxSynchronize_v2: start(data).write(true); return true;
    default: return false;
    }
}

#undef SYNCSTRESS_ON_PTSZ
#undef SYNCSTRESS_ON_PTDS
#undef SYNCSTRESS_ON

bool record_launch(CUpti_CallbackId id, const CUpti_CallbackData& data, const ParamLookup& param_info) {
    if (id == CUPTI_DRIVER_TRACE_CBID_cuLaunchKernel || id == CUPTI_DRIVER_TRACE_CBID_cuLaunchKernel_ptsz) {
        const auto& p = *static_cast<const cuLaunchKernel_params*>(data.functionParams);
        launch(data, p.f, p.hStream, p.kernelParams, p.extra, param_info);
        return true;
    }
    if (id == CUPTI_DRIVER_TRACE_CBID_cuLaunchKernelEx || id == CUPTI_DRIVER_TRACE_CBID_cuLaunchKernelEx_ptsz) {
        const auto& p = *static_cast<const cuLaunchKernelEx_params*>(data.functionParams);
        launch(data, p.f, p.config ? p.config->hStream : nullptr, p.kernelParams, p.extra, param_info);
        return true;
    }
    return false;
}

}  // namespace

void record_call(CUpti_CallbackId id, const CUpti_CallbackData& data, const ParamLookup& param_info) {
    const CUresult result = data.functionReturnValue ? *static_cast<const CUresult*>(data.functionReturnValue) : CUDA_SUCCESS;
    if (id == CUPTI_DRIVER_TRACE_CBID_cuEventQuery)
        return query(data, *static_cast<const cuEventQuery_params*>(data.functionParams), result);
    if (id == CUPTI_DRIVER_TRACE_CBID_cuStreamQuery || id == CUPTI_DRIVER_TRACE_CBID_cuStreamQuery_ptsz)
        return query(data, *static_cast<const cuStreamQuery_params*>(data.functionParams), result);
    // A capture ends even where its end fails (an invalidated capture): what the stream is given after it runs.
    if (result != CUDA_SUCCESS &&
        (id == CUPTI_DRIVER_TRACE_CBID_cuStreamEndCapture || id == CUPTI_DRIVER_TRACE_CBID_cuStreamEndCapture_ptsz))
        return end_capture(data, *static_cast<const cuStreamEndCapture_params*>(data.functionParams), result);
    if (result != CUDA_SUCCESS) return;  // a call that failed did nothing the scenario could say
    if (record_memory_call(id, data) || record_sync_call(id, data) || record_launch(id, data, param_info) ||
        record_external_call(id, data) || record_graph_call(id, data, param_info))
        return;
    if (touches_streams_or_memory(data.functionName)) Record(data.functionName).u64("not_modelled", 1).write();
}

}  // namespace syncstress::capture_cuda
