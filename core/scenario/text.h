// The words of the loader's messages (internal to core/scenario): guessing the name a typo meant, quoting what the
// file said, and naming a place in the text or an amount of memory.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace syncstress::scenario {

namespace json {
class Value;
}

template <class Container>
std::string join(const Container& items) {
    std::string out;
    for (const auto& item : items) {
        if (!out.empty()) out += ", ";
        out += item;
    }
    return out;
}

// Optimal string alignment distance: a swapped pair of letters ("coutn") counts as one edit.
size_t edit_distance(std::string_view a, std::string_view b);

// The candidate a typo most likely meant, or "".
template <class Container>
std::string closest(std::string_view word, const Container& candidates) {
    if (word.size() > 64) return {};
    std::string best;
    size_t best_distance = word.size() <= 3 ? 1 : 2;
    for (const auto& candidate : candidates) {
        const size_t d = edit_distance(word, candidate);
        if (d <= best_distance && (best.empty() || d < best_distance)) {
            best = candidate;
            best_distance = d;
        }
    }
    return best;
}

template <class Container>
std::string did_you_mean(std::string_view word, const Container& candidates) {
    const std::string best = closest(word, candidates);
    return best.empty() ? std::string{} : "did you mean '" + best + "'? ";
}

const char* article(std::string_view word);

std::string quote(std::string_view s);

// A value as messages show it: `"abc"`, `-3`, `1.5`, `an object`.
std::string describe(const json::Value& v);

std::string line_column(std::string_view text, size_t byte);

std::string bytes_text(uint64_t bytes);

}  // namespace syncstress::scenario
