// The contract check: the race analysis runs on rewrites of the scenario in which each upload's host read (each
// download's host write) is an access of a fresh queue P of its own, which waits for nothing but what places it.
//   - early: P is submitted just before the op's submission and waits for nothing; the op's queue waits for P just
//     before the op. P's access is ordered after what the submission is ordered after, and before what the op's
//     completion is ordered before: the window the weaker rule allows. The op keeps its own access too.
//   - on time: the op's queue signals P just before the op and waits for it: P's access is where the format puts it.
// Pairs that the early rewrite leaves unordered and the on-time one orders are what the scenario relies on; a pair
// unordered in both is a race the scenario has anyway (the analysis's). Both rewrites give the access the same kind
// of agent, a fresh queue whose accesses the analysis remembers until a write ordered after them, so that the two
// list their pairs alike (a queue's own accesses are forgotten once a later one of the same queue replaces them).
#include "core/analysis/contract.h"

#include "core/analysis/analysis_pass.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <variant>

namespace syncstress::analysis {

namespace {

// Each moved access is a queue of its own: on a shared one, a wait that learns of one op's access would seem ordered
// after every earlier one. Queues widen every vector clock, so a rewrite moves at most this many ops; the ops of one
// host array go through in rewrites of this many. Nothing is lost: a pair is found as one op's early access against
// the other's own, which every rewrite keeps.
constexpr size_t k_ops_per_rewrite = 64;
// Past this many analyzed events (rewrites x their events) the check stops and says so, as the oversync search does:
// ~1.7 us an event here, so a run on such a runtime starts within seconds whatever the scenario.
constexpr uint64_t k_event_budget = 8'000'000;
constexpr size_t k_no_command = SIZE_MAX;

// An upload or a download whose host access the rewrites give to a fresh queue.
struct Moved {
    size_t step = 0, command = 0;
    bool upload = true;
    uint32_t host = 0;
};

// Where a step of a rewrite comes from: the scenario's step, and per command the scenario's command (none: added).
struct Origin {
    size_t step = 0;
    std::vector<std::optional<size_t>> commands;
    std::optional<size_t> moved;  // a fresh queue's submission: index into the moved ops
};

struct Rewrite {
    Scenario scenario;
    std::vector<Origin> origin;  // by step of the rewrite
};

enum class When : uint8_t { early, on_time };

// Adds op m's fresh queue and its submission (before the op's), and the op with its waits to `rewritten`.
void add_fresh_queue(Rewrite& r, const Scenario& s, const Moved& op, size_t m, When when, Submit& rewritten, Origin& rewritten_origin) {
    const Command& command = std::get<Submit>(s.steps[op.step]).commands[op.command];
    Scenario& t = r.scenario;
    const Side side = s.queues[std::get<Submit>(s.steps[op.step]).queue].side;
    // '#' is in no name a scenario can give, so nothing of the scenario is taken for these.
    const std::string name = "#moved-" + std::to_string(m);
    const auto queue = static_cast<uint32_t>(t.queues.size());
    t.queues.push_back({name, side});
    const auto scratch = static_cast<uint32_t>(t.buffers.size());
    t.buffers.push_back({name, s.host_arrays[op.host].elements, Memory::device, side});
    const auto done = static_cast<uint32_t>(t.semaphores.size());
    t.semaphores.push_back({name + "-done", 0});

    Submit fresh{queue, {}};
    Origin fresh_origin{op.step, {}, m};
    if (when == When::on_time) {
        const auto start = static_cast<uint32_t>(t.semaphores.size());
        t.semaphores.push_back({name + "-start", 0});
        fresh.commands.push_back(Wait{start, 1});
        fresh_origin.commands.push_back(std::nullopt);
        rewritten.commands.push_back(Signal{start, 1});
        rewritten_origin.commands.push_back(std::nullopt);
    }
    if (const auto* u = std::get_if<Upload>(&command))
        fresh.commands.push_back(Upload{u->src_host, scratch, u->src_offset, u->src_offset, u->count});
    else if (const auto* d = std::get_if<Download>(&command))
        fresh.commands.push_back(Download{scratch, d->dst_host, d->dst_offset, d->dst_offset, d->count});
    fresh_origin.commands.push_back(op.command);
    fresh.commands.push_back(Signal{done, 1});
    fresh_origin.commands.push_back(std::nullopt);
    rewritten.commands.push_back(Wait{done, 1});
    rewritten_origin.commands.push_back(std::nullopt);
    rewritten.commands.push_back(command);
    rewritten_origin.commands.push_back(op.command);
    t.steps.push_back(std::move(fresh));
    r.origin.push_back(std::move(fresh_origin));
}

// The scenario with the ops `chosen` (indices into `moved`, in program order) rewritten.
Rewrite rewrite(const Scenario& s, const std::vector<Moved>& moved, const std::vector<size_t>& chosen, When when) {
    Rewrite r;
    r.scenario = s;
    r.scenario.steps.clear();
    std::vector<size_t> start(s.steps.size() + 1);
    auto next = chosen.begin();
    for (size_t i = 0; i < s.steps.size(); ++i) {
        start[i] = r.scenario.steps.size();
        Origin o{i, {}, std::nullopt};
        if (next == chosen.end() || moved[*next].step != i) {
            r.scenario.steps.push_back(s.steps[i]);
            if (const auto* submit = std::get_if<Submit>(&s.steps[i]))
                for (size_t c = 0; c < submit->commands.size(); ++c) o.commands.push_back(c);
            r.origin.push_back(std::move(o));
            continue;
        }
        const auto& submit = std::get<Submit>(s.steps[i]);
        Submit rewritten{submit.queue, {}};
        for (size_t c = 0; c < submit.commands.size(); ++c) {
            if (next != chosen.end() && moved[*next].step == i && moved[*next].command == c) {
                add_fresh_queue(r, s, moved[*next], *next, when, rewritten, o);
                ++next;
                continue;
            }
            rewritten.commands.push_back(submit.commands[c]);
            o.commands.push_back(c);
        }
        r.scenario.steps.push_back(std::move(rewritten));
        r.origin.push_back(std::move(o));
    }
    start.back() = r.scenario.steps.size();
    renumber_steps(r.scenario, start);  // the threads' ranges; the call sites name the old numbers
    return r;
}

// What an op or a host step does to a range of a host array.
struct HostAccess {
    uint64_t offset = 0, count = 0;
    bool write = false;
    std::optional<size_t> queue;  // none: the host
};

HostAccess host_access(const Scenario& s, size_t step, std::optional<size_t> command) {
    const Step& st = s.steps[step];
    if (command) {
        const auto& submit = std::get<Submit>(st);
        const Command& c = submit.commands[*command];
        if (const auto* u = std::get_if<Upload>(&c)) return {u->src_offset, u->count, false, submit.queue};
        const auto& d = std::get<Download>(c);
        return {d.dst_offset, d.count, true, submit.queue};
    }
    if (const auto* fill = std::get_if<HostFill>(&st)) return {fill->range.offset, fill->range.count, true, std::nullopt};
    if (const auto* check = std::get_if<Check>(&st)) return {check->range.offset, check->range.count, false, std::nullopt};
    if (const auto* free = std::get_if<Free>(&st)) return {free->range.offset, free->range.count, true, free->queue};
    if (const auto* read = std::get_if<Read>(&st)) return {read->dst_offset, read->count, true, read->queue};
    const auto& write = std::get<Write>(st);
    return {write.src_offset, write.count, false, write.queue};
}

// One side of a pair, in the scenario's terms.
struct Party {
    size_t step = 0;
    std::optional<size_t> command;
    bool early = false;  // the fresh queue's access of a moved op
};

// A pair of the scenario's accesses to one host array: the one issued first, the other, and whether the other is
// in the next iteration.
using PairKey = std::tuple<size_t, size_t, size_t, size_t, bool, uint32_t>;

PairKey key_of(const Party& a, const Party& b, bool next_iteration, uint32_t host) {
    return {a.step, a.command.value_or(k_no_command), b.step, b.command.value_or(k_no_command), next_iteration, host};
}

// The races of a rewrite on host arrays, back in the scenario's terms: calls f(first, second, next_iteration, host).
template <class F>
void for_each_host_race(const Rewrite& r, const Pass& pass, F&& f) {
    const size_t host_base = r.scenario.buffers.size();
    for (const Key& k : pass.keys) {
        if (k[0] != static_cast<uint32_t>(FindingKind::race) || k[5] < host_base) continue;
        auto party = [&](uint32_t step, uint32_t command) {
            const Origin& o = r.origin[step];
            Party p{o.step, std::nullopt, false};
            if (command != UINT32_MAX) p.command = o.commands[command];
            p.early = o.moved.has_value();
            return p;
        };
        Party a = party(k[1], k[2]), b = party(k[3], k[4]);
        // Two commands of one submission: named in their order, whichever the analysis saw first.
        if (k[6] == 0 && a.step == b.step && a.command > b.command) std::swap(a, b);
        f(a, b, k[6] != 0, static_cast<uint32_t>(k[5] - host_base));
    }
}

// A pair gathered over the early rewrite's races.
struct Pair {
    Party first, second;
    bool next_iteration = false;
    uint32_t host = 0;
    // Whether a race of this side's early access with the other's own was seen.
    bool alone[2] = {false, false};
};

void gather(const Scenario& s, const std::vector<Moved>& moved, const std::vector<size_t>& chosen, std::map<PairKey, Pair>& pairs,
            uint64_t& events) {
    const Rewrite early = rewrite(s, moved, chosen, When::early);
    const Rewrite on_time = rewrite(s, moved, chosen, When::on_time);
    const Pass early_pass = analyze_once(early.scenario, std::vector<uint8_t>(early.scenario.steps.size(), 0));
    const Pass on_time_pass = analyze_once(on_time.scenario, std::vector<uint8_t>(on_time.scenario.steps.size(), 0));
    events += early_pass.events + on_time_pass.events;
    std::set<PairKey> own;
    for_each_host_race(on_time, on_time_pass,
                       [&](const Party& a, const Party& b, bool next, uint32_t host) { own.insert(key_of(a, b, next, host)); });
    for_each_host_race(early, early_pass, [&](const Party& a, const Party& b, bool next, uint32_t host) {
        if (!a.early && !b.early) return;
        const PairKey key = key_of(a, b, next, host);
        if (own.count(key)) return;
        auto [it, added] = pairs.try_emplace(key);
        Pair& pair = it->second;
        if (added) {
            pair.first = a;
            pair.second = b;
            pair.next_iteration = next;
            pair.host = host;
        }
        pair.first.early = pair.first.early || a.early;
        pair.second.early = pair.second.early || b.early;
        pair.alone[0] = pair.alone[0] || (a.early && !b.early);
        pair.alone[1] = pair.alone[1] || (b.early && !a.early);
    });
}

AccessSite site_of(const Scenario& s, const Party& p, bool next_iteration) {
    const HostAccess h = host_access(s, p.step, p.command);
    AccessSite site;
    site.step = p.step;
    site.command = p.command;
    site.queue = h.queue;
    site.write = h.write;
    site.next_iteration = next_iteration;
    return site;
}

Finding finding_of(const Scenario& s, const Pair& p) {
    const AccessSite first = site_of(s, p.first, false), second = site_of(s, p.second, p.next_iteration);
    // The op that relies on the rule: the one whose moved access collides with the other's own. Never both: an op
    // whose own access is ordered after the other's moved one waited for the other's completion, which the other's
    // own access is ordered before too.
    const bool second_relies = p.alone[1] || !p.alone[0];
    const AccessSite& relying = second_relies ? second : first;
    const AccessSite& other = second_relies ? first : second;
    const HostAccess a = host_access(s, p.first.step, p.first.command);
    const HostAccess b = host_access(s, p.second.step, p.second.command);
    const uint64_t elements = s.host_arrays[p.host].elements;
    const uint64_t lo = std::max(a.offset, b.offset);
    const uint64_t hi =
        std::min(a.offset + (a.count ? a.count : elements - a.offset), b.offset + (b.count ? b.count : elements - b.offset));
    Finding f;
    f.kind = FindingKind::contract;
    f.warning = true;
    f.object = s.host_arrays[p.host].name;
    f.offset = lo;
    f.count = hi - lo;
    const std::string range = f.object + "[" + std::to_string(lo) + ".." + std::to_string(hi - 1) + "]";
    const bool upload = !relying.write;
    f.message = access_text(s, relying) + " relies on the " + (upload ? "upload reading " : "download writing ") + range +
                " when it executes; this runtime may " + (upload ? "read" : "write") +
                " it at any moment from its submission until it completes, and " + access_text(s, other) +
                (other.write ? " writes" : " reads") + " it in that window";
    f.steps = {relying.step, other.step};
    f.fix = "make " + step_path(s, other.step, other.command) + " happen before " + step_path(s, relying.step, relying.command) +
            " is submitted or after the " + (upload ? "upload" : "download") + " completes";
    f.accesses = {first, second};
    f.hazard = !second.write ? Hazard::read_after_write : first.write ? Hazard::write_after_write : Hazard::write_after_read;
    return f;
}

std::vector<Moved> moved_ops(const Scenario& s, uint32_t weaker) {
    std::vector<Moved> moved;
    for (size_t i = 0; i < s.steps.size(); ++i) {
        const auto* submit = std::get_if<Submit>(&s.steps[i]);
        if (!submit) continue;
        for (size_t c = 0; c < submit->commands.size(); ++c) {
            const Command& command = submit->commands[c];
            if (const auto* u = std::get_if<Upload>(&command); u && (weaker & k_upload_reads_until_complete))
                moved.push_back({i, c, true, u->src_host});
            if (const auto* d = std::get_if<Download>(&command); d && (weaker & k_download_writes_until_complete))
                moved.push_back({i, c, false, d->dst_host});
        }
    }
    return moved;
}

// Only ops on one host array can collide through it: each rewrite moves up to k_ops_per_rewrite of one array's ops.
std::vector<std::vector<size_t>> rewrites_of(const Scenario& s, const std::vector<Moved>& moved) {
    std::vector<std::vector<size_t>> rewrites;
    for (uint32_t host = 0; host < s.host_arrays.size(); ++host) {
        std::vector<size_t> of_host;
        for (size_t m = 0; m < moved.size(); ++m)
            if (moved[m].host == host) of_host.push_back(m);
        for (size_t at = 0; at < of_host.size(); at += k_ops_per_rewrite)
            rewrites.emplace_back(of_host.begin() + at, of_host.begin() + std::min(of_host.size(), at + k_ops_per_rewrite));
    }
    return rewrites;
}

}  // namespace

std::vector<Finding> contract_findings(const Scenario& s, uint32_t weaker) {
    const std::vector<Moved> moved = moved_ops(s, weaker);
    if (moved.empty()) return {};
    const std::vector<std::vector<size_t>> rewrites = rewrites_of(s, moved);
    std::map<PairKey, Pair> pairs;
    uint64_t events = 0;
    size_t done = 0;
    for (; done < rewrites.size() && events <= k_event_budget; ++done) gather(s, moved, rewrites[done], pairs, events);
    std::vector<Finding> out;
    for (const auto& [key, pair] : pairs) out.push_back(finding_of(s, pair));
    if (done < rewrites.size()) {
        size_t unchecked = 0;
        for (size_t i = done; i < rewrites.size(); ++i) unchecked += rewrites[i].size();
        Finding f;
        f.kind = FindingKind::contract;
        f.warning = true;
        f.message = "the contract check stopped after " + std::to_string(events) + " analyzed events: " + std::to_string(unchecked) +
                    " of " + std::to_string(moved.size()) + " uploads and downloads were not checked against this runtime's weaker rules";
        out.push_back(std::move(f));
    }
    return out;
}

}  // namespace syncstress::analysis
