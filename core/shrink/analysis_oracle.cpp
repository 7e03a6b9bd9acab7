#include "core/shrink/shrink.h"

#include <algorithm>
#include <exception>
#include <functional>
#include <memory>

namespace syncstress::shrink {

using analysis::FindingKind;

namespace {

constexpr bool provable(FindingKind k) { return k == FindingKind::race || k == FindingKind::deadlock || k == FindingKind::timeline; }

FindingKind finding_kind(TargetKind k) {
    switch (k) {
    case TargetKind::deadlock: return FindingKind::deadlock;
    case TargetKind::timeline: return FindingKind::timeline;
    default: return FindingKind::race;
    }
}

// The analysis of a candidate; none where it fails. A failure of the analysis is its own bug, not the candidate's
// finding: the candidate is given up and the reduction goes on.
std::optional<analysis::Analysis> analysis_of(const scenario::Scenario& s) {
    try {
        return analysis::analyze(s);
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

}  // namespace

Signature signature_of(const Candidate& c, const analysis::Finding& finding) {
    Signature sig{finding.kind, {}, finding.object};
    if (finding.kind == FindingKind::race) {
        for (const analysis::AccessSite& access : finding.accesses) sig.places.push_back(origin_of(c, access.step, access.command));
        return sig;
    }
    // A chain: the steps it names, as a set (the order the analysis walks them in may differ once others are gone).
    for (size_t step : finding.steps) sig.places.push_back(origin_of(c, step));
    std::sort(sig.places.begin(), sig.places.end());
    sig.places.erase(std::unique(sig.places.begin(), sig.places.end()), sig.places.end());
    return sig;
}

std::optional<std::set<FindingKind>> proved_kinds(const scenario::Scenario& s) {
    const std::optional<analysis::Analysis> found = analysis_of(s);
    if (!found) return std::nullopt;
    std::set<FindingKind> kinds;
    for (const analysis::Finding& f : found->findings)
        if (provable(f.kind)) kinds.insert(f.kind);
    return kinds;
}

namespace {

// The input's proved findings, and the target of the one `choose` picks (none: the error `none`).
using Choose = std::function<const analysis::Finding*(const std::vector<const analysis::Finding*>&)>;

Result<AnalysisTarget> chosen_target(const scenario::Scenario& input, const Choose& choose, const std::function<Error(size_t)>& none) {
    const analysis::Analysis found = analysis::analyze(input);
    std::vector<const analysis::Finding*> proved;
    AnalysisTarget target;
    for (const analysis::Finding& f : found.findings)
        if (provable(f.kind)) {
            proved.push_back(&f);
            target.allowed.insert(f.kind);
        }
    const analysis::Finding* chosen = choose(proved);
    if (!chosen) return none(proved.size());
    target.target = signature_of(original(input), *chosen);
    target.message = chosen->message;
    return target;
}

}  // namespace

Result<AnalysisTarget> analysis_target(const scenario::Scenario& input, std::optional<size_t> number, std::optional<TargetKind> kind) {
    const auto choose = [&](const std::vector<const analysis::Finding*>& proved) -> const analysis::Finding* {
        if (number) return *number >= 1 && *number <= proved.size() ? proved[*number - 1] : nullptr;
        for (const analysis::Finding* f : proved)
            if (!kind || f->kind == finding_kind(*kind)) return f;
        return nullptr;
    };
    const auto none = [&](size_t count) {
        if (number)
            return make_error("the analysis proves " + std::to_string(count) + " finding" + (count == 1 ? "" : "s") +
                                  " (races, deadlocks, timeline misuse) in " + input.file + "; --finding takes 1 to " +
                                  std::to_string(count),
                              ErrorKind::bad_input);
        return make_error("the analysis proves no " + std::string(kind ? to_string(*kind) : "race, deadlock or timeline misuse") + " in " +
                              input.file,
                          ErrorKind::bad_input);
    };
    return chosen_target(input, choose, none);
}

Result<AnalysisTarget> analysis_target(const scenario::Scenario& input, const std::string& message) {
    const auto choose = [&](const std::vector<const analysis::Finding*>& proved) -> const analysis::Finding* {
        for (const analysis::Finding* f : proved)
            if (f->message == message) return f;
        return nullptr;
    };
    const auto none = [&](size_t) {
        return make_error("the analysis of " + input.file + " no longer proves: " + message, ErrorKind::bad_input);
    };
    return chosen_target(input, choose, none);
}

Chosen oracle_of(AnalysisTarget target) {
    auto shared = std::make_shared<const AnalysisTarget>(std::move(target));
    std::string kept = std::string(analysis::to_string(shared->target.kind)) + " (analysis): " + shared->message;
    return {[shared](const Candidate& c) { return analysis_keeps(*shared, c); }, std::move(kept)};
}

bool analysis_keeps(const AnalysisTarget& target, const Candidate& c) {
    const std::optional<analysis::Analysis> analysed = analysis_of(c.scenario);
    if (!analysed) return false;
    const analysis::Analysis& found = *analysed;
    bool kept = false;
    for (const analysis::Finding& f : found.findings) {
        if (!provable(f.kind)) continue;
        if (!target.allowed.count(f.kind)) return false;
        if (f.kind == target.target.kind && !kept) {
            Signature sig = signature_of(c, f);
            // A race's accesses in the other order are the same race.
            if (sig.kind == FindingKind::race && sig.places.size() == 2 && sig.places != target.target.places)
                std::swap(sig.places[0], sig.places[1]);
            kept = sig == target.target;
        }
    }
    return kept;
}

}  // namespace syncstress::shrink
