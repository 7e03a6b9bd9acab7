// The program's own reads and writes of pinned host memory (cuMemAllocHost, cuMemHostAlloc, cuMemHostRegister): the
// device reaches pinned memory at the address the host uses, so there is no copy to hand the program, as the layer
// does for a mapping; its pages are guarded where they are (core/platform/guarded_memory.h, guard_in_place). Each
// driver call is a sync point: at its entry the pages touched since the last one are recorded as "cuda_host" lines
// of the thread that touched each first; at its exit those the calling thread touched during the call are the
// driver's own (a copy it makes on the CPU) and are dropped; the words streams write are read before the accesses
// are recorded (cuda_words.cpp), as a program polls such a word before it reads what the stream wrote. The program's
// own thread synchronisation and a host function's begin and end are sync points too (host_order.h). Memory that
// cannot be guarded, and an allocation a stream writes words into (the subscriber reads them at every call), keep the
// approximation the converter makes without tracking ("cuda_pinned_untracked"). Opt-in, with
// SYNCSTRESS_CAPTURE_PINNED=1, until a GPU run shows NVIDIA's samples and syncstress's own backends as clean with it as
// without; off with SYNCSTRESS_CAPTURE_HOST=0 or SYNCSTRESS_CAPTURE_TRAMPOLINE=0 (without the trampoline a host
// function's accesses would be a thread's of CUDA's that nothing orders).
#include "core/capture/cuda/cuda_calls.h"

#include "core/capture/layer/capture_log.h"
#include "core/capture/layer/host_order.h"
#include "core/platform/guarded_memory.h"
#include "core/platform/guarded_memory_os.h"

#include <atomic>
#include <map>
#include <mutex>

namespace syncstress::capture_cuda {
namespace {

using capture_layer::handle_id;
using capture_layer::Record;

constexpr uint32_t k_no_thread = UINT32_MAX;

struct Region {
    platform::GuardedRegion* guarded = nullptr;
    uint64_t bytes = 0;
};

struct Pinned {
    std::mutex mutex;
    std::map<uint64_t, Region> regions;  // by base address, live allocations only
    std::atomic<uint64_t> synced{0};     // platform::touches() at the last sync
};

Pinned& pinned() {
    static auto* made = new Pinned;  // never destroyed: exit may still call the driver
    return *made;
}

bool tracking() {
    using capture_layer::env_is;
    static const bool on = capture_layer::log_enabled() && env_is("SYNCSTRESS_CAPTURE_PINNED", "1") &&
                           !env_is("SYNCSTRESS_CAPTURE_HOST", "0") && !env_is("SYNCSTRESS_CAPTURE_TRAMPOLINE", "0");
    return on;
}

// Under the lock: the accesses of `region` since the last sync, but those of `skip` (the driver's, on its thread).
void record_accesses(uint64_t base, platform::GuardedRegion* region, uint32_t skip) {
    for (const platform::PageAccess& access : platform::sync(region)) {
        if (access.thread == skip) continue;
        Record("cuda_host")
            .u64("ptr", base)
            .parts("range", {access.offset, access.size})
            .u64("read", access.read ? 1 : 0)
            .u64("write", access.write ? 1 : 0)
            .write_as(access.thread);
    }
}

void sync_all(uint32_t skip) {
    const uint64_t touches = platform::touches();
    if (touches == pinned().synced.load()) return;
    std::lock_guard lock(pinned().mutex);
    for (const auto& [base, region] : pinned().regions) record_accesses(base, region.guarded, skip);
    pinned().synced = touches;
}

void sync_at_host_order() { sync_all(k_no_thread); }

// Guarded where its pages are its own: the driver's allocations start on a page and take whole pages; a registration
// of memory that shares its first or last page with other data (a malloc'd buffer) is left untracked, as the other
// data's accesses would count as its.
void track(uint64_t base, uint64_t bytes, bool registered) {
    if (base == 0 || bytes == 0) return;
    const uint64_t page = platform::guard_os::page_size();
    platform::GuardedRegion* region = nullptr;
    if (base % page == 0 && (!registered || bytes % page == 0))
        region = platform::guard_in_place(reinterpret_cast<void*>(base), bytes, &capture_layer::this_thread);
    if (!region) {
        Record("cuda_pinned_untracked").u64("ptr", base).write();
        return;
    }
    capture_layer::add_host_sync_point(&sync_at_host_order);
    {
        std::lock_guard lock(pinned().mutex);
        pinned().regions[base] = {region, bytes};
    }
    Record("cuda_pinned_tracked").u64("ptr", base).write();
}

// Recorded and opened again: freed memory must not stay guarded (the driver or the allocator reuses its pages).
void untrack(std::map<uint64_t, Region>::iterator found) {
    record_accesses(found->first, found->second.guarded, k_no_thread);
    platform::release(found->second.guarded);
    pinned().regions.erase(found);
}

void untrack_base(uint64_t base) {
    std::lock_guard lock(pinned().mutex);
    const auto found = pinned().regions.find(base);
    if (found != pinned().regions.end()) untrack(found);
}

// A word a stream writes into a guarded allocation: the allocation is untracked from here on (its accesses so far
// recorded), as the subscriber reads its words at every call.
void untrack_holding(uint64_t address) {
    std::lock_guard lock(pinned().mutex);
    auto found = pinned().regions.upper_bound(address);
    if (found == pinned().regions.begin()) return;
    --found;
    if (address - found->first >= found->second.bytes) return;
    const uint64_t base = found->first;
    untrack(found);
    Record("cuda_pinned_untracked").u64("ptr", base).u64("words", 1).write();
}

// A registration of the layer's guarded copy of a Vulkan mapping would split that memory in two: CUDA's device would
// read and write the copy, Vulkan's the mapping, and neither would see the other's writes. It is made to fail
// (CUDA_ERROR_INVALID_VALUE: no pointer) as the call begins, and recorded; a program that can reach the memory another
// way goes on (syncstress's own vulkan+cuda backend copies through a pinned mirror), and --no-host-tracking keeps
// the real mapping, which registers.
void refuse_copy_registration(CUpti_CallbackId id, const CUpti_CallbackData& data) {
    if (id != CUPTI_DRIVER_TRACE_CBID_cuMemHostRegister && id != CUPTI_DRIVER_TRACE_CBID_cuMemHostRegister_v2) return;
    auto& p = *static_cast<cuMemHostRegister_v2_params*>(const_cast<void*>(data.functionParams));
    if (!p.p || !platform::in_guarded_copy(p.p)) return;
    Record("cuda_register_refused").u64("ptr", handle_id(p.p)).u64("size", p.bytesize).write(true);
    p.p = nullptr;
}

void on_entry(CUpti_CallbackId id, const CUpti_CallbackData& data) {
    refuse_copy_registration(id, data);
    // Untracked before the call returns: the subscriber reads the word at its exit, and its own read is no access of
    // the program's.
    if (const auto word = stream_written_word(id, data)) return untrack_holding(word->address);
    if (const auto base = pinned_freed(id, data)) return untrack_base(*base);
    if (!frees_everything(id)) return;
    std::lock_guard lock(pinned().mutex);
    while (!pinned().regions.empty()) untrack(pinned().regions.begin());
}

void on_exit(CUpti_CallbackId id, const CUpti_CallbackData& data) {
    const CUresult result = data.functionReturnValue ? *static_cast<const CUresult*>(data.functionReturnValue) : CUDA_SUCCESS;
    if (result == CUDA_SUCCESS)
        if (const auto made = pinned_made(id, data)) track(made->base, made->bytes, made->registered);
    sync_all(capture_layer::this_thread());
}

}  // namespace

bool pinned_tracking() { return tracking(); }

void guarded_at_entry(CUpti_CallbackId id, const CUpti_CallbackData& data) {
    // A word a stream writes, read by the program since its last call (it polls it, then reads what the stream wrote):
    // recorded before the accesses, so that they are ordered after the stream's write of the value it had reached.
    if (tracking()) read_pinned_words();
    // The host's accesses of guarded memory before the call, recorded before it: tracked pinned memory (the
    // subscriber's sync point, added with its first region) and the layer's mappings.
    capture_layer::run_host_sync_points();
    if (tracking()) {
        on_entry(id, data);
    } else {
        refuse_copy_registration(id, data);
    }
}

void guarded_at_exit(CUpti_CallbackId id, const CUpti_CallbackData& data) {
    if (tracking()) on_exit(id, data);
    capture_layer::run_device_sync_points();
}

void sync_pinned() {
    if (tracking()) sync_all(k_no_thread);
}

}  // namespace syncstress::capture_cuda
