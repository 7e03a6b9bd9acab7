#include "core/report/report.h"
#include "report_fixtures.h"
#include "tests/support/junit_rules.h"

#include <doctest/doctest.h>

using namespace syncstress::report;
using namespace syncstress::report::testing;

namespace {

// The report as JUnit, checked against the strict Ant schema's rules (tests/support/check_junit.py, which also
// parses it with an independent parser and xmllint where installed), read back.
nlohmann::json junit_of(const Report& report, const std::string& name) {
    auto path = temp_dir() / (name + ".xml");
    write_text(path, to_junit(report));
    std::string problems;
    auto json = syncstress::test::checked_junit(path.string(), problems);
    INFO(to_junit(report));
    CHECK_MESSAGE(problems.empty(), problems);
    REQUIRE(json.is_object());
    return json;
}

const nlohmann::json* find_case(const nlohmann::json& suite, const std::string& classname, const std::string& name) {
    for (const auto& c : suite["cases"])
        if (c["classname"] == classname && c["name"] == name) return &c;
    return nullptr;
}

bool contains(const nlohmann::json& text, const std::string& part) {
    return text.is_string() && text.get<std::string>().find(part) != std::string::npos;
}

}  // namespace

TEST_CASE("junit: the strict Ant schema's suite: identity, counts, properties, and no skipped testcase") {
    Report report = sample_report();
    report.options = {{"command", "run"}, {"seed", 7}, {"iterations", 300}};
    report.host.backends[1].driver = "Mesa 22.3.6";
    auto junit = junit_of(report, "sample");
    REQUIRE(junit["suites"].size() == 1);
    const auto& suite = junit["suites"][0];
    const auto& a = suite["attributes"];
    CHECK(a["name"] == "syncstress");
    CHECK(a["package"] == "syncstress");
    CHECK(a["id"] == "0");
    CHECK(a["timestamp"] == "2026-11-30T21:08:55");  // started_at, UTC, without the zone the schema forbids
    CHECK(a["hostname"] == "ci-runner-7");
    // The skip is not a testcase (the schema has no <skipped>): 5 tests, the hang and the mismatch fail, one error.
    CHECK(a["tests"] == "5");
    CHECK(a["failures"] == "2");
    CHECK(a["errors"] == "1");
    const auto& p = suite["properties"];
    CHECK(p["run_id"] == "0123456789abcdef");
    CHECK(p["complete"] == "true");
    CHECK(p["interrupted"] == "false");
    CHECK(p["seed"] == "7");
    CHECK(p["command"] == "run");
    CHECK(p["backend"] == "cpu,vulkan,cuda,vulkan+cuda");
    CHECK(p["driver.vulkan"] == "Mesa 22.3.6, llvmpipe (LLVM 15.0.6, 256 bits), API 1.3.230");
    CHECK(p["skipped"] == "1");
    CHECK(p["label.gpu"] == "h200");
    CHECK(p["label.suite"] == "nightly");
    // What has no place on a testcase: the file of each, the skips and why, what an expected result showed.
    const auto& out = suite["system_out"];
    CHECK(contains(out, "luisa-host-roundtrip cpu: pass (scenarios/patterns/luisa-host-roundtrip.json)"));
    CHECK(contains(out, "skipped on cuda: 1 scenario: no CUDA driver (libcuda.so.1 not found)\n  luisa-host-roundtrip\n"));
    CHECK(contains(out, "broken-partial-copy cpu: expected"));
    CHECK(contains(out, "fix: sync {queue: torch, after: device}"));
    CHECK(contains(out, "caf\xc3\xa9"));
    CHECK(contains(out, "repro: syncstress run scenarios/patterns/slangpy-direct-read.json --backend vulkan --seed 1"));
}

TEST_CASE("junit: a failure starts with its repro, lists the finding that failed it first, and warnings last") {
    Report report = sample_report();
    ScenarioResult& fail = report.results[1];
    // An analysis warning before the mismatch, as the engine lists them: it must not be what the failure shows.
    Finding oversync = report.results[3].findings[2];
    fail.findings.insert(fail.findings.begin(), oversync);
    auto junit = junit_of(report, "order");
    const auto* c = find_case(junit["suites"][0], "slangpy-direct-read", "vulkan");
    REQUIRE(c);
    CHECK((*c)["outcome"] == "failure");
    CHECK((*c)["type"] == "mismatch");
    CHECK((*c)["message"] == "mismatch (stale) at iteration 17: z_data holds the previous iteration's data");
    const std::string text = (*c)["text"];
    CHECK(text.rfind("repro: syncstress run x.json --backend cpu --seed 1 --iteration 17\n", 0) == 0);
    const auto mismatch = text.find("mismatch (stale) at iteration 17"), warning = text.find("oversync, warning");
    CHECK(mismatch != std::string::npos);
    CHECK(warning != std::string::npos);
    CHECK(mismatch < text.find("mismatch (stale) at iteration 40"));
    CHECK(text.find("mismatch (stale) at iteration 40") < warning);
    CHECK(contains((*c)["text"], "12 failures in 300 iterations"));
    CHECK(contains((*c)["text"], "10 more failures not kept"));
    CHECK(contains((*c)["text"], "file: scenarios/patterns/slangpy-direct-read.json"));

    const auto* hang = find_case(junit["suites"][0], "double-sync-deadlock", "vulkan");
    REQUIRE(hang);
    CHECK((*hang)["type"] == "hang");  // the watchdog's finding, not the timeline finding listed before it
    CHECK(contains((*hang)["message"], "host_wait t >= 4 did not return in 2 s"));
    const auto* error = find_case(junit["suites"][0], "luisa-host-roundtrip", "vulkan+cuda");
    REQUIRE(error);
    CHECK((*error)["outcome"] == "error");
    CHECK((*error)["message"] == "backend: vkCreateDevice failed: VK_ERROR_INITIALIZATION_FAILED");
}

TEST_CASE("junit: exec's testcase is named by its command, an interrupted job is an error, names never repeat") {
    Report report;
    report.run_id = "00000000000000ff";
    ScenarioResult run = make_result("python -m pytest tests/test_io.py", "exec", ResultStatus::fail);
    run.file.clear();
    run.iterations = 4;
    run.failures = 1;
    ScenarioResult a = make_result("same-name", "cpu", ResultStatus::pass), b = make_result("same-name", "cpu", ResultStatus::pass);
    b.file = "elsewhere/same-name.json";
    ScenarioResult unrun = make_result("never-reached", "cpu", ResultStatus::skip);
    unrun.reason = "interrupted";
    report.results = {run, a, b, unrun};
    report.summary.interrupted = true;
    finalize(report);
    auto junit = junit_of(report, "exec");
    const auto& suite = junit["suites"][0];
    CHECK(find_case(suite, "exec", "python -m pytest tests/test_io.py"));
    CHECK(find_case(suite, "same-name", "cpu"));
    CHECK(find_case(suite, "same-name", "cpu (elsewhere/same-name.json)"));
    const auto* interrupted = find_case(suite, "never-reached", "cpu");
    REQUIRE(interrupted);
    CHECK((*interrupted)["outcome"] == "error");
    CHECK((*interrupted)["type"] == "interrupted");
    CHECK(suite["properties"]["interrupted"] == "true");
    CHECK(suite["attributes"]["errors"] == "1");
}

TEST_CASE("junit: one testsuite per machine of a merged report, testcase names told apart by host") {
    Report report = sample_report();
    Report other = sample_report();
    other.host.hostname = "gpu-box";
    other.host.cpu = "Xeon";
    auto merged = merge({report, other});
    REQUIRE(merged.ok());
    auto junit = junit_of(*merged, "merged");
    REQUIRE(junit["suites"].size() == 2);
    CHECK(junit["suites"][0]["attributes"]["hostname"] == "ci-runner-7");
    CHECK(junit["suites"][1]["attributes"]["hostname"] == "gpu-box");
    CHECK(junit["suites"][1]["attributes"]["id"] == "1");
    CHECK(find_case(junit["suites"][1], "slangpy-direct-read", "vulkan on gpu-box"));
    CHECK(find_case(junit["suites"][0], "slangpy-direct-read", "vulkan on ci-runner-7"));
}

TEST_CASE("junit: escapes markup, quotes, control characters and bytes that are not UTF-8") {
    Report report;
    ScenarioResult r = make_result("a<b>&\"c\"'d'", "cpu", ResultStatus::fail);
    r.reason = std::string("tab\there\nnewline <x/> & \x01\x1f\x7f bell\a \xff\xfe end \xe2\x82\xac");
    Finding f;
    f.kind = FindingKind::mismatch;
    f.message = "]]> <![CDATA[ & \x02";
    r.findings = {f};
    report.results = {r};
    report.host.hostname = "host\x01name";
    finalize(report);
    std::string xml = to_junit(report);
    CHECK(xml.find('\x01') == std::string::npos);
    CHECK(xml.find('\xff') == std::string::npos);
    auto junit = junit_of(report, "escaping");
    const auto* c = find_case(junit["suites"][0], "a<b>&\"c\"'d'", "cpu");
    REQUIRE(c);
    CHECK((*c)["message"] == "tab\there\nnewline <x/> & \\x01\\x1f\\x7f bell\\x07 \\xff\\xfe end \xe2\x82\xac");
    CHECK(contains((*c)["text"], "]]> <![CDATA[ & \\x02"));
}

TEST_CASE("junit: an empty report is a valid empty suite, with a hostname and a timestamp") {
    Report report;
    finalize(report);
    auto junit = junit_of(report, "empty");
    REQUIRE(junit["suites"].size() == 1);
    CHECK(junit["suites"][0]["attributes"]["tests"] == "0");
    CHECK(junit["suites"][0]["attributes"]["hostname"] == "localhost");
}

TEST_CASE("junit: the rules checker itself refuses what the strict schema forbids") {
    // The JUnit most tools write, and this tool wrote before: attributes on testsuites, skipped, file on a testcase.
    const std::string loose = R"(<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="x" tests="1">
  <testsuite name="syncstress" tests="1" failures="0" errors="0" skipped="1" time="0.1" timestamp="2026-11-30T21:08:55Z" hostname="h">
    <testcase classname="a" name="b" file="a.json" time="0"><skipped message="no"/><system-out>x</system-out></testcase>
  </testsuite>
</testsuites>
)";
    auto path = temp_dir() / "loose.xml";
    write_text(path, loose);
    std::string problems;
    CHECK(syncstress::test::checked_junit(path.string(), problems).is_null());
    for (const char* rule : {"attribute name is not allowed on <testsuites>", "attribute skipped is not allowed on <testsuite>",
                             "lacks the required attribute package", "lacks the required attribute id",
                             "timestamp=\"2026-11-30T21:08:55Z\" is not YYYY-MM-DDTHH:MM:SS", "attribute file is not allowed on <testcase>",
                             "<skipped> is not allowed in a testcase", "children ['testcase'] are not: properties"}) {
        CAPTURE(rule);
        CHECK(problems.find(rule) != std::string::npos);
    }
}

TEST_CASE("write_junit writes the file atomically") {
    auto path = temp_dir() / "junit.xml";
    Report report = sample_report();
    REQUIRE(write_junit(report, path.string()).ok());
    CHECK(read_text(path) == to_junit(report));
    CHECK_FALSE(std::filesystem::exists(path.string() + ".tmp"));
}
