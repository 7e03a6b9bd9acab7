// Internal to the CUDA backends: the only device code. Each launcher enqueues one kernel on `stream`
// and returns the launch's error.
#pragma once

#include "core/common/types.h"

#include <cuda_runtime_api.h>

#include <cstdint>

namespace syncstress::backends::cuda {

// dst[i] = kernel_element(kernel, i, dst[i], a[i], b[i], p0, p1) for i in [offset, offset + count):
// the same function the model runs, so the results are bit-identical by construction. a and b may be
// null for kernels that do not read them.
cudaError_t launch_dispatch(cudaStream_t stream, Kernel kernel, uint32_t* dst, const uint32_t* a, const uint32_t* b, uint64_t offset,
                            uint64_t count, uint32_t p0, uint32_t p1);

// An opaque kernel's ranges, as pointers to their first elements: by value in the launch's parameters.
struct OpaqueLaunch {
    uint32_t id = 0, reads = 0, writes = 0;
    const uint32_t* read[k_opaque_max_ranges] = {};
    uint64_t read_count[k_opaque_max_ranges] = {};
    uint32_t* write[k_opaque_max_ranges] = {};
    uint64_t write_count[k_opaque_max_ranges] = {};
};
// Element i of write range w = opaque_finish(opaque_start(id, w, i) mixed with element i of each read range that has
// one), as the model's run_opaque (core/common/opaque.h), for i below the longest write range.
cudaError_t launch_opaque(cudaStream_t stream, const OpaqueLaunch& launch, uint64_t longest);

// Loads every kernel now. Under lazy loading (CUDA's default since 12.2) the first launch of a kernel loads its
// module, which waits for the whole context to be idle: a launch behind a stream that waits on a host-signalled
// timeline then waits forever, the host never signalling (the gate deadlock scenario wedged in cuLaunchKernel
// on the H200). Backends call this once, before any stream can wait.
cudaError_t load_kernels();

// Keeps the stream busy for `cycles` SM clock cycles (one thread spinning on clock64).
cudaError_t launch_delay(cudaStream_t stream, uint64_t cycles);

}  // namespace syncstress::backends::cuda
