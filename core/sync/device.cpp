#include "core/sync/device.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <type_traits>

namespace syncstress::sync {

namespace {

using namespace std::chrono;

// Submissions remembered per queue for the watchdog: enough to name the blocked one in any scenario
// whose queues run less than this far behind the host.
constexpr size_t k_ring_size = 64;
// ~Device() gives a device this long to drain, half before and half after recovery, before it abandons the backend.
constexpr auto k_drain_timeout = seconds(2);
constexpr int k_drain_rounds = 3;
// Staging arrays are allocated in powers of two from this size up, so that they are reused across sizes.
constexpr uint64_t k_min_staging_elements = 1024;

struct SubmissionRecord {
    uint64_t value = 0;  // the queue's progress value this submission signals; 0: slot unused
    uint32_t tag = 0;
    std::vector<SemaphoreValue> waits;  // backend ids
};

struct QueueRec {
    std::string name;
    Side side;
    QueueId backend_id;
    SemaphoreId progress;  // backend id
    uint64_t last_submitted = 0;
    uint64_t seen_finished = 0;  // the highest value of `progress` a host wait saw reached
    std::vector<SemaphoreValue> deferred;  // deferred-sync: waits for the next regular submit, backend ids
    std::array<SubmissionRecord, k_ring_size> ring;
};

struct BufferRec {
    std::string name;
    BufferId backend_id;
    uint64_t elements;
};

struct HostRec {
    std::string name;
    HostArrayId backend_id;
    uint64_t elements;
    uint32_t* data;
};

struct SemaphoreRec {
    std::string name;
    SemaphoreId backend_id;
};

// Who a backend semaphore belongs to: a user semaphore or a queue's progress timeline.
struct SemaphoreOwner {
    bool progress = false;
    uint32_t index = 0;             // user semaphore id, or queue id
    uint64_t max_awaited = 0;       // largest value any submission was made to wait for
    uint64_t recovered_to = 0;      // raised this far by recover(); later queue signals below it are its artefacts
};

// stage-at-submit: a core-owned host array that holds a copy of an upload's source until the
// submission that reads it has finished.
struct Staging {
    HostArrayId backend_id;
    uint64_t elements;
    uint32_t* data;
    uint32_t queue = 0;
    uint64_t busy_until = 0;  // the queue's progress value that frees it
};

// A submission prepared once (Device::prepare): the backend's, and the waits the watchdog's ring records for it.
struct PreparedRec {
    QueueId queue;
    uint32_t tag;
    std::unique_ptr<PreparedSubmission> backend;
    std::vector<SemaphoreValue> waits;  // backend ids, every batch's in order; values set at each submit
    std::vector<std::pair<uint32_t, uint32_t>> varying_waits;  // (index into waits, index into the values given)
    std::vector<uint64_t> values;  // the backend's values: the caller's, then the progress signal's
};

template <class T>
bool in_range(uint64_t offset, uint64_t count, const T& object) {
    return offset <= object.elements && count <= object.elements - offset;
}

std::string range_text(uint64_t offset, uint64_t count) {
    return "[" + std::to_string(offset) + ", " + std::to_string(offset + count) + ")";
}


// Keeps abandoned backends reachable, so that a leak checker sees a deliberate leak as reachable memory.
void leak(std::unique_ptr<Backend> backend) {
    static std::mutex mutex;
    static auto* abandoned = new std::vector<Backend*>();
    std::lock_guard lock(mutex);
    if (abandoned->empty())
        std::fprintf(stderr, "syncstress: a device did not drain after recovery; its backend is abandoned (leaked)\n");
    abandoned->push_back(backend.release());
}

}  // namespace

struct Device::Impl {
    std::unique_ptr<Backend> backend;
    DeviceOptions options;
    std::vector<QueueRec> queues;
    std::vector<BufferRec> buffers;
    std::vector<HostRec> hosts;
    std::vector<SemaphoreRec> semaphores;
    std::vector<SemaphoreOwner> owners;  // by backend semaphore id
    uint32_t backend_host_arrays = 0;    // user host arrays and staging arrays share the backend's ids
    std::vector<Staging> staging;
    std::vector<PreparedRec> prepared;
    bool lost_signal_armed = false;
    WaitWork* wait_work = nullptr;  // see work_in_next_wait
    std::optional<SemaphoreValue> host_await;  // the last host wait that timed out, backend ids
    std::vector<TimelineViolation> violations;  // findings not yet taken, backend ids
    std::optional<std::string> abandoned;       // what Backend::abandon() stopped

    // Scratch reused by every submission so that the hot path does not allocate.
    std::vector<Batch> batches;
    size_t used = 0;
    std::vector<SemaphoreValue> early;

    Batch& new_batch() {
        if (used == batches.size()) batches.emplace_back();
        Batch& b = batches[used++];
        b.waits.clear();
        b.commands.clear();
        b.signals.clear();
        return b;
    }

    // Moves the backend's violations into `violations`, leaving out the artefacts of earlier recoveries:
    // a queue that signals below where recover() raised a timeline is recovery's doing, not a finding.
    // Done before every raise, so that each violation is judged by the raises that came before it.
    void drain_violations() {
        for (auto& v : backend->take_violations()) {
            if (v.semaphore >= owners.size()) continue;
            const SemaphoreOwner& o = owners[v.semaphore];
            if (o.recovered_to != 0 && v.signalled <= o.recovered_to) continue;
            violations.push_back(std::move(v));
        }
    }

    // One pending wait per timeline is enough (values only rise), so repeated syncs without a submit
    // do not pile up.
    static void defer(QueueRec& q, SemaphoreValue wait) {
        for (auto& w : q.deferred)
            if (w.semaphore == wait.semaphore) {
                w.value = std::max(w.value, wait.value);
                return;
            }
        q.deferred.push_back(wait);
    }

    Batch& start() {
        used = 0;
        return new_batch();
    }

    std::string queue_label(uint32_t q) const { return "queue '" + queues[q].name + "'"; }

    Status check_queue(QueueId q, const char* what) const {
        if (q >= queues.size()) return make_error(std::string(what) + ": unknown queue id " + std::to_string(q));
        return {};
    }

    Result<SemaphoreId> semaphore_id(SemaphoreId user, QueueId q) const {
        if (user >= semaphores.size())
            return make_error("submit to " + queue_label(q) + ": unknown semaphore id " + std::to_string(user));
        return semaphores[user].backend_id;
    }

    // Checks a user id and range, and replaces the id with the backend's.
    template <class Rec>
    Status object(const std::vector<Rec>& recs, const char* kind, uint32_t& id, uint64_t offset, uint64_t count,
                  QueueId q, const char* op) const {
        if (id >= recs.size())
            return make_error(std::string(op) + " on " + queue_label(q) + ": unknown " + kind + " id " + std::to_string(id));
        const Rec& r = recs[id];
        if (!in_range(offset, count, r))
            return make_error(std::string(op) + " on " + queue_label(q) + ": range " + range_text(offset, count) +
                              " outside " + kind + " '" + r.name + "' of " + std::to_string(r.elements) + " elements");
        id = r.backend_id;
        return {};
    }
    Status buffer(BufferId& id, uint64_t offset, uint64_t count, QueueId q, const char* op) const {
        return object(buffers, "buffer", id, offset, count, q, op);
    }
    Status host(HostArrayId& id, uint64_t offset, uint64_t count, QueueId q, const char* op) const {
        return object(hosts, "host array", id, offset, count, q, op);
    }

    uint64_t current(SemaphoreId backend_sem) {
        auto v = backend->semaphore_value(backend_sem);
        return v ? *v : 0;
    }

    Result<Staging*> acquire_staging(uint64_t count, uint32_t q) {
        Staging* best = nullptr;
        for (auto& s : staging) {
            if (s.elements < count || (best && best->elements <= s.elements)) continue;
            if (s.busy_until != 0 && current(queues[s.queue].progress) < s.busy_until) continue;
            best = &s;
        }
        if (!best) {
            const uint64_t elements = std::bit_ceil(std::max(count, k_min_staging_elements));
            const HostArrayId id = backend_host_arrays;
            SYNCSTRESS_TRY(backend->create_host_array(id, elements));
            ++backend_host_arrays;
            staging.push_back({id, elements, backend->host_array_data(id)});
            best = &staging.back();
        }
        best->queue = q;
        best->busy_until = queues[q].last_submitted + 1;
        return best;
    }

    // Ids to the backend's, ranges checked, and stage-at-submit applied.
    Status translate(FillCmd& c, QueueId q) { return buffer(c.dst, c.offset, c.count, q, "fill"); }
    Status translate(CopyCmd& c, QueueId q) {
        SYNCSTRESS_TRY(buffer(c.src, c.src_offset, c.count, q, "copy"));
        return buffer(c.dst, c.dst_offset, c.count, q, "copy");
    }
    Status translate(UploadCmd& c, QueueId q) {
        const HostArrayId user_src = c.src;
        SYNCSTRESS_TRY(host(c.src, c.src_offset, c.count, q, "upload"));
        SYNCSTRESS_TRY(buffer(c.dst, c.dst_offset, c.count, q, "upload"));
        if (!options.faults.has(Fault::stage_at_submit)) return {};
        auto s = acquire_staging(c.count, q);
        if (!s) return s.error();
        std::memcpy((*s)->data, hosts[user_src].data + c.src_offset, c.count * sizeof(uint32_t));
        c.src = (*s)->backend_id;
        c.src_offset = 0;
        return {};
    }
    Status translate(DownloadCmd& c, QueueId q) {
        SYNCSTRESS_TRY(buffer(c.src, c.src_offset, c.count, q, "download"));
        return host(c.dst, c.dst_offset, c.count, q, "download");
    }
    Status translate(DispatchCmd& c, QueueId q) {
        SYNCSTRESS_TRY(buffer(c.dst, c.offset, c.count, q, "dispatch"));
        if (kernel_reads_a(c.kernel)) SYNCSTRESS_TRY(buffer(c.a, c.offset, c.count, q, "dispatch"));
        if (kernel_reads_b(c.kernel)) SYNCSTRESS_TRY(buffer(c.b, c.offset, c.count, q, "dispatch"));
        return {};
    }
    Status translate(DelayCmd&, QueueId) { return {}; }

    template <class Cmd>
    Status add_command(Batch*& batch, Cmd c, QueueId q) {
        SYNCSTRESS_TRY(translate(c, q));
        if (!batch->signals.empty()) batch = &new_batch();  // signals close a batch
        batch->commands.emplace_back(c);
        return {};
    }

    // The ring's record of the submission that signals `value` on `rec`'s progress, its waits to be added (await).
    SubmissionRecord& remember(QueueRec& rec, uint64_t value, uint32_t tag) {
        SubmissionRecord& record = rec.ring[value % k_ring_size];
        record.value = value;
        record.tag = tag;
        record.waits.clear();
        return record;
    }
    void await(SubmissionRecord& record, const SemaphoreValue& w) {
        record.waits.push_back(w);
        owners[w.semaphore].max_awaited = std::max(owners[w.semaphore].max_awaited, w.value);
    }

    // Where op `op`'s value `field` went in the batch just added to (batches[used - 1]), as the backend names it.
    std::optional<BatchValue> placed(const QueueOp& op, OpValue::Field field) const {
        const Batch& b = batches[used - 1];
        const auto batch = static_cast<uint32_t>(used - 1);
        auto last = [](const auto& list) { return static_cast<uint32_t>(list.size() - 1); };
        if (field == OpValue::Field::value) {
            if (std::holds_alternative<WaitOp>(op)) return BatchValue{batch, last(b.waits), BatchValue::Field::wait};
            if (std::holds_alternative<SignalOp>(op)) return BatchValue{batch, last(b.signals), BatchValue::Field::signal};
            if (std::holds_alternative<FillCmd>(op)) return BatchValue{batch, last(b.commands), BatchValue::Field::fill};
        } else if (std::holds_alternative<DispatchCmd>(op)) {
            return BatchValue{batch, last(b.commands),
                              field == OpValue::Field::p0 ? BatchValue::Field::p0 : BatchValue::Field::p1};
        }
        return std::nullopt;
    }

    // Translates `ops` into batches[0, used) for queue q (a submission's, without its progress signal). With `placed_values`
    // (as many as `varying`), also where each of `varying` went, in its order (Device::prepare, where no fault is on:
    // every op lands in a batch).
    Status build(QueueId queue, std::span<const QueueOp> ops, std::span<const OpValue> varying,
                 std::vector<BatchValue>* placed_values) {
        QueueRec& q = queues[queue];
        Batch* batch = &start();
        // deferred-sync: the waits that sync() only marked are consumed here, by the next regular submit.
        batch->waits.insert(batch->waits.end(), q.deferred.begin(), q.deferred.end());
        q.deferred.clear();
        for (size_t i = 0; i < ops.size(); ++i) {
            Status st = std::visit(
                [&](const auto& o) -> Status {
                    using T = std::decay_t<decltype(o)>;
                    if constexpr (std::is_same_v<T, WaitOp>) {
                        auto id = semaphore_id(o.semaphore, queue);
                        if (!id) return id.error();
                        if (options.faults.has(Fault::drop_wait)) return {};
                        if (!batch->commands.empty() || !batch->signals.empty()) batch = &new_batch();
                        batch->waits.push_back({*id, o.value});
                        return {};
                    } else if constexpr (std::is_same_v<T, SignalOp>) {
                        auto id = semaphore_id(o.semaphore, queue);
                        if (!id) return id.error();
                        if (lost_signal_armed) {
                            lost_signal_armed = false;
                            return {};
                        }
                        batch->signals.push_back({*id, o.value});
                        return {};
                    } else {
                        return add_command(batch, o, queue);
                    }
                },
                ops[i]);
            if (!st) return st;
            for (size_t v = 0; v < varying.size(); ++v) {
                if (varying[v].op != i) continue;
                auto where = placed(ops[i], varying[v].field);
                if (!where)
                    return make_error("prepare for " + queue_label(queue) + ": op " + std::to_string(i) +
                                      " has no value of that kind to set");
                (*placed_values)[v] = *where;
            }
        }
        return {};
    }

    // Hands batches[0, used) to the backend as one submission of queue q, signalling its progress.
    Status enqueue(QueueId q, uint32_t tag) {
        QueueRec& rec = queues[q];
        const uint64_t value = rec.last_submitted + 1;
        batches[used - 1].signals.push_back({rec.progress, value});

        SubmissionRecord& record = remember(rec, value, tag);
        for (size_t i = 0; i < used; ++i)
            for (const auto& w : batches[i].waits) await(record, w);

        const bool early_signal = options.faults.has(Fault::early_signal);
        if (early_signal) {
            early.clear();
            for (size_t i = 0; i < used; ++i) {
                early.insert(early.end(), batches[i].signals.begin(), batches[i].signals.end());
                batches[i].signals.clear();
            }
        }
        SubmitFlags flags;
        flags.ordered = !options.faults.has(Fault::no_barrier);
        if (auto st = backend->submit(rec.backend_id, std::span<const Batch>(batches.data(), used), flags); !st) {
            record.value = 0;
            return make_error("submit to " + queue_label(q) + ": " + st.error().message);
        }
        rec.last_submitted = value;
        if (early_signal)
            for (const auto& s : early) SYNCSTRESS_TRY(backend->host_signal(s.semaphore, s.value));
        return {};
    }

    // One host wait of the backend, given the whole timeout: the clock is read by the backend only when it has to
    // wait (issue 13: a wait for work already done costs no clock read).
    Result<WaitStatus> wait_for(SemaphoreId backend_sem, uint64_t value, nanoseconds timeout) {
        if (wait_work && current(backend_sem) < value) std::exchange(wait_work, nullptr)->run();
        auto reached = backend->host_wait(backend_sem, value, std::max(timeout, nanoseconds::zero()));
        if (!reached) return reached.error();
        if (!*reached) {
            host_await = SemaphoreValue{backend_sem, value};
            return WaitStatus::timed_out;
        }
        host_await.reset();
        if (const SemaphoreOwner& o = owners[backend_sem]; o.progress)
            queues[o.index].seen_finished = std::max(queues[o.index].seen_finished, value);
        return WaitStatus::done;
    }

    // read/write: one submission of the copy (pending deferred waits stay pending), then a host wait.
    template <class Cmd>
    Result<WaitStatus> direct(QueueId q, const Cmd& copy, const char* what, nanoseconds timeout, uint32_t tag) {
        SYNCSTRESS_TRY(check_queue(q, what));
        const BackendInfo::NativeHostOps& native = backend->info().native;
        if (std::is_same_v<Cmd, DownloadCmd> ? native.read : native.write) {
            // The runtime's own path: ordered as the runtime orders it, which is what is under test.
            Cmd c = copy;
            SYNCSTRESS_TRY(translate(c, q));
            Result<bool> done = [&] {
                if constexpr (std::is_same_v<Cmd, DownloadCmd>)
                    return backend->read(queues[q].backend_id, c, timeout);
                else
                    return backend->write(queues[q].backend_id, c, timeout);
            }();
            if (!done) return make_error(std::string(what) + " on " + queue_label(q) + ": " + done.error().message);
            return *done ? WaitStatus::done : WaitStatus::timed_out;
        }
        Batch* batch = &start();
        SYNCSTRESS_TRY(add_command(batch, copy, q));
        SYNCSTRESS_TRY(enqueue(q, tag));
        return wait_for(queues[q].progress, queues[q].last_submitted, timeout);
    }

    std::string semaphore_name(SemaphoreId backend_sem) const {
        const SemaphoreOwner& o = owners[backend_sem];
        return o.progress ? "progress of queue " + queues[o.index].name : semaphores[o.index].name;
    }

    const SubmissionRecord* record(const QueueRec& q, uint64_t value) const {
        const SubmissionRecord& r = q.ring[value % k_ring_size];
        return value != 0 && r.value == value ? &r : nullptr;
    }

    // Values each backend semaphore is awaited at, by unfinished remembered submissions and the host.
    std::vector<std::vector<uint64_t>> awaited(const std::vector<uint64_t>& values) const {
        std::vector<std::vector<uint64_t>> out(owners.size());
        auto note = [&](const SemaphoreValue& w) {
            if (w.semaphore < out.size() && w.value > values[w.semaphore]) out[w.semaphore].push_back(w.value);
        };
        for (const QueueRec& q : queues) {
            const uint64_t finished = values[q.progress];
            for (const auto& r : q.ring)
                if (r.value > finished && r.value <= q.last_submitted)
                    for (const auto& w : r.waits) note(w);
        }
        if (host_await) note(*host_await);
        for (auto& list : out) {
            std::sort(list.begin(), list.end());
            list.erase(std::unique(list.begin(), list.end()), list.end());
        }
        return out;
    }

    std::vector<uint64_t> all_values() {
        std::vector<uint64_t> values(owners.size());
        for (size_t i = 0; i < owners.size(); ++i) values[i] = current(static_cast<SemaphoreId>(i));
        return values;
    }
};

Device::Device(std::unique_ptr<Backend> backend, DeviceOptions options) : impl_(std::make_unique<Impl>()) {
    impl_->backend = std::move(backend);
    impl_->options = options;
}

Device::~Device() {
    if (!impl_ || !impl_->backend) return;
    if (impl_->abandoned) {
        leak(std::move(impl_->backend));
        return;
    }
    // First let running work finish on its own: recovery raises progress timelines, after which "idle"
    // no longer proves that a busy queue has finished.
    auto idle = wait_idle(k_drain_timeout / 2);
    bool drained = idle && *idle == WaitStatus::done;
    const auto deadline = steady_clock::now() + k_drain_timeout / 2;
    for (int round = 0; round < k_drain_rounds && !drained; ++round) {
        if (!recover()) break;
        idle = wait_idle(std::max(deadline - steady_clock::now(), steady_clock::duration::zero()));
        drained = idle && *idle == WaitStatus::done;
    }
    if (!drained) {
        abandon();
        leak(std::move(impl_->backend));
    }
}

std::string Device::abandon() {
    Impl& d = *impl_;
    if (!d.abandoned) d.abandoned = d.backend->abandon();
    return *d.abandoned;
}

const BackendInfo& Device::info() const { return impl_->backend->info(); }
const DeviceOptions& Device::options() const { return impl_->options; }

Result<QueueId> Device::create_queue(Side side, std::string name) {
    Impl& d = *impl_;
    const BackendInfo& bi = d.backend->info();
    if ((side == Side::device && !bi.device_side) || (side == Side::cuda && !bi.cuda_side))
        return make_error("queue '" + name + "': backend " + bi.name + " has no " + to_string(side) + "-side queues");
    const auto id = static_cast<QueueId>(d.queues.size());
    const auto progress = static_cast<SemaphoreId>(d.owners.size());
    SYNCSTRESS_TRY(d.backend->create_semaphore(progress, 0));
    d.owners.push_back({true, id});
    SYNCSTRESS_TRY(d.backend->create_queue(id, side, name));
    d.queues.push_back({std::move(name), side, id, progress});
    return id;
}

Result<BufferId> Device::create_buffer(std::string name, uint64_t elements, Memory memory, Side side) {
    Impl& d = *impl_;
    const auto id = static_cast<BufferId>(d.buffers.size());
    if (auto st = d.backend->create_buffer(id, elements, memory, side); !st)
        return make_error("buffer '" + name + "': " + st.error().message);
    d.buffers.push_back({std::move(name), id, elements});
    return id;
}

Result<HostArrayId> Device::create_host_array(std::string name, uint64_t elements) {
    Impl& d = *impl_;
    const HostArrayId backend_id = d.backend_host_arrays;
    if (auto st = d.backend->create_host_array(backend_id, elements); !st)
        return make_error("host array '" + name + "': " + st.error().message);
    ++d.backend_host_arrays;
    const auto id = static_cast<HostArrayId>(d.hosts.size());
    d.hosts.push_back({std::move(name), backend_id, elements, d.backend->host_array_data(backend_id)});
    return id;
}

Result<SemaphoreId> Device::create_semaphore(std::string name, uint64_t initial) {
    Impl& d = *impl_;
    const auto backend_id = static_cast<SemaphoreId>(d.owners.size());
    if (auto st = d.backend->create_semaphore(backend_id, initial); !st)
        return make_error("semaphore '" + name + "': " + st.error().message);
    const auto id = static_cast<SemaphoreId>(d.semaphores.size());
    d.owners.push_back({false, id});
    d.semaphores.push_back({std::move(name), backend_id});
    return id;
}

std::span<uint32_t> Device::host_data(HostArrayId id) {
    if (id >= impl_->hosts.size()) return {};
    const HostRec& h = impl_->hosts[id];
    return {h.data, static_cast<size_t>(h.elements)};
}

WaitWork* Device::work_in_next_wait(WaitWork* work) { return std::exchange(impl_->wait_work, work); }

void Device::begin_iteration() { impl_->lost_signal_armed = impl_->options.faults.has(Fault::lost_signal); }

Status Device::submit(QueueId queue, std::span<const QueueOp> ops, uint32_t tag) {
    Impl& d = *impl_;
    SYNCSTRESS_TRY(d.check_queue(queue, "submit"));
    SYNCSTRESS_TRY(d.build(queue, ops, {}, nullptr));
    return d.enqueue(queue, tag);
}

Result<std::optional<PreparedId>> Device::prepare(QueueId queue, std::span<const QueueOp> ops,
                                                  std::span<const OpValue> varying, uint32_t tag) {
    Impl& d = *impl_;
    SYNCSTRESS_TRY(d.check_queue(queue, "prepare"));
    if (!d.options.faults.empty()) return std::optional<PreparedId>();
    for (const OpValue& v : varying)
        if (v.op >= ops.size())
            return make_error("prepare for " + d.queue_label(queue) + ": value of op " + std::to_string(v.op) + " of " +
                              std::to_string(ops.size()));
    std::vector<BatchValue> values(varying.size());
    SYNCSTRESS_TRY(d.build(queue, ops, varying, &values));
    const QueueRec& rec = d.queues[queue];
    Batch& last = d.batches[d.used - 1];
    last.signals.push_back({rec.progress, 0});  // each submit's progress value, given last
    values.push_back({static_cast<uint32_t>(d.used - 1), static_cast<uint32_t>(last.signals.size() - 1), BatchValue::Field::signal});

    PreparedRec p{queue, tag, nullptr, {}, {}, std::vector<uint64_t>(values.size())};
    for (size_t b = 0; b < d.used; ++b)
        for (size_t w = 0; w < d.batches[b].waits.size(); ++w) {
            for (size_t v = 0; v + 1 < values.size(); ++v)
                if (values[v].field == BatchValue::Field::wait && values[v].batch == b && values[v].item == w)
                    p.varying_waits.emplace_back(static_cast<uint32_t>(p.waits.size()), static_cast<uint32_t>(v));
            p.waits.push_back(d.batches[b].waits[w]);
        }
    auto prepared = d.backend->prepare(rec.backend_id, std::vector<Batch>(d.batches.begin(), d.batches.begin() + d.used),
                                       SubmitFlags{}, std::move(values));
    if (!prepared) return make_error("prepare for " + d.queue_label(queue) + ": " + prepared.error().message);
    p.backend = std::move(*prepared);
    d.prepared.push_back(std::move(p));
    return std::optional(static_cast<PreparedId>(d.prepared.size() - 1));
}

Status Device::submit(PreparedId id, std::span<const uint64_t> values) {
    Impl& d = *impl_;
    if (id >= d.prepared.size()) [[unlikely]]
        return make_error("submit: unknown prepared submission " + std::to_string(id));
    PreparedRec& p = d.prepared[id];
    if (values.size() + 1 != p.values.size()) [[unlikely]]
        return make_error("submit to " + d.queue_label(p.queue) + ": " + std::to_string(values.size()) +
                          " values for a prepared submission of " + std::to_string(p.values.size() - 1));
    QueueRec& rec = d.queues[p.queue];
    const uint64_t value = rec.last_submitted + 1;
    std::copy(values.begin(), values.end(), p.values.begin());
    p.values.back() = value;
    if (auto st = p.backend->submit(p.values); !st) [[unlikely]]
        return make_error("submit to " + d.queue_label(p.queue) + ": " + st.error().message);
    // Recorded for the watchdog once handed over (only this thread reads the ring), so that the hand-off, which the
    // device's round trip waits for, comes first (issue 13).
    SubmissionRecord& record = d.remember(rec, value, p.tag);
    for (const auto& [wait, given] : p.varying_waits) p.waits[wait].value = values[given];
    for (const SemaphoreValue& w : p.waits) d.await(record, w);
    rec.last_submitted = value;
    return {};
}

Result<WaitStatus> Device::submit_and_wait(PreparedId id, std::span<const uint64_t> values, std::chrono::nanoseconds timeout) {
    if (auto st = submit(id, values); !st) [[unlikely]]
        return st.error();
    const QueueRec& q = impl_->queues[impl_->prepared[id].queue];
    return impl_->wait_for(q.progress, q.last_submitted, timeout);
}

Status Device::sync(QueueId queue, QueueId after, uint32_t tag) {
    Impl& d = *impl_;
    SYNCSTRESS_TRY(d.check_queue(queue, "sync"));
    SYNCSTRESS_TRY(d.check_queue(after, "sync"));
    const QueueRec& p = d.queues[after];
    if (d.backend->info().native.sync) {
        if (auto st = d.backend->sync(d.queues[queue].backend_id, p.backend_id); !st)
            return make_error("sync " + d.queue_label(queue) + " after " + d.queue_label(after) + ": " + st.error().message);
        return {};
    }
    const SemaphoreValue wait{p.progress, p.last_submitted};
    const FaultSet f = d.options.faults;
    if (f.has(Fault::deferred_sync)) {
        if (!f.has(Fault::drop_wait)) d.defer(d.queues[queue], wait);
        return {};
    }
    Batch& batch = d.start();
    if (!f.has(Fault::drop_wait)) batch.waits.push_back(wait);
    return d.enqueue(queue, tag);
}

Result<WaitStatus> Device::read(QueueId queue, const DownloadCmd& copy, std::chrono::nanoseconds timeout, uint32_t tag) {
    return impl_->direct(queue, copy, "read", timeout, tag);
}

Result<WaitStatus> Device::write(QueueId queue, const UploadCmd& copy, std::chrono::nanoseconds timeout, uint32_t tag) {
    return impl_->direct(queue, copy, "write", timeout, tag);
}

Status Device::host_signal(SemaphoreId id, uint64_t value) {
    Impl& d = *impl_;
    if (id >= d.semaphores.size()) return make_error("host_signal: unknown semaphore id " + std::to_string(id));
    return d.backend->host_signal(d.semaphores[id].backend_id, value);
}

Result<WaitStatus> Device::host_wait(SemaphoreId id, uint64_t value, std::chrono::nanoseconds timeout) {
    Impl& d = *impl_;
    if (id >= d.semaphores.size()) return make_error("host_wait: unknown semaphore id " + std::to_string(id));
    return d.wait_for(d.semaphores[id].backend_id, value, timeout);
}

Result<WaitStatus> Device::wait_queue_idle(QueueId queue, std::chrono::nanoseconds timeout) {
    Impl& d = *impl_;
    SYNCSTRESS_TRY(d.check_queue(queue, "host_wait"));
    return d.wait_for(d.queues[queue].progress, d.queues[queue].last_submitted, timeout);
}

bool Device::known_idle() const {
    for (const QueueRec& q : impl_->queues)
        if (q.seen_finished < q.last_submitted) return false;
    return true;
}

Result<WaitStatus> Device::wait_idle(std::chrono::nanoseconds timeout) {
    Impl& d = *impl_;
    if (known_idle()) return WaitStatus::done;
    // One timeout for all queues: the first is given all of it, each next one what is left (the clock is read from
    // the second queue on).
    std::optional<steady_clock::time_point> start;
    for (const QueueRec& q : d.queues) {
        nanoseconds left = timeout;
        if (start)
            left -= duration_cast<nanoseconds>(steady_clock::now() - *start);
        else if (d.queues.size() > 1)
            start = steady_clock::now();
        auto st = d.wait_for(q.progress, q.last_submitted, left);
        if (!st || *st == WaitStatus::timed_out) return st;
    }
    return WaitStatus::done;
}

DeviceState Device::state() {
    Impl& d = *impl_;
    const std::vector<uint64_t> values = d.all_values();
    const auto awaited = d.awaited(values);
    DeviceState out;
    for (const QueueRec& q : d.queues) {
        QueueState qs;
        qs.name = q.name;
        qs.side = q.side;
        qs.submitted = q.last_submitted;
        qs.finished = values[q.progress];
        if (const SubmissionRecord* r = d.record(q, std::min(qs.finished, q.last_submitted))) qs.last_finished_tag = r->tag;
        if (qs.finished < q.last_submitted) {
            if (const SubmissionRecord* r = d.record(q, qs.finished + 1)) {
                qs.blocked_tag = r->tag;
                for (const auto& w : r->waits)
                    if (values[w.semaphore] < w.value)
                        qs.waiting_for.push_back(d.semaphore_name(w.semaphore) + " >= " + std::to_string(w.value) +
                                                 " (now " + std::to_string(values[w.semaphore]) + ")");
            }
        }
        out.queues.push_back(std::move(qs));
    }
    // User semaphores in id order, then each queue's progress timeline.
    auto add = [&](SemaphoreId backend_sem) {
        out.semaphores.push_back({d.semaphore_name(backend_sem), values[backend_sem], awaited[backend_sem]});
    };
    for (const SemaphoreRec& s : d.semaphores) add(s.backend_id);
    for (const QueueRec& q : d.queues) add(q.progress);
    return out;
}

Status Device::recover() {
    Impl& d = *impl_;
    d.drain_violations();
    for (size_t i = 0; i < d.owners.size(); ++i) {
        SemaphoreOwner& o = d.owners[i];
        const auto id = static_cast<SemaphoreId>(i);
        // The largest value any submission ever awaited reaches back past the ring to the stuck one.
        uint64_t target = o.max_awaited;
        if (o.progress) {
            // Only for other queues' sync waits: a host wait on progress must be met by the queue itself
            // finishing, or "idle" would no longer prove that a stuck queue drained.
            target = std::min(target, d.queues[o.index].last_submitted);
        } else if (d.host_await && d.host_await->semaphore == id) {
            target = std::max(target, d.host_await->value);
        }
        if (target <= d.current(id)) continue;
        SYNCSTRESS_TRY(d.backend->host_signal(id, target));
        o.recovered_to = std::max(o.recovered_to, target);
    }
    return d.backend->recover();
}

std::vector<TimelineViolation> Device::take_violations() {
    Impl& d = *impl_;
    d.drain_violations();
    if (d.violations.empty()) return {};  // the common case, an iteration
    std::vector<TimelineViolation> out = std::exchange(d.violations, {});
    for (TimelineViolation& v : out) {
        const SemaphoreOwner& o = d.owners[v.semaphore];
        v.name = d.semaphore_name(v.semaphore);
        v.progress = o.progress;
        v.semaphore = o.index;
    }
    return out;
}

std::vector<std::string> Device::take_messages() { return impl_->backend->take_messages(); }

bool Device::findings_pending() { return !impl_->violations.empty() || impl_->backend->findings_pending(); }

}  // namespace syncstress::sync
