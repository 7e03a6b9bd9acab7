// The raw initialisation of Vulkan (raw_init_vulkan.h), timed by the caller as a whole process: what
// `syncstress run --backend vulkan -n 1` is compared with (scripts/bench startup). Prints the device, and the
// time from main to the queue; exits 1 with the reason when there is no device.
#include "bench/raw/raw_init_vulkan.h"

#include <chrono>
#include <cstdio>

int main() {
    const auto start = std::chrono::steady_clock::now();
    raw_init::VulkanInit vulkan;
    if (const std::string error = raw_init::init_vulkan(vulkan); !error.empty()) {
        std::fprintf(stderr, "syncstress_raw_init_vulkan: %s\n", error.c_str());
        return 1;
    }
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    std::printf("vulkan: instance, device and queue of %s in %.1f ms\n", vulkan.device_name.c_str(), ms);
    return 0;
}
