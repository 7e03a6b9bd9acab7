#include "core/capture/capture.h"

#include "core/capture/from_log.h"

#include <filesystem>
#include <functional>
#include <optional>
#include <set>

namespace syncstress::capture {
namespace {

constexpr uint64_t k_cupti_multiple_subscribers = 39;  // CUPTI_ERROR_MULTIPLE_SUBSCRIBERS_NOT_SUPPORTED

// Where the host's own reads and writes of pinned memory are in the scenario.
std::string pinned_sentence(const CaptureLog& log) {
    const std::string placed = "placed at its cuMemFreeHost or cuMemHostUnregister and at the program's exit";
    if (log.pinned_tracked == 0 && log.pinned_untracked == 0) return "the host's own reads and writes of pinned memory are " + placed;
    std::string out = "the host's own reads and writes of pinned memory were tracked by page in " + std::to_string(log.pinned_tracked) +
                      " allocation(s), each placed before the next CUDA call of any thread (or the program's next lock, unlock, "
                      "thread start or join)";
    if (log.pinned_untracked > 0)
        out += "; in " + std::to_string(log.pinned_untracked) +
               " other(s) (not all of their pages their own, or holding words streams write) they are " + placed;
    return out;
}

// The summary's last lines: each call left out, with its count and reason.
std::vector<std::string> with_not_modelled(const CaptureLog& log, std::vector<std::string> out) {
    if (log.capture.not_modelled.empty()) {
        out.push_back("not modelled: none");
        return out;
    }
    out.push_back("not modelled (left out of the scenario):");
    for (const auto& [call, count] : log.capture.not_modelled)
        out.push_back("  " + call + " x" + std::to_string(count) + ": " + log.capture.not_modelled_reason.at(call));
    return out;
}

// Folding starts once this many steps of the program are read: its first repetitions, kept whole until then.
constexpr size_t k_fold_prefix = 4096;

// Reads the log into `builder`; with `each_step`, every step is handed to it as it is made and dropped, so that only
// the program's objects stay.
Status build(const std::string& file, ProgramBuilder& builder, const std::function<bool(CapturedStep&)>& each_step) {
    return read_log(file, [&](const LogRecord& record) -> Status {
        builder.add(record);
        if (!each_step) return {};
        std::vector<CapturedStep>& steps = builder.program().steps;
        for (CapturedStep& step : steps)
            if (!each_step(step)) return make_error("stop", ErrorKind::internal);
        builder.program().dropped_steps += steps.size();
        steps.clear();
        return {};
    });
}

// A program of one thread whose steps repeat, converted as its log is read: its memory is that of its objects and of
// its first repetitions, not of every step. `bounds`: its CUDA kernels' ranges, noted on the first reading. Nullopt
// where it is not such a program (the log is read again whole).
std::optional<Capture> streamed_capture(const std::string& file, const CapturedProgram& objects, const std::string& name,
                                        const KernelRangeBounds& bounds) {
    StepLowering lowering(objects, name);
    StreamingFold fold(k_fold_prefix);
    scenario::Scenario& sc = lowering.capture().scenario;
    ProgramBuilder builder;
    auto read = build(file, builder, [&](CapturedStep& step) {
        const size_t before = sc.steps.size();
        bounds.bound(step, objects);
        lowering.add(step);
        return sc.steps.size() == before || fold.step_added(sc);
    });
    if (!read) return std::nullopt;
    builder.finish();
    if (builder.program().left_out_dropped) return std::nullopt;
    lowering.finish();
    if (!fold.step_added(sc)) return std::nullopt;
    auto folded = fold.finish(sc);
    if (!folded) return std::nullopt;
    lowering.capture().folded = *folded;
    return std::move(lowering.capture());
}

// Why a log read to be folded is not converted as it is read (empty: it may be).
std::string why_whole(const CapturedProgram& program, const std::set<uint32_t>& threads_with_steps) {
    if (!program.host_function_threads.empty()) return "CUDA host functions run on threads of their own";
    if (threads_with_steps.size() > 1 || (threads_with_steps.size() == 1 && *threads_with_steps.begin() != 0))
        return "the program's steps are on several threads, whose scenario does not fold";
    if (program.left_out_dropped) return "a stream's wait for a value only the host wrote was left out at the log's end";
    return {};
}

}  // namespace

Result<CaptureLog> read_capture(const std::string& file, const std::string& name, bool fold, KernelRanges kernel_ranges) {
    CaptureLog out;
    std::error_code ec;
    if (!std::filesystem::exists(file, ec)) return out;
    // The first reading keeps the program's objects and drops its steps where they may be folded: which buffers the
    // host maps, and where a CUDA kernel's pointer ends (its slice), are known only at the end, and the steps are
    // converted on a second reading.
    std::set<uint32_t> threads_with_steps;
    KernelRangeBounds bounds(kernel_ranges);
    ProgramBuilder builder;
    auto read = build(file, builder,
                      fold ? std::function<bool(CapturedStep&)>([&](CapturedStep& step) {
                          threads_with_steps.insert(step.thread);
                          bounds.note(step);
                          return true;
                      })
                           : nullptr);
    if (!read) return read.error();
    builder.finish();
    CapturedProgram& program = builder.program();
    if (program.cuda_refused)
        return make_error("CUPTI refused syncstress's CUDA subscriber (CUPTI result " + std::to_string(*program.cuda_refused) +
                              (*program.cuda_refused == k_cupti_multiple_subscribers
                                   ? ": another CUPTI subscriber is in the process, such as a profiler (nsys, ncu) or torch.profiler"
                                   : "") +
                              "); nothing of the program's CUDA calls was recorded: run it without the other tool",
                          ErrorKind::backend_unavailable);
    out.records = program.records;
    out.layer_loaded = program.layer_loaded;
    out.hello = program.hello;
    out.host_tracked = program.host_tracked;
    out.cuda_loaded = program.cuda_loaded;
    out.cuda_hello = program.cuda_hello;
    out.joined_memories = program.joined_memories;
    out.joined_semaphores = program.joined_semaphores;
    out.host_orders = program.host_orders;
    out.kernel_ranges = kernel_ranges;
    out.cuda_kernel_names = program.cuda_kernel_names;
    out.const_pointers = program.const_pointers;
    out.pinned_tracked = program.pinned_tracked;
    out.pinned_untracked = program.pinned_untracked;
    if (!fold) {
        bound_kernel_ranges(program, kernel_ranges);
        out.capture = to_scenario(program, name);
        return out;
    }
    // Thread 0 alone: the scenario of any other thread's steps has two threads, which do not fold.
    out.converted_whole = why_whole(program, threads_with_steps);
    if (auto streamed = out.converted_whole.empty() ? streamed_capture(file, program, name, bounds) : std::nullopt) {
        out.capture = std::move(*streamed);
        return out;
    }
    if (out.converted_whole.empty())
        out.converted_whole = "the steps after its repetitions (its teardown) are more than " + std::to_string(k_max_teardown) +
                              " or cannot be written as a teardown";
    ProgramBuilder whole;
    if (auto again = build(file, whole, nullptr); !again) return again.error();
    whole.finish();
    bound_kernel_ranges(whole.program(), kernel_ranges);
    out.capture = to_scenario(whole.program(), name);
    out.capture.folded = fold_repetitions(out.capture.scenario);
    return out;
}

std::vector<std::string> summary_lines(const CaptureLog& log) {
    const scenario::Scenario& sc = log.capture.scenario;
    size_t submits = 0, commands = 0;
    for (const auto& step : sc.steps)
        if (const auto* submit = std::get_if<scenario::Submit>(&step)) {
            ++submits;
            commands += submit->commands.size();
        }
    std::vector<std::string> out;
    const bool cuda = log.cuda_hello;
    out.push_back(std::to_string(log.records) + " calls recorded; the scenario has " + std::to_string(sc.threads.size()) + " thread(s), " +
                  std::to_string(sc.queues.size()) + " queue(s), " + std::to_string(sc.buffers.size()) + " buffer(s), " +
                  std::to_string(sc.host_arrays.size()) +
                  (cuda ? " host array(s) (mapped, pinned or pageable memory), " : " mapped buffer(s) as host arrays, ") +
                  std::to_string(sc.semaphores.size()) +
                  (cuda ? " fence(s), semaphore(s) and event(s), " : " fence(s) and semaphore(s), ") + std::to_string(submits) +
                  " submit(s) of " + std::to_string(commands) + " command(s), " + std::to_string(sc.steps.size()) + " step(s)");
    if (const Folding& folded = log.capture.folded; folded.repetitions > 0)
        out.push_back("the program did the same " + std::to_string(folded.steps) + " step(s) " + std::to_string(folded.repetitions) +
                      " times, with " + std::to_string(folded.setup) + " setup and " + std::to_string(folded.teardown) +
                      " teardown step(s) once before and after: the scenario holds them once, with the first time's call sites, and its "
                      "iterations are the repetitions (run -n " +
                      std::to_string(folded.repetitions) + " replays the program's)");
    else
        out.push_back("each thread's steps end with a host_wait for all queues: the program ran once, and the scenario's "
                      "iterations must not overlap");
    if (!log.converted_whole.empty())
        out.push_back("the log was converted whole, capture's memory growing with its steps: " + log.converted_whole);
    if (log.cuda_hello)
        out.push_back("CUDA: each stream is an ordered queue of the cuda side; pinned and pageable host memory are host arrays; " +
                      pinned_sentence(log) + ", and of pageable memory nowhere; " +
                      std::string(log.kernel_ranges == KernelRanges::slices
                                      ? "a kernel's pointer reaches the end of its slice of the allocation (--kernel-ranges slices)"
                                      : "a kernel's pointer reaches the end of its allocation (--kernel-ranges whole)") +
                      (log.cuda_kernel_names
                           ? "; " + std::to_string(log.const_pointers) +
                                 " pointer(s) the launches gave were to const, and only read (the kernels' mangled names say which)"
                           : "; the driver names no kernels (cuFuncGetName, CUDA 12.3 and later): every pointer is read and written"));
    if (log.joined_memories + log.joined_semaphores > 0)
        out.push_back("Vulkan and CUDA joined: " + std::to_string(log.joined_memories) + " memory import(s) and " +
                      std::to_string(log.joined_semaphores) +
                      " semaphore import(s) of CUDA are the Vulkan memory and semaphores exported with the same handle: one buffer "
                      "and one semaphore on both sides");
    if (log.host_orders > 0)
        out.push_back("the program's own thread synchronisation (mutexes, read-write locks, condition variables, thread starts and joins) "
                      "ordered "
                      "a thread after another's calls " +
                      std::to_string(log.host_orders) + " time(s): each is a host_wait for the other thread's after- semaphore");
    if (!log.hello) return with_not_modelled(log, out);
    if (log.host_tracked)
        out.push_back("host accesses of mapped memory were tracked by page: each is placed before the next sync point of the "
                      "program (a submit, a wait, a signal, a flush, an invalidate, an unmap)");
    else
        out.push_back("host accesses of mapped memory were not tracked: they are placed at the program's vkUnmapMemory (a read "
                      "and a write), vkFlushMappedMemoryRanges (a write) and vkInvalidateMappedMemoryRanges (a read) of that memory");
    return with_not_modelled(log, out);
}

}  // namespace syncstress::capture
