// JUnit XML: one testsuite "syncstress", one testcase per scenario x backend (classname = scenario,
// name = backend), as CI servers (GitLab, Jenkins, GitHub test reporters) read it.
#include "core/report/format.h"
#include "core/report/report.h"

#include <cstdio>

namespace syncstress::report {

namespace {

// XML 1.0 cannot carry control characters other than tab, newline and carriage return, not even as
// character references, nor bytes that are not UTF-8: those are written visibly as \xNN. In attributes,
// tab and newlines are written as references so that attribute normalisation does not fold them into spaces.
std::string escape(const std::string& text, bool attribute) {
    std::string out;
    out.reserve(text.size());
    for (size_t i = 0; i < text.size(); ++i) {
        unsigned char c = static_cast<unsigned char>(text[i]);
        switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += attribute ? "&quot;" : "\""; break;
        case '\'': out += attribute ? "&apos;" : "'"; break;
        case '\t': out += attribute ? "&#9;" : "\t"; break;
        case '\n': out += attribute ? "&#10;" : "\n"; break;
        case '\r': out += "&#13;"; break;
        default:
            if (c >= 0x80) {
                if (size_t length = utf8_length(text, i)) {
                    out.append(text, i, length);
                    i += length - 1;
                    break;
                }
            } else if (c >= 0x20 && c != 0x7f) {
                out += static_cast<char>(c);
                break;
            }
            char buffer[8];
            std::snprintf(buffer, sizeof buffer, "\\x%02x", c);
            out += buffer;
        }
    }
    return out;
}

std::string attribute(const char* name, const std::string& value) {
    return std::string(" ") + name + "=\"" + escape(value, true) + "\"";
}

std::string seconds(double s) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.3f", s);
    return buffer;
}

std::string findings_text(const ScenarioResult& r) {
    std::string text = r.reason ? *r.reason + "\n" : "";
    for (const Finding& f : r.findings) {
        std::vector<std::string> lines = finding_lines(f, true);
        for (size_t i = 0; i < lines.size(); ++i) text += (i ? "    " : "") + lines[i] + "\n";
    }
    if (r.findings_dropped) text += std::to_string(r.findings_dropped) + " more failures not kept\n";
    if (r.iterations) text += confidence_sentence(r.failures, r.iterations) + "\n";
    if (!r.repro.empty()) text += "repro: " + r.repro + "\n";
    return text;
}

// The failure message: the reason, else the first finding that is not expected, else the status.
std::string failure_message(const ScenarioResult& r) {
    if (r.reason) return *r.reason;
    if (const Finding* f = first_failure(r)) return f->kind + ": " + f->message;
    return r.status;
}

std::string testcase(const ScenarioResult& r) {
    std::string xml = "    <testcase" + attribute("classname", r.scenario) + attribute("name", r.backend) +
                      attribute("file", r.file) + attribute("time", seconds(r.duration_s));
    if (r.status == "pass") return xml + "/>\n";
    xml += ">\n";
    if (r.status == "skip") {
        xml += "      <skipped" + attribute("message", r.reason.value_or("skipped")) + "/>\n";
    } else if (r.status == "expected") {
        std::string note = "expected by the scenario (expect: " + r.expect + ")\n" + findings_text(r);
        xml += "      <system-out>" + escape(note, false) + "</system-out>\n";
    } else {
        // A broken backend or a bad scenario is a JUnit error (the test could not run); findings are failures.
        const char* element = r.status == "error" ? "error" : "failure";
        xml += std::string("      <") + element + attribute("message", failure_message(r)) + attribute("type", r.status) +
               ">" + escape(findings_text(r), false) + "</" + element + ">\n";
    }
    return xml + "    </testcase>\n";
}

// complete: false while the run goes on (the report is rewritten after every result); labels as label.KEY.
std::string properties(const Report& report) {
    auto property = [](const std::string& name, const std::string& value) {
        return "      <property" + attribute("name", name) + attribute("value", value) + "/>\n";
    };
    std::string xml = "    <properties>\n" + property("complete", report.complete ? "true" : "false") +
                      property("interrupted", report.summary.interrupted ? "true" : "false") + property("run_id", report.run_id);
    for (const auto& [key, value] : report.labels) xml += property("label." + key, value);
    return xml + "    </properties>\n";
}

}  // namespace

std::string to_junit(const Report& report) {
    uint64_t failures = 0, errors = 0, skipped = 0;
    double time = 0;
    std::string cases;
    for (const ScenarioResult& r : report.results) {
        failures += r.status == "fail" || r.status == "hang";
        errors += r.status == "error";
        skipped += r.status == "skip";
        time += r.duration_s;
        cases += testcase(r);
    }
    std::string counts = attribute("tests", std::to_string(report.results.size())) +
                         attribute("failures", std::to_string(failures)) + attribute("errors", std::to_string(errors)) +
                         attribute("skipped", std::to_string(skipped)) + attribute("time", seconds(time));
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites" + attribute("name", "syncstress") + counts +
           ">\n  <testsuite" + attribute("name", "syncstress") + counts + attribute("hostname", report.host.hostname) +
           ">\n" + properties(report) + cases + "  </testsuite>\n</testsuites>\n";
}

}  // namespace syncstress::report
