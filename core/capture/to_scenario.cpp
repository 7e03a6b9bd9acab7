#include "core/capture/to_scenario.h"

#include "core/capture/fold.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>

namespace syncstress::capture {
// Named, not anonymous: StepLowering's state holds a Lowering.
namespace lowering_internal {

constexpr uint64_t k_element_bytes = 4;  // the scenario's elements are u32

uint64_t elements_of(uint64_t bytes) { return std::max<uint64_t>(1, (bytes + k_element_bytes - 1) / k_element_bytes); }

// The elements that bytes [offset, offset + size) of an object of `bytes` bytes touch, at least one.
scenario::Range element_range(uint64_t bytes, uint64_t offset, uint64_t size) {
    const uint64_t elements = elements_of(bytes);
    const uint64_t end = size == k_whole_size ? bytes : std::min(bytes, offset + size);
    const uint64_t first = std::min(offset / k_element_bytes, elements - 1);
    const uint64_t last = std::clamp<uint64_t>((end + k_element_bytes - 1) / k_element_bytes, first + 1, elements);
    return {first, last - first};
}

// A thread whose records the program's own synchronisation ordered other threads after: its thread_order semaphore
// counts its captured steps, signalled after each step some thread waits for (the waits' values, a record index + 1
// as captured, become the number of the thread's steps before that index).
struct ThreadOrder {
    uint32_t semaphore = 0;
    std::vector<uint64_t> step_indices;  // the call index of each of its captured steps, in order
    std::set<uint64_t> signalled;        // after which of its steps (counted from 1) it signals
};

class Lowering {
public:
    Lowering(const CapturedProgram& program, Capture& out) : program_(program), out_(out) {
        buffer_.resize(program.buffers.size());
        host_.resize(program.buffers.size());
    }
    void run();
    void lower_step(const CapturedStep& captured);
    void end_thread(uint32_t thread, size_t first);
    void declare() {
        declare_queues_and_semaphores();
        prepare_thread_orders();
    }

private:
    // A buffer the host reads and writes without a queue: mapped Vulkan memory, CUDA's pinned and pageable host memory.
    bool mapped(uint32_t buffer) const {
        const CapturedBuffer& captured = program_.buffers[buffer];
        if (captured.placement == Placement::cuda_pinned || captured.placement == Placement::cuda_pageable ||
            captured.placement == Placement::cuda_staging)
            return true;
        return captured.memory && program_.memories[*captured.memory].mapped;
    }
    std::string name_of(uint32_t buffer) const {
        const Placement placement = program_.buffers[buffer].placement;
        switch (placement) {
        case Placement::cuda_pinned: return "pinned" + std::to_string(buffer);
        case Placement::cuda_pageable: return "pageable" + std::to_string(buffer);
        case Placement::cuda_staging: return "staging" + std::to_string(buffer);
        default: return "buffer" + std::to_string(buffer);
        }
    }
    uint32_t buffer_index(uint32_t buffer);
    uint32_t host_index(uint32_t buffer);
    scenario::Range range(uint32_t buffer, uint64_t offset, uint64_t size) const {
        return element_range(program_.buffers[buffer].bytes, offset, size);
    }
    void not_modelled(const CallSite& at, const std::string& reason) {
        ++out_.not_modelled[at.call];
        out_.not_modelled_reason.emplace(at.call, reason);
    }
    std::optional<scenario::Command> command(const CapturedCommand& captured);
    std::optional<scenario::Command> copy(const CapturedCopy& copy, const CallSite& at);
    std::optional<scenario::Command> dispatch(const CapturedDispatch& dispatch, const CallSite& at);
    std::optional<scenario::Step> step(const CapturedStep& captured, std::vector<CallSite>& command_sites);
    void declare_queues_and_semaphores();
    void prepare_thread_orders();
    uint64_t steps_before(const ThreadOrder& order, uint64_t index_end) const;
    void lower_thread(uint32_t thread);

    const CapturedProgram& program_;
    Capture& out_;
    std::vector<std::optional<uint32_t>> buffer_, host_;  // by buffer ordinal: its index among the scenario's buffers or host arrays
    std::map<uint32_t, ThreadOrder> orders_;              // by thread: what other threads wait for of it
};

uint32_t Lowering::buffer_index(uint32_t buffer) {
    if (!buffer_[buffer]) {
        buffer_[buffer] = static_cast<uint32_t>(out_.scenario.buffers.size());
        const Side side = program_.buffers[buffer].placement == Placement::cuda_device ? Side::cuda : Side::device;
        const Memory memory = program_.buffers[buffer].shared ? Memory::shared : Memory::device;
        out_.scenario.buffers.push_back({name_of(buffer), elements_of(program_.buffers[buffer].bytes), memory, side});
    }
    return *buffer_[buffer];
}

uint32_t Lowering::host_index(uint32_t buffer) {
    if (!host_[buffer]) {
        host_[buffer] = static_cast<uint32_t>(out_.scenario.host_arrays.size());
        out_.scenario.host_arrays.push_back({name_of(buffer), elements_of(program_.buffers[buffer].bytes), {}});
    }
    return *host_[buffer];
}

// A copy between a buffer the host maps and one it does not is an upload or a download: the mapped one is a host
// array of the scenario.
std::optional<scenario::Command> Lowering::copy(const CapturedCopy& c, const CallSite& at) {
    const scenario::Range src = range(c.src, c.src_offset, c.size), dst = range(c.dst, c.dst_offset, c.size);
    const uint64_t count = std::min(src.count, dst.count);
    if (mapped(c.src) && mapped(c.dst)) {
        not_modelled(at, "a copy between two buffers the host maps has no scenario op");
        return std::nullopt;
    }
    if (mapped(c.src)) return scenario::Upload{host_index(c.src), buffer_index(c.dst), src.offset, dst.offset, count};
    if (mapped(c.dst)) return scenario::Download{buffer_index(c.src), host_index(c.dst), src.offset, dst.offset, count};
    return scenario::Copy{buffer_index(c.src), buffer_index(c.dst), src.offset, dst.offset, count};
}

bool overlap(const scenario::BufferRange& a, const scenario::BufferRange& b) {
    return a.buffer == b.buffer && a.range.offset < b.range.offset + b.range.count && b.range.offset < a.range.offset + a.range.count;
}

// Why an opaque kernel cannot say what the dispatch did (SCENARIO-FORMAT.md, Opaque kernels); empty where it can.
std::string opaque_refusal(const scenario::OpaqueDispatch& d) {
    if (d.writes.empty()) return "a dispatch that writes no buffer has no opaque kernel";
    if (d.reads.size() > k_opaque_max_ranges || d.writes.size() > k_opaque_max_ranges)
        return "an opaque kernel reads and writes at most " + std::to_string(k_opaque_max_ranges) + " ranges each";
    for (size_t i = 0; i < d.writes.size(); ++i)
        for (size_t j = i + 1; j < d.writes.size(); ++j)
            if (overlap(d.writes[i], d.writes[j])) return "two of its write ranges overlap";
    for (const auto& read : d.reads)
        for (const auto& write : d.writes)
            if (overlap(read, write) && read.range.offset != write.range.offset) return "a read range overlaps a write range not in place";
    return {};
}

// A dispatch is an opaque kernel: its pipeline is its id, its buffers' ranges its reads and writes.
std::optional<scenario::Command> Lowering::dispatch(const CapturedDispatch& d, const CallSite& at) {
    scenario::OpaqueDispatch out;
    out.id = d.pipeline;
    for (const CapturedBufferAccess& access : d.accesses) {
        if (mapped(access.buffer) && access.write) {
            not_modelled(at, "a dispatch that writes a buffer the host maps has no scenario op");
            return std::nullopt;
        }
        if (mapped(access.buffer)) {
            // Its parameters, say, which the host writes: the kernel is kept without that read.
            not_modelled(
                at, "a dispatch's read of a buffer the host maps (the kernel is kept without it: an opaque kernel reads buffers only)");
            continue;
        }
        const scenario::BufferRange range{buffer_index(access.buffer), this->range(access.buffer, access.offset, access.size)};
        if (access.read) out.reads.push_back(range);
        if (access.write) out.writes.push_back(range);
    }
    if (const std::string refusal = opaque_refusal(out); !refusal.empty()) {
        not_modelled(at, refusal);
        return std::nullopt;
    }
    return out;
}

std::optional<scenario::Command> Lowering::command(const CapturedCommand& captured) {
    if (const auto* c = std::get_if<CapturedCopy>(&captured.op)) return copy(*c, captured.at);
    if (const auto* f = std::get_if<CapturedFill>(&captured.op)) {
        if (mapped(f->dst)) {
            not_modelled(captured.at, "a fill or update of a buffer the host maps has no scenario op");
            return std::nullopt;
        }
        return scenario::Fill{buffer_index(f->dst), range(f->dst, f->offset, f->size), {f->value, false}};
    }
    if (const auto* b = std::get_if<CapturedBarrier>(&captured.op)) {
        scenario::Barrier barrier{b->src, b->dst, b->src_access, b->dst_access};
        // A barrier on a mapped buffer covers all memory: a host array is no barrier's buffer in the format.
        if (b->buffer && !mapped(*b->buffer)) {
            barrier.buffer = buffer_index(*b->buffer);
            barrier.range = range(*b->buffer, b->offset, b->size);
        }
        return barrier;
    }
    if (const auto* d = std::get_if<CapturedDispatch>(&captured.op)) return dispatch(*d, captured.at);
    if (const auto* s = std::get_if<scenario::Signal>(&captured.op)) return *s;
    return std::get<scenario::Wait>(captured.op);
}

std::optional<scenario::Step> Lowering::step(const CapturedStep& captured, std::vector<CallSite>& command_sites) {
    if (const auto* submit = std::get_if<CapturedSubmit>(&captured.op)) {
        scenario::Submit out{submit->queue, {}};
        for (const CapturedCommand& c : submit->commands)
            if (auto lowered = command(c)) {
                out.commands.push_back(std::move(*lowered));
                command_sites.push_back(c.at);
            }
        if (out.commands.empty()) return std::nullopt;
        return out;
    }
    if (const auto* access = std::get_if<CapturedHostAccess>(&captured.op)) {
        const scenario::Range r = range(access->buffer, access->offset, access->size);
        if (!access->write) return scenario::Check{host_index(access->buffer), r, std::nullopt};
        scenario::Pattern pattern;  // the iteration's number: a stale element tells which iteration wrote it
        pattern.a = {0, true};
        return scenario::HostFill{host_index(access->buffer), r, pattern};
    }
    if (const auto* wait = std::get_if<scenario::HostWait>(&captured.op)) {
        const bool thread_order = wait->kind == scenario::HostWait::Kind::semaphore &&
                                  program_.semaphores[wait->target].kind == CapturedSemaphore::Kind::thread_order;
        if (!thread_order) return *wait;
        const uint64_t steps = steps_before(orders_.at(program_.semaphores[wait->target].thread), wait->value);
        if (steps == 0) return std::nullopt;  // the other thread had made no step yet: nothing to wait for
        return scenario::HostWait{scenario::HostWait::Kind::semaphore, wait->target, steps};
    }
    if (const auto* sync = std::get_if<scenario::Sync>(&captured.op)) return *sync;
    return std::get<scenario::HostSignal>(captured.op);
}

void Lowering::declare_queues_and_semaphores() {
    scenario::Scenario& sc = out_.scenario;
    for (size_t q = 0; q < program_.queues.size(); ++q) {
        const CapturedQueue& queue = program_.queues[q];
        if (!queue.stream.empty()) {  // a CUDA stream: its operations run one after the other
            sc.queues.push_back({queue.stream, Side::cuda, true});
            continue;
        }
        std::string name = "family" + std::to_string(queue.family) + "-queue" + std::to_string(queue.index);
        for (const auto& other : sc.queues)
            if (other.name == name) name += "-" + std::to_string(q);
        sc.queues.push_back({name, Side::device, false});
    }
    std::map<std::string, size_t> counts;  // by kind
    for (const CapturedSemaphore& s : program_.semaphores) {
        using Kind = CapturedSemaphore::Kind;
        if (s.kind == Kind::thread_order) {  // named after the thread it orders others after
            const auto host_functions = program_.host_function_threads.find(s.thread);
            sc.semaphores.push_back(
                {"after-" + (host_functions != program_.host_function_threads.end() ? host_functions->second : thread_name(s.thread)), 0});
            continue;
        }
        const std::string kind = s.kind == Kind::fence           ? "fence"
                                 : s.kind == Kind::event         ? "event"
                                 : s.kind == Kind::stream_value  ? "word"
                                 : s.kind == Kind::host_function ? "host-function"
                                 : s.kind == Kind::graph         ? "graph"
                                                                 : "semaphore";
        sc.semaphores.push_back({kind + std::to_string(counts[kind]++), s.initial});
        sc.semaphore_stride = std::max(sc.semaphore_stride, s.initial);
    }
}

uint64_t Lowering::steps_before(const ThreadOrder& order, uint64_t index_end) const {
    return static_cast<uint64_t>(std::lower_bound(order.step_indices.begin(), order.step_indices.end(), index_end) -
                                 order.step_indices.begin());
}

void Lowering::prepare_thread_orders() {
    for (size_t s = 0; s < program_.semaphores.size(); ++s)
        if (program_.semaphores[s].kind == CapturedSemaphore::Kind::thread_order)
            orders_[program_.semaphores[s].thread].semaphore = static_cast<uint32_t>(s);
    // Each step counts as made at its `made` index, else at its call's, and never before its thread's previous step.
    for (const CapturedStep& captured : program_.steps)
        if (auto found = orders_.find(captured.thread); found != orders_.end()) {
            std::vector<uint64_t>& indices = found->second.step_indices;
            const uint64_t index = captured.made ? *captured.made : captured.at.index.value_or(0);
            indices.push_back(std::max(index, indices.empty() ? 0 : indices.back()));
        }
    for (const CapturedStep& captured : program_.steps) {
        const auto* wait = std::get_if<scenario::HostWait>(&captured.op);
        if (!wait || wait->kind != scenario::HostWait::Kind::semaphore) continue;
        const CapturedSemaphore& semaphore = program_.semaphores[wait->target];
        if (semaphore.kind != CapturedSemaphore::Kind::thread_order) continue;
        ThreadOrder& order = orders_.at(semaphore.thread);
        if (const uint64_t steps = steps_before(order, wait->value); steps > 0) order.signalled.insert(steps);
    }
}

void Lowering::lower_step(const CapturedStep& captured) {
    scenario::Scenario& sc = out_.scenario;
    std::vector<CallSite> command_sites;
    auto lowered = step(captured, command_sites);
    if (!lowered) return;
    const auto at = static_cast<uint32_t>(sc.steps.size());
    sc.semaphore_stride = std::max(sc.semaphore_stride, largest_semaphore_value(*lowered));
    sc.steps.push_back(std::move(*lowered));
    sc.call_sites.push_back({at, std::nullopt, captured.at});
    for (size_t c = 0; c < command_sites.size(); ++c) sc.call_sites.push_back({at, static_cast<uint32_t>(c), command_sites[c]});
}

void Lowering::end_thread(uint32_t thread, size_t first) {
    scenario::Scenario& sc = out_.scenario;
    if (thread != 0 && sc.steps.size() == first) return;
    // The program ran once; a scenario's steps run again each iteration. A wait for every queue at the end keeps
    // one iteration's work from overlapping the next, as the program's exit kept it from overlapping anything.
    sc.steps.push_back(scenario::HostWait{scenario::HostWait::Kind::all, 0, 0});
    const auto host_functions = program_.host_function_threads.find(thread);
    sc.threads.push_back({host_functions != program_.host_function_threads.end() ? host_functions->second : thread_name(thread), first,
                          sc.steps.size() - first});
}

void Lowering::lower_thread(uint32_t thread) {
    scenario::Scenario& sc = out_.scenario;
    const size_t first = sc.steps.size();
    const auto order = orders_.find(thread);
    uint64_t seen = 0;  // of this thread's captured steps
    for (const CapturedStep& captured : program_.steps) {
        if (captured.thread != thread) continue;
        ++seen;
        lower_step(captured);
        if (order != orders_.end() && order->second.signalled.count(seen)) {
            sc.steps.push_back(scenario::HostSignal{order->second.semaphore, seen});
            sc.semaphore_stride = std::max(sc.semaphore_stride, seen);
        }
    }
    end_thread(thread, first);
}

void Lowering::run() {
    declare();
    for (uint32_t thread = 0; thread < std::max<uint32_t>(program_.threads, 1); ++thread) lower_thread(thread);
    for (const auto& [thread, name] : program_.host_function_threads) lower_thread(thread);  // CUDA's, after the program's
}

Capture empty_capture(const CapturedProgram& program, const std::string& name) {
    Capture out;
    out.not_modelled = program.not_modelled;
    out.not_modelled_reason = program.not_modelled_reason;
    out.scenario.name = name;
    out.scenario.description = program.cuda_hello
                                   ? "What a program did with CUDA (and Vulkan, if it used it), as syncstress capture recorded it."
                                   : "What a Vulkan program did, as syncstress capture recorded it.";
    out.scenario.tags = {"capture"};
    return out;
}

}  // namespace lowering_internal

using lowering_internal::empty_capture;
using lowering_internal::Lowering;

Capture to_scenario(const CapturedProgram& program, const std::string& name) {
    Capture out = empty_capture(program, name);
    Lowering(program, out).run();
    return out;
}

struct StepLowering::State {
    Capture out;
    Lowering lowering;
    State(const CapturedProgram& objects, const std::string& name) : out(empty_capture(objects, name)), lowering(objects, out) {}
};

StepLowering::StepLowering(const CapturedProgram& objects, const std::string& name) : state_(std::make_unique<State>(objects, name)) {
    state_->lowering.declare();
}
StepLowering::~StepLowering() = default;
void StepLowering::add(const CapturedStep& step) { state_->lowering.lower_step(step); }
void StepLowering::finish() { state_->lowering.end_thread(0, 0); }
Capture& StepLowering::capture() { return state_->out; }

std::string capture_name(const std::string& program) {
    std::string base = program.substr(program.find_last_of("/\\") == std::string::npos ? 0 : program.find_last_of("/\\") + 1);
    if (const size_t dot = base.find('.'); dot != std::string::npos && dot > 0) base.resize(dot);
    std::string out = "capture-";
    for (char c : base) {
        const char lower = (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
        const bool keep = (lower >= 'a' && lower <= 'z') || (lower >= '0' && lower <= '9');
        if (keep)
            out += lower;
        else if (out.back() != '-')
            out += '-';
    }
    while (out.back() == '-') out.pop_back();
    return out;
}

}  // namespace syncstress::capture
