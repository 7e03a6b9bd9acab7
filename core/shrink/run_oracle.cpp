#include "core/engine/engine.h"
#include "core/shrink/shrink.h"

#include <algorithm>

namespace syncstress::shrink {

namespace {

constexpr int k_tries_per_candidate = 2;
// A hang timeout of this many of the input's own iterations: a correct iteration never takes that long, and a try
// that does hang costs a fraction of the 2 s default.
constexpr int64_t k_timeout_iterations = 50;
// A try runs this many times the iterations the input took per failure (at least k_min_try_iterations, at most the
// iterations asked for): a candidate that keeps a bug of the input's rate then misses it in a try with a chance of
// e^-10, and a candidate that lost it costs that many iterations, not all of them.
constexpr uint64_t k_iterations_per_failure = 10;
constexpr uint64_t k_min_try_iterations = 10;

uint64_t try_iterations(const report::ScenarioResult& shown, uint64_t most) {
    const uint64_t failures = std::max<uint64_t>(1, shown.failures);
    const uint64_t per_failure = (std::max<uint64_t>(1, shown.iterations) + failures - 1) / failures;
    return std::clamp(per_failure * k_iterations_per_failure, std::min(k_min_try_iterations, most), most);
}

engine::RunOptions run_options(const RunTarget& t) {
    engine::RunOptions o = t.base;
    o.backends.names = {t.backend};
    o.backends.named = true;
    o.iterations = t.iterations;
    o.duration.reset();
    o.until_fail = true;
    o.hang_timeout = t.hang_timeout;
    o.max_findings = 0;
    o.on_progress = nullptr;
    return o;
}

report::FindingKind report_kind(TargetKind k) { return k == TargetKind::hang ? report::FindingKind::hang : report::FindingKind::mismatch; }

const report::Finding* shown(const report::ScenarioResult& r, TargetKind kind, const std::string& object) {
    for (const report::Finding& f : r.findings)
        if (f.kind == report_kind(kind) && (kind == TargetKind::hang || object.empty() || f.object == object)) return &f;
    return nullptr;
}

}  // namespace

engine::RunOptions run_defaults() {
    engine::RunOptions o;
    if (auto perturb = engine::parse_perturbation("auto")) o.perturb = *perturb;
    return o;
}

std::chrono::nanoseconds iteration_work(const report::ScenarioResult& shown, std::chrono::nanoseconds bound) {
    using us = std::chrono::duration<double, std::micro>;
    us iteration(shown.timing.iteration_us.p50);
    // Where at least half the iterations hung, the median is a hung one: it waited a hang timeout at least.
    if (2 * shown.hangs >= std::max<uint64_t>(1, shown.iterations)) iteration -= bound;
    return std::chrono::duration_cast<std::chrono::nanoseconds>(std::max(iteration, us(0)));
}

std::chrono::nanoseconds hang_timeout_for(std::chrono::nanoseconds work, std::chrono::nanoseconds bound) {
    return std::clamp(work * k_timeout_iterations, std::chrono::nanoseconds(k_min_hang_timeout),
                      std::max(bound, std::chrono::nanoseconds(k_min_hang_timeout)));
}

std::chrono::nanoseconds calibrated_hang_timeout(const report::ScenarioResult& shown, std::chrono::nanoseconds bound) {
    return hang_timeout_for(iteration_work(shown, bound), bound);
}

RunTarget run_target(const scenario::Scenario& input, const report::ScenarioResult& shown, const report::Finding& finding,
                     uint64_t iterations, const engine::RunOptions& base) {
    RunTarget target;
    target.kind = finding.kind == report::FindingKind::hang ? TargetKind::hang : TargetKind::mismatch;
    target.backend = shown.backend;
    target.iterations = try_iterations(shown, iterations);
    target.base = base;
    target.iteration_work = iteration_work(shown, base.hang_timeout);
    target.hang_timeout = hang_timeout_for(target.iteration_work, base.hang_timeout);
    target.object = target.kind == TargetKind::mismatch ? finding.object : std::string();
    target.message = finding.message;
    target.allowed = proved_kinds(input).value_or(std::set<analysis::FindingKind>{});
    return target;
}

Result<RunTarget> run_target(const scenario::Scenario& input, std::optional<TargetKind> kind, const std::string& backend,
                             uint64_t iterations, const engine::RunOptions& base) {
    auto choice = engine::resolve_backends(backend, base.device);
    if (!choice) return choice.error();
    if (choice->names.size() != 1)
        return make_error("--backend: shrink runs on one backend; '" + backend + "' names " + std::to_string(choice->names.size()),
                          ErrorKind::bad_input);
    RunTarget target;
    target.backend = choice->names[0];
    target.iterations = iterations;
    target.base = base;
    target.hang_timeout = base.hang_timeout;
    const report::ScenarioResult r = engine::run_one(input, target.backend, run_options(target));
    if (r.status == report::ResultStatus::skip || r.status == report::ResultStatus::error)
        return make_error("backend " + target.backend + " cannot run " + input.file + ": " + r.reason.value_or("no reason given"),
                          ErrorKind::bad_input);
    for (TargetKind k : {TargetKind::mismatch, TargetKind::hang}) {
        if (kind && *kind != k) continue;
        if (const report::Finding* f = shown(r, k, {})) return run_target(input, r, *f, iterations, base);
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
    const engine::RunOptions o = run_options(target);
    for (int i = 0; i < k_tries_per_candidate; ++i) {
        const report::ScenarioResult r = target.runner ? target.runner(c.scenario, o) : engine::run_one(c.scenario, target.backend, o);
        if (shown(r, target.kind, target.object)) return true;
    }
    return false;
}

Chosen oracle_of(RunTarget target) {
    auto shared = std::make_shared<const RunTarget>(std::move(target));
    std::string kept = std::string(to_string(shared->kind)) + " (run on " + shared->backend + "): " + shared->message;
    return {[shared](const Candidate& c) { return run_keeps(*shared, c); }, std::move(kept)};
}

}  // namespace syncstress::shrink
