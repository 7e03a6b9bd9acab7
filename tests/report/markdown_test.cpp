// The Markdown summary (to_markdown): what a CI job summary shows, and text from the reports kept as text.
#include "core/report/views.h"
#include "report_fixtures.h"

#include <doctest/doctest.h>

#include <sstream>

using namespace syncstress::report;
using namespace syncstress::report::testing;

namespace {

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

// The cells of a GFM table row: '|' not escaped by a backslash ends a cell.
size_t cells_in_row(const std::string& row) {
    size_t pipes = 0;
    for (size_t i = 0; i < row.size(); ++i) {
        if (row[i] == '\\')
            ++i;
        else if (row[i] == '|')
            ++pipes;
    }
    return pipes - 1;
}

std::vector<std::string> table_rows(const std::string& markdown) {
    std::vector<std::string> rows;
    for (const std::string& line : lines_of(markdown))
        if (line.rfind("| ", 0) == 0) rows.push_back(line);
    return rows;
}

}  // namespace

TEST_CASE("markdown: summary line, a scenario x backend table, the failing findings with their repro") {
    const std::string md = to_markdown(nightly_runs(3));
    INFO(md);
    CHECK(md.rfind("## syncstress report\n\n**3 runs**, 2026-11-01T02:00:00Z to 2026-11-03T02:00:06Z, 1 host (ci-runner-7): "
                   "**18 results**: 4 pass, 2 fail, 3 hang, 3 expected, 3 skip, 3 error; 4209 iterations, 29 failing.\n",
                   0) == 0);
    const auto rows = table_rows(md);
    REQUIRE(rows.size() == 6);  // header, rule, 4 scenarios
    CHECK(rows[0] == "| scenario | cpu | vulkan | cuda | vulkan+cuda |");
    for (const std::string& row : rows) CHECK(cells_in_row(row) == 5);
    CHECK(rows[3] == "| slangpy-direct-read | no result | **fail** 2.9% (2.0%-4.2%), failed in 2 of 3 runs | no result | no result |");
    CHECK(md.find("| luisa-host-roundtrip | pass 0.0% (0.0%-0.1%), failed in 0 of 3 runs | no result | skip, failed in 0 of 3 runs | "
                  "**error**, failed in 3 of 3 runs |") != std::string::npos);
    // Failing findings: the mismatch (with its first wrong element and repro), the hang and the timeline misuse;
    // not the race the broken scenario expects, nor the oversync warning.
    CHECK(md.find("### Failing findings") != std::string::npos);
    CHECK(md.find("1. **mismatch** (stale) in slangpy-direct-read on vulkan, in 2 runs, 4 findings: z\\_data holds the previous "
                  "iteration's data\n   first wrong element: z\\_data\\[3\\]: expected 123, got 122\n   ```sh\n   syncstress run x.json "
                  "--backend cpu --seed 1 --iteration 17\n   ```\n") != std::string::npos);
    CHECK(md.find("2. **hang** in double-sync-deadlock on vulkan") != std::string::npos);
    CHECK(md.find("3. **timeline** in double-sync-deadlock") != std::string::npos);
    CHECK(md.find("**race**") == std::string::npos);
    CHECK(md.find("**oversync**") == std::string::npos);
}

TEST_CASE("markdown: text from the report cannot break the table, add markup or HTML, or end a code block") {
    Report report = sample_report();
    ScenarioResult& fail = report.results[1];
    fail.scenario = "a|b`c*d_<script>alert(1)</script>[x](javascript:y) $m$\nnext";
    fail.findings[0].message = "| cell | <img src=x> ** ~~";
    fail.findings[0].repro = "echo '```' && echo ````";
    fail.shrunk = Shrunk{"out/<img src=x>|*.json", "race: a_b", 2, 3, 12, 40, 1.5, true, "syncstress run '```x' --backend cpu", ""};
    finalize(report);
    const std::string md = to_markdown({report});
    INFO(md);
    for (const std::string& row : table_rows(md)) CHECK(cells_in_row(row) == 5);
    CHECK(md.find("| a\\|b\\`c\\*d\\_\\<script\\>alert(1)\\</script\\>\\[x\\](javascript:y) \\$m\\$ next |") != std::string::npos);
    // Every '<' escaped: no HTML; the text is all there.
    for (size_t at = md.find('<'); at != std::string::npos; at = md.find('<', at + 1)) CHECK(md[at - 1] == '\\');
    CHECK(md.find("\\| cell \\| \\<img src=x\\> \\*\\* \\~\\~") != std::string::npos);
    // The fence is longer than any run of backticks in the command.
    CHECK(md.find("   `````sh\n   echo '```' && echo ````\n   `````\n") != std::string::npos);
    // run --shrink's scenario likewise: its path, size and finding as text, its repro in a fence of its own.
    CHECK(md.find("\n### Shrunk scenarios\n\n1. **a\\|b\\`c") != std::string::npos);
    CHECK(md.find(": out/\\<img src=x\\>\\|\\*.json (2 steps, 3 with their commands, of 12 steps; 40 tries in 1.50 s; the budget ran "
                  "out: a smaller one may exist)\n   keeps: race: a\\_b\n   ````sh\n   syncstress run '```x' --backend cpu\n   ````\n") !=
          std::string::npos);
}

TEST_CASE("markdown: a long run keeps under GitHub's summary size, listing the scenarios that failed") {
    Report report;
    for (int i = 0; i < 150; ++i) {
        ScenarioResult r = make_result("scenario-" + std::to_string(i), "cpu", i == 77 ? ResultStatus::fail : ResultStatus::pass);
        r.iterations = 10;
        r.failures = i == 77 ? 1 : 0;
        report.results.push_back(r);
    }
    finalize(report);
    const std::string md = to_markdown({report});
    INFO(md);
    CHECK(table_rows(md).size() == 3);
    CHECK(md.find("| scenario-77 | **fail** 10.0% (1.8%-40.4%) |") != std::string::npos);
    CHECK(md.find("149 of 150 scenarios left out (100 rows at most; those shown failed somewhere).") != std::string::npos);
}

TEST_CASE("markdown: report@1 input and a run with no findings") {
    auto v1 = from_json(as_v1(sample_report()), "old.json");
    REQUIRE(v1.ok());
    const std::string md = to_markdown({*v1});
    CHECK(md.rfind("## syncstress report\n\n**1 run**, 1 host (ci-runner-7): **6 results**", 0) == 0);
    Report clean;
    clean.results = {make_result("quiet", "cpu", ResultStatus::pass)};
    finalize(clean);
    const std::string quiet = to_markdown({clean});
    CHECK(quiet.find("Failing findings") == std::string::npos);
    CHECK(quiet.find("| quiet | pass |") != std::string::npos);  // no iterations: no rate to give
}
