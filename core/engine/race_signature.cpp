#include "core/engine/race_signature.h"

#include "core/scenario/accesses.h"

#include <algorithm>
#include <iterator>

namespace syncstress::engine {

namespace {

struct Span {
    uint32_t object;
    uint64_t offset, count;
};

const std::string& object_name(const scenario::Scenario& s, uint32_t object) {
    return object < s.buffers.size() ? s.buffers[object].name : s.host_arrays[object - s.buffers.size()].name;
}

// The object the race is on: the one of its first access's ranges that has the race's name.
std::optional<uint32_t> race_object(const scenario::Scenario& s, const report::Finding& race) {
    std::optional<uint32_t> found;
    const auto& a = race.accesses[0];
    scenario::for_each_access(s, a.step, a.command, [&](uint32_t object, uint64_t, uint64_t, bool) {
        if (!found && object_name(s, object) == race.object) found = object;
    });
    return found;
}

}  // namespace

RaceSignature::RaceSignature(const scenario::Scenario& s, const report::Finding& race)
    : sc_(s), runs_(s.buffers.size() + s.host_arrays.size()) {
    if (race.accesses.size() != 2 || !race.offset || !race.count) return;
    for (const report::Access& a : race.accesses)
        if (a.step >= s.steps.size() || std::holds_alternative<scenario::Free>(s.steps[a.step])) return;
    const auto object = race_object(s, race);
    if (!object) return;
    const uint64_t first = *race.offset, last = first + *race.count;
    std::vector<Runs> overlap(runs_.size());
    overlap[*object][first] = last;
    const bool both_write = std::all_of(race.accesses.begin(), race.accesses.end(),
                                        [](const report::Access& a) { return a.access == report::AccessKind::write; });
    if (both_write) add(*object, first, last);
    for (const report::Access& a : race.accesses) {
        if (a.access != report::AccessKind::read) continue;
        if (!a.command && std::holds_alternative<scenario::Check>(s.steps[a.step]))
            add(*object, first, last);  // the check sees it
        else
            pass_on(a.step, a.command, &overlap);
    }
    for (bool grew = true; grew;) {
        grew = false;
        for (size_t step = 0; step < s.steps.size(); ++step) {
            if (const auto* submit = std::get_if<scenario::Submit>(&s.steps[step]))
                for (size_t c = 0; c < submit->commands.size(); ++c) grew = pass_on(step, c, nullptr) || grew;
            else
                grew = pass_on(step, std::nullopt, nullptr) || grew;
        }
    }
}

bool RaceSignature::add(uint32_t object, uint64_t first, uint64_t last) {
    if (first >= last) return false;
    Runs& runs = runs_[object];
    auto it = runs.upper_bound(first);
    if (it != runs.begin() && std::prev(it)->second >= last) return false;  // held already
    if (it != runs.begin() && std::prev(it)->second >= first) {
        --it;
        first = it->first;
        last = std::max(last, it->second);
        it = runs.erase(it);
    }
    while (it != runs.end() && it->first <= last) {
        last = std::max(last, it->second);
        it = runs.erase(it);
    }
    runs.emplace(first, last);
    return true;
}

bool RaceSignature::pass_on(size_t step, std::optional<size_t> command, const std::vector<Runs>* from) {
    std::vector<Span> reads, writes;
    scenario::for_each_access(sc_, step, command, [&](uint32_t object, uint64_t offset, uint64_t count, bool write) {
        (write ? writes : reads).push_back({object, offset, count});
    });
    if (reads.empty() || writes.empty()) return false;
    const std::vector<Runs>& source = from ? *from : runs_;
    std::vector<std::pair<uint32_t, ElementRun>> reached;  // added once the walk over `source` is done
    for (const Span& r : reads) {
        const Runs& runs = source[r.object];
        auto it = runs.upper_bound(r.offset);
        if (it != runs.begin()) --it;
        for (; it != runs.end() && it->first < r.offset + r.count; ++it) {
            const uint64_t first = std::max(it->first, r.offset), last = std::min(it->second, r.offset + r.count);
            if (first >= last) continue;
            for (const Span& w : writes) {  // element i of the read range goes to element i of each write range
                const uint64_t a = first - r.offset, b = std::min(last - r.offset, w.count);
                if (a < b) reached.push_back({w.object, {w.offset + a, w.offset + b}});
            }
        }
    }
    bool grew = false;
    for (const auto& [object, run] : reached) grew = add(object, run.first, run.last) || grew;
    return grew;
}

bool RaceSignature::reaches(uint32_t host, std::span<const ElementRun> wrong) const {
    const size_t object = sc_.buffers.size() + host;
    if (object >= runs_.size()) return false;
    const Runs& runs = runs_[object];
    return std::any_of(wrong.begin(), wrong.end(), [&](const ElementRun& w) {
        const auto after = runs.upper_bound(w.first);
        return (after != runs.begin() && std::prev(after)->second > w.first) || (after != runs.end() && after->first < w.last);
    });
}

}  // namespace syncstress::engine
