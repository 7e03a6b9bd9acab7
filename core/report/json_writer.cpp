// The JSON form of a report, format syncstress/report@1 (docs/report.schema.json). Dashboards key on these
// names: they never change within @1.
#include "core/report/report.h"

#include <climits>
#include <exception>
#include <optional>

namespace syncstress::report {

using nlohmann::json;
using nlohmann::ordered_json;

namespace {

constexpr const char* k_statuses[] = {"pass", "fail", "hang", "skip", "error", "expected"};
constexpr const char* k_kinds[] = {"mismatch", "hang", "race", "deadlock", "validation", "timeline", "oversync", "error"};

template <size_t N>
bool one_of(const std::string& value, const char* const (&names)[N]) {
    for (const char* name : names)
        if (value == name) return true;
    return false;
}

ordered_json percentiles_json(const Percentiles& p) {
    return {{"p50", p.p50}, {"p90", p.p90}, {"p99", p.p99}, {"max", p.max}, {"count", p.count}};
}

ordered_json finding_json(const Finding& f) {
    ordered_json j = {{"kind", f.kind}, {"expected", f.expected}, {"warning", f.warning}, {"message", f.message}};
    if (f.iteration) j["iteration"] = *f.iteration;
    if (!f.steps.empty()) j["steps"] = f.steps;
    if (!f.object.empty()) j["object"] = f.object;
    if (f.offset) j["offset"] = *f.offset;
    if (f.count) j["count"] = *f.count;
    if (!f.classification.empty()) j["classification"] = f.classification;
    if (f.first_index) j["first_index"] = *f.first_index;
    if (f.wrong) j["wrong"] = *f.wrong;
    if (f.checked) j["checked"] = *f.checked;
    if (!f.samples.empty()) {
        ordered_json& samples = j["samples"] = ordered_json::array();
        for (const Sample& s : f.samples)
            samples.push_back({{"index", s.index}, {"expected", s.expected}, {"actual", s.actual}});
    }
    if (!f.state.empty()) j["state"] = f.state;
    if (f.recovered) j["recovered"] = true;
    if (!f.fix.empty()) j["fix"] = f.fix;
    if (!f.vuid.empty()) j["vuid"] = f.vuid;
    if (!f.repro.empty()) j["repro"] = f.repro;
    return j;
}

ordered_json result_json(const ScenarioResult& r) {
    ordered_json findings = ordered_json::array();
    for (const Finding& f : r.findings) findings.push_back(finding_json(f));
    ordered_json ops = ordered_json::object();
    for (const auto& [name, p] : r.timing.ops) ops[name] = percentiles_json(p);
    return {{"scenario", r.scenario},
            {"file", r.file},
            {"backend", r.backend},
            {"status", r.status},
            {"reason", r.reason ? ordered_json(*r.reason) : ordered_json(nullptr)},
            {"expect", r.expect},
            {"iterations", r.iterations},
            {"failures", r.failures},
            {"hangs", r.hangs},
            {"failure_rate", r.failure_rate},
            {"failure_rate_ci95", r.failure_rate_ci95},
            {"findings", std::move(findings)},
            {"findings_dropped", r.findings_dropped},
            {"timing", {{"iteration_us", percentiles_json(r.timing.iteration_us)}, {"ops", std::move(ops)}}},
            {"duration_s", r.duration_s},
            {"repro", r.repro}};
}

// Reads typed members, recording the first problem as "FILE: JSON.PATH: what was expected".
class Reader {
public:
    explicit Reader(const std::string& file) : file_(file) {}
    const std::optional<Error>& error() const { return error_; }

    void fail(const std::string& path, const std::string& what) {
        if (!error_) error_ = make_error(file_ + ": " + (path.empty() ? "(top level)" : path) + ": " + what);
    }

    bool object(const json& value, const std::string& path) {
        if (value.is_object()) return true;
        fail(path, std::string("expected an object, got ") + value.type_name());
        return false;
    }

    // The member `key` of `object`; a missing required member is an error.
    const json* member(const json& object, const std::string& path, const char* key, bool required = true) {
        auto it = object.find(key);
        if (it != object.end()) return &*it;
        if (required) fail(path, std::string("missing \"") + key + "\"");
        return nullptr;
    }

    template <class T>
    void get(const json& object, const std::string& path, const char* key, T& out) {
        if (const json* value = member(object, path, key)) convert(*value, join(path, key), out);
    }
    template <class T>
    void get_optional(const json& object, const std::string& path, const char* key, T& out) {
        if (const json* value = member(object, path, key, false)) convert(*value, join(path, key), out);
    }
    template <class T>
    void get_optional(const json& object, const std::string& path, const char* key, std::optional<T>& out) {
        if (const json* value = member(object, path, key, false)) convert(*value, join(path, key), out.emplace());
    }

    static std::string join(const std::string& path, const char* key) { return path.empty() ? key : path + "." + key; }
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
        if (v.is_null()) out.reset();
        else convert(v, path, out.emplace());
    }
    template <class T>
    void convert(const json& v, const std::string& path, std::vector<T>& out) {
        if (!v.is_array()) return fail(path, std::string("expected an array, got ") + v.type_name());
        out.resize(v.size());
        for (size_t i = 0; i < v.size(); ++i) convert(v[i], index(path, i), out[i]);
    }
    void convert(const json& v, const std::string& path, std::array<double, 2>& out) {
        if (!v.is_array() || v.size() != 2) return fail(path, "expected an array of two numbers");
        convert(v[0], index(path, 0), out[0]);
        convert(v[1], index(path, 1), out[1]);
    }
    void convert(const json& v, const std::string& path, Percentiles& out) {
        if (!object(v, path)) return;
        get(v, path, "p50", out.p50);
        get(v, path, "p90", out.p90);
        get(v, path, "p99", out.p99);
        get(v, path, "max", out.max);
        get(v, path, "count", out.count);
    }
    void convert(const json& v, const std::string& path, Sample& out) {
        if (!object(v, path)) return;
        get(v, path, "index", out.index);
        get(v, path, "expected", out.expected);
        get(v, path, "actual", out.actual);
    }
    void convert(const json& v, const std::string& path, Finding& out) {
        if (!object(v, path)) return;
        get(v, path, "kind", out.kind);
        if (!error_ && !one_of(out.kind, k_kinds)) fail(join(path, "kind"), "unknown finding kind \"" + out.kind + "\"");
        get(v, path, "expected", out.expected);
        get(v, path, "warning", out.warning);
        get(v, path, "message", out.message);
        get_optional(v, path, "iteration", out.iteration);
        get_optional(v, path, "steps", out.steps);
        get_optional(v, path, "object", out.object);
        get_optional(v, path, "offset", out.offset);
        get_optional(v, path, "count", out.count);
        get_optional(v, path, "classification", out.classification);
        get_optional(v, path, "first_index", out.first_index);
        get_optional(v, path, "wrong", out.wrong);
        get_optional(v, path, "checked", out.checked);
        get_optional(v, path, "samples", out.samples);
        get_optional(v, path, "state", out.state);
        get_optional(v, path, "recovered", out.recovered);
        get_optional(v, path, "fix", out.fix);
        get_optional(v, path, "vuid", out.vuid);
        get_optional(v, path, "repro", out.repro);
    }
    void convert(const json& v, const std::string& path, Timing& out) {
        if (!object(v, path)) return;
        get(v, path, "iteration_us", out.iteration_us);
        const json* ops = member(v, path, "ops");
        if (!ops || !object(*ops, join(path, "ops"))) return;
        for (const auto& [name, p] : ops->items()) convert(p, join(path, "ops") + "." + name, out.ops[name]);
    }
    void convert(const json& v, const std::string& path, ScenarioResult& out) {
        if (!object(v, path)) return;
        get(v, path, "scenario", out.scenario);
        get(v, path, "file", out.file);
        get(v, path, "backend", out.backend);
        get(v, path, "status", out.status);
        if (!error_ && !one_of(out.status, k_statuses))
            fail(join(path, "status"), "unknown status \"" + out.status + "\"");
        get(v, path, "reason", out.reason);
        get(v, path, "expect", out.expect);
        get(v, path, "iterations", out.iterations);
        get(v, path, "failures", out.failures);
        get(v, path, "hangs", out.hangs);
        get(v, path, "failure_rate", out.failure_rate);
        get(v, path, "failure_rate_ci95", out.failure_rate_ci95);
        get(v, path, "findings", out.findings);
        get(v, path, "findings_dropped", out.findings_dropped);
        get(v, path, "timing", out.timing);
        get(v, path, "duration_s", out.duration_s);
        get(v, path, "repro", out.repro);
    }
    void convert(const json& v, const std::string& path, BackendStatus& out) {
        if (!object(v, path)) return;
        get(v, path, "name", out.name);
        get(v, path, "available", out.available);
        get(v, path, "reason", out.reason);
        get(v, path, "device", out.device);
        get(v, path, "driver", out.driver);
        get(v, path, "api_version", out.api_version);
    }
    void convert(const json& v, const std::string& path, Host& out) {
        if (!object(v, path)) return;
        get(v, path, "os", out.os);
        get(v, path, "cpu", out.cpu);
        get(v, path, "hostname", out.hostname);
        get(v, path, "cores", out.cores);
        get(v, path, "backends", out.backends);
    }
    void convert(const json& v, const std::string& path, Summary& out) {
        if (!object(v, path)) return;
        get(v, path, "results", out.results);
        get(v, path, "pass", out.pass);
        get(v, path, "fail", out.fail);
        get(v, path, "hang", out.hang);
        get(v, path, "skip", out.skip);
        get(v, path, "error", out.error);
        get(v, path, "expected", out.expected);
        get(v, path, "iterations", out.iterations);
        get(v, path, "failures", out.failures);
        get(v, path, "hangs", out.hangs);
        get(v, path, "duration_s", out.duration_s);
        get(v, path, "exit_code", out.exit_code);
        get(v, path, "interrupted", out.interrupted);
    }

private:
    static std::string describe(const json& v) {
        return v.is_number_integer() ? "a negative integer" : v.is_number() ? "a fraction" : v.type_name();
    }

    const std::string& file_;
    std::optional<Error> error_;
};

}  // namespace

ordered_json to_json(const Report& report) {
    ordered_json backends = ordered_json::array();
    for (const BackendStatus& b : report.host.backends)
        backends.push_back({{"name", b.name},
                            {"available", b.available},
                            {"reason", b.reason},
                            {"device", b.device},
                            {"driver", b.driver},
                            {"api_version", b.api_version}});
    ordered_json results = ordered_json::array();
    for (const ScenarioResult& r : report.results) results.push_back(result_json(r));
    const Summary& s = report.summary;
    return {{"format", k_format},
            {"tool", {{"name", "syncstress"}, {"version", report.tool_version}}},
            {"host",
             {{"os", report.host.os},
              {"cpu", report.host.cpu},
              {"hostname", report.host.hostname},
              {"cores", report.host.cores},
              {"backends", std::move(backends)}}},
            {"options", report.options.is_object() ? report.options : ordered_json::object()},
            {"results", std::move(results)},
            {"summary",
             {{"results", s.results},
              {"pass", s.pass},
              {"fail", s.fail},
              {"hang", s.hang},
              {"skip", s.skip},
              {"error", s.error},
              {"expected", s.expected},
              {"iterations", s.iterations},
              {"failures", s.failures},
              {"hangs", s.hangs},
              {"duration_s", s.duration_s},
              {"exit_code", s.exit_code},
              {"interrupted", s.interrupted}}}};
}

Result<Report> from_json(const json& document, const std::string& file) {
    try {
        Reader in(file);
        Report report;
        if (!in.object(document, "")) return *in.error();
        std::string format;
        in.get(document, "", "format", format);
        if (!in.error() && format != k_format)
            in.fail("format", "expected \"" + std::string(k_format) + "\", got \"" + format + "\"");
        if (const json* tool = in.member(document, "", "tool"); tool && in.object(*tool, "tool"))
            in.get(*tool, "tool", "version", report.tool_version);
        in.get(document, "", "host", report.host);
        if (const json* options = in.member(document, "", "options"); options && in.object(*options, "options"))
            report.options = ordered_json(*options);
        in.get(document, "", "results", report.results);
        in.get(document, "", "summary", report.summary);
        if (in.error()) return *in.error();
        report.source = file;
        return report;
    } catch (const std::exception& e) {  // not expected after the type checks; never let one escape
        return make_error(file + ": " + e.what());
    }
}

}  // namespace syncstress::report
