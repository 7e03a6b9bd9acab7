// What the cpu loops of the benchmarks share (bench/raw/raw_cpu.cpp, bench/layers_cpu.cpp): their command line
// (MODE ITERATIONS) and the check of a filled host array.
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>

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
    for (const char* m : modes) names += (names.empty() ? "" : "|") + std::string(m);
    std::fprintf(stderr, "usage: %s %s ITERATIONS\n", argv[0], names.c_str());
    return std::nullopt;
}

// Every element of `out` is `expected`; else says which is not, in iteration `it`.
inline bool all_equal(std::span<const uint32_t> out, uint32_t expected, uint64_t it) {
    for (size_t i = 0; i < out.size(); ++i)
        if (out[i] != expected) {
            std::fprintf(stderr, "iteration %llu: out[%zu] = %u, expected %u\n", static_cast<unsigned long long>(it), i,
                         out[i], expected);
            return false;
        }
    return true;
}

}  // namespace syncstress::bench
