// How the cpu backend runs an unordered submission (an unordered queue, or the fault no-barrier): the commands of
// each stretch between two barriers in a seeded random order, so that a missing barrier really reorders work instead
// of merely being allowed to. No command crosses a barrier, and a barrier stays where it was.
#pragma once

#include "core/backends/cpu/job_queue.h"

#include <cstdint>
#include <span>
#include <utility>

namespace syncstress::backends::cpu {

inline uint64_t splitmix64(uint64_t& state) {
    uint64_t z = (state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

// Shuffles each stretch of `commands` (Fisher-Yates); `state` is the seed, advanced.
inline void shuffle_stretches(std::span<ResolvedCmd> commands, uint64_t& state) {
    size_t begin = 0;
    for (size_t end = 0; end <= commands.size(); ++end) {
        if (end < commands.size() && commands[end].kind != ResolvedCmd::Kind::barrier) continue;
        for (size_t i = end - begin; i > 1; --i) {
            const size_t j = splitmix64(state) % i;
            std::swap(commands[begin + i - 1], commands[begin + j]);
        }
        begin = end + 1;
    }
}

}  // namespace syncstress::backends::cpu
