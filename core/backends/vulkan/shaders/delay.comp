#version 450
// Holds the queue: one invocation runs a dependent integer chain of (p1 << 32 | p0) steps. The backend
// calibrates steps per microsecond at creation. The result is stored only when `keep` is set (never at run
// time) so the compiler cannot drop the loop, without a real write to race on.
layout(local_size_x = 1) in;

layout(std430, set = 0, binding = 0) buffer Sink { uint sink[]; };

layout(push_constant) uniform Steps {
    uint steps_lo;
    uint steps_hi;
    uint keep;
    uint seed;
} pc;

void main() {
    uint x = pc.seed;
    for (uint hi = 0u; hi <= pc.steps_hi; ++hi) {
        uint n = hi == pc.steps_hi ? pc.steps_lo : 0xffffffffu;
        for (uint i = 0u; i < n; ++i) {
            x = x * 1664525u + 1013904223u;
            x ^= x >> 13;
        }
    }
    if (pc.keep != 0u) sink[0] = x;
}
