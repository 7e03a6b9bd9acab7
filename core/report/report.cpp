#include "core/report/report.h"

#include "core/report/file_output.h"
#include "core/report/format.h"

#include <algorithm>
#include <filesystem>
#include <cmath>
#include <mutex>
#include <random>
#include <tuple>

namespace syncstress::report {

namespace {

constexpr double k_z95 = 1.959964;  // two-sided 95% normal quantile

// Nearest rank: the smallest sample with at least p% of the samples at or below it.
double nearest_rank(const std::vector<double>& sorted, double p) {
    auto rank = static_cast<size_t>(std::ceil(p / 100.0 * static_cast<double>(sorted.size())));
    return sorted[std::clamp<size_t>(rank, 1, sorted.size()) - 1];
}

// Analysis findings carry no iteration and are the same in every shard of one scenario: keep one copy.
bool same_analysis_finding(const Finding& a, const Finding& b) {
    return !a.iteration && !b.iteration && std::tie(a.kind, a.message, a.steps, a.object) == std::tie(b.kind, b.message, b.steps, b.object);
}

bool has_histograms(const Timing& t) {
    bool any = t.iteration_us.histogram || (t.device_us && t.device_us->histogram) || (t.engine_us && t.engine_us->histogram);
    for (const auto& [name, op] : t.ops) any = any || op.histogram;
    return any;
}

// Percentiles of the whole from two histograms; without both, those of the larger shard.
void combine_entry(Percentiles& into, const Percentiles& from, bool from_larger) {
    if (into.histogram && from.histogram) {
        Histogram whole = *into.histogram;
        whole.merge(*from.histogram);
        into = summarize(whole);
    } else if (from_larger) {
        into = from;
    }
}

void combine_entry(std::optional<Percentiles>& into, const std::optional<Percentiles>& from, bool from_larger) {
    if (into && from)
        combine_entry(*into, *from, from_larger);
    else if (!into)
        into = from;
}

// Reports with histograms give the percentiles of all iterations; older ones keep the larger shard's.
void combine_timing(Timing& into, const Timing& from, bool from_larger) {
    if (!has_histograms(into) && !has_histograms(from)) {
        if (from_larger) into = from;
        return;
    }
    combine_entry(into.iteration_us, from.iteration_us, from_larger);
    combine_entry(into.device_us, from.device_us, from_larger);
    combine_entry(into.engine_us, from.engine_us, from_larger);
    for (const auto& [name, op] : from.ops) {
        auto [it, added] = into.ops.emplace(name, op);
        if (!added) combine_entry(it->second, op, from_larger);
    }
}

void combine(ScenarioResult& into, const ScenarioResult& from, size_t max_findings) {
    if (status_severity(from.status) > status_severity(into.status)) {
        into.status = from.status;
        into.reason = from.reason;
        into.error = from.error;
        if (!from.repro.empty()) into.repro = from.repro;
    }
    if (into.repro.empty()) into.repro = from.repro;
    combine_timing(into.timing, from.timing, from.iterations > into.iterations);
    into.iterations += from.iterations;
    into.failures += from.failures;
    into.hangs += from.hangs;
    into.duration_s += from.duration_s;
    into.findings_dropped += from.findings_dropped;
    for (const Finding& finding : from.findings) {
        bool duplicate = std::any_of(into.findings.begin(), into.findings.end(),
                                     [&](const Finding& kept) { return same_analysis_finding(kept, finding); });
        if (duplicate) continue;
        if (into.findings.size() < max_findings)
            into.findings.push_back(finding);
        else
            ++into.findings_dropped;
    }
}

// The files a report stands for: its own source, or those it was merged from.
void add_sources(const Report& report, size_t index, nlohmann::ordered_json& merged_from) {
    auto it = report.options.find("merged_from");
    if (it != report.options.end() && it->is_array()) {
        for (const auto& file : *it) merged_from.push_back(file);
        return;
    }
    merged_from.push_back(report.source.empty() ? "<report " + std::to_string(index + 1) + ">" : report.source);
}

}  // namespace

Percentiles percentiles(std::vector<double> samples_us) {
    Percentiles result;
    if (samples_us.empty()) return result;
    std::sort(samples_us.begin(), samples_us.end());
    result.p50 = nearest_rank(samples_us, 50);
    result.p90 = nearest_rank(samples_us, 90);
    result.p99 = nearest_rank(samples_us, 99);
    result.max = samples_us.back();
    result.count = samples_us.size();
    return result;
}

Percentiles summarize(const Histogram& histogram) {
    Percentiles result;
    result.p50 = histogram.percentile(50);
    result.p90 = histogram.percentile(90);
    result.p99 = histogram.percentile(99);
    result.max = histogram.max();
    result.count = histogram.count();
    result.histogram = histogram;
    return result;
}

std::array<double, 2> wilson_interval(uint64_t failures, uint64_t n) {
    if (n == 0) return {0, 1};
    failures = std::min(failures, n);
    double nn = static_cast<double>(n);
    double p = static_cast<double>(failures) / nn;
    double z2 = k_z95 * k_z95;
    double denominator = 1 + z2 / nn;
    double centre = (p + z2 / (2 * nn)) / denominator;
    double half = k_z95 * std::sqrt(p * (1 - p) / nn + z2 / (4 * nn * nn)) / denominator;
    // The bounds are exactly 0 and 1 at the ends; rounding must not make them 1e-17 or 0.9999999.
    double lo = failures == 0 ? 0.0 : std::max(0.0, centre - half);
    double hi = failures == n ? 1.0 : std::min(1.0, centre + half);
    return {lo, hi};
}

std::string confidence_sentence(uint64_t failures, uint64_t n) {
    std::string counts = std::to_string(failures) + (failures == 1 ? " failure in " : " failures in ") + std::to_string(n) +
                         (n == 1 ? " iteration" : " iterations");
    if (n == 0) return counts + ": failure rate unknown";
    // The interval of the JSON (failure_rate_ci95, two-sided Wilson), so that the text and the report say the same.
    auto ci = wilson_interval(failures, n);
    const std::string interval = "95% CI " + format_percent(ci[0]) + "-" + format_percent(ci[1]);
    if (failures == 0) return counts + ": failure rate below " + format_percent(ci[1]) + " (" + interval + ")";
    double rate = static_cast<double>(std::min(failures, n)) / static_cast<double>(n);
    return counts + ": failure rate " + format_percent(rate) + " (" + interval + ")";
}

void count_result(Summary& s, const ScenarioResult& r) {
    ++s.results;
    switch (r.status) {
    case ResultStatus::pass: ++s.pass; break;
    case ResultStatus::fail: ++s.fail; break;
    case ResultStatus::hang: ++s.hang; break;
    case ResultStatus::skip: ++s.skip; break;
    case ResultStatus::error: ++s.error; break;
    case ResultStatus::expected: ++s.expected; break;
    }
    s.iterations += r.iterations;
    s.failures += r.failures;
    s.hangs += r.hangs;
    s.jobs_duration_s += r.duration_s;
}

void finalize(Report& report) {
    Summary& s = report.summary;
    bool interrupted = s.interrupted;
    double wall_s = s.duration_s;
    s = Summary{};
    s.interrupted = interrupted;
    int worst = 0;
    for (ScenarioResult& r : report.results) {
        r.failure_rate = r.iterations ? static_cast<double>(r.failures) / static_cast<double>(r.iterations) : 0.0;
        r.failure_rate_ci95 = wilson_interval(r.failures, r.iterations);
        count_result(s, r);
        if (r.status == ResultStatus::error && r.error)
            worst = std::max(worst, exit_code(*r.error));
        else if (is_failing(r.status))
            worst = std::max(worst, k_exit_findings);
    }
    // Wall clock: the report's, stamped at its finish; else the caller's (a merge: the shards' added up); else,
    // with neither, the results' own time.
    s.duration_s = report.duration_s > 0 ? report.duration_s : wall_s > 0 ? wall_s : s.jobs_duration_s;
    s.exit_code = worst;
}

void mark_backend_error(ScenarioResult& result, const Error& error) {
    result.status = ResultStatus::error;
    result.error = is_backend_kind(error.kind) ? error.kind : ErrorKind::backend_failed;
    result.reason = k_backend_reason_prefix + error.message;
}

void note_contract_shown(ScenarioResult& result) {
    if (result.iterations == 0) return;
    for (Finding& f : result.findings) {
        if (f.kind != FindingKind::contract || f.object.empty()) continue;
        const Finding* same = nullptr;
        std::vector<std::string> others;
        for (const Finding& m : result.findings) {
            if (m.kind != FindingKind::mismatch) continue;
            if (m.object == f.object && !same) same = &m;
            if (m.object != f.object && std::find(others.begin(), others.end(), m.object) == others.end()) others.push_back(m.object);
        }
        if (same) {
            f.message +=
                "; the run showed wrong data in " + f.object + " (first in iteration " + std::to_string(same->iteration.value_or(0)) + ")";
            continue;
        }
        f.message += "; the run showed no wrong data in " + f.object;
        if (others.empty()) {
            f.message += " in " + std::to_string(result.iterations) + " iteration" + (result.iterations == 1 ? "" : "s");
            continue;
        }
        // Data read through the host array may show wrong elsewhere: an upload that read it early feeds a buffer.
        std::string list;
        for (const std::string& o : others) list += (list.empty() ? "" : ", ") + o;
        f.message += ", but in " + list;
    }
}

namespace {

// The index of `host` in the merged report's hosts, adding it when it is a machine not seen yet.
uint64_t host_index(Report& merged, const Host& host) {
    if (same_machine(merged.host, host)) return 0;
    for (size_t i = 0; i < merged.other_hosts.size(); ++i)
        if (same_machine(merged.other_hosts[i], host)) return i + 1;
    merged.other_hosts.push_back(host);
    return merged.other_hosts.size();
}

const Host& host_of(const Report& report, uint64_t index) {
    return index == 0 || index > report.other_hosts.size() ? report.host : report.other_hosts[index - 1];
}

// Run identity: a new id, from the earliest start to the latest finish, complete only when every input is.
void merge_identity(Report& merged, const Report& report) {
    if (report.started_at && (!merged.started_at || *report.started_at < *merged.started_at)) merged.started_at = report.started_at;
    if (report.finished_at && (!merged.finished_at || *report.finished_at > *merged.finished_at)) merged.finished_at = report.finished_at;
    merged.duration_s = std::max(merged.duration_s, report.duration_s);
    merged.complete = merged.complete && report.complete;
    for (const auto& [key, value] : report.labels) merged.labels.emplace(key, value);  // the first value wins
    if (!merged.ci) merged.ci = report.ci;
    merged.not_run.insert(merged.not_run.end(), report.not_run.begin(), report.not_run.end());
}

}  // namespace

Result<Report> merge(const std::vector<Report>& reports, size_t max_findings) {
    if (reports.empty()) return make_error("merge: no reports to merge", ErrorKind::bad_input);
    Report merged;
    merged.tool_version = reports.front().tool_version;
    merged.tool_build = reports.front().tool_build;
    merged.run_id = random_hex(k_run_id_digits);
    merged.host = reports.front().host;
    merged.options = reports.front().options;
    nlohmann::ordered_json merged_from = nlohmann::ordered_json::array();
    for (size_t i = 0; i < reports.size(); ++i) {
        const Report& report = reports[i];
        add_sources(report, i, merged_from);
        merge_identity(merged, report);
        merged.summary.interrupted = merged.summary.interrupted || report.summary.interrupted;
        merged.summary.duration_s += report.summary.duration_s;
        for (const ScenarioResult& from : report.results) {
            ScenarioResult result = from;
            result.host = host_index(merged, host_of(report, from.host));
            auto same = std::find_if(merged.results.begin(), merged.results.end(), [&](const ScenarioResult& r) {
                return r.scenario == result.scenario && r.backend == result.backend && r.file == result.file && r.host == result.host;
            });
            if (same == merged.results.end()) {
                merged.results.push_back(std::move(result));
                ScenarioResult& added = merged.results.back();
                if (added.findings.size() > max_findings) {
                    added.findings_dropped += added.findings.size() - max_findings;
                    added.findings.resize(max_findings);
                }
            } else {
                combine(*same, result, max_findings);
            }
        }
    }
    // Wall clock from the earliest start to the latest finish, when known (shards run side by side).
    if (merged.started_at && merged.finished_at)
        merged.duration_s = std::max(merged.duration_s, std::chrono::duration<double>(*merged.finished_at - *merged.started_at).count());
    merged.options["merged_from"] = std::move(merged_from);
    finalize(merged);
    return merged;
}

bool same_file(const std::string& a, const std::string& b) {
    if (a == b) return true;
    std::error_code ea, eb;
    auto ca = std::filesystem::weakly_canonical(a, ea), cb = std::filesystem::weakly_canonical(b, eb);
    return !ea && !eb && ca == cb;
}

std::string random_hex(size_t digits) {
    static std::mutex mutex;
    static std::random_device device;  // the OS's random source (getrandom, rand_s)
    std::lock_guard lock(mutex);
    static const char k_hex[] = "0123456789abcdef";
    std::string text;
    while (text.size() < digits) {
        uint32_t bits = device();
        for (int i = 0; i < 8 && text.size() < digits; ++i, bits >>= 4) text += k_hex[bits & 15];
    }
    return text;
}

bool is_stream(const std::string& path) { return path == k_stdout_path || is_special_file(path); }

Status write_output(const std::string& path, const std::string& content) {
    return path == k_stdout_path ? write_stdout(content) : write_atomically(path, content);
}

Status write_json(const Report& report, const std::string& path) {
    return write_output(path, to_json(report).dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n");
}

Status write_junit(const Report& report, const std::string& path) { return write_output(path, to_junit(report)); }

}  // namespace syncstress::report
