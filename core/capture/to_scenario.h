// Lowers a CapturedProgram to a scenario (SCENARIO-FORMAT.md, version 2): Vulkan queues become unordered queues,
// buffers the host never mapped become buffers, mapped ones host arrays (what the host reads and writes without a
// queue), copies between them uploads and downloads, fences and semaphores timeline semaphores, and every step and
// command keeps its call in `at`.
#pragma once

#include "core/capture/captured_program.h"
#include "core/capture/fold.h"
#include "core/scenario/scenario.h"

#include <string>

namespace syncstress::capture {

struct Capture {
    scenario::Scenario scenario;
    // Calls left out of the scenario, by call, with how many and why (the program's, and those the lowering could
    // not express).
    std::map<std::string, uint64_t> not_modelled;
    std::map<std::string, std::string> not_modelled_reason;
    Folding folded;  // the program's repetitions folded into the scenario's iterations (fold_repetitions), where they were
};

// `name`: the scenario's name, [a-z0-9][a-z0-9-]* (capture_name makes one from a program's path).
Capture to_scenario(const CapturedProgram& program, const std::string& name);
// A scenario name from a program's path: "./build/staging_probe" -> "capture-staging-probe".
std::string capture_name(const std::string& program);

}  // namespace syncstress::capture
