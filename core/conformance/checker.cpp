#include "core/conformance/checker.h"

#include <cstddef>

namespace syncstress::conformance {

void Checker::fail(const std::string& message) {
    std::string line = message;
    if (!context_.empty()) {
        line += " (";
        for (size_t i = 0; i < context_.size(); ++i) line += (i ? ", " : "") + context_[i];
        line += ")";
    }
    failures_.push_back(std::move(line));
}

bool Checker::expect(bool ok, const std::string& message) {
    if (!ok) fail(message);
    return ok;
}

bool Checker::expect_value(uint64_t actual, uint64_t expected, const std::string& what) {
    return expect(actual == expected, what + ": expected " + std::to_string(expected) + ", got " + std::to_string(actual));
}

bool Checker::expect_elements(const std::vector<uint32_t>& actual, const std::vector<uint32_t>& expected, const std::string& what) {
    const std::string difference = first_difference(expected, actual);
    return expect(difference.empty(), what + ": " + difference);
}

void Checker::require(bool ok, const std::string& message) {
    if (!ok) stop_with(message);
}

void Checker::stop_with(const std::string& message) {
    fail(message);
    throw CheckStopped{};
}

}  // namespace syncstress::conformance
