// Raw CUDA loops: the API calls behind the tool's cuda bench scenarios with nothing of the tool around them,
// so that docs/benchmarks.md can say what the tool adds. Prints one JSON line per loop (medians in µs).
// Every loop's result is checked: a figure whose calls did nothing is worse than none.
#include <cuda_runtime.h>
#include <cudaTypedefs.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

namespace {

constexpr int k_warmup = 50;
constexpr int k_iterations = 2000;
constexpr unsigned k_elements = 256;  // as scenarios/bench/cuda-launch-sync.json

using clock_type = std::chrono::steady_clock;

bool ok(cudaError_t error, const char* call) {
    if (error == cudaSuccess) return true;
    std::fprintf(stderr, "raw_cuda: %s failed: %s (%s)\n", call, cudaGetErrorName(error), cudaGetErrorString(error));
    return false;
}
#define RAW_CHECK(call)                                                                                                                    \
    if (!ok((call), #call)) return false

__global__ void inc_kernel(uint32_t* data, unsigned n) {
    const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] += 1;
}

__global__ void seq_kernel(uint32_t* data, unsigned n, uint32_t base) {
    const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) data[i] = base + i;
}

void print_line(const char* bench, const char* scenario, const std::string& device, std::vector<double> us) {
    std::sort(us.begin(), us.end());
    const double median = us[us.size() / 2];
    const double p90 = us[us.size() * 9 / 10];
    std::printf(
        "{\"bench\": \"%s\", \"scenario\": \"%s\", \"device\": \"%s\", \"iterations\": %zu, \"median_us\": %.2f, \"p90_us\": %.2f}\n",
        bench, scenario, device.c_str(), us.size(), median, p90);
}

// Each loop incremented every element once per iteration, and started from zero.
bool every_element_is(const uint32_t* data, uint32_t expected, const char* bench) {
    std::vector<uint32_t> host(k_elements);
    RAW_CHECK(cudaMemcpy(host.data(), data, k_elements * sizeof(uint32_t), cudaMemcpyDeviceToHost));
    for (uint32_t v : host)
        if (v != expected) {
            std::fprintf(stderr, "raw_cuda: %s left %u, expected %u\n", bench, v, expected);
            return false;
        }
    return true;
}

// Launch + cudaStreamSynchronize: about 10 µs on the H200.
bool launch_sync(const std::string& device, cudaStream_t stream, uint32_t* data) {
    std::vector<double> us;
    for (int i = 0; i < k_warmup + k_iterations; ++i) {
        const auto start = clock_type::now();
        inc_kernel<<<1, k_elements, 0, stream>>>(data, k_elements);
        RAW_CHECK(cudaGetLastError());
        RAW_CHECK(cudaStreamSynchronize(stream));
        if (i >= k_warmup) us.push_back(std::chrono::duration<double, std::micro>(clock_type::now() - start).count());
    }
    if (!every_element_is(data, k_warmup + k_iterations, "launch-sync")) return false;
    print_line("raw-cuda-launch-sync", "bench-cuda-launch-sync", device, us);
    return true;
}

// Launch + cuStreamWriteValue64 into pinned memory + a host poll: how the cuda backend ends a submission and
// how its host waits see it.
bool launch_memop(const std::string& device, cudaStream_t stream, uint32_t* data) {
    void* write_value = nullptr;
    cudaDriverEntryPointQueryResult query{};
    RAW_CHECK(cudaGetDriverEntryPointByVersion("cuStreamWriteValue64", &write_value, 12000, cudaEnableDefault, &query));
    if (query != cudaDriverEntryPointSuccess || !write_value) {
        std::fprintf(stderr, "raw_cuda: cuStreamWriteValue64 not found in the driver\n");
        return false;
    }
    auto stream_write_value64 = reinterpret_cast<PFN_cuStreamWriteValue64_v11070>(write_value);
    uint64_t* word = nullptr;
    RAW_CHECK(cudaHostAlloc(reinterpret_cast<void**>(&word), sizeof(uint64_t), cudaHostAllocMapped));
    *word = 0;
    void* word_device = nullptr;
    RAW_CHECK(cudaHostGetDevicePointer(&word_device, word, 0));
    // The GPU writes the word over PCIe: a volatile read each time, then an acquire fence.
    auto value = [word] {
        const uint64_t v = *static_cast<volatile uint64_t*>(word);
        std::atomic_thread_fence(std::memory_order_acquire);
        return v;
    };

    std::vector<double> us;
    bool good = true;
    for (int i = 1; i <= k_warmup + k_iterations && good; ++i) {
        const auto start = clock_type::now();
        inc_kernel<<<1, k_elements, 0, stream>>>(data, k_elements);
        good = ok(cudaGetLastError(), "inc_kernel launch");
        const CUresult r = stream_write_value64(stream, reinterpret_cast<CUdeviceptr>(word_device), static_cast<uint64_t>(i), 0);
        if (r != CUDA_SUCCESS) {
            std::fprintf(stderr, "raw_cuda: cuStreamWriteValue64 failed: CUresult %d\n", static_cast<int>(r));
            good = false;
        }
        while (good && value() < static_cast<uint64_t>(i)) {}
        if (i > k_warmup) us.push_back(std::chrono::duration<double, std::micro>(clock_type::now() - start).count());
    }
    good = good && ok(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
    const bool reached = value() == static_cast<uint64_t>(k_warmup + k_iterations);
    (void)cudaFreeHost(word);
    if (!good) return false;
    if (!reached) {
        std::fprintf(stderr, "raw_cuda: the memop word did not reach %d\n", k_warmup + k_iterations);
        return false;
    }
    if (!every_element_is(data, k_warmup + k_iterations, "launch-memop-poll")) return false;
    print_line("raw-cuda-launch-memop-poll", "bench-cuda-launch-sync", device, us);
    return true;
}

// bench-large-download: a seq kernel over 4 MiB, a copy into pinned host memory, a stream sync; then the host
// checks every word (as the tool's check does). Two figures: the round trip, and the check.
bool large_download(const std::string& device, cudaStream_t stream) {
    constexpr unsigned n = 1048576;
    uint32_t* data = nullptr;
    uint32_t* host = nullptr;
    RAW_CHECK(cudaMalloc(&data, n * sizeof(uint32_t)));
    RAW_CHECK(cudaHostAlloc(reinterpret_cast<void**>(&host), n * sizeof(uint32_t), cudaHostAllocDefault));
    std::vector<double> round_trip, check;
    bool good = true;
    for (int i = 0; i < k_warmup + k_iterations && good; ++i) {
        const auto start = clock_type::now();
        seq_kernel<<<n / 256, 256, 0, stream>>>(data, n, static_cast<uint32_t>(i));
        good = ok(cudaGetLastError(), "seq_kernel launch") &&
               ok(cudaMemcpyAsync(host, data, n * sizeof(uint32_t), cudaMemcpyDeviceToHost, stream), "cudaMemcpyAsync") &&
               ok(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
        const auto copied = clock_type::now();
        for (unsigned j = 0; j < n && good; ++j)
            if (host[j] != static_cast<uint32_t>(i) + j) {
                std::fprintf(stderr, "raw_cuda: large-download: word %u is %u, expected %u\n", j, host[j], static_cast<uint32_t>(i) + j);
                good = false;
            }
        if (i >= k_warmup) {
            round_trip.push_back(std::chrono::duration<double, std::micro>(copied - start).count());
            check.push_back(std::chrono::duration<double, std::micro>(clock_type::now() - copied).count());
        }
    }
    (void)cudaFreeHost(host);
    (void)cudaFree(data);
    if (!good) return false;
    print_line("raw-cuda-large-download", "bench-large-download", device, round_trip);
    print_line("raw-cuda-large-download-check", "bench-large-download", device, check);
    return true;
}

bool run() {
    cudaDeviceProp props{};
    RAW_CHECK(cudaSetDevice(0));
    RAW_CHECK(cudaGetDeviceProperties(&props, 0));
    cudaStream_t stream = nullptr;
    RAW_CHECK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
    uint32_t* data = nullptr;
    RAW_CHECK(cudaMalloc(&data, k_elements * sizeof(uint32_t)));
    RAW_CHECK(cudaMemset(data, 0, k_elements * sizeof(uint32_t)));
    RAW_CHECK(cudaDeviceSynchronize());
    bool good = launch_sync(props.name, stream, data);
    good = good && ok(cudaMemset(data, 0, k_elements * sizeof(uint32_t)), "cudaMemset") &&
           ok(cudaDeviceSynchronize(), "cudaDeviceSynchronize");
    good = good && launch_memop(props.name, stream, data);
    good = good && large_download(props.name, stream);
    (void)cudaFree(data);
    (void)cudaStreamDestroy(stream);
    return good;
}

}  // namespace

int main() { return run() ? 0 : 1; }
