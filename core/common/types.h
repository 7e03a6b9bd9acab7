// Domain vocabulary shared by the scenario layer, the sync core and the report, and the element-wise kernel math
// that the model and every backend must compute bit-identically (u32, wrapping).
#pragma once

#include "core/common/enum_names.h"

#include <cstddef>
#include <cstdint>

namespace syncstress {

enum class Side : uint8_t { device, cuda };
enum class Memory : uint8_t { device, host_visible, shared };

// The kernels, one row each: the only list of them. The enum, their names, which operands each reads, the
// scenario format's field names (core/scenario/loader_ops.cpp), the model's and the cpu backend's loops, the Vulkan
// pipelines (one SPIR-V module per row: a row without its shader does not compile) are generated from it;
// kernel_element below is their math, and the static_assert after it ties the two.
//   X(name, reads_a, reads_b, reads_dst, field_a, field_b, field_p0, field_p1)
// reads_dst: the old destination element (a read-modify-write). The destination's field is "dst" for every
// kernel; nullptr: no such field.
#define SYNCSTRESS_KERNELS(X)                                                                                                              \
    X(seq, false, false, false, nullptr, nullptr, "base", "stride")                                                                        \
    X(hash, false, false, false, nullptr, nullptr, "seed", nullptr)                                                                        \
    X(add, true, true, false, "a", "b", nullptr, nullptr)                                                                                  \
    X(scale, true, false, false, "src", nullptr, "k", nullptr)                                                                             \
    X(inc, false, false, true, nullptr, nullptr, "k", nullptr)                                                                             \
    X(copy, true, false, false, "src", nullptr, nullptr, nullptr)

#define SYNCSTRESS_KERNEL_ENUMERATOR(name, ...) name,
enum class Kernel : uint8_t { SYNCSTRESS_KERNELS(SYNCSTRESS_KERNEL_ENUMERATOR) };
#undef SYNCSTRESS_KERNEL_ENUMERATOR

struct KernelInfo {
    const char* name;
    bool reads_a, reads_b, reads_dst;
    const char *field_a, *field_b, *field_p0, *field_p1;
};
// A switch rather than an array: usable in CUDA device code too.
constexpr KernelInfo kernel_info(Kernel k) {
    switch (k) {
#define SYNCSTRESS_KERNEL_INFO(name, ra, rb, rd, fa, fb, f0, f1)                                                                           \
    case Kernel::name: return {#name, ra, rb, rd, fa, fb, f0, f1};
        SYNCSTRESS_KERNELS(SYNCSTRESS_KERNEL_INFO)
#undef SYNCSTRESS_KERNEL_INFO
    }
    return {"?", false, false, false, nullptr, nullptr, nullptr, nullptr};
}
#define SYNCSTRESS_KERNEL_ONE(...) +1
inline constexpr size_t k_kernel_count = 0 SYNCSTRESS_KERNELS(SYNCSTRESS_KERNEL_ONE);
#undef SYNCSTRESS_KERNEL_ONE

// Pipeline stages and access classes, for barriers on unordered queues. A queue command runs in one stage:
// transfer (fill, copy, upload, download) or compute (dispatch, delay). An access class is a stage and whether the
// command reads or writes there; a barrier's scopes are sets of them, as bits.
enum class Stage : uint8_t { transfer, compute };
inline constexpr size_t k_stage_count = 2;
constexpr uint8_t stage_bit(Stage s) { return static_cast<uint8_t>(1u << static_cast<unsigned>(s)); }
inline constexpr uint8_t k_all_stages = (1u << k_stage_count) - 1;
// Class index: stage * 2 + write. Bits of the access classes of the stages in `stages`, reads and/or writes.
constexpr unsigned access_class(Stage s, bool write) { return static_cast<unsigned>(s) * 2 + (write ? 1 : 0); }
constexpr uint8_t access_bit(Stage s, bool write) { return static_cast<uint8_t>(1u << access_class(s, write)); }
constexpr uint8_t access_bits(uint8_t stages, bool reads, bool writes) {
    uint8_t bits = 0;
    for (unsigned s = 0; s < k_stage_count; ++s)
        if (stages & (1u << s)) bits |= static_cast<uint8_t>((reads ? 1u << (s * 2) : 0u) | (writes ? 1u << (s * 2 + 1) : 0u));
    return bits;
}
inline const char* to_string(Stage s) { return s == Stage::transfer ? "transfer" : "compute"; }
// The access classes' names in the scenario format, by class index.
inline constexpr const char* k_access_class_names[] = {"transfer_read", "transfer_write", "compute_read", "compute_write"};

inline const char* to_string(Side s) { return s == Side::device ? "device" : "cuda"; }
inline const char* to_string(Memory m) {
    switch (m) {
    case Memory::device: return "device";
    case Memory::host_visible: return "host_visible";
    case Memory::shared: return "shared";
    }
    return "?";
}
inline const char* to_string(Kernel k) { return kernel_info(k).name; }

// What wrong data at a check looks like (the model classifies it, a report's mismatch finding carries it): all
// zeros, an earlier state of the same data, the array's initial contents, partly right (torn), or none of these.
#define SYNCSTRESS_MISMATCH_KINDS(X) X(zeros) X(stale) X(initial) X(torn) X(other)
enum class MismatchKind { SYNCSTRESS_MISMATCH_KINDS(SYNCSTRESS_ENUMERATOR) };
inline constexpr const char* k_mismatch_kinds[] = {SYNCSTRESS_MISMATCH_KINDS(SYNCSTRESS_ENUMERATOR_NAME)};
constexpr const auto& names_of(MismatchKind) { return k_mismatch_kinds; }
constexpr const char* to_string(MismatchKind k) { return k_mismatch_kinds[static_cast<size_t>(k)]; }

// What a scenario says of itself (its `expect`), and what a report's result says the scenario expected.
#define SYNCSTRESS_EXPECTS(X) X(pass) X(race) X(deadlock)
enum class Expect { SYNCSTRESS_EXPECTS(SYNCSTRESS_ENUMERATOR) };
inline constexpr const char* k_expects[] = {SYNCSTRESS_EXPECTS(SYNCSTRESS_ENUMERATOR_NAME)};
constexpr const auto& names_of(Expect) { return k_expects; }
constexpr const char* to_string(Expect e) { return k_expects[static_cast<size_t>(e)]; }

// What the second access of a race does to what the first did (the analysis finds it, a race finding carries it),
// named as Khronos' synchronization validation names them.
#define SYNCSTRESS_HAZARDS(X)                                                                                                              \
    X(read_after_write, "read-after-write") X(write_after_read, "write-after-read") X(write_after_write, "write-after-write")
enum class Hazard { SYNCSTRESS_HAZARDS(SYNCSTRESS_NAMED_ENUMERATOR) };
inline constexpr const char* k_hazards[] = {SYNCSTRESS_HAZARDS(SYNCSTRESS_NAMED_ENUMERATOR_NAME)};
constexpr const auto& names_of(Hazard) { return k_hazards; }
constexpr const char* to_string(Hazard h) { return k_hazards[static_cast<size_t>(h)]; }

// The fixed hash of the `hash` patterns and kernel (docs/SCENARIO-FORMAT.md, Patterns).
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

// Opaque kernels (scenario format 2, `"kernel": "opaque"`): a captured program's kernel whose code syncstress does
// not know, only which buffer ranges it reads and writes. Element i of its write range w is
//   h = opaque_start(id, w, i); for each read range r (in the file's order) that has an element i:
//   h = opaque_mix(h, r, element i of read range r); the element is opaque_finish(h)
// (docs/SCENARIO-FORMAT.md, Opaque kernels). Each step is a bijection of h, and opaque_mix of its value too, so a
// change of any one read element changes the result; opaque_start hashes id, w and i, so that zeros, stale, torn and
// initial data stay apart element by element. Three functions rather than one over an array: a shader and a CUDA
// kernel fold the reads in as they load them.
inline constexpr uint32_t k_opaque_max_ranges = 8;  // per list: reads, writes
constexpr uint32_t opaque_start(uint32_t id, uint32_t w, uint32_t i) { return hash32(lowbias32(id) ^ (w * 0x9e3779b9u), i); }
constexpr uint32_t opaque_mix(uint32_t h, uint32_t r, uint32_t value) { return lowbias32((h ^ r) + value); }
// Never 0: a zeroed element is never a result.
constexpr uint32_t opaque_finish(uint32_t h) { return h == 0 ? 1u : h; }

// The table says what the math reads: an operand a kernel does not read leaves its result as it is.
constexpr bool kernel_table_matches_math() {
    for (size_t k = 0; k < k_kernel_count; ++k) {
        const auto kernel = static_cast<Kernel>(k);
        const KernelInfo info = kernel_info(kernel);
        const uint32_t base = kernel_element(kernel, 5, 11, 13, 17, 3, 7);
        if (!info.reads_dst && kernel_element(kernel, 5, 99, 13, 17, 3, 7) != base) return false;
        if (!info.reads_a && kernel_element(kernel, 5, 11, 99, 17, 3, 7) != base) return false;
        if (!info.reads_b && kernel_element(kernel, 5, 11, 13, 99, 3, 7) != base) return false;
        if (!info.field_p0 && kernel_element(kernel, 5, 11, 13, 17, 99, 7) != base) return false;
        if (!info.field_p1 && kernel_element(kernel, 5, 11, 13, 17, 3, 99) != base) return false;
        // ... and reads what it says it reads.
        if (info.reads_dst && kernel_element(kernel, 5, 99, 13, 17, 3, 7) == base) return false;
        if (info.reads_a && kernel_element(kernel, 5, 11, 99, 17, 3, 7) == base) return false;
        if (info.reads_b && kernel_element(kernel, 5, 11, 13, 99, 3, 7) == base) return false;
        if (info.field_p0 && kernel_element(kernel, 5, 11, 13, 17, 99, 7) == base) return false;
        if (info.field_p1 && kernel_element(kernel, 5, 11, 13, 17, 3, 99) == base) return false;
    }
    return true;
}
static_assert(kernel_table_matches_math(), "SYNCSTRESS_KERNELS and kernel_element disagree on what a kernel reads");

}  // namespace syncstress
