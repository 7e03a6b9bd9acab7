#version 450
// An opaque kernel (docs/SCENARIO-FORMAT.md, "Opaque kernels"): element i of write range w is a hash of the kernel's
// id, w, i and element i of each read range that has one. The math must stay bit-identical to opaque_start,
// opaque_mix and opaque_finish in core/common/types.h. The ranges are bound whole (bindings 0-7 the reads, 8-15 the
// writes; an unused binding holds the table) and described by the table: its layout is vulkan_kernels.cpp's
// OpaqueTable.
layout(local_size_x = 64) in;

layout(std430, set = 0, binding = 0) buffer Read0 { uint d[]; } read0;
layout(std430, set = 0, binding = 1) buffer Read1 { uint d[]; } read1;
layout(std430, set = 0, binding = 2) buffer Read2 { uint d[]; } read2;
layout(std430, set = 0, binding = 3) buffer Read3 { uint d[]; } read3;
layout(std430, set = 0, binding = 4) buffer Read4 { uint d[]; } read4;
layout(std430, set = 0, binding = 5) buffer Read5 { uint d[]; } read5;
layout(std430, set = 0, binding = 6) buffer Read6 { uint d[]; } read6;
layout(std430, set = 0, binding = 7) buffer Read7 { uint d[]; } read7;
layout(std430, set = 0, binding = 8) buffer Write0 { uint d[]; } write0;
layout(std430, set = 0, binding = 9) buffer Write1 { uint d[]; } write1;
layout(std430, set = 0, binding = 10) buffer Write2 { uint d[]; } write2;
layout(std430, set = 0, binding = 11) buffer Write3 { uint d[]; } write3;
layout(std430, set = 0, binding = 12) buffer Write4 { uint d[]; } write4;
layout(std430, set = 0, binding = 13) buffer Write5 { uint d[]; } write5;
layout(std430, set = 0, binding = 14) buffer Write6 { uint d[]; } write6;
layout(std430, set = 0, binding = 15) buffer Write7 { uint d[]; } write7;
layout(std430, set = 0, binding = 16) readonly buffer Table {
    uint id, reads, writes, unused;
    uint read_offset[8], read_count[8], write_offset[8], write_count[8];
} table;

layout(push_constant) uniform Chunk {
    uint first;  // the chunk's first index in the ranges
    uint count;  // indices in this chunk
} pc;

uint lowbias32(uint x) {
    x ^= x >> 16;
    x *= 0x7feb352du;
    x ^= x >> 15;
    x *= 0x846ca68bu;
    x ^= x >> 16;
    return x;
}
uint opaque_start(uint id, uint w, uint i) { return lowbias32(i + lowbias32(lowbias32(id) ^ (w * 0x9e3779b9u))); }
uint opaque_mix(uint h, uint r, uint value) { return lowbias32((h ^ r) + value); }
uint opaque_finish(uint h) { return h == 0u ? 1u : h; }

// A switch over the bindings: no dynamic indexing of an array of buffers (an optional feature).
uint read_at(uint r, uint e) {
    switch (r) {
    case 0: return read0.d[e];
    case 1: return read1.d[e];
    case 2: return read2.d[e];
    case 3: return read3.d[e];
    case 4: return read4.d[e];
    case 5: return read5.d[e];
    case 6: return read6.d[e];
    case 7: return read7.d[e];
    }
    return 0u;
}
void write_at(uint w, uint e, uint v) {
    switch (w) {
    case 0: write0.d[e] = v; break;
    case 1: write1.d[e] = v; break;
    case 2: write2.d[e] = v; break;
    case 3: write3.d[e] = v; break;
    case 4: write4.d[e] = v; break;
    case 5: write5.d[e] = v; break;
    case 6: write6.d[e] = v; break;
    case 7: write7.d[e] = v; break;
    }
}

void main() {
    uint k = gl_GlobalInvocationID.x;
    if (k >= pc.count) return;
    uint i = pc.first + k;
    // Every read of index i before any write of it: a range read and written in place reads its old value.
    uint value[8];
    for (uint r = 0u; r < table.reads; ++r) value[r] = i < table.read_count[r] ? read_at(r, table.read_offset[r] + i) : 0u;
    for (uint w = 0u; w < table.writes; ++w) {
        if (i >= table.write_count[w]) continue;
        uint h = opaque_start(table.id, w, i);
        for (uint r = 0u; r < table.reads; ++r)
            if (i < table.read_count[r]) h = opaque_mix(h, r, value[r]);
        write_at(w, table.write_offset[w] + i, opaque_finish(h));
    }
}
