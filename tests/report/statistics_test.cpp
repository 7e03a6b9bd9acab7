#include "core/report/report.h"
#include "core/report/format.h"
#include "report_fixtures.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <numeric>
#include <random>

using namespace syncstress::report;
using syncstress::ErrorKind;
using syncstress::make_error;
using namespace syncstress::report::testing;

TEST_CASE("percentiles: nearest rank on 1..100 in any order") {
    std::vector<double> samples(100);
    std::iota(samples.begin(), samples.end(), 1.0);
    std::shuffle(samples.begin(), samples.end(), std::mt19937(7));
    Percentiles p = percentiles(samples);
    CHECK(p.p50 == 50);
    CHECK(p.p90 == 90);
    CHECK(p.p99 == 99);
    CHECK(p.max == 100);
    CHECK(p.count == 100);
}

TEST_CASE("percentiles: ranks round up, a single sample is every percentile, empty is zeros") {
    Percentiles ten = percentiles({100, 90, 80, 70, 60, 50, 40, 30, 20, 10});
    CHECK(ten.p50 == 50);   // rank ceil(5) = 5
    CHECK(ten.p90 == 90);   // rank 9
    CHECK(ten.p99 == 100);  // rank ceil(9.9) = 10
    Percentiles one = percentiles({7});
    CHECK((one.p50 == 7 && one.p90 == 7 && one.p99 == 7 && one.max == 7 && one.count == 1));
    Percentiles none = percentiles({});
    CHECK((none.p50 == 0 && none.p90 == 0 && none.p99 == 0 && none.max == 0 && none.count == 0));
}

TEST_CASE("wilson_interval matches published 95% values") {
    auto zero = wilson_interval(0, 300);
    CHECK(zero[0] == 0.0);
    CHECK(zero[1] == doctest::Approx(0.012643).epsilon(1e-4));  // z^2 / (n + z^2)
    auto five = wilson_interval(5, 100);
    CHECK(five[0] == doctest::Approx(0.0215).epsilon(2e-3));
    CHECK(five[1] == doctest::Approx(0.1118).epsilon(2e-3));
    auto all = wilson_interval(100, 100);
    CHECK(all[0] == doctest::Approx(0.9630).epsilon(1e-4));
    CHECK(all[1] == 1.0);
    auto nothing = wilson_interval(0, 0);
    CHECK(nothing[0] == 0.0);
    CHECK(nothing[1] == 1.0);
    auto thousand = wilson_interval(0, 1000);
    CHECK(thousand[1] == doctest::Approx(0.0038).epsilon(1e-2));  // docs/ci.md's example: about 3.8/N
}

TEST_CASE("confidence_sentence") {
    // The bound the text gives is the upper end of the JSON's interval (failure_rate_ci95), never another one.
    CHECK(confidence_sentence(0, 300) == "0 failures in 300 iterations: failure rate below 1.3% (95% CI 0.0%-1.3%)");
    CHECK(format_percent(wilson_interval(0, 300)[1]) == "1.3%");
    CHECK(confidence_sentence(12, 300) == "12 failures in 300 iterations: failure rate 4.0% (95% CI 2.3%-6.9%)");
    CHECK(confidence_sentence(1, 1) == "1 failure in 1 iteration: failure rate 100.0% (95% CI 20.7%-100.0%)");
    CHECK(confidence_sentence(0, 100000) == "0 failures in 100000 iterations: failure rate below 0.0038% (95% CI 0.0%-0.0038%)");
    CHECK(confidence_sentence(0, 0) == "0 failures in 0 iterations: failure rate unknown");
}

namespace {

int exit_code_of(std::vector<ScenarioResult> results) {
    Report report;
    report.results = std::move(results);
    finalize(report);
    return report.summary.exit_code;
}

ScenarioResult with_reason(ScenarioResult r, std::string reason) {
    r.reason = std::move(reason);
    return r;
}

}  // namespace

TEST_CASE("finalize: exit codes") {
    ScenarioResult pass = make_result("a", "cpu", ResultStatus::pass), skip = make_result("a", "cuda", ResultStatus::skip),
                   expected = make_result("b", "cpu", ResultStatus::expected), fail = make_result("c", "cpu", ResultStatus::fail),
                   hang = make_result("d", "cpu", ResultStatus::hang);
    ScenarioResult backend_error = make_result("a", "vulkan", ResultStatus::error);
    mark_backend_error(backend_error, make_error("vulkan is unavailable", ErrorKind::backend_unavailable));
    ScenarioResult lost = make_result("a", "vulkan", ResultStatus::error);
    mark_backend_error(lost, make_error("vulkan: vkQueueSubmit failed (VK_ERROR_DEVICE_LOST)", ErrorKind::device_lost));
    // An error out of the backend whose kind is not a backend's is the backend's failure.
    ScenarioResult not_a_backend_kind = make_result("a", "vulkan", ResultStatus::error);
    mark_backend_error(not_a_backend_kind, make_error("vulkan: no memory type for the buffer", ErrorKind::internal));
    ScenarioResult other_error = with_reason(make_result("a", "vulkan", ResultStatus::error), "the worker crashed");
    other_error.error = ErrorKind::internal;
    // The kind decides, not the words: a reason that reads like a backend's is not one.
    ScenarioResult backend_words = with_reason(make_result("a", "vulkan", ResultStatus::error), "backend: said by hand");
    backend_words.error = ErrorKind::internal;
    ScenarioResult unexplained_error = make_result("a", "vulkan", ResultStatus::error);

    CHECK(exit_code_of({}) == 0);
    CHECK(exit_code_of({pass, skip, expected}) == 0);
    CHECK(exit_code_of({pass, fail}) == 1);
    CHECK(exit_code_of({hang, skip}) == 1);
    CHECK(exit_code_of({pass, other_error}) == 1);
    CHECK(exit_code_of({unexplained_error}) == 1);
    CHECK(exit_code_of({pass, backend_error}) == 3);
    CHECK(exit_code_of({fail, backend_error, hang}) == 3);
    CHECK(exit_code_of({backend_error, other_error}) == 3);
    CHECK(exit_code_of({backend_words}) == 1);
    CHECK(backend_error.reason == "backend: vulkan is unavailable");
    CHECK(lost.error == ErrorKind::device_lost);
    CHECK(exit_code_of({pass, lost}) == 3);
    CHECK(not_a_backend_kind.error == ErrorKind::backend_failed);
    CHECK(exit_code_of({not_a_backend_kind}) == 3);
}

TEST_CASE("finalize: rates, intervals and summary counts") {
    Report report = sample_report();
    const ScenarioResult& fail = report.results[1];
    CHECK(fail.failure_rate == doctest::Approx(12.0 / 300));
    CHECK(fail.failure_rate_ci95[0] == doctest::Approx(0.0230).epsilon(1e-2));
    CHECK(fail.failure_rate_ci95[1] == doctest::Approx(0.0686).epsilon(1e-2));
    const ScenarioResult& skip = report.results[4];
    CHECK(skip.failure_rate == 0.0);
    CHECK(skip.failure_rate_ci95 == std::array<double, 2>{0, 1});

    const Summary& s = report.summary;
    CHECK(s.results == 6);
    CHECK((s.pass == 1 && s.fail == 1 && s.hang == 1 && s.expected == 1 && s.skip == 1 && s.error == 1));
    CHECK(s.iterations == 1000 + 300 + 3 + 100);
    CHECK(s.failures == 13);
    CHECK(s.hangs == 1);
    CHECK(s.exit_code == 3);
    // The wall clock is the report's, stamped at its finish (6.25 s), whatever the jobs add up to (1.75 s).
    CHECK(s.duration_s == doctest::Approx(6.25));
    CHECK(s.jobs_duration_s == doctest::Approx(1.75));
    report.duration_s = 0.5;  // below the jobs' time, as with -j N
    finalize(report);
    CHECK(report.summary.duration_s == doctest::Approx(0.5));
    CHECK(report.summary.jobs_duration_s == doctest::Approx(1.75));
    report.duration_s = 0;  // not stamped: the caller's wall time (a merge: its inputs' added up)
    report.summary.duration_s = 2.5;
    finalize(report);
    CHECK(report.summary.duration_s == doctest::Approx(2.5));
    report.summary.duration_s = 0;  // neither: the results' own time
    finalize(report);
    CHECK(report.summary.duration_s == doctest::Approx(1.75));
    report.summary.interrupted = true;
    finalize(report);
    CHECK(report.summary.interrupted);  // set by the caller, kept
}
