#include "core/conformance/conformance.h"

#include "core/backends/registry.h"
#include "core/conformance/checks.h"
#include "core/conformance/rig.h"

#include <condition_variable>
#include <exception>
#include <mutex>
#include <system_error>
#include <thread>

namespace syncstress::conformance {

namespace {

using namespace std::chrono;

// The longest a check may take, its backend's creation and destruction included: ~20x the slowest check on lavapipe
// on a small shared machine, and above every host wait's timeout (10 s) and the bound on destroying a stuck backend.
constexpr seconds k_check_budget{120};

const char* host_op_name(HostOp op) {
    switch (op) {
    case HostOp::read: return "read";
    case HostOp::write: return "write";
    case HostOp::sync: return "sync";
    case HostOp::none: break;
    }
    return "";
}

bool declares_native(const sync::BackendInfo& info, HostOp op) {
    switch (op) {
    case HostOp::read: return info.native.read;
    case HostOp::write: return info.native.write;
    case HostOp::sync: return info.native.sync;
    case HostOp::none: break;
    }
    return false;
}

std::string weaker_rule(uint32_t bits) {
    if (bits & sync::k_weaker_upload_reads_until_complete) return "an upload may read its host array any time from its submission";
    return "a download may write its host array any time from its submission";
}

}  // namespace

std::string not_applicable(const Check& c, const sync::BackendInfo& info, const std::string& name) {
    const CheckInfo& check = c.info;
    if (check.side && !(*check.side == Side::cuda ? info.cuda_side : info.device_side))
        return name + " runs no " + side_name(*check.side) + " queues";
    if (check.needs_violations && !reports_violations(info)) return name + " cannot report timeline violations";
    if (const uint32_t weaker = check.excluded_by_weaker & info.weaker)
        return name + " does not promise this rule (BackendInfo::weaker: " + weaker_rule(weaker) + ")";
    if (check.host_op == HostOp::none) return "";
    const std::string op = host_op_name(check.host_op);
    const bool native = declares_native(info, check.host_op);
    if (check.path == HostPath::native && !native)
        return name + " has no " + op + " of its own (BackendInfo::native." + op + "); the sync core's protocol runs it";
    if (check.path == HostPath::protocol && native)
        return name + " runs " + op + " through its own path (BackendInfo::native." + op + "), not the sync core's protocol";
    return "";
}

namespace {

// After a check that kept its backend: no timeline signalled below its value (the one check that does takes its
// report) and no validation message.
void check_findings(Rig& rig) {
    const auto violations = rig.backend->take_violations();
    rig.c.expect(violations.empty(), std::to_string(violations.size()) + " timeline violations reported" +
                                         (violations.empty() ? "" : ", the first on semaphore " + std::to_string(violations[0].semaphore)));
    for (const std::string& message : rig.backend->take_messages()) rig.c.fail("validation: " + message);
}

CheckResult fail(const Check& check, std::string message) {
    CheckResult result{&check, Outcome::fail};
    result.messages.push_back(std::move(message));
    return result;
}

CheckResult execute(const Check& check, const std::string& backend, const sync::BackendOptions& options) {
    const backends::BackendEntry* entry = backends::find_backend(backend);
    if (entry == nullptr) return fail(check, backend + " is not a backend syncstress knows");
    auto created = entry->create(options);
    if (!created) return fail(check, backend + " could not be created: " + created.error().message);
    if (!*created) return fail(check, backend + " could not be created");
    Rig rig(backend, std::move(*created), check.info.side);
    CheckResult result{&check};
    if (std::string reason = not_applicable(check, rig.info, backend); !reason.empty()) {
        result.outcome = Outcome::not_applicable;
        result.reason = std::move(reason);
        return result;
    }
    try {
        check.run(rig);
        if (rig.backend) check_findings(rig);
    } catch (const NotApplicable& n) {
        result.reason = n.reason;
    } catch (const CheckStopped&) {
    } catch (const std::exception& e) {
        rig.c.fail(std::string("the check threw: ") + e.what());
    }
    result.messages = rig.c.failures();
    result.notes = std::move(rig.notes);
    result.outcome = !result.messages.empty() ? Outcome::fail : !result.reason.empty() ? Outcome::not_applicable : Outcome::pass;
    return result;
}

struct Pending {
    std::mutex mutex;
    std::condition_variable done;
    std::optional<CheckResult> result;
};

}  // namespace

const char* to_string(Outcome outcome) {
    switch (outcome) {
    case Outcome::pass: return "pass";
    case Outcome::fail: return "fail";
    case Outcome::not_applicable: return "not applicable";
    }
    return "?";
}

// The adapter ABI (include/syncstress/adapter.h) has no call that reports a non-monotonic signal.
bool reports_violations(const sync::BackendInfo& info) { return !info.adapter.has_value(); }

void add_sided(std::vector<Check>& checks, const std::string& what, void (*run)(Rig&), CheckInfo info) {
    for (Side side : {Side::device, Side::cuda}) {
        info.name = what + " (" + side_name(side) + " queues)";
        info.side = side;
        checks.push_back({info, run});
    }
}

std::span<const Check> all_checks() {
    static const std::vector<Check> checks = [] {
        std::vector<Check> all;
        for (auto part :
             {data_checks, timeline_checks, host_checks, prepared_checks, device_checks, barrier_checks, opaque_checks, recovery_checks})
            for (Check& check : part()) all.push_back(std::move(check));
        return all;
    }();
    return checks;
}

std::vector<const Check*> select_checks(std::string_view filter) {
    std::vector<const Check*> selected;
    for (const Check& check : all_checks())
        if (check.info.name.find(filter) != std::string::npos) selected.push_back(&check);
    return selected;
}

// On a thread of its own, so that a backend that never returns from a call fails the check instead of hanging the
// caller: that thread is then left behind with the backend, and owns everything it uses.
CheckResult run_check(const Check& check, const std::string& backend, const sync::BackendOptions& options) {
    const auto start = steady_clock::now();
    auto pending = std::make_shared<Pending>();
    std::thread worker;
    try {
        worker = std::thread([pending, copy = check, backend, options] {
            CheckResult result = execute(copy, backend, options);
            std::lock_guard lock(pending->mutex);
            pending->result = std::move(result);
            pending->done.notify_all();
        });
    } catch (const std::system_error& e) {
        return fail(check, std::string("cannot start the check's thread: ") + e.what());
    }
    std::unique_lock lock(pending->mutex);
    if (!pending->done.wait_for(lock, k_check_budget, [&] { return pending->result.has_value(); })) {
        lock.unlock();
        worker.detach();
        CheckResult result = fail(check, "timed out: the check did not end within " + std::to_string(k_check_budget.count()) +
                                             " s (a call into the backend did not return); it is left running");
        result.abandoned = true;
        result.time = steady_clock::now() - start;
        return result;
    }
    CheckResult result = std::move(*pending->result);
    lock.unlock();
    worker.join();
    result.check = &check;
    result.time = steady_clock::now() - start;
    return result;
}

std::vector<CheckResult> run_all(const std::string& backend, const sync::BackendOptions& options, std::string_view filter) {
    std::vector<CheckResult> results;
    for (const Check* check : select_checks(filter)) results.push_back(run_check(*check, backend, options));
    return results;
}

}  // namespace syncstress::conformance
