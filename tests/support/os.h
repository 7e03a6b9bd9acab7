// The few things the test programs do that differ by OS (os_posix.cpp, os_win32.cpp).
#pragma once

#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

namespace syncstress::test {

// Starts argv and does not wait. detach: out of our process group and session (setsid); on Windows it stays in
// our job object (nothing leaves a job that does not allow it), which is what a kill of the tree relies on.
int64_t start_grandchild(const std::vector<std::string>& argv, bool detach);
// What a console program does by default when asked to stop: POSIX: SIGTERM ends it (nothing to do); Windows:
// the stop event a parent of ours names (there is no console for Ctrl-Break to reach) ends it with exit code 130.
void default_stop_behaviour();
// A stop request (SIGTERM or SIGQUIT; Ctrl-Break or the stop event on Windows) is ignored from now on.
void ignore_stop_requests();
// A stop request makes this process exit with `code` (sh: trap 'exit CODE' TERM).
void exit_on_stop_request(int code);
bool process_alive(int64_t pid);
bool kill_process(int64_t pid);  // at once, no chance to clean up: SIGKILL, TerminateProcess
// SIGQUIT, which asks a syncstress process for the stacks of its threads (core/platform/stacks.h). False on Windows (no such signal).
bool ask_for_stacks(int64_t pid);
std::vector<int64_t> children_of(int64_t pid);  // its direct child processes
int64_t current_pid();
// Sets the environment variable `name` of this process to `value`; nullptr removes it.
void set_environment(const char* name, const char* value);
void binary_output();  // stdout and stderr write "\n" as it is (Windows' text mode would write "\r\n")
double cpu_seconds();  // CPU time of this process so far, user and system

// A pseudo-terminal: terminal() is its terminal side, to write to; drain() is what reached the other side so far.
// nullptr where the tests have none (Windows: ConPTY is not driven here).
class PseudoTerminal {
public:
    static std::unique_ptr<PseudoTerminal> open();
    virtual ~PseudoTerminal() = default;
    virtual FILE* terminal() = 0;
    virtual std::string drain() = 0;
};

}  // namespace syncstress::test
