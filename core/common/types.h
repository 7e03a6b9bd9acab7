// Domain vocabulary shared by the scenario layer and the sync core, and the element-wise kernel math
// that the model and every backend must compute bit-identically (u32, wrapping).
#pragma once

#include <cstdint>

namespace syncstress {

enum class Side : uint8_t { device, cuda };
enum class Memory : uint8_t { device, host_visible, shared };
enum class Kernel : uint8_t { seq, hash, add, scale, inc, copy };

inline const char* to_string(Side s) { return s == Side::device ? "device" : "cuda"; }
inline const char* to_string(Memory m) {
    switch (m) {
    case Memory::device: return "device";
    case Memory::host_visible: return "host_visible";
    case Memory::shared: return "shared";
    }
    return "?";
}
inline const char* to_string(Kernel k) {
    switch (k) {
    case Kernel::seq: return "seq";
    case Kernel::hash: return "hash";
    case Kernel::add: return "add";
    case Kernel::scale: return "scale";
    case Kernel::inc: return "inc";
    case Kernel::copy: return "copy";
    }
    return "?";
}

// The fixed hash of DESIGN.md.
constexpr uint32_t lowbias32(uint32_t x) {
    x ^= x >> 16;
    x *= 0x7feb352du;
    x ^= x >> 15;
    x *= 0x846ca68bu;
    x ^= x >> 16;
    return x;
}
constexpr uint32_t hash32(uint32_t seed, uint32_t i) { return lowbias32(i + lowbias32(seed)); }

// One element of a dispatch at absolute index i. a/b are the source elements (src = a), dst the old
// destination element (read by inc only). seq: p0 base, p1 stride; hash: p0 seed; scale, inc: p0 = k.
constexpr uint32_t kernel_element(Kernel k, uint32_t i, uint32_t dst, uint32_t a, uint32_t b, uint32_t p0, uint32_t p1) {
    switch (k) {
    case Kernel::seq: return p0 + i * p1;
    case Kernel::hash: return hash32(p0, i);
    case Kernel::add: return a + b;
    case Kernel::scale: return a * p0;
    case Kernel::inc: return dst + p0;
    case Kernel::copy: return a;
    }
    return 0;
}

}  // namespace syncstress
