// A CUDA program for `syncstress capture`: an asynchronous upload from pinned memory, a kernel and an asynchronous
// download into pinned memory on a non-blocking stream, then the host reads the result and frees the pinned memory.
// With --no-sync it reads and frees without waiting for the stream: the capture must find the race between the
// download and the host's read (placed at cudaFreeHost, or where it reads with SYNCSTRESS_CAPTURE_PINNED=1:
// docs/capture.md).
// Exit 0: it ran (the result's correctness is not its business: the race may or may not show); 3: no CUDA device.
#include <cuda_runtime.h>

#include <cstdio>
#include <cstring>

namespace {

constexpr int k_n = 1 << 16;

__global__ void add_one(unsigned* data, int n) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] += 1;
}

bool check(cudaError_t result, const char* call) {
    if (result == cudaSuccess) return true;
    std::fprintf(stderr, "upload_kernel_download: %s: %s\n", call, cudaGetErrorString(result));
    return false;
}

}  // namespace

int main(int argc, char** argv) {
    const bool sync = !(argc > 1 && std::strcmp(argv[1], "--no-sync") == 0);
    int devices = 0;
    if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
        std::fprintf(stderr, "upload_kernel_download: no CUDA device\n");
        return 3;
    }
    unsigned *in = nullptr, *out = nullptr, *device = nullptr;
    cudaStream_t stream = nullptr;
    if (!check(cudaMallocHost(&in, k_n * sizeof(unsigned)), "cudaMallocHost") ||
        !check(cudaMallocHost(&out, k_n * sizeof(unsigned)), "cudaMallocHost") ||
        !check(cudaMalloc(&device, k_n * sizeof(unsigned)), "cudaMalloc") ||
        !check(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking), "cudaStreamCreateWithFlags"))
        return 1;
    for (int i = 0; i < k_n; ++i) in[i] = static_cast<unsigned>(i);
    check(cudaMemcpyAsync(device, in, k_n * sizeof(unsigned), cudaMemcpyHostToDevice, stream), "cudaMemcpyAsync");
    add_one<<<(k_n + 255) / 256, 256, 0, stream>>>(device, k_n);
    check(cudaMemcpyAsync(out, device, k_n * sizeof(unsigned), cudaMemcpyDeviceToHost, stream), "cudaMemcpyAsync");
    if (sync) check(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
    int wrong = 0;
    for (int i = 0; i < k_n; ++i) wrong += out[i] != static_cast<unsigned>(i) + 1 ? 1 : 0;
    std::printf("upload_kernel_download: %d of %d words wrong%s\n", wrong, k_n, sync ? "" : " (read without the stream sync)");
    cudaFreeHost(in);
    cudaFreeHost(out);
    cudaFree(device);
    cudaStreamDestroy(stream);
    return 0;
}
