// A WebGPU compute loop through Dawn (the npm package `webgpu` that adapters/webgpu installs), as a program to capture:
// each frame writes its input with writeBuffer, doubles it in a compute pass, copies the result into a MAP_READ buffer
// and reads it back with mapAsync. Arguments: FRAMES (default 3), then `--backend NAME` for Dawn's backend.
//   syncstress capture -o webgpu-loop.json -- node tests/capture/webgpu/compute_loop.mjs 3 --backend vulkan
const here = new URL(".", import.meta.url);
const webgpu = await import(new URL("../../../adapters/webgpu/node_modules/webgpu/index.js", here).href);
Object.assign(globalThis, webgpu.globals);

const args = process.argv.slice(2);
const frames = Number(args.find((a) => /^\d+$/.test(a)) ?? 3);
const backendAt = args.indexOf("--backend");
const flags = backendAt >= 0 ? [`backend=${args[backendAt + 1]}`] : [];
const gpu = webgpu.create(flags);
const gl = flags.some((f) => f.startsWith("backend=opengl"));
if (gl && !process.env.EGL_PLATFORM) process.env.EGL_PLATFORM = "surfaceless";
const adapter = await gpu.requestAdapter({ featureLevel: gl ? "compatibility" : "core" });
if (!adapter) {
  console.error(`compute_loop: Dawn found no adapter (flags: ${flags.join(" ") || "none"})`);
  process.exit(3);
}
const device = await adapter.requestDevice();
const n = 1024;
const bytes = n * 4;
const input = device.createBuffer({ size: bytes, usage: GPUBufferUsage.STORAGE | GPUBufferUsage.COPY_DST });
const output = device.createBuffer({ size: bytes, usage: GPUBufferUsage.STORAGE | GPUBufferUsage.COPY_SRC });
const readback = device.createBuffer({ size: bytes, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });
const module = device.createShaderModule({
  code: `@group(0) @binding(0) var<storage, read> src: array<u32>;
         @group(0) @binding(1) var<storage, read_write> dst: array<u32>;
         @compute @workgroup_size(64) fn main(@builtin(global_invocation_id) id: vec3u) {
           if (id.x < arrayLength(&src)) { dst[id.x] = src[id.x] * 2u; }
         }`,
});
const pipeline = device.createComputePipeline({ layout: "auto", compute: { module, entryPoint: "main" } });
const bind = device.createBindGroup({
  layout: pipeline.getBindGroupLayout(0),
  entries: [{ binding: 0, resource: { buffer: input } }, { binding: 1, resource: { buffer: output } }],
});

let wrong = 0;
for (let frame = 0; frame < frames; ++frame) {
  const data = new Uint32Array(n).map((_, i) => i + frame);
  device.queue.writeBuffer(input, 0, data);
  const encoder = device.createCommandEncoder();
  const pass = encoder.beginComputePass();
  pass.setPipeline(pipeline);
  pass.setBindGroup(0, bind);
  pass.dispatchWorkgroups(n / 64);
  pass.end();
  encoder.copyBufferToBuffer(output, 0, readback, 0, bytes);
  device.queue.submit([encoder.finish()]);
  await readback.mapAsync(GPUMapMode.READ);
  const result = new Uint32Array(readback.getMappedRange());
  for (let i = 0; i < n; ++i) if (result[i] !== data[i] * 2) ++wrong;
  readback.unmap();
}
console.log(`compute_loop: ${frames} frame(s) of ${n} words through ${adapter.info.description || adapter.info.vendor}, ${wrong} wrong`);
device.destroy();
process.exit(wrong === 0 ? 0 : 1);
