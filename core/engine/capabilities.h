// Whether a backend can run a scenario, from what its BackendInfo declares (a runtime adapter may run a part of the
// scenario format only). Internal to core/engine.
#pragma once

#include "core/scenario/scenario.h"
#include "core/sync/backend.h"

#include <optional>
#include <string>

namespace syncstress::engine {

// Why `backend` cannot run `scenario` (a reason for the skip, naming what is missing), or nothing when it can.
// The cuda side is judged by the caller, with a message of its own.
std::optional<std::string> cannot_run(const scenario::Scenario& scenario, const sync::BackendInfo& backend);

}  // namespace syncstress::engine
