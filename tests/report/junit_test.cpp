#include "core/report/report.h"
#include "report_fixtures.h"

#include <doctest/doctest.h>

using namespace syncstress::report;
using namespace syncstress::report::testing;

namespace {

// Parses the XML with Python's xml.etree and compares it with what the test expects (a JSON file), so
// that well-formedness and escaping are judged by an independent parser.
const char* const k_check_junit = R"PY(
import json, sys, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
want = json.load(open(sys.argv[2], encoding='utf-8'))
assert root.tag == 'testsuites', root.tag
suites = root.findall('testsuite')
assert len(suites) == 1 and suites[0].get('name') == 'syncstress', suites
suite = suites[0]
for key in ('tests', 'failures', 'errors', 'skipped'):
    assert suite.get(key) == str(want[key]), (key, suite.get(key), want[key])
float(suite.get('time'))
cases = suite.findall('testcase')
got = []
for case in cases:
    float(case.get('time'))
    outcome = [child.tag for child in case if child.tag in ('failure', 'error', 'skipped')]
    message = [child.get('message') for child in case if child.tag in ('failure', 'error', 'skipped')]
    out = case.find('system-out')
    got.append({'classname': case.get('classname'), 'name': case.get('name'),
                'outcome': outcome[0] if outcome else 'pass', 'message': message[0] if message else None,
                'text': (case.find(outcome[0]).text or '') if outcome else (out.text if out is not None else '')})
for g, w in zip(got, want['cases']):
    for key in ('classname', 'name', 'outcome', 'message'):
        assert g[key] == w[key], (key, g[key], w[key])
    for part in w['text_contains']:
        assert part in g['text'], (part, g['text'])
assert len(got) == len(want['cases']), (len(got), len(want['cases']))
)PY";

std::string check_junit(const std::string& xml, const nlohmann::json& want, const std::string& name) {
    auto dir = temp_dir();
    write_text(dir / (name + ".xml"), xml);
    write_text(dir / (name + ".want.json"), want.dump());
    write_text(dir / "check_junit.py", k_check_junit);
    return python({(dir / "check_junit.py").string(), (dir / (name + ".xml")).string(), (dir / (name + ".want.json")).string()});
}

nlohmann::json want_case(const std::string& classname, const std::string& name, const std::string& outcome,
                         nlohmann::json message, std::vector<std::string> text_contains = {}) {
    return {{"classname", classname}, {"name", name}, {"outcome", outcome}, {"message", message},
            {"text_contains", text_contains}};
}

}  // namespace

TEST_CASE("junit: one testcase per result, outcomes and suite counts") {
    Report report = sample_report();
    nlohmann::json want = {
        {"tests", 6}, {"failures", 2}, {"errors", 1}, {"skipped", 1},
        {"cases",
         {want_case("luisa-host-roundtrip", "cpu", "pass", nullptr),
          want_case("slangpy-direct-read", "vulkan", "failure", "mismatch: z_data holds the previous iteration's data",
                    {"iteration 17", "[3] expected 123 got 122", "12 failures in 300 iterations", "10 more failures"}),
          want_case("double-sync-deadlock", "vulkan", "failure", "hang: host_wait t >= 4 did not return in 2 s",
                    {"state: semaphore t = 2, awaited 3, 4", "VUID-VkSemaphoreSignalInfo-value-03258"}),
          want_case("broken-partial-copy", "cpu", "pass", nullptr,
                    {"expected by the scenario (expect: race)", "fix: sync {queue: torch, after: device}", "café"}),
          want_case("luisa-host-roundtrip", "cuda", "skipped", "no CUDA driver (libcuda.so.1 not found)"),
          want_case("luisa-host-roundtrip", "vulkan+cuda", "error",
                    "backend: vkCreateDevice failed: VK_ERROR_INITIALIZATION_FAILED")}}};
    std::string output = check_junit(to_junit(report), want, "sample");
    CHECK_MESSAGE(output.rfind("0\n", 0) == 0, output);
}

TEST_CASE("junit: escapes markup, quotes, control characters and bytes that are not UTF-8") {
    Report report;
    ScenarioResult r = make_result("a<b>&\"c\"'d'", "cpu", "fail");
    r.reason = std::string("tab\there\nnewline <x/> & \x01\x1f\x7f bell\a \xff\xfe end \xe2\x82\xac");
    Finding f;
    f.kind = "mismatch";
    f.message = "]]> <![CDATA[ & \x02";
    r.findings = {f};
    report.results = {r};
    finalize(report);
    std::string xml = to_junit(report);
    CHECK(xml.find('\x01') == std::string::npos);
    CHECK(xml.find('\xff') == std::string::npos);
    nlohmann::json want = {
        {"tests", 1}, {"failures", 1}, {"errors", 0}, {"skipped", 0},
        {"cases",
         {want_case("a<b>&\"c\"'d'", "cpu", "failure",
                    "tab\there\nnewline <x/> & \\x01\\x1f\\x7f bell\\x07 \\xff\\xfe end \xe2\x82\xac",
                    {"]]> <![CDATA[ & \\x02"})}}};
    std::string output = check_junit(xml, want, "escaping");
    CHECK_MESSAGE(output.rfind("0\n", 0) == 0, output);
}

TEST_CASE("junit: an empty report is a well-formed empty suite") {
    Report report;
    finalize(report);
    nlohmann::json want = {{"tests", 0}, {"failures", 0}, {"errors", 0}, {"skipped", 0}, {"cases", nlohmann::json::array()}};
    std::string output = check_junit(to_junit(report), want, "empty");
    CHECK_MESSAGE(output.rfind("0\n", 0) == 0, output);
}

TEST_CASE("write_junit writes the file atomically") {
    auto path = temp_dir() / "junit.xml";
    Report report = sample_report();
    REQUIRE(write_junit(report, path.string()).ok());
    CHECK(read_text(path) == to_junit(report));
    CHECK_FALSE(std::filesystem::exists(path.string() + ".tmp"));
}
