// Internal to core/sync's device*.cpp: what a Device keeps of its queues, objects and submissions, and Device::Impl,
// which translates, checks and submits on the backend. device.cpp holds Device's operations, device_state.cpp what the
// watchdog sees of it and its recovery.
#pragma once

#include "core/sync/device.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

namespace syncstress::sync {

// Submissions remembered per queue for the watchdog: enough to name the blocked one in any scenario
// whose queues run less than this far behind the host.
inline constexpr size_t k_ring_size = 64;
// Staging arrays are allocated in powers of two from this size up, so that they are reused across sizes.
inline constexpr uint64_t k_min_staging_elements = 1024;

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
    bool ordered = true;   // false: an unordered queue
    uint64_t last_submitted = 0;
    uint64_t seen_finished = 0;            // the highest value of `progress` a host wait saw reached
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
    uint32_t index = 0;         // user semaphore id, or queue id
    uint64_t max_awaited = 0;   // largest value any submission was made to wait for
    uint64_t recovered_to = 0;  // raised this far by recover(); later queue signals below it are its artefacts
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
    std::vector<SemaphoreValue> waits;                         // backend ids, every batch's in order; values set at each submit
    std::vector<std::pair<uint32_t, uint32_t>> varying_waits;  // (index into waits, index into the values given)
    std::vector<uint64_t> values;                              // the backend's values: the caller's, then the progress signal's
};

template <class T>
inline bool in_range(uint64_t offset, uint64_t count, const T& object) {
    return offset <= object.elements && count <= object.elements - offset;
}

inline std::string range_text(uint64_t offset, uint64_t count) {
    return "[" + std::to_string(offset) + ", " + std::to_string(offset + count) + ")";
}

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
    WaitWork* wait_work = nullptr;              // see work_in_next_wait
    std::optional<SemaphoreValue> host_await;   // the last host wait that timed out, backend ids
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
        if (q >= queues.size()) return make_error(std::string(what) + ": unknown queue id " + std::to_string(q), ErrorKind::internal);
        return {};
    }

    Result<SemaphoreId> semaphore_id(SemaphoreId user, QueueId q) const {
        if (user >= semaphores.size())
            return make_error("submit to " + queue_label(q) + ": unknown semaphore id " + std::to_string(user), ErrorKind::internal);
        return semaphores[user].backend_id;
    }

    // Checks a user id and range, and replaces the id with the backend's.
    template <class Rec>
    Status object(const std::vector<Rec>& recs, const char* kind, uint32_t& id, uint64_t offset, uint64_t count, QueueId q,
                  const char* op) const {
        if (id >= recs.size())
            return make_error(std::string(op) + " on " + queue_label(q) + ": unknown " + kind + " id " + std::to_string(id),
                              ErrorKind::internal);
        const Rec& r = recs[id];
        if (!in_range(offset, count, r))
            return make_error(std::string(op) + " on " + queue_label(q) + ": range " + range_text(offset, count) + " outside " + kind +
                                  " '" + r.name + "' of " + std::to_string(r.elements) + " elements",
                              ErrorKind::internal);
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
    Status translate(OpaqueCmd& c, QueueId q) {
        for (OpaqueRange& r : c.reads) SYNCSTRESS_TRY(buffer(r.buffer, r.offset, r.count, q, "opaque kernel"));
        for (OpaqueRange& w : c.writes) SYNCSTRESS_TRY(buffer(w.buffer, w.offset, w.count, q, "opaque kernel"));
        return {};
    }
    Status translate(DelayCmd&, QueueId) { return {}; }
    Status translate(BarrierCmd& c, QueueId q) {
        if (c.buffer == BarrierCmd::k_all_memory) return {};
        return buffer(c.buffer, c.offset, c.count, q, "barrier");
    }

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
            return BatchValue{batch, last(b.commands), field == OpValue::Field::p0 ? BatchValue::Field::p0 : BatchValue::Field::p1};
        }
        return std::nullopt;
    }

    // Translates `ops` into batches[0, used) for queue q (a submission's, without its progress signal). With `placed_values`
    // (as many as `varying`), also where each of `varying` went, in its order (Device::prepare, where no fault is on:
    // every op lands in a batch).
    Status build(QueueId queue, std::span<const QueueOp> ops, std::span<const OpValue> varying, std::vector<BatchValue>* placed_values) {
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
                    } else if constexpr (std::is_same_v<T, BarrierCmd>) {
                        if (options.faults.has(Fault::no_barrier)) return {};  // the fault leaves out barriers too
                        return add_command(batch, o, queue);
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
                                          " has no value of that kind to set",
                                      ErrorKind::internal);
                (*placed_values)[v] = *where;
            }
        }
        return {};
    }

    // How a queue's submissions are ordered: by submission order, or (an unordered queue, the fault no-barrier) by
    // their barriers only.
    SubmitFlags flags_of(const QueueRec& rec) const {
        SubmitFlags flags;
        flags.ordered = rec.ordered && !options.faults.has(Fault::no_barrier);
        flags.after_earlier = rec.ordered;
        return flags;
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
        SubmitFlags flags = flags_of(rec);
        if (auto st = backend->submit(rec.backend_id, std::span<const Batch>(batches.data(), used), flags); !st) {
            record.value = 0;
            return in_context(st.error(), "submit to " + queue_label(q) + ": ");
        }
        rec.last_submitted = value;
        if (early_signal)
            for (const auto& s : early) SYNCSTRESS_TRY(backend->host_signal(s.semaphore, s.value));
        return {};
    }

    // One host wait of the backend, given the whole timeout: the clock is read by the backend only when it has to
    // wait (a wait for work already done costs no clock read).
    Result<WaitStatus> wait_for(SemaphoreId backend_sem, uint64_t value, std::chrono::nanoseconds timeout) {
        if (wait_work && current(backend_sem) < value) std::exchange(wait_work, nullptr)->run();
        auto reached = backend->host_wait(backend_sem, value, std::max(timeout, std::chrono::nanoseconds::zero()));
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
    Result<WaitStatus> direct(QueueId q, const Cmd& copy, const char* what, std::chrono::nanoseconds timeout, uint32_t tag) {
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
            if (!done) return in_context(done.error(), std::string(what) + " on " + queue_label(q) + ": ");
            return *done ? WaitStatus::done : WaitStatus::timed_out;
        }
        Batch* batch = &start();
        std::vector<QueueOp> ops;
        direct_ops(queues[q].ordered, copy, ops);
        for (const QueueOp& op : ops)
            SYNCSTRESS_TRY(std::visit(
                [&](const auto& o) -> Status {
                    using T = std::decay_t<decltype(o)>;
                    if constexpr (std::is_same_v<T, WaitOp> || std::is_same_v<T, SignalOp>)
                        return make_error(std::string(what) + ": a direct copy has no waits or signals", ErrorKind::internal);
                    else
                        return add_command(batch, o, q);
                },
                op));
        SYNCSTRESS_TRY(enqueue(q, tag));
        return wait_for(queues[q].progress, queues[q].last_submitted, timeout);
    }

    // The watchdog's view (device_state.cpp).
    std::string semaphore_name(SemaphoreId backend_sem) const;
    const SubmissionRecord* record(const QueueRec& q, uint64_t value) const;
    // Values each backend semaphore is awaited at, by unfinished remembered submissions and the host.
    std::vector<std::vector<uint64_t>> awaited(const std::vector<uint64_t>& values) const;
    std::vector<uint64_t> all_values();
};

}  // namespace syncstress::sync
