// The line protocol with an adapter process (docs/adapter-protocol.md), below the Backend: one request at a time, each
// answered within a bound, over a channel the process opens by the name in SYNCSTRESS_ADAPTER_CHANNEL. A process that
// does not answer in time, ends, or writes something that is not the answer is killed, and the channel is then
// broken: every later call returns the sentence that says what happened, naming the adapter's file (and quoting the
// end of its output file, where its stdout and stderr go, where it ended).
#pragma once

#include "core/common/result.h"
#include "core/platform/pipe_child.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace syncstress::backends::process {

// The environment variable that names the channel to the adapter process.
constexpr const char* k_channel_variable = "SYNCSTRESS_ADAPTER_CHANNEL";

// How an adapter process starts, and how sentences name it.
struct Launch {
    std::vector<std::string> argv;                         // argv[0] is looked up on PATH
    std::vector<std::pair<std::string, std::string>> env;  // on top of syncstress's environment
    std::string file;                                      // the adapter as given (FILE.py, the manifest): "adapter process FILE"
    std::string program_hint;                              // after "cannot run PROGRAM: why": what names the program
};

struct Settings {
    std::string interpreter;  // SYNCSTRESS_PYTHON; else python3 (python.exe on Windows), looked up on PATH
    // The bound of a call that does not wait for the device (SYNCSTRESS_PYTHON_CALL_TIMEOUT, a duration: "2s"); a
    // call that waits (host_wait, read, write) has its own timeout and this much more.
    std::chrono::milliseconds call_bound{30000};
    // hello and create: the interpreter's start, the runtime's and its compiler's (pocl builds kernels there).
    std::chrono::milliseconds start_bound{120000};
    std::string module_folder;  // python/: syncstress_adapter.py, put first on the child's PYTHONPATH
};
// The defaults with the environment's overrides; an error for a value that is not a duration.
Result<Settings> settings_from_environment();

struct Reply {
    enum class Status { ok, error, unsupported, timeout, device_lost };
    Status status = Status::ok;
    std::string error;    // the adapter's sentence when not ok
    nlohmann::json body;  // the whole response
};

// What `line`, an adapter's answer to request `id` of `op`, says: the Reply (ok or a failure the adapter reports), or
// why it is not an answer ("answered OP with a line that is not a JSON object: ..."; at most 200 bytes of it quoted).
// Checks the line's nesting before it parses it. The fuzz target tests/fuzz/adapter_fuzz.cpp reads through it.
Result<Reply> read_reply(const std::string& line, const std::string& op, uint64_t id);

class Channel {
public:
    // Starts the process with its stdout and stderr into `folder`/stderr.txt and its channel in `folder`.
    static Result<std::unique_ptr<Channel>> start(const Launch& launch, const Settings& settings, const std::string& folder);
    ~Channel();

    // Sends `request` (its id set here) and waits up to `bound` for the answer. An error when the channel is broken
    // or breaks now.
    Result<Reply> call(nlohmann::json request, std::chrono::nanoseconds bound);
    // The adapter can no longer be used (it lost its device): every later call fails with `sentence`.
    void refuse_calls(const std::string& sentence);
    // Sends destroy and lets the child end, within `bound`; then kills what is left.
    void stop(std::chrono::nanoseconds bound);
    // Kills the child now (abandon): later calls fail with `why`.
    void kill(const std::string& why);

    const std::string& file() const { return file_; }
    const Settings& settings() const { return settings_; }

private:
    Channel(std::string file, Settings settings, std::string stderr_path, platform::PipeChildPtr child);
    Result<Reply> exchange(nlohmann::json request, std::chrono::nanoseconds bound);
    Error break_with(const std::string& sentence, bool quote_stderr);
    Error ended_during(const std::string& op);
    Result<Reply> parse_reply(const std::string& line, const std::string& op, uint64_t id);
    std::string stderr_tail() const;

    std::string file_;
    Settings settings_;
    std::string stderr_path_;
    platform::PipeChildPtr child_;
    uint64_t next_id_ = 1;
    bool connected_ = false;  // the process opened its channel
    std::string broken_;      // why the child is gone or out of step: nothing more is sent
    std::string refused_;     // why calls are refused though the child is still there (a lost device)
};

}  // namespace syncstress::backends::process
