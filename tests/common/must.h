// What a test requires of a call that returns a Result or a Status: success, or the test case ends there with the
// error's message. One definition for every test binary.
#pragma once

#include "core/common/result.h"

#include <doctest/doctest.h>

#include <string>
#include <utility>

namespace syncstress::testing {

// The error of a failed Result or Status, "" otherwise (error() of one holding a value would throw).
template <class R>
std::string why(const R& result) {
    return result.ok() ? std::string() : result.error().message;
}

template <class T>
T must(Result<T> r) {
    REQUIRE_MESSAGE(r.ok(), why(r));
    return std::move(*r);
}

inline void must(const Status& s) { REQUIRE_MESSAGE(s.ok(), why(s)); }

}  // namespace syncstress::testing
