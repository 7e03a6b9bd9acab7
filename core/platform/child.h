// The OS half of process.h: start, wait for, stop and kill one contained child, and speak to it over its channel.
// child_posix.cpp and child_win32.cpp implement it; process.cpp's pool loop and pipe_child.cpp's line child are
// written once over it.
#pragma once

#include "core/platform/process.h"

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace syncstress::platform::os {

struct Child;  // a child and its containment: pid + pidfd + group, or process + job object + stop event
struct ChildDeleter {
    void operator()(Child* child) const;  // kills what is left of its tree, closes its handles
};
using ChildPtr = std::unique_ptr<Child, ChildDeleter>;

// Our end of a child's channel (ProcessSpec::channel): a Unix socket the child connects to (POSIX; our writes say
// MSG_NOSIGNAL, so a child that died is an error, not SIGPIPE in us), an overlapped duplex named pipe (Windows:
// every read and write can be given up at its deadline, which an anonymous pipe's cannot).
struct Connection;
struct ConnectionDeleter {
    void operator()(Connection* connection) const;
};
using ConnectionPtr = std::unique_ptr<Connection, ConnectionDeleter>;

// The child's side of a channel: opens the one named `name` (what ProcessSpec::channel_variable held), for children
// written with this library (tests' children).
Result<ConnectionPtr> open_channel_named(const std::string& name);
// Starts the child; with spec.channel, `channel` receives our end of its connection (it must then be given).
Result<ChildPtr> spawn(const ProcessSpec& spec, ConnectionPtr* channel = nullptr);
int64_t pid(const Child& child);

// Blocks until at least one of `children` has ended, `until` passes or a signal interrupts the wait; returns
// the positions of those that ended (none on time-out or interruption).
std::vector<size_t> wait_any(const std::vector<Child*>& children, std::optional<std::chrono::steady_clock::time_point> until);

// Removes a folder and the files in it, from a second Ctrl-C's abort: POSIX: async-signal-safe, no allocation (Linux
// walks it with getdents64; other systems only rmdir an empty one). Retries a moment while a killed child may
// still be writing into it. Not recursive: the folders it is for (TempDir's) hold files only.
void remove_folder_now(const char* path) noexcept;
// Whether a second Ctrl-C's abort runs on a thread of its own while the main thread goes on (Windows' console
// handler), rather than interrupting it (a POSIX signal handler).
extern const bool k_abort_runs_beside_main;

enum class StopRequest {
    terminate,  // Ctrl-C: write your results and end (SIGTERM; the stop event and Ctrl-Break)
    dump,       // a timeout: say where you are stuck (SIGQUIT; Ctrl-Break)
};
void ask_to_stop(Child& child, StopRequest request);
void kill_tree(Child& child);
// Leaves the child running for good: no longer killed (not by its deleter, kill_all_children or the orphan sweep),
// and not killed when we end.
void release(Child& child);

struct Exit {
    int exit_code = -1;  // when it exited (Windows: the NTSTATUS of a crash, e.g. 0xC0000005, as an int)
    int signal = 0;      // POSIX: the signal that ended it; 0 when it exited
    // As the OS says it: "exit code 1", "killed by signal 11 (SIGSEGV)", "exit code 0xC0000005 (access violation)".
    std::string description() const;
};
// The exit of a child that wait_any reported ended; what is left of its tree is killed.
Exit reap(Child& child);

using Deadline = std::chrono::steady_clock::time_point;
enum class Transfer { done, timeout, closed };
// Waits until the child has opened its channel: done (at once when it has), timeout, or closed: the child ended first.
Transfer accept_channel(Connection& connection, Child& child, Deadline deadline);
// Sends all of `data` by `deadline`; closed: the child closed its end (usually: it ended).
Transfer send_all(Connection& connection, std::string_view data, Deadline deadline);
// Appends what the child sent, at least one byte, by `deadline`; closed: it closed its end with nothing left to read.
Transfer receive_some(Connection& connection, std::string& into, Deadline deadline);

// Once we are a subreaper (contain_descendants(), or a channel child started): kills and reaps the orphans our
// ended children's trees left (they were reparented to us), however they left their group; `alive` are the children
// still running, which are no orphans (nor is any child of ours that spawn() tracks). Windows: a job holds them.
void sweep_orphans(const std::vector<Child*>& alive);

}  // namespace syncstress::platform::os
