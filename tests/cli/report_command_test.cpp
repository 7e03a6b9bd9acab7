// `syncstress report` through the binary: the views of reports that runs wrote, bad input, --summary.
#include "tests/engine/e2e_support.h"

#include <doctest/doctest.h>

#include <filesystem>

using namespace syncstress::test;
namespace fs = std::filesystem;

namespace {

const std::string k_scenarios =
    e2e::source("scenarios/seeds/luisa-host-roundtrip-split.json") + " " + e2e::source("scenarios/seeds/device-two-queues-sync.json");

// Two runs on the cpu backend, the second with a fault that makes the luisa scenario fail.
std::pair<std::string, std::string> two_runs(const std::string& dir) {
    const std::string a = dir + "/a.json", b = dir + "/b.json";
    auto first = e2e::syncstress("run " + k_scenarios + " --backend cpu -n 3 --label fault=none --json " + a + " -q");
    REQUIRE(first.exit_code == 0);
    auto second = e2e::syncstress("run " + k_scenarios +
                                  " --backend cpu -n 3 --inject stage-at-submit --label fault=stage-at-submit --json " + b + " -q");
    REQUIRE(second.exit_code == 1);
    return {a, b};
}

std::string text_of(const std::string& path) { return read_text(fs::path(path)); }

}  // namespace

TEST_CASE("cli report: HTML, Markdown and CSV of two runs, and the same reports in another order give the same bytes") {
    auto dir = scratch();
    const auto [a, b] = two_runs(dir.path());
    const std::string html = dir.path() + "/d.html", md = dir.path() + "/d.md", csv = dir.path() + "/d.csv";
    auto out = e2e::syncstress("report " + a + " " + b + " --html " + html + " --markdown " + md + " --csv " + csv);
    INFO(out.output);
    REQUIRE(out.exit_code == 0);
    CHECK(text_of(html).find("<title>syncstress report: 2 runs, 1 failing</title>") != std::string::npos);
    CHECK(text_of(md).find("**2 runs**") != std::string::npos);
    CHECK(text_of(md).find("| luisa-host-roundtrip-split | **fail** 50.0% (18.8%-81.2%), failed in 1 of 2 runs |") != std::string::npos);
    CHECK(text_of(md).find("--inject stage-at-submit") != std::string::npos);  // the repro of the failing finding
    CHECK(text_of(csv).rfind("run_id,started_at,host,scenario,", 0) == 0);

    const std::string html2 = dir.path() + "/d2.html", md2 = dir.path() + "/d2.md", csv2 = dir.path() + "/d2.csv";
    REQUIRE(e2e::syncstress("report " + b + " " + a + " --html " + html2 + " --markdown " + md2 + " --csv " + csv2).exit_code == 0);
    CHECK(text_of(html2) == text_of(html));
    CHECK(text_of(md2) == text_of(md));
    CHECK(text_of(csv2) == text_of(csv));
}

TEST_CASE("cli report: - writes to stdout, --summary appends to GITHUB_STEP_SUMMARY, and says so where it is not set") {
    auto dir = scratch();
    const auto [a, b] = two_runs(dir.path());
    auto out = e2e::syncstress("report " + a + " --markdown -");
    REQUIRE(out.exit_code == 0);
    CHECK(out.output.rfind("## syncstress report\n\n**1 run**", 0) == 0);  // byte for byte, also on Windows
    out = e2e::syncstress("report " + a + " --csv -");
    REQUIRE(out.exit_code == 0);
    CHECK(out.output.rfind("run_id,started_at,host,scenario,path,backend,status,", 0) == 0);
    CHECK(out.output.find("labels\r\n") != std::string::npos);
    CHECK(out.output.find("\r\r") == std::string::npos);

    const std::string summary = dir.path() + "/step-summary.md", md = dir.path() + "/d.md";
    write_text(summary, "earlier step\n");
    out = e2e::syncstress("report " + a + " " + b + " --summary --markdown " + md, {{"GITHUB_STEP_SUMMARY", summary}});
    INFO(out.output);
    REQUIRE(out.exit_code == 0);
    CHECK(text_of(summary) == "earlier step\n\n" + text_of(md));

    out = e2e::syncstress("report " + a + " --summary", {{"GITHUB_STEP_SUMMARY", ""}});
    CHECK(out.exit_code == 0);
    CHECK(out.output.find("--summary: GITHUB_STEP_SUMMARY is not set") != std::string::npos);
}

TEST_CASE("cli report: bad input exits 2 naming the file and the JSON path, and writes nothing") {
    auto dir = scratch();
    const auto [a, b] = two_runs(dir.path());
    nlohmann::json bad = e2e::read_json(b);
    bad["results"][1]["failure_rate_ci95"] = "narrow";
    const std::string bad_file = dir.path() + "/bad.json", html = dir.path() + "/d.html";
    write_text(bad_file, bad.dump());
    auto out = e2e::syncstress("report " + a + " " + bad_file + " --html " + html);
    CHECK(out.exit_code == 2);
    CHECK(out.output.find(bad_file + ": results[1].failure_rate_ci95: expected an array of two numbers") != std::string::npos);
    CHECK_FALSE(fs::exists(html));

    write_text(dir.path() + "/cut.json", text_of(a).substr(0, 200));
    out = e2e::syncstress("report " + dir.path() + "/cut.json --html " + html);
    CHECK(out.exit_code == 2);
    CHECK(out.output.find("cut.json: not valid JSON: parse error at line") != std::string::npos);

    out = e2e::syncstress("report " + dir.path() + "/missing.json --csv -");
    CHECK(out.exit_code == 2);
    CHECK(out.output.find("missing.json: cannot open") != std::string::npos);

    out = e2e::syncstress("report " + a);
    CHECK(out.exit_code == 2);
    CHECK(out.output.find("give at least one of --html FILE, --markdown FILE, --csv FILE or --summary") != std::string::npos);

    out = e2e::syncstress("report " + a + " --html " + html + " --csv " + html);
    CHECK(out.exit_code == 2);
    CHECK(out.output.find("--html and --csv both name") != std::string::npos);

    out = e2e::syncstress("report " + a + " --html " + dir.path() + "/no/such/folder/d.html");
    CHECK(out.exit_code == 2);
    CHECK(out.output.find("--html: ") != std::string::npos);
}
