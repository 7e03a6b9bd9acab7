// The views' escaping and run order, read off the text itself: the second line of defence beside html_test.cpp,
// csv_test.cpp and markdown_test.cpp, which read the views back through a parser (Python's html.parser and csv).
#include "core/report/overview.h"
#include "core/report/views.h"
#include "report_fixtures.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <string>

using namespace syncstress::report;
using namespace syncstress::report::testing;

namespace {

size_t count(const std::string& text, const std::string& what) {
    size_t n = 0;
    for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
}

Report named(const std::string& scenario) {
    Report report = sample_report();
    report.results.resize(1);
    report.results[0].scenario = scenario;
    finalize(report);
    return report;
}

}  // namespace

TEST_CASE("views, as text: html escapes a '<' of the report, in elements and in the JSON block") {
    Report report = named("<i>tilted</i>");
    report.labels = {{"note", "</script><b>"}};
    finalize(report);
    const std::string html = to_html({report});
    CHECK(html.find("&lt;i&gt;tilted&lt;/i&gt;") != std::string::npos);
    CHECK(html.find("<i>tilted") == std::string::npos);
    // The JSON block the page's script reads: a '<' there is \u003c, so the label cannot end the block.
    CHECK(html.find("\\u003c/script\\u003e\\u003cb\\u003e") != std::string::npos);
    CHECK(count(html, "</script>") == 2);  // the page's own two script elements
}

TEST_CASE("views, as text: csv doubles a quote inside a quoted field") {
    const std::string csv = to_csv({named("say \"hi\"")});
    CHECK(csv.find(",\"say \"\"hi\"\"\",") != std::string::npos);
}

TEST_CASE("views, as text: markdown escapes a '|' of the report, so a table row keeps its cells") {
    const std::string md = to_markdown({named("left|right")});
    CHECK(md.find("left\\|right") != std::string::npos);
    CHECK(md.find("left|right") == std::string::npos);
}

TEST_CASE("views, as text: the overview lists runs oldest first, whatever order they are given in") {
    std::vector<Report> runs = nightly_runs(4);
    std::reverse(runs.begin(), runs.end());
    const Overview o = make_overview(runs);
    REQUIRE(o.runs.size() == 4);
    for (size_t i = 1; i < o.runs.size(); ++i) CHECK(*o.runs[i - 1]->started_at < *o.runs[i]->started_at);
    CHECK(o.runs.front()->run_id == "00000000000000a0");
}
