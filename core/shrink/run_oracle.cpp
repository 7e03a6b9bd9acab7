#include "core/engine/engine.h"
#include "core/shrink/shrink.h"

#include <algorithm>

namespace syncstress::shrink {

namespace {

constexpr int k_tries_per_candidate = 2;
// A hang timeout of this many of the input's own iterations: a correct iteration never takes that long, and a try
// that does hang costs a fraction of the 2 s default.
constexpr int64_t k_timeout_iterations = 50;
constexpr auto k_min_hang_timeout = std::chrono::milliseconds(50);

engine::RunOptions run_options(const std::string& backend, uint64_t iterations, std::chrono::nanoseconds hang_timeout) {
    engine::RunOptions o;
    o.backends.names = {backend};
    o.backends.named = true;
    o.iterations = iterations;
    o.until_fail = true;
    o.hang_timeout = hang_timeout;
    if (auto perturb = engine::parse_perturbation("auto")) o.perturb = *perturb;
    o.max_findings = 0;
    return o;
}

report::FindingKind report_kind(TargetKind k) { return k == TargetKind::hang ? report::FindingKind::hang : report::FindingKind::mismatch; }

const report::Finding* shown(const report::ScenarioResult& r, TargetKind kind, const std::string& object) {
    for (const report::Finding& f : r.findings)
        if (f.kind == report_kind(kind) && (kind == TargetKind::hang || object.empty() || f.object == object)) return &f;
    return nullptr;
}

}  // namespace

Result<RunTarget> run_target(const scenario::Scenario& input, std::optional<TargetKind> kind, const std::string& backend,
                             uint64_t iterations) {
    auto choice = engine::resolve_backends(backend);
    if (!choice) return choice.error();
    if (choice->names.size() != 1)
        return make_error("--backend: shrink runs on one backend; '" + backend + "' names " + std::to_string(choice->names.size()),
                          ErrorKind::bad_input);
    RunTarget target;
    target.allowed = proved_kinds(input).value_or(std::set<analysis::FindingKind>{});
    target.backend = choice->names[0];
    target.iterations = iterations;
    const engine::RunOptions o = run_options(target.backend, iterations, target.hang_timeout);
    const auto start = std::chrono::steady_clock::now();
    const report::ScenarioResult r = engine::run_one(input, target.backend, o);
    const auto elapsed = std::chrono::steady_clock::now() - start;
    if (r.status == report::ResultStatus::skip || r.status == report::ResultStatus::error)
        return make_error("backend " + target.backend + " cannot run " + input.file + ": " + r.reason.value_or("no reason given"),
                          ErrorKind::bad_input);
    for (TargetKind k : {TargetKind::mismatch, TargetKind::hang}) {
        if (kind && *kind != k) continue;
        if (const report::Finding* f = shown(r, k, {})) {
            target.kind = k;
            target.object = k == TargetKind::mismatch ? f->object : std::string();
            target.message = f->message;
            // The iterations that ran, less the watchdog's wait where one fired.
            const auto waited = std::chrono::duration_cast<std::chrono::nanoseconds>(o.hang_timeout) * static_cast<int64_t>(r.hangs);
            const auto work = std::max(std::chrono::duration_cast<std::chrono::nanoseconds>(elapsed) - waited, std::chrono::nanoseconds(0));
            const auto per_iteration = work / static_cast<int64_t>(std::max<uint64_t>(1, r.iterations));
            target.hang_timeout =
                std::clamp(per_iteration * k_timeout_iterations, std::chrono::nanoseconds(k_min_hang_timeout), target.hang_timeout);
            return target;
        }
    }
    const std::string iterations_text = std::to_string(r.iterations) + (r.iterations == 1 ? " iteration" : " iterations");
    return make_error(input.file + " shows no " + (kind ? std::string(to_string(*kind)) : "mismatch or hang") + " in " + iterations_text +
                          " on " + target.backend + (r.failures > 0 ? " (the run stopped at its first failure, of another kind)" : "") +
                          (kind ? "" : "; the analysis proves no race, deadlock or timeline misuse either"),
                      ErrorKind::bad_input);
}

bool run_keeps(const RunTarget& target, const Candidate& c) {
    const auto kinds = proved_kinds(c.scenario);
    if (!kinds || !std::includes(target.allowed.begin(), target.allowed.end(), kinds->begin(), kinds->end())) return false;
    const engine::RunOptions o = run_options(target.backend, target.iterations, target.hang_timeout);
    for (int i = 0; i < k_tries_per_candidate; ++i)
        if (shown(engine::run_one(c.scenario, target.backend, o), target.kind, target.object)) return true;
    return false;
}

}  // namespace syncstress::shrink
