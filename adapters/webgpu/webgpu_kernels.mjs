// The WGSL of the WebGPU adapter: the six kernels of the scenario format (core/common/types.h; u32 arithmetic wraps
// in WGSL as there), fill, and the delay spin. A kernel's buffers are bound once each: `slot` says which binding the
// kernel's a and b read (0 is dst itself; -1: the kernel does not read it), so that dst == a needs no second binding.
const ELEMENT = {
  seq: "p.z + i * p.w",
  hash: "lowbias32(i + lowbias32(p.z))",
  add: "A + B",
  scale: "A * p.z",
  inc: "dst[i] + p.z",
  copy: "A",
};

const LOWBIAS32 = `fn lowbias32(v: u32) -> u32 {
  var x = v;
  x = x ^ (x >> 16u);
  x = x * 0x7feb352du;
  x = x ^ (x >> 15u);
  x = x * 0x846ca68bu;
  return x ^ (x >> 16u);
}`;

function bindingName(slot) {
  return slot === 0 ? "dst" : `in${slot}`;
}

// p: (offset, count, p0, p1); element i of the range is dst[i], i absolute.
export function kernelShader(kernel, slot, buffers) {
  if (!(kernel in ELEMENT)) throw Object.assign(new Error(`no kernel ${kernel}`), { status: "unsupported" });
  const inputs = [];
  for (let binding = 1; binding < buffers; ++binding)
    inputs.push(`@group(0) @binding(${binding}) var<storage, read> in${binding}: array<u32>;`);
  const element = ELEMENT[kernel]
    .replace("A", slot[0] >= 0 ? `${bindingName(slot[0])}[i]` : "0u")
    .replace("B", slot[1] >= 0 ? `${bindingName(slot[1])}[i]` : "0u");
  return `@group(0) @binding(0) var<storage, read_write> dst: array<u32>;
${inputs.join("\n")}
@group(0) @binding(${buffers}) var<uniform> p: vec4<u32>;
${LOWBIAS32}
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) id: vec3<u32>) {
  if (id.x >= p.y) { return; }
  let i = p.x + id.x;
  dst[i] = ${element};
}`;
}

export function fillShader() {
  return `@group(0) @binding(0) var<storage, read_write> dst: array<u32>;
@group(0) @binding(1) var<uniform> p: vec4<u32>;
@compute @workgroup_size(64) fn main(@builtin(global_invocation_id) id: vec3<u32>) {
  if (id.x < p.y) { dst[p.x + id.x] = p.z; }
}`;
}

// p.x iterations of a chain the compiler cannot drop (its end is stored), one invocation.
export function delayShader() {
  return `@group(0) @binding(0) var<storage, read_write> sink: array<u32>;
@group(0) @binding(1) var<uniform> p: vec4<u32>;
@compute @workgroup_size(1) fn main() {
  var x = p.y + 1u;
  for (var k = 0u; k < p.x; k = k + 1u) { x = x * 1664525u + 1013904223u; }
  sink[0] = x;
}`;
}
