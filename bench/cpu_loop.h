// What the cpu loops of the benchmarks share (bench/raw/raw_cpu.cpp, bench/layers_cpu.cpp): their command line
// (MODE ITERATIONS), the check of a filled host array, the timed loop and its line (run_loop),
// "NAME: N iterations in S s: U us per iteration[, p50 P us], R it/s" (scripts/bench reads U as the 7th field).
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace syncstress::bench {

struct LoopArgs {
    std::string mode;
    uint64_t iterations = 0;
};

// "PROGRAM MODE ITERATIONS" with MODE one of `modes` and ITERATIONS > 0; else prints the usage and returns nothing.
inline std::optional<LoopArgs> loop_args(int argc, char** argv, std::initializer_list<const char*> modes) {
    LoopArgs a;
    if (argc == 3) a = {argv[1], std::strtoull(argv[2], nullptr, 10)};
    bool known = false;
    for (const char* m : modes) known = known || a.mode == m;
    if (known && a.iterations > 0) return a;
    std::string names;
    for (const char* m : modes) {
        if (!names.empty()) names += '|';
        names += m;
    }
    std::fprintf(stderr, "usage: %s %s ITERATIONS\n", argv[0], names.c_str());
    return std::nullopt;
}

// Every element of `out` is `expected`; else says which is not, in iteration `it`.
inline bool all_equal(std::span<const uint32_t> out, uint32_t expected, uint64_t it) {
    for (size_t i = 0; i < out.size(); ++i)
        if (out[i] != expected) {
            std::fprintf(stderr, "iteration %llu: out[%zu] = %u, expected %u\n", static_cast<unsigned long long>(it), i, out[i], expected);
            return false;
        }
    return true;
}

struct Timing {
    uint64_t iterations = 0;
    double seconds = 0;
    std::vector<double> us;  // per iteration, when each is timed
};

inline void print(const char* name, const Timing& t) {
    std::vector<double> sorted = t.us;
    std::sort(sorted.begin(), sorted.end());
    const double n = static_cast<double>(t.iterations);
    std::printf("%s: %llu iterations in %.3f s: %.2f us per iteration", name, static_cast<unsigned long long>(t.iterations), t.seconds,
                t.seconds / n * 1e6);
    if (!sorted.empty()) std::printf(", p50 %.2f us", sorted[sorted.size() / 2]);
    std::printf(", %.0f it/s\n", n / t.seconds);
}

// Runs `iteration(it)` for it = 0..n-1; false as soon as one returns false. With `each`, times every iteration too
// (two clock reads: left out of the trivial loops, where they would be a tenth of the work).
template <class F>
bool timed_loop(uint64_t n, bool each, Timing& t, F iteration) {
    using Clock = std::chrono::steady_clock;
    if (each) t.us.reserve(n);
    const auto start = Clock::now();
    for (uint64_t it = 0; it < n; ++it) {
        const auto begin = each ? Clock::now() : Clock::time_point();
        if (!iteration(it)) return false;
        if (each) t.us.push_back(std::chrono::duration<double, std::micro>(Clock::now() - begin).count());
    }
    t.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    t.iterations = n;
    return true;
}

// timed_loop, then its line: a program's exit status, 0, or 1 when an iteration failed.
template <class F>
int run_loop(const char* name, uint64_t n, bool each, F iteration) {
    Timing t;
    if (!timed_loop(n, each, t, iteration)) return 1;
    print(name, t);
    return 0;
}

}  // namespace syncstress::bench
