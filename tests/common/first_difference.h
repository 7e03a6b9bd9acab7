// How an array of elements differs from the one expected, in words a failing check prints
// (core/conformance/checker.h).
#pragma once

#include "core/conformance/checker.h"

namespace syncstress::testing {

using conformance::first_difference;

}  // namespace syncstress::testing
