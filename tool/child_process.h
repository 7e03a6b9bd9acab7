// The OS half of tool/process.h (internal): start, wait for, stop and kill one contained child.
// process_posix.cpp and process_win32.cpp implement it; process.cpp's pool loop is written once over it.
#pragma once

#include "tool/process.h"

#include <chrono>
#include <memory>
#include <optional>
#include <vector>

namespace syncstress::tool::os {

struct Child;  // a child and its containment: pid + pidfd + group, or process + job object + stop event
struct ChildDeleter {
    void operator()(Child* child) const;  // kills what is left of its tree, closes its handles
};
using ChildPtr = std::unique_ptr<Child, ChildDeleter>;

Result<ChildPtr> spawn(const ProcessSpec& spec);
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
    int exit_code = -1;
    int signal = 0;
};
// The exit of a child that wait_any reported ended; what is left of its tree is killed.
Exit reap(Child& child);

// With contain_descendants(): kills and reaps the orphans our ended children left (they were reparented to us);
// `alive` are the children still running, which are no orphans.
void sweep_orphans(const std::vector<Child*>& alive);

}  // namespace syncstress::tool::os
