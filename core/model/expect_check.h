// A loaded scenario's hand-written `expect` patterns checked against the reference model. The loader
// (core/scenario/loader.h) checks the format alone and knows nothing of the model: whoever loads a scenario to run or
// analyze it calls this next, so that a wrong pattern is caught here rather than reported as a backend failure.
#pragma once

#include "core/scenario/loader.h"

namespace syncstress::model {

// One error per check whose pattern the model contradicts, at "steps[N].expect", and then no scenario, as for any
// load error. Leaves alone a load that failed, a scenario not expected to pass, and one whose model gets stuck.
void check_expectations(scenario::LoadResult& loaded);

}  // namespace syncstress::model
