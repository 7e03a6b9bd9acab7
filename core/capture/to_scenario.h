// Lowers a CapturedProgram to a scenario (SCENARIO-FORMAT.md, version 2): Vulkan queues become unordered queues,
// buffers the host never mapped become buffers, mapped ones host arrays (what the host reads and writes without a
// queue), copies between them uploads and downloads, fences and semaphores timeline semaphores, and every step and
// command keeps its call in `at`.
#pragma once

#include "core/capture/captured_program.h"
#include "core/capture/fold.h"
#include "core/scenario/scenario.h"

#include <memory>
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
// Lowers the steps of a program of one thread one at a time, as the log is read (read_capture's streaming fold), so
// that a caller may drop them once it has them: `objects` is the program as a first reading of the log made it, with
// its steps left out (only then is it known which buffers the host maps).
class StepLowering {
public:
    StepLowering(const CapturedProgram& objects, const std::string& name);
    ~StepLowering();
    // Appends `step` (thread 0's), lowered, to capture().scenario's steps and its call sites to its call_sites; a step
    // the scenario has no op for appends nothing.
    void add(const CapturedStep& step);
    // The end of thread 0: the wait for every queue, and the thread.
    void finish();
    Capture& capture();

private:
    struct State;
    std::unique_ptr<State> state_;
};

// A scenario name from a program's path: "./build/staging_probe" -> "capture-staging-probe".
std::string capture_name(const std::string& program);

}  // namespace syncstress::capture
