// The backend conformance checks: what every backend must do for the sync core to run scenarios on it, checked
// through the sync::Backend interface (and, for the host ops, through sync::Device) with expected values worked out
// apart from the code under test (independent_kernels.h). The same checks run in the test suite on every built-in
// backend and from `syncstress conformance --backend B` on any backend, a runtime adapter's included.
#pragma once

#include "core/common/types.h"
#include "core/sync/backend.h"

#include <chrono>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace syncstress::conformance {

class Rig;

// A host op of sync::Device that a check is about, and whose implementation it checks: the runtime's own (the
// backend declares it in BackendInfo::native) or the core's protocol over the backend's queues and semaphores.
enum class HostOp { none, read, write, sync };
enum class HostPath { protocol, native };

struct CheckInfo {
    std::string name;          // "buffers start zero in every memory (device-side queues)"
    std::optional<Side> side;  // the side of the queues under test; unset: the check makes its own choice
    HostOp host_op = HostOp::none;
    HostPath path = HostPath::protocol;
    bool needs_violations = false;    // checks that a signal that does not raise a timeline is reported
    uint32_t excluded_by_weaker = 0;  // BackendInfo::weaker bits under which the check's rule is not promised
};

struct Check {
    CheckInfo info;
    void (*run)(Rig&);
};

enum class Outcome { pass, fail, not_applicable };
const char* to_string(Outcome);  // "pass", "fail", "not applicable"

struct CheckResult {
    const Check* check = nullptr;
    Outcome outcome = Outcome::pass;
    std::vector<std::string> messages;  // fail: each failed expectation with its context, in order
    std::string reason;                 // not applicable: why
    std::vector<std::string> notes;     // pass: what the check left out because the backend does not declare it
    std::chrono::nanoseconds time{0};
    // The check timed out and its thread, which holds the backend, was left running: the process should end without
    // running static destructors under it (std::quick_exit or _Exit, after its output is flushed).
    bool abandoned = false;
};

// Every check, in a fixed order; names are unique.
std::span<const Check> all_checks();

// Why `check` does not apply to a backend of this info (from what the check declares: a side, a host op of its own,
// timeline violations, weaker rules), or "" when it may: run_check then decides on what the check uses as it runs.
// A caller that knows the backend's info can leave out at once what does not apply, without making a backend.
std::string not_applicable(const Check& check, const sync::BackendInfo& info, const std::string& backend);

// Runs one check on a fresh backend made by backends::find_backend(backend). Bounded in time: a backend that does not
// return from a call fails the check ("timed out") and is left to its thread; nothing waits for it.
CheckResult run_check(const Check& check, const std::string& backend, const sync::BackendOptions& options);

// The checks whose name contains `filter` ("" for all), in all_checks() order.
std::vector<const Check*> select_checks(std::string_view filter);
std::vector<CheckResult> run_all(const std::string& backend, const sync::BackendOptions& options, std::string_view filter = {});

// Whether a backend of this info can see timeline violations (Backend::take_violations).
bool reports_violations(const sync::BackendInfo& info);

}  // namespace syncstress::conformance
