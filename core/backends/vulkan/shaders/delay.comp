#version 450
// Holds the queue: one invocation runs `iterations` loop iterations of 64 dependent integer steps each; the
// backend calibrates iterations per microsecond at creation and splits longer delays into several dispatches,
// because llvmpipe ends every loop of a shader after 65535 iterations in all (its loop limiter).
// The result is always stored (to a sink of its hardware queue that nothing reads): a conditional store would
// let the compiler move the whole loop under the condition. Each delay stores to a slot of its own, so that two delays
// that an unordered queue runs at once do not write one word (synchronization validation would call that a hazard).
layout(local_size_x = 1) in;

layout(std430, set = 0, binding = 0) buffer Sink { uint sink[]; };

layout(push_constant) uniform Steps {
    uint iterations;  // at most k_delay_iterations of vulkan_kernels.cpp
    uint seed;
    uint slot;  // the sink's element this delay stores to
    uint unused;
} pc;

#define STEP x = x * 1664525u + 1013904223u; x ^= x >> 13;
#define STEP4 STEP STEP STEP STEP
#define STEP16 STEP4 STEP4 STEP4 STEP4
#define STEP64 STEP16 STEP16 STEP16 STEP16

void main() {
    uint x = pc.seed;
    for (uint i = 0u; i < pc.iterations; ++i) {
        STEP64
    }
    sink[pc.slot] = x;
}
