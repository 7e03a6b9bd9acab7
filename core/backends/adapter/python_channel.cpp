#include "core/backends/adapter/python_channel.h"

#include "core/backends/registry.h"
#include "core/common/duration.h"
#include "core/common/json_depth.h"
#include "core/platform/os.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>

namespace syncstress::backends::process {

namespace {

using Clock = std::chrono::steady_clock;

// A response longer than this is not one (the longest, create's, is a few kilobytes).
constexpr size_t k_max_line = 1u << 20;
// A response nested deeper than this is not one (create's info, the deepest, is 3 levels): refused before it is
// parsed (core/common/json_depth.h), since quoting it in an error would recurse once per level.
constexpr size_t k_max_depth = 64;
// How much of a line that is not a response an error quotes.
constexpr size_t k_quoted_bytes = 200;
// How long a child that closed its stdout has to end before it is killed and described as still running.
constexpr auto k_exit_grace = std::chrono::seconds(2);
constexpr size_t k_stderr_lines = 6;

// A string as JSON writes it: quoted, control bytes escaped, bytes that are not UTF-8 replaced.
std::string json_quoted(std::string_view text) {
    return nlohmann::json(std::string(text)).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

const char* env(const char* name) {
    const char* value = std::getenv(name);
    return value && *value ? value : nullptr;
}

Result<Reply::Status> status_named(const std::string& name) {
    if (name == "error") return Reply::Status::error;
    if (name == "unsupported") return Reply::Status::unsupported;
    if (name == "timeout") return Reply::Status::timeout;
    if (name == "device_lost") return Reply::Status::device_lost;
    return make_error("unknown status " + json_quoted(name), ErrorKind::backend_failed);
}

}  // namespace

Result<Settings> settings_from_environment() {
    Settings s;
    s.interpreter = env("SYNCSTRESS_PYTHON") ? env("SYNCSTRESS_PYTHON") : platform::k_windows ? "python.exe" : "python3";
    if (const char* bound = env("SYNCSTRESS_PYTHON_CALL_TIMEOUT")) {
        auto parsed =
            parse_duration(bound, {std::chrono::milliseconds(1), std::chrono::hours(24), false, "a call needs time to answer, e.g. 30s"});
        if (!parsed) return in_context(parsed.error(), "SYNCSTRESS_PYTHON_CALL_TIMEOUT: ");
        s.call_bound = std::chrono::duration_cast<std::chrono::milliseconds>(*parsed);
        s.start_bound = s.call_bound;  // a short bound (a test's) holds for the start too
    }
    s.module_folder = backends::python_module_folder();
    return s;
}

Channel::Channel(std::string file, Settings settings, std::string stderr_path, platform::PipeChildPtr child)
    : file_(std::move(file)), settings_(std::move(settings)), stderr_path_(std::move(stderr_path)), child_(std::move(child)) {}

Channel::~Channel() = default;

Result<std::unique_ptr<Channel>> Channel::start(const Launch& launch, const Settings& settings, const std::string& folder) {
    platform::PipeChildSpec spec;
    spec.argv = launch.argv;
    std::string path = settings.module_folder;
    if (const char* theirs = env("PYTHONPATH")) path += (platform::k_windows ? ";" : ":") + std::string(theirs);
    // The shipped module importable by every adapter process that runs Python; no __pycache__ written beside it.
    spec.env = {{"PYTHONPATH", path}, {"PYTHONDONTWRITEBYTECODE", "1"}, {"PYTHONIOENCODING", "utf-8"}};
    spec.env.insert(spec.env.end(), launch.env.begin(), launch.env.end());
    spec.output_path = folder + "/stderr.txt";
    spec.channel_variable = k_channel_variable;
    spec.channel_folder = folder;
    auto child = platform::spawn_pipe_child(spec);
    if (!child) return in_context(child.error(), "adapter process " + launch.file + ": ", launch.program_hint);
    return std::unique_ptr<Channel>(new Channel(launch.file, settings, spec.output_path, std::move(*child)));
}

Result<Reply> Channel::call(nlohmann::json request, std::chrono::nanoseconds bound) {
    if (!refused_.empty()) return make_error(refused_, ErrorKind::backend_failed);
    return exchange(std::move(request), bound);
}

Result<Reply> Channel::exchange(nlohmann::json request, std::chrono::nanoseconds bound) {
    if (!broken_.empty()) return make_error(broken_, ErrorKind::backend_failed);
    const std::string op = request.value("op", std::string("?"));
    const uint64_t id = next_id_++;
    request["id"] = id;
    const platform::Deadline deadline = Clock::now() + bound;
    if (!connected_) {
        switch (platform::await_connection(*child_, deadline)) {
        case platform::LineResult::timeout:
            return break_with("did not open its channel (" + std::string(k_channel_variable) + ") within " + format_duration(bound) +
                                  " and was killed",
                              true);
        case platform::LineResult::closed: return ended_during(op);
        case platform::LineResult::line: connected_ = true; break;
        }
    }
    switch (platform::write_line(*child_, request.dump(), deadline)) {
    case platform::LineResult::timeout:
        return break_with("did not read the " + op + " request within " + format_duration(bound) + " and was killed", true);
    case platform::LineResult::closed: return ended_during(op);
    case platform::LineResult::line: break;
    }
    std::string line;
    switch (platform::read_line(*child_, line, deadline, k_max_line)) {
    case platform::LineResult::timeout:
        return break_with("did not answer " + op + " within " + format_duration(bound) + " and was killed", true);
    case platform::LineResult::closed: return ended_during(op);
    case platform::LineResult::line: break;
    }
    return parse_reply(line, op, id);
}

Result<Reply> read_reply(const std::string& line, const std::string& op, uint64_t id) {
    const auto garbage = [&](const std::string& what) {
        return make_error("answered " + op + " with " + what + ": " + json_quoted(line.substr(0, k_quoted_bytes)) +
                              (line.size() > k_quoted_bytes ? "..." : ""),
                          ErrorKind::backend_failed);
    };
    if (json_too_deep_at(line, k_max_depth)) return garbage("a line nested more than " + std::to_string(k_max_depth) + " levels deep");
    nlohmann::json body = nlohmann::json::parse(line, nullptr, false);
    if (body.is_discarded() || !body.is_object()) return garbage("a line that is not a JSON object");
    const auto id_field = body.find("id");
    if (id_field == body.end() || !id_field->is_number_unsigned() || id_field->get<uint64_t>() != id)
        return garbage("a response whose id is not " + std::to_string(id));
    const auto ok = body.find("ok");
    if (ok == body.end() || !ok->is_boolean()) return garbage("a response without \"ok\": true or false");
    Reply reply;
    if (!ok->get<bool>()) {
        const auto status = body.find("status");
        const auto error = body.find("error");
        if (status == body.end() || !status->is_string() || error == body.end() || !error->is_string())
            return garbage("a failure without \"status\" and \"error\" strings");
        auto named = status_named(status->get<std::string>());
        if (!named) return garbage("a failure of " + named.error().message);
        reply.status = *named;
        reply.error = error->get<std::string>();
    }
    reply.body = std::move(body);
    return reply;
}

Result<Reply> Channel::parse_reply(const std::string& line, const std::string& op, uint64_t id) {
    auto reply = read_reply(line, op, id);
    if (!reply) return break_with(reply.error().message + "; it was stopped", true);
    return reply;
}

void Channel::refuse_calls(const std::string& sentence) {
    if (refused_.empty()) refused_ = sentence;
}

Error Channel::break_with(const std::string& sentence, bool quote_stderr) {
    platform::kill_child(*child_);
    (void)platform::wait_child(*child_, Clock::now() + k_exit_grace);
    broken_ = "adapter process " + file_ + " " + sentence;
    if (const std::string tail = quote_stderr ? stderr_tail() : ""; !tail.empty()) broken_ += "; its output ended with: " + tail;
    return make_error(broken_, ErrorKind::backend_failed);
}

Error Channel::ended_during(const std::string& op) {
    if (auto exit = platform::wait_child(*child_, Clock::now() + k_exit_grace))
        return break_with("ended during " + op + " (" + exit->description() + ")", true);
    return break_with("closed its channel during " + op + " and was killed", true);
}

std::string Channel::stderr_tail() const {
    std::ifstream in(stderr_path_, std::ios::binary | std::ios::ate);
    if (!in) return {};
    const std::streamoff size = in.tellg();
    const std::streamoff start = std::max<std::streamoff>(0, size - 4096);
    std::string text(static_cast<size_t>(size - start), '\0');
    in.seekg(start);
    in.read(text.data(), static_cast<std::streamsize>(text.size()));
    std::vector<std::string> lines;
    for (size_t at = 0; at < text.size();) {
        size_t end = std::min(text.find('\n', at), text.size());
        std::string l = text.substr(at, end - at);
        while (!l.empty() && (l.back() == '\r' || l.back() == ' ')) l.pop_back();
        if (!l.empty()) lines.push_back(std::move(l));
        at = end + 1;
    }
    if (lines.size() > k_stderr_lines) lines.erase(lines.begin(), lines.end() - k_stderr_lines);
    std::string joined;
    for (const auto& l : lines) joined += (joined.empty() ? "" : " | ") + l;
    return joined.empty() ? "" : json_quoted(joined);
}

void Channel::stop(std::chrono::nanoseconds bound) {
    if (broken_.empty()) (void)exchange({{"op", "destroy"}}, bound);  // also after a lost device: it frees what it can
    platform::close_input(*child_);
    if (!platform::wait_child(*child_, Clock::now() + k_exit_grace)) platform::kill_child(*child_);
    refuse_calls("adapter process " + file_ + " was destroyed");
}

void Channel::kill(const std::string& why) {
    platform::kill_child(*child_);
    (void)platform::wait_child(*child_, Clock::now() + k_exit_grace);
    if (broken_.empty()) broken_ = "adapter process " + file_ + " " + why;
}

}  // namespace syncstress::backends::process
