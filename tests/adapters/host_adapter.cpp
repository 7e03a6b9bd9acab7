// The test suite's runtime adapter (include/syncstress/adapter.h): a runtime of a few host threads, one per queue,
// written against the ABI alone, as an adapter author would. It runs everywhere the tool does (Windows under Wine
// too), so that the loader, its errors and the conformance suite are tested where no OpenCL driver is.
// Options: host_ops=read,write,sync (the runtime's own host ops, off by default); fail=create; crash=submit (a
// segfault in the first submit, for --isolate); crash=create (a segfault as it opens); lose=submit (the first submit says SS_DEVICE_LOST); abi=MAJOR (the ABI version it claims; the library built with
// SS_TEST_ADAPTER_NO_ENTRY exports no entry point at all). Two hostile builds: SS_TEST_ADAPTER_EXIT_ON_LOAD calls
// exit(0) in a constructor as the library loads; SS_TEST_ADAPTER_SHORT_TABLE declares a table that ends before
// `recover` and leaves a garbage pointer in that slot.
// ABI 1.1: it declares SS_CAP_BARRIERS and SS_CAP_OPAQUE_KERNELS, and runs the commands of an unordered submission in a random order that keeps
// what its barriers' stages and its waits and signals order (shuffle_unordered); its submissions still run one after
// another. SS_TEST_ADAPTER_ABI_1_0
// builds it as an adapter of ABI 1.0: its table says 1.0 and ends before `capabilities` (the slot past it holds
// SS_CAP_BARRIERS, which syncstress must not read), so syncstress skips what needs barriers on it.
#include <syncstress/adapter.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

uint32_t lowbias32(uint32_t x) {
    x ^= x >> 16;
    x *= 0x7feb352du;
    x ^= x >> 15;
    x *= 0x846ca68bu;
    x ^= x >> 16;
    return x;
}

struct Timeline {
    std::mutex mutex;
    std::condition_variable changed;
    uint64_t value = 0;

    void raise(uint64_t to) {
        {
            std::lock_guard lock(mutex);
            value = std::max(value, to);
        }
        changed.notify_all();
    }
    // false when `deadline` passed first.
    bool wait(uint64_t at_least, Clock::time_point deadline) {
        std::unique_lock lock(mutex);
        return changed.wait_until(lock, deadline, [&] { return value >= at_least; });
    }
};

struct Queue;

}  // namespace

struct ss_adapter {
    std::string error;
    uint32_t host_ops = 0;
    bool crash_on_submit = false;
    bool lose_on_submit = false;
    uint64_t shuffle = 0x5eed;  // the seed of unordered submissions' order
    // Objects are created while workers run: deques keep what a worker holds where it is, and `objects` guards
    // their shape (not the elements, which the scenario's own commands race on or not).
    std::mutex objects;
    std::deque<std::vector<uint32_t>> buffers;
    std::deque<std::pair<uint32_t*, uint64_t>> hosts;
    std::deque<Timeline> timelines;
    std::deque<std::unique_ptr<Queue>> queues;
    // The ranges of the opaque kernels submitted (ss_opaque.ranges is valid during submit only), kept while a worker
    // may run them: the adapter's life.
    std::deque<std::vector<ss_range>> opaque_ranges;

    template <class T>
    T& at(std::deque<T>& list, uint32_t id) {
        std::lock_guard lock(objects);
        return list[id];
    }
    template <class T>
    bool has(std::deque<T>& list, uint32_t id) {
        std::lock_guard lock(objects);
        return id < list.size();
    }

    ss_status fail(std::string message, ss_status status = SS_ERROR) {
        error = std::move(message);
        return status;
    }
};

namespace {

// One queue: a worker thread runs its commands in order; a wait blocks it (and so everything after it).
struct Queue {
    ss_adapter* owner;
    std::mutex mutex;
    std::condition_variable work;
    std::deque<ss_command> pending;
    Timeline done;          // commands finished, counted: what sync and the host ops wait for
    uint64_t enqueued = 0;  // the host's count (only the host thread touches it)
    bool stopping = false;
    std::thread worker;

    explicit Queue(ss_adapter* a) : owner(a), worker([this] { run(); }) {}
    // The adapter raised every timeline first, so a wait in the worker has returned.
    ~Queue() {
        {
            std::lock_guard lock(mutex);
            stopping = true;
        }
        work.notify_all();
        worker.join();
    }
    void push(const ss_command* commands, size_t count) {
        {
            std::lock_guard lock(mutex);
            pending.insert(pending.end(), commands, commands + count);
            enqueued += count;
        }
        work.notify_one();
    }
    void run() {
        for (uint64_t finished = 1;; ++finished) {
            ss_command c{};
            {
                std::unique_lock lock(mutex);
                work.wait(lock, [&] { return !pending.empty() || stopping; });
                if (pending.empty()) return;
                c = pending.front();
                pending.pop_front();
            }
            execute(c);
            done.raise(finished);
        }
    }
    void execute(const ss_command& c);
    void run_opaque(const ss_opaque& o);
};

uint32_t element(const ss_dispatch& d, uint64_t i, uint32_t dst, uint32_t a, uint32_t b) {
    const auto index = static_cast<uint32_t>(i);
    switch (d.kernel) {
    case SS_KERNEL_SEQ: return d.p0 + index * d.p1;
    case SS_KERNEL_HASH: return lowbias32(index + lowbias32(d.p0));
    case SS_KERNEL_ADD: return a + b;
    case SS_KERNEL_SCALE: return a * d.p0;
    case SS_KERNEL_INC: return dst + d.p0;
    default: return a;  // copy
    }
}

// Element i of write range w of an opaque kernel (adapter.h, ss_opaque): `values[r]` is element i of read range r.
uint32_t opaque_element(const ss_opaque& o, uint32_t w, uint64_t i, const std::vector<uint32_t>& values) {
    uint32_t h = lowbias32(static_cast<uint32_t>(i) + lowbias32(lowbias32(o.id) ^ (w * 0x9e3779b9u)));
    for (uint32_t r = 0; r < o.read_count; ++r)
        if (i < o.ranges[r].count) h = lowbias32((h ^ r) + values[r]);
    return h ? h : 1;
}

// Sync's private command: wait until queue `semaphore` has finished `value` commands.
constexpr uint32_t k_wait_for_queue = 0x100;

void Queue::execute(const ss_command& c) {
    ss_adapter& a = *owner;
    auto buffer = [&](uint32_t id, uint64_t offset) { return a.at(a.buffers, id).data() + offset; };
    auto host = [&](uint32_t id, uint64_t offset) { return a.at(a.hosts, id).first + offset; };
    switch (c.kind) {
    case SS_CMD_FILL: std::fill_n(buffer(c.u.fill.dst, c.u.fill.offset), c.u.fill.count, c.u.fill.value); break;
    case SS_CMD_COPY:  // memmove: a copy within one buffer may overlap
        std::memmove(buffer(c.u.copy.dst, c.u.copy.dst_offset), buffer(c.u.copy.src, c.u.copy.src_offset), c.u.copy.count * 4);
        break;
    case SS_CMD_UPLOAD:
        std::memcpy(buffer(c.u.upload.dst, c.u.upload.dst_offset), host(c.u.upload.src, c.u.upload.src_offset), c.u.upload.count * 4);
        break;
    case SS_CMD_DOWNLOAD:
        std::memcpy(host(c.u.download.dst, c.u.download.dst_offset), buffer(c.u.download.src, c.u.download.src_offset),
                    c.u.download.count * 4);
        break;
    case SS_CMD_DISPATCH: {
        const ss_dispatch& d = c.u.dispatch;
        const bool reads_a = d.kernel == SS_KERNEL_ADD || d.kernel == SS_KERNEL_SCALE || d.kernel == SS_KERNEL_COPY;
        // Sources copied first: a kernel in place reads every element before it writes.
        const std::vector<uint32_t> src_a(reads_a ? buffer(d.a, d.offset) : nullptr, reads_a ? buffer(d.a, d.offset + d.count) : nullptr);
        const bool reads_b = d.kernel == SS_KERNEL_ADD;
        const std::vector<uint32_t> src_b(reads_b ? buffer(d.b, d.offset) : nullptr, reads_b ? buffer(d.b, d.offset + d.count) : nullptr);
        uint32_t* dst = buffer(d.dst, 0);
        for (uint64_t i = 0; i < d.count; ++i) {
            const uint64_t at = d.offset + i;
            dst[at] = element(d, at, dst[at], reads_a ? src_a[i] : 0, reads_b ? src_b[i] : 0);
        }
        break;
    }
    case SS_CMD_OPAQUE: run_opaque(c.u.opaque); break;
    case SS_CMD_DELAY: std::this_thread::sleep_for(std::chrono::microseconds(c.u.delay.microseconds)); break;
    case SS_CMD_SIGNAL: a.at(a.timelines, c.u.signal.semaphore).raise(c.u.signal.value); break;
    case SS_CMD_WAIT: a.at(a.timelines, c.u.wait.semaphore).wait(c.u.wait.value, Clock::time_point::max()); break;
    case k_wait_for_queue: a.at(a.queues, c.u.wait.semaphore)->done.wait(c.u.wait.value, Clock::time_point::max()); break;
    default: break;
    }
}

// Every read of an index before any write of it: a range read and written in place reads its old value.
void Queue::run_opaque(const ss_opaque& o) {
    ss_adapter& a = *owner;
    uint64_t longest = 0;
    for (uint32_t w = 0; w < o.write_count; ++w) longest = std::max(longest, o.ranges[o.read_count + w].count);
    std::vector<uint32_t> values(o.read_count);
    for (uint64_t i = 0; i < longest; ++i) {
        for (uint32_t r = 0; r < o.read_count; ++r)
            if (i < o.ranges[r].count) values[r] = a.at(a.buffers, o.ranges[r].buffer)[o.ranges[r].offset + i];
        for (uint32_t w = 0; w < o.write_count; ++w) {
            const ss_range& range = o.ranges[o.read_count + w];
            if (i < range.count) a.at(a.buffers, range.buffer)[range.offset + i] = opaque_element(o, w, i, values);
        }
    }
}

Clock::time_point deadline(uint64_t timeout_ns) {
    const auto cap = std::chrono::hours(24);  // a deadline past the clock's range would wrap
    return Clock::now() + std::min<std::chrono::nanoseconds>(std::chrono::nanoseconds(timeout_ns), cap);
}

// Ids and ranges, as an adapter must check them: nothing is enqueued when one is wrong.
ss_status check(ss_adapter* a, const ss_command& c) {
    auto buffer = [&](uint32_t id, uint64_t offset, uint64_t count) {
        return a->has(a->buffers, id) && offset + count >= offset && offset + count <= a->at(a->buffers, id).size();
    };
    auto host = [&](uint32_t id, uint64_t offset, uint64_t count) {
        return a->has(a->hosts, id) && offset + count >= offset && offset + count <= a->at(a->hosts, id).second;
    };
    bool ok = true;
    switch (c.kind) {
    case SS_CMD_FILL: ok = buffer(c.u.fill.dst, c.u.fill.offset, c.u.fill.count); break;
    case SS_CMD_COPY:
        ok = buffer(c.u.copy.src, c.u.copy.src_offset, c.u.copy.count) && buffer(c.u.copy.dst, c.u.copy.dst_offset, c.u.copy.count);
        break;
    case SS_CMD_UPLOAD:
        ok = host(c.u.upload.src, c.u.upload.src_offset, c.u.upload.count) &&
             buffer(c.u.upload.dst, c.u.upload.dst_offset, c.u.upload.count);
        break;
    case SS_CMD_DOWNLOAD:
        ok = buffer(c.u.download.src, c.u.download.src_offset, c.u.download.count) &&
             host(c.u.download.dst, c.u.download.dst_offset, c.u.download.count);
        break;
    case SS_CMD_DISPATCH: {
        const ss_dispatch& d = c.u.dispatch;
        const bool reads_a = d.kernel == SS_KERNEL_ADD || d.kernel == SS_KERNEL_SCALE || d.kernel == SS_KERNEL_COPY;
        ok = d.kernel < SS_KERNEL_COUNT && buffer(d.dst, d.offset, d.count) && (!reads_a || buffer(d.a, d.offset, d.count)) &&
             (d.kernel != SS_KERNEL_ADD || buffer(d.b, d.offset, d.count));
        break;
    }
    case SS_CMD_DELAY: break;
    case SS_CMD_SIGNAL:
    case SS_CMD_WAIT: ok = a->has(a->timelines, c.u.signal.semaphore); break;
    case SS_CMD_BARRIER:
        ok = c.u.barrier.buffer == SS_BARRIER_ALL_MEMORY || buffer(c.u.barrier.buffer, c.u.barrier.offset, c.u.barrier.count);
        break;
    case SS_CMD_OPAQUE:
        ok = c.u.opaque.write_count > 0 && c.u.opaque.read_count <= SS_OPAQUE_MAX_RANGES && c.u.opaque.write_count <= SS_OPAQUE_MAX_RANGES;
        for (uint32_t r = 0; ok && r < c.u.opaque.read_count + c.u.opaque.write_count; ++r)
            ok = buffer(c.u.opaque.ranges[r].buffer, c.u.opaque.ranges[r].offset, c.u.opaque.ranges[r].count);
        break;
    default: return a->fail("unknown command kind " + std::to_string(c.kind), SS_UNSUPPORTED);
    }
    return ok ? SS_OK : a->fail("command of kind " + std::to_string(c.kind) + " names an unknown object or a range outside it");
}

ss_status create(const ss_option* options, size_t count, ss_adapter** out, char* error, size_t error_size) {
    auto a = std::make_unique<ss_adapter>();
    for (size_t i = 0; i < count; ++i) {
        const std::string key = options[i].key, value = options[i].value;
        std::string problem;
        if (key == "host_ops") {
            a->host_ops = (value.find("read") != std::string::npos ? SS_HOST_READ : 0u) |
                          (value.find("write") != std::string::npos ? SS_HOST_WRITE : 0u) |
                          (value.find("sync") != std::string::npos ? SS_HOST_SYNC : 0u);
        } else if (key == "fail" && value == "create") {
            problem = "the test adapter was asked to fail (fail=create)";
        } else if (key == "crash" && value == "submit") {
            a->crash_on_submit = true;
        } else if (key == "crash" && value == "create") {
            volatile int* nowhere = nullptr;
            *nowhere = 1;  // crash=create: a runtime that dies as it opens its device
        } else if (key == "lose" && value == "submit") {
            a->lose_on_submit = true;
        } else if (key != "abi") {
            problem = "unknown option '" + key + "'; the test adapter takes host_ops, fail, crash, lose, abi";
        }
        if (!problem.empty()) {
            std::snprintf(error, error_size, "%s", problem.c_str());
            return SS_ERROR;
        }
    }
    *out = a.release();
    return SS_OK;
}

void destroy(ss_adapter* a) {
    // What still waits runs on, so that the workers end: every timeline and every queue's count raised.
    for (auto& t : a->timelines) t.raise(UINT64_MAX);
    for (auto& q : a->queues) q->done.raise(UINT64_MAX);
    a->queues.clear();
    delete a;
}

const char* last_error(ss_adapter* a) { return a->error.c_str(); }

ss_status get_info(ss_adapter* a, ss_adapter_info* out) {
    *out = {};
    out->name = "host-test";
    out->version = "1.0.0";
    out->device = "host threads";
    out->driver = "syncstress test adapter";
    out->api_version = "C++ threads";
    out->sides = 1u << SS_SIDE_DEVICE;
    out->commands = (1u << SS_CMD_COUNT) - 1;
    out->kernels = (1u << SS_KERNEL_COUNT) - 1;
    out->memories = 7;
    out->host_ops = a->host_ops;
    out->notes = "a worker thread per queue; memory is plain host memory";
    return SS_OK;
}

// Ids are dense, in creation order: the next one is the list's size.
template <class T, class... Args>
ss_status add(ss_adapter* a, std::deque<T>& list, uint32_t id, const char* kind, Args&&... args) {
    std::lock_guard lock(a->objects);
    if (id != list.size()) return a->fail(std::string(kind) + " ids must be dense");
    list.emplace_back(std::forward<Args>(args)...);
    return SS_OK;
}

ss_status create_queue(ss_adapter* a, uint32_t id, uint32_t side, const char*) {
    if (side != SS_SIDE_DEVICE) return a->fail("the test adapter runs device-side queues only", SS_UNSUPPORTED);
    return add(a, a->queues, id, "queue", std::make_unique<Queue>(a));
}
ss_status create_buffer(ss_adapter* a, uint32_t id, uint64_t elements, uint32_t, uint32_t) {
    return add(a, a->buffers, id, "buffer", elements, 0u);
}
ss_status create_host_array(ss_adapter* a, uint32_t id, uint32_t* data, uint64_t elements) {
    return add(a, a->hosts, id, "host array", data, elements);
}
ss_status create_semaphore(ss_adapter* a, uint32_t id, uint64_t initial) {
    Timeline* t = nullptr;
    if (ss_status s = add(a, a->timelines, id, "semaphore"); s != SS_OK) return s;
    t = &a->at(a->timelines, id);
    t->raise(initial);
    return SS_OK;
}

uint64_t splitmix64(uint64_t& state) {
    uint64_t z = (state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

// The stage a command runs in (SS_STAGE_*), 0 for the ones that only order.
uint32_t stage_of(const ss_command& c) {
    switch (c.kind) {
    case SS_CMD_FILL:
    case SS_CMD_COPY:
    case SS_CMD_UPLOAD:
    case SS_CMD_DOWNLOAD: return SS_STAGE_TRANSFER;
    case SS_CMD_DISPATCH:
    case SS_CMD_OPAQUE:
    case SS_CMD_DELAY: return SS_STAGE_COMPUTE;
    default: return 0;
    }
}

// SS_SUBMIT_UNORDERED: the commands in a random order that keeps what orders them, so that a missing barrier, or one
// of the wrong stages, shows. A barrier orders an earlier command of a `src_stages` stage before a later one of a
// `dst_stages` stage, and chains: a later barrier whose source stages meet an earlier one's destination stages
// carries its order on (the execution dependency; host memory is coherent, so access classes and ranges order
// nothing more here). A wait and a signal order everything around them (a signal needs only what is before it; this
// keeps what comes after it there too, which is allowed). Submissions still run one after another.
void shuffle_unordered(std::vector<ss_command>& commands, uint64_t& state) {
    const size_t n = commands.size();
    std::vector<std::vector<size_t>> before(n);  // before[j]: the commands that must run before j
    for (size_t i = 0; i < n; ++i) {
        const uint32_t kind = commands[i].kind;
        if (kind == SS_CMD_SIGNAL || kind == SS_CMD_WAIT) {
            for (size_t j = 0; j < i; ++j) before[i].push_back(j);
            for (size_t j = i + 1; j < n; ++j) before[j].push_back(i);
            continue;
        }
        if (kind == SS_CMD_BARRIER) continue;  // runs as nothing, anywhere: it orders through the edges below
        const uint32_t stage = stage_of(commands[i]);
        uint32_t reached = 0;  // the destination stages of the barriers ordered after command i
        for (size_t j = i + 1; j < n; ++j) {
            const ss_command& c = commands[j];
            if (c.kind == SS_CMD_BARRIER) {
                if ((c.u.barrier.src_stages & (stage | reached)) != 0) reached |= c.u.barrier.dst_stages;
            } else if ((stage_of(c) & reached) != 0) {
                before[j].push_back(i);
            }
        }
    }
    // A random order among the commands whose predecessors have all been placed.
    std::vector<bool> placed(n, false);
    std::vector<ss_command> order;
    while (order.size() < n) {
        std::vector<size_t> ready;
        for (size_t j = 0; j < n; ++j)
            if (!placed[j] && std::all_of(before[j].begin(), before[j].end(), [&](size_t i) { return placed[i]; })) ready.push_back(j);
        const size_t pick = ready[splitmix64(state) % ready.size()];
        placed[pick] = true;
        order.push_back(commands[pick]);
    }
    commands = std::move(order);
}

ss_status submit(ss_adapter* a, uint32_t queue, const ss_command* commands, size_t count, uint32_t flags) {
    if (a->crash_on_submit) {
        volatile int* nowhere = nullptr;
        *nowhere = 1;  // crash=submit: what a runtime's bug does to the process
    }
    if (a->lose_on_submit) return a->fail("the device fell off the bus (lose=submit)", SS_DEVICE_LOST);
    if (!a->has(a->queues, queue)) return a->fail("unknown queue " + std::to_string(queue));
    for (size_t i = 0; i < count; ++i)
        if (ss_status s = check(a, commands[i]); s != SS_OK) return s;
    if ((flags & SS_SUBMIT_QUEUE_UNORDERED) && !(flags & SS_SUBMIT_UNORDERED))
        return a->fail("SS_SUBMIT_QUEUE_UNORDERED without SS_SUBMIT_UNORDERED");
    std::vector<ss_command> kept(commands, commands + count);
    for (ss_command& c : kept)
        if (c.kind == SS_CMD_OPAQUE) {
            const ss_range* ranges = c.u.opaque.ranges;
            std::lock_guard lock(a->objects);
            c.u.opaque.ranges = a->opaque_ranges.emplace_back(ranges, ranges + c.u.opaque.read_count + c.u.opaque.write_count).data();
        }
    if (flags & SS_SUBMIT_UNORDERED) shuffle_unordered(kept, a->shuffle);
    a->at(a->queues, queue)->push(kept.data(), kept.size());
    return SS_OK;
}

ss_status host_signal(ss_adapter* a, uint32_t semaphore, uint64_t value) {
    if (!a->has(a->timelines, semaphore)) return a->fail("unknown semaphore " + std::to_string(semaphore));
    a->at(a->timelines, semaphore).raise(value);
    return SS_OK;
}
ss_status host_wait(ss_adapter* a, uint32_t semaphore, uint64_t value, uint64_t timeout_ns) {
    if (!a->has(a->timelines, semaphore)) return a->fail("unknown semaphore " + std::to_string(semaphore));
    return a->at(a->timelines, semaphore).wait(value, deadline(timeout_ns)) ? SS_OK : SS_TIMEOUT;
}
ss_status semaphore_value(ss_adapter* a, uint32_t semaphore, uint64_t* value) {
    if (!a->has(a->timelines, semaphore)) return a->fail("unknown semaphore " + std::to_string(semaphore));
    Timeline& t = a->at(a->timelines, semaphore);
    std::lock_guard lock(t.mutex);
    *value = t.value;
    return SS_OK;
}

// The runtime's own blocking path: the copy goes on the queue behind its work, and the host waits for it.
ss_status transfer(ss_adapter* a, uint32_t queue, uint32_t kind, const ss_transfer* t, uint64_t timeout_ns) {
    if (!a->has(a->queues, queue)) return a->fail("unknown queue " + std::to_string(queue));
    ss_command c{kind, 0, {}};
    c.u.copy = *t;
    if (ss_status s = check(a, c); s != SS_OK) return s;
    Queue& q = *a->at(a->queues, queue);
    q.push(&c, 1);
    return q.done.wait(q.enqueued, deadline(timeout_ns)) ? SS_OK : SS_TIMEOUT;
}
ss_status read(ss_adapter* a, uint32_t queue, const ss_transfer* t, uint64_t timeout_ns) {
    return transfer(a, queue, SS_CMD_DOWNLOAD, t, timeout_ns);
}
ss_status write(ss_adapter* a, uint32_t queue, const ss_transfer* t, uint64_t timeout_ns) {
    return transfer(a, queue, SS_CMD_UPLOAD, t, timeout_ns);
}

// The runtime's own cross-queue sync: `queue` waits until `after` has finished the commands it has now.
ss_status sync(ss_adapter* a, uint32_t queue, uint32_t after) {
    if (!a->has(a->queues, queue) || !a->has(a->queues, after)) return a->fail("unknown queue");
    ss_command wait{k_wait_for_queue, 0, {}};
    wait.u.wait = {after, 0, a->at(a->queues, after)->enqueued};
    a->at(a->queues, queue)->push(&wait, 1);
    return SS_OK;
}

ss_adapter_api make_api(uint32_t abi) {
    ss_adapter_api api{};
    api.abi_version = abi;
    api.struct_size = sizeof(ss_adapter_api);
    api.create = create;
    api.destroy = destroy;
    api.last_error = last_error;
    api.get_info = get_info;
    api.create_queue = create_queue;
    api.create_buffer = create_buffer;
    api.create_host_array = create_host_array;
    api.create_semaphore = create_semaphore;
    api.submit = submit;
    api.host_signal = host_signal;
    api.host_wait = host_wait;
    api.semaphore_value = semaphore_value;
    api.read = read;
    api.write = write;
    api.sync = sync;
    api.capabilities = SS_CAP_BARRIERS | SS_CAP_OPAQUE_KERNELS;
    return api;
}

}  // namespace

#ifdef SS_TEST_ADAPTER_EXIT_ON_LOAD
namespace {
struct ExitOnLoad {
    ExitOnLoad() { std::exit(0); }
} exit_on_load;
}  // namespace
#endif

#ifndef SS_TEST_ADAPTER_NO_ENTRY
extern "C" SS_ADAPTER_EXPORT const ss_adapter_api* syncstress_adapter(uint32_t) {
#if defined(SS_TEST_ADAPTER_ABI_MAJOR)
    static const ss_adapter_api api = make_api(static_cast<uint32_t>(SS_TEST_ADAPTER_ABI_MAJOR) << 16);
#elif defined(SS_TEST_ADAPTER_ABI_1_0)
    static const ss_adapter_api api = [] {
        ss_adapter_api table = make_api(1u << 16);
        table.struct_size = offsetof(ss_adapter_api, capabilities);  // sizeof(ss_adapter_api) of ABI 1.0
        return table;
    }();
#elif defined(SS_TEST_ADAPTER_SHORT_TABLE)
    static const ss_adapter_api api = [] {
        ss_adapter_api short_table = make_api(SS_ADAPTER_ABI_VERSION);
        short_table.struct_size = offsetof(ss_adapter_api, recover);
        short_table.recover = reinterpret_cast<ss_status (*)(ss_adapter*)>(uintptr_t{0xdead});  // beyond struct_size
        return short_table;
    }();
#else
    static const ss_adapter_api api = make_api(SS_ADAPTER_ABI_VERSION);
#endif
    return &api;
}
#else
extern "C" SS_ADAPTER_EXPORT int not_a_syncstress_adapter() { return 0; }
#endif
