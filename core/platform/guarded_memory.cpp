#include "core/platform/guarded_memory.h"

#include "core/platform/guarded_memory_os.h"

#include <algorithm>
#include <atomic>
#include <cstring>

namespace syncstress::platform {

struct GuardedRegion {
    void* real = nullptr;
    char* copy = nullptr;
    // The mapping as it was at the last sync: a written page gives back only the bytes the host changed, so that what
    // the device wrote into the rest of the page meanwhile stays.
    char* pristine = nullptr;
    size_t size = 0, mapped = 0, pages = 0;
    uint32_t (*thread)() = nullptr;
    // Per page: bit 0 read, bit 1 write since the last sync; and the thread that touched it first.
    std::atomic<uint8_t>* state = nullptr;
    std::atomic<uint32_t>* toucher = nullptr;
    // The real memory may have changed since the copy was taken, and no page was touched since: the copy is taken
    // again at the next fault instead of at the sync (two protection changes of the whole region, each a TLB shootdown on
    // every thread of the process, are most of what a sync costs a loop that does not touch its mapping).
    std::atomic<bool> stale{false};
};

namespace {

// The fault handler finds regions without a lock: a fixed table of atomic pointers.
std::atomic<GuardedRegion*> g_regions[k_max_guarded_regions];
std::atomic<uint64_t> g_touches{0};
using guard_os::Access;
using guard_os::page_size;
using guard_os::protect;

// The real memory, into the copy and the pristine copy, every page guarded again.
void refresh_copy(GuardedRegion* region) {
    protect(region->copy, region->mapped, Access::read_write);
    std::memcpy(region->copy, region->real, region->size);
    std::memcpy(region->pristine, region->real, region->size);
    protect(region->copy, region->mapped, Access::none);
}

bool on_fault(void* at, bool write) {
    char* address = static_cast<char*>(at);
    for (auto& slot : g_regions) {
        GuardedRegion* region = slot.load(std::memory_order_acquire);
        if (!region || address < region->copy || address >= region->copy + region->mapped) continue;
        if (region->stale.exchange(false)) refresh_copy(region);
        const size_t page = static_cast<size_t>(address - region->copy) / page_size();
        if (region->state[page].fetch_or(write ? 2 : 1) == 0) region->toucher[page] = region->thread();
        g_touches.fetch_add(1, std::memory_order_relaxed);
        protect(region->copy + page * page_size(), page_size(), write ? Access::read_write : Access::read);
        return true;
    }
    return false;
}

}  // namespace

bool install_guard_handler() {
    static const bool installed = guard_os::install_fault_handler(&on_fault);
    return installed;
}

GuardedRegion* guard(void* real, size_t size, uint32_t (*thread)()) {
    if (!install_guard_handler() || size == 0) return nullptr;
    auto* region = new GuardedRegion;
    region->real = real;
    region->size = size;
    region->pages = (size + page_size() - 1) / page_size();
    region->mapped = region->pages * page_size();
    region->thread = thread;
    void* copy = guard_os::allocate(region->mapped);
    if (!copy) {
        delete region;
        return nullptr;
    }
    region->copy = static_cast<char*>(copy);
    std::memcpy(region->copy, real, size);
    region->pristine = new char[size];
    std::memcpy(region->pristine, real, size);
    region->state = new std::atomic<uint8_t>[region->pages]();
    region->toucher = new std::atomic<uint32_t>[region->pages]();
    for (auto& slot : g_regions) {
        GuardedRegion* empty = nullptr;
        if (slot.compare_exchange_strong(empty, region)) {
            protect(region->copy, region->mapped, Access::none);
            return region;
        }
    }
    release(region);
    return nullptr;
}

void* guarded_data(const GuardedRegion* region) { return region->copy; }

uint64_t touches() { return g_touches.load(std::memory_order_relaxed); }

namespace {

// The bytes of page `page` that the host changed since the last sync, into the real memory.
void give_back(GuardedRegion* region, size_t page) {
    const size_t first = page * page_size(), end = std::min(first + page_size(), region->size);
    auto* real = static_cast<char*>(region->real);
    for (size_t i = first; i < end; ++i)
        if (region->copy[i] != region->pristine[i]) real[i] = region->copy[i];
}

void write_back(GuardedRegion* region) {
    for (size_t page = 0; page < region->pages; ++page) {
        if (!(region->state[page] & 2)) continue;
        protect(region->copy + page * page_size(), page_size(), Access::read);
        give_back(region, page);
    }
}

}  // namespace

void release(GuardedRegion* region) {
    if (!region) return;
    for (auto& slot : g_regions) {
        GuardedRegion* self = region;
        slot.compare_exchange_strong(self, nullptr);
    }
    if (region->state) write_back(region);
    guard_os::free(region->copy, region->mapped);
    delete[] region->state;
    delete[] region->toucher;
    delete[] region->pristine;
    delete region;
}

std::vector<PageAccess> sync(GuardedRegion* region, bool refresh) {
    std::vector<PageAccess> out;
    for (size_t page = 0; page < region->pages; ++page) {
        const uint8_t state = region->state[page].exchange(0);
        if (!state) continue;
        const uint32_t thread = region->toucher[page];
        const bool read = state & 1, write = state & 2;
        if (!out.empty() && out.back().offset + out.back().size == page * page_size() && out.back().read == read &&
            out.back().write == write && out.back().thread == thread)
            out.back().size += page_size();
        else
            out.push_back({page * page_size(), page_size(), read, write, thread});
        if (write) give_back(region, page);
    }
    if (out.empty()) {  // every page is still guarded
        if (refresh) region->stale = true;
        return out;
    }
    region->stale = false;
    refresh_copy(region);
    return out;
}

}  // namespace syncstress::platform
