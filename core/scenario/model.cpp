#include "core/scenario/model.h"

#include <algorithm>
#include <initializer_list>
#include <limits>
#include <variant>

namespace syncstress::scenario {

namespace {

constexpr size_t k_no_step = std::numeric_limits<size_t>::max();
constexpr const char* k_at_end = "at the end of the iteration, ";

constexpr size_t k_max_samples = 8;

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
    std::vector<size_t> check_steps;   // check index -> step
    std::vector<size_t> check_of_step;  // step -> check index, or k_no_step
    // check index -> no later step of the iteration writes the checked host array (a host_fill, a read or a download
    // into it), so that the check's expectation can be a view of the model's memory (see Expectation)
    std::vector<bool> host_kept_after_check;
    uint64_t total = 0;
};

// Whether a step writes host array `host`.
bool writes_host(const Step& step, uint32_t host) {
    return std::visit(Overloaded{[&](const HostFill& f) { return f.dst_host == host; },
                                 [&](const Read& r) { return r.dst_host == host; },
                                 [&](const Submit& submit) {
                                     return std::any_of(submit.commands.begin(), submit.commands.end(), [&](const Command& c) {
                                         const auto* d = std::get_if<Download>(&c);
                                         return d && d->dst_host == host;
                                     });
                                 },
                                 [](const auto&) { return false; }},
                      step);
}

Layout make_layout(const Scenario& s) {
    Layout l;
    auto add = [&](const std::string& name, uint64_t n) {
        l.offset.push_back(l.total);
        l.elements.push_back(n);
        l.names.push_back(name);
        l.total += n;
    };
    for (const Buffer& b : s.buffers) add(b.name, b.elements);
    for (const HostArray& h : s.host_arrays) add(h.name, h.elements);
    l.check_of_step.assign(s.steps.size(), k_no_step);
    for (size_t i = 0; i < s.steps.size(); ++i)
        if (std::holds_alternative<Check>(s.steps[i])) {
            l.check_of_step[i] = l.check_steps.size();
            l.check_steps.push_back(i);
            const uint32_t host = std::get<Check>(s.steps[i]).host;
            l.host_kept_after_check.push_back(
                std::none_of(s.steps.begin() + static_cast<std::ptrdiff_t>(i) + 1, s.steps.end(), [&](const Step& later) { return writes_host(later, host); }));
        }
    return l;
}

// Everything that persists from one iteration to the next (queues are idle between iterations).
struct State {
    std::vector<uint32_t> memory;
    std::vector<uint64_t> semaphores;
    std::vector<uint64_t> pushed, done;  // per queue: items ever enqueued / executed
};

State initial_state(const Scenario& s, const Layout& l) {
    State st;
    st.memory.assign(l.total, 0);
    for (size_t h = 0; h < s.host_arrays.size(); ++h) {
        uint32_t* data = st.memory.data() + l.offset[s.buffers.size() + h];
        for (uint64_t i = 0; i < s.host_arrays[h].elements; ++i) data[i] = pattern_value(s.host_arrays[h].init, 0, i);
    }
    for (const Semaphore& sem : s.semaphores) st.semaphores.push_back(sem.initial);
    st.pushed.assign(s.queues.size(), 0);
    st.done.assign(s.queues.size(), 0);
    return st;
}

// What a check expects: where nothing later in the iteration writes the checked range, a view of the model's memory,
// which stays as it is until the next run (issue 13: the copy of 4 MiB per check was a sixth of the chain's model);
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
constexpr uint64_t k_block = 8192;

// Runs the steps of one iteration over a State: host ops in order, queues as eagerly as possible.
class Runner {
public:
    Runner(const Scenario& s, const Layout& l, State& st, std::vector<Fifo>& fifos, std::vector<WriteRecord>* history,
           Untaken* untaken = nullptr)
        : s_(s), l_(l), st_(st), fifos_(fifos), history_(history), untaken_(untaken) {}

    // Runs steps [0, stop) of the iteration; stop = k_no_step runs them all and requires idle queues at the end.
    std::optional<Deadlock> run(uint64_t iteration, size_t stop, std::vector<Expectation>* expected) {
        it_ = iteration;
        const size_t end = std::min(stop, s_.steps.size());
        for (step_ = 0; step_ < end; ++step_) {
            if (auto d = host_step(s_.steps[step_], expected))
                return d;
        }
        if (stop != k_no_step)
            return std::nullopt;
        for (size_t q = 0; q < fifos_.size(); ++q)
            if (!fifos_[q].empty())
                return describe_end(q);
        return std::nullopt;
    }

    // The step the host stopped at: the blocking step of a deadlock, or the number of steps.
    size_t stopped_at() const { return step_; }

    // Takes what the run did not touch, so that the state is whole.
    void take_rest() {
        for (uint32_t o = 0; untaken_ && o < untaken_->objects.size(); ++o)
            if (untaken_->objects[o])
                take(o);
    }

private:
    // The object as the iteration sees it (taken from the start state first, when it still is there).
    uint32_t* data(uint32_t object) {
        if (untaken_ && untaken_->objects[object])
            take(object);
        return memory(object);
    }
    // The object, about to be written in [offset, offset + count): a write of all of it needs nothing of the start.
    uint32_t* written(uint32_t object, uint64_t offset, uint64_t count) {
        if (untaken_ && offset == 0 && count == l_.elements[object])
            untaken_->objects[object] = false;
        return data(object);
    }
    void take(uint32_t object) {
        untaken_->objects[object] = false;
        const uint32_t* from = untaken_->from->data() + l_.offset[object];
        std::copy(from, from + l_.elements[object], memory(object));
    }
    uint32_t* memory(uint32_t object) { return st_.memory.data() + l_.offset[object]; }
    uint32_t host_object(uint32_t host) const { return static_cast<uint32_t>(s_.buffers.size() + host); }
    uint64_t value(uint64_t v) const { return s_.semaphore_value(v, it_); }

    void before_write(uint32_t object, uint64_t offset, uint64_t count, size_t step, uint32_t index, bool command) {
        if (!history_)
            return;
        const uint32_t* p = data(object) + offset;
        history_->push_back(WriteRecord{object, step, index, command, offset, std::vector<uint32_t>(p, p + count)});
    }

    // A transfer between objects, whichever its kind (copy, upload, download, or the host's write and read).
    struct Move {
        uint32_t src, dst;
        uint64_t src_offset, dst_offset, count;
    };
    std::optional<Move> as_move(const Command& c) const {
        if (const auto* x = std::get_if<Copy>(&c))
            return Move{x->src, x->dst, x->src_offset, x->dst_offset, x->count};
        if (const auto* x = std::get_if<Upload>(&c))
            return Move{host_object(x->src_host), x->dst, x->src_offset, x->dst_offset, x->count};
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
#define SYNCSTRESS_KERNEL_CASE(name, ...) \
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
        if (const auto* f = std::get_if<Fill>(&c))
            return {f->range.offset, f->range.count};
        if (const auto* d = std::get_if<Dispatch>(&c))
            return {d->range.offset, d->range.count};
        if (const auto m = as_move(c))
            return {m->dst_offset, m->count};
        return {0, 0};
    }
    std::optional<uint32_t> written_object(const Command& c) const {
        if (const auto* f = std::get_if<Fill>(&c))
            return f->dst;
        if (const auto* d = std::get_if<Dispatch>(&c))
            return d->dst;
        if (const auto m = as_move(c))
            return m->dst;
        return std::nullopt;
    }

    // Whether element x of what a command writes depends only on element x of what it reads (with the same index),
    // so that a run of such commands may go block by block: fills, dispatches, delays, and transfers whose source and
    // destination ranges start at the same element.
    bool element_wise(const Command& c) const {
        if (std::holds_alternative<Fill>(c) || std::holds_alternative<Dispatch>(c) || std::holds_alternative<Delay>(c))
            return true;
        const auto m = as_move(c);
        return m && m->src_offset == m->dst_offset;
    }

    // Runs items [head, head + n) of a queue, element-wise commands all, block by block (without history: it records
    // what each command overwrites, command by command).
    void execute_blocked(const Fifo& f, size_t n) {
        uint64_t lo = std::numeric_limits<uint64_t>::max(), hi = 0;
        for (size_t k = 0; k < n; ++k) {
            const auto [offset, count] = written_range(*f.items[f.head + k].command);
            if (count == 0)
                continue;
            lo = std::min(lo, offset);
            hi = std::max(hi, offset + count);
        }
        for (uint64_t x = lo; x < hi; x += k_block) {
            const uint64_t x_end = std::min(hi, x + k_block);
            for (size_t k = 0; k < n; ++k) {
                const Command& c = *f.items[f.head + k].command;
                const auto [offset, count] = written_range(c);
                const uint64_t j0 = std::clamp(x, offset, offset + count) - offset;
                const uint64_t j1 = std::clamp(x_end, offset, offset + count) - offset;
                if (j0 < j1)
                    execute(c, j0, j1);
            }
        }
    }

    // How many items from the queue's head may run block by block: two or more element-wise commands.
    size_t element_wise_run(const Fifo& f) const {
        if (history_)
            return 0;
        size_t n = 0;
        while (f.head + n < f.items.size() && f.items[f.head + n].command && element_wise(*f.items[f.head + n].command))
            ++n;
        return n >= 2 ? n : 0;
    }

    // Executes the item if it is not blocked.
    bool try_execute(const Item& item) {
        if (!item.command)
            return st_.done[item.after] >= item.target;
        const Command& c = *item.command;
        if (const auto* sig = std::get_if<Signal>(&c)) {
            // A timeline never goes back: a smaller signal leaves the value (analysis reports the misuse).
            st_.semaphores[sig->semaphore] = std::max(st_.semaphores[sig->semaphore], value(sig->value));
            return true;
        }
        if (const auto* w = std::get_if<Wait>(&c))
            return st_.semaphores[w->semaphore] >= value(w->value);
        if (const auto object = written_object(c)) {
            const auto [offset, count] = written_range(c);
            before_write(*object, offset, count, item.step, item.index, true);
            execute(c, 0, count);
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
                    if (const auto* d = std::get_if<Download>(c); d && d->dst_host == host)
                        return true;
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
                    st_.semaphores[sig.semaphore] = std::max(st_.semaphores[sig.semaphore], value(sig.value));
                    run_queues();
                    return std::nullopt;
                },
                [&](const HostWait& w) -> Outcome { return host_wait(w); },
                [&](const Sleep&) -> Outcome { return std::nullopt; },
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
            if (st_.semaphores[w.target] >= value(w.value))
                return std::nullopt;
            return describe_semaphore_wait(w);
        case HostWait::Kind::queue:
            if (fifos_[w.target].empty())
                return std::nullopt;
            return describe_host(w.target, "for queue " + s_.queues[w.target].name + " to be idle at " + here());
        case HostWait::Kind::all:
            for (size_t q = 0; q < fifos_.size(); ++q)
                if (!fifos_[q].empty())
                    return describe_host(q, "for all queues to be idle at " + here());
            return std::nullopt;
        }
        return std::nullopt;
    }

    // ---- deadlock descriptions: who waits on what, step by step --------------------------------------

    std::string here() const { return "steps[" + std::to_string(step_) + "]"; }
    std::string where(const Item& item) const {
        std::string w = "steps[" + std::to_string(item.step) + "]";
        if (const auto* submit = std::get_if<Submit>(&s_.steps[item.step]); submit && submit->commands.size() > 1)
            w += ".commands[" + std::to_string(item.index) + "]";
        return w;
    }

    struct Chain {
        std::string lead;  // what comes before the first link
        std::string text;
        std::vector<size_t> steps;
        std::vector<bool> visited;
        void add(const std::string& part, std::optional<size_t> step) {
            text += text.empty() ? lead : " <- ";
            text += part;
            if (step && std::find(steps.begin(), steps.end(), *step) == steps.end())
                steps.push_back(*step);
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
        if (const auto queue = follow_semaphore(chain, w.target, w.value, cond))
            follow_queue(chain, *queue);
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
            const auto next = follow_semaphore(chain, w.semaphore, w.value, cond);
            if (!next)
                return;
            q = *next;
        }
    }

    // Names who would signal the semaphore; returns the blocked queue holding that signal, if any.
    std::optional<size_t> follow_semaphore(Chain& chain, uint32_t semaphore, uint64_t declared, const std::string& cond) {
        const uint64_t needed = value(declared);
        for (size_t p = 0; p < fifos_.size(); ++p) {
            const Fifo& f = fifos_[p];
            for (size_t i = f.head; i < f.items.size(); ++i) {
                const auto* sig = f.items[i].command ? std::get_if<Signal>(f.items[i].command) : nullptr;
                if (!sig || sig->semaphore != semaphore || value(sig->value) < needed)
                    continue;
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
            const std::string at = "steps[" + std::to_string(j) + "]";
            if (const auto* sig = std::get_if<HostSignal>(&s_.steps[j]); sig && sig->semaphore == semaphore && value(sig->value) >= needed) {
                chain.add("nobody signals " + cond + " (the host would at " + at + ", after " + here() + ")", j);
                return std::nullopt;
            }
            if (const auto* submit = std::get_if<Submit>(&s_.steps[j]))
                for (const Command& c : submit->commands)
                    if (const auto* sig = std::get_if<Signal>(&c); sig && sig->semaphore == semaphore && value(sig->value) >= needed) {
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
};

// Whether some value of an iteration's steps follows $iteration (semaphore values aside: they rise by the stride).
bool any_value_follows_iteration(const Scenario& s) {
    auto any = [](std::initializer_list<IterValue> values) {
        return std::any_of(values.begin(), values.end(), [](const IterValue& v) { return v.iteration; });
    };
    for (const Step& step : s.steps) {
        if (const auto* f = std::get_if<HostFill>(&step); f && any({f->pattern.a, f->pattern.b})) return true;
        const auto* submit = std::get_if<Submit>(&step);
        if (!submit) continue;
        for (const Command& c : submit->commands) {
            if (const auto* fill = std::get_if<Fill>(&c); fill && fill->value.iteration) return true;
            if (const auto* d = std::get_if<Dispatch>(&c); d && any({d->p0, d->p1})) return true;
        }
    }
    return false;
}

// The iteration after `from` runs exactly as the one from `from` to `to` did: the same memory, every semaphore
// one stride higher (an iteration's values are the scenario's plus iteration * stride), queues idle.
bool repeats(const State& from, const State& to, uint64_t stride) {
    if (from.memory != to.memory) return false;
    for (size_t i = 0; i < from.semaphores.size(); ++i)
        if (to.semaphores[i] != from.semaphores[i] + stride) return false;
    return true;
}

// The elements one iteration's commands and host steps write: what a run of the model costs, roughly.
uint64_t elements_written(const Scenario& s) {
    uint64_t total = 0;
    const auto of_command = Overloaded{
        [](const Fill& c) { return c.range.count; }, [](const Copy& c) { return c.count; },
        [](const Upload& c) { return c.count; },    [](const Download& c) { return c.count; },
        [](const Dispatch& c) { return c.range.count; }, [](const auto&) { return uint64_t{0}; }};
    const auto of_step = Overloaded{
        [&](const Submit& submit) {
            uint64_t n = 0;
            for (const Command& c : submit.commands) n += std::visit(of_command, c);
            return n;
        },
        [](const HostFill& h) { return h.range.count; }, [](const Write& w) { return w.count; },
        [](const Read& r) { return r.count; }, [](const auto&) { return uint64_t{0}; }};
    for (const Step& step : s.steps) total += std::visit(of_step, step);
    return total;
}

}  // namespace

struct Model::Impl {
    Scenario scenario;
    Layout layout;
    State state, at_start;  // at_start: the state the last iteration started from, for classify
    Untaken untaken;        // what of at_start the last iteration's run did not need
    std::vector<Fifo> fifos;
    std::vector<Expectation> expected;  // per check; valid until the next run_iteration
    uint64_t iteration = 0;
    std::optional<Deadlock> deadlock;
    // No value follows $iteration: once an iteration leaves the state as it found it (up to the semaphores'
    // stride), every later one does the same, and its expectations are the last ones.
    const bool follows_iteration;
    bool steady = false;
    const uint64_t work;  // elements_written

    explicit Impl(const Scenario& s)
        : scenario(s), layout(make_layout(scenario)), state(initial_state(scenario, layout)), fifos(scenario.queues.size()),
          expected(layout.check_steps.size()), follows_iteration(any_value_follows_iteration(scenario)),
          work(elements_written(scenario)) {}
};

Model::Model(const Scenario& scenario) : impl_(std::make_unique<Impl>(scenario)) {}
Model::~Model() = default;
Model::Model(Model&&) noexcept = default;
Model& Model::operator=(Model&&) noexcept = default;

std::optional<Deadlock> Model::run_iteration(uint64_t iteration) {
    Impl& m = *impl_;
    if (m.deadlock)
        return m.deadlock;
    const uint64_t stride = m.scenario.semaphore_stride;
    if (m.steady && iteration == m.iteration + 1) {
        // The same run again: only the timelines move on (also at_start, which classify re-runs from).
        for (State* st : {&m.state, &m.at_start})
            for (uint64_t& value : st->semaphores) value += stride;
        m.iteration = iteration;
        return std::nullopt;
    }
    // at_start takes the memory as it is (a swap, not a copy), the run takes back each object at its first access,
    // or not at all where that overwrites the whole object (untaken), and then what it did not touch. The other
    // fields are small; their assignments reuse capacity: no allocation after the first iteration.
    std::swap(m.at_start.memory, m.state.memory);
    m.state.memory.resize(m.at_start.memory.size());
    m.at_start.semaphores = m.state.semaphores;
    m.at_start.pushed = m.state.pushed;
    m.at_start.done = m.state.done;
    m.untaken.from = &m.at_start.memory;
    m.untaken.objects.assign(m.layout.names.size(), true);
    m.iteration = iteration;
    Runner runner(m.scenario, m.layout, m.state, m.fifos, nullptr, &m.untaken);
    m.deadlock = runner.run(iteration, k_no_step, &m.expected);
    runner.take_rest();
    if (m.deadlock) {
        // Checks the host never reached have no expectation.
        for (size_t c = 0; c < m.layout.check_steps.size(); ++c)
            if (m.layout.check_steps[c] > runner.stopped_at())
                m.expected[c].view = {};
    }
    m.steady = !m.deadlock && !m.follows_iteration && repeats(m.at_start, m.state, stride);
    return m.deadlock;
}

uint64_t Model::next_iteration_work() const { return impl_->steady || impl_->deadlock ? 0 : impl_->work; }

size_t Model::check_count() const { return impl_->layout.check_steps.size(); }
size_t Model::check_step(size_t check) const {
    return check < check_count() ? impl_->layout.check_steps[check] : k_no_step;
}
std::span<const uint32_t> Model::expected(size_t check) const {
    return check < check_count() ? impl_->expected[check].view : std::span<const uint32_t>();
}

Mismatch Model::classify(size_t check, std::span<const uint32_t> actual) const {
    const Impl& m = *impl_;
    const Scenario& s = m.scenario;
    if (check >= check_count()) {
        Mismatch none;
        none.note = "no check " + std::to_string(check) + "; the scenario has " + std::to_string(check_count());
        return none;
    }
    const size_t step = m.layout.check_steps[check];
    const Check& c = std::get<Check>(s.steps[step]);
    const std::span<const uint32_t> expected = m.expected[check].view;

    Mismatch out;
    out.checked = expected.size();
    std::vector<uint64_t> wrong;  // positions in the range
    const size_t n = std::min(expected.size(), actual.size());
    for (size_t j = 0; j < n; ++j)
        if (actual[j] != expected[j])
            wrong.push_back(j);
    if (actual.size() != expected.size()) {
        out.count = wrong.size() + (expected.size() - n);
        out.first_index = c.range.offset + (wrong.empty() ? n : wrong.front());
        out.note = "the backend gave " + std::to_string(actual.size()) + " elements, the model " + std::to_string(expected.size());
        for (size_t j = 0; j < wrong.size() && j < k_max_samples; ++j)
            out.samples.push_back({c.range.offset + wrong[j], expected[wrong[j]], actual[wrong[j]]});
        return out;
    }
    out.count = wrong.size();
    if (wrong.empty())
        return out;
    out.first_index = c.range.offset + wrong.front();
    for (size_t j = 0; j < wrong.size() && j < k_max_samples; ++j)
        out.samples.push_back({c.range.offset + wrong[j], expected[wrong[j]], actual[wrong[j]]});

    auto all_wrong = [&](auto predicate) {
        return std::all_of(wrong.begin(), wrong.end(), [&](uint64_t j) { return predicate(c.range.offset + j, actual[j]); });
    };
    if (all_wrong([](uint64_t, uint32_t v) { return v == 0; })) {
        out.kind = MismatchKind::zeros;
        return out;
    }
    const HostArray& host = s.host_arrays[c.host];
    if (all_wrong([&](uint64_t i, uint32_t v) { return v == pattern_value(host.init, 0, i); })) {
        out.kind = MismatchKind::initial;
        out.note = host.name + "'s init pattern";
        return out;
    }

    // Stale: re-run the iteration from its start, recording what every object held before each write.
    State state = m.at_start;
    std::vector<Fifo> fifos(s.queues.size());
    std::vector<WriteRecord> history;
    Runner(s, m.layout, state, fifos, &history).run(m.iteration, step, nullptr);

    struct Point {
        uint32_t object;
        const uint32_t* data;
        uint64_t offset, count;
        std::string when;
    };
    std::vector<Point> points;
    const std::string iteration = "iteration " + std::to_string(m.iteration);
    const std::string start = m.iteration == 0 ? "at the start of iteration 0" : "at the end of iteration " + std::to_string(m.iteration - 1);
    for (uint32_t o = 0; o < m.layout.names.size(); ++o)
        points.push_back({o, m.at_start.memory.data() + m.layout.offset[o], 0, m.layout.elements[o], start});
    for (const WriteRecord& w : history) {
        std::string at = "steps[" + std::to_string(w.step) + "]";
        if (const auto* submit = std::get_if<Submit>(&s.steps[w.step]); w.command && submit->commands.size() > 1)
            at += ".commands[" + std::to_string(w.index) + "]";
        points.push_back({w.object, w.before.data(), w.offset, w.before.size(), "before " + at + ", " + iteration});
    }
    for (uint32_t o = 0; o < m.layout.names.size(); ++o)
        points.push_back({o, state.memory.data() + m.layout.offset[o], 0, m.layout.elements[o],
                          "at steps[" + std::to_string(step) + "], " + iteration});

    std::vector<bool> covered(wrong.size(), false);
    size_t best = 0, best_matches = 0;
    for (size_t p = 0; p < points.size(); ++p) {
        size_t matches = 0;
        for (size_t j = 0; j < wrong.size(); ++j) {
            const uint64_t i = c.range.offset + wrong[j];
            const Point& pt = points[p];
            if (i >= pt.offset && i < pt.offset + pt.count && pt.data[i - pt.offset] == actual[wrong[j]]) {
                ++matches;
                covered[j] = true;
            }
        }
        if (matches > best_matches) {
            best = p;
            best_matches = matches;
        }
    }
    if (std::all_of(covered.begin(), covered.end(), [](bool b) { return b; })) {
        out.kind = MismatchKind::stale;
        out.note = m.layout.names[points[best].object] + " " + points[best].when;
        if (best_matches < wrong.size())
            out.note += " (" + std::to_string(best_matches) + " of " + std::to_string(wrong.size()) +
                        " wrong elements; the others match other earlier values)";
        return out;
    }
    out.kind = wrong.size() < expected.size() ? MismatchKind::torn : MismatchKind::other;
    return out;
}

}  // namespace syncstress::scenario
