// What the watchdog sees of a device (its queues and semaphores when a wait timed out), its recovery, and the
// findings it collects.
#include "core/sync/device_impl.h"

#include <algorithm>
#include <utility>

namespace syncstress::sync {

std::string Device::Impl::semaphore_name(SemaphoreId backend_sem) const {
    const SemaphoreOwner& o = owners[backend_sem];
    return o.progress ? "progress of queue " + queues[o.index].name : semaphores[o.index].name;
}

const SubmissionRecord* Device::Impl::record(const QueueRec& q, uint64_t value) const {
    const SubmissionRecord& r = q.ring[value % k_ring_size];
    return value != 0 && r.value == value ? &r : nullptr;
}

std::vector<std::vector<uint64_t>> Device::Impl::awaited(const std::vector<uint64_t>& values) const {
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

std::vector<uint64_t> Device::Impl::all_values() {
    std::vector<uint64_t> values(owners.size());
    for (size_t i = 0; i < owners.size(); ++i) values[i] = current(static_cast<SemaphoreId>(i));
    return values;
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
                        qs.waiting_for.push_back(d.semaphore_name(w.semaphore) + " >= " + std::to_string(w.value) + " (now " +
                                                 std::to_string(values[w.semaphore]) + ")");
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

// A raise the backend left to a signal already on the device (Backend::raise) gets this long, once every other raise
// is done, to land by that signal before it is forced: the signal's queue may wait for one of the others.
constexpr std::chrono::milliseconds k_left_to_the_device{100};

Status Device::recover() {
    Impl& d = *impl_;
    d.drain_violations();
    std::vector<SemaphoreValue> left;
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
        auto raised = d.backend->raise(id, target, false);
        if (!raised) return raised.error();
        if (!*raised) left.push_back({id, target});
        o.recovered_to = std::max(o.recovered_to, target);
    }
    const auto deadline = std::chrono::steady_clock::now() + k_left_to_the_device;
    for (const SemaphoreValue& l : left) {
        auto landed =
            d.backend->host_wait(l.semaphore, l.value, std::max<std::chrono::nanoseconds>(deadline - std::chrono::steady_clock::now(), {}));
        if (!landed) return landed.error();
        if (*landed) continue;
        auto forced = d.backend->raise(l.semaphore, l.value, true);
        if (!forced) return forced.error();
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
