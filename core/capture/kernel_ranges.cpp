#include "core/capture/kernel_ranges.h"

#include <map>
#include <tuple>

namespace syncstress::capture {
namespace {

// Calls f(queue, dispatch) for each kernel of the program.
template <class F>
void for_each_kernel(CapturedProgram& program, F&& f) {
    for (CapturedStep& step : program.steps)
        if (auto* submit = std::get_if<CapturedSubmit>(&step.op))
            for (CapturedCommand& command : submit->commands)
                if (auto* dispatch = std::get_if<CapturedDispatch>(&command.op)) f(submit->queue, *dispatch);
}

// A kernel's one pointer into a buffer: where it points, the whole range still to be bounded.
bool single_pointer(const CapturedBufferAccess& access) {
    return access.last_pointer && *access.last_pointer == access.offset && access.size == k_whole_size;
}

}  // namespace

void bound_kernel_ranges(CapturedProgram& program, KernelRanges ranges) {
    if (ranges == KernelRanges::whole) return;
    // For each single pointer of a kernel (the kernel, its buffer, its offset): the offsets of the kernel's other
    // buffers in the launches that pass it, and the streams they ran on. A pointer that launches on several streams
    // all pass while they take different slices of another allocation (a data-parallel split, simpleStreams'
    // `factor` beside each stream's slice) is read by them.
    using Key = std::tuple<uint32_t, uint32_t, uint64_t>;
    struct Sharing {
        std::set<uint32_t> streams;
        std::map<uint32_t, std::set<uint64_t>> other_offsets;  // another buffer -> the offsets the launches gave it
    };
    std::map<Key, Sharing> sharing;
    for_each_kernel(program, [&](uint32_t queue, CapturedDispatch& dispatch) {
        for (const CapturedBufferAccess& access : dispatch.accesses) {
            if (!single_pointer(access)) continue;
            Sharing& shared = sharing[{dispatch.pipeline, access.buffer, access.offset}];
            shared.streams.insert(queue);
            for (const CapturedBufferAccess& other : dispatch.accesses)
                if (other.buffer != access.buffer) shared.other_offsets[other.buffer].insert(other.offset);
        }
    });
    auto read_only = [&](const CapturedDispatch& dispatch, const CapturedBufferAccess& access) {
        if (!single_pointer(access)) return false;
        const Sharing& shared = sharing[{dispatch.pipeline, access.buffer, access.offset}];
        if (shared.streams.size() < 2) return false;
        for (const auto& [buffer, offsets] : shared.other_offsets)
            if (offsets.size() > 1) return true;
        return false;
    };
    for_each_kernel(program, [&](uint32_t, CapturedDispatch& dispatch) {
        for (CapturedBufferAccess& access : dispatch.accesses) {
            if (read_only(dispatch, access)) access.write = false;
            if (!access.last_pointer || access.size != k_whole_size) continue;
            const std::set<uint64_t>& bases = program.buffers[access.buffer].bases;
            const auto next = bases.upper_bound(*access.last_pointer);
            if (next != bases.end()) access.size = *next - access.offset;
        }
    });
}

}  // namespace syncstress::capture
