// Words of pinned host memory that streams write (cuStreamWriteValue32/64) and the host polls: the program's own
// reads of them are plain loads that no callback sees, so the subscriber reads each such word itself on the calling
// thread once every driver call of that thread returns, and records a value it has not seen there before
// ("cuda_word addr=A value=V"). A value read is one the word had reached: what the thread does from there on is
// ordered after the write of it, as after a host wait (the converter, from_log_cuda.cpp). Only words inside pinned
// memory the subscriber saw made and not yet freed are read (never device memory, never freed memory: a free or an
// unregister forgets its range when the call begins, and a context destroyed, released or reset every range).
#include "core/capture/cuda/cuda_calls.h"

#include "core/capture/layer/capture_log.h"

#include <atomic>
#include <map>
#include <mutex>
#include <unordered_map>

namespace syncstress::capture_cuda {
namespace {

using capture_layer::handle_id;

struct Watched {
    std::mutex mutex;
    std::map<uint64_t, uint64_t> pinned;  // base -> bytes, live pinned allocations and registrations
    std::map<uint64_t, uint32_t> words;   // address -> width in bytes (4 or 8), written by a stream
    std::atomic<bool> any{false};         // some word is watched: the fast path of every other call
};

Watched& watched() {
    static auto* w = new Watched;  // never destroyed: exit may still call the driver
    return *w;
}

bool in_pinned(const Watched& w, uint64_t addr, uint32_t width) {
    auto found = w.pinned.upper_bound(addr);
    if (found == w.pinned.begin()) return false;
    --found;
    return addr - found->first + width <= found->second;
}

void note_pinned(uint64_t base, uint64_t bytes) {
    std::lock_guard lock(watched().mutex);
    watched().pinned[base] = bytes;
}

void forget_pinned(uint64_t base) {
    std::lock_guard lock(watched().mutex);
    watched().pinned.erase(base);
}

}  // namespace

bool frees_everything(CUpti_CallbackId id) {
    return id == CUPTI_DRIVER_TRACE_CBID_cuCtxDestroy || id == CUPTI_DRIVER_TRACE_CBID_cuCtxDestroy_v2 ||
           id == CUPTI_DRIVER_TRACE_CBID_cuDevicePrimaryCtxRelease || id == CUPTI_DRIVER_TRACE_CBID_cuDevicePrimaryCtxRelease_v2 ||
           id == CUPTI_DRIVER_TRACE_CBID_cuDevicePrimaryCtxReset || id == CUPTI_DRIVER_TRACE_CBID_cuDevicePrimaryCtxReset_v2;
}

std::optional<uint64_t> pinned_freed(CUpti_CallbackId id, const CUpti_CallbackData& data) {
    if (id == CUPTI_DRIVER_TRACE_CBID_cuMemFreeHost) return handle_id(static_cast<const cuMemFreeHost_params*>(data.functionParams)->p);
    if (id == CUPTI_DRIVER_TRACE_CBID_cuMemHostUnregister)
        return handle_id(static_cast<const cuMemHostUnregister_params*>(data.functionParams)->p);
    return std::nullopt;
}

std::optional<PinnedMade> pinned_made(CUpti_CallbackId id, const CUpti_CallbackData& data) {
    const void* params = data.functionParams;
    switch (id) {
    case CUPTI_DRIVER_TRACE_CBID_cuMemAllocHost: {  // the first version's size is 32 bits
        const auto& p = *static_cast<const cuMemAllocHost_params*>(params);
        return PinnedMade{handle_id(*p.pp), p.bytesize, false};
    }
    case CUPTI_DRIVER_TRACE_CBID_cuMemAllocHost_v2: {
        const auto& p = *static_cast<const cuMemAllocHost_v2_params*>(params);
        return PinnedMade{handle_id(*p.pp), p.bytesize, false};
    }
    case CUPTI_DRIVER_TRACE_CBID_cuMemHostAlloc: {
        const auto& p = *static_cast<const cuMemHostAlloc_params*>(params);
        return PinnedMade{handle_id(*p.pp), p.bytesize, false};
    }
    case CUPTI_DRIVER_TRACE_CBID_cuMemHostRegister:
    case CUPTI_DRIVER_TRACE_CBID_cuMemHostRegister_v2: {
        const auto& p = *static_cast<const cuMemHostRegister_v2_params*>(params);
        return PinnedMade{handle_id(p.p), p.bytesize, true};
    }
    default: return std::nullopt;
    }
}

std::optional<StreamWord> stream_written_word(CUpti_CallbackId id, const CUpti_CallbackData& data) {
    switch (id) {
    case CUPTI_DRIVER_TRACE_CBID_cuStreamWriteValue32:
    case CUPTI_DRIVER_TRACE_CBID_cuStreamWriteValue32_ptsz:
    case CUPTI_DRIVER_TRACE_CBID_cuStreamWriteValue32_v2:
    case CUPTI_DRIVER_TRACE_CBID_cuStreamWriteValue32_v2_ptsz:
        return StreamWord{static_cast<const cuStreamWriteValue32_v2_params*>(data.functionParams)->addr, 4};
    case CUPTI_DRIVER_TRACE_CBID_cuStreamWriteValue64:
    case CUPTI_DRIVER_TRACE_CBID_cuStreamWriteValue64_ptsz:
    case CUPTI_DRIVER_TRACE_CBID_cuStreamWriteValue64_v2:
    case CUPTI_DRIVER_TRACE_CBID_cuStreamWriteValue64_v2_ptsz:
        return StreamWord{static_cast<const cuStreamWriteValue64_v2_params*>(data.functionParams)->addr, 8};
    default: return std::nullopt;
    }
}

void watch_pinned_words(CUpti_CallbackId id, const CUpti_CallbackData& data) {
    if (data.callbackSite == CUPTI_API_ENTER) {
        if (frees_everything(id)) {
            std::lock_guard lock(watched().mutex);
            watched().pinned.clear();
        }
        if (const auto base = pinned_freed(id, data)) forget_pinned(*base);
        return;
    }
    const CUresult result = data.functionReturnValue ? *static_cast<const CUresult*>(data.functionReturnValue) : CUDA_SUCCESS;
    if (result != CUDA_SUCCESS) return;
    if (const auto made = pinned_made(id, data)) return note_pinned(made->base, made->bytes);
    if (const auto word = stream_written_word(id, data)) {
        std::lock_guard lock(watched().mutex);
        watched().words.emplace(word->address, word->width);
        watched().any = true;
    }
}

// The address of a word in pinned memory is the host's too: CUDA's unified addressing (every 64-bit Linux process)
// gives pinned memory one address on the host and the device.
void read_pinned_words() {
    Watched& w = watched();
    if (!w.any.load(std::memory_order_relaxed)) return;
    thread_local std::unordered_map<uint64_t, uint64_t> seen;  // address -> the value this thread recorded last
    std::lock_guard lock(w.mutex);
    for (const auto& [addr, width] : w.words) {
        if (!in_pinned(w, addr, width)) continue;
        const uint64_t value = width == 8 ? std::atomic_ref<uint64_t>(*reinterpret_cast<uint64_t*>(addr)).load(std::memory_order_acquire)
                                          : std::atomic_ref<uint32_t>(*reinterpret_cast<uint32_t*>(addr)).load(std::memory_order_acquire);
        auto [slot, fresh] = seen.emplace(addr, value);
        if (!fresh && slot->second == value) continue;
        slot->second = value;
        capture_layer::Record("cuda_word").u64("addr", addr).u64("value", value).write();
    }
}

}  // namespace syncstress::capture_cuda
