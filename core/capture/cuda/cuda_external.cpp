// External memory and semaphores: what CUDA imported (another API's exported memory or semaphore, by its file
// descriptor or Windows handle), the device pointer a mapping of imported memory gives, and the streams' signals and
// waits of imported semaphores. The converter joins each import with the Vulkan layer's export of the same handle
// (core/capture/from_log_bridge.cpp).
#include "core/capture/cuda/cuda_calls.h"

#include "core/capture/layer/capture_log.h"

#include <string_view>

namespace syncstress::capture_cuda {
namespace {

using capture_layer::handle_id;
using capture_layer::Record;

// The handle types CUDA gives as a file descriptor (cuda.h): opaque and dma-buf memory, opaque (binary) and timeline
// semaphores. Every other type is a Windows handle, by value (or an object a handle does not name, recorded as 0).
bool memory_by_fd(CUexternalMemoryHandleType type) {
    return type == CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD || type == CU_EXTERNAL_MEMORY_HANDLE_TYPE_DMABUF_FD;
}
bool semaphore_by_fd(CUexternalSemaphoreHandleType type) {
    return type == CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_OPAQUE_FD || type == CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_TIMELINE_SEMAPHORE_FD;
}

template <class Desc>
Record& handle_fields(Record& record, const Desc& desc, bool by_fd) {
    record.u64("type", static_cast<uint64_t>(desc.type));
    if (by_fd) return record.u64("fd", static_cast<uint64_t>(desc.handle.fd));
    return record.u64("handle", handle_id(desc.handle.win32.handle));
}

void import_memory(const CUpti_CallbackData& data, const cuImportExternalMemory_params& p) {
    Record record(data.functionName);
    record.u64("external", handle_id(*p.extMem_out));
    handle_fields(record, *p.memHandleDesc, memory_by_fd(p.memHandleDesc->type)).u64("size", p.memHandleDesc->size).write();
}

void mapped_buffer(const CUpti_CallbackData& data, const cuExternalMemoryGetMappedBuffer_params& p) {
    Record(data.functionName)
        .u64("external", handle_id(p.extMem))
        .u64("ptr", *p.devPtr)
        .u64("offset", p.bufferDesc->offset)
        .u64("size", p.bufferDesc->size)
        .write();
}

void import_semaphore(const CUpti_CallbackData& data, const cuImportExternalSemaphore_params& p) {
    Record record(data.functionName);
    record.u64("external", handle_id(*p.extSem_out));
    handle_fields(record, *p.semHandleDesc, semaphore_by_fd(p.semHandleDesc->type)).write();
}

// sem=external:value for each semaphore (the value is a timeline's; a binary semaphore's is 0).
template <class P>
void signal_or_wait(const CUpti_CallbackData& data, const P& p) {
    Record record(data.functionName);
    const std::string_view name(data.functionName);
    if (name.ends_with("_ptsz")) record.u64("ptds", 1);
    record.u64("stream", handle_id(p.stream));
    for (unsigned i = 0; i < p.numExtSems; ++i) record.parts("sem", {handle_id(p.extSemArray[i]), p.paramsArray[i].params.fence.value});
    record.write(true);
}

}  // namespace

bool record_external_call(CUpti_CallbackId id, const CUpti_CallbackData& data) {
    const void* params = data.functionParams;
    switch (id) {
    case CUPTI_DRIVER_TRACE_CBID_cuImportExternalMemory:
        import_memory(data, *static_cast<const cuImportExternalMemory_params*>(params));
        return true;
    case CUPTI_DRIVER_TRACE_CBID_cuExternalMemoryGetMappedBuffer:
        mapped_buffer(data, *static_cast<const cuExternalMemoryGetMappedBuffer_params*>(params));
        return true;
    case CUPTI_DRIVER_TRACE_CBID_cuDestroyExternalMemory:
        Record(data.functionName).u64("external", handle_id(static_cast<const cuDestroyExternalMemory_params*>(params)->extMem)).write();
        return true;
    case CUPTI_DRIVER_TRACE_CBID_cuImportExternalSemaphore:
        import_semaphore(data, *static_cast<const cuImportExternalSemaphore_params*>(params));
        return true;
    case CUPTI_DRIVER_TRACE_CBID_cuDestroyExternalSemaphore:
        Record(data.functionName).u64("external", handle_id(static_cast<const cuDestroyExternalSemaphore_params*>(params)->extSem)).write();
        return true;
    case CUPTI_DRIVER_TRACE_CBID_cuSignalExternalSemaphoresAsync:
    case CUPTI_DRIVER_TRACE_CBID_cuSignalExternalSemaphoresAsync_ptsz:
        signal_or_wait(data, *static_cast<const cuSignalExternalSemaphoresAsync_params*>(params));
        return true;
    case CUPTI_DRIVER_TRACE_CBID_cuWaitExternalSemaphoresAsync:
    case CUPTI_DRIVER_TRACE_CBID_cuWaitExternalSemaphoresAsync_ptsz:
        signal_or_wait(data, *static_cast<const cuWaitExternalSemaphoresAsync_params*>(params));
        return true;
    default: return false;
    }
}

}  // namespace syncstress::capture_cuda
