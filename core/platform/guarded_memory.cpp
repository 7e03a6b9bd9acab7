#include "core/platform/guarded_memory.h"

#include "core/platform/guarded_memory_os.h"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstring>
#include <iterator>

namespace syncstress::platform {

struct GuardedRegion {
    void* real = nullptr;
    // The guarded pages: a copy of the real memory, or (in place) the first page of the real memory itself, `lead`
    // bytes before it.
    char* copy = nullptr;
    bool in_place = false;
    size_t lead = 0;
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

// The page of `region` that holds `address`, and that it was touched (first by this thread where untouched).
void mark(GuardedRegion* region, const char* address, bool write) {
    const size_t page = static_cast<size_t>(address - region->copy) / page_size();
    if (region->state[page].fetch_or(write ? 2 : 1) == 0) region->toucher[page] = region->thread();
}

bool holds(const GuardedRegion* region, const char* address) { return address >= region->copy && address < region->copy + region->mapped; }

bool on_fault(void* at, bool write) {
    char* address = static_cast<char*>(at);
    bool found = false;
    for (auto& slot : g_regions) {
        GuardedRegion* region = slot.load(std::memory_order_acquire);
        if (!region || !holds(region, address)) continue;
        if (region->stale.exchange(false)) refresh_copy(region);
        mark(region, address, write);
        found = true;
        if (!region->in_place) break;  // a page in place may be another region's too: each is told
    }
    if (!found) return false;
    g_touches.fetch_add(1, std::memory_order_relaxed);
    char* page = address - static_cast<size_t>(reinterpret_cast<uintptr_t>(address) % page_size());
    protect(page, page_size(), write ? Access::read_write : Access::read);
    return true;
}

// Whether another region guards the page at `page` in place.
bool shared_in_place(const GuardedRegion* region, const char* page) {
    for (auto& slot : g_regions) {
        const GuardedRegion* other = slot.load(std::memory_order_acquire);
        if (other && other != region && other->in_place && holds(other, page)) return true;
    }
    return false;
}

bool take_slot(GuardedRegion* region) {
    for (auto& slot : g_regions) {
        GuardedRegion* empty = nullptr;
        if (slot.compare_exchange_strong(empty, region)) return true;
    }
    return false;
}

void drop_slot(GuardedRegion* region) {
    for (auto& slot : g_regions) {
        GuardedRegion* self = region;
        slot.compare_exchange_strong(self, nullptr);
    }
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
    if (!take_slot(region)) {
        release(region);
        return nullptr;
    }
    protect(region->copy, region->mapped, Access::none);
    return region;
}

GuardedRegion* guard_in_place(void* at, size_t size, uint32_t (*thread)()) {
    if (!install_guard_handler() || size == 0) return nullptr;
    const auto address = reinterpret_cast<uintptr_t>(at);
    auto* first = reinterpret_cast<char*>(address - address % page_size());
    auto* region = new GuardedRegion;
    region->real = at;
    region->copy = first;
    region->in_place = true;
    region->lead = static_cast<size_t>(address % page_size());
    region->size = size;
    region->pages = (region->lead + size + page_size() - 1) / page_size();
    region->mapped = region->pages * page_size();
    region->thread = thread;
    region->state = new std::atomic<uint8_t>[region->pages]();
    region->toucher = new std::atomic<uint32_t>[region->pages]();
    const bool copied = std::any_of(std::begin(g_regions), std::end(g_regions), [&](const auto& slot) {
        const GuardedRegion* other = slot.load(std::memory_order_acquire);
        return other && !other->in_place && first < other->copy + other->mapped && other->copy < first + region->mapped;
    });
    if (copied || !take_slot(region)) {
        release(region);
        return nullptr;
    }
    if (!protect(first, region->mapped, Access::none)) {
        protect(first, region->mapped, Access::read_write);  // as it was: pinned memory is read and written
        release(region);
        return nullptr;
    }
    return region;
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
    drop_slot(region);
    if (region->in_place) {
        // Open again, but for a page another region guards in place.
        for (size_t page = 0; page < region->pages; ++page)
            if (char* at = region->copy + page * page_size(); !shared_in_place(region, at)) protect(at, page_size(), Access::read_write);
    } else {
        if (region->state) write_back(region);
        guard_os::free(region->copy, region->mapped);
    }
    delete[] region->state;
    delete[] region->toucher;
    delete[] region->pristine;
    delete region;
}

namespace {

void add_access(std::vector<PageAccess>& out, const PageAccess& access) {
    PageAccess* last = out.empty() ? nullptr : &out.back();
    if (last && last->offset + last->size == access.offset && last->read == access.read && last->write == access.write &&
        last->thread == access.thread)
        last->size += access.size;
    else
        out.push_back(access);
}

// In place: each touched page guarded again before its state is taken, so that an access meanwhile faults and is
// counted in this sync or the next, never lost.
std::vector<PageAccess> sync_in_place(GuardedRegion* region) {
    std::vector<PageAccess> out;
    for (size_t page = 0; page < region->pages; ++page) {
        if (!region->state[page].load()) continue;
        protect(region->copy + page * page_size(), page_size(), Access::none);
        const uint8_t state = region->state[page].exchange(0);
        const size_t first = std::max(page * page_size(), region->lead) - region->lead;
        const size_t end = std::min((page + 1) * page_size() - region->lead, region->size);
        add_access(out, {first, end - first, (state & 1) != 0, (state & 2) != 0, region->toucher[page]});
    }
    return out;
}

}  // namespace

std::vector<PageAccess> sync(GuardedRegion* region, bool refresh) {
    if (region->in_place) return sync_in_place(region);
    std::vector<PageAccess> out;
    for (size_t page = 0; page < region->pages; ++page) {
        const uint8_t state = region->state[page].exchange(0);
        if (!state) continue;
        const bool write = state & 2;
        add_access(out, {page * page_size(), page_size(), (state & 1) != 0, write, region->toucher[page]});
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
