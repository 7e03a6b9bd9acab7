// Reading a JSON report back (from_json, merge's and report's inputs): @2, and @1 (no run identity, hosts or
// not_run). Members are read from the lists of json_members.h, typed; the first problem is the error, as
// "FILE: JSON.PATH: what was expected".
#include "core/report/json_members.h"
#include "core/report/json_rules.h"
#include "core/report/report.h"

#include "core/common/duration.h"

#include <algorithm>
#include <array>
#include <climits>
#include <cmath>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string_view>
#include <optional>

namespace syncstress::report {

using nlohmann::json;
using nlohmann::ordered_json;
using namespace json_members;
using json_rules::in_quotes;
using json_rules::Shape;

namespace {

constexpr const char* k_unknown_key = "unknown key (a report's objects have only the members docs/report.schema.json lists)";

class Reader {
public:
    explicit Reader(const std::string& file) : file_(file) {}
    int version = 2;  // of the report read: members since_v2 may be absent from @1
    const std::optional<Error>& error() const { return error_; }

    void fail(const std::string& path, const std::string& what) {
        if (!error_) error_ = make_error(file_ + ": " + (path.empty() ? "(top level)" : path) + ": " + what, ErrorKind::bad_input);
    }

    bool object(const json& value, const std::string& path) {
        if (value.is_object()) return true;
        fail(path, std::string("expected an object, got ") + value.type_name());
        return false;
    }

    // The member `key` of `object`; a missing member is an error unless it is written only when set.
    const json* member(const json& object, const std::string& path, const char* key, Presence presence = Presence::always) {
        auto it = object.find(key);
        if (it != object.end()) return &*it;
        if (presence == Presence::always || (presence == Presence::since_v2 && version >= 2))
            fail(path, std::string("missing \"") + key + "\"");
        return nullptr;
    }

    template <class T>
    void get(const json& object, const std::string& path, const char* key, T& out, Presence presence = Presence::always) {
        if (const json* value = member(object, path, key, presence)) convert(*value, join(path, key), out);
    }

    // A key of the file (a label's, an op's, an unknown one) is excerpted in the path.
    static std::string join(const std::string& path, const std::string& key) {
        const std::string k = json_rules::excerpt(key);
        return path.empty() ? k : path + "." + k;
    }
    static std::string index(const std::string& path, size_t i) { return path + "[" + std::to_string(i) + "]"; }

    void convert(const json& v, const std::string& path, std::string& out) {
        if (v.is_string())
            out = v.get<std::string>();
        else
            fail(path, std::string("expected a string, got ") + v.type_name());
    }
    void convert(const json& v, const std::string& path, bool& out) {
        if (v.is_boolean())
            out = v.get<bool>();
        else
            fail(path, std::string("expected true or false, got ") + v.type_name());
    }
    // Every number of a report that is not a count is a duration, a time or a fraction: never negative.
    void convert(const json& v, const std::string& path, double& out) {
        if (!v.is_number()) return fail(path, std::string("expected a number, got ") + v.type_name());
        out = v.get<double>();
        if (!(out >= 0)) fail(path, "expected a non-negative number, got " + v.dump());
    }
    void convert(const json& v, const std::string& path, uint64_t& out) {
        if (v.is_number_unsigned())
            out = v.get<uint64_t>();
        else
            fail(path, std::string("expected a non-negative integer, got ") + describe(v));
    }
    void convert(const json& v, const std::string& path, unsigned& out) {
        uint64_t wide = 0;
        convert(v, path, wide);
        if (wide > UINT_MAX) fail(path, "expected an integer below 2^32");
        out = static_cast<unsigned>(wide);
    }
    void convert(const json& v, const std::string& path, int& out) {
        if (v.is_number_integer() && v.get<int64_t>() >= INT_MIN && v.get<int64_t>() <= INT_MAX)
            out = v.get<int>();
        else
            fail(path, std::string("expected an integer, got ") + describe(v));
    }
    void convert(const json& v, const std::string& path, std::optional<std::string>& out) {
        if (v.is_null())
            out.reset();  // "reason": null
        else
            convert(v, path, out.emplace());
    }
    void convert(const json& v, const std::string& path, std::optional<bool>& out) { convert(v, path, out.emplace()); }
    void convert(const json& v, const std::string& path, std::optional<uint64_t>& out) { convert(v, path, out.emplace()); }
    // A status, a finding's kind, a classification: an unknown name must not pass for a known one (statuses decide
    // exit codes and merging). The error lists the names there are.
    template <class E>
    requires is_named_enum<E>
    void convert(const json& v, const std::string& path, E& out) {
        std::string name;
        convert(v, path, name);
        if (!v.is_string()) return;
        if (auto value = parse_name<E>(name))
            out = *value;
        else
            fail(path, "expected one of " + name_list<E>() + ", got " + in_quotes(name));
    }
    template <class E>
    requires is_named_enum<E>
    void convert(const json& v, const std::string& path, std::optional<E>& out) { convert(v, path, out.emplace()); }
    void convert(const json& v, const std::string& path, std::optional<Ci>& out) {
        if (v.is_null())
            out.reset();  // "ci": null outside CI
        else
            convert(v, path, out.emplace());
    }
    void convert(const json& v, const std::string& path, std::optional<Clock::time_point>& out) {
        if (v.is_null()) return out.reset();  // unknown: merged from @1 reports only
        std::string text;
        convert(v, path, text);
        out = parse_rfc3339(text);
        if ((!out || !json_rules::has_shape(text, Shape::time)) && !error_)
            fail(path, std::string("expected ") + json_rules::shape_text(Shape::time) + ", got " + in_quotes(text));
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
        if (unit != k_histogram_unit) return fail(join(path, "unit"), "expected \"ns\", got " + in_quotes(unit));
        if (sub_buckets != Histogram::k_sub_buckets)
            return fail(join(path, "sub_buckets"),
                        "expected " + std::to_string(Histogram::k_sub_buckets) + ", got " + std::to_string(sub_buckets));
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
    // The schema's objects are closed: a key that is not a member (nor one of `also`) is refused.
    template <has_members T>
    void convert(const json& v, const std::string& path, T& out, std::initializer_list<std::string_view> also = {}) {
        if (!object(v, path)) return;
        for (const auto& item : v.items()) {
            const std::string& key = item.key();  // not a structured binding: clang 14 does not capture those
            bool known = std::find(also.begin(), also.end(), key) != also.end();
            members(out, [&](const char* name, auto&, Presence) { known = known || key == name; });
            if (!known) return fail(join(path, key), k_unknown_key);
        }
        members(out, [&](const char* key, auto& field, Presence presence) { get(v, path, key, field, presence); });
        check_values(path, out);
    }
    // A string member of the schema's pattern.
    void shape(const std::string& path, const std::string& text, Shape s) {
        if (!json_rules::has_shape(text, s)) fail(path, std::string("expected ") + json_rules::shape_text(s) + ", got " + in_quotes(text));
    }

private:
    // Counts that contradict each other are refused (merge would add them up into a failure rate above 100%).
    void check_values(const std::string& path, const ScenarioResult& r) {
        if (r.failures > r.iterations)
            fail(path,
                 "inconsistent counts: " + std::to_string(r.failures) + " failures in " + std::to_string(r.iterations) + " iterations");
        if (r.hangs > r.failures)
            fail(path, "inconsistent counts: " + std::to_string(r.hangs) + " hangs but " + std::to_string(r.failures) +
                           " failing iterations (a hang is a failing iteration)");
        const double rate = r.iterations ? static_cast<double>(r.failures) / static_cast<double>(r.iterations) : 0.0;
        if (!(std::abs(r.failure_rate - rate) <= 1e-9))
            fail(join(path, "failure_rate"),
                 "is " + std::to_string(r.failure_rate) + ", but failures / iterations is " + std::to_string(rate));
        if (r.error && r.status != ResultStatus::error)
            fail(join(path, "error"), std::string("is set, but the status is ") + to_string(r.status) + ", not error");
        const auto& ci = r.failure_rate_ci95;
        if (!(ci[0] >= 0 && ci[0] <= ci[1] && ci[1] <= 1)) fail(join(path, "failure_rate_ci95"), "is not an interval within [0, 1]");
    }
    void check_values(const std::string& path, const Percentiles& p) {
        if (p.histogram && p.histogram->count() != p.count)
            fail(join(path, "histogram"),
                 "holds " + std::to_string(p.histogram->count()) + " samples, count says " + std::to_string(p.count));
    }
    void check_values(const std::string& path, const Summary& s) {
        constexpr std::array k_exit_codes = {0, 1, 2, 3, 130, 143};  // the schema's summary.exit_code
        if (std::find(k_exit_codes.begin(), k_exit_codes.end(), s.exit_code) == k_exit_codes.end())
            fail(join(path, "exit_code"), "expected one of 0, 1, 2, 3, 130, 143, got " + std::to_string(s.exit_code));
    }
    void check_values(const std::string& path, const Ci& c) {
        constexpr std::array k_systems = {"github-actions", "gitlab", "buildkite", "jenkins", "azure-pipelines", "circleci"};
        if (std::find(k_systems.begin(), k_systems.end(), c.system) == k_systems.end())
            fail(join(path, "system"),
                 "expected one of github-actions, gitlab, buildkite, jenkins, azure-pipelines, circleci, got " + in_quotes(c.system));
    }
    void check_values(const std::string& path, const ToolBuild& t) {
        if (!t.commit.empty()) shape(join(path, "commit"), t.commit, Shape::commit);
        if (!t.adapter_abi.empty()) shape(join(path, "adapter_abi"), t.adapter_abi, Shape::adapter_abi);
    }
    // As the scenario loader takes them: a call is named, a line counts from 1.
    void check_values(const std::string& path, const CallSite& c) {
        if (c.call.empty()) fail(join(path, "call"), "expected the API call's name, got an empty string");
        if (c.line && *c.line == 0) fail(join(path, "line"), "expected a line number from 1, got 0");
    }
    template <class T>
    void check_values(const std::string&, const T&) {}

    static std::string describe(const json& v) {
        return v.is_number_integer() ? "a negative integer" : v.is_number() ? "a fraction" : v.type_name();
    }

    const std::string& file_;
    std::optional<Error> error_;
};

// The @2 top level: run identity and hosts. Each result's host must index the hosts read.
void read_v2(Reader& in, const json& document, Report& report) {
    in.get(document, "", "run_id", report.run_id);
    if (!in.error()) in.shape("run_id", report.run_id, Shape::run_id);
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
    if (hosts.empty() || !same_machine(hosts.front(), report.host)) return in.fail("hosts", "expected the machine of \"host\" first");
    report.other_hosts.assign(hosts.begin() + 1, hosts.end());
    for (size_t i = 0; i < report.results.size(); ++i)
        if (report.results[i].host >= hosts.size())
            return in.fail(Reader::join(Reader::index("results", i), "host"), "host " + std::to_string(report.results[i].host) +
                                                                                  " is not an index into hosts (" +
                                                                                  std::to_string(hosts.size()) + " machines)");
}

// The top level is closed too (its members are read one by one, not from a list).
void check_top_level(Reader& in, const json& document) {
    constexpr std::array k_keys = {"format", "tool", "run_id", "started_at", "finished_at", "duration_s", "complete", "labels",
                                   "ci",     "host", "hosts",  "options",    "results",     "not_run",    "summary"};
    for (const auto& [key, value] : document.items())
        if (std::find(k_keys.begin(), k_keys.end(), key) == k_keys.end()) return in.fail(Reader::join("", key), k_unknown_key);
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
            in.fail(std::string("summary.") + key,
                    "inconsistent with the results: says " + std::to_string(said) + ", the results add up to " + std::to_string(counted));
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
            if (d)
                options[to] = to_seconds(*d);
            else if (value == "none")
                options[to] = nullptr;
            else
                return;  // not a duration: left as it is
        } else {
            return;
        }
        options.erase(from);
    };
    if (options.contains("argv") && options.contains("command") && options["command"] == "exec") rename("argv", "command_line");
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

Result<Report> from_json(const json& document, const std::string& file) {
    try {
        Reader in(file);
        Report report;
        if (!in.object(document, "")) return *in.error();
        std::string format;
        in.get(document, "", "format", format);
        if (!in.error() && format != k_format && format != k_format_v1)
            in.fail("format", "expected \"" + std::string(k_format) + "\" (or \"" + k_format_v1 + "\"), got " + in_quotes(format));
        in.version = format == k_format_v1 ? 1 : 2;
        check_top_level(in, document);
        if (const json* tool = in.member(document, "", "tool"); tool && in.object(*tool, "tool")) {
            std::string name = "syncstress";
            in.get(*tool, "tool", "name", name, in.version >= 2 ? Presence::always : Presence::when_set);
            if (!in.error() && name != "syncstress") in.fail("tool.name", "expected \"syncstress\", got " + in_quotes(name));
            in.get(*tool, "tool", "version", report.tool_version);
            in.convert(*tool, "tool", report.tool_build, {"name", "version"});
        }
        in.get(document, "", "host", report.host);
        if (const json* options = in.member(document, "", "options"); options && in.object(*options, "options"))
            report.options = ordered_json(*options);
        in.get(document, "", "results", report.results);
        in.get(document, "", "summary", report.summary);
        if (!in.error() && in.version >= 2) read_v2(in, document, report);
        if (!in.error()) check_summary(in, report);
        if (in.error()) return *in.error();
        // A report written before results named their error's kind said it only by the reason's "backend: "
        // (mark_backend_error): such an error is the backend's failure, any other syncstress's own.
        for (ScenarioResult& r : report.results)
            if (r.status == ResultStatus::error && !r.error)
                r.error = r.reason && r.reason->starts_with(k_backend_reason_prefix) ? ErrorKind::backend_failed : ErrorKind::internal;
        normalize_options(report.options);
        if (auto broken = json_rules::check_options(report.options)) {
            in.fail(broken->path, broken->what);
            return *in.error();
        }
        report.source = file;
        return report;
    } catch (const std::exception& e) {  // not expected after the type checks; never let one escape
        return make_error(file + ": " + json_rules::excerpt_tokens(e.what()), ErrorKind::bad_input);
    }
}

namespace {

// nlohmann's DOM parser, with a depth limit and the byte where an error is: a report nests 7 levels, and deeper
// input (options are open) is refused before copying it recursively can exhaust the stack. Every error is kept,
// the ones nlohmann throws outside its parse errors too (a number beyond a double's range, 1e400).
class LimitedParser : public nlohmann::detail::json_sax_dom_parser<json> {
public:
    static constexpr size_t k_max_depth = 64;
    explicit LimitedParser(json& root) : json_sax_dom_parser(root, false) {}

    bool start_object(size_t n) { return deeper() && json_sax_dom_parser::start_object(n); }
    bool start_array(size_t n) { return deeper() && json_sax_dom_parser::start_array(n); }
    bool end_object() {
        --depth_;
        return json_sax_dom_parser::end_object();
    }
    bool end_array() {
        --depth_;
        return json_sax_dom_parser::end_array();
    }
    bool parse_error(size_t position, const std::string&, const nlohmann::detail::exception& e) {
        error_ = {position, e.what()};
        return false;
    }

    bool too_deep() const { return depth_ > k_max_depth; }
    const std::optional<std::pair<size_t, std::string>>& error() const { return error_; }

private:
    bool deeper() { return ++depth_ <= k_max_depth; }
    size_t depth_ = 0;
    std::optional<std::pair<size_t, std::string>> error_;  // nlohmann's byte position (one past) and message
};

// nlohmann's message without its "[json.exception.parse_error.101] " and with its tokens excerpted, placed.
std::string parse_failure(std::string_view text, size_t position, std::string what) {
    if (size_t end = what.find("] "); what.rfind("[json.", 0) == 0 && end != std::string::npos) what.erase(0, end + 2);
    if (what.rfind("parse error at line", 0) != 0)  // a number too large, a string too long: nlohmann says not where
        what = "at " + json_rules::line_column(text, position > 0 ? position - 1 : 0) + ": " + what;
    return json_rules::excerpt_tokens(what);
}

}  // namespace

Result<Report> read_json_report(const std::string& path) {
    std::error_code ignored;
    if (std::filesystem::is_directory(path, ignored)) return make_error(path + ": is a folder, not a JSON report", ErrorKind::bad_input);
    std::ifstream in(path, std::ios::binary);
    if (!in) return make_error(path + ": cannot open", ErrorKind::io);
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (in.bad()) return make_error(path + ": cannot read", ErrorKind::io);
    return read_json_report_text(text, path);
}

Result<Report> read_json_report_text(std::string_view text, const std::string& path) {
    // nlohmann's reader ends the text at a zero byte: whatever follows one would pass unread.
    if (const size_t nul = text.find('\0'); nul != std::string_view::npos)
        return make_error(path + ": not valid JSON: a zero byte at " + json_rules::line_column(text, nul) + " (a report is JSON text)",
                          ErrorKind::bad_input);
    json document;
    LimitedParser parser(document);
    try {
        json::sax_parse(text, &parser);
    } catch (const std::exception& e) {  // the parser reports its errors; anything else is still the file's
        return make_error(path + ": not valid JSON: " + json_rules::excerpt_tokens(e.what()), ErrorKind::bad_input);
    }
    if (parser.too_deep())
        return make_error(path + ": nested deeper than " + std::to_string(LimitedParser::k_max_depth) + " levels: not a syncstress report",
                          ErrorKind::bad_input);
    if (const auto& failure = parser.error())
        return make_error(path + ": not valid JSON: " + parse_failure(text, failure->first, failure->second), ErrorKind::bad_input);
    return from_json(document, path);
}

Result<std::vector<BackendStatus>> backends_from_json(const json& document, const std::string& source) {
    Reader in(source);
    std::vector<BackendStatus> backends;
    in.convert(document, "host.backends", backends);
    if (in.error()) return *in.error();
    return backends;
}

}  // namespace syncstress::report
