// The dashboard (to_html), read back with Python's HTML parser (tests/report/html_facts.py): what a browser would
// see as elements and text, the JSON block the script reads, and the CSP's hashes.
#include "core/report/views.h"
#include "report_fixtures.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <set>

using namespace syncstress::report;
using namespace syncstress::report::testing;

namespace {

nlohmann::json facts(const std::string& html, const std::string& name) {
    const auto page = temp_dir() / (name + ".html");
    write_text(page, html);
    auto out = syncstress::test::run_python({"tests/report/html_facts.py", page.string()});
    INFO(out.output);
    REQUIRE(out.exit_code == 0);
    auto json = nlohmann::json::parse(out.output, nullptr, false);
    REQUIRE(json.is_object());
    return json;
}

size_t count(const std::string& text, const std::string& part) {
    size_t n = 0;
    for (size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
    return n;
}

std::string lower(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

const std::string k_script_name = "</script><script>alert('name')</script><!--";
const std::string k_attribute_path = "x.json\" onmouseover=\"alert(1)\" '><img src=x onerror=alert(2)>";

Report hostile_report() {
    Report report = sample_report();
    ScenarioResult& fail = report.results[1];
    fail.scenario = k_script_name;
    fail.file = k_attribute_path;
    fail.backend = "vulkan\"><script>alert(3)</script>";
    fail.findings[0].message = "<b>bold</b> & </td></tr></table><script>alert(4)</script>";
    fail.findings[0].repro = "syncstress run '</code><script>alert(5)</script>' --backend cpu";
    fail.shrunk = Shrunk{"out/<img src=x onerror=alert(9)>.shrunk.json",
                         "race (analysis): <b>x</b>",
                         2,
                         3,
                         12,
                         40,
                         1.5,
                         false,
                         "syncstress run '</code><script>alert(10)</script>' --backend cpu",
                         ""};
    report.labels = {{"note", "</script><script>alert(6)</script>"},
                     {"u2028", "a\xe2\x80\xa8"
                               "b"}};
    report.ci->url = "javascript:alert(7)";
    report.host.hostname = "<svg onload=alert(8)>";
    finalize(report);
    return report;
}

}  // namespace

TEST_CASE("html: a scenario, path, backend, label, message or repro with markup in it stays text") {
    const Report report = hostile_report();
    const std::string html = to_html({report});
    // The page's own two script elements and nothing else; no element from the report's strings.
    CHECK(count(lower(html), "<script") == 2);
    CHECK(html.find("<img") == std::string::npos);
    CHECK(html.find("<b>bold") == std::string::npos);
    CHECK(html.find("<svg onload") == std::string::npos);
    CHECK(html.find("href=\"javascript") == std::string::npos);

    const auto f = facts(html, "hostile");
    CHECK(f["tags"]["script"] == 2);
    CHECK_FALSE(f["tags"].contains("img"));
    CHECK(f["tags"]["b"] == 6);  // the six status counts only
    CHECK(f["hrefs"].empty());
    // The texts read back are the report's strings, unchanged.
    const auto& rows = f["row_headers"];
    CHECK(std::find(rows.begin(), rows.end(), k_script_name) != rows.end());
    const auto& paths = f["paths"];
    CHECK(std::find(paths.begin(), paths.end(), k_attribute_path) != paths.end());
    bool found_cell = false;
    for (const auto& cell : f["cells"]) found_cell = found_cell || cell["backend"] == "vulkan\"><script>alert(3)</script>";
    CHECK(found_cell);
    const auto& repros = f["repros"];
    CHECK(std::find(repros.begin(), repros.end(), "syncstress run '</code><script>alert(5)</script>' --backend cpu") != repros.end());
    // run --shrink's scenario: its path, size, finding and repro, as text.
    CHECK(std::find(repros.begin(), repros.end(), "syncstress run '</code><script>alert(10)</script>' --backend cpu") != repros.end());
    REQUIRE(f["shrunk"].size() == 1);
    const std::string shrunk = f["shrunk"][0];
    CHECK(shrunk.find("out/<img src=x onerror=alert(9)>.shrunk.json") != std::string::npos);
    CHECK(shrunk.find("2 steps, 3 with their commands, of 12 steps; 40 tries in 1.50 s") != std::string::npos);
    CHECK(shrunk.find("race (analysis): <b>x</b>") != std::string::npos);
    bool message = false;
    for (const auto& row : f["findings"])
        message = message ||
                  row["text"].get<std::string>().find("<b>bold</b> & </td></tr></table><script>alert(4)</script>") != std::string::npos;
    CHECK(message);
    // The JSON block the script reads carries the labels as they are.
    REQUIRE(f["data"].is_object());
    std::set<std::string> labels;
    for (const auto& label : f["data"]["labels"]) labels.insert(label[0].get<std::string>());
    CHECK(labels == std::set<std::string>{"note=</script><script>alert(6)</script>", "u2028=a\xe2\x80\xa8"
                                                                                     "b"});
    CHECK(f["csp_matches"] == true);
}

TEST_CASE("html: no network: one page, the script and style sheet named in the CSP by their SHA-256, nothing loaded") {
    const std::string html = to_html(nightly_runs(3));
    const auto f = facts(html, "csp");
    CHECK(f["csp_matches"] == true);
    const std::string csp = f["csp"];
    CHECK(csp.find("default-src 'none'") != std::string::npos);
    CHECK(csp.find("unsafe-inline") == std::string::npos);
    for (const char* loads : {" src=", "<link", "<iframe", "<object", "<embed", "url(", "@import", "http://", "fetch("})
        CHECK_MESSAGE(html.find(loads) == std::string::npos, loads);
    // The one web address is the CI job's, as a link a person may follow.
    CHECK(f["hrefs"] == nlohmann::json::array({"https://github.com/o/r/actions/runs/1", "https://github.com/o/r/actions/runs/1",
                                               "https://github.com/o/r/actions/runs/1"}));
}

TEST_CASE("html: the grid has a cell per scenario x backend, coloured by status, with rate and interval") {
    const Report report = sample_report();
    const auto f = facts(to_html({report}), "grid");
    // sample_report: 4 scenarios (one on three backends) over 4 backends.
    CHECK(f["row_headers"].size() == 4);
    REQUIRE(f["cells"].size() == 16);
    std::map<std::string, std::string> class_of;
    for (const auto& cell : f["cells"]) class_of[cell["status"].get<std::string>()] = cell["class"];
    CHECK(class_of["fail"] == "cell st-fail");
    CHECK(class_of["pass"] == "cell st-pass");
    CHECK(class_of["hang"] == "cell st-hang");
    CHECK(class_of["none"] == "cell st-none");
    for (const auto& cell : f["cells"]) {
        if (cell["status"] != "fail") continue;
        // 12 of 300: the report's own rate and Wilson interval
        CHECK(cell["text"] == "fail4.0% 95% CI 2.3%-6.9%300 iterations");
    }
    CHECK(f["runs"] == 1);
    CHECK(f["timing_rows"] == 2);  // the results with timed iterations: the pass and the fail
}

TEST_CASE("html: several runs give one trend point per run and scenario x backend, in time order, whatever the input order") {
    std::vector<Report> runs = nightly_runs(3);
    const std::string html = to_html(runs);
    std::vector<Report> shuffled = {runs[2], runs[0], runs[1]};
    CHECK(to_html(shuffled) == html);  // deterministic: runs are ordered by started_at

    const auto f = facts(html, "trend");
    // Four scenario x backend pairs ran iterations (skip and error ran none): a chart each, a point per night.
    CHECK(f["figures"].size() == 4);
    REQUIRE(f["points"].size() == 12);
    std::map<int, std::vector<int>> runs_of;
    for (const auto& point : f["points"]) runs_of[point["figure"].get<int>()].push_back(point["run"].get<int>());
    for (const auto& [figure, points] : runs_of) CHECK(points == std::vector<int>{0, 1, 2});
    CHECK(count(html, "class=\"band\"") == 4);
    // The failing cell over all nights: fail, 12 + 14 failures of 900, in 2 of 3 runs.
    bool checked = false;
    for (const auto& cell : f["cells"]) {
        if (cell["status"] != "fail") continue;
        CHECK(cell["text"] == "fail2.9% 95% CI 2.0%-4.2%failed in 2 of 3 runs");
        checked = true;
    }
    CHECK(checked);
    // Points are coloured by that night's status.
    std::vector<std::string> classes;
    for (const auto& point : f["points"])
        if (point["class"].get<std::string>().find("st-fail") != std::string::npos ||
            point["class"].get<std::string>().find("st-pass") != std::string::npos)
            classes.push_back(point["class"]);
    CHECK(std::count(classes.begin(), classes.end(), "point st-fail") == 2);
}

TEST_CASE("html: under a label the grid shows the figures of that label's runs alone") {
    const auto f = facts(to_html(nightly_runs(3)), "labels");
    const auto& data = f["data"];
    REQUIRE(data["labels"].size() == 3);
    CHECK(data["labels"][1] == nlohmann::json::array({"night=1", {1}}));
    // night=1: slangpy-direct-read on vulkan passed (0 of 300)
    int failing_cell = -1;
    for (const auto& cell : f["cells"])
        if (cell["status"] == "fail") failing_cell = cell["cell"];
    REQUIRE(failing_cell >= 0);
    const auto& view = data["views"][1][std::to_string(failing_cell)];
    CHECK(view[0] == "pass");
    CHECK(view[2] == "0.0%");
    CHECK(view[3] == "95% CI 0.0%-1.3%");
    CHECK(data["views"][0][std::to_string(failing_cell)][0] == "fail");
}

TEST_CASE("html: one run has no trend, and findings are grouped by kind with first wrong element and repro") {
    const auto f = facts(to_html({sample_report()}), "one");
    CHECK(f["figures"].empty());
    CHECK(f["points"].empty());
    // mismatch (2 findings of one result: one group), hang, timeline, race, oversync
    REQUIRE(f["findings"].size() == 5);
    const auto& first = f["findings"][0];
    CHECK(first["backend"] == "vulkan");
    CHECK(first["statuses"] == "fail");
    const std::string text = first["text"];
    CHECK(text.find("z_data[3]: expected 123, got 122") != std::string::npos);
    CHECK(text.find("2 findings") != std::string::npos);
    CHECK(f["repros"][0] == "syncstress run x.json --backend cpu --seed 1 --iteration 17");
}

TEST_CASE("html: report@1 input (no start time, one host) is shown and counted, and left out of the trend") {
    auto v1 = from_json(as_v1(sample_report()), "old.json");
    REQUIRE(v1.ok());
    std::vector<Report> runs = nightly_runs(2);
    runs.push_back(*v1);
    const std::string html = to_html(runs);
    CHECK(html.find("(report@1): listed, not in the trends") != std::string::npos);
    const auto f = facts(html, "v1");
    CHECK(f["runs"] == 3);
    CHECK(f["points"].size() == 8);  // the two timed runs only
}

TEST_CASE("html: no results at all is still a page") {
    Report empty;
    finalize(empty);
    const auto f = facts(to_html({empty}), "empty");
    CHECK(f["cells"].empty());
    CHECK(f["csp_matches"] == true);
}
