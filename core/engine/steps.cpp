#include "core/engine/steps.h"

#include "core/common/ops.h"

#include <type_traits>
#include <variant>

namespace syncstress::engine {

namespace {

// Each row of the op table (core/common/ops.h) becomes the sync core's type of that row: checked below.
struct ToOp {
    const scenario::Scenario& sc;
    const Resources& r;
    size_t step;
    uint64_t it;
    sync::FillCmd operator()(const scenario::Fill& f) const { return {r.buffers[f.dst], f.range.offset, f.range.count, f.value.at(it)}; }
    sync::CopyCmd operator()(const scenario::Copy& c) const {
        return {r.buffers[c.src], r.buffers[c.dst], c.src_offset, c.dst_offset, c.count};
    }
    sync::UploadCmd operator()(const scenario::Upload& u) const {
        return {r.hosts[u.src_host], r.buffers[u.dst], u.src_offset, u.dst_offset, u.count};
    }
    sync::DownloadCmd operator()(const scenario::Download& d) const {
        return {r.buffers[d.src], r.hosts[d.dst_host], d.src_offset, d.dst_offset, d.count};
    }
    sync::DispatchCmd operator()(const scenario::Dispatch& d) const {
        return {d.kernel, r.buffers[d.dst], r.buffers[d.a], r.buffers[d.b], d.range.offset, d.range.count, d.p0.at(it), d.p1.at(it)};
    }
    sync::DelayCmd operator()(const scenario::Delay& d) const { return {d.us}; }
    sync::BarrierCmd operator()(const scenario::Barrier& b) const {
        const bool all = b.buffer == scenario::Barrier::k_all_memory;
        return {b.src,          b.dst,        b.src_access, b.dst_access, all ? sync::BarrierCmd::k_all_memory : r.buffers[b.buffer],
                b.range.offset, b.range.count};
    }
    sync::OpaqueCmd operator()(const scenario::OpaqueDispatch& d) const {
        sync::OpaqueCmd out{d.id, {}, {}};
        for (const auto& x : d.reads) out.reads.push_back({r.buffers[x.buffer], x.range.offset, x.range.count});
        for (const auto& x : d.writes) out.writes.push_back({r.buffers[x.buffer], x.range.offset, x.range.count});
        return out;
    }
    sync::SignalOp operator()(const scenario::Signal& s) const {
        return {r.semaphores[s.semaphore], scenario::semaphore_value_at(sc, step, s.semaphore, s.value, it)};
    }
    sync::WaitOp operator()(const scenario::Wait& w) const {
        return {r.semaphores[w.semaphore], scenario::semaphore_value_at(sc, step, w.semaphore, w.value, it)};
    }
};
#define SYNCSTRESS_TO_OP_ROW(name, scenario_type, sync_type)                                                                               \
    static_assert(std::is_same_v<std::invoke_result_t<ToOp, const scenario::scenario_type&>, sync::sync_type>,                             \
                  "to_op must translate the op table's " #name " row into its sync core type");
SYNCSTRESS_QUEUE_COMMANDS(SYNCSTRESS_TO_OP_ROW)
#undef SYNCSTRESS_TO_OP_ROW

// Whether a semaphore value of step `step` rises with the iterations (semaphore_value_at): all but those of teardown
// on a semaphore that no iterated step names.
bool raised(const scenario::Scenario& sc, size_t step, uint32_t semaphore) {
    return scenario::once_of(sc, step) != scenario::Once::teardown || scenario::names_in_iterations(sc, semaphore);
}

// The ops of step `step` into `ops`, and where its values follow $iteration into `places` and `varying`; the queue it
// runs on, or none for a step that is not a submission (a read or write the backend runs natively is not one).
std::optional<sync::QueueId> step_ops(WatchedDevice& device, const scenario::Scenario& sc, const Resources& resources, size_t step,
                                      std::vector<sync::QueueOp>& ops, std::vector<sync::OpValue>& places, std::vector<Varying>& varying) {
    if (const auto* submit = std::get_if<scenario::Submit>(&sc.steps[step])) {
        for (const auto& command : submit->commands) {
            const auto op = static_cast<uint32_t>(ops.size());
            auto vary = [&](sync::OpValue::Field field, Varying v) {
                places.push_back({op, field});
                varying.push_back(v);
            };
            if (const auto* f = std::get_if<scenario::Fill>(&command); f && f->value.iteration) {
                vary(sync::OpValue::Field::value, {&f->value});
            } else if (const auto* d = std::get_if<scenario::Dispatch>(&command)) {
                if (d->p0.iteration) vary(sync::OpValue::Field::p0, {&d->p0});
                if (d->p1.iteration) vary(sync::OpValue::Field::p1, {&d->p1});
            } else if (sc.semaphore_stride != 0) {
                if (const auto* w = std::get_if<scenario::Wait>(&command))
                    vary(sync::OpValue::Field::value, {nullptr, w->value, raised(sc, step, w->semaphore)});
                if (const auto* g = std::get_if<scenario::Signal>(&command))
                    vary(sync::OpValue::Field::value, {nullptr, g->value, raised(sc, step, g->semaphore)});
            }
            ops.push_back(to_op(sc, resources, step, command, 0));
        }
        return resources.queues[submit->queue];
    }
    if (const auto* r = std::get_if<scenario::Read>(&sc.steps[step]); r && !device.info().native.read) {
        sync::direct_ops(sc.queues[r->queue].ordered, copy_of(resources, *r), ops);
        return resources.queues[r->queue];
    }
    if (const auto* w = std::get_if<scenario::Write>(&sc.steps[step]); w && !device.info().native.write) {
        sync::direct_ops(sc.queues[w->queue].ordered, copy_of(resources, *w), ops);
        return resources.queues[w->queue];
    }
    return std::nullopt;
}

}  // namespace

Status create_resources(WatchedDevice& device, const scenario::Scenario& sc, Resources& resources) {
    for (const auto& q : sc.queues) {
        auto id = device.create_queue(q.side, q.name, q.ordered);
        if (!id) return id.error();
        resources.queues.push_back(*id);
    }
    for (const auto& b : sc.buffers) {
        auto id = device.create_buffer(b.name, b.elements, b.memory, b.side);
        if (!id) return id.error();
        resources.buffers.push_back(*id);
    }
    for (const auto& h : sc.host_arrays) {
        auto id = device.create_host_array(h.name, h.elements);
        if (!id) return id.error();
        resources.hosts.push_back(*id);
        auto data = device.host_data(*id);
        for (uint64_t i = 0; i < h.elements; ++i) data[i] = scenario::pattern_value(h.init, 0, i);
    }
    for (const auto& s : sc.semaphores) {
        auto id = device.create_semaphore(s.name, s.initial);
        if (!id) return id.error();
        resources.semaphores.push_back(*id);
    }
    return {};
}

sync::QueueOp to_op(const scenario::Scenario& sc, const Resources& resources, size_t step, const scenario::Command& command, uint64_t it) {
    return std::visit([&](const auto& c) -> sync::QueueOp { return ToOp{sc, resources, step, it}(c); }, command);
}

sync::UploadCmd copy_of(const Resources& r, const scenario::Write& w) {
    return {r.hosts[w.src_host], r.buffers[w.dst], w.src_offset, w.dst_offset, w.count};
}
sync::DownloadCmd copy_of(const Resources& r, const scenario::Read& rd) {
    return {r.buffers[rd.src], r.hosts[rd.dst_host], rd.src_offset, rd.dst_offset, rd.count};
}

Result<std::vector<std::optional<PreparedStep>>> prepare_steps(WatchedDevice& device, const scenario::Scenario& sc,
                                                               const Resources& resources) {
    std::vector<std::optional<PreparedStep>> prepared(sc.steps.size());
    std::vector<sync::QueueOp> ops;
    std::vector<sync::OpValue> places;
    for (size_t i = 0; i < sc.steps.size(); ++i) {
        ops.clear();
        places.clear();
        PreparedStep step;
        const auto queue = step_ops(device, sc, resources, i, ops, places, step.varying);
        if (!queue) continue;
        auto id = device.prepare(*queue, ops, places, static_cast<uint32_t>(i));
        if (!id) return id.error();
        if (!*id) return prepared;  // a fault is on: every step submits as it goes
        step.id = **id;
        prepared[i] = std::move(step);
    }
    return prepared;
}

std::span<const uint64_t> values_of(const scenario::Scenario& sc, const PreparedStep& step, uint64_t it, std::vector<uint64_t>& values) {
    values.clear();
    for (const Varying& v : step.varying)
        values.push_back(v.iter ? v.iter->at(it) : v.raised ? sc.semaphore_value(v.semaphore, it) : v.semaphore);
    return values;
}

}  // namespace syncstress::engine
