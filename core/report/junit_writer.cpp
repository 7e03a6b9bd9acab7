// JUnit XML valid against the strict schema of Ant's JUnit task (Windy Road's JUnit.xsd, what xmllint --schema and
// strict CI readers check), which every CI reader (GitLab, Jenkins, GitHub test reporters) also takes:
// - <testsuites> without attributes; one <testsuite> per machine with name, package, id, timestamp (ISO 8601, no
//   zone), hostname, tests, failures, errors, time; in it <properties>, the testcases, <system-out>, <system-err>.
// - A testcase has classname, name and time only (no file), and at most one <failure> or <error> (type required).
//   There is no <skipped> and no output per testcase in that schema: skipped results are not testcases but a
//   property and lines of the suite's <system-out>, which also holds each testcase's file and repro line.
// - Run: classname = scenario, name = backend; exec: classname = "exec", name = the command. Names are unique in
//   the document (GitLab drops a testcase whose names repeat): a second machine adds " on HOST", a clash the file.
// - Jobs an interrupted run never reached are errors (type "interrupted"): the run did not prove them.
#include "core/report/format.h"
#include "core/report/report.h"

#include <algorithm>
#include <cstdio>
#include <set>

namespace syncstress::report {

namespace {

// XML 1.0 cannot carry control characters other than tab, newline and carriage return, not even as
// character references, nor bytes that are not UTF-8: those are written visibly as \xNN. In attributes,
// tab and newlines are written as references so that attribute normalisation does not fold them into spaces.
std::string escape(const std::string& text, bool attribute) {
    auto reference = [attribute](unsigned char c) -> const char* {
        switch (c) {
        case '&': return "&amp;";
        case '<': return "&lt;";
        case '>': return "&gt;";
        case '"': return attribute ? "&quot;" : nullptr;
        case '\'': return attribute ? "&apos;" : nullptr;
        case '\t': return attribute ? "&#9;" : nullptr;
        case '\n': return attribute ? "&#10;" : nullptr;
        case '\r': return "&#13;";
        default: return nullptr;
        }
    };
    return escape_text(text, reference, markup_keeps);
}

std::string attribute(const char* name, const std::string& value) { return std::string(" ") + name + "=\"" + escape(value, true) + "\""; }

std::string seconds(double s) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.3f", s >= 0 && s < 1e12 ? s : 0.0);  // xs:decimal: no exponent, no NaN
    return buffer;
}

std::string lines_of(const Finding& f, const std::string& indent) {
    std::string text;
    std::vector<std::string> lines = finding_lines(f, true);
    for (size_t i = 0; i < lines.size(); ++i) text += (i ? indent + "    " : indent) + lines[i] + "\n";
    return text;
}

// The failure's text: the repro line first, the finding that failed the result next, then the others (those the
// scenario expects and warnings such as oversync last), the counts and the file.
std::string failure_text(const ScenarioResult& r) {
    const Finding* first = first_failure(r);
    std::string text;
    const std::string& repro = first && !first->repro.empty() ? first->repro : r.repro;
    if (!repro.empty()) text += "repro: " + repro + "\n";
    if (r.shrunk)
        for (const std::string& line : shrunk_lines(*r.shrunk)) text += line + "\n";
    if (r.reason) text += *r.reason + "\n";
    if (first) text += lines_of(*first, "");
    for (const Finding& f : r.findings)
        if (&f != first && !f.expected && !f.warning) text += lines_of(f, "");
    for (const Finding& f : r.findings)
        if (&f != first && (f.expected || f.warning)) text += lines_of(f, "");
    if (r.findings_dropped) text += std::to_string(r.findings_dropped) + " more failures not kept\n";
    if (r.iterations) text += confidence_sentence(r.failures, r.iterations) + "\n";
    if (!r.file.empty()) text += "file: " + r.file + "\n";
    return text;
}

// The failure message: the reason, else the finding that failed the result, else the status.
std::string failure_message(const ScenarioResult& r) {
    if (r.reason) return *r.reason;
    if (const Finding* f = first_failure(r)) return finding_lines(*f, false).front();
    return to_string(r.status);
}

bool is_testcase(const ScenarioResult& r) { return r.status != ResultStatus::skip || r.reason == "interrupted"; }
bool is_exec(const ScenarioResult& r) { return r.backend == "exec"; }

struct CaseNames {
    std::string classname, name;
};

// classname and name of every result, unique across the document.
std::vector<CaseNames> testcase_names(const Report& report) {
    const bool several_hosts = !report.other_hosts.empty();
    std::vector<CaseNames> names;
    std::set<std::pair<std::string, std::string>> taken;
    for (const ScenarioResult& r : report.results) {
        CaseNames n = is_exec(r) ? CaseNames{"exec", r.scenario} : CaseNames{r.scenario, r.backend};
        if (several_hosts) {
            const Host& host = r.host == 0 || r.host > report.other_hosts.size() ? report.host : report.other_hosts[r.host - 1];
            n.name += " on " + (host.hostname.empty() ? "host " + std::to_string(r.host) : host.hostname);
        }
        if (taken.count({n.classname, n.name}) && !r.file.empty()) n.name += " (" + r.file + ")";
        const std::string base = n.name;
        for (int k = 2; taken.count({n.classname, n.name}); ++k) n.name = base + " #" + std::to_string(k);
        taken.insert({n.classname, n.name});
        names.push_back(std::move(n));
    }
    return names;
}

std::string testcase(const ScenarioResult& r, const CaseNames& n) {
    std::string xml =
        "    <testcase" + attribute("classname", n.classname) + attribute("name", n.name) + attribute("time", seconds(r.duration_s));
    if (r.status == ResultStatus::pass || r.status == ResultStatus::expected) return xml + "/>\n";
    std::string element, type, message, text;
    if (r.status == ResultStatus::skip) {  // interrupted before it ran
        element = "error";
        type = "interrupted";
        message = "not run: the run was interrupted before this job";
    } else {
        // A broken backend or a bad scenario is an error (the test could not run); findings are failures.
        element = r.status == ResultStatus::error ? "error" : "failure";
        const Finding* first = first_failure(r);
        type = first ? to_string(first->kind) : to_string(r.status);
        message = failure_message(r);
        text = failure_text(r);
    }
    return xml + ">\n      <" + element + attribute("message", message) + attribute("type", type) + ">" + escape(text, false) + "</" +
           element + ">\n    </testcase>\n";
}

std::string property(const std::string& name, const std::string& value) {
    return "      <property" + attribute("name", name) + attribute("value", value) + "/>\n";
}

std::string option_text(const nlohmann::ordered_json& value) {
    if (value.is_string()) return value.get<std::string>();
    if (value.is_array()) {
        std::string text;
        for (const auto& item : value) text += (text.empty() ? "" : ",") + option_text(item);
        return text;
    }
    return value.dump();
}

// The run's identity and setting: run_id, complete, interrupted, the command, seed, backends and their drivers,
// how many results were skipped (no testcase in this schema), the labels as label.KEY.
std::string properties(const Report& report, const Host& host, const std::vector<const ScenarioResult*>& results) {
    std::string xml = "    <properties>\n" + property("run_id", report.run_id) + property("complete", report.complete ? "true" : "false") +
                      property("interrupted", report.summary.interrupted ? "true" : "false");
    if (report.started_at) xml += property("started_at", format_rfc3339(*report.started_at));
    for (const char* key : {"command", "seed", "iterations", "runs", "duration_s", "inject", "shard"}) {
        auto it = report.options.find(key);
        if (it != report.options.end() && !it->is_null()) xml += property(key, option_text(*it));
    }
    std::vector<std::string> backends;
    uint64_t skipped = 0;
    for (const ScenarioResult* r : results) {
        if (std::find(backends.begin(), backends.end(), r->backend) == backends.end()) backends.push_back(r->backend);
        skipped += !is_testcase(*r);
    }
    std::string list;
    for (const auto& b : backends) list += (list.empty() ? "" : ",") + b;
    xml += property("backend", list);
    for (const BackendStatus& b : host.backends) {
        if (!b.available || std::find(backends.begin(), backends.end(), b.name) == backends.end()) continue;
        std::string driver = b.driver;
        if (!b.device.empty()) driver += (driver.empty() ? "" : ", ") + b.device;
        if (!b.api_version.empty()) driver += (driver.empty() ? "" : ", API ") + b.api_version;
        if (!driver.empty()) xml += property("driver." + b.name, driver);
    }
    xml += property("skipped", std::to_string(skipped));
    for (const auto& [key, value] : report.labels) xml += property("label." + key, value);
    return xml + "    </properties>\n";
}

// What the schema has no place for per testcase: each one's file and repro line, what an expected result showed,
// the shrunk scenario of run --shrink,
// the skipped results (folded per backend and reason) and the jobs without a result yet.
std::string system_out(const Report& report, const std::vector<const ScenarioResult*>& results,
                       const std::vector<const CaseNames*>& names) {
    std::string text;
    for (size_t i = 0; i < results.size(); ++i) {
        const ScenarioResult& r = *results[i];
        if (!is_testcase(r)) continue;
        text +=
            names[i]->classname + " " + names[i]->name + ": " + to_string(r.status) + (r.file.empty() ? "" : " (" + r.file + ")") + "\n";
        if (r.status == ResultStatus::expected) {
            text +=
                "  expected by the scenario (expect: " + std::string(to_string(r.expect)) + ")" + (r.reason ? ": " + *r.reason : "") + "\n";
            for (const Finding& f : r.findings) text += lines_of(f, "  ");
        }
        if (r.status != ResultStatus::pass && !r.repro.empty()) text += "  repro: " + r.repro + "\n";
        if (r.shrunk && !is_failing(r.status))  // a failure's text has it
            for (const std::string& line : shrunk_lines(*r.shrunk)) text += "  " + line + "\n";
    }
    std::vector<std::pair<const ScenarioResult*, std::vector<std::string>>> skips;
    for (const ScenarioResult* r : results) {
        if (is_testcase(*r)) continue;
        auto same = std::find_if(skips.begin(), skips.end(),
                                 [&](const auto& g) { return g.first->backend == r->backend && g.first->reason == r->reason; });
        if (same == skips.end())
            skips.push_back({r, {r->scenario}});
        else
            same->second.push_back(r->scenario);
    }
    for (const auto& [first, scenarios] : skips) {
        text += "skipped on " + first->backend + ": " + std::to_string(scenarios.size()) +
                (scenarios.size() == 1 ? " scenario" : " scenarios") + (first->reason ? ": " + *first->reason : "") + "\n";
        for (const auto& s : scenarios) text += "  " + s + "\n";
    }
    for (const JobRef& job : report.not_run) text += "not run yet: " + job.scenario + " on " + job.backend + "\n";
    return text;
}

// "2026-11-30T21:08:55": the schema's timestamp has no zone; ours is UTC, as the property started_at says.
std::string timestamp(const Report& report) {
    std::string text = format_rfc3339(report.started_at ? *report.started_at : report.finished_at ? *report.finished_at : Clock::now());
    if (!text.empty() && text.back() == 'Z') text.pop_back();
    return text;
}

}  // namespace

std::string to_junit(const Report& report) {
    const std::vector<CaseNames> names = testcase_names(report);
    const size_t hosts = 1 + report.other_hosts.size();
    size_t id = 0;  // the schema's: 0 for the first testsuite, then one more for each
    std::string xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n";
    for (size_t h = 0; h < hosts; ++h) {
        const Host& host = h == 0 ? report.host : report.other_hosts[h - 1];
        std::vector<const ScenarioResult*> results;
        std::vector<const CaseNames*> result_names;
        for (size_t i = 0; i < report.results.size(); ++i) {
            const uint64_t index = report.results[i].host <= report.other_hosts.size() ? report.results[i].host : 0;
            if (index != h) continue;
            results.push_back(&report.results[i]);
            result_names.push_back(&names[i]);
        }
        if (h > 0 && results.empty()) continue;
        uint64_t tests = 0, failures = 0, errors = 0;
        double time = 0;
        std::string cases;
        for (size_t i = 0; i < results.size(); ++i) {
            const ScenarioResult& r = *results[i];
            if (!is_testcase(r)) continue;
            ++tests;
            failures += r.status == ResultStatus::fail || r.status == ResultStatus::hang;
            errors += r.status == ResultStatus::error || r.status == ResultStatus::skip;
            time += r.duration_s;
            cases += testcase(r, *result_names[i]);
        }
        const std::string hostname = host.hostname.empty() ? "localhost" : host.hostname;
        xml += "  <testsuite" + attribute("name", hosts == 1 ? "syncstress" : "syncstress on " + hostname) +
               attribute("package", "syncstress") + attribute("id", std::to_string(id++)) + attribute("timestamp", timestamp(report)) +
               attribute("hostname", hostname) + attribute("tests", std::to_string(tests)) +
               attribute("failures", std::to_string(failures)) + attribute("errors", std::to_string(errors)) +
               attribute("time", seconds(time)) + ">\n" + properties(report, host, results) + cases + "    <system-out>" +
               escape(system_out(report, results, result_names), false) + "</system-out>\n    <system-err></system-err>\n  </testsuite>\n";
    }
    return xml + "</testsuites>\n";
}

}  // namespace syncstress::report
