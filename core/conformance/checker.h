// What a check records: failed expectations with the context in which they failed. Internal to core/conformance.
#pragma once

#include "core/common/result.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace syncstress::conformance {

// Thrown by Checker::require and Checker::must: the check ends here, its failure recorded.
struct CheckStopped {};
// Thrown where a check reaches something the backend does not declare (a side, a command, a kernel, a memory, more
// queues than it allows): the check is not applicable, for `reason`.
struct NotApplicable {
    std::string reason;
};

class Checker {
public:
    // Context that failures record while it lives ("memory host_visible", "iteration 2").
    class Scope {
    public:
        Scope(Checker& checker, std::string what) : checker_(&checker) { checker.context_.push_back(std::move(what)); }
        ~Scope() { checker_->context_.pop_back(); }
        Scope(const Scope&) = delete;
        Scope& operator=(const Scope&) = delete;

    private:
        Checker* checker_;
    };
    Scope scope(std::string what) { return Scope(*this, std::move(what)); }

    void fail(const std::string& message);
    // Records `message` unless `ok`; returns ok.
    bool expect(bool ok, const std::string& message);
    // `what` held `actual`, expected `expected`.
    bool expect_value(uint64_t actual, uint64_t expected, const std::string& what);
    // `what` (elements) as expected, else where it first differs.
    bool expect_elements(const std::vector<uint32_t>& actual, const std::vector<uint32_t>& expected, const std::string& what);
    // As expect, and the check ends when not ok.
    void require(bool ok, const std::string& message);

    // The value of a call that must succeed; else its error is recorded under `what` and the check ends.
    template <class T>
    T must(Result<T> result, const std::string& what) {
        if (!result.ok()) stop_with(what + ": " + result.error().message);
        return std::move(*result);
    }
    void must(const Status& status, const std::string& what) {
        if (!status.ok()) stop_with(what + ": " + status.error().message);
    }

    const std::vector<std::string>& failures() const { return failures_; }

private:
    [[noreturn]] void stop_with(const std::string& message);

    std::vector<std::string> context_;
    std::vector<std::string> failures_;
};

// "at 17: expected 5, got 0 (3 mismatches)", or "" when equal.
inline std::string first_difference(const std::vector<uint32_t>& expected, const std::vector<uint32_t>& actual) {
    if (expected.size() != actual.size()) return std::to_string(actual.size()) + " elements, expected " + std::to_string(expected.size());
    size_t mismatches = 0, first = 0;
    for (size_t i = 0; i < expected.size(); ++i)
        if (expected[i] != actual[i] && mismatches++ == 0) first = i;
    if (mismatches == 0) return "";
    return "at " + std::to_string(first) + ": expected " + std::to_string(expected[first]) + ", got " + std::to_string(actual[first]) +
           " (" + std::to_string(mismatches) + " mismatches)";
}

}  // namespace syncstress::conformance
