// A child process spoken to in lines over a connection it opens by a name in its environment (POSIX: a Unix
// socket's path; Windows: a duplex named pipe's name); its stdout and stderr go to a file, so nothing it writes there
// (a runtime's native code included) can break a line. Every read and write has a deadline, and nothing here can block
// longer or raise a signal in us (a write to a child that died is an error, not SIGPIPE). A child of its own process
// group (a Ctrl-C in our terminal reaches us, not it: we end it), killed with its group or job; on Linux it dies
// with us (PR_SET_PDEATHSIG), on Windows with its job object.
#pragma once

#include "core/common/result.h"
#include "core/platform/child.h"

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace syncstress::platform {

struct PipeChildSpec {
    std::vector<std::string> argv;                         // argv[0] is looked up on PATH
    std::vector<std::pair<std::string, std::string>> env;  // added to ours, replacing a variable of the same name
    std::string output_path;                               // created (truncated) for the child's stdout and stderr
    std::string channel_variable;                          // the variable that hands the child the channel's name
    std::string channel_folder;                            // a private folder (POSIX: the socket lives there)
};

struct PipeChild;
struct PipeChildDeleter {
    void operator()(PipeChild* child) const;  // kills it (and its group or job) unless it ended, then reaps it
};
using PipeChildPtr = std::unique_ptr<PipeChild, PipeChildDeleter>;

using os::Deadline;

// An error when the program cannot be started (not found, not executable).
Result<PipeChildPtr> spawn_pipe_child(const PipeChildSpec& spec);

enum class LineResult { line, timeout, closed };
// Waits until the child has opened its channel. line: it has (at once when it had); timeout; closed: it ended first.
// write_line and read_line wait for it too.
LineResult await_connection(PipeChild& child, Deadline deadline);
// Writes `line` and a '\n'. timeout: the child did not take it all by `deadline`; closed: it closed its end.
LineResult write_line(PipeChild& child, std::string_view line, Deadline deadline);
// The next line the child wrote, without its '\n' (and '\r'). A line longer than `max_bytes` comes back cut there,
// as a line. closed: the child closed its end (usually: it ended) before a whole line.
LineResult read_line(PipeChild& child, std::string& line, Deadline deadline, size_t max_bytes);
// Closes our end: the child reads end-of-file, and nothing more is read from it (a duplex pipe has no half-close).
void close_input(PipeChild& child);

// How it ended: "exit code 3", "killed by signal 6 (SIGABRT)", "exit code 0xC0000005 (access violation)".
using ChildExit = os::Exit;
// Waits until the child has ended or `deadline` passes (nullopt).
std::optional<ChildExit> wait_child(PipeChild& child, Deadline deadline);
// Kills it and what it started in its group or job; idempotent.
void kill_child(PipeChild& child);

}  // namespace syncstress::platform
