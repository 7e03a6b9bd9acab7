#include "core/shrink/shrink.h"

#include <algorithm>
#include <exception>

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

Result<AnalysisTarget> analysis_target(const scenario::Scenario& input, std::optional<size_t> number, std::optional<TargetKind> kind) {
    const Candidate c = original(input);
    const analysis::Analysis found = analysis::analyze(input);
    std::vector<const analysis::Finding*> proved;
    AnalysisTarget target;
    for (const analysis::Finding& f : found.findings)
        if (provable(f.kind)) {
            proved.push_back(&f);
            target.allowed.insert(f.kind);
        }
    const analysis::Finding* chosen = nullptr;
    if (number) {
        if (*number == 0 || *number > proved.size())
            return make_error("the analysis proves " + std::to_string(proved.size()) + " finding" + (proved.size() == 1 ? "" : "s") +
                                  " (races, deadlocks, timeline misuse) in " + input.file + "; --finding takes 1 to " +
                                  std::to_string(proved.size()),
                              ErrorKind::bad_input);
        chosen = proved[*number - 1];
    } else {
        for (const analysis::Finding* f : proved)
            if (!chosen && (!kind || f->kind == finding_kind(*kind))) chosen = f;
    }
    if (!chosen)
        return make_error("the analysis proves no " + std::string(kind ? to_string(*kind) : "race, deadlock or timeline misuse") + " in " +
                              input.file,
                          ErrorKind::bad_input);
    target.target = signature_of(c, *chosen);
    target.message = chosen->message;
    return target;
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
