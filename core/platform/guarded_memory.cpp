#include "core/platform/guarded_memory.h"

#include "core/platform/guarded_memory_os.h"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstring>
#include <iterator>
#include <thread>

namespace syncstress::platform {

struct GuardedRegion {
    void* real = nullptr;
    // The guarded pages: a copy of the real memory, or (in place) the first page of the real memory itself, `lead`
    // bytes before it.
    char* copy = nullptr;
    // The copy's bytes seen through a second view that is never guarded: syncs read and write the copy there, so its
    // guarded pages stay guarded and another thread's access meanwhile faults (and waits for the sync) rather than
    // going unseen. Null in place.
    char* open = nullptr;
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
    // The real memory may change under the copy (the device writes it): each sync that says so starts a new epoch,
    // and a page is taken again from the real memory at its first fault in a later epoch than its own, page by page
    // (a sync of a region no page of which was touched changes no protection and copies nothing: it costs a loop that
    // does not touch its mapping next to nothing, and a page is taken when the program comes to it, after whatever
    // it waited for).
    std::atomic<uint32_t> epoch{0};
    uint32_t* page_epoch = nullptr;
    // How many pages were opened since the last sync: a sync of a region none of which was touched takes no lock.
    std::atomic<size_t> opened{0};
    // A ticket lock, held by a sync and by the fault handler: a thread that faults during a sync of its region waits
    // for it, and is served in its turn however often syncs come. The holder's, so that a fault of its own while it
    // holds the lock (memory guarded in place may share a page with what the sync touches) does not wait for itself.
    std::atomic<uint32_t> next_ticket{0}, serving{0};
    std::atomic<std::thread::id> holder{};
};

namespace {

// The fault handler finds regions without a lock: a fixed table of atomic pointers.
std::atomic<GuardedRegion*> g_regions[k_max_guarded_regions];
std::atomic<uint64_t> g_touches{0};
using guard_os::Access;
using guard_os::page_size;
using guard_os::protect;

// The region's lock: spun on, as the fault handler takes it (in a signal handler on POSIX); taken again by its holder,
// it holds nothing more.
class Hold {
public:
    explicit Hold(GuardedRegion* region) : region_(region) {
        // std::this_thread::get_id reads the thread's own pointer (pthread_self): no thread-local storage of a library
        // that may be loaded late, which a signal handler must not make the first use of.
        if (region_->holder.load(std::memory_order_acquire) == std::this_thread::get_id()) {
            region_ = nullptr;
            return;
        }
        const uint32_t ticket = region_->next_ticket.fetch_add(1, std::memory_order_relaxed);
        while (region_->serving.load(std::memory_order_acquire) != ticket) {}
        region_->holder.store(std::this_thread::get_id(), std::memory_order_release);
    }
    ~Hold() {
        if (!region_) return;
        region_->holder.store(std::thread::id{}, std::memory_order_release);
        region_->serving.fetch_add(1, std::memory_order_release);
    }
    Hold(const Hold&) = delete;
    Hold& operator=(const Hold&) = delete;

private:
    GuardedRegion* region_;
};

// Page `page` of the real memory, into the copy (through its open view) and the pristine copy, as of this epoch.
void refresh_page(GuardedRegion* region, size_t page) {
    const size_t first = page * page_size(), bytes = std::min(page_size(), region->size - first);
    std::memcpy(region->open + first, static_cast<const char*>(region->real) + first, bytes);
    std::memcpy(region->pristine + first, static_cast<const char*>(region->real) + first, bytes);
    region->page_epoch[page] = region->epoch.load();
}

// The page of `region` that holds `address`, and that it was touched (first by this thread where untouched).
void mark(GuardedRegion* region, const char* address, bool write) {
    const size_t page = static_cast<size_t>(address - region->copy) / page_size();
    if (region->state[page].fetch_or(write ? 2 : 1) == 0) {
        region->toucher[page] = region->thread();
        region->opened.fetch_add(1);
    }
}

bool holds(const GuardedRegion* region, const char* address) { return address >= region->copy && address < region->copy + region->mapped; }

bool on_fault(void* at, bool write) {
    char* address = static_cast<char*>(at);
    char* page = address - static_cast<size_t>(reinterpret_cast<uintptr_t>(address) % page_size());
    bool found = false;
    for (auto& slot : g_regions) {
        GuardedRegion* region = slot.load(std::memory_order_acquire);
        if (!region || !holds(region, address)) continue;
        found = true;
        Hold hold(region);
        const size_t at = static_cast<size_t>(address - region->copy) / page_size();
        if (!region->in_place && region->page_epoch[at] != region->epoch.load()) refresh_page(region, at);
        mark(region, address, write);
        // Opened under the lock: a sync of the region that follows guards it again before it reads the copy.
        protect(page, page_size(), write ? Access::read_write : Access::read);
        if (!region->in_place) break;  // a page in place may be another region's too: each is told
    }
    if (found) g_touches.fetch_add(1, std::memory_order_relaxed);
    return found;
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

GuardedRegion* new_region(size_t size, size_t lead, uint32_t (*thread)()) {
    auto* region = new GuardedRegion;
    region->size = size;
    region->lead = lead;
    region->pages = (lead + size + page_size() - 1) / page_size();
    region->mapped = region->pages * page_size();
    region->thread = thread;
    region->state = new std::atomic<uint8_t>[region->pages]();
    region->toucher = new std::atomic<uint32_t>[region->pages]();
    return region;
}

}  // namespace

bool install_guard_handler() {
    static const bool installed = guard_os::install_fault_handler(&on_fault);
    return installed;
}

GuardedRegion* guard(void* real, size_t size, uint32_t (*thread)()) {
    if (!install_guard_handler() || size == 0) return nullptr;
    GuardedRegion* region = new_region(size, 0, thread);
    region->real = real;
    const guard_os::Views views = guard_os::allocate_views(region->mapped);
    if (!views.guarded) {
        release(region);
        return nullptr;
    }
    region->copy = static_cast<char*>(views.guarded);
    region->open = static_cast<char*>(views.open);
    std::memcpy(region->open, real, size);
    region->pristine = new char[size];
    std::memcpy(region->pristine, real, size);
    region->page_epoch = new uint32_t[region->pages]();  // all taken now, in epoch 0
    protect(region->copy, region->mapped, Access::none);
    if (!take_slot(region)) {
        release(region);
        return nullptr;
    }
    return region;
}

GuardedRegion* guard_in_place(void* at, size_t size, uint32_t (*thread)()) {
    if (!install_guard_handler() || size == 0) return nullptr;
    const auto address = reinterpret_cast<uintptr_t>(at);
    GuardedRegion* region = new_region(size, static_cast<size_t>(address % page_size()), thread);
    region->real = at;
    region->copy = reinterpret_cast<char*>(address - region->lead);
    region->in_place = true;
    const bool copied = std::any_of(std::begin(g_regions), std::end(g_regions), [&](const auto& slot) {
        const GuardedRegion* other = slot.load(std::memory_order_acquire);
        return other && !other->in_place && region->copy < other->copy + other->mapped && other->copy < region->copy + region->mapped;
    });
    if (copied || !take_slot(region)) {
        release(region);
        return nullptr;
    }
    if (!protect(region->copy, region->mapped, Access::none)) {
        protect(region->copy, region->mapped, Access::read_write);  // as it was: pinned memory is read and written
        release(region);
        return nullptr;
    }
    return region;
}

void* guarded_data(const GuardedRegion* region) { return region->copy; }

bool in_guarded_copy(const void* address) {
    return std::any_of(std::begin(g_regions), std::end(g_regions), [&](const auto& slot) {
        const GuardedRegion* region = slot.load(std::memory_order_acquire);
        return region && !region->in_place && holds(region, static_cast<const char*>(address));
    });
}

uint64_t touches() { return g_touches.load(std::memory_order_relaxed); }

namespace {

// The bytes of page `page` that the host changed since the last sync, into the real memory.
void give_back(GuardedRegion* region, size_t page) {
    const size_t first = page * page_size(), end = std::min(first + page_size(), region->size);
    auto* real = static_cast<char*>(region->real);
    for (size_t i = first; i < end; ++i)
        if (region->open[i] != region->pristine[i]) real[i] = region->open[i];
}

void add_access(std::vector<PageAccess>& out, const PageAccess& access) {
    PageAccess* last = out.empty() ? nullptr : &out.back();
    if (last && last->offset + last->size == access.offset && last->read == access.read && last->write == access.write &&
        last->thread == access.thread)
        last->size += access.size;
    else
        out.push_back(access);
}

// Each touched page guarded again, then its state taken (and, of a copy, its writes given back): under the region's
// lock, so that an access meanwhile faults and waits, and is counted in the next sync, never lost.
std::vector<PageAccess> take_touched(GuardedRegion* region) {
    std::vector<PageAccess> out;
    region->opened = 0;
    for (size_t page = 0; page < region->pages; ++page) {
        if (!region->state[page].load()) continue;
        protect(region->copy + page * page_size(), page_size(), Access::none);
        const uint8_t state = region->state[page].exchange(0);
        const size_t first = std::max(page * page_size(), region->lead) - region->lead;
        const size_t end = std::min((page + 1) * page_size() - region->lead, region->size);
        add_access(out, {first, end - first, (state & 1) != 0, (state & 2) != 0, region->toucher[page]});
        // A written page, given back, is taken again at once: the copy and the pristine copy must agree with the real
        // memory on every byte the host did not change, or a later give-back would undo what the device wrote.
        if (!region->in_place && (state & 2)) {
            give_back(region, page);
            refresh_page(region, page);
        }
    }
    return out;
}

}  // namespace

void release(GuardedRegion* region) {
    if (!region) return;
    drop_slot(region);
    if (region->in_place) {
        // Open again, but for a page another region guards in place.
        for (size_t page = 0; page < region->pages; ++page)
            if (char* at = region->copy + page * page_size(); !shared_in_place(region, at)) protect(at, page_size(), Access::read_write);
    } else if (region->copy) {
        take_touched(region);
        guard_os::free_views({region->copy, region->open}, region->mapped);
    }
    delete[] region->state;
    delete[] region->toucher;
    delete[] region->pristine;
    delete[] region->page_epoch;
    delete region;
}

std::vector<PageAccess> sync(GuardedRegion* region, bool refresh) {
    if (refresh && !region->in_place) region->epoch.fetch_add(1);
    if (region->opened.load() == 0) return {};  // every page is still guarded
    Hold hold(region);
    return take_touched(region);
}

}  // namespace syncstress::platform
