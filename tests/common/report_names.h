// Doctest prints an enum as its number (a uint8_t one as a raw byte): a failed CHECK on a result's status, a
// finding's kind or a classification prints its name instead.
#pragma once

#include "core/report/report.h"

#include <doctest/doctest.h>

namespace syncstress {
inline doctest::String toString(MismatchKind k) { return to_string(k); }
}  // namespace syncstress

namespace syncstress::report {
inline doctest::String toString(ResultStatus s) { return to_string(s); }
inline doctest::String toString(FindingKind k) { return to_string(k); }
}  // namespace syncstress::report
