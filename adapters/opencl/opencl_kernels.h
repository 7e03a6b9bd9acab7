// The OpenCL C the adapter builds at create: the six kernels of include/syncstress/adapter.h, element-wise with u32
// arithmetic that wraps (OpenCL C's uint, as C's), the opaque kernel, and the spin kernel a delay runs.
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

// An opaque kernel (adapter.h, ss_opaque): 8 read ranges and 8 write ranges, each a buffer (null where unused), its
// first element and its count (0 where unused). Every read of index k before any write of it.
#define SS_AT(n) case n: return r##n[e];
uint ss_read_at(uint r, ulong e, __global const uint* r0, __global const uint* r1, __global const uint* r2, __global const uint* r3,
                __global const uint* r4, __global const uint* r5, __global const uint* r6, __global const uint* r7) {
    switch (r) { SS_AT(0) SS_AT(1) SS_AT(2) SS_AT(3) SS_AT(4) SS_AT(5) SS_AT(6) SS_AT(7) }
    return 0;
}
#define SS_PUT(n) case n: w##n[e] = v; return;
void ss_write_at(uint w, ulong e, uint v, __global uint* w0, __global uint* w1, __global uint* w2, __global uint* w3,
                 __global uint* w4, __global uint* w5, __global uint* w6, __global uint* w7) {
    switch (w) { SS_PUT(0) SS_PUT(1) SS_PUT(2) SS_PUT(3) SS_PUT(4) SS_PUT(5) SS_PUT(6) SS_PUT(7) }
}
__kernel void ss_opaque(__global const uint* r0, __global const uint* r1, __global const uint* r2, __global const uint* r3,
                        __global const uint* r4, __global const uint* r5, __global const uint* r6, __global const uint* r7,
                        __global uint* w0, __global uint* w1, __global uint* w2, __global uint* w3,
                        __global uint* w4, __global uint* w5, __global uint* w6, __global uint* w7,
                        uint id, uint reads, uint writes, ulong8 read_offset, ulong8 read_count, ulong8 write_offset,
                        ulong8 write_count) {
    const ulong k = get_global_id(0);
    ulong ro[8], rc[8], wo[8], wc[8];
    vstore8(read_offset, 0, ro);
    vstore8(read_count, 0, rc);
    vstore8(write_offset, 0, wo);
    vstore8(write_count, 0, wc);
    uint value[8];
    for (uint r = 0; r < reads; ++r) value[r] = k < rc[r] ? ss_read_at(r, ro[r] + k, r0, r1, r2, r3, r4, r5, r6, r7) : 0u;
    for (uint w = 0; w < writes; ++w) {
        if (k >= wc[w]) continue;
        uint h = ss_hash32(ss_lowbias32(id) ^ (w * 0x9e3779b9u), (uint)k);
        for (uint r = 0; r < reads; ++r)
            if (k < rc[r]) h = ss_lowbias32((h ^ r) + value[r]);
        ss_write_at(w, wo[w] + k, h ? h : 1u, w0, w1, w2, w3, w4, w5, w6, w7);
    }
}

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
inline constexpr const char* k_opaque_kernel = "ss_opaque";

}  // namespace syncstress::opencl
