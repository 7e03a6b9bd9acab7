// The validated scenario: plain data, names resolved to indices. SCENARIO-FORMAT.md is the normative text;
// every index below points into the Scenario's vectors, every range is already checked to fit its object.
#pragma once

#include "core/common/call_site.h"
#include "core/common/ops.h"
#include "core/common/types.h"

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace syncstress::scenario {

using syncstress::CallSite;  // the format's `at` (core/common/call_site.h)
using syncstress::Expect;
using syncstress::Kernel;
using syncstress::Memory;
using syncstress::Side;
using syncstress::Stage;
using syncstress::to_string;  // Expect's among them

// An integer that may follow the iteration: the literal K, or "$iteration+K".
struct IterValue {
    uint32_t k = 0;
    bool iteration = false;
    uint32_t at(uint64_t it) const { return iteration ? static_cast<uint32_t>(it + k) : k; }
    bool operator==(const IterValue&) const = default;
};

// fill: a; seq: a = base, b = stride; hash: a = seed. Element i uses the object's absolute index i.
struct Pattern {
    enum class Kind { fill, seq, hash } kind = Kind::fill;
    IterValue a, b;
    bool operator==(const Pattern&) const = default;
};

uint32_t pattern_value(const Pattern& pattern, uint64_t iteration, uint64_t index);

struct Range {
    uint64_t offset = 0;
    uint64_t count = 0;
    bool operator==(const Range&) const = default;
};

struct Queue {
    std::string name;
    Side side = Side::device;
    // false: the queue's commands, of one submission and of successive ones, run at once unless a barrier, a wait or a
    // signal orders them (a Vulkan queue); true: each command finishes before the next starts.
    bool ordered = true;
    bool operator==(const Queue&) const = default;
};
struct Buffer {
    std::string name;
    uint64_t elements = 0;
    Memory memory = Memory::device;
    Side side = Side::device;  // meaningless for Memory::shared
    bool operator==(const Buffer&) const = default;
};
struct HostArray {
    std::string name;
    uint64_t elements = 0;
    Pattern init;
    bool operator==(const HostArray&) const = default;
};
struct Semaphore {
    std::string name;
    uint64_t initial = 0;
    bool operator==(const Semaphore&) const = default;
};

// Queue ops (asynchronous). Indices: buffers unless named host_*.
struct Fill {
    uint32_t dst;
    Range range;
    IterValue value;
    bool operator==(const Fill&) const = default;
};
struct Copy {
    uint32_t src, dst;
    uint64_t src_offset, dst_offset, count;
    bool operator==(const Copy&) const = default;
};
struct Upload {
    uint32_t src_host, dst;
    uint64_t src_offset, dst_offset, count;
    bool operator==(const Upload&) const = default;
};
struct Download {
    uint32_t src, dst_host;
    uint64_t src_offset, dst_offset, count;
    bool operator==(const Download&) const = default;
};
// seq: dst, p0 = base, p1 = stride · hash: dst, p0 = seed · add: a, b, dst · scale: a = src, dst, p0 = k
// inc: dst, p0 = k · copy: a = src, dst. One range for every buffer of the dispatch.
struct Dispatch {
    Kernel kernel;
    uint32_t dst, a = 0, b = 0;
    Range range;
    IterValue p0, p1;
    bool operator==(const Dispatch&) const = default;
};
struct Delay {
    uint32_t us;
    bool operator==(const Delay&) const = default;
};
struct Signal {
    uint32_t semaphore;
    uint64_t value;
    bool operator==(const Signal&) const = default;
};
struct Wait {
    uint32_t semaphore;
    uint64_t value;
    bool operator==(const Wait&) const = default;
};
// A pipeline barrier on an unordered queue; core/sync/commands.h's BarrierCmd says what it orders.
struct Barrier {
    static constexpr uint32_t k_all_memory = UINT32_MAX;
    uint8_t src = 0, dst = 0;                // stage bits
    uint8_t src_access = 0, dst_access = 0;  // access-class bits
    uint32_t buffer = k_all_memory;          // a buffer barrier: its memory dependency covers `range` of it only
    Range range;
    bool operator==(const Barrier&) const = default;
};
// A dispatch of an opaque kernel (`"kernel": "opaque"`): element i of each write range is a hash of `id`, the write
// range's index, i and element i of each read range that has one (opaque_start and its kin, core/common/types.h). At
// most k_opaque_max_ranges ranges a list, at least one write; write ranges do not overlap each other, and a read
// range overlapping a write range is the same buffer at the same offset (read and written in place).
struct BufferRange {
    uint32_t buffer;
    Range range;
    bool operator==(const BufferRange&) const = default;
};
struct OpaqueDispatch {
    uint32_t id = 0;
    std::vector<BufferRange> reads, writes;
    bool operator==(const OpaqueDispatch&) const = default;
};
// The rows of the op table (core/common/ops.h), in its order.
using Command = SYNCSTRESS_VARIANT_OF(SYNCSTRESS_QUEUE_COMMANDS, SYNCSTRESS_SCENARIO_TYPE_COLUMN);

// One submission; a queue op standing alone in `steps` is a Submit of one command.
struct Submit {
    uint32_t queue;
    std::vector<Command> commands;
    bool operator==(const Submit&) const = default;
};

// Host ops (synchronous).
struct HostFill {
    uint32_t dst_host;
    Range range;
    Pattern pattern;
    bool operator==(const HostFill&) const = default;
};
struct Write {
    uint32_t queue, src_host, dst;
    uint64_t src_offset, dst_offset, count;
    bool operator==(const Write&) const = default;
};
struct Read {
    uint32_t queue, src, dst_host;
    uint64_t src_offset, dst_offset, count;
    bool operator==(const Read&) const = default;
};
struct Sync {
    uint32_t queue, after;
    bool operator==(const Sync&) const = default;
};
struct HostSignal {
    uint32_t semaphore;
    uint64_t value;
    bool operator==(const HostSignal&) const = default;
};
struct HostWait {
    enum class Kind { semaphore, queue, all } kind = Kind::all;
    uint32_t target = 0;  // semaphore or queue index
    uint64_t value = 0;
    bool operator==(const HostWait&) const = default;
};
struct Sleep {
    uint32_t us;
    bool operator==(const Sleep&) const = default;
};
// The program frees a buffer's or a host array's memory (or a range of it, a block of a suballocation): from here on
// the memory may be handed out again, so every access not ordered before the free races with it. It changes no data.
// With a queue (an in-order one) the free is ordered on it, as cudaFreeAsync and PyTorch's caching allocator order a
// block's reuse on its stream; without, on the host thread, as vkFreeMemory and cudaFree.
struct Free {
    bool host = false;  // a host array; else a buffer
    uint32_t object = 0;
    Range range;
    std::optional<uint32_t> queue;
    bool operator==(const Free&) const = default;
};
struct Check {
    uint32_t host;
    Range range;
    std::optional<Pattern> expect;
    bool operator==(const Check&) const = default;
};
using Step = SYNCSTRESS_VARIANT_OF(SYNCSTRESS_STEPS, SYNCSTRESS_STEP_TYPE_COLUMN);

// A host thread: steps[first, first + count) of the scenario. Thread 0 is "main", the top-level `setup`, `steps` and
// `teardown` in that order: its first `setup` steps run in iteration 0 only, its last `teardown` steps in the last
// iteration only (the other threads have none). The others follow in the order the file declares them under `threads`.
struct Thread {
    std::string name;
    size_t first = 0, count = 0;
    size_t setup = 0, teardown = 0;
    bool operator==(const Thread&) const = default;
};

// A call site and what it belongs to: steps[step] itself (command: none) or that step's commands[command].
struct PlacedCallSite {
    uint32_t step = 0;
    std::optional<uint32_t> command;
    CallSite site;
    bool operator==(const PlacedCallSite&) const = default;
};

struct Scenario {
    std::string file;  // as given on the command line
    std::string name, description, source;
    std::vector<std::string> tags;
    uint64_t elements = 1024;
    std::vector<Queue> queues;
    std::vector<Buffer> buffers;
    std::vector<HostArray> host_arrays;
    std::vector<Semaphore> semaphores;
    std::vector<Step> steps;      // every thread's, in thread order: step_path names where one is in the file
    std::vector<Thread> threads;  // at least one, "main"
    // Only the call sites the file gives, ordered by step, the step's own before its commands': a side table rather
    // than a member of every step, so that a scenario without them (a million steps, say) costs nothing more. A
    // rewrite that renumbers the steps clears it.
    std::vector<PlacedCallSite> call_sites;
    Expect expect = Expect::pass;
    // The largest semaphore value the scenario's iterated steps (not setup, not teardown) and initial values name (at
    // least 1): iteration k adds k * this to every value.
    uint64_t semaphore_stride = 1;

    uint64_t semaphore_value(uint64_t value, uint64_t iteration) const { return value + iteration * semaphore_stride; }
    bool operator==(const Scenario&) const = default;
};

// "steps[3] upload", "steps[4] submit on main" (a submission of several commands), "steps[5] check (vkMapMemory on
// thread main)" (a step with a call site): how messages name a step.
std::string step_name(const Scenario&, size_t step);
// Where step `step`, or its commands[command] (a command of a submit of several), is in the file: "steps[3]" (the
// main thread's), "threads.loader.steps[1]", "steps[4].commands[1]".
std::string step_path(const Scenario&, size_t step, std::optional<size_t> command = std::nullopt);
// A step or a command as sentences name it: its path, then in parentheses what it does (`what`, if not empty) and the
// call site the file gives it: "steps[3] (copy on queue main; vkCmdCopyBuffer #412 on thread main at src/app.cpp:88)",
// "steps[3] (copy on queue main)", "steps[3]".
std::string step_text(const Scenario&, size_t step, std::optional<size_t> command = std::nullopt, const std::string& what = {});
// The call site of steps[step] (command: none) or of its commands[command]; null where the file gives none. A command
// without a site of its own has its submit's; a submit of one command without a site of its own has the command's.
const CallSite* call_site(const Scenario&, size_t step, std::optional<size_t> command = std::nullopt);
// The thread that runs step `step`.
size_t thread_of(const Scenario&, size_t step);
// Where a step of the main thread runs: every iteration, iteration 0 only (`setup`) or the last only (`teardown`).
enum class Once : uint8_t { no, setup, teardown };
Once once_of(const Scenario&, size_t step);
// Whether step `step` runs in iteration `iteration`, `last` saying whether that iteration is the run's last.
bool runs_in(const Scenario&, size_t step, uint64_t iteration, bool last);
// Whether a step that runs every iteration (not setup or teardown, in any thread) names semaphore `semaphore`.
bool names_in_iterations(const Scenario&, uint32_t semaphore);
// Semaphore value `value` of step `step` in iteration `iteration`: raised by iteration x stride, as every iteration's
// are; in teardown, a semaphore that no step of the iterations names keeps its value as written.
uint64_t semaphore_value_at(const Scenario&, size_t step, uint32_t semaphore, uint64_t value, uint64_t iteration);
// The steps a thread runs in iteration `iteration`, steps[begin, end): setup in iteration 0, teardown in the last.
struct StepSpan {
    size_t begin = 0, end = 0;
};
StepSpan steps_in(const Thread&, uint64_t iteration, bool last);
// Renumbers the threads' ranges after the steps were rewritten: old step i became new steps [start[i], start[i + 1])
// (start has one entry more than the old steps). Call sites are dropped: they name the old numbers.
void renumber_steps(Scenario&, const std::vector<size_t>& start);
// The scenario's threads; a scenario built without any (in code) has one, "main", of every step.
std::vector<Thread> threads_of(const Scenario&);
const char* op_name(const Command&);
// The stage a command runs in (barrier, signal and wait: none; they order, they do not access).
std::optional<Stage> command_stage(const Command&);
const char* op_name(const Step&);

}  // namespace syncstress::scenario
