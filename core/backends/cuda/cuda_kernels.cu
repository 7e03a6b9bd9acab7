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

// Every read of index k is loaded before any write of it: a range read and written in place reads its old value.
__global__ void opaque_kernel(OpaqueLaunch o, uint64_t longest) {
    const uint64_t stride = uint64_t(gridDim.x) * blockDim.x;
    for (uint64_t k = uint64_t(blockIdx.x) * blockDim.x + threadIdx.x; k < longest; k += stride) {
        uint32_t value[k_opaque_max_ranges];
        for (uint32_t r = 0; r < o.reads; ++r) value[r] = k < o.read_count[r] ? o.read[r][k] : 0u;
        for (uint32_t w = 0; w < o.writes; ++w) {
            if (k >= o.write_count[w]) continue;
            uint32_t h = opaque_start(o.id, w, static_cast<uint32_t>(k));
            for (uint32_t r = 0; r < o.reads; ++r)
                if (k < o.read_count[r]) h = opaque_mix(h, r, value[r]);
            o.write[w][k] = opaque_finish(h);
        }
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

cudaError_t launch_opaque(cudaStream_t stream, const OpaqueLaunch& launch, uint64_t longest) {
    if (longest == 0) return cudaSuccess;
    const uint64_t blocks = (longest + k_block - 1) / k_block;
    const unsigned grid = static_cast<unsigned>(blocks < k_max_blocks ? blocks : k_max_blocks);
    opaque_kernel<<<grid, k_block, 0, stream>>>(launch, longest);
    return cudaGetLastError();
}

cudaError_t load_kernels() {
    cudaFuncAttributes attributes{};
    if (cudaError_t e = cudaFuncGetAttributes(&attributes, dispatch_kernel); e != cudaSuccess) return e;
    if (cudaError_t e = cudaFuncGetAttributes(&attributes, opaque_kernel); e != cudaSuccess) return e;
    return cudaFuncGetAttributes(&attributes, delay_kernel);
}

cudaError_t launch_delay(cudaStream_t stream, uint64_t cycles) {
    delay_kernel<<<1, 1, 0, stream>>>(cycles);
    return cudaGetLastError();
}

}  // namespace syncstress::backends::cuda
