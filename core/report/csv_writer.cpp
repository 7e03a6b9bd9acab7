// CSV: one row per result, RFC 4180, for spreadsheets and pandas.read_csv.
#include "core/report/format.h"
#include "core/report/overview.h"
#include "core/report/views.h"

#include <cstdio>

namespace syncstress::report {

namespace {

// UTF-8 as readers expect it: a NUL (which some CSV readers refuse) and bytes that are not UTF-8 are written
// visibly as \xNN, as in the JUnit report.
std::string readable(const std::string& text) {
    return escape_text(
        text, [](unsigned char) -> const char* { return nullptr; }, [](unsigned char c) { return c != 0; });
}

// RFC 4180: a field holding a comma, a quote or a line break is quoted, its quotes doubled.
std::string field(const std::string& raw) {
    std::string text = readable(raw);
    if (text.find_first_of(",\"\r\n") == std::string::npos) return text;
    std::string out = "\"";
    for (char c : text) out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + "\"";
}

std::string number(double value) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.10g", value);
    return buffer;
}

// "k=v;k=v": keys are letters, digits and ._-/ (parse_labels); a value's ';' and '\' get a '\' before them.
std::string labels_field(const std::map<std::string, std::string>& labels) {
    std::string text;
    for (const auto& [key, value] : labels) {
        if (!text.empty()) text += ';';
        text += key + '=';
        for (char c : value) {
            if (c == ';' || c == '\\') text += '\\';
            text += c;
        }
    }
    return text;
}

}  // namespace

std::string to_csv(const std::vector<Report>& reports) {
    const Overview overview = make_overview(reports);
    std::string csv;
    for (const char* column : k_csv_columns) csv += (csv.empty() ? "" : ",") + std::string(column);
    csv += "\r\n";
    for (const Report* run : overview.runs) {
        const std::string run_fields = field(run->run_id) + "," + (run->started_at ? format_rfc3339(*run->started_at) : "");
        const std::string labels = field(labels_field(run->labels));
        for (const ScenarioResult& r : run->results) {
            const Percentiles& time = r.timing.iteration_us;
            const bool timed = time.count > 0;
            csv += run_fields + "," + field(result_host(*run, r).hostname) + "," + field(r.scenario) + "," + field(r.file) + "," +
                   field(r.backend) + "," + field(to_string(r.status)) + "," + std::to_string(r.iterations) + "," +
                   std::to_string(r.failures) + "," + number(r.failure_rate) + "," + number(r.failure_rate_ci95[0]) + "," +
                   number(r.failure_rate_ci95[1]) + "," + (timed ? number(time.p50) : "") + "," + (timed ? number(time.p99) : "") + "," +
                   labels + "\r\n";
        }
    }
    return csv;
}

}  // namespace syncstress::report
