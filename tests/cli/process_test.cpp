#include "core/common/duration.h"
#include "core/platform/process.h"
#include "tool/exec.h"

#include "core/platform/os.h"
#include "helpers.h"
#include "tests/common/skip.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <map>
#include <thread>

using namespace syncstress;
using namespace syncstress::test;
using namespace std::chrono_literals;

TEST_CASE("process: exit code, crash and environment are reported") {
    if constexpr (::syncstress::testing::built_with("address") || ::syncstress::testing::built_with("thread"))
        return ::syncstress::testing::skip(nullptr, "sanitizer build: the test child is built with the sanitizer too, which catches its "
                                                    "deliberate null write and exits 1 instead of dying of SIGSEGV");
    auto exited = platform::run_process(child({"exit", "3"}));
    REQUIRE(exited.ok());
    CHECK(exited->exit_code == 3);
    CHECK(exited->signal == 0);
    CHECK_FALSE(exited->succeeded());
    CHECK_FALSE(exited->crashed());
    CHECK(tool::describe(*exited, {}) == "exit code 3");

    auto crashed = platform::run_process(child({"crash"}));
    REQUIRE(crashed.ok());
    CHECK(crashed->crashed());
    CHECK_FALSE(crashed->succeeded());
    if constexpr (platform::k_windows)
        CHECK(tool::describe(*crashed, {}) == "exit code 0xC0000005 (access violation)");
    else
        CHECK(tool::describe(*crashed, {}) == "killed by signal 11 (SIGSEGV)");

    auto spec = child({"env", "SYNCSTRESS_TEST_VALUE", "a b"});
    spec.env = {{"SYNCSTRESS_TEST_VALUE", "a b"}};
    auto with_env = platform::run_process(spec);
    REQUIRE(with_env.ok());
    CHECK(with_env->succeeded());
    spec.env = {{"SYNCSTRESS_TEST_VALUE", "other"}};
    CHECK(platform::run_process(spec)->exit_code == 1);  // the check in the child can fail
}

TEST_CASE("process: stdout and stderr go to the output file, stdin is empty") {
    auto dir = scratch();
    auto spec = child({"cat"});
    spec.output = dir.path() + "/out.log";
    auto r = platform::run_process(spec);
    REQUIRE(r.ok());
    CHECK(r->succeeded());
    CHECK(platform::last_lines(spec.output, 10) == std::vector<std::string>{"out", "err", "end"});
    CHECK(platform::last_lines(spec.output, 2) == std::vector<std::string>{"err", "end"});
}

TEST_CASE("process: a command that cannot start is an error") {
    if constexpr (::syncstress::testing::built_with("thread"))
        return ::syncstress::testing::skip(
            nullptr, "sanitizer build: ThreadSanitizer runs vfork as fork, so the exec error the child writes never reaches the "
                     "parent and a command that cannot start reads as exit code 127");
    auto r = platform::run_process({{"/nonexistent/syncstress-no-such-command"}});
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().message.find("cannot run /nonexistent/syncstress-no-such-command") != std::string::npos);
}

namespace {

// Runs `spec`, a child that starts a grandchild, writes its pid to `pid_file` and hangs, until its timeout; the
// grandchild's pid. A tree killed before its grandchild existed proves nothing, and starting one takes longer than
// the timeout on a loaded machine now and then (Wine: over 300 ms): then the run is repeated with the timeout
// doubled, so that what is checked never depends on how fast the machine is.
std::pair<platform::ProcessOutcome, int64_t> run_until_grandchild(platform::ProcessSpec& spec, const std::string& pid_file) {
    for (;;) {
        std::filesystem::remove(pid_file);
        auto r = platform::run_process(spec);
        REQUIRE(r.ok());
        const std::string pid = read_text(pid_file);
        if (!pid.empty() || *spec.timeout > 60s) return {*r, pid.empty() ? 0 : std::stoll(pid)};
        spec.timeout = *spec.timeout * 2;
    }
}

}  // namespace

TEST_CASE("process: a timeout kills the whole process tree") {
    auto dir = scratch();
    const std::string pid_file = dir.path() + "/grandchild.pid";
    auto spec = child({"hang-with-child", pid_file});
    spec.timeout = 300ms;
    const auto [r, grandchild] = run_until_grandchild(spec, pid_file);
    CHECK(r.timed_out);
    CHECK_FALSE(r.succeeded());
    CHECK(tool::describe(r, spec) == "timed out after " + format_duration(*spec.timeout) + "; its process tree was killed");
    REQUIRE(grandchild != 0);
    CHECK(process_gone(grandchild));
}

TEST_CASE("process: a timeout with kill_after asks first (SIGQUIT, Ctrl-Break), then kills") {
    auto dir = scratch();
    const std::string pid_file = dir.path() + "/grandchild.pid";
    // Ends with 7 on the soft request: it was asked before it was killed.
    auto asked = child({"trap-stop", "7", "sleep", "30"});
    asked.timeout = 300ms;
    asked.kill_after = 10s;
    auto r = platform::run_process(asked);
    REQUIRE(r.ok());
    CHECK(r->timed_out);
    CHECK(r->exit_code == 7);

    auto deaf = child({"ignore-stop", "hang-with-child", pid_file});
    deaf.timeout = 200ms;
    deaf.kill_after = 300ms;
    const auto start = std::chrono::steady_clock::now();
    const auto [killed, grandchild] = run_until_grandchild(deaf, pid_file);
    CHECK(killed.timed_out);
    CHECK(seconds_since(start) >= 0.5);  // the timeout, then the whole grace
    REQUIRE(grandchild != 0);
    CHECK(process_gone(grandchild));
}

TEST_CASE("process: what a run leaves behind in its tree is killed when it exits") {
    auto dir = scratch();
    const std::string pid_file = dir.path() + "/grandchild.pid";
    auto r = platform::run_process(child({"leave-child", pid_file}));
    REQUIRE(r.ok());
    CHECK(r->succeeded());
    CHECK(process_gone(std::stoll(read_text(pid_file))));
}

TEST_CASE("process: the pool runs at most `workers` at once and reports every task") {
    platform::PoolOptions options;
    options.workers = 2;
    std::vector<uint64_t> done;
    std::vector<int64_t> pids;
    options.on_start = [&](uint64_t, int64_t pid) { pids.push_back(pid); };
    const auto start = std::chrono::steady_clock::now();
    platform::run_pool(
        options,
        [](uint64_t i) {
            return i < 4 ? std::optional(child({"sleep", "0.3", std::to_string(i)})) : std::nullopt;
        },
        [&](uint64_t i, const Result<platform::ProcessOutcome>& r) {
            REQUIRE(r.ok());
            CHECK(r->exit_code == static_cast<int>(i));
            done.push_back(i);
        });
    // Four 0.3 s tasks two at a time cannot take less than 0.6 s; in parallel they take well under 1.2 s.
    const double elapsed = seconds_since(start);
    CHECK(elapsed >= 0.6);
    CHECK(elapsed < 1.2 * 4);
    std::sort(done.begin(), done.end());
    CHECK(done == std::vector<uint64_t>{0, 1, 2, 3});
    CHECK(pids.size() == 4);
    CHECK(std::all_of(pids.begin(), pids.end(), [](int64_t p) { return p > 0; }));

    options.workers = 4;
    const auto parallel_start = std::chrono::steady_clock::now();
    platform::run_pool(
        options,
        [](uint64_t i) {
            return i < 4 ? std::optional(child({"sleep", "0.3"})) : std::nullopt;
        },
        [&](uint64_t, const Result<platform::ProcessOutcome>&) {});
    CHECK(seconds_since(parallel_start) < 1.2);
}

TEST_CASE("process: the pool waits on more children than one wait can hold (64 on Windows)") {
    platform::PoolOptions options;
    options.workers = 70;
    size_t ok = 0;
    platform::run_pool(
        options,
        [](uint64_t i) {
            return i < 70 ? std::optional(child({"sleep", "0.2"})) : std::nullopt;
        },
        [&](uint64_t, const Result<platform::ProcessOutcome>& r) { ok += r.ok() && r->succeeded(); });
    CHECK(ok == 70);
}

TEST_CASE("process: a stop asks the tree to stop (SIGTERM, the stop event), then kills it after the grace") {
    std::atomic<bool> stop{false};
    std::thread stopper([&] {
        std::this_thread::sleep_for(500ms);
        stop.store(true);
    });
    platform::PoolOptions options;
    options.workers = 2;
    options.stop = &stop;
    options.stop_grace = 500ms;
    std::map<uint64_t, platform::ProcessOutcome> outcomes;
    uint64_t asked = 0;
    const auto start = std::chrono::steady_clock::now();
    platform::run_pool(
        options,
        [&](uint64_t i) -> std::optional<platform::ProcessSpec> {
            asked = i + 1;
            if (i == 0) return child({"trap-stop", "5", "sleep", "30"});  // ends on the request
            if (i == 1) return child({"ignore-stop", "sleep", "30"});     // needs the kill
            return child({"exit", "0"});
        },
        [&](uint64_t i, const Result<platform::ProcessOutcome>& r) {
            REQUIRE(r.ok());
            outcomes[i] = *r;
        });
    stopper.join();
    CHECK(seconds_since(start) < 10);
    CHECK(asked == 2);  // nothing starts after the stop
    REQUIRE(outcomes.size() == 2);
    CHECK(outcomes[0].stopped);
    CHECK(outcomes[0].exit_code == 5);
    CHECK(outcomes[1].stopped);
    CHECK_FALSE(outcomes[1].succeeded());
}

TEST_CASE("process: a command line is split back into the same words (quoting of this OS)") {
    CHECK(posix_quote("plain-word_1.2/x") == "plain-word_1.2/x");
    CHECK(posix_quote("") == "''");
    CHECK(posix_quote("it's a test") == "'it'\\''s a test'");
    CHECK(windows_quote("plain-word_1.2/x") == "plain-word_1.2/x");
    CHECK(windows_quote("") == "\"\"");
    CHECK(windows_quote("a b") == "\"a b\"");
    CHECK(windows_quote("say \"hi\"") == "\"say \\\"hi\\\"\"");
    CHECK(windows_quote("C:\\dir with space\\") == "\"C:\\dir with space\\\\\"");
    CHECK(shell_env_prefix({{"A", "1"}}) == (platform::k_windows ? "set \"A=1\" && " : "A=1 "));
    auto dir = scratch();
    // Through the child's own runtime: every word arrives as it was (on Windows via CommandLineToArgvW's rules).
    const std::vector<std::string> words = {"a b", "it's", "$HOME", "", "say \"hi\"", "back\\slash\\", "tab\there", "ünïcødé"};
    std::vector<std::string> argv = {"args"};
    argv.insert(argv.end(), words.begin(), words.end());
    auto spec = child(argv);
    spec.output = dir.path() + "/out";
    REQUIRE(platform::run_process(spec).ok());
    std::string expected;
    for (const auto& w : words) expected += w + "|";
    CHECK(read_text(spec.output) == expected);
}
