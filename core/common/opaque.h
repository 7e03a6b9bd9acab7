// An opaque kernel over memory (the reference model's and the cpu backend's loop): element i of every write range
// from element i of every read range that has one, as opaque_start / opaque_mix / opaque_finish (core/common/types.h)
// say. Every read element of an index is loaded before any write of it, so that a range read and written in place
// (the same buffer and offset in both lists) reads its old value.
#pragma once

#include "core/common/types.h"

#include <cstdint>
#include <span>

namespace syncstress {

struct OpaqueRead {
    const uint32_t* data;  // element 0 of the range
    uint64_t count;
};
struct OpaqueWrite {
    uint32_t* data;
    uint64_t count;
};

// Elements [first, last) of the write ranges (range-relative indices; a range shorter than `last` stops at its end).
inline void run_opaque(uint32_t id, std::span<const OpaqueRead> reads, std::span<const OpaqueWrite> writes, uint64_t first, uint64_t last) {
    uint32_t value[k_opaque_max_ranges] = {};
    for (uint64_t i = first; i < last; ++i) {
        for (size_t r = 0; r < reads.size(); ++r)
            if (i < reads[r].count) value[r] = reads[r].data[i];
        for (size_t w = 0; w < writes.size(); ++w) {
            if (i >= writes[w].count) continue;
            uint32_t h = opaque_start(id, static_cast<uint32_t>(w), static_cast<uint32_t>(i));
            for (size_t r = 0; r < reads.size(); ++r)
                if (i < reads[r].count) h = opaque_mix(h, static_cast<uint32_t>(r), value[r]);
            writes[w].data[i] = opaque_finish(h);
        }
    }
}

}  // namespace syncstress
