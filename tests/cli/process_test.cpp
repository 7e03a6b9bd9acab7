#include "tool/process.h"

#include "helpers.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <map>
#include <thread>

using namespace syncstress;
using namespace syncstress::test;
using namespace std::chrono_literals;

namespace {

tool::ProcessSpec shell(const std::string& code) { return {{"sh", "-c", code}}; }

}  // namespace

TEST_CASE("process: exit code, signal and environment are reported") {
    auto exited = tool::run_process(shell("exit 3"));
    REQUIRE(exited.ok());
    CHECK(exited->exit_code == 3);
    CHECK(exited->signal == 0);
    CHECK_FALSE(exited->succeeded());
    CHECK(tool::describe(*exited, {}) == "exit code 3");

    auto crashed = tool::run_process(shell("kill -SEGV $$"));
    REQUIRE(crashed.ok());
    CHECK(crashed->signal == SIGSEGV);
    CHECK(tool::describe(*crashed, {}) == "killed by signal 11 (SIGSEGV)");

    auto spec = shell("test \"$SYNCSTRESS_TEST_VALUE\" = 'a b' && test -n \"$PATH\"");
    spec.env = {{"SYNCSTRESS_TEST_VALUE", "a b"}};
    auto with_env = tool::run_process(spec);
    REQUIRE(with_env.ok());
    CHECK(with_env->succeeded());
}

TEST_CASE("process: stdout and stderr go to the output file, stdin is empty") {
    auto dir = scratch();
    auto spec = shell("echo out; echo err >&2; cat; echo end");
    spec.output = dir.path() + "/out.log";
    auto r = tool::run_process(spec);
    REQUIRE(r.ok());
    CHECK(r->succeeded());
    CHECK(tool::last_lines(spec.output, 10) == std::vector<std::string>{"out", "err", "end"});
    CHECK(tool::last_lines(spec.output, 2) == std::vector<std::string>{"err", "end"});
}

TEST_CASE("process: a command that cannot start is an error") {
    auto r = tool::run_process({{"/nonexistent/syncstress-no-such-command"}});
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().message.find("cannot run /nonexistent/syncstress-no-such-command") != std::string::npos);
}

TEST_CASE("process: a timeout kills the whole process tree") {
    auto dir = scratch();
    const std::string pid_file = dir.path() + "/grandchild.pid";
    tool::ProcessSpec spec{{"sh", script("hang_with_child.sh"), pid_file}};
    spec.timeout = 300ms;
    const auto start = std::chrono::steady_clock::now();
    auto r = tool::run_process(spec);
    REQUIRE(r.ok());
    CHECK(r->timed_out);
    CHECK(r->signal == SIGKILL);
    CHECK(seconds_since(start) < 10);
    CHECK(tool::describe(*r, spec) == "timed out after 300ms; its process tree was killed");
    const pid_t grandchild = std::stoi(read_text(pid_file));
    CHECK(process_gone(grandchild));
}

TEST_CASE("process: what a run leaves behind in its group is killed when it exits") {
    auto dir = scratch();
    const std::string pid_file = dir.path() + "/grandchild.pid";
    auto r = tool::run_process({{"sh", script("leave_child.sh"), pid_file}});
    REQUIRE(r.ok());
    CHECK(r->succeeded());
    CHECK(process_gone(std::stoi(read_text(pid_file))));
}

TEST_CASE("process: the pool runs at most `workers` at once and reports every task") {
    tool::PoolOptions options;
    options.workers = 2;
    std::vector<uint64_t> done;
    const auto start = std::chrono::steady_clock::now();
    tool::run_pool(
        options, [](uint64_t i) { return i < 4 ? std::optional(shell("sleep 0.3; exit " + std::to_string(i))) : std::nullopt; },
        [&](uint64_t i, const Result<tool::ProcessOutcome>& r) {
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

    options.workers = 4;
    const auto parallel_start = std::chrono::steady_clock::now();
    tool::run_pool(
        options, [](uint64_t i) { return i < 4 ? std::optional(shell("sleep 0.3")) : std::nullopt; },
        [&](uint64_t, const Result<tool::ProcessOutcome>&) {});
    CHECK(seconds_since(parallel_start) < 1.2);
}

TEST_CASE("process: a stop forwards SIGTERM to the group, then SIGKILL after the grace") {
    std::atomic<bool> stop{false};
    std::thread stopper([&] {
        std::this_thread::sleep_for(300ms);
        stop.store(true);
    });
    tool::PoolOptions options;
    options.workers = 2;
    options.stop = &stop;
    options.stop_grace = 500ms;
    std::map<uint64_t, tool::ProcessOutcome> outcomes;
    uint64_t asked = 0;
    const auto start = std::chrono::steady_clock::now();
    tool::run_pool(
        options,
        [&](uint64_t i) -> std::optional<tool::ProcessSpec> {
            asked = i + 1;
            if (i == 0) return shell("trap 'echo term; exit 5' TERM; sleep 30 & wait");  // ends on SIGTERM
            if (i == 1) return shell("trap '' TERM; sleep 30");                          // needs SIGKILL
            return shell("exit 0");
        },
        [&](uint64_t i, const Result<tool::ProcessOutcome>& r) {
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
    CHECK(outcomes[1].signal == SIGKILL);
}

TEST_CASE("process: shell quoting round-trips through sh") {
    CHECK(tool::shell_quote("plain-word_1.2/x") == "plain-word_1.2/x");
    CHECK(tool::shell_quote("") == "''");
    CHECK(tool::shell_quote("it's a test") == "'it'\\''s a test'");
    auto dir = scratch();
    tool::ProcessSpec spec{{"sh", "-c", "printf '%s|' " + tool::shell_join({"a b", "it's", "$HOME", ""})}};
    spec.output = dir.path() + "/out";
    REQUIRE(tool::run_process(spec).ok());
    CHECK(read_text(spec.output) == "a b|it's|$HOME||");
}
