// The OpenCL C the adapter builds at create: the six kernels of include/syncstress/adapter.h, element-wise with u32
// arithmetic that wraps (OpenCL C's uint, as C's), and the spin kernel a delay runs.
#pragma once

#include "syncstress/adapter.h"

namespace syncstress::opencl {

// One signature for the six, so that a dispatch sets its arguments the same way whatever the kernel: `a` and `b` are
// bound to `dst` where a kernel does not read them. i is the element's absolute index, cut to 32 bits.
inline constexpr const char* k_kernel_source = R"CLC(
uint ss_lowbias32(uint x) {
    x ^= x >> 16;
    x *= 0x7feb352du;
    x ^= x >> 15;
    x *= 0x846ca68bu;
    x ^= x >> 16;
    return x;
}
uint ss_hash32(uint seed, uint i) { return ss_lowbias32(i + ss_lowbias32(seed)); }

#define SS_ELEMENTWISE(name, expression)                                                              \
    __kernel void name(__global uint* dst, __global const uint* a, __global const uint* b, ulong offset, \
                       uint p0, uint p1) {                                                            \
        const ulong e = offset + get_global_id(0);                                                    \
        const uint i = (uint)e;                                                                       \
        dst[e] = (expression);                                                                        \
    }
SS_ELEMENTWISE(ss_seq, p0 + i * p1)
SS_ELEMENTWISE(ss_hash, ss_hash32(p0, i))
SS_ELEMENTWISE(ss_add, a[e] + b[e])
SS_ELEMENTWISE(ss_scale, a[e] * p0)
SS_ELEMENTWISE(ss_inc, dst[e] + p0)
SS_ELEMENTWISE(ss_copy, a[e])

// A delay: one work-item steps a generator `iterations` times. Its result is stored when it takes one value, so
// that the compiler cannot drop the loop; `sink` is the adapter's own buffer, which nothing reads.
__kernel void ss_spin(__global uint* sink, ulong iterations) {
    uint x = (uint)iterations;
    for (ulong k = 0; k < iterations; ++k) x = x * 1664525u + 1013904223u;
    if (x == 0x5a17e5u) sink[0] = x;
}
)CLC";

// The kernels' names in the source, in ss_kernel order.
inline constexpr const char* k_kernel_names[SS_KERNEL_COUNT] = {"ss_seq", "ss_hash", "ss_add", "ss_scale", "ss_inc", "ss_copy"};
static_assert(SS_KERNEL_SEQ == 0 && SS_KERNEL_HASH == 1 && SS_KERNEL_ADD == 2 && SS_KERNEL_SCALE == 3 && SS_KERNEL_INC == 4 &&
                  SS_KERNEL_COPY == 5,
              "k_kernel_names follows ss_kernel's order");
inline constexpr const char* k_spin_kernel = "ss_spin";

}  // namespace syncstress::opencl
