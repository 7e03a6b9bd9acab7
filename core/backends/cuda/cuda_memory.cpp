#include "core/backends/cuda/cuda_memory.h"

#include "core/backends/cuda/cuda_device.h"

#include <algorithm>
#include <cstring>

namespace syncstress::backends::cuda {

namespace {
size_t bytes(uint64_t elements) { return std::max<size_t>(1, elements) * sizeof(uint32_t); }
}  // namespace

Result<CudaAllocation> allocate_device(std::string_view backend, uint64_t elements, cudaStream_t setup, const std::string& what) {
    CudaAllocation allocation;
    allocation.elements = elements;
    SYNCSTRESS_TRY(cuda_check(cudaMalloc(&allocation.owner, bytes(elements)), backend, "cudaMalloc", what));
    allocation.data = static_cast<uint32_t*>(allocation.owner);
    Status zeroed = cuda_check(cudaMemsetAsync(allocation.owner, 0, bytes(elements), setup), backend, "cudaMemsetAsync", what);
    if (zeroed.ok()) zeroed = cuda_check(cudaStreamSynchronize(setup), backend, "cudaStreamSynchronize", what + " zero fill");
    if (!zeroed.ok()) {
        free_allocation(allocation);
        return zeroed.error();
    }
    return allocation;
}

Result<CudaAllocation> allocate_pinned(std::string_view backend, uint64_t elements, const std::string& what) {
    CudaAllocation allocation;
    allocation.elements = elements;
    allocation.pinned = true;
    SYNCSTRESS_TRY(cuda_check(cudaHostAlloc(&allocation.owner, bytes(elements), cudaHostAllocMapped | cudaHostAllocPortable), backend,
                              "cudaHostAlloc", what));
    std::memset(allocation.owner, 0, bytes(elements));
    void* device_view = nullptr;
    if (Status mapped = cuda_check(cudaHostGetDevicePointer(&device_view, allocation.owner, 0), backend, "cudaHostGetDevicePointer", what);
        !mapped.ok()) {
        free_allocation(allocation);
        return mapped.error();
    }
    allocation.data = static_cast<uint32_t*>(device_view);
    return allocation;
}

void free_allocation(const CudaAllocation& allocation) {
    if (!allocation.owner) return;
    (void)(allocation.pinned ? cudaFreeHost(allocation.owner) : cudaFree(allocation.owner));
}

}  // namespace syncstress::backends::cuda
