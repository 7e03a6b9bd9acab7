// A second implementation of the kernel math of docs/SCENARIO-FORMAT.md, written apart from core/common/types.h: the
// model and every backend call kernel_element(), so comparing a backend with it cannot catch a mistake in it. The
// conformance checks and the tests take their expected values from here; tests/common/known_answers_test.cpp ties
// both to values worked out by hand.
#pragma once

#include "core/common/types.h"

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

}  // namespace syncstress::conformance
