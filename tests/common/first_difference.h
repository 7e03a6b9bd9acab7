// How an array of elements differs from the one expected, in words a failing check prints.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace syncstress::testing {

// "at 17: expected 5, got 0 (3 mismatches)", or "" when equal.
inline std::string first_difference(const std::vector<uint32_t>& expected, const std::vector<uint32_t>& actual) {
    if (expected.size() != actual.size()) return "sizes differ";
    size_t mismatches = 0, first = 0;
    for (size_t i = 0; i < expected.size(); ++i)
        if (expected[i] != actual[i] && mismatches++ == 0) first = i;
    if (mismatches == 0) return "";
    return "at " + std::to_string(first) + ": expected " + std::to_string(expected[first]) + ", got " +
           std::to_string(actual[first]) + " (" + std::to_string(mismatches) + " mismatches)";
}

}  // namespace syncstress::testing
