#include "core/backends/cuda/cuda_kernels.h"

namespace syncstress::backends::cuda {

namespace {

constexpr unsigned k_block = 256;
constexpr uint64_t k_max_blocks = 65535;  // a grid-stride loop covers the rest

__global__ void dispatch_kernel(Kernel kernel, uint32_t* dst, const uint32_t* a, const uint32_t* b, uint64_t offset, uint64_t count,
                                uint32_t p0, uint32_t p1) {
    const uint64_t stride = uint64_t(gridDim.x) * blockDim.x;
    for (uint64_t k = uint64_t(blockIdx.x) * blockDim.x + threadIdx.x; k < count; k += stride) {
        const uint64_t i = offset + k;
        const uint32_t old = kernel_info(kernel).reads_dst ? dst[i] : 0u;
        const uint32_t av = a ? a[i] : 0u;
        const uint32_t bv = b ? b[i] : 0u;
        dst[i] = kernel_element(kernel, static_cast<uint32_t>(i), old, av, bv, p0, p1);
    }
}

__global__ void delay_kernel(uint64_t cycles) {
    const long long start = clock64();
    while (static_cast<uint64_t>(clock64() - start) < cycles) {}
}

}  // namespace

cudaError_t launch_dispatch(cudaStream_t stream, Kernel kernel, uint32_t* dst, const uint32_t* a, const uint32_t* b, uint64_t offset,
                            uint64_t count, uint32_t p0, uint32_t p1) {
    if (count == 0) return cudaSuccess;
    const uint64_t blocks = (count + k_block - 1) / k_block;
    const unsigned grid = static_cast<unsigned>(blocks < k_max_blocks ? blocks : k_max_blocks);
    dispatch_kernel<<<grid, k_block, 0, stream>>>(kernel, dst, a, b, offset, count, p0, p1);
    return cudaGetLastError();
}

cudaError_t load_kernels() {
    cudaFuncAttributes attributes{};
    if (cudaError_t e = cudaFuncGetAttributes(&attributes, dispatch_kernel); e != cudaSuccess) return e;
    return cudaFuncGetAttributes(&attributes, delay_kernel);
}

cudaError_t launch_delay(cudaStream_t stream, uint64_t cycles) {
    delay_kernel<<<1, 1, 0, stream>>>(cycles);
    return cudaGetLastError();
}

}  // namespace syncstress::backends::cuda
