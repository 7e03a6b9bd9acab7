// What end-to-end and process tests share, on Linux and on Windows (and Windows under Wine): running the real
// binary and the test child program, processes in the background, Ctrl-C, scratch folders, and the Python
// validators of the reports. Built on core/platform/process.h, so the tests run the same child-process layer as the tool.
#pragma once

#include "core/platform/process.h"

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <future>
#include <optional>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace syncstress::test {

struct Outcome {
    int exit_code = -1;  // -1 when it could not start; 128 + signal when a signal ended it
    std::string output;  // stdout and stderr together
};

using Env = std::vector<std::pair<std::string, std::string>>;

// Words of a command line in sh syntax ('...', "...", and \x but on Windows, where it is a path's separator),
// so that tests write one string on every platform.
std::vector<std::string> split_words(const std::string& line);

// Runs argv to the end and gathers its output.
Outcome run(const std::vector<std::string>& argv, const Env& env = {});
// Runs `syncstress ARGS` (sh-syntax words).
Outcome syncstress(const std::string& args, const Env& env = {});

// The test child program (tests/support/test_child.cpp) and a ProcessSpec that runs it with `args`.
std::string test_child();
platform::ProcessSpec child(const std::vector<std::string>& args);
// "PROGRAM ARG..." as a command line for the binary's `exec -- ...`.
std::string child_command(const std::vector<std::string>& args);

// A process running in the background (on a thread of its own, through platform::run_process).
class Background {
public:
    explicit Background(std::vector<std::string> argv, Env env = {});
    ~Background();  // kills it if it still runs
    int64_t pid() const { return pid_; }
    bool interrupt() const;  // Ctrl-C for a syncstress process (platform::send_interrupt)
    Outcome wait();

private:
    std::string output_;
    int64_t pid_ = -1;
    std::atomic<bool> kill_{false};
    std::future<Result<platform::ProcessOutcome>> done_;
};
Background syncstress_background(const std::string& args, const Env& env = {});

bool process_alive(int64_t pid);
// True once `pid` is gone (or a zombie: it runs no more), waiting up to 5 s.
bool process_gone(int64_t pid);

platform::TempDir scratch();
std::string read_text(const std::filesystem::path& path);
void write_text(const std::filesystem::path& path, const std::string& text);
double seconds_since(std::chrono::steady_clock::time_point start);
bool has(const std::string& text, const std::string& part);

// Whether `program` runs on its own here (exit 0: the device it needs is there); else the test is skipped, saying what
// could not run and what it printed (required_by: the variable that makes the skip a failure). The caller returns.
bool runs_here(const std::string& program, const char* required_by, const std::string& what);

// Runs a Python script (a path in the repository, scripts/..., or an absolute one) with ARGS through this
// machine's Python (SYNCSTRESS_TEST_PYTHON, or python3 / python). Under Wine, through tests/support/python_agent.py
// (SYNCSTRESS_TEST_PYTHON_AGENT: its folder). An error Outcome, never a silent pass, where no Python runs.
Outcome run_python(const std::vector<std::string>& args);

}  // namespace syncstress::test
