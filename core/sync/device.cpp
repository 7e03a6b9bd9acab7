#include "core/sync/device_impl.h"

#include <algorithm>
#include <cstdio>
#include <mutex>

namespace syncstress::sync {

namespace {

using namespace std::chrono;

// ~Device() gives a device this long to drain, half before and half after recovery, before it abandons the backend.
constexpr auto k_drain_timeout = seconds(2);
constexpr int k_drain_rounds = 3;

// Keeps abandoned backends reachable, so that a leak checker sees a deliberate leak as reachable memory.
void leak(std::unique_ptr<Backend> backend) {
    static std::mutex mutex;
    static auto* abandoned = new std::vector<Backend*>();
    std::lock_guard lock(mutex);
    if (abandoned->empty()) std::fprintf(stderr, "syncstress: a device did not drain after recovery; its backend is abandoned (leaked)\n");
    abandoned->push_back(backend.release());
}

}  // namespace

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

Result<QueueId> Device::create_queue(Side side, std::string name, bool ordered) {
    Impl& d = *impl_;
    const BackendInfo& bi = d.backend->info();
    if ((side == Side::device && !bi.device_side) || (side == Side::cuda && !bi.cuda_side))
        return make_error("queue '" + name + "': backend " + bi.name + " has no " + to_string(side) + "-side queues", ErrorKind::bad_input);
    const auto id = static_cast<QueueId>(d.queues.size());
    const auto progress = static_cast<SemaphoreId>(d.owners.size());
    SYNCSTRESS_TRY(d.backend->create_semaphore(progress, 0));
    d.owners.push_back({true, id});
    SYNCSTRESS_TRY(d.backend->create_queue(id, side, name));
    d.queues.push_back({std::move(name), side, id, progress});
    d.queues.back().ordered = ordered;
    return id;
}

Result<BufferId> Device::create_buffer(std::string name, uint64_t elements, Memory memory, Side side) {
    Impl& d = *impl_;
    const auto id = static_cast<BufferId>(d.buffers.size());
    if (auto st = d.backend->create_buffer(id, elements, memory, side); !st) return in_context(st.error(), "buffer '" + name + "': ");
    d.buffers.push_back({std::move(name), id, elements});
    return id;
}

Result<HostArrayId> Device::create_host_array(std::string name, uint64_t elements) {
    Impl& d = *impl_;
    const HostArrayId backend_id = d.backend_host_arrays;
    if (auto st = d.backend->create_host_array(backend_id, elements); !st) return in_context(st.error(), "host array '" + name + "': ");
    ++d.backend_host_arrays;
    const auto id = static_cast<HostArrayId>(d.hosts.size());
    d.hosts.push_back({std::move(name), backend_id, elements, d.backend->host_array_data(backend_id)});
    return id;
}

Result<SemaphoreId> Device::create_semaphore(std::string name, uint64_t initial) {
    Impl& d = *impl_;
    const auto backend_id = static_cast<SemaphoreId>(d.owners.size());
    if (auto st = d.backend->create_semaphore(backend_id, initial); !st) return in_context(st.error(), "semaphore '" + name + "': ");
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

Result<std::optional<PreparedId>> Device::prepare(QueueId queue, std::span<const QueueOp> ops, std::span<const OpValue> varying,
                                                  uint32_t tag) {
    Impl& d = *impl_;
    SYNCSTRESS_TRY(d.check_queue(queue, "prepare"));
    if (!d.options.faults.empty()) return std::optional<PreparedId>();
    for (const OpValue& v : varying)
        if (v.op >= ops.size())
            return make_error("prepare for " + d.queue_label(queue) + ": value of op " + std::to_string(v.op) + " of " +
                                  std::to_string(ops.size()),
                              ErrorKind::internal);
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
    auto prepared = d.backend->prepare(rec.backend_id, std::vector<Batch>(d.batches.begin(), d.batches.begin() + d.used), d.flags_of(rec),
                                       std::move(values));
    if (!prepared) return in_context(prepared.error(), "prepare for " + d.queue_label(queue) + ": ");
    p.backend = std::move(*prepared);
    d.prepared.push_back(std::move(p));
    return std::optional(static_cast<PreparedId>(d.prepared.size() - 1));
}

Status Device::submit(PreparedId id, std::span<const uint64_t> values) {
    Impl& d = *impl_;
    if (id >= d.prepared.size()) [[unlikely]]
        return make_error("submit: unknown prepared submission " + std::to_string(id), ErrorKind::internal);
    PreparedRec& p = d.prepared[id];
    if (values.size() + 1 != p.values.size()) [[unlikely]]
        return make_error("submit to " + d.queue_label(p.queue) + ": " + std::to_string(values.size()) +
                              " values for a prepared submission of " + std::to_string(p.values.size() - 1),
                          ErrorKind::internal);
    QueueRec& rec = d.queues[p.queue];
    const uint64_t value = rec.last_submitted + 1;
    std::copy(values.begin(), values.end(), p.values.begin());
    p.values.back() = value;
    if (auto st = p.backend->submit(p.values); !st) [[unlikely]]
        return in_context(st.error(), "submit to " + d.queue_label(p.queue) + ": ");
    // Recorded for the watchdog once handed over (only this thread reads the ring), so that the hand-off, which the
    // device's round trip waits for, comes first.
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
            return in_context(st.error(), "sync " + d.queue_label(queue) + " after " + d.queue_label(after) + ": ");
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
    if (id >= d.semaphores.size()) return make_error("host_signal: unknown semaphore id " + std::to_string(id), ErrorKind::internal);
    return d.backend->host_signal(d.semaphores[id].backend_id, value);
}

Result<WaitStatus> Device::host_wait(SemaphoreId id, uint64_t value, std::chrono::nanoseconds timeout) {
    Impl& d = *impl_;
    if (id >= d.semaphores.size()) return make_error("host_wait: unknown semaphore id " + std::to_string(id), ErrorKind::internal);
    return d.wait_for(d.semaphores[id].backend_id, value, timeout);
}

Result<WaitStatus> Device::wait_queue_idle(QueueId queue, std::chrono::nanoseconds timeout) {
    Impl& d = *impl_;
    SYNCSTRESS_TRY(d.check_queue(queue, "host_wait"));
    return d.wait_for(d.queues[queue].progress, d.queues[queue].last_submitted, timeout);
}

uint64_t Device::submitted(QueueId queue) const { return queue < impl_->queues.size() ? impl_->queues[queue].last_submitted : 0; }

Result<WaitStatus> Device::wait_submitted(QueueId queue, uint64_t value, std::chrono::nanoseconds timeout) {
    Impl& d = *impl_;
    SYNCSTRESS_TRY(d.check_queue(queue, "host_wait"));
    return d.wait_for(d.queues[queue].progress, value, timeout);
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
}  // namespace syncstress::sync
