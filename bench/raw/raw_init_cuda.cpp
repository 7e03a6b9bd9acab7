// The raw initialisation of CUDA (the primary context of device 0), and with `vulkan+cuda` also of Vulkan
// (raw_init_vulkan.h) in the same process, timed by the caller as a whole process: what `syncstress run
// --backend cuda|vulkan+cuda -n 1` and, with `all`, `syncstress backends` are compared with (scripts/bench
// startup). Prints what it created and the time from main; exits 1 with the reason when it cannot.
//   syncstress_raw_init_cuda cuda|vulkan+cuda|all
#include "bench/raw/raw_init_vulkan.h"

#include <cuda_runtime_api.h>

#include <chrono>
#include <cstdio>
#include <cstring>

int main(int argc, char** argv) {
    const char* mode = argc > 1 ? argv[1] : "cuda";
    const bool vulkan = std::strcmp(mode, "vulkan+cuda") == 0 || std::strcmp(mode, "all") == 0;
    if (!vulkan && std::strcmp(mode, "cuda") != 0) {
        std::fprintf(stderr, "usage: syncstress_raw_init_cuda cuda|vulkan+cuda|all\n");
        return 2;
    }
    const auto start = std::chrono::steady_clock::now();
    raw_init::VulkanInit v;
    if (vulkan) {
        if (const std::string error = raw_init::init_vulkan(v); !error.empty()) {
            std::fprintf(stderr, "syncstress_raw_init_cuda: vulkan: %s\n", error.c_str());
            return 1;
        }
    }
    cudaError_t error = cudaSetDevice(0);
    if (error == cudaSuccess) error = cudaFree(nullptr);  // creates the primary context
    if (error != cudaSuccess) {
        std::fprintf(stderr, "syncstress_raw_init_cuda: cuda: %s (%s)\n", cudaGetErrorName(error), cudaGetErrorString(error));
        return 1;
    }
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    std::printf("%s: %s the CUDA primary context in %.1f ms\n", mode,
                vulkan ? ("Vulkan instance, device and queue of " + v.device_name + ", then").c_str() : "", ms);
    return 0;
}
