// How far a CUDA kernel's pointer argument reaches into its allocation. The subscriber sees the pointers a launch
// passes, not what the kernel does with them: by default a pointer reaches to the end of the slice it is in, the
// slices being cut where the program gave a kernel another pointer into that allocation, and a pointer that launches
// of one kernel on several streams are all given, beside their own slices of another allocation, is read, not
// written (docs/capture.md says what this assumes and what it can miss); `whole` keeps every range to the end of the
// allocation, read and written.
#pragma once

#include "core/capture/captured_program.h"

#include <map>
#include <set>
#include <tuple>

namespace syncstress::capture {

enum class KernelRanges { slices, whole };

// With `slices`: bounds each kernel range that runs to the end of its buffer (a CapturedBufferAccess with
// last_pointer) to the end of the slice its highest pointer is in: the next offset above it in the buffer's `bases`,
// or the buffer's end; and makes a read of a single pointer that one kernel is given on several streams beside
// different slices of another allocation.
void bound_kernel_ranges(CapturedProgram& program, KernelRanges ranges);

// The same, step by step, for a log read twice (read_capture's streamed conversion): every step is noted on the first
// reading, then each is bounded on the second, with the buffers (their `bases`) of the whole log.
class KernelRangeBounds {
public:
    explicit KernelRangeBounds(KernelRanges ranges) : ranges_(ranges) {}
    void note(const CapturedStep& step);
    void bound(CapturedStep& step, const CapturedProgram& program) const;

private:
    // For each single pointer of a kernel (the kernel, its buffer, its offset): the offsets of the kernel's other
    // buffers in the launches that pass it, and the streams they ran on.
    using Key = std::tuple<uint32_t, uint32_t, uint64_t>;
    struct Sharing {
        std::set<uint32_t> streams;
        std::map<uint32_t, std::set<uint64_t>> other_offsets;  // another buffer -> the offsets the launches gave it
    };
    bool read_only(const CapturedDispatch& dispatch, const CapturedBufferAccess& access) const;

    KernelRanges ranges_;
    std::map<Key, Sharing> sharing_;
};

}  // namespace syncstress::capture
