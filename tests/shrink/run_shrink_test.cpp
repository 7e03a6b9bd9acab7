// `syncstress run --shrink`: a failing result's scenario is shrunk and written beside the report, and the text, the
// JSON report and the JUnit failure name the file and its size; the shrunk file loads and still fails the same way.
#include "core/report/report.h"
#include "core/scenario/loader.h"
#include "tests/support/support.h"

#include <doctest/doctest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

using namespace syncstress;

using test::has;

namespace {

nlohmann::json read_json(const std::string& path) { return nlohmann::json::parse(test::read_text(path)); }

const std::string k_broken = SYNCSTRESS_SOURCE_DIR "/scenarios/broken/";

// The report is valid under docs/report.schema.json (scripts/validate_report.py).
void check_valid(const std::string& json) {
    const test::Outcome v = test::run_python({"scripts/validate_report.py", SYNCSTRESS_SOURCE_DIR "/docs/report.schema.json", json});
    INFO(v.output);
    CHECK(v.exit_code == 0);
}

}  // namespace

// A broken scenario expects its race: its result is "expected", and --shrink shrinks it to keep that race.
TEST_CASE("run --shrink writes a broken scenario's shrunk scenario beside the report, and the report names it") {
    const platform::TempDir dir = test::scratch();
    const std::string json = dir.path() + "/report.json", junit = dir.path() + "/report.xml";
    const test::Outcome o = test::syncstress("run " + k_broken + "vulkan-barrier-wrong-stage.json --backend cpu -n 5 --shrink --json '" +
                                             json + "' --junit '" + junit + "'");
    INFO(o.output);
    CHECK(o.exit_code == 0);
    const std::string shrunk = dir.path() + "/vulkan-barrier-wrong-stage.cpu.shrunk.json";
    CHECK(has(o.output, "shrunk: " + shrunk + " (1 step, "));
    CHECK(has(o.output, "repro: syncstress run " + shrunk + " --backend cpu"));
    const nlohmann::json report = read_json(json);
    const nlohmann::json& s = report["results"][0]["shrunk"];
    CHECK(s["file"] == shrunk);
    CHECK(s["steps"] == 1);
    CHECK(s["input_steps"] == 5);
    CHECK(has(s["kept"].get<std::string>(), "race (analysis)"));
    CHECK(report["options"]["shrink_budget_s"] == 60.0);
    CHECK(report::read_json_report(json).ok());  // the reader takes the new member
    check_valid(json);
    CHECK(has(test::read_text(junit), "shrunk: " + shrunk));
    // The file loads, and its analysis proves the same race (the download reads y while the dispatch writes it).
    const scenario::LoadResult loaded = scenario::load_scenario_file(shrunk);
    REQUIRE(loaded.scenario.has_value());
    CHECK(loaded.scenario->steps.size() == 1);
    const test::Outcome again = test::syncstress("analyze -v '" + shrunk + "'");
    INFO(again.output);
    CHECK(has(again.output, "race, expected: steps[0].commands[1] (download on queue gfx) reads y[0..0] while steps[0].commands[0] "
                            "(dispatch on queue gfx) writes y[0..0]"));
}

// Under --isolate each try of the run oracle runs in a worker process, as the run's jobs do.
TEST_CASE("run --shrink keeps a mismatch that only a run shows, with the run's own options, here and under --isolate") {
    for (const char* where : {"", " --isolate"}) {
        const platform::TempDir dir = test::scratch();
        const std::string json = dir.path() + "/report.json", junit = dir.path() + "/report.xml";
        const test::Outcome o = test::syncstress("run " SYNCSTRESS_SOURCE_DIR "/scenarios/patterns/timeline-semaphores.json --backend cpu "
                                                 "-n 20 --inject drop-wait --shrink --shrink-budget 60s --json '" +
                                                 json + "' --junit '" + junit + "'" + where);
        INFO(where << "\n" << o.output);
        CHECK(o.exit_code == 1);
        const nlohmann::json report = read_json(json);
        const nlohmann::json& s = report["results"][0]["shrunk"];
        REQUIRE(s.contains("file"));
        CHECK(has(s["kept"].get<std::string>(), "mismatch (run on cpu)"));
        CHECK(s["steps"] < s["input_steps"]);
        CHECK(has(s["repro"].get<std::string>(), "--inject drop-wait"));
        // The JUnit failure's text: the repro, then the shrunk scenario.
        const std::string xml = test::read_text(junit);
        CHECK(has(xml, "<failure"));
        CHECK(has(xml, "shrunk: " + s["file"].get<std::string>()));
        // Without the fault the shrunk scenario passes; with it, it fails: the mismatch is the fault's.
        const std::string shrunk = s["file"];
        CHECK(test::syncstress("run '" + shrunk + "' --backend cpu -n 5").exit_code == 0);
        CHECK(test::syncstress("run '" + shrunk + "' --backend cpu -n 20 --inject drop-wait").exit_code == 1);
    }
}

TEST_CASE("run --shrink under -j and --isolate shrinks each result, and a file it cannot write costs no report") {
    const platform::TempDir dir = test::scratch();
    const std::string json = dir.path() + "/report.json";
    // A folder where the first file would go: that one cannot be written, and the report says why.
    std::filesystem::create_directory(dir.path() + "/slangpy-direct-read-no-sync.cpu.shrunk.json");
    for (const char* workers : {"-j 2", "--isolate"}) {
        const test::Outcome o =
            test::syncstress("run " + k_broken + "slangpy-direct-read-no-sync.json " + k_broken +
                             "vulkan-barrier-wrong-range.json --backend cpu -n 3 --shrink " + workers + " --json '" + json + "'");
        INFO(workers << "\n" << o.output);
        CHECK(o.exit_code == 0);  // both as expected
        const nlohmann::json report = read_json(json);
        REQUIRE(report["results"].size() == 2);
        for (const nlohmann::json& r : report["results"]) {
            INFO(r["scenario"]);
            REQUIRE(r.contains("shrunk"));
            if (r["scenario"] == "slangpy-direct-read-no-sync") {
                CHECK_FALSE(r["shrunk"].contains("file"));
                CHECK(has(r["shrunk"]["error"].get<std::string>(), "slangpy-direct-read-no-sync.cpu.shrunk.json"));
            } else {
                CHECK(scenario::load_scenario_file(r["shrunk"]["file"].get<std::string>()).scenario.has_value());
            }
        }
        CHECK(has(o.output, "shrunk: none written: "));
        check_valid(json);
    }
}

TEST_CASE("run --shrink-budget needs --shrink") {
    const test::Outcome o = test::syncstress("run " + k_broken + "vulkan-barrier-wrong-stage.json --backend cpu --shrink-budget 5s");
    INFO(o.output);
    CHECK(o.exit_code == 2);
    CHECK(has(o.output, "--shrink-budget requires --shrink"));
}
