// A CUDA program for `syncstress capture`: a kernel on one stream writes a buffer and records an event; another
// stream waits for the event and its kernel reads the buffer. With --no-wait the second stream does not wait: the
// capture must find the race between the two kernels. Exit 0: it ran; 3: no CUDA device.
#include <cuda_runtime.h>

#include <cstdio>
#include <cstring>

namespace {

constexpr int k_n = 1 << 16;

__global__ void fill(unsigned* data, int n, unsigned value) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] = value;
}

__global__ void twice(const unsigned* in, unsigned* out, int n) {
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = 2 * in[i];
}

}  // namespace

int main(int argc, char** argv) {
    const bool wait = !(argc > 1 && std::strcmp(argv[1], "--no-wait") == 0);
    int devices = 0;
    if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
        std::fprintf(stderr, "event_handoff: no CUDA device\n");
        return 3;
    }
    unsigned *a = nullptr, *b = nullptr;
    cudaStream_t producer = nullptr, consumer = nullptr;
    cudaEvent_t written = nullptr;
    if (cudaMalloc(&a, k_n * sizeof(unsigned)) != cudaSuccess || cudaMalloc(&b, k_n * sizeof(unsigned)) != cudaSuccess ||
        cudaStreamCreateWithFlags(&producer, cudaStreamNonBlocking) != cudaSuccess ||
        cudaStreamCreateWithFlags(&consumer, cudaStreamNonBlocking) != cudaSuccess ||
        cudaEventCreateWithFlags(&written, cudaEventDisableTiming) != cudaSuccess) {
        std::fprintf(stderr, "event_handoff: setup failed\n");
        return 1;
    }
    fill<<<(k_n + 255) / 256, 256, 0, producer>>>(a, k_n, 21);
    cudaEventRecord(written, producer);
    if (wait) cudaStreamWaitEvent(consumer, written, 0);
    twice<<<(k_n + 255) / 256, 256, 0, consumer>>>(a, b, k_n);
    const cudaError_t done = cudaDeviceSynchronize();
    std::printf("event_handoff: %s%s\n", cudaGetErrorString(done), wait ? "" : " (the consumer did not wait for the event)");
    cudaEventDestroy(written);
    cudaStreamDestroy(producer);
    cudaStreamDestroy(consumer);
    cudaFree(a);
    cudaFree(b);
    return done == cudaSuccess ? 0 : 1;
}
