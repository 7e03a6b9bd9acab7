#include "core/report/overview.h"

#include "core/report/format.h"

#include <algorithm>
#include <map>
#include <numeric>
#include <set>
#include <tuple>

namespace syncstress::report {

namespace {

// Names in order of first appearance, found in O(log n): a report of 10,000 results has thousands of scenarios.
class Names {
public:
    explicit Names(std::vector<std::string>& names) : names_(names) {}
    size_t index(const std::string& name) {
        auto [it, added] = index_.emplace(name, names_.size());
        if (added) names_.push_back(name);
        return it->second;
    }

private:
    std::vector<std::string>& names_;
    std::map<std::string, size_t> index_;
};

std::vector<const Report*> runs_in_time_order(const std::vector<Report>& reports) {
    std::vector<size_t> order(reports.size());
    std::iota(order.begin(), order.end(), size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
        const Report& x = reports[a];
        const Report& y = reports[b];
        if (x.started_at.has_value() != y.started_at.has_value()) return x.started_at.has_value();
        if (x.started_at && *x.started_at != *y.started_at) return *x.started_at < *y.started_at;
        return x.run_id < y.run_id;
    });
    std::vector<const Report*> runs;
    for (size_t i : order) runs.push_back(&reports[i]);
    return runs;
}

Percentiles combined_iteration_time(const std::vector<RunResult>& results) {
    auto has_histogram = [](const RunResult& r) { return r.result->timing.iteration_us.histogram.has_value(); };
    if (!results.empty() && std::all_of(results.begin(), results.end(), has_histogram)) {
        if (results.size() == 1) return results.front().result->timing.iteration_us;
        Histogram whole;
        for (const RunResult& r : results) whole.merge(*r.result->timing.iteration_us.histogram);
        return summarize(whole);
    }
    const Percentiles* largest = nullptr;
    for (const RunResult& r : results)
        if (!largest || r.result->timing.iteration_us.count > largest->count) largest = &r.result->timing.iteration_us;
    return largest ? *largest : Percentiles{};
}

void group_findings(Overview& o, const std::vector<std::vector<size_t>>& scenario_of, const std::vector<std::vector<size_t>>& backend_of) {
    // kind, scenario, backend, failing, classification, message (only for findings of the analysis)
    using Key = std::tuple<FindingKind, size_t, size_t, bool, std::optional<MismatchKind>, std::string>;
    std::map<Key, size_t> groups;
    for (size_t run = 0; run < o.runs.size(); ++run) {
        const auto& results = o.runs[run]->results;
        for (size_t i = 0; i < results.size(); ++i) {
            for (const Finding& f : results[i].findings) {
                const bool failing = !f.expected && !f.warning;
                Key key{f.kind, scenario_of[run][i], backend_of[run][i], failing, f.classification, f.iteration ? "" : f.message};
                auto [it, added] = groups.emplace(key, o.findings.size());
                if (added) {
                    FindingGroup group;
                    group.kind = f.kind;
                    group.scenario = scenario_of[run][i];
                    group.backend = backend_of[run][i];
                    group.failing = failing;
                    o.findings.push_back(std::move(group));
                }
                FindingGroup& group = o.findings[it->second];
                group.findings.push_back({&f, {&results[i], run}});
                if (group.runs.empty() || group.runs.back() != run) group.runs.push_back(run);
                if (std::find(group.statuses.begin(), group.statuses.end(), results[i].status) == group.statuses.end())
                    group.statuses.push_back(results[i].status);
            }
        }
    }
    for (FindingGroup& group : o.findings)
        std::sort(group.statuses.begin(), group.statuses.end(),
                  [](ResultStatus a, ResultStatus b) { return status_severity(a) > status_severity(b); });
    // Kinds that hold failing findings first, each part in the order of FindingKind (k_finding_kinds); in a kind,
    // failing groups first, then scenario and backend order.
    std::set<FindingKind> failing_kinds;
    for (const FindingGroup& group : o.findings)
        if (group.failing) failing_kinds.insert(group.kind);
    std::stable_sort(o.findings.begin(), o.findings.end(), [&](const FindingGroup& a, const FindingGroup& b) {
        return std::make_tuple(!failing_kinds.count(a.kind), a.kind, !a.failing, a.scenario, a.backend) <
               std::make_tuple(!failing_kinds.count(b.kind), b.kind, !b.failing, b.scenario, b.backend);
    });
}

}  // namespace

const Host& result_host(const Report& report, const ScenarioResult& result) {
    return result.host == 0 || result.host > report.other_hosts.size() ? report.host : report.other_hosts[result.host - 1];
}

std::string label_text(const std::string& key, const std::string& value) { return key + "=" + value; }

Tally tally(const std::vector<RunResult>& results, const std::function<bool(size_t run)>& counted) {
    Tally t;
    const ScenarioResult* only = nullptr;
    size_t last_run = SIZE_MAX, last_failed_run = SIZE_MAX, counted_results = 0;
    for (const RunResult& r : results) {
        if (counted && !counted(r.run)) continue;
        const ScenarioResult& result = *r.result;
        ++counted_results;
        only = &result;
        if (!t.status || status_severity(result.status) > status_severity(*t.status)) t.status = result.status;
        t.iterations += result.iterations;
        t.failures += result.failures;
        t.hangs += result.hangs;
        if (r.run != last_run) ++t.runs;
        last_run = r.run;
        if (is_failing(result.status) && r.run != last_failed_run) {
            ++t.failed_runs;
            last_failed_run = r.run;
        }
    }
    if (counted_results == 1) {  // the report's own figures
        t.failure_rate = only->failure_rate;
        t.failure_rate_ci95 = only->failure_rate_ci95;
    } else {
        t.failure_rate = t.iterations ? static_cast<double>(std::min(t.failures, t.iterations)) / static_cast<double>(t.iterations) : 0.0;
        t.failure_rate_ci95 = wilson_interval(t.failures, t.iterations);
    }
    return t;
}

Overview make_overview(const std::vector<Report>& reports) {
    Overview o;
    o.runs = runs_in_time_order(reports);
    Names scenarios(o.scenarios), backends(o.backends);
    std::vector<std::vector<size_t>> scenario_of(o.runs.size()), backend_of(o.runs.size());
    std::map<std::string, std::vector<size_t>> labels;
    for (size_t run = 0; run < o.runs.size(); ++run) {
        const Report& report = *o.runs[run];
        for (const ScenarioResult& r : report.results) {
            const size_t known = o.scenarios.size();
            scenario_of[run].push_back(scenarios.index(r.scenario));
            if (o.scenarios.size() > known) o.files.push_back(r.file);
            backend_of[run].push_back(backends.index(r.backend));
            count_result(o.totals, r);
        }
        auto add_machine = [&](const Host& host) {
            if (std::none_of(o.hosts.begin(), o.hosts.end(), [&](const Host* h) { return same_machine(*h, host); }))
                o.hosts.push_back(&host);
        };
        add_machine(report.host);
        for (const Host& other : report.other_hosts) add_machine(other);
        for (const auto& [key, value] : report.labels) labels[label_text(key, value)].push_back(run);
        if (report.started_at && (!o.first_start || *report.started_at < *o.first_start)) o.first_start = report.started_at;
        if (report.finished_at && (!o.last_finish || *report.finished_at > *o.last_finish)) o.last_finish = report.finished_at;
        o.incomplete += !report.complete;
        o.interrupted += report.summary.interrupted;
        o.without_time += !report.started_at;
    }
    o.labels.assign(labels.begin(), labels.end());

    o.cells.resize(o.scenarios.size() * o.backends.size());
    for (size_t run = 0; run < o.runs.size(); ++run)
        for (size_t i = 0; i < o.runs[run]->results.size(); ++i)
            o.cells[scenario_of[run][i] * o.backends.size() + backend_of[run][i]].results.push_back({&o.runs[run]->results[i], run});
    for (Cell& cell : o.cells) {
        cell.all = tally(cell.results);
        cell.iteration_us = combined_iteration_time(cell.results);
    }
    group_findings(o, scenario_of, backend_of);
    return o;
}

std::string first_wrong_element(const Finding& f) {
    if (!f.first_index) return "";
    std::string text = (f.object.empty() ? "element " : f.object) + "[" + std::to_string(*f.first_index) + "]";
    for (const Sample& s : f.samples)
        if (s.index == *f.first_index) return text + ": expected " + std::to_string(s.expected) + ", got " + std::to_string(s.actual);
    return text;
}

const std::string& repro_of(const Finding& finding, const ScenarioResult& result) {
    return finding.repro.empty() ? result.repro : finding.repro;
}

std::string format_interval(const std::array<double, 2>& interval) {
    return format_percent(interval[0]) + "-" + format_percent(interval[1]);
}

}  // namespace syncstress::report
