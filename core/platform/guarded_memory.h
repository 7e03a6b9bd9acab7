// Host memory that notices its first read and first write of each page: the capture layer hands a program such a
// copy of each Vulkan mapping (core/capture/layer), so that the program's own reads and writes of mapped memory are
// known without changing it; the CUDA subscriber guards pinned host memory where it is (core/capture/cuda), since the
// device reaches it at the same address. Each page starts inaccessible; the first access faults, the fault handler
// records it and opens the page for that kind of access, and the program goes on (the operating system's part, pages
// and their faults, is guarded_memory_os.h). Built into the capture's log writer (the layer's, on Windows), which links
// nothing else of syncstress: one fault handler and one table of regions in a process.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace syncstress::platform {

struct GuardedRegion;

// Installs the fault handler, chained to the one installed before it; false where it cannot be installed.
bool install_guard_handler();
// A guarded copy of `size` bytes at `real` (a mapping), or null where no memory or no slot is left (at most
// k_max_guarded_regions at once). `thread` gives the ordinal recorded with each access (the caller's thread names).
inline constexpr size_t k_max_guarded_regions = 256;
GuardedRegion* guard(void* real, size_t size, uint32_t (*thread)());
// The memory at `at` guarded where it is, with no copy: every page that holds a byte of it (the pages it shares with
// other memory too, whose accesses count as its; a page two such regions share counts for both). Null where its pages
// cannot be protected (memory a driver mapped may refuse), where a guarded copy holds any of them, or where no slot
// is left.
GuardedRegion* guard_in_place(void* at, size_t size, uint32_t (*thread)());
void* guarded_data(const GuardedRegion* region);
// Whether `address` is in a guarded copy (not memory guarded in place).
bool in_guarded_copy(const void* address);
// Writes the pages written since the last sync to the real memory, and frees the copy; memory guarded in place is
// opened again.
void release(GuardedRegion* region);

struct PageAccess {
    // Bytes from the start of the region: whole pages, clipped to the region's bytes.
    size_t offset = 0, size = 0;
    bool read = false, write = false;
    uint32_t thread = 0;
};
// The pages touched since the last sync, and a sync: written pages go to the real memory (and come back from it, with
// what the device wrote beside the host's bytes), and every page is guarded again. With `refresh` (a device write may
// have become visible to the host since the last sync) each page comes again from the real memory at its next fault,
// when the program comes to it. Memory guarded in place has no copy: its touched pages are guarded again.
std::vector<PageAccess> sync(GuardedRegion* region, bool refresh = true);
// How many first accesses the fault handler has noted in this process: a sync point where it has not grown since the
// last one has nothing to record.
uint64_t touches();

}  // namespace syncstress::platform
