// The kernel math worked out apart from core/common (core/conformance/independent_kernels.h), for the tests.
#pragma once

#include "core/conformance/independent_kernels.h"

namespace syncstress::testing {

using conformance::independent_element;
using conformance::independent_hash32;
using conformance::independent_lowbias32;
using conformance::low32;

}  // namespace syncstress::testing
