// The dashboard: one self-contained HTML file. No network: the CSS, the SVG charts and the script are inline, and
// the page's Content-Security-Policy allows that style sheet and that script (by hash) and nothing else. Every
// string from the reports goes through html() (text and attribute values) or script_json() (the JSON block the
// script reads): a scenario named "</script><script>..." stays text. The script only filters; the figures it
// shows under a label filter are worked out here.
#include "core/report/dashboard_assets.h"
#include "core/report/format.h"
#include "core/report/overview.h"
#include "core/report/views.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>

namespace syncstress::report {

namespace {

constexpr size_t k_details_per_group = 20;  // findings listed under the first of a group
constexpr size_t k_hosts_listed = 20;
constexpr size_t k_state_lines = 6;  // of a hang's state, the rest in the JSON report

// The trend charts and timing rows, in SVG user units.
constexpr double k_trend_width = 400, k_trend_height = 120;
constexpr double k_trend_left = 46, k_trend_right = 8, k_trend_top = 8, k_trend_bottom = 20;
constexpr int k_timing_columns = 320;  // one histogram bar per unit
constexpr double k_timing_height = 22;

std::string coordinate(double value) { return printf_string("%.1f", value); }

// For text and double-quoted attribute values alike. Control characters (which no HTML document may hold)
// and bytes that are not UTF-8 are written visibly as \xNN, as in the JUnit report.
std::string html(const std::string& text) {
    auto entity = [](unsigned char c) -> const char* {
        switch (c) {
        case '&': return "&amp;";
        case '<': return "&lt;";
        case '>': return "&gt;";
        case '"': return "&quot;";
        case '\'': return "&#39;";
        default: return nullptr;
        }
    };
    return escape_text(text, entity, markup_keeps);
}

// JSON inside <script type="application/json">: '<', '>' and '&' can occur only inside strings, where \u003c etc.
// mean the same to JSON.parse, and without them no "</script" or "<!--" can end or bend the block.
std::string script_json(const nlohmann::ordered_json& value) {
    const std::string dumped = value.dump(-1, ' ', true, nlohmann::json::error_handler_t::replace);
    std::string out;
    for (char c : dumped) {
        if (c == '<')
            out += "\\u003c";
        else if (c == '>')
            out += "\\u003e";
        else if (c == '&')
            out += "\\u0026";
        else
            out += c;
    }
    return out;
}

// "12,345"
std::string grouped(uint64_t n) {
    const std::string digits = std::to_string(n);
    std::string out;
    for (size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
        out += digits[i];
    }
    return out;
}

// "12,345 runs"
std::string grouped_plural(uint64_t n, const char* one, const char* many) { return grouped(n) + " " + (n == 1 ? one : many); }

// "st-fail"; "st-none" where there is no result.
std::string status_class(const std::optional<ResultStatus>& status) { return std::string("st-") + (status ? to_string(*status) : "none"); }

std::string time_text(const std::optional<Clock::time_point>& time) { return time ? format_rfc3339(*time) : "unknown"; }

// What a grid cell shows: [status, status text, rate, interval, runs, title]; the script swaps these in.
std::array<std::string, 6> cell_view(const Tally& t) {
    if (!t.status) return {"none", "no result", "", "", "", "no result"};
    const std::string status = to_string(*t.status);
    std::string runs = t.runs > 1 ? "failed in " + grouped(t.failed_runs) + " of " + grouped_plural(t.runs, "run", "runs")
                                  : grouped_plural(t.iterations, "iteration", "iterations");
    std::string title = grouped_plural(t.iterations, "iteration", "iterations") + ", " + grouped(t.failures) + " failing, " +
                        grouped_plural(t.hangs, "hang", "hangs") + ", over " + grouped_plural(t.runs, "run", "runs");
    if (t.iterations == 0) return {status, status, "", "", runs, title};  // a skip, or the analysis alone
    return {status, status, format_percent(t.failure_rate), "95% CI " + format_interval(t.failure_rate_ci95), runs, title};
}

std::string head(const Overview& o) {
    const std::string csp = std::string("default-src 'none'; script-src 'sha256-") + assets::dashboard_js_sha256 + "'; style-src 'sha256-" +
                            assets::dashboard_css_sha256 + "'; img-src data:; base-uri 'none'; form-action 'none'";
    return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
           "<meta http-equiv=\"Content-Security-Policy\" content=\"" +
           csp +
           "\">\n"
           "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
           "<meta name=\"generator\" content=\"syncstress report\">\n"
           "<title>syncstress report: " +
           grouped_plural(o.runs.size(), "run", "runs") + ", " + grouped(o.totals.fail + o.totals.hang + o.totals.error) +
           " failing</title>\n<style>" + std::string(assets::dashboard_css) + "</style>\n</head>\n";
}

std::string summary(const Overview& o) {
    const Summary& s = o.totals;
    std::string out = "<header class=\"summary\" id=\"summary\">\n<h1>syncstress report</h1>\n<p class=\"span\">" +
                      grouped_plural(o.runs.size(), "run", "runs");
    if (o.first_start) out += ", from " + html(time_text(o.first_start)) + " to " + html(time_text(o.last_finish));
    out += ", " + grouped_plural(o.hosts.size(), "host", "hosts") + "</p>\n<ul class=\"counts\" id=\"status-counts\">\n";
    const std::pair<ResultStatus, uint64_t> counts[] = {{ResultStatus::pass, s.pass},         {ResultStatus::fail, s.fail},
                                                        {ResultStatus::expected, s.expected}, {ResultStatus::hang, s.hang},
                                                        {ResultStatus::skip, s.skip},         {ResultStatus::error, s.error}};
    for (const auto& [status, count] : counts)
        out += "<li class=\"" + status_class(status) + "\" data-status=\"" + to_string(status) + "\"><b>" + grouped(count) + "</b>" +
               to_string(status) + "</li>\n";
    out += "</ul>\n<dl class=\"totals\">\n<dt>results</dt><dd>" + grouped(s.results) + "</dd>\n<dt>iterations</dt><dd>" +
           grouped(s.iterations) + ", " + grouped(s.failures) + " failing, " + grouped_plural(s.hangs, "hang", "hangs") + "</dd>\n";
    out += "<dt>time of the jobs</dt><dd>" + html(format_seconds(s.jobs_duration_s)) + "</dd>\n<dt>hosts</dt><dd>";
    for (size_t i = 0; i < o.hosts.size() && i < k_hosts_listed; ++i) {
        const Host& h = *o.hosts[i];
        out +=
            (i ? "<br>" : "") + html(h.hostname) + ": " + html(h.os) + ", " + html(h.cpu) + ", " + grouped_plural(h.cores, "core", "cores");
    }
    if (o.hosts.size() > k_hosts_listed) out += "<br>and " + grouped(o.hosts.size() - k_hosts_listed) + " more";
    out += "</dd>\n";
    if (!o.labels.empty()) {
        out += "<dt>labels</dt><dd>";
        for (size_t i = 0; i < o.labels.size(); ++i) out += "<span class=\"tag\">" + html(o.labels[i].first) + "</span>";
        out += "</dd>\n";
    }
    if (o.incomplete) out += "<dt>incomplete</dt><dd>" + grouped_plural(o.incomplete, "run", "runs") + " still running or killed</dd>\n";
    if (o.interrupted)
        out += "<dt>interrupted</dt><dd>" + grouped_plural(o.interrupted, "run", "runs") + " stopped by Ctrl-C or SIGTERM</dd>\n";
    if (o.without_time)
        out +=
            "<dt>no start time</dt><dd>" + grouped_plural(o.without_time, "run", "runs") + " (report@1): listed, not in the trends</dd>\n";
    return out + "</dl>\n</header>\n";
}

std::string filters(const Overview& o) {
    std::string out =
        "<nav class=\"filters\" id=\"filters\">\n<label>Backend <select id=\"filter-backend\"><option value=\"\">all</option>";
    for (const std::string& backend : o.backends) out += "<option value=\"" + html(backend) + "\">" + html(backend) + "</option>";
    out += "</select></label>\n<label>Status <select id=\"filter-status\"><option value=\"\">all</option>"
           "<option value=\"failing\">failing (fail, hang, error)</option>";
    for (ResultStatus status :
         {ResultStatus::pass, ResultStatus::fail, ResultStatus::hang, ResultStatus::error, ResultStatus::expected, ResultStatus::skip})
        out += std::string("<option value=\"") + to_string(status) + "\">" + to_string(status) + "</option>";
    out += "</select></label>\n<label>Label <select id=\"filter-label\"><option value=\"\">all runs</option>";
    for (size_t i = 0; i < o.labels.size(); ++i)
        out += "<option value=\"" + std::to_string(i) + "\">" + html(o.labels[i].first) + " (" +
               grouped_plural(o.labels[i].second.size(), "run", "runs") + ")</option>";
    return out + "</select></label>\n</nav>\n";
}

std::string ci_text(const std::optional<Ci>& ci) {
    if (!ci) return "";
    std::string text = html(ci->system) + (ci->job ? " " + html(*ci->job) : "");
    // Only a web address becomes a link: a report could carry "javascript:".
    if (ci->url && (ci->url->rfind("https://", 0) == 0 || ci->url->rfind("http://", 0) == 0))
        return "<a href=\"" + html(*ci->url) + "\" rel=\"noopener noreferrer\">" + (text.empty() ? "job" : text) + "</a>";
    return text;
}

std::string runs_table(const Overview& o) {
    std::string out = "<section id=\"runs-section\">\n<h2>Runs <span class=\"muted\">(" + grouped(o.runs.size()) +
                      ")</span></h2>\n<div class=\"scroll\"><table id=\"runs\"><thead><tr><th>#</th><th>run</th><th>started</th>"
                      "<th>duration</th><th>host</th><th>labels</th><th>CI</th><th>results</th><th>failing</th><th>state</th>"
                      "</tr></thead><tbody>\n";
    for (size_t i = 0; i < o.runs.size(); ++i) {
        const Report& r = *o.runs[i];
        uint64_t failing = 0;
        std::set<std::string> hosts;
        for (const ScenarioResult& result : r.results) {
            failing += is_failing(result.status);
            hosts.insert(result_host(r, result).hostname);
        }
        if (hosts.empty()) hosts.insert(r.host.hostname);
        std::string host_list, labels;
        for (const std::string& h : hosts) host_list += (host_list.empty() ? "" : ", ") + html(h);
        for (const auto& [key, value] : r.labels) labels += "<span class=\"tag\">" + html(label_text(key, value)) + "</span>";
        std::string state = r.complete ? "complete" : "incomplete";
        if (r.summary.interrupted) state += ", interrupted";
        out += "<tr class=\"run\" data-run=\"" + std::to_string(i) + "\"><td class=\"num\">" + std::to_string(i + 1) + "</td><td><code>" +
               html(r.run_id.empty() ? "(report@1)" : r.run_id) + "</code><span class=\"path\">" + html(r.source) + "</span></td><td>" +
               html(time_text(r.started_at)) + "</td><td class=\"num\">" + html(format_seconds(r.duration_s)) + "</td><td>" + host_list +
               "</td><td>" + labels + "</td><td>" + ci_text(r.ci) + "</td><td class=\"num\">" + grouped(r.results.size()) +
               "</td><td class=\"num\">" + grouped(failing) + "</td><td>" + state + "</td></tr>\n";
    }
    return out + "</tbody></table></div>\n</section>\n";
}

std::string html_grid(const Overview& o) {
    std::string out = "<section id=\"grid-section\">\n<h2>Scenarios &#215; backends <span class=\"muted\">(<span id=\"grid-count\">" +
                      grouped(o.scenarios.size()) + "</span> scenarios, " + grouped_plural(o.backends.size(), "backend", "backends") +
                      "; failure rate and its 95% Wilson interval, over every run given)</span></h2>\n"
                      "<div class=\"scroll\"><table id=\"grid\"><thead><tr><th>scenario</th>";
    for (const std::string& backend : o.backends) out += "<th data-column=\"" + html(backend) + "\">" + html(backend) + "</th>";
    out += "</tr></thead><tbody>\n";
    for (size_t s = 0; s < o.scenarios.size(); ++s) {
        out += "<tr class=\"grid-row\"><th scope=\"row\">" + html(o.scenarios[s]) + "<span class=\"path\">" + html(o.files[s]) +
               "</span></th>";
        for (size_t b = 0; b < o.backends.size(); ++b) {
            const auto view = cell_view(o.cell(s, b).all);
            out += "<td class=\"cell " + status_class(o.cell(s, b).all.status) + "\" data-cell=\"" +
                   std::to_string(s * o.backends.size() + b) + "\" data-column=\"" + html(o.backends[b]) + "\" data-backend=\"" +
                   html(o.backends[b]) + "\" data-status=\"" + html(view[0]) + "\" title=\"" + html(view[5]) +
                   "\"><span class=\"status\">" + html(view[1]) + "</span><span class=\"rate\">" + html(view[2]) +
                   "</span> <span class=\"ci\">" + html(view[3]) + "</span><span class=\"runs\">" + html(view[4]) + "</span></td>";
        }
        out += "</tr>\n";
    }
    return out + "</tbody></table></div>\n</section>\n";
}

double nice_ceiling(double x) {
    if (!(x > 0)) return 0.01;
    const double magnitude = std::pow(10.0, std::floor(std::log10(x)));
    const double f = x / magnitude;
    const double step = f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10;
    return std::min(1.0, step * magnitude);
}

struct TrendPoint {
    size_t run;
    double seconds;  // since the first start
    Tally tally;
};

// The time axis shared by every trend chart: from the first run's start to the last run's.
struct TimeAxis {
    double span_s;
    std::string first, last;
};

std::string trend_chart(const Overview& o, size_t s, size_t b, const std::vector<TrendPoint>& points, const TimeAxis& axis) {
    const double plot_w = k_trend_width - k_trend_left - k_trend_right, plot_h = k_trend_height - k_trend_top - k_trend_bottom;
    double top = 0;
    for (const TrendPoint& p : points) top = std::max(top, p.tally.failure_rate_ci95[1]);
    top = nice_ceiling(top);
    auto x = [&](double seconds) { return k_trend_left + (axis.span_s > 0 ? seconds / axis.span_s * plot_w : plot_w / 2); };
    auto y = [&](double rate) { return k_trend_top + plot_h * (1 - std::clamp(rate, 0.0, top) / top); };
    const double bottom = k_trend_top + plot_h;
    std::string svg = "<svg viewBox=\"0 0 " + coordinate(k_trend_width) + " " + coordinate(k_trend_height) +
                      "\" role=\"img\" aria-label=\"failure rate over " + grouped_plural(points.size(), "run", "runs") + "\">";
    svg += "<path class=\"axis\" d=\"M" + coordinate(k_trend_left) + " " + coordinate(k_trend_top) + "V" + coordinate(bottom) + "H" +
           coordinate(k_trend_width - k_trend_right) + "\"/>";
    svg += "<text x=\"" + coordinate(k_trend_left - 4) + "\" y=\"" + coordinate(k_trend_top + 8) + "\" text-anchor=\"end\">" +
           html(format_percent(top)) + "</text><text x=\"" + coordinate(k_trend_left - 4) + "\" y=\"" + coordinate(bottom) +
           "\" text-anchor=\"end\">0%</text>";
    svg += "<text x=\"" + coordinate(k_trend_left) + "\" y=\"" + coordinate(k_trend_height - 4) + "\">" + html(axis.first) +
           "</text><text x=\"" + coordinate(k_trend_width - k_trend_right) + "\" y=\"" + coordinate(k_trend_height - 4) +
           "\" text-anchor=\"end\">" + html(axis.last) + "</text>";
    if (points.size() > 1) {
        std::string upper, lower, line;
        for (const TrendPoint& p : points) {
            upper += coordinate(x(p.seconds)) + "," + coordinate(y(p.tally.failure_rate_ci95[1])) + " ";
            line += coordinate(x(p.seconds)) + "," + coordinate(y(p.tally.failure_rate)) + " ";
        }
        for (auto p = points.rbegin(); p != points.rend(); ++p)
            lower += coordinate(x(p->seconds)) + "," + coordinate(y(p->tally.failure_rate_ci95[0])) + " ";
        line.pop_back();
        lower.pop_back();
        svg += "<polygon class=\"band\" points=\"" + upper + lower + "\"/><polyline class=\"rate-line\" points=\"" + line + "\"/>";
    }
    for (const TrendPoint& p : points) {
        const std::string run = std::to_string(p.run);
        const std::string cx = coordinate(x(p.seconds));
        const Report& report = *o.runs[p.run];
        std::string labels;
        for (const auto& [key, value] : report.labels) labels += ", " + label_text(key, value);
        const std::string title = "run " + std::to_string(p.run + 1) + " (" + time_text(report.started_at) + labels +
                                  "): " + to_string(*p.tally.status) + ", " + format_percent(p.tally.failure_rate) + " (95% CI " +
                                  format_interval(p.tally.failure_rate_ci95) + "), " + grouped(p.tally.failures) + " of " +
                                  grouped_plural(p.tally.iterations, "iteration", "iterations") + " failing";
        svg += "<line class=\"interval\" data-run=\"" + run + "\" x1=\"" + cx + "\" x2=\"" + cx + "\" y1=\"" +
               coordinate(y(p.tally.failure_rate_ci95[0])) + "\" y2=\"" + coordinate(y(p.tally.failure_rate_ci95[1])) + "\"/>";
        svg += "<circle class=\"point " + status_class(p.tally.status) + "\" data-run=\"" + run + "\" cx=\"" + cx + "\" cy=\"" +
               coordinate(y(p.tally.failure_rate)) + "\" r=\"3.5\"><title>" + html(title) + "</title></circle>";
    }
    svg += "</svg>";
    return "<figure class=\"trend\" data-cell=\"" + std::to_string(s * o.backends.size() + b) + "\"><figcaption>" + html(o.scenarios[s]) +
           " <span class=\"muted\">on " + html(o.backends[b]) + "</span></figcaption>" + svg + "</figure>\n";
}

std::string trends(const Overview& o) {
    std::string out = "<section id=\"trend\">\n<h2>Failure rate over the runs</h2>\n";
    const size_t timed = o.runs.size() - o.without_time;
    if (timed < 2) {
        const std::string what = timed == 0       ? "No run with a start time (report@1 has none)"
                                 : o.without_time ? "One run with a start time"
                                                  : "One run";
        return out + "<p class=\"note\">" + what +
               ": give several reports (e.g. nightly runs) to see each scenario &#215; backend's failure rate over time.</p>\n</section>\n";
    }
    Clock::time_point last_start = *o.first_start;
    for (const Report* run : o.runs)
        if (run->started_at) last_start = std::max(last_start, *run->started_at);
    const TimeAxis axis{std::chrono::duration<double>(last_start - *o.first_start).count(), format_rfc3339(*o.first_start),
                        format_rfc3339(last_start)};
    out += "<p class=\"note\">Each point is a run at its start time, with its 95% interval; the band joins the intervals. "
           "Scale: 0 to the highest upper bound of each chart.</p>\n<div class=\"trends\">\n";
    for (size_t s = 0; s < o.scenarios.size(); ++s) {
        for (size_t b = 0; b < o.backends.size(); ++b) {
            const Cell& cell = o.cell(s, b);
            std::vector<TrendPoint> points;
            for (size_t i = 0; i < cell.results.size();) {
                const size_t run = cell.results[i].run;
                std::vector<RunResult> of_run;
                for (; i < cell.results.size() && cell.results[i].run == run; ++i) of_run.push_back(cell.results[i]);
                const Report& report = *o.runs[run];
                Tally t = tally(of_run);
                if (!report.started_at || t.iterations == 0) continue;  // no time, or nothing measured
                points.push_back({run, std::chrono::duration<double>(*report.started_at - *o.first_start).count(), std::move(t)});
            }
            if (!points.empty()) out += trend_chart(o, s, b, points, axis);
        }
    }
    return out + "</div>\n</section>\n";
}

// A log scale of microseconds shared by every timing row, so that rows compare at a glance.
struct LogScale {
    double low = 1, high = 10;
    double x(double us) const {
        const double v = std::clamp(us, low, high);
        return (std::log10(v) - std::log10(low)) / (std::log10(high) - std::log10(low)) * k_timing_columns;
    }
};

std::string timing_svg(const Percentiles& p, const LogScale& scale) {
    std::string svg = "<svg class=\"dist\" viewBox=\"0 0 " + std::to_string(k_timing_columns) + " " + coordinate(k_timing_height) +
                      "\" width=\"" + std::to_string(k_timing_columns) + "\" height=\"" + coordinate(k_timing_height) + "\">";
    svg += "<title>" +
           html("p50 " + format_us(p.p50) + ", p90 " + format_us(p.p90) + ", p99 " + format_us(p.p99) + ", max " + format_us(p.max) +
                (p.histogram ? "" : " (no histogram in this report)")) +
           "</title>";
    if (p.histogram) {
        std::vector<uint64_t> columns(k_timing_columns, 0);
        for (const auto& [bucket, count] : p.histogram->buckets()) {
            const double low = static_cast<double>(Histogram::lowest_ns(bucket));
            const double high = bucket + 1 < Histogram::k_buckets ? static_cast<double>(Histogram::lowest_ns(bucket + 1)) : low;
            const int column = std::clamp(static_cast<int>(scale.x((low + high) / 2 / 1e3)), 0, k_timing_columns - 1);
            columns[static_cast<size_t>(column)] += count;
        }
        const uint64_t most = *std::max_element(columns.begin(), columns.end());
        std::string path;
        for (int c = 0; c < k_timing_columns; ++c) {
            if (!columns[static_cast<size_t>(c)]) continue;
            const double h =
                std::max(1.0, static_cast<double>(columns[static_cast<size_t>(c)]) / static_cast<double>(most) * (k_timing_height - 4));
            path += "M" + std::to_string(c) + " " + coordinate(k_timing_height - 2) + "v-" + coordinate(h) + "h1v" + coordinate(h) + "z";
        }
        if (!path.empty()) svg += "<path class=\"bars\" d=\"" + path + "\"/>";
    }
    const std::pair<const char*, double> marks[] = {{"q50", p.p50}, {"q90", p.p90}, {"q99", p.p99}, {"qmax", p.max}};
    for (const auto& [name, value] : marks) {
        const std::string x = coordinate(scale.x(value));
        svg += std::string("<line class=\"") + name + "\" x1=\"" + x + "\" x2=\"" + x + "\" y1=\"1\" y2=\"" +
               coordinate(k_timing_height - 1) + "\"/>";
    }
    return svg + "</svg>";
}

std::string timing_axis(const LogScale& scale) {
    std::string svg = "<svg class=\"dist\" viewBox=\"0 0 " + std::to_string(k_timing_columns) + " 14\" width=\"" +
                      std::to_string(k_timing_columns) + "\" height=\"14\">";
    for (double d = std::pow(10.0, std::ceil(std::log10(scale.low))); d <= scale.high * 1.0001; d *= 10) {
        const double x = scale.x(d);
        const char* anchor = x < 20 ? "start" : x > k_timing_columns - 20 ? "end" : "middle";
        svg += "<text x=\"" + coordinate(x) + "\" y=\"11\" text-anchor=\"" + anchor + "\">" + html(format_us(d)) + "</text>";
    }
    return svg + "</svg>";
}

std::string timing(const Overview& o) {
    std::string out = "<section id=\"timing\">\n<h2>Iteration time</h2>\n";
    LogScale scale{0, 0};
    bool any = false;
    for (const Cell& cell : o.cells) {
        const Percentiles& p = cell.iteration_us;
        if (!p.count) continue;
        const double low = p.histogram && p.histogram->min() > 0 ? p.histogram->min() : p.p50;
        if (low > 0) scale.low = any && scale.low > 0 ? std::min(scale.low, low) : low;
        scale.high = std::max(scale.high, p.max);
        any = true;
    }
    if (!any) return out + "<p class=\"note\">No iteration was timed.</p>\n</section>\n";
    if (!(scale.low > 0)) scale.low = 0.1;
    scale.low = std::pow(10.0, std::floor(std::log10(scale.low)));
    scale.high = std::max(scale.high, scale.low * 10);
    out += "<p class=\"legend\"><span><i class=\"l50\"></i>p50</span><span><i class=\"l90\"></i>p90</span><span><i class=\"l99\">"
           "</i>p99</span><span><i class=\"lmax\"></i>max</span><span>bars: how many iterations took that long (log scale, "
           "from the reports' histograms), over every run given</span></p>\n"
           "<div class=\"scroll\"><table id=\"timing-table\"><thead><tr><th>scenario</th><th>backend</th><th>p50</th><th>p90</th>"
           "<th>p99</th><th>max</th><th>iterations</th><th>" +
           timing_axis(scale) + "</th></tr></thead><tbody>\n";
    for (size_t s = 0; s < o.scenarios.size(); ++s) {
        for (size_t b = 0; b < o.backends.size(); ++b) {
            const Percentiles& p = o.cell(s, b).iteration_us;
            if (!p.count) continue;
            out += "<tr class=\"timing-row\" data-cell=\"" + std::to_string(s * o.backends.size() + b) + "\"><td>" + html(o.scenarios[s]) +
                   "</td><td>" + html(o.backends[b]) + "</td><td class=\"num\">" + html(format_us(p.p50)) + "</td><td class=\"num\">" +
                   html(format_us(p.p90)) + "</td><td class=\"num\">" + html(format_us(p.p99)) + "</td><td class=\"num\">" +
                   html(format_us(p.max)) + "</td><td class=\"num\">" + grouped(p.count) + "</td><td>" + timing_svg(p, scale) +
                   "</td></tr>\n";
        }
    }
    return out + "</tbody></table></div>\n</section>\n";
}

// A command line to copy.
std::string repro_div(const std::string& repro) {
    return repro.empty()
               ? ""
               : "<div class=\"repro\"><code>" + html(repro) + "</code><button type=\"button\" class=\"copy\">copy</button></div>";
}

std::string finding_brief(const Overview& o, const Finding& f, const RunResult& where) {
    std::string text = "run " + std::to_string(where.run + 1) + " (" + time_text(o.runs[where.run]->started_at) + ")";
    if (f.iteration) text += ", iteration " + std::to_string(*f.iteration);
    if (std::string wrong = first_wrong_element(f); !wrong.empty()) text += ", " + wrong;
    return text + ": " + f.message;
}

std::string finding_row(const Overview& o, const FindingGroup& g) {
    const auto& [f, where] = g.findings.front();
    std::string runs, statuses;
    for (size_t run : g.runs) runs += (runs.empty() ? "" : " ") + std::to_string(run);
    for (ResultStatus status : g.statuses) statuses += (statuses.empty() ? "" : " ") + std::string(to_string(status));
    const char* tag = g.failing     ? "<span class=\"tag failing\">failing</span>"
                      : f->expected ? "<span class=\"tag expected\">expected</span>"
                                    : "<span class=\"tag warning\">warning</span>";
    std::string message = tag + html(f->message);
    if (!f->fix.empty()) message += "<br><span class=\"muted\">fix:</span> " + html(f->fix);
    if (!f->vuid.empty()) message += "<br><span class=\"muted\">vuid:</span> " + html(f->vuid);
    for (size_t i = 0; i < f->state.size() && i < k_state_lines; ++i)
        message += "<br><span class=\"muted\">state:</span> " + html(f->state[i]);
    if (f->state.size() > k_state_lines)
        message +=
            "<br><span class=\"muted\">(" + grouped(f->state.size() - k_state_lines) + " more lines of state in the JSON report)</span>";
    if (g.findings.size() > 1) {
        message += "<details><summary>" + grouped(g.findings.size() - 1) + " more</summary><ol>";
        for (size_t i = 1; i < g.findings.size() && i <= k_details_per_group; ++i)
            message += "<li>" + html(finding_brief(o, *g.findings[i].first, g.findings[i].second)) + "</li>";
        if (g.findings.size() - 1 > k_details_per_group)
            message += "<li>and " + grouped(g.findings.size() - 1 - k_details_per_group) + " more</li>";
        message += "</ol></details>";
    }
    const std::string repro_cell = repro_div(repro_of(*f, *where.result));
    std::string seen = grouped_plural(g.findings.size(), "finding", "findings");
    if (o.runs.size() > 1) seen += " in " + grouped_plural(g.runs.size(), "run", "runs");
    return "<tr class=\"finding\" data-backend=\"" + html(o.backends[g.backend]) + "\" data-statuses=\"" + html(statuses) +
           "\" data-runs=\"" + runs + "\"><td>" + html(o.scenarios[g.scenario]) + "</td><td>" + html(o.backends[g.backend]) + "</td><td>" +
           (f->classification ? to_string(*f->classification) : "") + "</td><td>" + html(first_wrong_element(*f)) + "</td><td>" + seen +
           "</td><td class=\"message\">" + message + "</td><td>" + repro_cell + "</td></tr>\n";
}

std::string findings(const Overview& o) {
    std::string out = "<section id=\"findings\">\n<h2>Findings <span class=\"muted\">(<span id=\"findings-count\">" +
                      grouped(o.findings.size()) +
                      "</span> groups: the findings of one kind, scenario and backend that read "
                      "as one, the first shown)</span></h2>\n";
    if (o.findings.empty()) return out + "<p class=\"note\">No findings.</p>\n</section>\n";
    for (size_t i = 0; i < o.findings.size();) {
        const FindingKind kind = o.findings[i].kind;
        const std::string name = to_string(kind);
        size_t end = i, count = 0;
        for (; end < o.findings.size() && o.findings[end].kind == kind; ++end) count += o.findings[end].findings.size();
        out += "<section class=\"finding-kind\" data-kind=\"" + name + "\"><h3>" + name + " <span class=\"muted\">(" +
               grouped_plural(end - i, "group", "groups") + ", " + grouped_plural(count, "finding", "findings") +
               ")</span></h3>\n<div class=\"scroll\"><table><thead><tr><th>scenario</th><th>backend</th><th>classification</th>"
               "<th>first wrong element</th><th>seen</th><th>first finding</th><th>repro</th></tr></thead><tbody>\n";
        for (; i < end; ++i) out += finding_row(o, o.findings[i]);
        out += "</tbody></table></div>\n</section>\n";
    }
    return out + "</section>\n";
}

// run --shrink's scenarios, one row per result that has one; no section when none has.
std::string shrunk(const Overview& o) {
    std::string rows;
    for (size_t run = 0; run < o.runs.size(); ++run)
        for (const ScenarioResult& r : o.runs[run]->results) {
            if (!r.shrunk) continue;
            const Shrunk& s = *r.shrunk;
            const std::string file = s.file.empty() ? "<span class=\"muted\">none written:</span> " + html(s.error)
                                                    : "<code class=\"shrunk-file\">" + html(s.file) + "</code>";
            rows += "<tr class=\"shrunk\"><td>" + html(r.scenario) + "</td><td>" + html(r.backend) + "</td><td class=\"num\">" +
                    std::to_string(run + 1) + "</td><td>" + file + "</td><td>" + (s.file.empty() ? "" : html(shrunk_size(s))) +
                    "</td><td>" + html(s.kept) + "</td><td>" + repro_div(s.repro) + "</td></tr>\n";
        }
    if (rows.empty()) return "";
    return "<section id=\"shrunk\">\n<h2>Shrunk scenarios <span class=\"muted\">(run --shrink: the smallest scenario found that "
           "keeps a result's finding, beside its report)</span></h2>\n<div class=\"scroll\"><table><thead><tr><th>scenario</th>"
           "<th>backend</th><th>run</th><th>shrunk scenario</th><th>size</th><th>finding kept</th><th>repro</th></tr></thead><tbody>\n" +
           rows + "</tbody></table></div>\n</section>\n";
}

// For the label filter: each label's runs, and what every cell shows over those runs alone.
nlohmann::ordered_json label_views(const Overview& o) {
    nlohmann::ordered_json labels = nlohmann::ordered_json::array(), views = nlohmann::ordered_json::array();
    std::vector<std::vector<size_t>> cells_of_run(o.runs.size());
    for (size_t c = 0; c < o.cells.size(); ++c)
        for (const RunResult& r : o.cells[c].results)
            if (cells_of_run[r.run].empty() || cells_of_run[r.run].back() != c) cells_of_run[r.run].push_back(c);
    for (const auto& [label, runs] : o.labels) {
        labels.push_back({label, runs});
        std::set<size_t> cells;
        std::vector<bool> in_label(o.runs.size(), false);
        for (size_t run : runs) {
            in_label[run] = true;
            cells.insert(cells_of_run[run].begin(), cells_of_run[run].end());
        }
        nlohmann::ordered_json view = nlohmann::ordered_json::object();
        for (size_t c : cells) {
            const auto shown = cell_view(tally(o.cells[c].results, [&](size_t run) { return in_label[run]; }));
            view[std::to_string(c)] = shown;
        }
        views.push_back(std::move(view));
    }
    return {{"labels", std::move(labels)}, {"views", std::move(views)}};
}

}  // namespace

std::string to_html(const std::vector<Report>& reports) {
    const Overview o = make_overview(reports);
    return head(o) + "<body>\n<main>\n" + summary(o) + filters(o) + html_grid(o) + trends(o) + timing(o) + findings(o) + shrunk(o) +
           runs_table(o) + "</main>\n<script type=\"application/json\" id=\"dashboard-data\">" + script_json(label_views(o)) +
           "</script>\n<script>" + std::string(assets::dashboard_js) + "</script>\n</body>\n</html>\n";
}

}  // namespace syncstress::report
