#include "core/report/format.h"
#include "core/report/report.h"
#include "core/report/terminal_text.h"
#include "report_fixtures.h"

#include <doctest/doctest.h>

#include <sstream>

using namespace syncstress::report;
using namespace syncstress::report::testing;

namespace {

std::string line_of(const ScenarioResult& r, Verbosity verbosity) {
    std::ostringstream out;
    print_result_line(r, out, verbosity);
    return out.str();
}

std::vector<std::string> lines(const std::string& text) {
    std::vector<std::string> result;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) result.push_back(line);
    return result;
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// Collapses runs of spaces, so the words of a line can be compared without its alignment.
std::string words(const std::string& text) {
    std::string out;
    for (char c : text)
        if (c != ' ' || (!out.empty() && out.back() != ' ')) out += c;
    return out;
}

}  // namespace

TEST_CASE("text: a pass line") {
    ScenarioResult r = make_result("luisa-host-roundtrip", "cpu", ResultStatus::pass);
    r.iterations = 1000;
    r.timing.iteration_us = percentiles({12, 12.2, 11.8});
    auto output = lines(line_of(r, Verbosity::normal));
    REQUIRE(output.size() == 2);
    CHECK(words(output[0]) == "PASS luisa-host-roundtrip cpu 1000 it 0 failures p50 12us");
    CHECK(words(output[1]) == confidence_sentence(0, 1000));  // what the counts prove
}

TEST_CASE("text: columns line up whatever the names and counts") {
    ScenarioResult a = make_result("short", "cpu", ResultStatus::pass);
    ScenarioResult b = make_result("a-much-longer-scenario-name", "vulkan+cuda", ResultStatus::expected);
    a.iterations = 5;
    b.iterations = 123456;
    b.failures = 1;
    std::string la = line_of(a, Verbosity::normal), lb = line_of(b, Verbosity::normal);
    CHECK(la.find("short") == lb.find("a-much-longer"));
    CHECK(la.find("cpu") == lb.find("vulkan+cuda"));
    CHECK(la.find(" it ") == lb.find(" it "));
    CHECK(la.find("failure") == lb.find("failure"));
    CHECK(la.back() != ' ');
    CHECK(lb.rfind("EXPECTED", 0) == 0);
}

TEST_CASE("text: a fail shows its first unexpected finding, briefly") {
    Report report = sample_report();
    ScenarioResult fail = report.results[1];
    Finding expected_race = report.results[3].findings[0];
    fail.findings.insert(fail.findings.begin(), expected_race);  // analysis findings come first
    auto output = lines(line_of(fail, Verbosity::normal));
    REQUIRE(output.size() == 5);
    CHECK(words(output[0]).rfind("FAIL slangpy-direct-read vulkan 300 it 12 failures p50 60us", 0) == 0);
    CHECK(words(output[1]) == "mismatch (stale) at iteration 17: z_data holds the previous iteration's data");
    CHECK(contains(output[2], "at z_data[0..1024), steps 4, 7: 1000 of 1024 wrong, first at index 3"));
    CHECK(contains(output[2], "[3] expected 123 got 122, [4] expected 124 got 123, [5] expected 125 got 124, ..."));
    CHECK(contains(output[3], "repro: syncstress run x.json --backend cpu --seed 1 --iteration 17"));
    CHECK(words(output[4]) == confidence_sentence(12, 300));
    CHECK_FALSE(contains(line_of(fail, Verbosity::normal), "iteration 40"));
}

TEST_CASE("text: verbose shows every finding in full and the confidence sentence") {
    Report report = sample_report();
    std::string fail = line_of(report.results[1], Verbosity::verbose);
    CHECK(contains(fail, "iteration 17"));
    CHECK(contains(fail, "iteration 40"));
    CHECK(contains(fail, "[6] expected 126 got 125"));
    CHECK(contains(fail, "10 more failures not kept"));
    CHECK(contains(fail, "12 failures in 300 iterations: failure rate 4.0% (95% CI 2.3%-6.9%)"));
    std::string pass = line_of(report.results[0], Verbosity::verbose);
    CHECK(contains(pass, "0 failures in 1000 iterations: failure rate below 0.4% (95% CI 0.0%-0.4%)"));
    std::string hang = line_of(report.results[2], Verbosity::verbose);
    CHECK(contains(hang, "state: queue device: finished step 3, waits t >= 3"));
    CHECK(contains(hang, "vuid: VUID-VkSemaphoreSignalInfo-value-03258"));
}

TEST_CASE("text: a deadlock or timeline finding says whether it is certain or needs an order") {
    Finding f;
    f.kind = FindingKind::deadlock;
    f.expected = true;
    f.message = "queue torch waits t >= 2 at steps[3] <- ...";
    CHECK(finding_lines(f, false)[0] == "deadlock, expected: queue torch waits t >= 2 at steps[3] <- ...");
    f.certain = true;
    CHECK(finding_lines(f, false)[0] == "deadlock, expected, certain: queue torch waits t >= 2 at steps[3] <- ...");
    f.certain = false;
    f.order = Order{std::nullopt, SyncSite{0, 2, "device", 1, false}, std::nullopt};
    CHECK(finding_lines(f, true)[0] == "deadlock, expected, needs an order: queue torch waits t >= 2 at steps[3] <- ...");
}

TEST_CASE("text: skips and errors print their reason, quiet prints only failures") {
    Report report = sample_report();
    CHECK(words(line_of(report.results[4], Verbosity::normal)) ==
          "SKIP luisa-host-roundtrip cuda no CUDA driver (libcuda.so.1 not found)\n");
    CHECK(contains(line_of(report.results[5], Verbosity::normal), "backend: vkCreateDevice failed: VK_ERROR_INITIALIZATION_FAILED"));
    CHECK(line_of(report.results[0], Verbosity::quiet).empty());
    CHECK(line_of(report.results[3], Verbosity::quiet).empty());
    CHECK(line_of(report.results[4], Verbosity::quiet).empty());
    CHECK(contains(line_of(report.results[1], Verbosity::quiet), "FAIL"));
    CHECK(contains(line_of(report.results[2], Verbosity::quiet), "HANG"));
    std::string hang = line_of(report.results[2], Verbosity::normal);
    CHECK(contains(hang, "1 hang"));
    // A hang is explained by the watchdog's finding, not by an analysis finding listed before it.
    CHECK(contains(hang, "hang at iteration 2: host_wait t >= 4 did not return in 2 s"));
    CHECK_FALSE(contains(hang, "timeline going backwards"));
}

TEST_CASE("terminal_text: control characters and bytes that are not UTF-8 are written as escapes, UTF-8 kept") {
    CHECK(terminal_text("plain text, caf\xc3\xa9 \xe2\x9c\x93 \xf0\x9f\x98\x80\tend") ==
          "plain text, caf\xc3\xa9 \xe2\x9c\x93 \xf0\x9f\x98\x80\tend");
    CHECK(terminal_text("a\nb\r\nc") == "a\\nb\\r\\nc");
    CHECK(terminal_text("\x1b[31mred\x1b[0m") == "\\x1b[31mred\\x1b[0m");
    CHECK(terminal_text(std::string("nul\0bel\x07"
                                    "del\x7f",
                                    12)) == "nul\\x00bel\\x07del\\x7f");
    CHECK(terminal_text("c1 \xc2\x9b"
                        "2J, nbsp \xc2\xa0") == "c1 \\xc2\\x9b"
                                                "2J, nbsp \xc2\xa0");  // CSI as a C1 control
    CHECK(terminal_text("bad \xff\xfe, cut \xe2\x9c, overlong \xc0\xaf") == "bad \\xff\\xfe, cut \\xe2\\x9c, overlong \\xc0\\xaf");
}

TEST_CASE("text: a reason or finding that quotes an adapter stays one line of text") {
    ScenarioResult r = make_result("s", "adapter:python:a.py", ResultStatus::error);
    r.reason = "python adapter a.py: submit: \x1b[2J\r\nPASS      fake-scenario\n";
    const std::string printed = line_of(r, Verbosity::normal);
    for (const std::string& line : lines(printed)) CHECK(line.rfind("PASS", 0) != 0);
    CHECK(contains(printed, "submit: \\x1b[2J\\r\\nPASS      fake-scenario\\n"));
    CHECK_FALSE(contains(printed, "\x1b"));
}

TEST_CASE("text: the summary") {
    Report report;
    for (int i = 0; i < 12; ++i) {
        const ResultStatus status = i == 10 ? ResultStatus::fail : i == 11 ? ResultStatus::skip : ResultStatus::pass;
        ScenarioResult r = make_result("s" + std::to_string(i), "cpu", status);
        r.iterations = i == 11 ? 0 : i == 10 ? 1000 : 1100;
        r.failures = i == 10 ? 7 : 0;
        r.duration_s = 0.25;
        report.results.push_back(r);
    }
    report.summary.duration_s = 3.21;
    finalize(report);
    std::ostringstream out;
    print_text(report, out, Verbosity::quiet);
    auto output = lines(out.str());
    REQUIRE(!output.empty());
    CHECK(output.back() == "10 passed, 1 failed, 1 skipped; 7 of 12000 iterations failed; 3.21 s wall");
    REQUIRE(output.size() == 4);  // quiet: the one failure and its repro line, a blank line, then the summary
    CHECK(output[0].rfind("FAIL", 0) == 0);
    CHECK(words(output[1]) == "repro: syncstress run scenarios/patterns/s10.json --backend cpu --seed 1");
    CHECK(output[2].empty());

    std::ostringstream normal;
    report.summary.interrupted = true;
    print_text(report, normal, Verbosity::normal);
    CHECK(lines(normal.str()).back() == "10 passed, 1 failed, 1 skipped; 7 of 12000 iterations failed; 3.21 s wall; interrupted");
}

TEST_CASE("text: failing iterations inside expected results are said apart from the others") {
    Report report;
    ScenarioResult expected = make_result("race", "cpu", ResultStatus::expected), fail = make_result("bug", "cpu", ResultStatus::fail);
    expected.iterations = 8000;
    expected.failures = 1598;
    fail.iterations = 601;
    report.results = {expected, make_result("clean", "cpu", ResultStatus::pass)};
    report.results[1].iterations = 601;
    report.summary.duration_s = 47.5;
    finalize(report);
    CHECK(summary_line(report) == "1 passed, 1 expected; 1598 of 8601 iterations failed inside expected results; 47.5 s wall");
    fail.failures = 12;
    report.results.push_back(fail);
    finalize(report);
    CHECK(summary_line(report) ==
          "1 passed, 1 failed, 1 expected; 1610 of 9202 iterations failed, 1598 of them inside expected results; 47.5 s wall");
    report.results = {make_result("clean", "cpu", ResultStatus::pass)};
    report.results[0].iterations = 10;
    report.summary.jobs_duration_s = 0;
    report.results[0].duration_s = 95;  // -j: the jobs' time added up is larger than the wall clock
    report.summary.duration_s = 50.2;
    finalize(report);
    CHECK(summary_line(report) == "1 passed; 10 iterations, none failed; 50.2 s wall, 1 min 35 s of jobs added up");
    Report nothing;
    finalize(nothing);
    CHECK(summary_line(nothing) == "no results; 0 ms wall");
}

TEST_CASE("text: skips of one backend and reason are one line, a lone skip keeps its own, quiet shows none") {
    std::vector<ScenarioResult> results;
    for (int i = 0; i < 16; ++i) {
        ScenarioResult r = make_result("s" + std::to_string(i), "vulkan", ResultStatus::skip);
        r.reason = "the scenario has cuda-side queues; the vulkan backend runs device-side queues only";
        results.push_back(r);
    }
    ScenarioResult lone = make_result("other", "cuda", ResultStatus::skip);
    lone.reason = "cuda unavailable: no driver";
    results.push_back(lone);
    results.push_back(make_result("ran", "cpu", ResultStatus::pass));
    std::ostringstream out;
    print_skips(results, out, Verbosity::normal);
    auto output = lines(out.str());
    REQUIRE(output.size() == 2);
    CHECK(output[0] ==
          "SKIP      vulkan: 16 scenarios skipped: the scenario has cuda-side queues; the vulkan backend runs device-side queues only");
    CHECK(words(output[1]) == "SKIP other cuda cuda unavailable: no driver");
    std::ostringstream quiet;
    print_skips(results, quiet, Verbosity::quiet);
    CHECK(quiet.str().empty());
}

TEST_CASE("format_percent: two significant digits where small, never an exponent") {
    CHECK(format_percent(0) == "0.0%");
    CHECK(format_percent(0.04) == "4.0%");
    CHECK(format_percent(0.001) == "0.1%");
    CHECK(format_percent(0.0000384) == "0.0038%");
    CHECK(format_percent(3.84e-7) == "0.000038%");  // 0 failures in 10 million iterations
    CHECK(format_percent(1e-12) == "0.00000000010%");
    CHECK(confidence_sentence(0, 10000000) == "0 failures in 10000000 iterations: failure rate below 0.000038% (95% CI 0.0%-0.000038%)");
}

TEST_CASE("format_seconds: elapsed time for people, never an exponent") {
    CHECK(format_seconds(3.341e-05) == "0 ms");
    CHECK(format_seconds(0.034) == "34 ms");
    CHECK(format_seconds(3.215) == "3.21 s");
    CHECK(format_seconds(47.5) == "47.5 s");
    CHECK(format_seconds(59.96) == "1 min 0 s");
    CHECK(format_seconds(91) == "1 min 31 s");
    CHECK(format_seconds(7300) == "2 h 1 min");
    CHECK(format_seconds(-1) == "0 ms");
}
