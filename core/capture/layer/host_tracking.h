// The program's own reads and writes of mapped memory (core/platform/guarded_memory.h): vkMapMemory hands out a
// guarded copy of the mapping; at each sync point (a submit, a wait, a signal, a flush, an invalidate, an unmap) the
// pages touched since the last one are recorded as "host" lines, what the host wrote goes to the real mapping and
// what the device wrote comes back. On unless SYNCSTRESS_CAPTURE_HOST=0.
#pragma once

#include <cstdint>

namespace syncstress::capture_layer {

bool host_tracking();
void note_memory(uint64_t memory, uint64_t size);  // vkAllocateMemory: its size, for a mapping to the end
// vkMapMemory's pointer, or the guarded copy in its place.
void* track_mapping(uint64_t memory, void* data, uint64_t offset, uint64_t size);
// A sync point: the accesses since the last one recorded, the host's writes given to the mapping; `device_wrote`
// (after a wait, at an invalidate) also brings what the device wrote into the copies.
void sync_mappings(bool device_wrote);
// vkUnmapMemory, vkFreeMemory: the mapping's accesses recorded, its writes given back, its copy freed.
void untrack_mapping(uint64_t memory, bool freed);

}  // namespace syncstress::capture_layer
