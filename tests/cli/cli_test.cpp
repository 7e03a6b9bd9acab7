// The binary end to end: exec, shards and merge, workers (-j, --isolate), Ctrl-C with children.
#include "core/report/report.h"
#include "core/platform/os.h"
#include "core/sync/faults.h"
#include "helpers.h"
#include "tests/common/report_names.h"
#include "tests/common/skip.h"
#include "tests/engine/e2e_support.h"
#include "tests/support/os.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <sstream>
#include <string_view>
#include <thread>

using namespace syncstress;
using namespace syncstress::test;
using namespace std::chrono_literals;
namespace fs = std::filesystem;

namespace {

const std::string k_flaky = child_command({"flaky"});

report::Report read_report(const fs::path& file) {
    auto j = e2e::read_json(file);
    REQUIRE(j.is_object());
    auto r = report::from_json(j, file.string());
    REQUIRE(r.ok());
    return *r;
}

// The results of a run, keyed and sorted, for comparing runs whose results come in different orders.
std::vector<report::ScenarioResult> sorted_results(std::vector<report::ScenarioResult> results) {
    std::sort(results.begin(), results.end(), [](const auto& a, const auto& b) {
        return std::tie(a.file, a.scenario, a.backend) < std::tie(b.file, b.scenario, b.backend);
    });
    return results;
}

// Same work, same counts and statistics: what a merged set of shards must show against one run.
void check_same_counts(const report::Report& one_run, const report::Report& merged) {
    const auto a = sorted_results(one_run.results), b = sorted_results(merged.results);
    REQUIRE(a.size() == b.size());
    for (size_t i = 0; i < a.size(); ++i) {
        CAPTURE(a[i].scenario);
        CAPTURE(a[i].backend);
        CHECK(a[i].scenario == b[i].scenario);
        CHECK(a[i].backend == b[i].backend);
        CHECK(a[i].status == b[i].status);
        CHECK(a[i].iterations == b[i].iterations);
        CHECK(a[i].failures == b[i].failures);
        CHECK(a[i].hangs == b[i].hangs);
        CHECK(a[i].failure_rate == b[i].failure_rate);
        CHECK(a[i].failure_rate_ci95 == b[i].failure_rate_ci95);
    }
    const auto &s = one_run.summary, &t = merged.summary;
    CHECK(std::tie(s.results, s.pass, s.fail, s.hang, s.skip, s.error, s.expected) ==
          std::tie(t.results, t.pass, t.fail, t.hang, t.skip, t.error, t.expected));
    CHECK(std::tie(s.iterations, s.failures, s.hangs, s.exit_code) == std::tie(t.iterations, t.failures, t.hangs, t.exit_code));
}

std::string seeds() { return e2e::source("scenarios/seeds"); }

}  // namespace

TEST_CASE("cli exec: a command failing one run in four, with its statistics, logs and reports") {
    auto dir = scratch();
    const std::string json = dir.path() + "/r.json", junit = dir.path() + "/r.xml", logs = dir.path() + "/logs";
    auto out = e2e::syncstress("exec --runs 8 -j 2 --json " + json + " --junit " + junit + " --logs " + logs + " -- " + k_flaky);
    INFO(out.output);
    CHECK(out.exit_code == 1);
    CHECK(out.output.find(report::confidence_sentence(2, 8)) != std::string::npos);
    CHECK(out.output.find("FAIL  run 4 (SYNCSTRESS_SEED=") != std::string::npos);
    CHECK(e2e::schema_errors(json) == "");
    auto rep = read_report(json);
    REQUIRE(rep.results.size() == 1);
    const auto& r = rep.results[0];
    CHECK(r.scenario == k_flaky);
    CHECK(r.backend == "exec");
    CHECK(r.status == report::ResultStatus::fail);
    CHECK(r.iterations == 8);
    CHECK(r.failures == 2);
    CHECK(r.failure_rate == 0.25);
    CHECK(r.failure_rate_ci95 == report::wilson_interval(2, 8));
    REQUIRE(r.findings.size() == 2);
    CHECK(r.findings[0].object == logs + "/run-0.log");
    CHECK(fs::exists(logs + "/run-0.log"));
    CHECK(fs::exists(logs + "/run-4.log"));
    CHECK_FALSE(fs::exists(logs + "/run-1.log"));
    CHECK(read_text(junit).find("<testsuite") != std::string::npos);
}

TEST_CASE("cli exec: a clean run says what it proves and exits 0") {
    auto out = e2e::syncstress("exec --runs 5 -- " + child_command({"exit", "0"}));
    INFO(out.output);
    CHECK(out.exit_code == 0);
    CHECK(out.output.find(report::confidence_sentence(0, 5)) != std::string::npos);
}

TEST_CASE("cli exec: usage errors exit 2") {
    for (const char* args :
         {"exec", "exec --runs 3", "exec --failure '(' -- X", "exec -- /nonexistent/syncstress-no-such-command",
          "exec --runs 3 --duration 1s -- X", "exec --shard 3/2 -- X", "exec --timeout 5 -- X", "exec --kill-after 5 -- X"}) {
        CAPTURE(args);
        if (::syncstress::testing::built_with("thread") && std::string_view(args).find("/nonexistent/") != std::string_view::npos) continue;
        auto out = e2e::syncstress(args);
        INFO(out.output);
        CHECK(out.exit_code == 2);
    }
    if constexpr (::syncstress::testing::built_with("thread"))
        ::syncstress::testing::skip(
            nullptr, "sanitizer build: ThreadSanitizer runs vfork as fork, so the exec error the child writes never reaches the "
                     "parent and a command that cannot start reads as exit code 127");
}

TEST_CASE("cli exec: --fail-on-output reads a gigabyte line in bounded memory, and still sees the line after it") {
    if constexpr (::syncstress::testing::built_with("address") || ::syncstress::testing::built_with("thread"))
        return ::syncstress::testing::skip(nullptr,
                                           "sanitizer build: the sanitizer's shadow memory and quarantine lift the child's peak RSS "
                                           "over the 100 MiB bound");
    const std::string gnu_time = "/usr/bin/time";
    if (platform::k_windows || !fs::exists(gnu_time)) {
        testing::skip(nullptr, "peak RSS is measured with GNU time (" + gnu_time + "), which is not here");
        return;
    }
    // spew 10^9 in lines of 10^9 - 1: a line of 999999999 'x', then the line "x", which alone matches.
    auto out = run({gnu_time, "-f", "peak-rss-kib %M", SYNCSTRESS_BINARY, "exec", "--runs", "1", "--fail-on-output", "^x$", "--",
                    test_child(), "spew", "1000000000", "999999999"});
    INFO(out.output);
    CHECK(out.exit_code == 1);
    CHECK(out.output.find("exit code 0, but the output matched --fail-on-output: x\n") != std::string::npos);
    const auto at = out.output.rfind("peak-rss-kib ");
    REQUIRE(at != std::string::npos);
    const long peak_kib = std::stol(out.output.substr(at + std::string("peak-rss-kib ").size()));
    CHECK(peak_kib > 0);
    CHECK(peak_kib < 100 * 1024);
}

TEST_CASE("cli exec: --fail-on-output, --failure and --ignore see the first 64 KiB of each line, not beyond") {
    auto exec = [](const std::string& options, const std::vector<std::string>& child) {
        auto out = e2e::syncstress("exec --runs 1 " + options + " -- " + child_command(child));
        INFO(options);
        INFO(out.output.substr(0, 2000));
        return out.exit_code;
    };
    // MARK's last byte is byte 65536 of its line: inside the window; one 'x' more puts it outside.
    CHECK(exec("--fail-on-output MARK", {"spew-then", "65532", "MARK"}) == 1);
    CHECK(exec("--fail-on-output MARK", {"spew-then", "65533", "MARK"}) == 0);
    // Past a long line, the next line is matched from its start.
    CHECK(exec("--fail-on-output ^MARK$", {"spew-then", "200000", "MARK", "MARK"}) == 1);
    // --ignore likewise: every run fails on its leading 'x'; MARK forgives it only inside the window.
    CHECK(exec("--fail-on-output ^x --ignore MARK", {"spew-then", "65532", "MARK"}) == 0);
    CHECK(exec("--fail-on-output ^x --ignore MARK", {"spew-then", "65533", "MARK"}) == 1);
    // --failure likewise: the run fails on its leading 'x', and counts only where MARK is seen.
    CHECK(exec("--fail-on-output ^x --failure MARK", {"spew-then", "65532", "MARK"}) == 1);
    CHECK(exec("--fail-on-output ^x --failure MARK", {"spew-then", "65533", "MARK"}) == 0);
}

TEST_CASE("cli exec: shards from --shard and GoogleTest's variables, merged, equal one run") {
    auto dir = scratch();
    const std::string whole = dir.path() + "/whole.json", a = dir.path() + "/a.json", b = dir.path() + "/b.json",
                      merged = dir.path() + "/merged.json";
    CHECK(e2e::syncstress("exec --runs 10 --json " + whole + " -- " + k_flaky).exit_code == 1);
    auto first = e2e::syncstress("exec --runs 10 --shard 1/2 --json " + a + " -- " + k_flaky);
    CHECK(first.exit_code == 1);  // runs 0, 2, 4, 6, 8: two fail
    // The second shard through the variables a GoogleTest-style runner sets: runs 1, 3, 5, 7, 9 all pass.
    CHECK(e2e::syncstress("exec --runs 10 --json " + b + " -- " + k_flaky, {{"GTEST_SHARD_INDEX", "1"}, {"GTEST_TOTAL_SHARDS", "2"}})
              .exit_code == 0);
    CHECK(read_report(a).results[0].iterations == 5);
    CHECK(read_report(b).results[0].iterations == 5);
    CHECK(read_report(b).results[0].failures == 0);
    auto m = e2e::syncstress("merge " + a + " " + b + " --json " + merged);
    INFO(m.output);
    CHECK(m.exit_code == 1);
    check_same_counts(read_report(whole), read_report(merged));
}

TEST_CASE("cli exec: the first Ctrl-C ends the runs in flight with their process trees and writes the report") {
    auto dir = scratch();
    const std::string json = dir.path() + "/r.json", pid_file = dir.path() + "/grandchild.pid";
    auto run = syncstress_background("exec --runs 100 --json " + json + " -- " + child_command({"hang-with-child", pid_file}));
    for (int i = 0; i < 100 && !fs::exists(pid_file); ++i) std::this_thread::sleep_for(50ms);
    std::this_thread::sleep_for(200ms);
    REQUIRE(run.interrupt());
    CHECK(process_gone(run.pid()));
    CHECK(process_gone(std::stoll(read_text(pid_file))));
    auto rep = read_report(json);
    CHECK(rep.summary.interrupted);
    CHECK(rep.results.at(0).iterations == 0);  // the run cut short counts neither way
}

TEST_CASE("cli exec: a second Ctrl-C aborts at once and takes the children along") {
    auto dir = scratch();
    const std::string pid_file = dir.path() + "/grandchild.pid";
    // The command ignores stop requests, so the first Ctrl-C leaves it running through the grace period.
    auto run = syncstress_background("exec --runs 100 -- " + child_command({"ignore-stop", "hang-with-child", pid_file}));
    // A process start under Wine on a loaded machine can take seconds: the grandchild gets 30 s to write its pid.
    for (int i = 0; i < 600 && !fs::exists(pid_file); ++i) std::this_thread::sleep_for(50ms);
    REQUIRE(fs::exists(pid_file));
    std::this_thread::sleep_for(200ms);
    REQUIRE(run.interrupt());
    std::this_thread::sleep_for(300ms);
    const int64_t grandchild = std::stoll(read_text(pid_file));
    CHECK(process_alive(grandchild));  // still in its grace period
    REQUIRE(run.interrupt());
    CHECK(process_gone(run.pid()));
    CHECK(process_gone(grandchild));
}

TEST_CASE("cli run -j: a second Ctrl-C aborts and still removes the worker temp folder") {
    auto dir = scratch();
    const fs::path tmp = fs::path(dir.path()) / "tmp";
    fs::create_directories(tmp);
    // Each iteration keeps a worker busy 30 s: the first Ctrl-C lets the iteration end, so the workers still run when
    // the second comes.
    const std::string slow = R"({"format": "syncstress/scenario@1", "name": "NAME", "elements": 16,
        "queues": {"q": {}}, "buffers": {"b": {}}, "host": {"h": {}}, "steps": [
        {"op": "fill", "queue": "q", "dst": "b", "value": 7},
        {"op": "delay", "queue": "q", "us": 30000000},
        {"op": "read", "queue": "q", "src": "b", "dst": "h"},
        {"op": "check", "host": "h", "expect": {"fill": 7}}]})";
    std::string files;
    for (const std::string name : {"slow-a", "slow-b"}) {
        std::string text = slow;
        text.replace(text.find("NAME"), 4, name);
        write_text(fs::path(dir.path()) / (name + ".json"), text);
        files += " " + dir.path() + "/" + name + ".json";
    }
    const Env env = {{"TMPDIR", tmp.string()}, {"TMP", tmp.string()}, {"TEMP", tmp.string()}};
    auto run = syncstress_background("run" + files + " --backend cpu --iterations 100 --hang-timeout 60s -j 2 -q", env);
    auto worker_folders = [&] {
        std::vector<std::string> found;
        for (const auto& e : fs::directory_iterator(tmp))
            if (e.path().filename().string().rfind("syncstress-workers-", 0) == 0) found.push_back(e.path().string());
        return found;
    };
    // A worker writes its first report (its job not run yet) once it has started and read its scenario: a process
    // start can take more than a second under Wine.
    auto job_reports = [&] {
        size_t n = 0;
        for (const auto& folder : worker_folders())
            for (const auto& e : fs::directory_iterator(folder)) n += e.path().extension() == ".json";
        return n;
    };
    for (int i = 0; i < 600 && job_reports() < 2; ++i) std::this_thread::sleep_for(50ms);
    REQUIRE(job_reports() == 2);
    // Into their first iteration, even on a loaded machine, and under Wine, where the report's host description
    // loads Vulkan first.
    std::this_thread::sleep_for(3s);
    REQUIRE(run.interrupt());
    std::this_thread::sleep_for(300ms);
    REQUIRE(run.interrupt());
    auto out = run.wait();
    INFO(out.output);
    CHECK(out.exit_code == 130);
    CHECK(out.output.find("interrupted twice, aborting") != std::string::npos);
    std::string left;
    for (const auto& folder : worker_folders())
        for (const auto& e : fs::directory_iterator(folder)) left += e.path().string() + "\n";
    INFO("left behind:\n" << left);
    CHECK(worker_folders() == std::vector<std::string>{});
}

TEST_CASE("cli run: SIGQUIT prints the stack of every thread and ends the run with 131") {
    if (platform::k_windows) return testing::skip(nullptr, "Windows has no SIGQUIT");
    auto run = syncstress_background("run " + seeds() + " --backend cpu --duration 60s -q");
    std::this_thread::sleep_for(1s);
    REQUIRE(ask_for_stacks(run.pid()));
    auto out = run.wait();
    INFO(out.output);
    CHECK(out.exit_code == 131);
    CHECK(out.output.find("the stack of every thread") != std::string::npos);
    CHECK(out.output.find("--- thread ") != std::string::npos);
    CHECK(out.output.find("ended by SIGQUIT") != std::string::npos);
}

TEST_CASE("cli run: --help describes every fault of the sync core's table, and --inject takes its names, comma-listed or repeated") {
    auto help = e2e::syncstress("run --help");
    REQUIRE(help.exit_code == 0);
    for (const sync::FaultInfo& f : sync::fault_table()) {
        CAPTURE(f.name);
        CHECK(help.output.find(std::string(f.name) + ": " + f.description) != std::string::npos);
    }
    const std::string one = e2e::source("scenarios/seeds/device-two-queues-sync.json");
    auto unknown = e2e::syncstress("run " + one + " --backend cpu -n 1 --inject drop-wait,nosuch");
    CHECK(unknown.exit_code == 2);
    CHECK(unknown.output.find("--inject: unknown fault 'nosuch'; the faults are deferred-sync, stage-at-submit") != std::string::npos);
    auto dir = scratch();
    const std::string json = dir.path() + "/r.json";
    auto run = e2e::syncstress("run " + one + " --backend cpu -n 1 --inject no-barrier,drop-wait --inject early-signal -q --json " + json);
    CHECK(run.exit_code <= 1);
    CHECK(e2e::read_json(json)["options"]["inject"] == "drop-wait,early-signal,no-barrier");
}

TEST_CASE("cli run: shards of the cpu suite, merged, equal one run of it") {
    auto dir = scratch();
    // stage-at-submit fails the one-list round trip in every iteration whatever the timing (its upload reads the
    // host array at submit, before the download earlier in the same list refills it), and the others pass: counts
    // that do not depend on timing. (luisa-host-roundtrip-split failed 19 of 20 iterations now and then under Wine.)
    std::string files;
    for (const char* name :
         {"luisa-host-roundtrip-in-one-list", "device-two-queues-sync", "slangpy-direct-read-after-sync", "slangpy-partial-copy-ordered"})
        files += " " + seeds() + "/" + name + ".json";
    const std::string common = "run" + files + " --backend cpu --iterations 20 --inject stage-at-submit --perturb off -q";
    const std::string whole = dir.path() + "/whole.json";
    auto one = e2e::syncstress(common + " --json " + whole);
    INFO(one.output);
    std::string shards;
    std::vector<report::ScenarioResult> seen;
    int worst_exit = 0;
    for (int i = 1; i <= 3; ++i) {
        const std::string file = dir.path() + "/shard-" + std::to_string(i) + ".json";
        auto out = e2e::syncstress(common + " --shard " + std::to_string(i) + "/3 --json " + file);
        INFO(out.output);
        worst_exit = std::max(worst_exit, out.exit_code);  // a shard of passing scenarios alone exits 0
        auto rep = read_report(file);
        CHECK(rep.options["shard"] == std::to_string(i) + "/3");
        seen.insert(seen.end(), rep.results.begin(), rep.results.end());
        shards += " " + file;
    }
    CHECK(worst_exit == one.exit_code);
    const auto whole_report = read_report(whole);
    CHECK(whole_report.results.size() >= 3);
    CHECK(whole_report.summary.failures > 0);
    CHECK(seen.size() == whole_report.results.size());  // disjoint and covering
    const std::string merged = dir.path() + "/merged.json";
    auto m = e2e::syncstress("merge" + shards + " --json " + merged);
    INFO(m.output);
    CHECK(m.exit_code == one.exit_code);
    CHECK(e2e::schema_errors(merged) == "");
    auto merged_report = read_report(merged);
    CHECK(merged_report.options.find("shard") == merged_report.options.end());
    check_same_counts(whole_report, merged_report);
}

TEST_CASE("cli run: GitLab's CI_NODE_INDEX/CI_NODE_TOTAL select the same jobs as --shard") {
    auto dir = scratch();
    const std::string flag = dir.path() + "/flag.json", env = dir.path() + "/env.json";
    const std::string common = " run " + seeds() + " --backend cpu --iterations 2 -q --json ";
    e2e::syncstress(common + flag + " --shard 2/4");
    e2e::syncstress(common + env, {{"CI_NODE_INDEX", "2"}, {"CI_NODE_TOTAL", "4"}});
    auto a = read_report(flag), b = read_report(env);
    REQUIRE(a.results.size() == b.results.size());
    REQUIRE_FALSE(a.results.empty());
    for (size_t i = 0; i < a.results.size(); ++i) CHECK(a.results[i].scenario == b.results[i].scenario);
}

TEST_CASE("cli run: -j 2 and --isolate give the in-process results, in job order, with their statistics") {
    auto dir = scratch();
    const std::string common = "run " + seeds() + " --backend cpu --iterations 10 --json ";
    auto in_process = e2e::syncstress(common + dir.path() + "/a.json");
    auto parallel = e2e::syncstress(common + dir.path() + "/b.json -j 2");
    auto isolated = e2e::syncstress(common + dir.path() + "/c.json --isolate");
    INFO(in_process.output);
    INFO(parallel.output);
    CHECK(parallel.exit_code == in_process.exit_code);
    CHECK(isolated.exit_code == in_process.exit_code);
    CHECK(parallel.output.find(report::confidence_sentence(0, 10)) != std::string::npos);
    auto a = read_report(dir.path() + "/a.json"), b = read_report(dir.path() + "/b.json"), c = read_report(dir.path() + "/c.json");
    CHECK(e2e::schema_errors(dir.path() + "/b.json") == "");
    REQUIRE(a.results.size() == b.results.size());
    REQUIRE(a.results.size() == c.results.size());
    for (size_t i = 0; i < a.results.size(); ++i) {
        CAPTURE(a.results[i].scenario);
        for (const auto* other : {&b.results[i], &c.results[i]}) {
            CHECK(other->scenario == a.results[i].scenario);
            CHECK(other->backend == a.results[i].backend);
            CHECK(other->status == a.results[i].status);
            CHECK(other->iterations == a.results[i].iterations);
        }
    }
    CHECK(b.options["jobs"] == 2);
}

TEST_CASE("cli run: -j 2 says its wall clock and the jobs' time added up, in the text and the JSON summary") {
    auto dir = scratch();
    const std::string json = dir.path() + "/r.json";
    // Two jobs of 2 s each side by side: about 2 s of wall clock, at least 4 s of jobs.
    auto out = e2e::syncstress("run " + e2e::source("scenarios/bench/cpu-trivial.json") + " " +
                               e2e::source("scenarios/seeds/luisa-host-roundtrip-split.json") +
                               " --backend cpu --duration 2s -j 2 --json " + json);
    INFO(out.output);
    CHECK(out.exit_code == 0);
    CHECK(e2e::schema_errors(json) == "");
    auto j = e2e::read_json(json);
    const auto& s = j["summary"];
    double jobs = 0;
    for (const auto& r : j["results"]) jobs += r["duration_s"].get<double>();
    CHECK(s["jobs_duration_s"].get<double>() == doctest::Approx(jobs));
    CHECK(s["duration_s"].get<double>() == doctest::Approx(j["duration_s"].get<double>()));
    CHECK(jobs >= 4.0);
    CHECK(s["duration_s"].get<double>() < 0.8 * jobs);
    // The closing line is core/report's, from the report the run wrote: both times, for people.
    const std::string summary = report::summary_line(read_report(json));
    CHECK(out.output.find("\n" + summary + (platform::k_windows ? "\r\n" : "\n")) != std::string::npos);
    CHECK(out.output.find(" s wall, ") != std::string::npos);
    CHECK(out.output.find(" of jobs added up") != std::string::npos);
}

TEST_CASE("cli run: Ctrl-C reaches the workers, which write their reports, the parent writes the whole") {
    auto dir = scratch();
    const std::string json = dir.path() + "/r.json";
    auto run = syncstress_background("run " + seeds() + " --backend cpu --iterations 100000000 -j 2 --json " + json);
    std::this_thread::sleep_for(2s);
    REQUIRE(run.interrupt());
    CHECK(process_gone(run.pid()));
    auto rep = read_report(json);
    CHECK(rep.summary.interrupted);
    size_t cut_short = 0;
    for (const auto& r : rep.results) {
        if (r.status == report::ResultStatus::skip) {  // the jobs it never reached, listed as such
            CHECK(r.reason == "interrupted");
            continue;
        }
        ++cut_short;  // the two jobs in flight
        CHECK(r.iterations > 0);
        CHECK(r.iterations < 100000000);
    }
    CHECK(cut_short == 2);
    CHECK(rep.results.size() > 2);
}

TEST_CASE("cli exec: --timeout kills the whole tree, a grandchild that left its group and the shell between included") {
    auto dir = scratch();
    const std::string pid_file = dir.path() + "/grandchild.pid";
    // Through the platform's shell, as users start their tests; the grandchild calls setsid (POSIX) and so leaves
    // the process group that a timeout kills: only the subreaper (Linux) or the job object (Windows) catch it.
    const std::string command = child_command({"hang-with-child", pid_file, "--detach"});
    const std::string shell = platform::k_windows ? "cmd /c " + posix_quote(command) : "sh -c " + posix_quote(command);
    const std::string json = dir.path() + "/r.json";
    auto out = e2e::syncstress("exec --runs 1 --timeout 1s --json " + json + " -- " + shell);
    INFO(out.output);
    CHECK(out.exit_code == 1);
    REQUIRE(fs::exists(pid_file));
    CHECK(process_gone(std::stoll(read_text(pid_file))));
    CHECK(read_report(json).results.at(0).hangs == 1);
}

TEST_CASE("cli exec: --kill-after: a run past --timeout is asked to stop first, and killed at once with 0s") {
    auto dir = scratch();
    auto exec = [&](const std::string& kill_after, const std::string& name) {
        const std::string json = dir.path() + "/" + name + ".json";
        const auto start = std::chrono::steady_clock::now();
        // The child ends with exit code 7 when asked to stop (SIGQUIT, its stop event on Windows), else sleeps 30 s.
        auto out = e2e::syncstress("exec --runs 1 --timeout 300ms --kill-after " + kill_after + " --json " + json + " -- " +
                                   child_command({"trap-stop", "7", "sleep", "30"}));
        INFO(out.output);
        CHECK(out.exit_code == 1);
        CHECK(seconds_since(start) < 10);  // neither slept its 30 s nor waited the whole --kill-after
        auto rep = read_report(json);
        CHECK(rep.options["kill_after_s"] == (kill_after == "0s" ? 0.0 : 10.0));
        const auto& r = rep.results.at(0);
        CHECK(r.status == report::ResultStatus::hang);
        CHECK(r.hangs == 1);
        REQUIRE(r.findings.size() == 1);
        CHECK(r.findings[0].kind == report::FindingKind::hang);
        return r.findings[0].message;
    };
    CHECK(exec("10s", "asked") == "run 0: timed out after 300ms; asked to stop, then: exit code 7; its process tree was killed");
    CHECK(exec("0s", "killed") == "run 0: timed out after 300ms; its process tree was killed");
}

TEST_CASE("cli run: the parent killed outright (-j 2) leaves no worker behind, and a report that says it is not complete") {
    auto dir = scratch();
    const std::string json = dir.path() + "/r.json";
    auto run = syncstress_background("run " + seeds() + " --backend cpu --iterations 100000000 -j 2 --json " + json);
    std::vector<int64_t> workers;
    for (int i = 0; i < 100 && workers.size() < 2; ++i) {
        std::this_thread::sleep_for(100ms);
        workers = children_of(run.pid());
    }
    REQUIRE(workers.size() == 2);
    REQUIRE(kill_process(run.pid()));
    for (int64_t worker : workers) CHECK(process_gone(worker));
    auto j = e2e::read_json(json);
    REQUIRE(j.is_object());
    CHECK(j["complete"] == false);  // a dashboard can tell this run from a finished one
    CHECK(j["not_run"].size() > 0);
}

TEST_CASE("cli run: a stop delivered twice at once (timeout(1): the process, then its group) is one request") {
    auto dir = scratch();
    const std::string json = dir.path() + "/r.json";
    auto run = syncstress_background("run " + seeds() + " --backend cpu --iterations 100000000 --json " + json);
    std::this_thread::sleep_for(1s);
    REQUIRE(run.interrupt());
    REQUIRE(run.interrupt());
    auto out = run.wait();
    INFO(out.output);
    CHECK(out.exit_code == 130);  // stopped, not aborted
    auto j = e2e::read_json(json);
    REQUIRE(j.is_object());
    CHECK(j["complete"] == true);
    CHECK(j["summary"]["interrupted"] == true);
}
