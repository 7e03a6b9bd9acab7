// The CUDA capture benchmark's program (scripts/bench_capture_cuda.sh): a kernel launched on a stream and the stream
// synchronized, --launches N times (default 10000), then one line with the time a launch took, wall and CPU (the
// process's, all its threads: the subscriber's work included), and the process's peak RSS.
// Exit 0: it ran; 2: a bad argument; 3: no CUDA device; 1: a CUDA call failed.
#include <cuda_runtime.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include <sys/resource.h>

namespace {

__global__ void add_one(unsigned* data) { data[threadIdx.x] += 1; }

bool check(cudaError_t result, const char* call) {
    if (result == cudaSuccess) return true;
    std::fprintf(stderr, "launch_loop: %s: %s\n", call, cudaGetErrorString(result));
    return false;
}

double cpu_seconds() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
           static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

}  // namespace

int main(int argc, char** argv) {
    long launches = 10000;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--launches") == 0 && i + 1 < argc) {
            launches = std::strtol(argv[++i], nullptr, 10);
        } else {
            std::fprintf(stderr, "launch_loop: unknown argument %s (known: --launches N)\n", argv[i]);
            return 2;
        }
    }
    int devices = 0;
    if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
        std::fprintf(stderr, "launch_loop: no CUDA device\n");
        return 3;
    }
    cudaDeviceProp properties{};
    unsigned* data = nullptr;
    cudaStream_t stream = nullptr;
    if (!check(cudaGetDeviceProperties(&properties, 0), "cudaGetDeviceProperties") ||
        !check(cudaMalloc(&data, 256 * sizeof(unsigned)), "cudaMalloc") ||
        !check(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking), "cudaStreamCreateWithFlags"))
        return 1;
    add_one<<<1, 256, 0, stream>>>(data);  // the first launch loads the module: not timed
    if (!check(cudaStreamSynchronize(stream), "cudaStreamSynchronize")) return 1;
    const double cpu_start = cpu_seconds();
    const auto start = std::chrono::steady_clock::now();
    for (long i = 0; i < launches; ++i) {
        add_one<<<1, 256, 0, stream>>>(data);
        if (!check(cudaStreamSynchronize(stream), "cudaStreamSynchronize")) return 1;
    }
    const std::chrono::duration<double, std::micro> took = std::chrono::steady_clock::now() - start;
    const double cpu = (cpu_seconds() - cpu_start) * 1e6;
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    std::printf("launch_loop: %ld launches on %s, %.2f us a launch, %.2f us CPU a launch, peak RSS %ld KiB\n", launches, properties.name,
                took.count() / static_cast<double>(launches), cpu / static_cast<double>(launches), usage.ru_maxrss);
    cudaStreamDestroy(stream);
    cudaFree(data);
    return 0;
}
