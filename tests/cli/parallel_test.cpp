#include "tool/parallel.h"

#include "core/platform/os.h"
#include "helpers.h"
#include "tests/common/report_names.h"
#include "tests/common/skip.h"

#include <doctest/doctest.h>

#include <thread>

using namespace syncstress;
using namespace syncstress::test;
using namespace std::chrono_literals;

namespace {

// A report as a worker would write it for one job, saved where the test child's fake worker (mode run) hands it back from.
tool::Job prepared_job(const std::string& dir, const std::string& name, uint64_t iterations, uint64_t failures,
                       const char* sleep_s = nullptr) {
    report::Report rep;
    rep.tool_version = "test";
    rep.run_id = "0123456789abcdef";  // as a worker's run gives one: the reader holds it to the schema's 16 hex digits
    report::ScenarioResult r;
    r.scenario = name;
    r.file = dir + "/" + name + ".json";
    r.backend = "cpu";
    r.status = failures ? report::ResultStatus::fail : report::ResultStatus::pass;
    r.iterations = iterations;
    r.failures = failures;
    rep.results.push_back(r);
    report::finalize(rep);
    REQUIRE(report::write_json(rep, r.file).ok());
    if (sleep_s) write_text(r.file + ".sleep", sleep_s);
    return {name, r.file, "cpu"};
}

tool::WorkerOptions fake_workers(size_t workers) {
    tool::WorkerOptions o;
    o.program = test_child();
    o.run.iterations = 10;
    o.workers = workers;
    o.deadline = 1s;
    return o;
}

}  // namespace

TEST_CASE("workers: a batch runs as `run FILE... --backend B <the run's options> --progress off --json TMP -q`") {
    tool::WorkerOptions o;
    o.program = "/x/syncstress";
    o.run.seed = 3;
    o.run.backends.named = true;
    CHECK(tool::worker_argv({{"s", "a.json", "vulkan"}}, o, "/tmp/r.json") ==
          std::vector<std::string>{"/x/syncstress", "run", "a.json", "--backend", "vulkan", "--seed", "3", "--iterations", "100",
                                   "--perturb", "off", "--hang-timeout", "2s", "--progress", "off", "--json", "/tmp/r.json", "-q"});
    const auto two = tool::worker_argv({{"s", "a.json", "cuda"}, {"t", "b c.json", "cuda"}}, o, "/tmp/r.json");
    CHECK(std::vector<std::string>(two.begin(), two.begin() + 6) ==
          std::vector<std::string>{"/x/syncstress", "run", "a.json", "b c.json", "--backend", "cuda"});
    // Backends not named (--backend all/auto, --skip-unavailable): a worker skips one that is missing too.
    o.run.backends.named = false;
    const auto argv = tool::worker_argv({{"s", "a.json", "vulkan"}}, o, "/tmp/r.json");
    CHECK(std::find(argv.begin(), argv.end(), "--skip-unavailable") != argv.end());
}

TEST_CASE("workers: results keep the job order, crashes, silent exits and hangs are recorded and the run goes on") {
    if constexpr (::syncstress::testing::built_with("address") || ::syncstress::testing::built_with("thread"))
        return ::syncstress::testing::skip(nullptr, "sanitizer build: the test child is built with the sanitizer too, which catches its "
                                                    "deliberate null write and exits 1 instead of dying of SIGSEGV");
    auto dir = scratch();
    std::vector<tool::Job> jobs = {
        prepared_job(dir.path(), "slow", 10, 0, "0.4"),  // ends after the jobs behind it
        {"crasher", dir.path() + "/crash.json", "cpu"},   prepared_job(dir.path(), "flaky", 10, 3),
        {"silent", dir.path() + "/noreport.json", "cpu"}, {"stuck", dir.path() + "/hang.json", "vulkan"},
        prepared_job(dir.path(), "last", 10, 0),
    };
    auto o = fake_workers(3);
    std::vector<std::string> streamed;
    o.on_result = [&](const report::ScenarioResult& r) { streamed.push_back(r.scenario); };
    const auto start = std::chrono::steady_clock::now();
    auto run = tool::run_in_workers(jobs, o);
    REQUIRE(run.ok());
    CHECK(seconds_since(start) < 10);
    CHECK_FALSE(run->interrupted);
    REQUIRE(run->results.size() == 6);
    CHECK(streamed == std::vector<std::string>{"slow", "crasher", "flaky", "silent", "stuck", "last"});
    const auto& r = run->results;

    CHECK(r[0].status == report::ResultStatus::pass);
    CHECK(r[0].iterations == 10);
    CHECK(r[2].status == report::ResultStatus::fail);
    CHECK(r[2].failures == 3);
    CHECK(r[5].status == report::ResultStatus::pass);

    CHECK(r[1].status == report::ResultStatus::error);
    CHECK(r[1].reason == (platform::k_windows ? "the worker crashed: exit code 0xC0000005 (access violation)"
                                              : "the worker crashed: killed by signal 11 (SIGSEGV)"));
    CHECK(r[1].scenario == "crasher");
    CHECK(r[1].backend == "cpu");
    REQUIRE(r[1].findings.size() == 1);
    CHECK(r[1].findings[0].kind == report::FindingKind::error);
    CHECK(r[1].findings[0].state == std::vector<std::string>{"fake worker for " + dir.path() + "/crash.json"});
    CHECK(r[1].findings[0].repro == "syncstress run " + shell_quote(dir.path() + "/crash.json") +
                                        " --backend cpu --seed 1 --iterations 10 --perturb off --hang-timeout 2s");

    CHECK(r[3].status == report::ResultStatus::error);
    CHECK(r[3].reason == "the worker exited with code 1 without a report");
    CHECK(r[3].findings[0].message == "the worker exited with code 1 without a report; its last output: no report today");

    CHECK(r[4].status == report::ResultStatus::hang);
    CHECK(r[4].backend == "vulkan");
    CHECK(r[4].reason == "the worker outlived its deadline of 1s and was killed with its process tree");
    CHECK(r[4].findings[0].kind == report::FindingKind::hang);
}

TEST_CASE("workers: Ctrl-C reaches the workers, which end, jobs not started are absent") {
    auto dir = scratch();
    std::vector<tool::Job> jobs = {
        prepared_job(dir.path(), "quick", 5, 0), {"stuck", dir.path() + "/hang.json", "cpu"}, prepared_job(dir.path(), "never", 5, 0)};
    auto o = fake_workers(1);
    o.deadline = 60s;
    o.stop_grace = 2s;  // the fake worker does not watch for a stop: killed after the grace
    std::atomic<bool> stop{false};
    o.stop = &stop;
    std::thread stopper([&] {
        std::this_thread::sleep_for(500ms);  // "stuck" is running by then
        stop.store(true);
    });
    const auto start = std::chrono::steady_clock::now();
    auto run = tool::run_in_workers(jobs, o);
    stopper.join();
    REQUIRE(run.ok());
    CHECK(seconds_since(start) < 10);
    CHECK(run->interrupted);
    REQUIRE(run->results.size() == 1);
    CHECK(run->results[0].scenario == "quick");
}

TEST_CASE("workers: -j N splits cpu's jobs into at most N batches of consecutive jobs, a GPU backend's into one, and --isolate runs one "
          "job each") {
    std::vector<tool::Job> jobs;
    for (const char* s : {"a", "b", "c"})
        for (const char* backend : {"cpu", "vulkan", "cuda"}) jobs.push_back({s, std::string(s) + ".json", backend});
    using Batches = std::vector<std::vector<size_t>>;
    CHECK(tool::worker_batches(jobs, 2, true) == Batches{{0}, {1, 4, 7}, {2, 5, 8}, {3, 6}});
    CHECK(tool::worker_batches(jobs, 1, true) == Batches{{0, 3, 6}, {1, 4, 7}, {2, 5, 8}});
    CHECK(tool::worker_batches(jobs, 8, true) == Batches{{0}, {1, 4, 7}, {2, 5, 8}, {3}, {6}});
    CHECK(tool::worker_batches(jobs, 2, false) == Batches{{0}, {1}, {2}, {3}, {4}, {5}, {6}, {7}, {8}});
    CHECK(tool::worker_batches({}, 4, true).empty());
}

TEST_CASE("workers: a batch runs in one worker, a crash costs the job it ran, the rest of its batch runs in a new worker") {
    if constexpr (::syncstress::testing::built_with("address") || ::syncstress::testing::built_with("thread"))
        return ::syncstress::testing::skip(nullptr, "sanitizer build: the test child is built with the sanitizer too, which catches its "
                                                    "deliberate null write and exits 1 instead of dying of SIGSEGV");
    auto dir = scratch();
    std::vector<tool::Job> jobs = {
        prepared_job(dir.path(), "first", 10, 0), {"crasher", dir.path() + "/crash.json", "cpu"},
        prepared_job(dir.path(), "after", 10, 2), {"silent", dir.path() + "/noreport.json", "cpu"},
        prepared_job(dir.path(), "last", 10, 0),
    };
    auto o = fake_workers(1);
    o.batch = true;
    std::vector<std::string> streamed;
    o.on_result = [&](const report::ScenarioResult& r) { streamed.push_back(r.scenario); };
    auto run = tool::run_in_workers(jobs, o);
    REQUIRE(run.ok());
    CHECK_FALSE(run->interrupted);
    CHECK(streamed == std::vector<std::string>{"first", "crasher", "after", "silent", "last"});
    REQUIRE(run->results.size() == 5);
    const auto& r = run->results;
    CHECK(r[0].status == report::ResultStatus::pass);
    CHECK(r[0].findings.empty());
    // One worker ran the first two: its output shows both.
    CHECK(r[1].status == report::ResultStatus::error);
    CHECK(r[1].scenario == "crasher");
    REQUIRE(r[1].findings.size() == 1);
    CHECK(r[1].findings[0].state ==
          std::vector<std::string>{"fake worker for " + dir.path() + "/first.json", "fake worker for " + dir.path() + "/crash.json"});
    CHECK(r[1].findings[0].repro == "syncstress run " + shell_quote(dir.path() + "/crash.json") +
                                        " --backend cpu --seed 1 --iterations 10 --perturb off --hang-timeout 2s");
    // The second worker took the rest of the batch, the third what followed the job the second left without a result.
    CHECK(r[2].status == report::ResultStatus::fail);
    CHECK(r[2].failures == 2);
    CHECK(r[3].status == report::ResultStatus::error);
    CHECK(r[3].reason == "the worker exited with code 1 without a report");
    REQUIRE(r[3].findings.size() == 1);
    CHECK(r[3].findings[0].state == std::vector<std::string>{"fake worker for " + dir.path() + "/after.json",
                                                             "fake worker for " + dir.path() + "/noreport.json", "no report today"});
    CHECK(r[4].status == report::ResultStatus::pass);
    CHECK(r[4].findings.empty());
}

TEST_CASE("workers: a batch's results come as its worker writes them, not when it ends") {
    auto dir = scratch();
    std::vector<tool::Job> jobs = {prepared_job(dir.path(), "early", 10, 0), prepared_job(dir.path(), "late", 10, 0, "2")};
    auto o = fake_workers(1);
    o.batch = true;
    o.deadline = 30s;
    std::vector<double> at;
    const auto start = std::chrono::steady_clock::now();
    o.on_result = [&](const report::ScenarioResult&) { at.push_back(seconds_since(start)); };
    auto run = tool::run_in_workers(jobs, o);
    REQUIRE(run.ok());
    REQUIRE(at.size() == 2);
    REQUIRE(run->results.size() == 2);
    // One worker ran both: it writes "early" at once and "late" 2 s later; the parent reads its report every half second.
    CHECK(run->results[0].findings.empty());
    CHECK(run->results[1].findings.empty());
    CHECK(at[1] - at[0] > 1.0);
}
