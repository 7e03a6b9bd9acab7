// A syncstress runtime adapter for WebGPU on Dawn (npm `webgpu`), an adapter process (docs/adapter-protocol.md)
// started by webgpu.json. WebGPU has one queue per device and no semaphores: every scenario queue is a list of work
// on the host, run in order over the device's one GPUQueue, and timelines are values on the host, raised when
// onSubmittedWorkDone says the work before a signal is done. Uploads are queue.writeBuffer calls, which copy the host
// data when called; downloads are copies into MAP_READ buffers written to the host array once mapped. Host arrays are
// read and written in the shared file with pread and pwrite (Node has no mmap). README.md says what it declares.
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import readline from "node:readline";
import { fileURLToPath } from "node:url";

import { kernelShader, fillShader, delayShader } from "./webgpu_kernels.mjs";

const ABI_VERSION = (1 << 16) | 1;
// llvmpipe ends a shader loop after 65,535 iterations: a delay dispatch spins at most this many, and a longer delay is
// several dispatches.
const DELAY_ITERATIONS = 60000;
const WORKGROUP = 64;

const state = {
  gpu: null, device: null, adapterInfo: null, shared: -1, failure: "", lost: "",
  queues: [], buffers: [], hostArrays: [], semaphores: [], waiters: [], pipelines: new Map(),
  delayIterationsPerUs: 0,
};

function fail(status, error) {
  return Object.assign(new Error(error), { status });
}

// --- timelines on the host -------------------------------------------------------------------------------------

function raise(semaphore, value) {
  if (value > state.semaphores[semaphore]) state.semaphores[semaphore] = value;
  state.waiters = state.waiters.filter((w) => {
    if (w.semaphore !== semaphore || state.semaphores[semaphore] < w.value) return true;
    w.resolve(true);
    return false;
  });
}

// Resolves true once `semaphore` reaches `value`, false after `ms` (no limit when ms is Infinity).
function reached(semaphore, value, ms = Infinity) {
  if (state.semaphores[semaphore] >= value) return Promise.resolve(true);
  return new Promise((resolve) => {
    const waiter = { semaphore, value, resolve };
    state.waiters.push(waiter);
    if (ms !== Infinity)
      setTimeout(() => {
        state.waiters = state.waiters.filter((w) => w !== waiter);
        resolve(false);
      }, ms);
  });
}

// --- host arrays in the shared file ---------------------------------------------------------------------------

function readHost(id, offset, count) {
  const bytes = Buffer.alloc(count * 4);
  fs.readSync(state.shared, bytes, 0, bytes.length, state.hostArrays[id] + offset * 4);
  return bytes;
}

function writeHost(id, offset, bytes) {
  fs.writeSync(state.shared, bytes, 0, bytes.length, state.hostArrays[id] + offset * 4);
}

// --- commands ---------------------------------------------------------------------------------------------------

function pipeline(key, code) {
  if (!state.pipelines.has(key)) {
    const module = state.device.createShaderModule({ code });
    state.pipelines.set(key, state.device.createComputePipeline({ layout: "auto", compute: { module, entryPoint: "main" } }));
  }
  return state.pipelines.get(key);
}

function uniform(words) {
  const buffer = state.device.createBuffer({ size: 16, usage: GPUBufferUsage.UNIFORM, mappedAtCreation: true });
  new Uint32Array(buffer.getMappedRange()).set(words);
  buffer.unmap();
  return buffer;
}

// One compute dispatch of `pipe` over `buffers` (bindings 0, 1, ...) and the uniform `params` (the last binding).
function dispatch(q, pipe, buffers, params, groups) {
  const entries = buffers.map((buffer, binding) => ({ binding, resource: { buffer } }));
  entries.push({ binding: buffers.length, resource: { buffer: uniform(params) } });
  const pass = encoder(q).beginComputePass();
  pass.setPipeline(pipe);
  pass.setBindGroup(0, state.device.createBindGroup({ layout: pipe.getBindGroupLayout(0), entries }));
  pass.dispatchWorkgroups(groups);
  pass.end();
}

function groups(count) {
  const n = Math.ceil(count / WORKGROUP);
  if (n > state.device.limits.maxComputeWorkgroupsPerDimension) throw fail("unsupported", `${count} elements is more than one dispatch covers`);
  return n;
}

// A dispatch binds each distinct buffer once: WebGPU refuses a buffer bound writable and again in one dispatch, and
// the format allows dst == a (and b).
function runDispatch(q, c) {
  const reads = [c.a, c.b].map((id) => (id === undefined ? -1 : id));
  const distinct = [c.dst];
  const slot = reads.map((id) => {
    if (id < 0) return -1;
    if (!distinct.includes(id)) distinct.push(id);
    return distinct.indexOf(id);
  });
  const key = `${c.kernel}:${slot.join(",")}`;
  const pipe = pipeline(key, kernelShader(c.kernel, slot, distinct.length));
  dispatch(q, pipe, distinct.map((id) => state.buffers[id]), [c.offset, c.count, c.p0 >>> 0, c.p1 >>> 0], groups(c.count));
}

function runDelay(q, us) {
  let left = Math.max(1, Math.round(us * state.delayIterationsPerUs));
  const pipe = pipeline("delay", delayShader());
  for (; left > 0; left -= DELAY_ITERATIONS) dispatch(q, pipe, [state.scratch], [Math.min(left, DELAY_ITERATIONS), 0, 0, 0], 1);
}

function encoder(q) {
  if (!q.encoder) q.encoder = state.device.createCommandEncoder();
  return q.encoder;
}

function flush(q) {
  if (!q.encoder) return;
  state.device.queue.submit([q.encoder.finish()]);
  q.encoder = null;
}

function copy(q, c) {
  const [src, dst] = [state.buffers[c.src], state.buffers[c.dst]];
  if (c.src !== c.dst) return encoder(q).copyBufferToBuffer(src, c.src_offset * 4, dst, c.dst_offset * 4, c.count * 4);
  // WebGPU refuses a copy within one buffer: through a scratch buffer.
  const scratch = state.device.createBuffer({ size: c.count * 4, usage: GPUBufferUsage.COPY_SRC | GPUBufferUsage.COPY_DST });
  encoder(q).copyBufferToBuffer(src, c.src_offset * 4, scratch, 0, c.count * 4);
  encoder(q).copyBufferToBuffer(scratch, 0, dst, c.dst_offset * 4, c.count * 4);
}

// The runtime's buffer -> host path: a copy into a MAP_READ buffer, mapAsync, then the host array written.
async function download(q, src, srcOffset, hostArray, dstOffset, count) {
  const staging = state.device.createBuffer({ size: count * 4, usage: GPUBufferUsage.MAP_READ | GPUBufferUsage.COPY_DST });
  encoder(q).copyBufferToBuffer(state.buffers[src], srcOffset * 4, staging, 0, count * 4);
  flush(q);
  await staging.mapAsync(GPUMapMode.READ);
  writeHost(hostArray, dstOffset, Buffer.from(staging.getMappedRange()));
  staging.destroy();
}

// The runtime's host -> buffer path: writeBuffer copies the host data now, and runs before later submissions.
function upload(q, hostArray, srcOffset, dst, dstOffset, count) {
  flush(q);
  state.device.queue.writeBuffer(state.buffers[dst], dstOffset * 4, readHost(hostArray, srcOffset, count));
}

async function run(q, c) {
  switch (c.op) {
    case "fill": return dispatch(q, pipeline("fill", fillShader()), [state.buffers[c.dst]], [c.offset, c.count, c.value >>> 0, 0], groups(c.count));
    case "copy": return copy(q, c);
    case "dispatch": return runDispatch(q, c);
    case "delay": return runDelay(q, c.us);
    case "upload": return upload(q, c.src, c.src_offset, c.dst, c.dst_offset, c.count);
    case "download": return download(q, c.src, c.src_offset, c.dst, c.dst_offset, c.count);
    case "signal":
      flush(q);
      await state.device.queue.onSubmittedWorkDone();
      return raise(c.semaphore, c.value);
    case "host": return c.run(q);
    default: throw fail("unsupported", `no command ${c.op}`);
  }
}

// Runs a scenario queue's work in order; a wait holds the rest on the host until its value is reached.
async function drain(q) {
  if (q.running) return;
  q.running = true;
  try {
    while (q.items.length && !state.lost) {
      const c = q.items[0];
      if (c.op === "wait" && state.semaphores[c.semaphore] < c.value) {
        flush(q);
        await reached(c.semaphore, c.value);
        continue;
      }
      q.items.shift();
      if (c.op !== "wait") await run(q, c);
    }
    flush(q);
  } catch (error) {
    state.failure ||= `queue ${q.name}: ${error.message}`;
  } finally {
    q.running = false;
  }
}

// A host op on `queue`, after the work submitted to it before: done, or a timeout after `timeout_ns` (then it is
// dropped, never run later).
async function hostOp(queue, timeoutNs, body) {
  const q = state.queues[queue];
  let done;
  const finished = new Promise((resolve) => (done = resolve));
  const item = { op: "host", cancelled: false, run: async (own) => { if (!item.cancelled) await body(own); done(true); } };
  q.items.push(item);
  drain(q);
  const ms = Math.min(timeoutNs / 1e6, 2 ** 31 - 1);
  const inTime = await Promise.race([finished, new Promise((resolve) => setTimeout(() => resolve(false), ms))]);
  if (!inTime) {
    item.cancelled = true;
    throw fail("timeout", `queue ${q.name} did not reach the host op within ${ms} ms`);
  }
}

// --- create ----------------------------------------------------------------------------------------------------

// How many delay-shader iterations the device runs per microsecond: the fastest of a few timed dispatches.
async function calibrateDelay() {
  const q = { items: [], encoder: null, name: "calibration" };
  const pipe = pipeline("delay", delayShader());
  let best = Infinity;
  for (let round = 0; round < 4; ++round) {
    const start = process.hrtime.bigint();
    dispatch(q, pipe, [state.scratch], [DELAY_ITERATIONS, 0, 0, 0], 1);
    flush(q);
    await state.device.queue.onSubmittedWorkDone();
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1000);
  }
  state.delayIterationsPerUs = DELAY_ITERATIONS / Math.max(best, 1);
}

async function openDevice(options) {
  let webgpu;
  try {
    webgpu = await import("webgpu");
  } catch (error) {
    // This file's own folder: the source tree's adapters/webgpu, or a package's share/syncstress/adapters/webgpu.
    const folder = path.dirname(fileURLToPath(import.meta.url));
    throw fail("error", `the npm package webgpu is not installed in ${path.join(folder, "node_modules")} (run npm ci in ${folder}; in the source tree scripts/setup --test does): ${error.message.split("\n")[0]}`);
  }
  Object.assign(globalThis, webgpu.globals);
  const backend = options.backend;
  const flags = [];
  if (backend) flags.push(`backend=${backend}`);
  if (options.adapter) flags.push(`adapter=${options.adapter}`);
  // Dawn's OpenGL backends run WebGPU's compatibility level only, and on a machine without a display EGL needs the
  // surfaceless platform.
  const gl = backend === "opengl" || backend === "opengles";
  if (gl && !process.env.EGL_PLATFORM) process.env.EGL_PLATFORM = "surfaceless";
  state.gpu = webgpu.create(flags);
  const featureLevel = options.feature_level ?? (gl ? "compatibility" : "core");
  const adapter = await state.gpu.requestAdapter({ featureLevel });
  if (!adapter) throw fail("error", `Dawn found no WebGPU adapter (flags: ${flags.join(" ") || "none"}, feature level ${featureLevel}); try --adapter-option backend=opengles on a machine without a GPU`);
  state.adapterInfo = adapter.info;
  state.device = await adapter.requestDevice();
  state.device.lost.then((info) => { state.lost = `the device was lost: ${info.message}`; });
  state.device.addEventListener("uncapturederror", (event) => { state.failure ||= event.error.message; });
  state.scratch = state.device.createBuffer({ size: 16, usage: GPUBufferUsage.STORAGE });
  await calibrateDelay();
}

function info() {
  const a = state.adapterInfo;
  return {
    device: a.description || [a.vendor, a.architecture, a.device].filter(Boolean).join(" ") || "WebGPU device",
    driver: `Dawn (npm webgpu ${webgpuVersion()})`,
    api_version: "WebGPU",
    sides: ["device"],
    hardware_queues: 1,
    commands: ["fill", "copy", "upload", "download", "dispatch", "delay", "signal", "wait"],
    memories: ["device"],
    host_ops: ["read", "write"],
    weaker: ["upload_reads_until_complete"],
    notes: [
      "one GPUQueue: every scenario queue is a list of work on the host over the device's one queue",
      "timelines emulated on the host: a signal is raised once onSubmittedWorkDone resolves for the work before it; a wait holds its queue's later work on the host",
      "an upload is queue.writeBuffer, which copies the host array when the adapter reaches it (after the queue's earlier work is submitted, maybe before it ran)",
      `a delay spins at most ${DELAY_ITERATIONS} iterations per dispatch (llvmpipe ends a shader loop after 65,535), ${state.delayIterationsPerUs.toFixed(1)} per microsecond as measured at create`,
    ],
  };
}

function webgpuVersion() {
  try {
    return JSON.parse(fs.readFileSync(new URL("./node_modules/webgpu/package.json", import.meta.url))).version;
  } catch {
    return "?";
  }
}

// --- the protocol ----------------------------------------------------------------------------------------------

function checkHealthy() {
  if (state.lost) throw fail("device_lost", state.lost);
  if (state.failure) {
    const failure = state.failure;
    state.failure = "";
    throw fail("error", failure);
  }
}

function known(semaphore) {
  if (!(semaphore in state.semaphores)) throw fail("error", `no semaphore ${semaphore}`);
  return semaphore;
}

const KNOWN_OPTIONS = ["backend", "adapter", "feature_level"];

const ops = {
  hello: (r) => {
    state.shared = fs.openSync(r.shared_file, "r+");
    return { abi_version: ABI_VERSION, name: "webgpu-dawn", version: "1.0" };
  },
  create: async (r) => {
    const options = {};
    for (const [key, value] of r.options) {
      if (!KNOWN_OPTIONS.includes(key)) throw fail("unsupported", `unknown option ${key} (the options are ${KNOWN_OPTIONS.join(", ")})`);
      options[key] = value;
    }
    await openDevice(options);
    return { info: info() };
  },
  create_queue: (r) => { state.queues[r.queue] = { items: [], encoder: null, running: false, name: r.name }; },
  create_buffer: (r) => {
    state.buffers[r.buffer] = state.device.createBuffer({
      size: Math.max(4, r.elements * 4), usage: GPUBufferUsage.STORAGE | GPUBufferUsage.COPY_SRC | GPUBufferUsage.COPY_DST,
    });
  },
  create_host_array: (r) => { state.hostArrays[r.host_array] = r.offset; },
  create_semaphore: (r) => { state.semaphores[r.semaphore] = r.initial; },
  submit: (r) => {
    checkHealthy();
    const q = state.queues[r.queue];
    q.items.push(...r.commands);
    drain(q);
  },
  host_signal: (r) => { raise(known(r.semaphore), r.value); },
  host_wait: async (r) => {
    checkHealthy();
    known(r.semaphore);
    if (!(await reached(r.semaphore, r.value, Math.min(r.timeout_ns / 1e6, 2 ** 31 - 1))))
      throw fail("timeout", `semaphore ${r.semaphore} did not reach ${r.value}`);
  },
  semaphore_value: (r) => ({ value: state.semaphores[known(r.semaphore)] }),
  read: (r) => {
    const t = r.transfer;
    return hostOp(r.queue, r.timeout_ns, (q) => download(q, t.src, t.src_offset, t.dst, t.dst_offset, t.count));
  },
  write: (r) => {
    const t = r.transfer;
    return hostOp(r.queue, r.timeout_ns, async (q) => {
      upload(q, t.src, t.src_offset, t.dst, t.dst_offset, t.count);
      await state.device.queue.onSubmittedWorkDone();
    });
  },
  recover: () => { state.failure = ""; },
  destroy: () => { state.device?.destroy(); },
};

const channel = net.createConnection(process.env.SYNCSTRESS_ADAPTER_CHANNEL);
const lines = readline.createInterface({ input: channel });
let previous = Promise.resolve();
lines.on("line", (line) => {
  // One request at a time, in order; the queues' work goes on between them.
  previous = previous.then(async () => {
    const request = JSON.parse(line);
    let response;
    try {
      const op = ops[request.op];
      if (!op) throw fail("unsupported", `no op ${request.op}`);
      response = { id: request.id, ok: true, ...((await op(request)) ?? {}) };
    } catch (error) {
      response = { id: request.id, ok: false, status: error.status ?? "error", error: error.message ?? String(error) };
    }
    channel.write(JSON.stringify(response) + "\n");
    if (request.op === "destroy") channel.end(() => process.exit(0));
  });
});
lines.on("close", () => process.exit(0));
