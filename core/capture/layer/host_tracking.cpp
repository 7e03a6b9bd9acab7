#include "core/capture/layer/host_tracking.h"

#include "core/capture/layer/capture_log.h"
#include "core/capture/layer/host_order.h"
#include "core/platform/guarded_memory.h"

#include <atomic>
#include <mutex>
#include <unordered_map>

namespace syncstress::capture_layer {
namespace {

constexpr uint64_t k_whole_size = UINT64_MAX;  // VK_WHOLE_SIZE

struct Mapping {
    platform::GuardedRegion* region = nullptr;
    uint64_t offset = 0;  // of the mapping in its memory
};

// Live allocations and mappings only: what the layer keeps does not grow with the run.
struct Mappings {
    std::mutex mutex;
    std::unordered_map<uint64_t, uint64_t> sizes;
    std::unordered_map<uint64_t, Mapping> mapped;
};

Mappings& mappings() {
    static auto* made = new Mappings;  // never destroyed: calls may come during the program's exit
    return *made;
}

void record_accesses(uint64_t memory, const Mapping& mapping, bool device_wrote) {
    for (const platform::PageAccess& access : platform::sync(mapping.region, device_wrote))
        Record("host")
            .u64("memory", memory)
            .parts("range", {mapping.offset + access.offset, access.size})
            .u64("read", access.read ? 1 : 0)
            .u64("write", access.write ? 1 : 0)
            .write_as(access.thread);
}

// The program's own host synchronisation (an unlock, a thread's start or end) is a sync point too: what the thread
// touched before it is recorded before it, and touching it again after is seen. Where no page was touched since the
// last sync point there is nothing to record, and it costs one atomic read.
std::atomic<uint64_t> g_synced_touches{0};
void sync_at_host_order() {
    const uint64_t touches = platform::touches();
    if (touches == g_synced_touches.load()) return;
    sync_mappings(false);
    g_synced_touches.store(touches);
}

}  // namespace

bool host_tracking() {
    static const bool on = log_enabled() && !env_is("SYNCSTRESS_CAPTURE_HOST", "0");
    return on;
}

void note_memory(uint64_t memory, uint64_t size) {
    if (!host_tracking()) return;
    std::lock_guard lock(mappings().mutex);
    mappings().sizes[memory] = size;
}

void* track_mapping(uint64_t memory, void* data, uint64_t offset, uint64_t size) {
    if (!host_tracking() || !data) return data;
    std::lock_guard lock(mappings().mutex);
    const auto known = mappings().sizes.find(memory);
    if (size == k_whole_size) size = known == mappings().sizes.end() || known->second < offset ? 0 : known->second - offset;
    platform::GuardedRegion* region = platform::guard(data, static_cast<size_t>(size), &this_thread);
    if (!region) return data;
    add_host_sync_point(&sync_at_host_order);
    add_device_sync_point([] { sync_mappings(true); });
    mappings().mapped[memory] = {region, offset};
    return platform::guarded_data(region);
}

void sync_mappings(bool device_wrote) {
    if (!host_tracking()) return;
    std::lock_guard lock(mappings().mutex);
    for (const auto& [memory, mapping] : mappings().mapped) record_accesses(memory, mapping, device_wrote);
}

void untrack_mapping(uint64_t memory, bool freed) {
    if (!host_tracking()) return;
    std::lock_guard lock(mappings().mutex);
    if (freed) mappings().sizes.erase(memory);
    const auto found = mappings().mapped.find(memory);
    if (found == mappings().mapped.end()) return;
    record_accesses(memory, found->second, true);
    platform::release(found->second.region);
    mappings().mapped.erase(found);
}

}  // namespace syncstress::capture_layer
