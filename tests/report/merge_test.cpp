#include "core/report/report.h"
#include "report_fixtures.h"

#include <doctest/doctest.h>

using namespace syncstress::report;
using namespace syncstress::report::testing;

namespace {

constexpr size_t k_kept = 5;  // findings a simulated run keeps per result

// A deterministic stand-in for the engine: iteration i of a scenario fails when its hash says so, and
// hangs on some of those. run_range reports iterations [first, last) as the engine would.
uint32_t lowbias32(uint32_t x) {
    x ^= x >> 16;
    x *= 0x7feb352d;
    x ^= x >> 15;
    x *= 0x846ca68b;
    x ^= x >> 16;
    return x;
}

ScenarioResult run_range(const std::string& scenario, const std::string& backend, uint64_t first, uint64_t last, uint32_t failure_modulus) {
    ScenarioResult r = make_result(scenario, backend, ResultStatus::pass);
    Finding analysis;  // the same in every shard: it comes from the scenario, not from iterations
    analysis.kind = FindingKind::oversync;
    analysis.warning = true;
    analysis.message = "step 3 waits for work it already follows";
    analysis.steps = {3};
    r.findings.push_back(analysis);
    std::vector<double> times;
    Histogram device, engine;
    for (uint64_t i = first; i < last; ++i) {
        uint32_t h = lowbias32(static_cast<uint32_t>(i) ^ static_cast<uint32_t>(scenario.size() * 977));
        times.push_back(10 + h % 50);
        device.record(8 + h % 40 + (h % 101 == 0 ? 5000 : 0));  // spikes: a shard's p99 is not the whole's
        engine.record(2 + (h >> 8) % 10);
        ++r.iterations;
        r.duration_s += 1e-4;
        if (h % failure_modulus != 0) continue;
        ++r.failures;
        bool hung = h % 7 == 0;
        r.hangs += hung;
        r.status = hung || r.status == ResultStatus::hang ? ResultStatus::hang : ResultStatus::fail;
        if (r.findings.size() < k_kept)
            r.findings.push_back(stale_mismatch(i));
        else
            ++r.findings_dropped;
    }
    r.timing.iteration_us = percentiles(times);  // as reports before histograms: merged as the larger shard's
    r.timing.device_us = summarize(device);
    r.timing.engine_us = summarize(engine);
    return r;
}

Report run_report(uint64_t first, uint64_t last, const std::string& source, const std::string& hostname = "runner-1") {
    Report report;
    report.tool_version = "0.1.0";
    report.host.hostname = hostname;
    report.options = {{"iterations", last - first}};
    report.run_id = "0123456789abcdef";  // as start() gives one: the schema requires 16 hex digits
    report.results = {run_range("clean", "cpu", first, last, 1u << 30), run_range("flaky", "cpu", first, last, 13),
                      run_range("flaky", "vulkan", first, last, 5)};
    report.source = source;
    report.summary.duration_s = static_cast<double>(last - first) * 3e-4;
    finalize(report);
    return report;
}

}  // namespace

TEST_CASE("merge: two shards give the counts and statistics of one run of the same work") {
    Report whole = run_report(0, 1000, "whole.json");
    auto merged = merge({run_report(0, 400, "shard-1.json"), run_report(400, 1000, "shard-2.json")});
    REQUIRE(merged.ok());
    REQUIRE(merged->results.size() == whole.results.size());
    for (size_t i = 0; i < whole.results.size(); ++i) {
        const ScenarioResult &m = merged->results[i], &w = whole.results[i];
        INFO(w.scenario, " on ", w.backend);
        CHECK(m.scenario == w.scenario);
        CHECK(m.backend == w.backend);
        CHECK(m.status == w.status);
        CHECK(m.iterations == w.iterations);
        CHECK(m.failures == w.failures);
        CHECK(m.hangs == w.hangs);
        CHECK(m.failure_rate == doctest::Approx(w.failure_rate));
        CHECK(m.failure_rate_ci95[0] == doctest::Approx(w.failure_rate_ci95[0]));
        CHECK(m.failure_rate_ci95[1] == doctest::Approx(w.failure_rate_ci95[1]));
        CHECK(m.duration_s == doctest::Approx(w.duration_s));
        // Every failure is either kept as a finding or counted as dropped, once; the analysis finding once.
        CHECK(m.findings.size() - 1 + m.findings_dropped == w.failures);
        CHECK(m.findings.front().kind == FindingKind::oversync);
    }
    const Summary &ms = merged->summary, &ws = whole.summary;
    CHECK(ms.results == ws.results);
    CHECK((ms.pass == ws.pass && ms.fail == ws.fail && ms.hang == ws.hang && ms.skip == ws.skip));
    CHECK(ms.iterations == ws.iterations);
    CHECK(ms.failures == ws.failures);
    CHECK(ms.hangs == ws.hangs);
    CHECK(ms.exit_code == ws.exit_code);
    CHECK(ms.duration_s == doctest::Approx(ws.duration_s));
    CHECK(ws.failures > 0);  // the simulated work does fail, so the comparison means something
}

TEST_CASE("merge: host and options of the first report, merged_from the sources") {
    Report a = run_report(0, 10, "a.json", "runner-a"), b = run_report(10, 20, "b.json", "runner-b"),
           c = run_report(20, 30, "c.json", "runner-a");
    auto ab = merge({a, b});
    REQUIRE(ab.ok());
    CHECK(ab->host.hostname == "runner-a");
    CHECK(ab->options["iterations"] == 10);
    CHECK(ab->options["merged_from"] == nlohmann::ordered_json({"a.json", "b.json"}));
    auto abc = merge({*ab, c});  // merging a merged report lists the original files
    REQUIRE(abc.ok());
    CHECK(abc->options["merged_from"] == nlohmann::ordered_json({"a.json", "b.json", "c.json"}));
    CHECK(abc->summary.iterations == 90);

    CHECK_FALSE(merge({}).ok());
}

TEST_CASE("merge: the worst status wins: error > hang > fail > expected > pass > skip") {
    const std::vector<ResultStatus> order = {ResultStatus::skip, ResultStatus::pass, ResultStatus::expected,
                                             ResultStatus::fail, ResultStatus::hang, ResultStatus::error};
    for (size_t i = 0; i < order.size(); ++i)
        for (size_t j = 0; j < order.size(); ++j) {
            Report a, b;
            a.results = {make_result("s", "cpu", order[i])};
            b.results = {make_result("s", "cpu", order[j])};
            b.results[0].reason = std::string("reason of ") + to_string(order[j]);
            auto merged = merge({a, b});
            REQUIRE(merged.ok());
            REQUIRE(merged->results.size() == 1);
            INFO(to_string(order[i]), " + ", to_string(order[j]));
            CHECK(merged->results[0].status == order[std::max(i, j)]);
            if (j > i) CHECK(merged->results[0].reason == std::string("reason of ") + to_string(order[j]));
        }
}

TEST_CASE("merge: only the same scenario, backend and file combine") {
    Report a, b;
    a.results = {make_result("s", "cpu", ResultStatus::pass)};
    b.results = {make_result("s", "vulkan", ResultStatus::pass), make_result("s", "cpu", ResultStatus::pass),
                 make_result("s", "cpu", ResultStatus::pass)};
    b.results[2].file = "other/s.json";
    for (ScenarioResult* r : {&a.results[0], &b.results[0], &b.results[1], &b.results[2]}) r->iterations = 10;
    auto merged = merge({a, b});
    REQUIRE(merged.ok());
    REQUIRE(merged->results.size() == 3);
    CHECK(merged->results[0].iterations == 20);
    CHECK(merged->results[1].backend == "vulkan");
    CHECK(merged->results[2].file == "other/s.json");
}

TEST_CASE("merge: findings are joined up to the bound, the rest counted, timing of the larger shard kept") {
    Report a, b;
    a.results = {make_result("s", "cpu", ResultStatus::fail)};
    b.results = {make_result("s", "cpu", ResultStatus::fail)};
    for (uint64_t i = 0; i < 30; ++i) {
        a.results[0].findings.push_back(stale_mismatch(i));
        b.results[0].findings.push_back(stale_mismatch(100 + i));
    }
    a.results[0].findings_dropped = 3;
    b.results[0].findings_dropped = 4;
    a.results[0].iterations = 100;
    b.results[0].iterations = 200;
    a.results[0].timing.iteration_us = percentiles({1, 2, 3});
    b.results[0].timing.iteration_us = percentiles({7, 8, 9});
    auto merged = merge({a, b}, 50);
    REQUIRE(merged.ok());
    const ScenarioResult& r = merged->results[0];
    CHECK(r.findings.size() == 50);
    CHECK(r.findings_dropped == 3 + 4 + 10);
    CHECK(r.findings[29].iteration == 29);
    CHECK(r.findings[30].iteration == 100);
    CHECK(r.timing.iteration_us.p50 == 8);

    auto small = merge({a}, 10);  // one report alone is bounded too
    REQUIRE(small.ok());
    CHECK(small->results[0].findings.size() == 10);
    CHECK(small->results[0].findings_dropped == 3 + 20);
}

TEST_CASE("merge: the result reads back and re-merges through JSON") {
    Report a = run_report(0, 100, "a.json"), b = run_report(100, 200, "b.json");
    auto merged = merge({a, b});
    REQUIRE(merged.ok());
    auto back = from_json(nlohmann::json::parse(to_json(*merged).dump()), "merged.json");
    REQUIRE(back.ok());
    CHECK(nlohmann::json(to_json(*back)) == nlohmann::json(to_json(*merged)));
}

namespace {

const ScenarioResult* find(const Report& report, const std::string& scenario, const std::string& backend, uint64_t host) {
    for (const ScenarioResult& r : report.results)
        if (r.scenario == scenario && r.backend == backend && r.host == host) return &r;
    return nullptr;
}

}  // namespace

TEST_CASE("merge: the results of two machines stay apart, each naming its machine, shards of one machine combine") {
    Report a1 = run_report(0, 100, "a1.json", "runner-a"), a2 = run_report(100, 300, "a2.json", "runner-a");
    Report b = run_report(0, 50, "b.json", "runner-b");
    auto merged = merge({a1, b, a2});
    REQUIRE(merged.ok());
    CHECK(merged->host.hostname == "runner-a");
    REQUIRE(merged->other_hosts.size() == 1);
    CHECK(merged->other_hosts[0].hostname == "runner-b");
    REQUIRE(merged->results.size() == 6);  // three jobs on each machine
    for (const char* scenario : {"clean", "flaky"}) {
        CAPTURE(scenario);
        const ScenarioResult* on_a = find(*merged, scenario, "cpu", 0);
        const ScenarioResult* on_b = find(*merged, scenario, "cpu", 1);
        REQUIRE(on_a);
        REQUIRE(on_b);
        CHECK(on_a->iterations == 300);
        CHECK(on_b->iterations == 50);
    }
    CHECK(merged->summary.iterations == 3 * 350);

    // Through JSON, and merged again with a third machine: every result keeps its machine.
    auto back = from_json(nlohmann::json::parse(to_json(*merged).dump()), "ab.json");
    REQUIRE(back.ok());
    CHECK(back->results[3].host == merged->results[3].host);
    Report c = run_report(0, 10, "c.json", "runner-c");
    auto abc = merge({c, *back});
    REQUIRE(abc.ok());
    CHECK(abc->host.hostname == "runner-c");
    REQUIRE(abc->other_hosts.size() == 2);
    CHECK(find(*abc, "flaky", "vulkan", 0)->iterations == 10);
    const uint64_t a = abc->other_hosts[0].hostname == "runner-a" ? 1 : 2;
    CHECK(find(*abc, "flaky", "vulkan", a)->iterations == 300);
    CHECK(find(*abc, "flaky", "vulkan", 3 - a)->iterations == 50);
}

TEST_CASE("merge: from the earliest start to the latest finish, complete only when every input is, a new run id") {
    Report a = run_report(0, 10, "a.json"), b = run_report(10, 20, "b.json");
    start(a, *parse_rfc3339("2026-11-30T21:00:00Z"));
    stamp_finish(a, *parse_rfc3339("2026-11-30T21:10:00Z"));
    start(b, *parse_rfc3339("2026-11-30T21:05:00Z"));
    stamp_finish(b, *parse_rfc3339("2026-11-30T21:30:00Z"));
    a.complete = true;
    b.complete = false;
    b.not_run = {{"late", "cpu", "late.json"}};
    a.labels = {{"gpu", "h200"}, {"suite", "nightly"}};
    b.labels = {{"gpu", "a100"}, {"os", "win11"}};
    b.ci = Ci{"gitlab", "abc", "main", "stress 2/2", "https://gitlab.example/job/2"};
    auto merged = merge({a, b});
    REQUIRE(merged.ok());
    CHECK(format_rfc3339(*merged->started_at) == "2026-11-30T21:00:00Z");
    CHECK(format_rfc3339(*merged->finished_at) == "2026-11-30T21:30:00Z");
    CHECK(merged->duration_s == doctest::Approx(1800));
    CHECK_FALSE(merged->complete);
    REQUIRE(merged->not_run.size() == 1);
    CHECK(merged->not_run[0].scenario == "late");
    CHECK(merged->labels == std::map<std::string, std::string>{{"gpu", "h200"}, {"os", "win11"}, {"suite", "nightly"}});
    REQUIRE(merged->ci);
    CHECK(merged->ci->system == "gitlab");
    CHECK(merged->run_id.size() == 16);
    CHECK(merged->run_id != a.run_id);
    CHECK(merged->run_id != b.run_id);

    b.complete = true;
    b.not_run.clear();
    CHECK(merge({a, b})->complete);
}

TEST_CASE("merge: histograms of shards give the percentiles of the whole run, through JSON too") {
    const Report whole = run_report(0, 3000, "whole.json");
    // Uneven shards, read back from their JSON as merge reads files.
    std::vector<Report> shards;
    for (auto [first, last] : {std::pair<uint64_t, uint64_t>{0, 500}, {500, 2600}, {2600, 3000}}) {
        auto back = from_json(nlohmann::json::parse(to_json(run_report(first, last, "shard.json")).dump()), "shard.json");
        REQUIRE(back.ok());
        shards.push_back(*back);
    }
    auto merged = merge(shards);
    REQUIRE(merged.ok());
    REQUIRE(merged->results.size() == whole.results.size());
    for (size_t i = 0; i < whole.results.size(); ++i) {
        const Timing &m = merged->results[i].timing, &w = whole.results[i].timing;
        INFO(whole.results[i].scenario, " on ", whole.results[i].backend);
        for (auto [mp, wp] : {std::pair{&*m.device_us, &*w.device_us}, std::pair{&*m.engine_us, &*w.engine_us}}) {
            CHECK(mp->count == 3000);
            CHECK(mp->histogram->buckets() == wp->histogram->buckets());
            CHECK(mp->p50 == wp->p50);
            CHECK(mp->p90 == wp->p90);
            CHECK(mp->p99 == wp->p99);
            CHECK(mp->max == wp->max);
            CHECK(mp->histogram->sum() == doctest::Approx(wp->histogram->sum()));
        }
        // No shard alone has the whole run's p99 of device time: the merge did not pick one shard's.
        bool some_shard_differs = false;
        for (const Report& shard : shards) some_shard_differs |= shard.results[i].timing.device_us->p99 != w.device_us->p99;
        CHECK(some_shard_differs);
        // Without histograms iteration_us is still the larger shard's, as before.
        CHECK(m.iteration_us.count == 2100);
        CHECK_FALSE(m.iteration_us.histogram);
    }
}

TEST_CASE("merge: a report with histograms and one without keep the larger shard's percentiles where one lacks them") {
    Report with = run_report(0, 100, "with.json"), without = run_report(100, 400, "without.json");
    for (ScenarioResult& r : without.results) {
        r.timing.device_us->histogram.reset();
        r.timing.engine_us.reset();
    }
    auto merged = merge({with, without});
    REQUIRE(merged.ok());
    const Timing& t = merged->results[0].timing;
    CHECK(t.device_us->count == 300);  // the larger shard's, as reports merged before histograms
    CHECK_FALSE(t.device_us->histogram);
    CHECK(t.engine_us->count == 100);  // only one report has it
}
