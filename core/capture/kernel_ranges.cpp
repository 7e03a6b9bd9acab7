#include "core/capture/kernel_ranges.h"

namespace syncstress::capture {
namespace {

// Calls f(queue, dispatch) for each kernel of the step.
template <class Step, class F>
void for_each_kernel(Step& step, F&& f) {
    if (auto* submit = std::get_if<CapturedSubmit>(&step.op))
        for (auto& command : submit->commands)
            if (auto* dispatch = std::get_if<CapturedDispatch>(&command.op)) f(submit->queue, *dispatch);
}

// A kernel's one pointer into a buffer: where it points, the whole range still to be bounded.
bool single_pointer(const CapturedBufferAccess& access) {
    return access.last_pointer && *access.last_pointer == access.offset && access.size == k_whole_size;
}

}  // namespace

void KernelRangeBounds::note(const CapturedStep& step) {
    if (ranges_ == KernelRanges::whole) return;
    for_each_kernel(step, [&](uint32_t queue, const CapturedDispatch& dispatch) {
        for (const CapturedBufferAccess& access : dispatch.accesses) {
            if (!single_pointer(access)) continue;
            Sharing& shared = sharing_[{dispatch.pipeline, access.buffer, access.offset}];
            shared.streams.insert(queue);
            for (const CapturedBufferAccess& other : dispatch.accesses)
                if (other.buffer != access.buffer) shared.other_offsets[other.buffer].insert(other.offset);
        }
    });
}

// A pointer that launches on several streams all pass while they take different slices of another allocation (a
// data-parallel split, simpleStreams' `factor` beside each stream's slice) is read by them.
bool KernelRangeBounds::read_only(const CapturedDispatch& dispatch, const CapturedBufferAccess& access) const {
    if (!single_pointer(access)) return false;
    const auto shared = sharing_.find({dispatch.pipeline, access.buffer, access.offset});
    if (shared == sharing_.end() || shared->second.streams.size() < 2) return false;
    for (const auto& [buffer, offsets] : shared->second.other_offsets)
        if (offsets.size() > 1) return true;
    return false;
}

void KernelRangeBounds::bound(CapturedStep& step, const CapturedProgram& program) const {
    if (ranges_ == KernelRanges::whole) return;
    for_each_kernel(step, [&](uint32_t, CapturedDispatch& dispatch) {
        for (CapturedBufferAccess& access : dispatch.accesses) {
            if (read_only(dispatch, access)) access.write = false;
            if (!access.last_pointer || access.size != k_whole_size) continue;
            const std::set<uint64_t>& bases = program.buffers[access.buffer].bases;
            const auto next = bases.upper_bound(*access.last_pointer);
            if (next != bases.end()) access.size = *next - access.offset;
        }
    });
}

void bound_kernel_ranges(CapturedProgram& program, KernelRanges ranges) {
    KernelRangeBounds bounds(ranges);
    for (const CapturedStep& step : program.steps) bounds.note(step);
    for (CapturedStep& step : program.steps) bounds.bound(step, program);
}

}  // namespace syncstress::capture
