// CSV (to_csv), read back with Python's csv module: one row per result, RFC 4180 quoting.
#include "core/report/views.h"
#include "report_fixtures.h"

#include <doctest/doctest.h>

using namespace syncstress::report;
using namespace syncstress::report::testing;

namespace {

nlohmann::json rows_of(const std::string& csv, const std::string& name) {
    const auto file = temp_dir() / (name + ".csv");
    write_text(file, csv);
    auto out = syncstress::test::run_python({"tests/report/csv_rows.py", file.string()});
    INFO(out.output);
    REQUIRE(out.exit_code == 0);
    auto rows = nlohmann::json::parse(out.output, nullptr, false);
    REQUIRE(rows.is_array());
    return rows;
}

nlohmann::json header() {
    nlohmann::json columns = nlohmann::json::array();
    for (const char* column : k_csv_columns) columns.push_back(column);
    return columns;
}

}  // namespace

TEST_CASE("csv: a header row and one row per result, runs in time order, whatever the input order") {
    std::vector<Report> runs = nightly_runs(2);
    const std::string csv = to_csv({runs[1], runs[0]});
    CHECK(csv == to_csv(runs));
    CHECK(csv.find("\r\n") != std::string::npos);
    const auto rows = rows_of(csv, "nightly");
    REQUIRE(rows.size() == 13);
    CHECK(rows[0] == header());
    CHECK(rows[1] == nlohmann::json::array({"00000000000000a0", "2026-11-01T02:00:00Z", "ci-runner-7", "luisa-host-roundtrip",
                                            "scenarios/patterns/luisa-host-roundtrip.json", "cpu", "pass", "1000", "0", "0", "0",
                                            "0.003826758546", "12", "40", "night=0"}));
    CHECK(rows[2] == nlohmann::json::array({"00000000000000a0", "2026-11-01T02:00:00Z", "ci-runner-7", "slangpy-direct-read",
                                            "scenarios/patterns/slangpy-direct-read.json", "vulkan", "fail", "300", "12", "0.04",
                                            "0.02302732139", "0.06860421232", "60", "70", "night=0"}));
    CHECK(rows[5][6] == "skip");
    CHECK(rows[5][12] == "");  // not timed
    CHECK(rows[7][0] == "00000000000000a1");
    CHECK(rows[8][6] == "pass");
}

TEST_CASE("csv: commas, quotes, line breaks and labels are quoted and escaped so that the fields read back unchanged") {
    Report report = sample_report();
    report.results.resize(1);
    report.results[0].scenario = "a,b \"quoted\"\r\nnext line";
    report.results[0].file = "dir with, comma/x.json";
    report.labels = {{"note", "semi;colon\\back"}, {"os", "win11"}, {"z", "a=b,c"}};
    report.host.hostname = "host\xff";  // not UTF-8: written visibly
    finalize(report);
    const std::string csv = to_csv({report});
    const auto rows = rows_of(csv, "quoting");
    REQUIRE(rows.size() == 2);
    CHECK(rows[1][2] == "host\\xff");
    CHECK(rows[1][3] == "a,b \"quoted\"\r\nnext line");
    CHECK(rows[1][4] == "dir with, comma/x.json");
    CHECK(rows[1][14] == "note=semi\\;colon\\\\back;os=win11;z=a=b,c");
}

TEST_CASE("csv: report@1 input has no run id or start time") {
    auto v1 = from_json(as_v1(sample_report()), "old.json");
    REQUIRE(v1.ok());
    const auto rows = rows_of(to_csv({*v1}), "v1");
    REQUIRE(rows.size() == 7);
    CHECK(rows[1][0] == "");
    CHECK(rows[1][1] == "");
    CHECK(rows[1][14] == "");
}
