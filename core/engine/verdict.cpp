#include "core/engine/verdict.h"

#include "core/common/parallel_for.h"

#include <algorithm>
#include <atomic>
#include <cstring>
#include <sstream>

namespace syncstress::engine {

namespace {

std::string tag_name(const scenario::Scenario& sc, uint32_t tag) {
    if (tag < sc.steps.size()) return scenario::step_name(sc, tag);
    // The calibration of --perturb auto tags its submissions with the step count, one past the last step.
    return tag == sc.steps.size() ? "--perturb auto's calibration" : "step " + std::to_string(tag);
}

bool user_semaphore(const scenario::Scenario& sc, const std::string& name) {
    return std::any_of(sc.semaphores.begin(), sc.semaphores.end(), [&](const scenario::Semaphore& s) { return s.name == name; });
}

}  // namespace

std::string iteration_values_note(const scenario::Scenario& sc, uint64_t iteration) {
    if (iteration == 0 || sc.semaphores.empty()) return {};
    const uint64_t it = iteration, stride = sc.semaphore_stride;
    return "iteration " + std::to_string(it) + " raises every semaphore value the file names by " + std::to_string(it * stride) + " (" +
           std::to_string(it) + " x " + std::to_string(stride) + ", the largest value it names), so that each iteration's values are new";
}

bool protocol_as_expected(const scenario::Scenario& sc, const std::vector<report::Finding>& analysis) {
    bool as_expected = sc.expect == scenario::Expect::pass;
    for (const auto& f : analysis) {
        if (sc.expect == scenario::Expect::pass && !f.warning) as_expected = false;
        if (sc.expect != scenario::Expect::pass && f.expected) as_expected = true;
    }
    return as_expected;
}

std::vector<std::string> describe_state(const scenario::Scenario& sc, const sync::DeviceState& state,
                                        const std::map<sync::QueueId, uint64_t>& calibration_submissions) {
    std::vector<std::string> lines;
    for (const auto& q : state.queues) {
        std::string line = "queue " + q.name + " (" + to_string(q.side) + "): finished " + std::to_string(q.finished) + " of " +
                           std::to_string(q.submitted) + " submissions";
        const auto id = static_cast<sync::QueueId>(&q - state.queues.data());  // the state lists queues in id order
        if (const auto calibrated = calibration_submissions.find(id); calibrated != calibration_submissions.end())
            line += " (" + std::to_string(calibrated->second) + " of them --perturb auto's calibration, before the first iteration)";
        if (q.last_finished_tag) line += "; last finished " + tag_name(sc, *q.last_finished_tag);
        if (q.blocked_tag) line += "; blocked at " + tag_name(sc, *q.blocked_tag);
        if (!q.waiting_for.empty()) {
            line += " waiting for ";
            for (size_t i = 0; i < q.waiting_for.size(); ++i) line += (i ? ", " : "") + q.waiting_for[i];
        }
        lines.push_back(std::move(line));
    }
    for (const auto& s : state.semaphores) {
        std::string line = "semaphore " + s.name + " = " + std::to_string(s.value);
        if (!s.awaited.empty()) {
            line += ", awaited:";
            for (auto v : s.awaited) line += " " + std::to_string(v);
        }
        lines.push_back(std::move(line));
    }
    return lines;
}

void Verdict::list_proved() {
    for (size_t i = 0; i < result_.findings.size(); ++i) {
        const auto& f = result_.findings[i];
        if (f.kind == report::FindingKind::race || f.kind == report::FindingKind::deadlock || f.kind == report::FindingKind::timeline)
            proved_.push_back({i});
    }
}

void Verdict::begin_iteration() {
    matched_.assign(proved_.size(), false);
    iteration_failed_ = false;
    iteration_mismatched_ = false;
    iteration_hung_ = false;
    reversed_.clear();
}

namespace {

// A comparison of at least this many elements (1 MiB) goes over the pool's threads, in parts of k_compare_part.
constexpr size_t k_parallel_compare = 256 * 1024, k_compare_part = 64 * 1024;

bool same_words(std::span<const uint32_t> a, std::span<const uint32_t> b) {
    if (a.size() != b.size()) return false;
    if (a.size() < k_parallel_compare) return std::memcmp(a.data(), b.data(), a.size_bytes()) == 0;
    std::atomic<bool> same{true};
    const size_t parts = (a.size() + k_compare_part - 1) / k_compare_part;
    parallel_for(parts, [&](size_t p) {
        if (!same.load(std::memory_order_relaxed)) return;
        const size_t first = p * k_compare_part, count = std::min(k_compare_part, a.size() - first);
        if (std::memcmp(a.data() + first, b.data() + first, count * sizeof(uint32_t)) != 0) same.store(false, std::memory_order_relaxed);
    });
    return same.load();
}

// The elements of a check (its first at absolute index `offset`) where `actual` differs from `expected`, or that one
// of them lacks.
std::vector<ElementRun> wrong_runs(uint64_t offset, std::span<const uint32_t> expected, std::span<const uint32_t> actual) {
    std::vector<ElementRun> runs;
    for (size_t j = 0; j < std::max(expected.size(), actual.size()); ++j) {
        if (j < expected.size() && j < actual.size() && expected[j] == actual[j]) continue;
        if (!runs.empty() && runs.back().last == offset + j)
            ++runs.back().last;
        else
            runs.push_back({offset + j, offset + j + 1});
    }
    return runs;
}

}  // namespace

std::optional<report::Finding> Verdict::check(size_t step, const scenario::Check& c, size_t index, const model::Model& model,
                                              std::span<const uint32_t> actual, uint64_t it) {
    auto expected = model.expected(index);
    if (same_words(expected, actual)) return std::nullopt;
    iteration_failed_ = true;
    iteration_mismatched_ = true;
    match_races(c.host, wrong_runs(c.range.offset, expected, actual));
    const auto m = model.classify(index, actual);
    report::Finding f;
    f.kind = report::FindingKind::mismatch;
    f.expected = sc_.expect == scenario::Expect::race;
    f.iteration = it;
    f.steps = {step};
    f.object = sc_.host_arrays[c.host].name;
    f.offset = c.range.offset;
    f.count = c.range.count;
    f.classification = m.kind;
    f.first_index = m.first_index;
    f.wrong = m.count;
    f.checked = m.checked;
    for (const auto& s : m.samples) f.samples.push_back({s.index, s.expected, s.actual});
    std::ostringstream msg;
    msg << scenario::step_name(sc_, step) << ": " << m.count << " of " << m.checked << " elements of " << f.object << " wrong ("
        << to_string(m.kind) << "), first at [" << m.first_index << "]";
    if (!m.samples.empty()) msg << ": expected " << m.samples[0].expected << ", got " << m.samples[0].actual;
    if (!m.note.empty()) msg << "; the value of " << m.note;
    f.message = msg.str();
    return f;
}

report::Finding Verdict::hang(size_t step, uint64_t it) {
    iteration_hung_ = true;
    ++result_.hangs;
    report::Finding f;
    f.kind = report::FindingKind::hang;
    f.expected = sc_.expect == scenario::Expect::deadlock;
    f.iteration = it;
    if (step < sc_.steps.size()) f.steps = {step};
    return f;
}

std::vector<report::Finding> Verdict::backend_findings(WatchedDevice& device, uint64_t it) {
    std::vector<report::Finding> found;
    if (!device.findings_pending()) return found;
    for (const auto& v : device.take_violations()) {
        report::Finding f;
        f.kind = report::FindingKind::timeline;
        f.expected = sc_.expect != scenario::Expect::pass;
        f.iteration = it;
        f.object = v.name;
        f.message = "non-monotonic signal: " + f.object + " signalled " + std::to_string(v.signalled) + " while at " +
                    std::to_string(v.current) + " (a timeline may only rise; Vulkan forbids this)";
        if (const uint64_t raised = it * sc_.semaphore_stride;
            raised && user_semaphore(sc_, v.name) && v.signalled >= raised && v.current >= raised)
            f.message += "; these are the file's " + std::to_string(v.signalled - raised) + " and " + std::to_string(v.current - raised) +
                         ": " + iteration_values_note(sc_, it);
        iteration_failed_ = true;
        reversed_.push_back(v.name);
        found.push_back(std::move(f));
    }
    for (auto& message : device.take_messages()) {
        report::Finding f;
        f.kind = report::FindingKind::validation;
        f.iteration = it;
        // A message of the hang recovery's own signal is the recovery's, not the scenario's: a warning.
        f.warning = message.starts_with(sync::k_recovery_message);
        const size_t vuid = f.warning ? sync::k_recovery_message.size() : 0;
        f.vuid = message.substr(vuid, message.find(':', vuid) - vuid);
        f.message = std::move(message);
        iteration_failed_ = iteration_failed_ || !f.warning;
        found.push_back(std::move(f));
    }
    return found;
}

void Verdict::add(report::Finding f) {
    if (runtime_findings_ >= max_findings_ + 1) {
        ++result_.findings_dropped;
        return;
    }
    ++runtime_findings_;
    result_.findings.push_back(std::move(f));
}

namespace {

// Whether two orders put the same signals in the same order (a deadlock's and the reversal it needs).
bool same_signals(const std::optional<report::Order>& a, const std::optional<report::Order>& b) {
    auto same_site = [](const report::SyncSite& x, const report::SyncSite& y) { return x.step == y.step && x.command == y.command; };
    if (!a || !b || !same_site(a->late, b->late) || a->early.has_value() != b->early.has_value()) return false;
    return !a->early || same_site(*a->early, *b->early);
}

}  // namespace

void Verdict::match_races(uint32_t host, std::span<const ElementRun> wrong) {
    signatures_.resize(proved_.size());
    matched_.resize(proved_.size(), false);
    for (size_t p = 0; p < proved_.size(); ++p) {
        const auto& f = result_.findings[proved_[p].finding];
        if (f.kind != report::FindingKind::race || matched_[p]) continue;
        if (!signatures_[p]) signatures_[p] = std::make_unique<RaceSignature>(sc_, f);
        matched_[p] = signatures_[p]->reaches(host, wrong);
    }
}

bool Verdict::race_credited(size_t p, std::optional<size_t> aimed_race) const {
    if (p >= matched_.size() || !matched_[p]) return false;
    return !aimed_race || *aimed_race >= matched_.size() || !matched_[*aimed_race] || *aimed_race == p;
}

// A race is credited with an iteration whose data was wrong where its signature (race_signature.h) reaches a wrong
// element: two races that share an access leave different data. Of those, the race the iteration's delay aimed at
// when it is one of them (the data cannot tell them apart), else each. A deadlock, with an iteration that hung, unless it forced
// another finding's order; or, in an iteration that forced its order, with the reversal of its semaphore that it
// needs, seen by a backend that kept the backwards signal from the driver (so that nothing could starve). A timeline
// reversal, with a non-monotonic signal of its semaphore, or a hang in an iteration that forced its order or the
// order of a deadlock that needs the same signals in the same order.
void Verdict::end_iteration(uint64_t it, std::optional<size_t> aimed_race, std::optional<size_t> forced) {
    if (iteration_mismatched_) ++mismatched_iterations_;
    const report::Finding* forced_finding = forced && *forced < proved_.size() ? &result_.findings[proved_[*forced].finding] : nullptr;
    for (size_t p = 0; p < proved_.size(); ++p) {
        const auto& f = result_.findings[proved_[p].finding];
        const bool reversed = std::find(reversed_.begin(), reversed_.end(), f.object) != reversed_.end();
        bool seen = iteration_mismatched_ && race_credited(p, aimed_race);
        bool by_reversal = false;
        if (f.kind == report::FindingKind::deadlock) {
            seen = iteration_hung_ && (!forced || *forced == p);
            by_reversal = !seen && forced == p && reversed;
            seen = seen || by_reversal;
        }
        if (f.kind == report::FindingKind::timeline) {
            const bool forced_its_order =
                forced == p || (forced_finding && forced_finding->kind == report::FindingKind::deadlock &&
                                forced_finding->object == f.object && same_signals(forced_finding->order, f.order));
            seen = reversed || (iteration_hung_ && forced_its_order);
        }
        if (!seen) continue;
        if (!proved_[p].first) proved_[p].first = it;
        ++proved_[p].iterations;
        if (by_reversal) ++proved_[p].by_reversal;
    }
    ++result_.iterations;
    if (iteration_failed_ || iteration_hung_) ++result_.failures;
    consecutive_hangs_ = iteration_hung_ ? consecutive_hangs_ + 1 : 0;
}

void Verdict::finish_shown(const sync::BackendInfo& info) {
    if (result_.iterations == 0) return;  // the device ran nothing: not looked for
    for (const Proved& p : proved_) {
        report::Finding& f = result_.findings[p.finding];
        if (p.iterations > 0) {
            f.shown = report::Shown{p.iterations, p.first};
            continue;
        }
        const std::string in = " in " + std::to_string(result_.iterations) + " iteration" + (result_.iterations == 1 ? "" : "s");
        if (f.kind == report::FindingKind::deadlock)
            f.not_shown = "did not hang" + in;
        else if (f.kind == report::FindingKind::timeline)
            f.not_shown = "no reversal seen" + in;
        else if (frees(f))
            f.not_shown = "a free changes no data, so no run can show its race (the analysis proves it)";
        else if (const auto shared = shared_hardware_queue(f, info))
            f.not_shown = "one hardware queue: " + *shared;
        else if (const auto unordered = within_unordered_queue(f, info))
            f.not_shown = *unordered;
        else if (const auto early = upload_read_at_submission(f, info))
            f.not_shown = *early + " (not seen" + in + ")";
        else
            f.not_shown = "not seen" + in;
    }
}

// For the reason of an expected result: "; shown on cpu in 37 of 100 iterations" (iterations with wrong data,
// whichever race wrote it) or "; not shown on vulkan: <why>".
std::string Verdict::shown_summary(report::FindingKind kind) const {
    std::string why;
    for (const Proved& p : proved_) {
        const auto& f = result_.findings[p.finding];
        if (f.kind != kind) continue;
        if (f.shown && kind == report::FindingKind::race)
            return "; shown on " + backend_ + " in " + std::to_string(mismatched_iterations_) + " of " +
                   std::to_string(result_.iterations) + " iterations";
        if (f.shown && kind == report::FindingKind::deadlock && p.by_reversal == p.iterations)
            return "; shown on " + backend_ + " in " + std::to_string(f.shown->iterations) + " of " + std::to_string(result_.iterations) +
                   " iterations by the reversal it needs, in the order that starves the wait (" + backend_ +
                   " keeps a backwards signal from the driver, as Vulkan forbids it: nothing hung)";
        if (f.shown)
            return "; shown on " + backend_ + " in " + std::to_string(f.shown->iterations) + " of " + std::to_string(result_.iterations) +
                   " iterations";
        if (why.empty()) why = f.not_shown;
    }
    return why.empty() ? std::string() : "; not shown on " + backend_ + ": " + why;
}

bool Verdict::frees(const report::Finding& f) const {
    return std::any_of(f.accesses.begin(), f.accesses.end(), [&](const report::Access& a) {
        return a.step < sc_.steps.size() && std::holds_alternative<scenario::Free>(sc_.steps[a.step]);
    });
}

// When both accesses of a race are commands of one unordered queue that the backend runs serially, or whose
// barriers it makes full: why the race cannot show there.
std::optional<std::string> Verdict::within_unordered_queue(const report::Finding& f, const sync::BackendInfo& info) const {
    if (f.accesses.size() != 2 || f.accesses[0].queue.empty() || f.accesses[0].queue != f.accesses[1].queue) return std::nullopt;
    for (const scenario::Queue& q : sc_.queues) {
        if (q.name != f.accesses[0].queue || q.ordered) continue;
        if (!info.unordered_serial.empty()) return info.unordered_serial;
        const bool barriers = std::any_of(sc_.steps.begin(), sc_.steps.end(), [](const scenario::Step& step) {
            const auto* submit = std::get_if<scenario::Submit>(&step);
            return submit && std::any_of(submit->commands.begin(), submit->commands.end(),
                                         [](const scenario::Command& c) { return std::holds_alternative<scenario::Barrier>(c); });
        });
        if (barriers && !info.full_barriers.empty()) return info.full_barriers;
    }
    return std::nullopt;
}

// A host write racing with an earlier upload from the same host array (a staging slot refilled before the upload is
// known to be done), on a runtime that may read an upload's host array at any time from its submission: it may have
// read it at once, and then no later write can change what it uploaded.
std::optional<std::string> Verdict::upload_read_at_submission(const report::Finding& f, const sync::BackendInfo& info) const {
    if ((info.weaker & sync::k_weaker_upload_reads_until_complete) == 0 || f.accesses.size() != 2) return std::nullopt;
    const report::Access& device = f.accesses[0];
    const report::Access& host = f.accesses[1];
    if (device.queue.empty() || device.access != report::AccessKind::read || !device.command || !host.queue.empty() ||
        host.access != report::AccessKind::write || device.step >= sc_.steps.size())
        return std::nullopt;
    const auto* submit = std::get_if<scenario::Submit>(&sc_.steps[device.step]);
    if (!submit || *device.command >= submit->commands.size() ||
        !std::holds_alternative<scenario::Upload>(submit->commands[*device.command]))
        return std::nullopt;
    return "the runtime may read an upload's host array at any time from its submission, not only when the upload runs "
           "(it declares so): where it reads it at once (WebGPU's writeBuffer copies it when called; NVIDIA's OpenCL copies a "
           "small write from pageable memory when it is enqueued behind other work), the host's later write cannot change "
           "what was uploaded";
}

// When both accesses of a race are on device-side queues that share one hardware queue: how they map.
std::optional<std::string> Verdict::shared_hardware_queue(const report::Finding& f, const sync::BackendInfo& info) const {
    if (info.hardware_queues == 0 || f.accesses.size() != 2) return std::nullopt;
    auto slot = [&](const std::string& name) -> std::optional<size_t> {
        size_t device_queues = 0;
        for (const auto& q : sc_.queues) {
            if (q.side != Side::device) continue;
            if (q.name == name) return device_queues % info.hardware_queues;
            ++device_queues;
        }
        return std::nullopt;
    };
    const auto a = slot(f.accesses[0].queue), b = slot(f.accesses[1].queue);
    if (!a || !b || *a != *b || f.accesses[0].queue == f.accesses[1].queue) return std::nullopt;
    const std::string both = "queues " + f.accesses[0].queue + " and " + f.accesses[1].queue;
    if (info.hardware_queues == 1) return both + " run one after the other on it";
    return both + " share one of " + std::to_string(info.hardware_queues) + " hardware queues (round-robin) and run one after the other";
}

void Verdict::conclude(const RunEnd& end) {
    const bool mismatches = result_.failures > result_.hangs;
    const std::string expect = scenario::to_string(sc_.expect);
    if (end.backend_error) {
        report::mark_backend_error(result_, *end.backend_error);
    } else if (sc_.expect == scenario::Expect::deadlock && end.protocol_as_expected && result_.hangs == 0 && end.model_deadlock) {
        // Proved, and the device should have stuck where the model did: it did not, which is a finding of its own.
        result_.status = report::ResultStatus::fail;
        result_.reason = "the analysis proved the deadlock the scenario expects, but " + backend_ +
                         " did not hang where the reference model does (" + *end.model_deadlock + ")";
    } else if (sc_.expect != scenario::Expect::pass) {
        result_.status = end.protocol_as_expected ? report::ResultStatus::expected : report::ResultStatus::fail;
        result_.reason = end.protocol_as_expected ? "the analysis found the " + expect + " the scenario expects"
                                                  : "expect: " + expect + ", but the analysis found none";
        if (end.protocol_as_expected && sc_.expect == scenario::Expect::deadlock && result_.hangs > 0 && end.once)
            *result_.reason += "; shown on " + backend_ + ": the watchdog fired and the backend was recovered";
        else if (end.protocol_as_expected)
            *result_.reason +=
                shown_summary(sc_.expect == scenario::Expect::race ? report::FindingKind::race : report::FindingKind::deadlock);
    } else if (result_.hangs > 0) {
        result_.status = report::ResultStatus::hang;
        if (end.model_deadlock && !end.abandoned)
            // The proof is the reason: every iteration would stick where the first did, however it recovered.
            result_.reason = "stopped after " + std::to_string(result_.hangs) +
                             " hang(s): the deadlock is certain, the reference model is stuck there too (" + *end.model_deadlock +
                             "), so no later iteration could run; the backend was recovered";
        else if (end.wedged)
            result_.reason = "stopped after " + std::to_string(result_.hangs) + " hang(s): the backend stayed wedged" +
                             (end.abandoned ? "; backend abandoned: " + *end.abandoned : std::string());
    } else if (mismatches || !end.protocol_as_expected) {
        result_.status = report::ResultStatus::fail;
        if (!end.protocol_as_expected && !mismatches) result_.reason = "the analysis found a protocol bug";
    } else {
        result_.status = report::ResultStatus::pass;
    }
}

}  // namespace syncstress::engine
