// A runtime adapter process in JavaScript for the tests of adapter processes (manifests, the channel): queues are
// lists of pending commands run on the host, buffers are Uint32Arrays, host arrays are read and written in the shared
// file with pread and pwrite (fs.readSync, fs.writeSync at a position; Node has no mmap). No kernels. Options:
// noise=yes writes to stdout at start and in every submit (syncstress sends stdout to its output file: the protocol
// must not see it). Node's standard library only.
import fs from "node:fs";
import net from "node:net";
import readline from "node:readline";

const queues = [], buffers = [], hostArrays = [], semaphores = [];
let shared = -1;
let noise = false;

function sleepMs(ms) {
  if (ms > 0) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function hostBytes(id, offset, count) {
  return { position: hostArrays[id].offset + offset * 4, length: count * 4 };
}

function execute(c) {
  if (c.op === "fill") buffers[c.dst].fill(c.value >>> 0, c.offset, c.offset + c.count);
  else if (c.op === "copy") buffers[c.dst].set(buffers[c.src].slice(c.src_offset, c.src_offset + c.count), c.dst_offset);
  else if (c.op === "upload") {
    const { position, length } = hostBytes(c.src, c.src_offset, c.count);
    const bytes = Buffer.alloc(length);
    fs.readSync(shared, bytes, 0, length, position);
    buffers[c.dst].set(new Uint32Array(bytes.buffer, bytes.byteOffset, c.count), c.dst_offset);
  } else if (c.op === "download") {
    const { position, length } = hostBytes(c.dst, c.dst_offset, c.count);
    const words = buffers[c.src].slice(c.src_offset, c.src_offset + c.count);
    fs.writeSync(shared, new Uint8Array(words.buffer), 0, length, position);
  } else if (c.op === "delay") sleepMs(c.us / 1000);
  else if (c.op === "signal") semaphores[c.semaphore] = Math.max(semaphores[c.semaphore], c.value);
}

// Runs every queue's commands in order as far as their waits allow.
function pump() {
  for (let moved = true; moved;) {
    moved = false;
    for (const pending of queues)
      while (pending.length && !(pending[0].op === "wait" && semaphores[pending[0].semaphore] < pending[0].value)) {
        execute(pending.shift());
        moved = true;
      }
  }
}

const info = {
  device: "node host", driver: "Node.js " + process.versions.node, api_version: "none",
  commands: ["fill", "copy", "upload", "download", "delay", "signal", "wait"], kernels: [],
  notes: ["a test runtime: commands run on the host when their waits allow"],
};

const ops = {
  hello: (r) => { shared = fs.openSync(r.shared_file, "r+"); return { abi_version: (1 << 16) | 1, name: "node-host", version: "1.0" }; },
  create: (r) => {
    for (const [key, value] of r.options) {
      if (key === "noise") noise = value === "yes";
      else throw { status: "unsupported", error: "unknown option " + key };
    }
    if (noise) process.stdout.write("noise from the adapter's start, on stdout\n");
    return { info };
  },
  create_queue: (r) => { queues[r.queue] = []; },
  create_buffer: (r) => { buffers[r.buffer] = new Uint32Array(r.elements); },
  create_host_array: (r) => { hostArrays[r.host_array] = { offset: r.offset, elements: r.elements }; },
  create_semaphore: (r) => { semaphores[r.semaphore] = r.initial; },
  submit: (r) => {
    if (noise) fs.writeSync(1, "noise in submit, on fd 1 {\"id\": 0}\n");
    queues[r.queue].push(...r.commands);
    pump();
  },
  host_signal: (r) => { semaphores[r.semaphore] = Math.max(semaphores[r.semaphore], r.value); pump(); },
  host_wait: (r) => {
    pump();
    if (semaphores[r.semaphore] >= r.value) return {};
    sleepMs(r.timeout_ns / 1e6);  // nothing else runs meanwhile: the value cannot move
    throw { status: "timeout", error: "semaphore " + r.semaphore + " did not reach " + r.value };
  },
  semaphore_value: (r) => ({ value: semaphores[r.semaphore] }),
  recover: () => {},
  destroy: () => {},
};

const channel = net.createConnection(process.env.SYNCSTRESS_ADAPTER_CHANNEL);
const lines = readline.createInterface({ input: channel });
lines.on("line", (line) => {
  const request = JSON.parse(line);
  let response;
  try {
    const op = ops[request.op];
    if (!op) throw { status: "unsupported", error: "no op " + request.op };
    response = { id: request.id, ok: true, ...(op(request) ?? {}) };
  } catch (e) {
    response = { id: request.id, ok: false, status: e.status ?? "error", error: e.error ?? String(e) };
  }
  channel.write(JSON.stringify(response) + "\n");
  if (request.op === "destroy") channel.end(() => process.exit(0));
});
lines.on("close", () => process.exit(0));
