// Internal to the reference model (model.cpp): the memory and timelines an iteration runs over, and the Runner that
// runs one iteration's steps over them, host ops in order and queues as eagerly as possible.
#pragma once

#include "core/common/opaque.h"
#include "core/common/parallel_for.h"
#include "core/model/model.h"
#include "core/scenario/scenario.h"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace syncstress::model::detail {

using namespace scenario;

inline constexpr size_t k_no_step = std::numeric_limits<size_t>::max();
inline constexpr const char* k_at_end = "at the end of the iteration, ";

template <class... F>
struct Overloaded : F... {
    using F::operator()...;
};
template <class... F>
Overloaded(F...) -> Overloaded<F...>;  // C++20 deduces it; clang 14 (the fuzz build) needs it said

// Buffers and host arrays live in one array of u32: object o is buffer o, or host array o - buffers.
struct Layout {
    std::vector<uint64_t> offset, elements;
    std::vector<std::string> names;
    std::vector<size_t> check_steps;    // check index -> step
    std::vector<size_t> check_of_step;  // step -> check index, or k_no_step
    // check index -> no later step of the iteration writes the checked host array (a host_fill, a read or a download
    // into it), so that the check's expectation can be a view of the model's memory (see Expectation)
    std::vector<bool> host_kept_after_check;
    std::vector<Thread> threads;  // threads_of the scenario, found once
    uint64_t total = 0;
};
// Everything that persists from one iteration to the next (queues are idle between iterations).
struct State {
    std::vector<uint32_t> memory;
    std::vector<uint64_t> semaphores;
    std::vector<uint64_t> pushed, done;  // per queue: items ever enqueued / executed
};
// What a check expects: where nothing later in the iteration writes the checked range, a view of the model's memory,
// which stays as it is until the next run (a copy of 4 MiB per check was a sixth of the chain's model);
// else a copy taken at the check.
struct Expectation {
    std::span<const uint32_t> view;
    std::vector<uint32_t> copy;
};

// One entry of a queue's FIFO: a command of a submission, or the wait a `sync` enqueued.
struct Item {
    const Command* command;  // nullptr: a sync wait
    uint32_t step, index;    // steps[step].commands[index]
    uint32_t after;          // sync: the queue waited for ...
    uint64_t target;         // ... until it has executed this many items
};
struct Fifo {
    std::vector<Item> items;
    size_t head = 0;
    bool empty() const { return head == items.size(); }
};

// What an object held before each write of an iteration: with the state at its start and at a check,
// every value any object held up to that check.
struct WriteRecord {
    uint32_t object;
    size_t step;
    uint32_t index;
    bool command;
    uint64_t offset;
    std::vector<uint32_t> before;
};

// The objects of the iteration's start state that a run has not taken yet: Model::run_iteration hands the memory
// over instead of copying all of it, and an object is copied back from `from` at its first access, or not at all
// when that access overwrites all of it.
struct Untaken {
    const std::vector<uint32_t>* from = nullptr;
    std::vector<bool> objects;
};

// Consecutive element-wise commands of a queue run block by block, all of them on one block of elements before the
// next, so that a chain over large buffers works in cache rather than in memory: 8192 elements, 32 KiB an object.
inline constexpr uint64_t k_block = 8192;
// A run of at least this many blocks (1 MiB an object) goes over the pool's threads (core/common/parallel_for.h),
// in groups of k_group_blocks consecutive blocks (256 KiB an object): fewer hand-outs, each thread on its own pages.
inline constexpr uint64_t k_parallel_blocks = 32;
inline constexpr uint64_t k_group_blocks = 8;

// Runs the steps of one iteration over a State: host ops in order, queues as eagerly as possible.
class Runner {
public:
    Runner(const Scenario& s, const Layout& l, State& st, std::vector<Fifo>& fifos, std::vector<WriteRecord>* history,
           Untaken* untaken = nullptr)
        : s_(s), l_(l), st_(st), fifos_(fifos), history_(history), untaken_(untaken) {}

    // Runs steps [0, stop) of the iteration; stop = k_no_step runs them all and requires idle queues at the end.
    // Host threads take turns: each runs until it blocks, in thread order, until all are done or none can move (a
    // deadlock: the first blocked thread's). One interleaving the rules allow, the same every time, so that a run
    // stopped at a step (`stop`) repeats the one that reached it.
    // `last`: the run's last iteration, which runs the main thread's teardown.
    std::optional<Deadlock> run(uint64_t iteration, bool last, size_t stop, std::vector<Expectation>* expected) {
        it_ = iteration;
        const std::vector<Thread>& threads = l_.threads;
        next_.assign(threads.size(), 0);
        for (size_t t = 0; t < threads.size(); ++t) next_[t] = steps_in(threads[t], iteration, last).begin;
        for (bool progress = true; progress;) {
            progress = false;
            std::optional<Deadlock> blocked;
            for (size_t t = 0; t < threads.size(); ++t)
                for (const size_t end = steps_in(threads[t], iteration, last).end; next_[t] < end; ++next_[t]) {
                    step_ = next_[t];
                    if (step_ == stop) return std::nullopt;
                    if (auto d = host_step(s_.steps[step_], expected)) {
                        if (!blocked) blocked = std::move(d);
                        break;
                    }
                    progress = true;
                }
            if (blocked && !progress) return blocked;
            if (!blocked) break;
        }
        if (stop != k_no_step) return std::nullopt;
        step_ = s_.steps.size();  // every thread is done: what is still blocked waits at the end of the iteration
        for (size_t q = 0; q < fifos_.size(); ++q)
            if (!fifos_[q].empty()) return describe_end(q);
        return std::nullopt;
    }

    // Whether the run got past step `step` (a deadlock stops threads before their blocking step).
    bool reached(size_t step) const {
        const size_t t = thread_of(s_, step);
        return t < next_.size() && step < next_[t];
    }

    // Takes what the run did not touch, so that the state is whole.
    void take_rest() {
        for (uint32_t o = 0; untaken_ && o < untaken_->objects.size(); ++o)
            if (untaken_->objects[o]) take(o);
    }

private:
    // The object as the iteration sees it (taken from the start state first, when it still is there).
    uint32_t* data(uint32_t object) {
        if (untaken_ && untaken_->objects[object]) take(object);
        return memory(object);
    }
    // The object, about to be written in [offset, offset + count): a write of all of it needs nothing of the start.
    uint32_t* written(uint32_t object, uint64_t offset, uint64_t count) {
        if (untaken_ && untaken_->objects[object] && offset == 0 && count == l_.elements[object]) untaken_->objects[object] = false;
        return data(object);
    }
    void take(uint32_t object) {
        untaken_->objects[object] = false;
        const uint32_t* from = untaken_->from->data() + l_.offset[object];
        std::copy(from, from + l_.elements[object], memory(object));
    }
    uint32_t* memory(uint32_t object) { return st_.memory.data() + l_.offset[object]; }
    uint32_t host_object(uint32_t host) const { return static_cast<uint32_t>(s_.buffers.size() + host); }
    // Semaphore value `v` of step `step` in this iteration (semaphore_value_at).
    uint64_t value(size_t step, uint32_t semaphore, uint64_t v) const { return semaphore_value_at(s_, step, semaphore, v, it_); }

    void before_write(uint32_t object, uint64_t offset, uint64_t count, size_t step, uint32_t index, bool command) {
        if (!history_) return;
        const uint32_t* p = data(object) + offset;
        history_->push_back(WriteRecord{object, step, index, command, offset, std::vector<uint32_t>(p, p + count)});
    }

    // A transfer between objects, whichever its kind (copy, upload, download, or the host's write and read).
    struct Move {
        uint32_t src, dst;
        uint64_t src_offset, dst_offset, count;
    };
    std::optional<Move> as_move(const Command& c) const {
        if (const auto* x = std::get_if<Copy>(&c)) return Move{x->src, x->dst, x->src_offset, x->dst_offset, x->count};
        if (const auto* x = std::get_if<Upload>(&c)) return Move{host_object(x->src_host), x->dst, x->src_offset, x->dst_offset, x->count};
        if (const auto* x = std::get_if<Download>(&c))
            return Move{x->src, host_object(x->dst_host), x->src_offset, x->dst_offset, x->count};
        return std::nullopt;
    }
    void move(const Move& m, uint64_t j0, uint64_t j1) {
        const uint32_t* from = data(m.src) + m.src_offset;
        uint32_t* to = written(m.dst, m.dst_offset, m.count) + m.dst_offset;
        std::copy(from + j0, from + j1, to + j0);  // the loader refuses overlapping ranges
    }
    void transfer(const Move& m, size_t step, uint32_t index, bool command) {
        before_write(m.dst, m.dst_offset, m.count, step, index, command);
        move(m, 0, m.count);
    }

    // Elements [j0, j1) of the dispatch's range.
    void dispatch(const Dispatch& d, uint64_t j0, uint64_t j1) {
        const uint64_t first = d.range.offset + j0, last = d.range.offset + j1;
        const uint32_t p0 = d.p0.at(it_), p1 = d.p1.at(it_);
        // One loop per kernel with a constant kernel, so kernel_element's switch folds away. Sources are looked up
        // before the destination: a source that is also the destination is then taken from the start state.
        switch (d.kernel) {
#define SYNCSTRESS_KERNEL_CASE(name, ...)                                                                                                  \
    case Kernel::name: return dispatch_loop<Kernel::name>(d, first, last, p0, p1);
            SYNCSTRESS_KERNELS(SYNCSTRESS_KERNEL_CASE)
#undef SYNCSTRESS_KERNEL_CASE
        }
    }

    // Only the operands the kernel reads (the table says which) are looked up, sources before the destination.
    template <Kernel K>
    void dispatch_loop(const Dispatch& d, uint64_t first, uint64_t last, uint32_t p0, uint32_t p1) {
        constexpr KernelInfo info = kernel_info(K);
        const uint32_t* a = info.reads_a ? data(d.a) : nullptr;
        const uint32_t* b = info.reads_b ? data(d.b) : nullptr;
        // A kernel that reads what it writes needs the whole object; the others only mark their range written.
        uint32_t* out = info.reads_dst ? data(d.dst) : written(d.dst, d.range.offset, d.range.count);
        for (uint64_t i = first; i < last; ++i)
            out[i] = kernel_element(K, uint32_t(i), info.reads_dst ? out[i] : 0, info.reads_a ? a[i] : 0, info.reads_b ? b[i] : 0, p0, p1);
    }

    // An opaque kernel, all of it: its reads looked up before its writes (a range read in place is then taken from the
    // start state), what each write range held recorded first. Element j of each write range depends on element j of
    // each read range alone (the loader refuses a read overlapping a write elsewhere than in place).
    void opaque(const OpaqueDispatch& d, const Item& item) {
        OpaqueRead reads[k_opaque_max_ranges];
        OpaqueWrite writes[k_opaque_max_ranges];
        for (size_t r = 0; r < d.reads.size(); ++r) reads[r] = {data(d.reads[r].buffer) + d.reads[r].range.offset, d.reads[r].range.count};
        uint64_t longest = 0;
        for (size_t w = 0; w < d.writes.size(); ++w) {
            const BufferRange& x = d.writes[w];
            before_write(x.buffer, x.range.offset, x.range.count, item.step, item.index, true);
            writes[w] = {written(x.buffer, x.range.offset, x.range.count) + x.range.offset, x.range.count};
            longest = std::max(longest, x.range.count);
        }
        const std::span<const OpaqueRead> in(reads, d.reads.size());
        const std::span<const OpaqueWrite> out(writes, d.writes.size());
        over_elements(
            0, longest, [] {}, [&](uint64_t j0, uint64_t j1) { run_opaque(d.id, in, out, j0, j1); });
    }

    // Elements [j0, j1) of a device command's range (a delay only takes time).
    void execute(const Command& c, uint64_t j0, uint64_t j1) {
        if (const auto* f = std::get_if<Fill>(&c)) {
            uint32_t* p = written(f->dst, f->range.offset, f->range.count) + f->range.offset;
            std::fill(p + j0, p + j1, f->value.at(it_));
        } else if (const auto* d = std::get_if<Dispatch>(&c)) {
            dispatch(*d, j0, j1);
        } else if (const auto m = as_move(c)) {
            move(*m, j0, j1);
        }
    }

    // Where a device command writes: its first element and how many; a delay writes nothing.
    std::pair<uint64_t, uint64_t> written_range(const Command& c) const {
        if (const auto* f = std::get_if<Fill>(&c)) return {f->range.offset, f->range.count};
        if (const auto* d = std::get_if<Dispatch>(&c)) return {d->range.offset, d->range.count};
        if (const auto m = as_move(c)) return {m->dst_offset, m->count};
        return {0, 0};
    }
    std::optional<uint32_t> written_object(const Command& c) const {
        if (const auto* f = std::get_if<Fill>(&c)) return f->dst;
        if (const auto* d = std::get_if<Dispatch>(&c)) return d->dst;
        if (const auto m = as_move(c)) return m->dst;
        return std::nullopt;
    }

    // Whether element x of what a command writes depends only on element x of what it reads (with the same index),
    // so that a run of such commands may go block by block: fills, dispatches, delays, and transfers whose source and
    // destination ranges start at the same element.
    bool element_wise(const Command& c) const {
        if (std::holds_alternative<Fill>(c) || std::holds_alternative<Dispatch>(c) || std::holds_alternative<Delay>(c)) return true;
        const auto m = as_move(c);
        return m && m->src_offset == m->dst_offset;
    }

    // Runs items [head, head + n) of a queue, element-wise commands all, block by block (without history: it records
    // what each command overwrites, command by command).
    void execute_blocked(const Fifo& f, size_t n) {
        uint64_t lo = std::numeric_limits<uint64_t>::max(), hi = 0;
        for (size_t k = 0; k < n; ++k) {
            const auto [offset, count] = written_range(*f.items[f.head + k].command);
            if (count == 0) continue;
            lo = std::min(lo, offset);
            hi = std::max(hi, offset + count);
        }
        if (lo >= hi) return;
        auto run_block = [&](uint64_t x) {
            const uint64_t x_end = std::min(hi, x + k_block);
            for (size_t k = 0; k < n; ++k) {
                const Command& c = *f.items[f.head + k].command;
                const auto [offset, count] = written_range(c);
                const uint64_t j0 = std::clamp(x, offset, offset + count) - offset;
                const uint64_t j1 = std::clamp(x_end, offset, offset + count) - offset;
                if (j0 < j1) execute(c, j0, j1);
            }
        };
        // Blocks are independent (element x of every command depends on element x alone).
        over_elements(
            lo, hi,
            [&] {
                for (size_t k = 0; k < n; ++k) execute(*f.items[f.head + k].command, 0, 0);
            },
            [&](uint64_t x0, uint64_t x1) {
                for (uint64_t x = x0; x < x1; x += k_block) run_block(x);
            });
    }

    // All `count` elements of one command (element j of what a command writes depends on element j of what it reads
    // alone, and the loader refuses overlapping ranges).
    void execute_split(const Command& c, uint64_t count) {
        over_elements(
            0, count, [&] { execute(c, 0, 0); }, [&](uint64_t j0, uint64_t j1) { execute(c, j0, j1); });
    }

    // Elements [lo, hi) as one range when they are fewer than k_parallel_blocks blocks; else in groups of k_group_blocks
    // blocks on the pool's threads, after `prepare` has taken every object from the start state, so that the ranges
    // only read and write elements.
    template <class Prepare, class Range>
    void over_elements(uint64_t lo, uint64_t hi, Prepare prepare, Range range) {
        if ((hi - lo + k_block - 1) / k_block < k_parallel_blocks) return range(lo, hi);
        prepare();
        constexpr uint64_t group = k_group_blocks * k_block;
        parallel_for(static_cast<size_t>((hi - lo + group - 1) / group),
                     [&](size_t g) { range(lo + g * group, std::min(hi, lo + (g + 1) * group)); });
    }

    // How many items from the queue's head may run block by block: two or more element-wise commands.
    size_t element_wise_run(const Fifo& f) const {
        if (history_) return 0;
        size_t n = 0;
        while (f.head + n < f.items.size() && f.items[f.head + n].command && element_wise(*f.items[f.head + n].command)) ++n;
        return n >= 2 ? n : 0;
    }

    // Executes the item if it is not blocked.
    bool try_execute(const Item& item) {
        if (!item.command) return st_.done[item.after] >= item.target;
        const Command& c = *item.command;
        if (const auto* sig = std::get_if<Signal>(&c)) {
            // A timeline never goes back: a smaller signal leaves the value (analysis reports the misuse).
            st_.semaphores[sig->semaphore] = std::max(st_.semaphores[sig->semaphore], value(item.step, sig->semaphore, sig->value));
            return true;
        }
        if (const auto* w = std::get_if<Wait>(&c)) return st_.semaphores[w->semaphore] >= value(item.step, w->semaphore, w->value);
        if (const auto* o = std::get_if<OpaqueDispatch>(&c)) {
            opaque(*o, item);
            return true;
        }
        if (const auto object = written_object(c)) {
            const auto [offset, count] = written_range(c);
            before_write(*object, offset, count, item.step, item.index, true);
            execute_split(c, count);
        }
        return true;  // a delay only takes time
    }

    void run_queues() {
        for (bool progress = true; progress;) {
            progress = false;
            for (size_t q = 0; q < fifos_.size(); ++q) {
                Fifo& f = fifos_[q];
                while (!f.empty()) {
                    size_t n = element_wise_run(f);
                    if (n > 0)
                        execute_blocked(f, n);
                    else if (try_execute(f.items[f.head]))
                        n = 1;
                    else
                        break;
                    f.head += n;
                    st_.done[q] += n;
                    progress = true;
                }
                if (f.empty()) {
                    f.items.clear();
                    f.head = 0;
                }
            }
        }
    }

    void push(uint32_t queue, const Item& item) {
        fifos_[queue].items.push_back(item);
        ++st_.pushed[queue];
    }

    // A download into host array `host` waits in a queue (one that waits for a semaphore): it may write the array
    // after the step that runs now.
    bool download_pending(uint32_t host) const {
        for (const Fifo& f : fifos_)
            for (size_t i = f.head; i < f.items.size(); ++i)
                if (const Command* c = f.items[i].command)
                    if (const auto* d = std::get_if<Download>(c); d && d->dst_host == host) return true;
        return false;
    }

    std::optional<Deadlock> host_step(const Step& step, std::vector<Expectation>* expected) {
        using Outcome = std::optional<Deadlock>;
        return std::visit(
            Overloaded{
                [&](const Submit& submit) -> Outcome {
                    for (size_t i = 0; i < submit.commands.size(); ++i)
                        push(submit.queue, Item{&submit.commands[i], uint32_t(step_), uint32_t(i), 0, 0});
                    run_queues();
                    return std::nullopt;
                },
                [&](const HostFill& f) -> Outcome {
                    const uint32_t object = host_object(f.dst_host);
                    before_write(object, f.range.offset, f.range.count, step_, 0, false);
                    uint32_t* p = written(object, f.range.offset, f.range.count);
                    for (uint64_t i = f.range.offset; i < f.range.offset + f.range.count; ++i) p[i] = pattern_value(f.pattern, it_, i);
                    return std::nullopt;
                },
                // The direct paths are ordered after all work on their queue, which the eager run has done unless stuck.
                [&](const Write& w) -> Outcome {
                    if (!fifos_[w.queue].empty())
                        return describe_host(w.queue, "for queue " + s_.queues[w.queue].name + " to be idle at " + here() + " (write)");
                    transfer(Move{host_object(w.src_host), w.dst, w.src_offset, w.dst_offset, w.count}, step_, 0, false);
                    return std::nullopt;
                },
                [&](const Read& r) -> Outcome {
                    if (!fifos_[r.queue].empty())
                        return describe_host(r.queue, "for queue " + s_.queues[r.queue].name + " to be idle at " + here() + " (read)");
                    transfer(Move{r.src, host_object(r.dst_host), r.src_offset, r.dst_offset, r.count}, step_, 0, false);
                    return std::nullopt;
                },
                [&](const Sync& sync) -> Outcome {
                    push(sync.queue, Item{nullptr, uint32_t(step_), 0, sync.after, st_.pushed[sync.after]});
                    run_queues();
                    return std::nullopt;
                },
                [&](const HostSignal& sig) -> Outcome {
                    st_.semaphores[sig.semaphore] = std::max(st_.semaphores[sig.semaphore], value(step_, sig.semaphore, sig.value));
                    run_queues();
                    return std::nullopt;
                },
                [&](const HostWait& w) -> Outcome { return host_wait(w); },
                [&](const Sleep&) -> Outcome { return std::nullopt; },
                [&](const Free&) -> Outcome { return std::nullopt; },  // a free changes no data
                [&](const Check& c) -> Outcome {
                    if (expected) {
                        const size_t check = l_.check_of_step[step_];
                        const uint32_t* p = data(host_object(c.host)) + c.range.offset;
                        Expectation& e = (*expected)[check];
                        if (l_.host_kept_after_check[check] && !download_pending(c.host)) {
                            e.view = {p, static_cast<size_t>(c.range.count)};
                        } else {
                            e.copy.assign(p, p + c.range.count);
                            e.view = e.copy;
                        }
                    }
                    return std::nullopt;
                },
            },
            step);
    }

    std::optional<Deadlock> host_wait(const HostWait& w) {
        switch (w.kind) {
        case HostWait::Kind::semaphore:
            if (st_.semaphores[w.target] >= value(step_, w.target, w.value)) return std::nullopt;
            return describe_semaphore_wait(w);
        case HostWait::Kind::queue:
            if (fifos_[w.target].empty()) return std::nullopt;
            return describe_host(w.target, "for queue " + s_.queues[w.target].name + " to be idle at " + here());
        case HostWait::Kind::all:
            for (size_t q = 0; q < fifos_.size(); ++q)
                if (!fifos_[q].empty()) return describe_host(q, "for all queues to be idle at " + here());
            return std::nullopt;
        }
        return std::nullopt;
    }

    // ---- deadlock descriptions: who waits on what, step by step --------------------------------------

    std::string here() const { return step_text(s_, step_); }
    std::string where(const Item& item) const {
        return step_text(s_, item.step, item.command ? std::optional<size_t>(item.index) : std::nullopt);
    }

    struct Chain {
        std::string lead;  // what comes before the first link
        std::string text;
        std::vector<size_t> steps;
        std::vector<bool> visited;
        void add(const std::string& part, std::optional<size_t> step) {
            text += text.empty() ? lead : " <- ";
            text += part;
            if (step && std::find(steps.begin(), steps.end(), *step) == steps.end()) steps.push_back(*step);
        }
    };
    Chain new_chain(std::string lead = {}) const { return Chain{std::move(lead), {}, {}, std::vector<bool>(fifos_.size(), false)}; }

    std::optional<Deadlock> describe_host(size_t queue, const std::string& what) {
        Chain chain = new_chain();
        chain.add("host waits " + what, step_);
        follow_queue(chain, queue);
        return Deadlock{chain.text, chain.steps};
    }
    std::optional<Deadlock> describe_end(size_t queue) {
        Chain chain = new_chain(k_at_end);
        follow_queue(chain, queue);
        return Deadlock{chain.text, chain.steps};
    }
    std::optional<Deadlock> describe_semaphore_wait(const HostWait& w) {
        Chain chain = new_chain();
        const std::string cond = s_.semaphores[w.target].name + " >= " + std::to_string(w.value);
        chain.add("host waits " + cond + " at " + here(), step_);
        if (const auto queue = follow_semaphore(chain, w.target, value(step_, w.target, w.value), cond)) follow_queue(chain, *queue);
        return Deadlock{chain.text, chain.steps};
    }

    void follow_queue(Chain& chain, size_t q) {
        while (true) {
            chain.visited[q] = true;
            const Fifo& f = fifos_[q];
            const Item& head = f.items[f.head];
            const std::string& name = s_.queues[q].name;
            if (!head.command) {
                chain.add(name + " waits for queue " + s_.queues[head.after].name + " at " + where(head) + " (sync)", head.step);
                if (chain.visited[head.after]) {
                    chain.text += " (a cycle)";
                    return;
                }
                q = head.after;
                continue;
            }
            const auto& w = std::get<Wait>(*head.command);
            const std::string cond = s_.semaphores[w.semaphore].name + " >= " + std::to_string(w.value);
            chain.add(name + " waits " + cond + " at " + where(head), head.step);
            const auto next = follow_semaphore(chain, w.semaphore, value(head.step, w.semaphore, w.value), cond);
            if (!next) return;
            q = *next;
        }
    }

    // Names who would signal the semaphore to `needed` (this iteration's value); returns the blocked queue holding that
    // signal, if any.
    std::optional<size_t> follow_semaphore(Chain& chain, uint32_t semaphore, uint64_t needed, const std::string& cond) {
        for (size_t p = 0; p < fifos_.size(); ++p) {
            const Fifo& f = fifos_[p];
            for (size_t i = f.head; i < f.items.size(); ++i) {
                const auto* sig = f.items[i].command ? std::get_if<Signal>(f.items[i].command) : nullptr;
                if (!sig || sig->semaphore != semaphore || value(f.items[i].step, semaphore, sig->value) < needed) continue;
                chain.add(cond + " would be signalled by " + s_.queues[p].name + " at " + where(f.items[i]), f.items[i].step);
                if (chain.visited[p]) {
                    chain.text += " (a cycle)";
                    return std::nullopt;
                }
                return p;
            }
        }
        // Later steps of the host program that would signal it, had the host got there.
        for (size_t j = step_ + 1; j < s_.steps.size(); ++j) {
            const std::string at = step_path(s_, j);
            if (const auto* sig = std::get_if<HostSignal>(&s_.steps[j]);
                sig && sig->semaphore == semaphore && value(j, semaphore, sig->value) >= needed) {
                chain.add("nobody signals " + cond + " (the host would at " + at + ", after " + here() + ")", j);
                return std::nullopt;
            }
            if (const auto* submit = std::get_if<Submit>(&s_.steps[j]))
                for (const Command& c : submit->commands)
                    if (const auto* sig = std::get_if<Signal>(&c);
                        sig && sig->semaphore == semaphore && value(j, semaphore, sig->value) >= needed) {
                        chain.add("nobody signals " + cond + " (queue " + s_.queues[submit->queue].name + " would at " + at +
                                      ", submitted after " + here() + ")",
                                  j);
                        return std::nullopt;
                    }
        }
        chain.add("nobody signals " + cond + (step_ < s_.steps.size() ? "" : " in this iteration"), std::nullopt);
        return std::nullopt;
    }

    const Scenario& s_;
    const Layout& l_;
    State& st_;
    std::vector<Fifo>& fifos_;
    std::vector<WriteRecord>* history_;
    Untaken* untaken_;
    uint64_t it_ = 0;
    size_t step_ = 0;
    std::vector<size_t> next_;  // per thread: its next step
};

}  // namespace syncstress::model::detail
