// Unordered queues (SCENARIO-FORMAT.md, "Unordered queues and barriers"). A command's accesses are events on the agents
// of their access classes, stamped with the count of points that covered the class so far plus one: an access is
// ordered before a later event that knows a component of at least its stamp. What a later command must know comes
// from the queue's vectors: `gate` (waits, syncs), `exec` per stage (execution dependencies, for a write after a
// read) and `vis` per access class (memory dependencies, for a read or write after a write). A barrier moves the
// covered stamps of its source scope into the vectors of its destination scope; a signal, a direct read/write and a
// submission's progress cover everything executed so far. A buffer barrier's memory dependency is kept on the shadow
// entries of its range instead (made_visible), since a clock cannot hold a range.
#include "core/analysis/analyzer.h"

#include <array>
#include <span>
#include <variant>

namespace syncstress::analysis {

void Analyzer::join_into(std::vector<uint32_t>& into, uint32_t from) const {
    const uint32_t* b = vc(from);
    for (uint32_t i = 0; i < width_; ++i) into[i] = std::max(into[i], b[i]);
}

bool Analyzer::join_event(uint32_t into, const std::vector<uint32_t>& from) {
    uint32_t* a = vc(into);
    bool learned = false;
    for (uint32_t i = 0; i < width_; ++i)
        if (from[i] > a[i]) {
            a[i] = from[i];
            learned = true;
        }
    return learned;
}

void Analyzer::run_unordered(uint32_t q, uint32_t e, uint32_t extra) {
    QueueState& qs = queues_[q];
    const Event ev = events_[e];  // a copy: running it adds events
    join(e, ev.issuer);
    events_[e].executed = true;
    const Command* command = ev.kind == EventKind::command ? &std::get<Submit>(s_.steps[ev.step]).commands[ev.command] : nullptr;
    if (ev.kind == EventKind::sync || (command && std::holds_alternative<Wait>(*command))) {
        // Every later command of the queue starts after it; the ones before it are not waited for.
        if (ev.kind == EventKind::sync && adds(e, extra)) pass_.adds_order[ev.step] = 1;
        join(e, extra);
        join_into(qs.gate, e);
        join_into(qs.total, e);
        return;
    }
    if (command && std::holds_alternative<Barrier>(*command)) {
        join_event(e, qs.gate);
        run_barrier(q, e, std::get<Barrier>(*command));
        return;
    }
    if (command && !std::holds_alternative<Signal>(*command)) {
        join_event(e, qs.gate);
        run_accesses(q, e);
        return;
    }
    full_point(q, e);  // a signal, a direct read/write, a progress
    if (command) {
        const Signal& sig = std::get<Signal>(*command);
        signal(sig.semaphore, value_at(ev.step, sig.semaphore, sig.value, ev.iteration), e);
    }
    if (ev.kind == EventKind::direct)
        for_each_access(events_[e],
                        [&](uint32_t object, uint64_t offset, uint64_t count, bool write) { access(e, object, offset, count, write); });
}

void Analyzer::full_point(uint32_t q, uint32_t e) {
    QueueState& qs = queues_[q];
    join_event(e, qs.gate);
    join_event(e, qs.total);
    join(e, qs.last);
    vc(e)[1 + q] += 1;
    for (uint32_t& covered : qs.covered) ++covered;  // later accesses are not covered by it
    join_into(qs.total, e);
    qs.last = e;
}

void Analyzer::run_accesses(uint32_t q, uint32_t e) {
    QueueState& qs = queues_[q];
    const Command& command = std::get<Submit>(s_.steps[events_[e].step]).commands[events_[e].command];
    const std::optional<Stage> stage = command_stage(command);
    if (!stage) return;
    struct Range {
        uint32_t object;
        uint64_t offset, count;
        bool write;
    };
    std::array<Range, 3> all{};  // a command makes three accesses at most (add: a, b, dst); no allocation a command
    size_t n = 0;
    for_each_access(events_[e], [&](uint32_t object, uint64_t offset, uint64_t count, bool write) {
        if (n < all.size()) all[n++] = {object, offset, count, write};
    });
    const std::span<const Range> ranges(all.data(), n);
    uint32_t read_event = k_none;
    for (const bool write : {false, true}) {
        if (std::none_of(ranges.begin(), ranges.end(), [&](const Range& r) { return r.write == write; })) continue;
        const unsigned cls = access_class(*stage, write);
        Event sub = events_[e];
        sub.agent = qs.base + cls;
        sub.stamp = qs.covered[cls] + 1;
        const uint32_t a = new_event(sub);
        join(a, e);
        join_event(a, qs.vis[cls]);
        if (write) {
            join_event(a, qs.exec[static_cast<size_t>(*stage)]);
            if (read_event != k_none) {  // a command reads its sources before it writes
                join(a, read_event);
                vc(a)[events_[read_event].agent] = std::max(vc(a)[events_[read_event].agent], events_[read_event].stamp);
            }
        }
        join_into(qs.pend[cls], a);
        join_into(qs.total, a);
        qs.total[sub.agent] = std::max(qs.total[sub.agent], sub.stamp);
        for (const Range& r : ranges)
            if (r.write == write) access(a, r.object, r.offset, r.count, write);
        if (!write) read_event = a;
    }
}

void Analyzer::run_barrier(uint32_t q, uint32_t e, const Barrier& b) {
    QueueState& qs = queues_[q];
    // The execution dependency: the reads of the source stages, and what reached those stages through earlier barriers.
    std::vector<uint32_t> exec(width_, 0);
    for (unsigned s = 0; s < k_stage_count; ++s) {
        if (!(b.src & (1u << s))) continue;
        const unsigned read = s * 2;
        for (uint32_t i = 0; i < width_; ++i) exec[i] = std::max({exec[i], qs.exec[s][i], qs.pend[read][i]});
        exec[qs.base + read] = std::max(exec[qs.base + read], qs.covered[read] + 1);
        ++qs.covered[read];
    }
    std::vector<uint32_t> memory;
    if (b.src_access && b.buffer == Barrier::k_all_memory) {
        // The memory dependency: the writes of src_access, and what earlier barriers made visible to the source stages.
        memory = exec;
        for (unsigned c = 0; c < 4; ++c) {
            if (!(b.src & (1u << (c / 2)))) continue;
            for (uint32_t i = 0; i < width_; ++i) memory[i] = std::max(memory[i], qs.vis[c][i]);
            if (!(b.src_access & (1u << c))) continue;
            for (uint32_t i = 0; i < width_; ++i) memory[i] = std::max(memory[i], qs.pend[c][i]);
            memory[qs.base + c] = std::max(memory[qs.base + c], qs.covered[c] + 1);
            ++qs.covered[c];
        }
    }
    for (unsigned s = 0; s < k_stage_count; ++s)
        if (b.dst & (1u << s))
            for (uint32_t i = 0; i < width_; ++i) qs.exec[s][i] = std::max(qs.exec[s][i], exec[i]);
    if (!memory.empty())
        for (unsigned c = 0; c < 4; ++c)
            if (b.dst_access & (1u << c))
                for (uint32_t i = 0; i < width_; ++i) qs.vis[c][i] = std::max(qs.vis[c][i], memory[i]);
    if (!b.src_access || b.buffer == Barrier::k_all_memory) return;
    // A buffer barrier: mark the writes of its range, of its queue and of src_access, visible to dst_access.
    Shadow& shadow = shadows_[b.buffer];
    const auto first = split(shadow, b.range.offset);
    const auto last =
        b.range.offset + b.range.count < object_elements(b.buffer) ? split(shadow, b.range.offset + b.range.count) : shadow.end();
    for (auto it = first; it != last; ++it)
        for (Entry& entry : it->second) {
            const uint32_t agent = agent_of(entry);
            if (entry.write && agent >= qs.base && agent < qs.base + 4 && (b.src_access & (1u << (agent - qs.base))))
                entry.visible |= b.dst_access;
        }
    (void)e;
}

bool Analyzer::made_visible(const Entry& entry, uint32_t later) const {
    if (!entry.visible) return false;
    const uint32_t agent = events_[later].agent;
    const uint32_t q = agent_queue_[agent];
    if (q == k_none || !queues_[q].unordered || agent < queues_[q].base || agent_queue_[agent_of(entry)] != q) return false;
    return (entry.visible >> (agent - queues_[q].base)) & 1u;
}

// The last barrier of the queue between the two accesses in program order (the same iteration), if there is one: the
// fix widens it; else it adds one before the second access.
std::string Analyzer::barrier_fix(const Event& first, const Event& second, uint32_t object, uint64_t offset, uint64_t count) const {
    const uint32_t q = agent_queue_[first.agent];
    const QueueState& qs = queues_[q];
    auto class_of = [&](const Event& e) { return e.agent >= qs.base ? e.agent - qs.base : 0u; };
    const unsigned a = class_of(first), b = class_of(second);
    const Stage from = static_cast<Stage>(a / 2), to = static_cast<Stage>(b / 2);
    std::optional<std::pair<uint32_t, uint32_t>> found;  // step, command
    for (uint32_t step = first.step; first.iteration == second.iteration && step <= second.step; ++step) {
        const auto* submit = std::get_if<Submit>(&s_.steps[step]);
        if (!submit || submit->queue != q) continue;
        for (uint32_t c = 0; c < submit->commands.size(); ++c) {
            if ((step == first.step && c <= first.command) || (step == second.step && c >= second.command)) continue;
            if (std::holds_alternative<Barrier>(submit->commands[c])) found = std::pair{step, c};
        }
    }
    if (!found) {
        return "add {\"op\": \"barrier\", \"src\": [\"" + std::string(to_string(from)) + "\"], \"dst\": [\"" + to_string(to) +
               "\"]} before " + step_path(s_, second.step, command_of(second)) +
               (later_iteration(second, first.iteration) ? " (the next iteration's)" : "");
    }
    const Barrier& barrier = std::get<Barrier>(std::get<Submit>(s_.steps[found->first]).commands[found->second]);
    std::vector<std::string> changes;
    if (!(barrier.src & stage_bit(from))) changes.push_back("add \"" + std::string(to_string(from)) + "\" to its src");
    if (!(barrier.dst & stage_bit(to))) changes.push_back("add \"" + std::string(to_string(to)) + "\" to its dst");
    if ((a & 1u) && !(barrier.src_access & (1u << a)))
        changes.push_back("add \"" + std::string(k_access_class_names[a]) + "\" to its src_access");
    if ((a & 1u) && !(barrier.dst_access & (1u << b)))
        changes.push_back("add \"" + std::string(k_access_class_names[b]) + "\" to its dst_access");
    if ((a & 1u) && barrier.buffer != Barrier::k_all_memory &&
        (barrier.buffer != object || offset < barrier.range.offset || offset + count > barrier.range.offset + barrier.range.count))
        changes.push_back("make its range cover " + object_name(object) + "[" + std::to_string(offset) + ".." +
                          std::to_string(offset + count - 1) + "] (or drop its buffer)");
    if (changes.empty()) changes.push_back("order the two through it");  // not reached: such a barrier orders them
    std::string text = "at " + step_path(s_, found->first, std::optional<size_t>(found->second)) + "'s barrier, ";
    for (size_t i = 0; i < changes.size(); ++i) text += (i ? (i + 1 == changes.size() ? " and " : ", ") : "") + changes[i];
    return text;
}

}  // namespace syncstress::analysis
