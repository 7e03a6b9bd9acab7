#include "tool/exec.h"

#include "core/platform/process.h"

#include "core/common/types.h"
#include "helpers.h"
#include "tests/common/report_names.h"
#include "tests/common/skip.h"
#include "tests/support/os.h"

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <thread>

using namespace syncstress;
using namespace syncstress::test;
using namespace std::chrono_literals;
namespace fs = std::filesystem;

namespace {

tool::ExecOptions flaky(uint64_t runs) {
    tool::ExecOptions o;
    o.command = child({"flaky"}).argv;
    o.runs = runs;
    return o;
}

std::set<std::string> files_in(const std::string& dir) {
    std::set<std::string> names;
    for (const auto& e : fs::directory_iterator(dir)) names.insert(e.path().filename().string());
    return names;
}

double cpu_seconds_of_this_process() { return cpu_seconds(); }

}  // namespace

TEST_CASE("exec: a command failing on every fourth run fails 5 runs of 20, the lowest indices as findings") {
    auto o = flaky(20);
    o.max_findings = 2;
    std::vector<uint64_t> failed;
    auto out = tool::run_exec(o, [&](const tool::ExecRun& run) {
        if (run.failed) failed.push_back(run.index);
    });
    REQUIRE(out.ok());
    const auto& r = out->result;
    CHECK(r.scenario == shell_join(o.command));
    CHECK(r.backend == "exec");
    CHECK(r.status == report::ResultStatus::fail);
    CHECK(r.iterations == 20);
    CHECK(r.failures == 5);
    CHECK(r.hangs == 0);
    CHECK(failed == std::vector<uint64_t>{0, 4, 8, 12, 16});
    REQUIRE(r.findings.size() == 3);  // the first failure and max_findings more
    CHECK(r.findings_dropped == 2);
    const auto& f = r.findings[1];
    CHECK(f.kind == report::FindingKind::error);
    CHECK(f.iteration == 4u);
    CHECK(f.message == "run 4: exit code 1");
    CHECK(f.state == std::vector<std::string>{"run 4 seed " + std::to_string(hash32(1, 4)), "assertion failed in run 4"});
    CHECK(f.repro == shell_env_prefix({{"SYNCSTRESS_RUN_INDEX", "4"}, {"SYNCSTRESS_SEED", std::to_string(hash32(1, 4))}}) + r.scenario);
    CHECK(r.timing.iteration_us.count == 20);
}

TEST_CASE("exec: -j 4 counts the same runs as -j 1") {
    auto o = flaky(20);
    o.jobs = 4;
    auto out = tool::run_exec(o);
    REQUIRE(out.ok());
    CHECK(out->result.iterations == 20);
    CHECK(out->result.failures == 5);
    std::vector<uint64_t> indices;
    for (const auto& f : out->result.findings) indices.push_back(*f.iteration);
    CHECK(indices == std::vector<uint64_t>{0, 4, 8, 12, 16});
}

TEST_CASE("exec: each run gets SYNCSTRESS_RUN_INDEX and SYNCSTRESS_SEED = hash32(seed, index)") {
    tool::ExecOptions o;
    o.command = child({"run-info"}).argv;
    o.runs = 3;
    o.seed = 77;
    auto out = tool::run_exec(o);
    REQUIRE(out.ok());
    REQUIRE(out->result.findings.size() == 3);
    for (uint64_t i = 0; i < 3; ++i)
        CHECK(out->result.findings[i].state == std::vector<std::string>{std::to_string(i) + " " + std::to_string(hash32(77, i))});
}

TEST_CASE("exec: --fail-on-output fails a run that exits 0, --ignore forgives a failing one") {
    tool::ExecOptions o;
    o.command = child({"outputs"}).argv;
    o.runs = 9;  // indices 0, 3, 6 print ERROR and exit 0; 1, 4, 7 fail on the network; 2, 5, 8 pass
    auto plain = tool::run_exec(o);
    REQUIRE(plain.ok());
    CHECK(plain->result.failures == 3);

    o.fail_on_output_regex = "^ERROR:";
    auto with_failure = tool::run_exec(o);
    REQUIRE(with_failure.ok());
    CHECK(with_failure->result.failures == 6);
    CHECK(with_failure->result.findings[0].message ==
          "run 0: exit code 0, but the output matched --fail-on-output: ERROR: buffer mismatch at [12]");

    o.ignore_regex = "flaky network";
    std::vector<uint64_t> ignored;
    auto with_ignore = tool::run_exec(o, [&](const tool::ExecRun& run) {
        if (run.ignored) ignored.push_back(run.index);
    });
    REQUIRE(with_ignore.ok());
    CHECK(with_ignore->result.iterations == 9);
    CHECK(with_ignore->result.failures == 3);
    CHECK(with_ignore->ignored == 3);
    CHECK(ignored == std::vector<uint64_t>{1, 4, 7});
    for (const auto& f : with_ignore->result.findings) CHECK(*f.iteration % 3 == 0);
}

TEST_CASE("exec: --failure as Go's stress means it: a failing run counts only if its output matches") {
    tool::ExecOptions o;
    o.command = child({"outputs"}).argv;
    o.runs = 9;  // indices 0, 3, 6 print ERROR and exit 0; 1, 4, 7 print "connection refused" and exit 1; 2, 5, 8 pass
    o.failure_regex = "connection refused";
    auto matching = tool::run_exec(o);
    REQUIRE(matching.ok());
    CHECK(matching->result.failures == 3);  // the runs that exit 0 are not failures, whatever they print
    CHECK(matching->unmatched == 0);

    o.failure_regex = "segmentation fault";
    std::vector<uint64_t> unmatched;
    auto other = tool::run_exec(o, [&](const tool::ExecRun& run) {
        if (run.unmatched) unmatched.push_back(run.index);
        CHECK_FALSE(run.failed);
    });
    REQUIRE(other.ok());
    CHECK(other->result.failures == 0);
    CHECK(other->result.status == report::ResultStatus::pass);
    CHECK(other->unmatched == 3);
    CHECK(unmatched == std::vector<uint64_t>{1, 4, 7});

    // With --fail-on-output, the runs it fails are failing runs too: --failure then decides which count.
    o.fail_on_output_regex = "^ERROR:";
    o.failure_regex = "ERROR|refused";
    auto both = tool::run_exec(o);
    REQUIRE(both.ok());
    CHECK(both->result.failures == 6);
    o.failure_regex = "^ERROR:";
    auto errors_only = tool::run_exec(o);
    REQUIRE(errors_only.ok());
    CHECK(errors_only->result.failures == 3);
    CHECK(errors_only->unmatched == 3);
}

TEST_CASE("exec: --logs keeps the output of failing runs only") {
    auto dir = scratch();
    auto o = flaky(8);
    o.logs_dir = dir.path() + "/logs";
    auto out = tool::run_exec(o);
    REQUIRE(out.ok());
    CHECK(files_in(o.logs_dir) == std::set<std::string>{"run-0.log", "run-4.log"});
    CHECK(read_text(o.logs_dir + "/run-4.log") == "run 4 seed " + std::to_string(hash32(1, 4)) + "\nassertion failed in run 4\n");
    CHECK(out->result.findings[1].object == o.logs_dir + "/run-4.log");
    CHECK(out->result.findings[1].message == "run 4: exit code 1; log: " + o.logs_dir + "/run-4.log");
}

TEST_CASE("exec: a run past --timeout is a hang, and its process tree is killed") {
    auto dir = scratch();
    tool::ExecOptions o;
    const std::string pid_file = dir.path() + "/grandchild.pid";
    o.command = child({"hang-with-child", pid_file}).argv;
    o.runs = 1;
    o.timeout = 300ms;
    o.kill_after = 0s;  // killed at once (the soft stop first: cli_test)
    auto out = tool::run_exec(o);
    REQUIRE(out.ok());
    CHECK(out->result.status == report::ResultStatus::hang);
    CHECK(out->result.hangs == 1);
    CHECK(out->result.failures == 1);
    REQUIRE(out->result.findings.size() == 1);
    CHECK(out->result.findings[0].kind == report::FindingKind::hang);
    CHECK(out->result.findings[0].message == "run 0: timed out after 300ms; its process tree was killed");
    CHECK(out->result.findings[0].state.front().rfind("started grandchild", 0) == 0);
    CHECK(process_gone(std::stoll(read_text(pid_file))));
}

TEST_CASE("exec: a shard runs the indices k mod N, with their seeds") {
    auto o = flaky(10);
    o.shard = {1, 3};  // shard 2/3: runs 1, 4, 7
    std::vector<uint64_t> ran;
    auto out = tool::run_exec(o, [&](const tool::ExecRun& run) { ran.push_back(run.index); });
    REQUIRE(out.ok());
    CHECK(ran == std::vector<uint64_t>{1, 4, 7});
    CHECK(out->result.iterations == 3);
    CHECK(out->result.failures == 1);
    CHECK(out->result.findings[0].iteration == 4u);
}

TEST_CASE("exec: --duration is a time budget") {
    tool::ExecOptions o;
    o.command = child({"sleep", "0.05"}).argv;
    o.runs = 0;
    o.duration = 400ms;
    const auto start = std::chrono::steady_clock::now();
    auto out = tool::run_exec(o);
    REQUIRE(out.ok());
    CHECK(out->result.iterations >= 1);
    CHECK(out->result.iterations <= 8);  // 400 ms of 50 ms runs
    CHECK(seconds_since(start) < 5);
}

TEST_CASE("exec: Ctrl-C ends the runs in flight, which count neither way") {
    std::atomic<bool> stop{false};
    tool::ExecOptions o;
    o.command = child({"pass-first", "2", "30"}).argv;
    o.runs = 100;
    o.stop = &stop;
    std::thread stopper([&] {
        std::this_thread::sleep_for(500ms);
        stop.store(true);
    });
    const auto start = std::chrono::steady_clock::now();
    auto out = tool::run_exec(o);
    stopper.join();
    REQUIRE(out.ok());
    CHECK(seconds_since(start) < 10);
    CHECK(out->interrupted);
    CHECK(out->result.iterations == 2);
    CHECK(out->result.failures == 0);
}

TEST_CASE("exec: bad options and a command that cannot start are errors") {
    tool::ExecOptions o;
    CHECK_FALSE(tool::check_exec_options(o).ok());  // no command
    o.command = child({"exit", "0"}).argv;
    o.failure_regex = "(unclosed";
    auto bad = tool::check_exec_options(o);
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().message.rfind("--failure '(unclosed' is not a regular expression", 0) == 0);
    o.failure_regex.clear();
    if constexpr (::syncstress::testing::built_with("thread"))
        return ::syncstress::testing::skip(
            nullptr, "sanitizer build: ThreadSanitizer runs vfork as fork, so the exec error the child writes never reaches the "
                     "parent and a command that cannot start reads as exit code 127");
    o.command = {"/nonexistent/syncstress-no-such-command"};
    auto missing = tool::run_exec(o);
    REQUIRE_FALSE(missing.ok());
    CHECK(missing.error().message.find("cannot run /nonexistent/syncstress-no-such-command") != std::string::npos);
}

TEST_CASE("exec: --cpu-stress keeps busy threads going while the runs go, and only then") {
    tool::ExecOptions o;
    o.command = child({"sleep", "0.4"}).argv;
    o.runs = 1;
    const double idle_start = cpu_seconds_of_this_process();
    REQUIRE(tool::run_exec(o).ok());
    const double idle = cpu_seconds_of_this_process() - idle_start;
    // With two busy threads the run lasts until this process has used 0.15 s of CPU (the command waits for a file
    // written then), however crowded the machine; without them it would end only at the command's 60 s bound.
    auto dir = platform::TempDir::create("syncstress-cpu-stress");
    REQUIRE(dir.ok());
    const std::string flag = (fs::path(dir->path()) / "enough").string();
    o.command = child({"until-file", flag, "60"}).argv;
    o.cpu_stress = 2;
    const double busy_start = cpu_seconds_of_this_process();
    std::thread stopper([&] {
        const auto bound = std::chrono::steady_clock::now() + 60s;
        while (cpu_seconds_of_this_process() - busy_start < 0.15 && std::chrono::steady_clock::now() < bound)
            std::this_thread::sleep_for(10ms);
        std::ofstream(flag) << "enough";
    });
    const auto busy_run = tool::run_exec(o);
    stopper.join();
    REQUIRE(busy_run.ok());
    const double busy = cpu_seconds_of_this_process() - busy_start;
    const double after_start = cpu_seconds_of_this_process();
    std::this_thread::sleep_for(200ms);
    const double after = cpu_seconds_of_this_process() - after_start;
    CHECK(idle < 0.1);                      // waiting alone: almost none
    CHECK(busy > 0.1);                      // the stress threads ran (else the command's 60 s bound ended the run first, far under it)
    CHECK(busy_run->result.failures == 0);  // the file came: the stress threads reached 0.15 s of CPU
    CHECK(after < 0.05);                    // the threads end with the runs
}
