// How long a short sleep takes: platform::sleep_for (what the `sleep` op, --perturb jitter and every poll use)
// against std::this_thread::sleep_for, 200 sleeps each, median and p99 of what they took. A benchmark, run by
// scripts/bench (Linux) and scripts/bench-windows-sleep (Windows, or under Wine); figures in docs/benchmarks.md.
#include "core/platform/timing.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <thread>
#include <vector>

namespace {

using namespace std::chrono;

template <class Sleep>
void measure(const char* name, microseconds wanted, Sleep&& sleep) {
    constexpr int k_samples = 200;
    std::vector<double> took;
    for (int i = 0; i < k_samples; ++i) {
        const auto start = steady_clock::now();
        sleep(wanted);
        took.push_back(duration<double, std::micro>(steady_clock::now() - start).count());
    }
    std::sort(took.begin(), took.end());
    std::printf("%-32s %7lld us: median %8.1f us, p99 %8.1f us, min %8.1f us\n", name, static_cast<long long>(wanted.count()),
                took[k_samples / 2], took[k_samples * 99 / 100], took.front());
}

}  // namespace

int main() {
    for (auto wanted : {microseconds(20), microseconds(50), microseconds(200), microseconds(1000)}) {
        measure("syncstress::platform::sleep_for", wanted, [](microseconds d) { syncstress::platform::sleep_for(d); });
        measure("std::this_thread::sleep_for", wanted, [](microseconds d) { std::this_thread::sleep_for(d); });
    }
}
