// A second implementation of the kernel math of docs/SCENARIO-FORMAT.md, written apart from core/common/types.h: the
// model and every backend call kernel_element(), so comparing a backend with it cannot catch a mistake in it. The
// conformance checks and the tests take their expected values from here; tests/common/known_answers_test.cpp ties
// both to values worked out by hand.
#pragma once

#include "core/common/types.h"

#include <cstddef>
#include <cstdint>

namespace syncstress::conformance {

// u32 arithmetic done in 64 bits and cut back to 32, so that none of it is shared with the core's.
constexpr uint32_t low32(uint64_t x) { return static_cast<uint32_t>(x & 0xffffffffull); }

constexpr uint32_t independent_lowbias32(uint32_t v) {
    uint64_t x = v;
    x = x ^ (x >> 16);
    x = low32(x * 0x7feb352dull);
    x = x ^ (x >> 15);
    x = low32(x * 0x846ca68bull);
    return low32(x ^ (x >> 16));
}

constexpr uint32_t independent_hash32(uint32_t seed, uint32_t index) {
    return independent_lowbias32(low32(uint64_t{index} + independent_lowbias32(seed)));
}

// One element at absolute index i: old is the destination's element before, a and b the sources'.
constexpr uint32_t independent_element(Kernel kernel, uint64_t i, uint32_t old, uint32_t a, uint32_t b, uint32_t p0, uint32_t p1) {
    const uint64_t index = low32(i);
    switch (kernel) {
    case Kernel::seq: return low32(p0 + index * p1);                 // p0 base, p1 stride
    case Kernel::hash: return independent_hash32(p0, low32(index));  // p0 seed
    case Kernel::add: return low32(uint64_t{a} + b);
    case Kernel::scale: return low32(uint64_t{a} * p0);  // p0 = k
    case Kernel::inc: return low32(uint64_t{old} + p0);  // p0 = k
    case Kernel::copy: return a;
    }
    return 0;  // a kernel added to types.h and not here: -Wswitch says so
}

// An opaque kernel's element i of write range w (docs/SCENARIO-FORMAT.md, Opaque kernels): `values[r]` is element i
// of read range r, `has[r]` whether read range r has an element i; `reads` ranges in all.
constexpr uint32_t independent_opaque_element(uint32_t id, uint32_t w, uint64_t i, const uint32_t* values, const bool* has, size_t reads) {
    const uint32_t seed = independent_lowbias32(id) ^ low32(uint64_t{w} * 0x9e3779b9ull);
    uint32_t h = independent_hash32(seed, low32(i));
    for (size_t r = 0; r < reads; ++r)
        if (has[r]) h = independent_lowbias32(low32(uint64_t{h ^ static_cast<uint32_t>(r)} + values[r]));
    return h == 0 ? 1u : h;
}

// The buffers after an opaque kernel, from their contents before: `before[b]` is buffer b whole (a map or a vector of
// vectors of u32), `c` has `id` and lists `reads` and `writes` of {buffer, offset, count} (sync::OpaqueCmd). The
// reads of an index come from before: a read range meets a write range only in place.
template <class Command, class Buffers>
Buffers independent_opaque(const Command& c, const Buffers& before) {
    Buffers out = before;
    uint64_t longest = 0;
    for (const auto& w : c.writes) longest = w.count > longest ? w.count : longest;
    for (uint64_t i = 0; i < longest; ++i) {
        uint32_t values[k_opaque_max_ranges] = {};
        bool has[k_opaque_max_ranges] = {};
        for (size_t r = 0; r < c.reads.size(); ++r) {
            has[r] = i < c.reads[r].count;
            values[r] = has[r] ? before.at(c.reads[r].buffer)[c.reads[r].offset + i] : 0;
        }
        for (size_t w = 0; w < c.writes.size(); ++w)
            if (i < c.writes[w].count)
                out.at(c.writes[w].buffer)[c.writes[w].offset + i] =
                    independent_opaque_element(c.id, static_cast<uint32_t>(w), i, values, has, c.reads.size());
    }
    return out;
}

}  // namespace syncstress::conformance
