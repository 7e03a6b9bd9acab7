// The JSON form of a report, format syncstress/report@2 (docs/report.schema.json); @1 reports (no run
// identity, hosts or not_run) are still read. Dashboards key on these names: @2 only added to @1. Each
// struct's members are listed once, in the order written, and both the writer and the reader walk that
// list, so the two cannot drift apart.
#include "core/report/report.h"

#include "core/common/duration.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <concepts>
#include <exception>
#include <filesystem>
#include <fstream>
#include <optional>
#include <type_traits>

namespace syncstress::report {

using nlohmann::json;
using nlohmann::ordered_json;

namespace {

constexpr const char* k_histogram_unit = "ns";  // what a bucket index counts

// always: written every time (an unset optional as null); when_set: written only when it holds something;
// since_v2: written every time, absent from @1 reports (read as the default).
enum class Presence { always, when_set, since_v2 };

template <class S, class T>
concept of_type = std::same_as<std::remove_const_t<S>, T>;

template <of_type<Percentiles> S, class Visit>
void members(S& p, Visit&& visit) {
    visit("p50", p.p50, Presence::always);
    visit("p90", p.p90, Presence::always);
    visit("p99", p.p99, Presence::always);
    visit("max", p.max, Presence::always);
    visit("count", p.count, Presence::always);
    visit("histogram", p.histogram, Presence::when_set);
}

template <of_type<Sample> S, class Visit>
void members(S& s, Visit&& visit) {
    visit("index", s.index, Presence::always);
    visit("expected", s.expected, Presence::always);
    visit("actual", s.actual, Presence::always);
}

template <of_type<Access> S, class Visit>
void members(S& a, Visit&& visit) {
    visit("step", a.step, Presence::always);
    visit("command", a.command, Presence::when_set);
    visit("queue", a.queue, Presence::when_set);
    visit("access", a.access, Presence::always);
    visit("next_iteration", a.next_iteration, Presence::when_set);
}

template <of_type<SyncSite> S, class Visit>
void members(S& a, Visit&& visit) {
    visit("step", a.step, Presence::always);
    visit("command", a.command, Presence::when_set);
    visit("queue", a.queue, Presence::when_set);
    visit("value", a.value, Presence::always);
    visit("next_iteration", a.next_iteration, Presence::when_set);
}

template <of_type<Order> S, class Visit>
void members(S& o, Visit&& visit) {
    visit("early", o.early, Presence::when_set);
    visit("late", o.late, Presence::always);
    visit("waiter", o.waiter, Presence::when_set);
}

template <of_type<Shown> S, class Visit>
void members(S& s, Visit&& visit) {
    visit("iterations", s.iterations, Presence::always);
    visit("first", s.first, Presence::when_set);
}

template <of_type<Finding> S, class Visit>
void members(S& f, Visit&& visit) {
    visit("kind", f.kind, Presence::always);
    visit("expected", f.expected, Presence::always);
    visit("warning", f.warning, Presence::always);
    visit("message", f.message, Presence::always);
    visit("iteration", f.iteration, Presence::when_set);
    visit("steps", f.steps, Presence::when_set);
    visit("object", f.object, Presence::when_set);
    visit("offset", f.offset, Presence::when_set);
    visit("count", f.count, Presence::when_set);
    visit("classification", f.classification, Presence::when_set);
    visit("first_index", f.first_index, Presence::when_set);
    visit("wrong", f.wrong, Presence::when_set);
    visit("checked", f.checked, Presence::when_set);
    visit("samples", f.samples, Presence::when_set);
    visit("state", f.state, Presence::when_set);
    visit("recovered", f.recovered, Presence::when_set);
    visit("fix", f.fix, Presence::when_set);
    visit("accesses", f.accesses, Presence::when_set);
    visit("hazard", f.hazard, Presence::when_set);
    visit("certain", f.certain, Presence::when_set);
    visit("order", f.order, Presence::when_set);
    // "shown": null when it was looked for and not seen (not_shown says why); absent when not looked for.
    visit("shown", f.shown, f.not_shown.empty() ? Presence::when_set : Presence::always);
    visit("not_shown", f.not_shown, Presence::when_set);
    visit("perturbation", f.perturbation, Presence::when_set);
    visit("vuid", f.vuid, Presence::when_set);
    visit("repro", f.repro, Presence::when_set);
}

template <of_type<Timing> S, class Visit>
void members(S& t, Visit&& visit) {
    visit("iteration_us", t.iteration_us, Presence::always);
    visit("device_us", t.device_us, Presence::when_set);
    visit("engine_us", t.engine_us, Presence::when_set);
    visit("ops", t.ops, Presence::always);
}

template <of_type<ScenarioResult> S, class Visit>
void members(S& r, Visit&& visit) {
    visit("scenario", r.scenario, Presence::always);
    visit("file", r.file, Presence::always);
    visit("backend", r.backend, Presence::always);
    visit("status", r.status, Presence::always);
    visit("reason", r.reason, Presence::always);
    visit("expect", r.expect, Presence::always);
    visit("iterations", r.iterations, Presence::always);
    visit("failures", r.failures, Presence::always);
    visit("hangs", r.hangs, Presence::always);
    visit("failure_rate", r.failure_rate, Presence::always);
    visit("failure_rate_ci95", r.failure_rate_ci95, Presence::always);
    visit("findings", r.findings, Presence::always);
    visit("findings_dropped", r.findings_dropped, Presence::always);
    visit("timing", r.timing, Presence::always);
    visit("duration_s", r.duration_s, Presence::always);
    visit("repro", r.repro, Presence::always);
    visit("host", r.host, Presence::since_v2);
}

template <of_type<JobRef> S, class Visit>
void members(S& j, Visit&& visit) {
    visit("scenario", j.scenario, Presence::always);
    visit("backend", j.backend, Presence::always);
    visit("file", j.file, Presence::always);
}

template <of_type<Ci> S, class Visit>
void members(S& c, Visit&& visit) {
    visit("system", c.system, Presence::always);
    visit("commit", c.commit, Presence::always);
    visit("branch", c.branch, Presence::always);
    visit("job", c.job, Presence::always);
    visit("url", c.url, Presence::always);
}

template <of_type<ToolBuild> S, class Visit>
void members(S& t, Visit&& visit) {
    visit("commit", t.commit, Presence::when_set);
    visit("build_type", t.build_type, Presence::when_set);
    visit("compiler", t.compiler, Presence::when_set);
    visit("backends", t.backends, Presence::when_set);
    visit("adapter_abi", t.adapter_abi, Presence::when_set);
}

template <of_type<AdapterIdentity> S, class Visit>
void members(S& a, Visit&& visit) {
    visit("name", a.name, Presence::always);
    visit("version", a.version, Presence::always);
    visit("path", a.path, Presence::always);
}

template <of_type<BackendStatus> S, class Visit>
void members(S& b, Visit&& visit) {
    visit("name", b.name, Presence::always);
    visit("available", b.available, Presence::always);
    visit("reason", b.reason, Presence::always);
    visit("device", b.device, Presence::always);
    visit("driver", b.driver, Presence::always);
    visit("api_version", b.api_version, Presence::always);
    visit("queue_mapping", b.queue_mapping, Presence::when_set);
    visit("notes", b.notes, Presence::when_set);
    visit("probed", b.probed, Presence::when_set);
    visit("adapter", b.adapter, Presence::when_set);
}

template <of_type<Host> S, class Visit>
void members(S& h, Visit&& visit) {
    visit("os", h.os, Presence::always);
    visit("cpu", h.cpu, Presence::always);
    visit("hostname", h.hostname, Presence::always);
    visit("cores", h.cores, Presence::always);
    visit("backends", h.backends, Presence::always);
}

template <of_type<Summary> S, class Visit>
void members(S& s, Visit&& visit) {
    visit("results", s.results, Presence::always);
    visit("pass", s.pass, Presence::always);
    visit("fail", s.fail, Presence::always);
    visit("hang", s.hang, Presence::always);
    visit("skip", s.skip, Presence::always);
    visit("error", s.error, Presence::always);
    visit("expected", s.expected, Presence::always);
    visit("iterations", s.iterations, Presence::always);
    visit("failures", s.failures, Presence::always);
    visit("hangs", s.hangs, Presence::always);
    visit("duration_s", s.duration_s, Presence::always);
    visit("jobs_duration_s", s.jobs_duration_s, Presence::when_set);  // always written; absent from older reports
    visit("exit_code", s.exit_code, Presence::always);
    visit("interrupted", s.interrupted, Presence::always);
}

template <class T>
concept has_members = requires(const T& value) { members(value, [](const char*, const auto&, Presence) {}); };

// ---- writing

template <class T>
bool is_set(const T& value) {
    if constexpr (std::is_same_v<T, bool>) return value;
    else if constexpr (requires { value.has_value(); }) return value.has_value();
    else if constexpr (requires { value.empty(); }) return !value.empty();
    else return true;
}

// {"unit": "ns", "sub_buckets": 128, "min_us", "max_us", "sum_us", "counts": [[bucket, count], ...]}: the
// buckets that hold samples, whose bounds unit and sub_buckets define (core/report/histogram.h).
ordered_json value_json(const Histogram& h) {
    ordered_json counts = ordered_json::array();
    for (const auto& [bucket, count] : h.buckets()) counts.push_back({bucket, count});
    return {{"unit", k_histogram_unit}, {"sub_buckets", Histogram::k_sub_buckets}, {"min_us", h.min()},
            {"max_us", h.max()},        {"sum_us", h.sum()},                       {"counts", std::move(counts)}};
}

template <class T>
ordered_json value_json(const T& value);

template <class T>
ordered_json value_json(const std::optional<T>& value) {
    return value ? value_json(*value) : ordered_json(nullptr);
}

template <class T>
ordered_json value_json(const std::vector<T>& values) {
    ordered_json array = ordered_json::array();
    for (const T& value : values) array.push_back(value_json(value));
    return array;
}

template <class T>
ordered_json value_json(const std::map<std::string, T>& values) {
    ordered_json object = ordered_json::object();
    for (const auto& [key, value] : values) object[key] = value_json(value);
    return object;
}

template <class T>
ordered_json value_json(const T& value) {
    if constexpr (has_members<T>) {
        ordered_json object = ordered_json::object();
        members(value, [&](const char* key, const auto& field, Presence presence) {
            if (presence != Presence::when_set || is_set(field)) object[key] = value_json(field);
        });
        return object;
    } else if constexpr (is_named_enum<T>) {
        return to_string(value);
    } else {
        return value;
    }
}

// ---- reading: typed members, recording the first problem as "FILE: JSON.PATH: what was expected"

class Reader {
public:
    explicit Reader(const std::string& file) : file_(file) {}
    int version = 2;  // of the report read: members since_v2 may be absent from @1
    const std::optional<Error>& error() const { return error_; }

    void fail(const std::string& path, const std::string& what) {
        if (!error_) error_ = make_error(file_ + ": " + (path.empty() ? "(top level)" : path) + ": " + what);
    }

    bool object(const json& value, const std::string& path) {
        if (value.is_object()) return true;
        fail(path, std::string("expected an object, got ") + value.type_name());
        return false;
    }

    // The member `key` of `object`; a missing member is an error unless it is written only when set.
    const json* member(const json& object, const std::string& path, const char* key,
                       Presence presence = Presence::always) {
        auto it = object.find(key);
        if (it != object.end()) return &*it;
        if (presence == Presence::always || (presence == Presence::since_v2 && version >= 2))
            fail(path, std::string("missing \"") + key + "\"");
        return nullptr;
    }

    template <class T>
    void get(const json& object, const std::string& path, const char* key, T& out,
             Presence presence = Presence::always) {
        if (const json* value = member(object, path, key, presence)) convert(*value, join(path, key), out);
    }

    static std::string join(const std::string& path, const std::string& key) {
        return path.empty() ? key : path + "." + key;
    }
    static std::string index(const std::string& path, size_t i) { return path + "[" + std::to_string(i) + "]"; }

    void convert(const json& v, const std::string& path, std::string& out) {
        if (v.is_string()) out = v.get<std::string>();
        else fail(path, std::string("expected a string, got ") + v.type_name());
    }
    void convert(const json& v, const std::string& path, bool& out) {
        if (v.is_boolean()) out = v.get<bool>();
        else fail(path, std::string("expected true or false, got ") + v.type_name());
    }
    void convert(const json& v, const std::string& path, double& out) {
        if (v.is_number()) out = v.get<double>();
        else fail(path, std::string("expected a number, got ") + v.type_name());
    }
    void convert(const json& v, const std::string& path, uint64_t& out) {
        if (v.is_number_unsigned()) out = v.get<uint64_t>();
        else fail(path, std::string("expected a non-negative integer, got ") + describe(v));
    }
    void convert(const json& v, const std::string& path, unsigned& out) {
        uint64_t wide = 0;
        convert(v, path, wide);
        if (wide > UINT_MAX) fail(path, "expected an integer below 2^32");
        out = static_cast<unsigned>(wide);
    }
    void convert(const json& v, const std::string& path, int& out) {
        if (v.is_number_integer() && v.get<int64_t>() >= INT_MIN && v.get<int64_t>() <= INT_MAX) out = v.get<int>();
        else fail(path, std::string("expected an integer, got ") + describe(v));
    }
    void convert(const json& v, const std::string& path, std::optional<std::string>& out) {
        if (v.is_null()) out.reset();  // "reason": null
        else convert(v, path, out.emplace());
    }
    void convert(const json& v, const std::string& path, std::optional<bool>& out) {
        convert(v, path, out.emplace());
    }
    void convert(const json& v, const std::string& path, std::optional<uint64_t>& out) {
        convert(v, path, out.emplace());
    }
    // A status, a finding's kind, a classification: an unknown name must not pass for a known one (statuses decide
    // exit codes and merging). The error lists the names there are.
    template <class E>
        requires is_named_enum<E>
    void convert(const json& v, const std::string& path, E& out) {
        std::string name;
        convert(v, path, name);
        if (!v.is_string()) return;
        if (auto value = parse_name<E>(name)) out = *value;
        else fail(path, "expected one of " + name_list<E>() + ", got \"" + name + "\"");
    }
    template <class E>
        requires is_named_enum<E>
    void convert(const json& v, const std::string& path, std::optional<E>& out) {
        convert(v, path, out.emplace());
    }
    void convert(const json& v, const std::string& path, std::optional<Ci>& out) {
        if (v.is_null()) out.reset();  // "ci": null outside CI
        else convert(v, path, out.emplace());
    }
    void convert(const json& v, const std::string& path, std::optional<Clock::time_point>& out) {
        if (v.is_null()) return out.reset();  // unknown: merged from @1 reports only
        std::string text;
        convert(v, path, text);
        out = parse_rfc3339(text);
        if (!out && !error_) fail(path, "expected an RFC 3339 UTC time like 2026-11-30T21:08:55Z, got \"" + text + "\"");
    }
    void convert(const json& v, const std::string& path, std::array<double, 2>& out) {
        if (!v.is_array() || v.size() != 2) return fail(path, "expected an array of two numbers");
        convert(v[0], index(path, 0), out[0]);
        convert(v[1], index(path, 1), out[1]);
    }
    template <has_members T>
    void convert(const json& v, const std::string& path, std::optional<T>& out) {
        if (v.is_null()) return out.reset();  // "shown": null
        convert(v, path, out.emplace());
    }
    void convert(const json& v, const std::string& path, std::optional<Histogram>& out) {
        if (!object(v, path)) return;
        std::string unit;
        uint64_t sub_buckets = 0;
        double min_us = 0, max_us = 0, sum_us = 0;
        get(v, path, "unit", unit);
        get(v, path, "sub_buckets", sub_buckets);
        get(v, path, "min_us", min_us);
        get(v, path, "max_us", max_us);
        get(v, path, "sum_us", sum_us);
        const json* counts = member(v, path, "counts");
        if (error_) return;
        if (unit != k_histogram_unit) return fail(join(path, "unit"), "expected \"ns\", got \"" + unit + "\"");
        if (sub_buckets != Histogram::k_sub_buckets)
            return fail(join(path, "sub_buckets"), "expected " + std::to_string(Histogram::k_sub_buckets) + ", got " + std::to_string(sub_buckets));
        const std::string counts_path = join(path, "counts");
        if (!counts->is_array()) return fail(counts_path, std::string("expected an array, got ") + counts->type_name());
        std::vector<Histogram::Bucket> buckets(counts->size());
        for (size_t i = 0; i < counts->size() && !error_; ++i) {
            const json& pair = (*counts)[i];
            if (!pair.is_array() || pair.size() != 2) return fail(index(counts_path, i), "expected [bucket, count]");
            uint64_t bucket = 0;
            convert(pair[0], index(index(counts_path, i), 0), bucket);
            convert(pair[1], index(index(counts_path, i), 1), buckets[i].second);
            buckets[i].first = static_cast<uint32_t>(std::min<uint64_t>(bucket, UINT32_MAX));
        }
        if (error_) return;
        auto histogram = Histogram::from_buckets(buckets, min_us, max_us, sum_us);
        if (!histogram) return fail(path, histogram.error().message);
        out = std::move(*histogram);
    }
    template <class T>
    void convert(const json& v, const std::string& path, std::vector<T>& out) {
        if (!v.is_array()) return fail(path, std::string("expected an array, got ") + v.type_name());
        out.resize(v.size());
        for (size_t i = 0; i < v.size(); ++i) convert(v[i], index(path, i), out[i]);
    }
    template <class T>
    void convert(const json& v, const std::string& path, std::map<std::string, T>& out) {
        if (!object(v, path)) return;
        for (const auto& [key, value] : v.items()) convert(value, join(path, key), out[key]);
    }
    template <has_members T>
    void convert(const json& v, const std::string& path, T& out) {
        if (!object(v, path)) return;
        members(out, [&](const char* key, auto& field, Presence presence) { get(v, path, key, field, presence); });
        check_values(path, out);
    }

private:
    // Counts that contradict each other are refused (merge would add them up into a failure rate above 100%).
    void check_values(const std::string& path, const ScenarioResult& r) {
        if (r.failures > r.iterations)
            fail(path, "inconsistent counts: " + std::to_string(r.failures) + " failures in " + std::to_string(r.iterations) + " iterations");
        if (r.hangs > r.failures)
            fail(path, "inconsistent counts: " + std::to_string(r.hangs) + " hangs but " + std::to_string(r.failures) +
                           " failing iterations (a hang is a failing iteration)");
        const double rate = r.iterations ? static_cast<double>(r.failures) / static_cast<double>(r.iterations) : 0.0;
        if (!(std::abs(r.failure_rate - rate) <= 1e-9))
            fail(join(path, "failure_rate"), "is " + std::to_string(r.failure_rate) + ", but failures / iterations is " + std::to_string(rate));
        const auto& ci = r.failure_rate_ci95;
        if (!(ci[0] >= 0 && ci[0] <= ci[1] && ci[1] <= 1))
            fail(join(path, "failure_rate_ci95"), "is not an interval within [0, 1]");
    }
    void check_values(const std::string& path, const Percentiles& p) {
        if (p.histogram && p.histogram->count() != p.count)
            fail(join(path, "histogram"), "holds " + std::to_string(p.histogram->count()) + " samples, count says " +
                                              std::to_string(p.count));
    }
    template <class T>
    void check_values(const std::string&, const T&) {}

    static std::string describe(const json& v) {
        return v.is_number_integer() ? "a negative integer" : v.is_number() ? "a fraction" : v.type_name();
    }

    const std::string& file_;
    std::optional<Error> error_;
};

}  // namespace

namespace {

ordered_json time_json(const std::optional<Clock::time_point>& time) {
    return time ? ordered_json(format_rfc3339(*time)) : ordered_json(nullptr);
}

ordered_json hosts_json(const Report& report) {
    ordered_json hosts = ordered_json::array({value_json(report.host)});
    for (const Host& host : report.other_hosts) hosts.push_back(value_json(host));
    return hosts;
}

// The @2 top level: run identity and hosts. Each result's host must index the hosts read.
void read_v2(Reader& in, const json& document, Report& report) {
    in.get(document, "", "run_id", report.run_id);
    in.get(document, "", "started_at", report.started_at);
    in.get(document, "", "finished_at", report.finished_at);
    in.get(document, "", "duration_s", report.duration_s);
    in.get(document, "", "complete", report.complete);
    in.get(document, "", "labels", report.labels);
    in.get(document, "", "ci", report.ci);
    std::vector<Host> hosts;
    in.get(document, "", "hosts", hosts);
    in.get(document, "", "not_run", report.not_run);
    if (in.error()) return;
    if (hosts.empty() || !same_machine(hosts.front(), report.host))
        return in.fail("hosts", "expected the machine of \"host\" first");
    report.other_hosts.assign(hosts.begin() + 1, hosts.end());
    for (size_t i = 0; i < report.results.size(); ++i)
        if (report.results[i].host >= hosts.size())
            return in.fail(Reader::join(Reader::index("results", i), "host"),
                           "host " + std::to_string(report.results[i].host) + " is not an index into hosts (" +
                               std::to_string(hosts.size()) + " machines)");
}

// The summary counts its results: a report whose summary says otherwise was edited or cut, and merging it would
// make numbers that are true of nothing.
void check_summary(Reader& in, const Report& report) {
    const Summary& s = report.summary;
    uint64_t iterations = 0, failures = 0, hangs = 0;
    for (const ScenarioResult& r : report.results) {
        iterations += r.iterations;
        failures += r.failures;
        hangs += r.hangs;
    }
    auto check = [&](const char* key, uint64_t said, uint64_t counted) {
        if (said != counted)
            in.fail(std::string("summary.") + key, "inconsistent with the results: says " + std::to_string(said) + ", the results add up to " +
                                                   std::to_string(counted));
    };
    check("results", s.results, report.results.size());
    check("iterations", s.iterations, iterations);
    check("failures", s.failures, failures);
    check("hangs", s.hangs, hangs);
}

// Options written before report@2 settled on one vocabulary for run and exec, in today's names and units: argv is
// command_line, exec is exec_command, durations are seconds as numbers (*_s; exec's "no limit" is null).
void normalize_options(ordered_json& options) {
    if (!options.is_object()) return;
    auto rename = [&](const char* from, const char* to) {
        if (!options.contains(from) || options.contains(to)) return;
        options[to] = options[from];
        options.erase(from);
    };
    auto seconds = [&](const char* from, const char* to) {
        if (!options.contains(from) || options.contains(to)) return;
        const ordered_json& value = options[from];
        if (value.is_string()) {
            auto d = parse_duration(value.get<std::string>());
            if (d) options[to] = to_seconds(*d);
            else if (value == "none") options[to] = nullptr;
            else return;  // not a duration: left as it is
        } else {
            return;
        }
        options.erase(from);
    };
    if (options.contains("argv") && options.value("command", "") == "exec") rename("argv", "command_line");
    if (options.contains("exec") && options["exec"].is_array()) rename("exec", "exec_command");
    seconds("duration", "duration_s");
    seconds("hang_timeout", "hang_timeout_s");
    seconds("timeout", "timeout_s");
    seconds("kill_after", "kill_after_s");
    if (auto it = options.find("perturb"); it != options.end() && it->is_object()) {
        ordered_json& p = *it;
        for (auto [from, to] : {std::pair{"delay_us", "delay_s"}, std::pair{"jitter_us", "jitter_s"}})
            if (p.contains(from) && p[from].is_number() && !p.contains(to)) {
                p[to] = p[from].get<double>() / 1e6;
                p.erase(from);
            }
    }
}

}  // namespace

ordered_json to_json(const Report& report) {
    ordered_json tool = {{"name", "syncstress"}, {"version", report.tool_version}};
    tool.update(value_json(report.tool_build));
    return {{"format", k_format},
            {"tool", std::move(tool)},
            {"run_id", report.run_id},
            {"started_at", time_json(report.started_at)},
            {"finished_at", time_json(report.finished_at)},
            {"duration_s", report.duration_s},
            {"complete", report.complete},
            {"labels", value_json(report.labels)},
            {"ci", value_json(report.ci)},
            {"host", value_json(report.host)},
            {"hosts", hosts_json(report)},
            {"options", report.options.is_object() ? report.options : ordered_json::object()},
            {"results", value_json(report.results)},
            {"not_run", value_json(report.not_run)},
            {"summary", value_json(report.summary)}};
}

Result<Report> from_json(const json& document, const std::string& file) {
    try {
        Reader in(file);
        Report report;
        if (!in.object(document, "")) return *in.error();
        std::string format;
        in.get(document, "", "format", format);
        if (!in.error() && format != k_format && format != k_format_v1)
            in.fail("format", "expected \"" + std::string(k_format) + "\" (or \"" + k_format_v1 + "\"), got \"" + format + "\"");
        in.version = format == k_format_v1 ? 1 : 2;
        if (const json* tool = in.member(document, "", "tool"); tool && in.object(*tool, "tool")) {
            in.get(*tool, "tool", "version", report.tool_version);
            in.convert(*tool, "tool", report.tool_build);
        }
        in.get(document, "", "host", report.host);
        if (const json* options = in.member(document, "", "options"); options && in.object(*options, "options"))
            report.options = ordered_json(*options);
        in.get(document, "", "results", report.results);
        in.get(document, "", "summary", report.summary);
        if (!in.error() && in.version >= 2) read_v2(in, document, report);
        if (!in.error()) check_summary(in, report);
        if (in.error()) return *in.error();
        // The error kind is the reason's prefix in the JSON (mark_backend_error).
        for (ScenarioResult& r : report.results)
            if (r.status == ResultStatus::error)
                r.error = r.reason && r.reason->rfind(k_backend_reason_prefix, 0) == 0 ? ResultError::backend : ResultError::run;
        normalize_options(report.options);
        report.source = file;
        return report;
    } catch (const std::exception& e) {  // not expected after the type checks; never let one escape
        return make_error(file + ": " + e.what());
    }
}

Result<Report> read_json_report(const std::string& path) {
    // A report nests 7 levels; deeper input (options are open) is refused before copying it recursively can
    // exhaust the stack.
    constexpr int k_max_depth = 64;
    std::error_code ignored;
    if (std::filesystem::is_directory(path, ignored)) return make_error(path + ": is a folder, not a JSON report");
    std::ifstream in(path, std::ios::binary);
    if (!in) return make_error(path + ": cannot open");
    bool too_deep = false;
    auto limit_depth = [&](int depth, json::parse_event_t, json&) {
        too_deep = too_deep || depth > k_max_depth;
        return !too_deep;
    };
    json document;
    try {
        document = json::parse(in, limit_depth);
    } catch (const json::parse_error& e) {
        std::string what = e.what();  // "[json.exception.parse_error.101] parse error at line 1, column 2: ..."
        if (size_t end = what.find("] "); what.rfind("[json.", 0) == 0 && end != std::string::npos) what.erase(0, end + 2);
        return make_error(path + ": not valid JSON: " + what);
    }
    if (too_deep) return make_error(path + ": nested deeper than " + std::to_string(k_max_depth) + " levels: not a syncstress report");
    return from_json(document, path);
}

ordered_json to_json(const std::vector<BackendStatus>& backends) { return value_json(backends); }

Result<std::vector<BackendStatus>> backends_from_json(const json& document, const std::string& source) {
    Reader in(source);
    std::vector<BackendStatus> backends;
    in.convert(document, "host.backends", backends);
    if (in.error()) return *in.error();
    return backends;
}

}  // namespace syncstress::report
