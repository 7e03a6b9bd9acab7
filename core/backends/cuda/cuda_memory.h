// Internal to the CUDA backends: memory that CUDA allocates itself, zero-filled as the Backend contract wants.
#pragma once

#include "core/common/result.h"

#include <cuda_runtime_api.h>

#include <cstdint>
#include <string>
#include <string_view>

namespace syncstress::backends::cuda {

struct CudaAllocation {
    void* owner = nullptr;     // what to free: a device pointer, or a pinned host pointer when `pinned`
    uint32_t* data = nullptr;  // what CUDA work addresses (the device view of pinned memory)
    uint64_t elements = 0;
    bool pinned = false;
};

// cudaMalloc, zeroed on `setup` (a non-blocking stream, so that a queue stuck on a wait cannot delay it).
Result<CudaAllocation> allocate_device(std::string_view backend, uint64_t elements, cudaStream_t setup, const std::string& what);
// cudaHostAlloc, pinned and mapped into the device's address space, zeroed by the host.
Result<CudaAllocation> allocate_pinned(std::string_view backend, uint64_t elements, const std::string& what);
void free_allocation(const CudaAllocation& allocation);

}  // namespace syncstress::backends::cuda
