#version 450
// One element-wise kernel, compiled once per kernel with -DKERNEL_<NAME>. The math must stay bit-identical
// to kernel_element() in core/common/types.h: u32 arithmetic wraps, i is the absolute element index.
layout(local_size_x = 64) in;

layout(std430, set = 0, binding = 0) buffer Dst { uint dst[]; };
layout(std430, set = 0, binding = 1) readonly buffer SrcA { uint a[]; };
layout(std430, set = 0, binding = 2) readonly buffer SrcB { uint b[]; };

layout(push_constant) uniform Range {
    uint offset;  // first element of this dispatch chunk
    uint count;   // elements in this chunk
    uint p0;
    uint p1;
} pc;

uint lowbias32(uint x) {
    x ^= x >> 16;
    x *= 0x7feb352du;
    x ^= x >> 15;
    x *= 0x846ca68bu;
    x ^= x >> 16;
    return x;
}

void main() {
    uint k = gl_GlobalInvocationID.x;
    if (k >= pc.count) return;
    uint i = pc.offset + k;
#if defined(KERNEL_SEQ)
    dst[i] = pc.p0 + i * pc.p1;
#elif defined(KERNEL_HASH)
    dst[i] = lowbias32(i + lowbias32(pc.p0));
#elif defined(KERNEL_ADD)
    dst[i] = a[i] + b[i];
#elif defined(KERNEL_SCALE)
    dst[i] = a[i] * pc.p0;
#elif defined(KERNEL_INC)
    dst[i] = dst[i] + pc.p0;
#elif defined(KERNEL_COPY)
    dst[i] = a[i];
#else
#error "define one KERNEL_<NAME>"
#endif
}
