// pipe_child.h, written once over child.h: a channel child, and how the bytes read become lines.
#include "core/platform/pipe_child.h"

#include "core/platform/process.h"

namespace syncstress::platform {

struct PipeChild {
    os::ChildPtr child;
    os::ConnectionPtr connection;  // null once closed
    std::string pending;           // read, not yet returned as a line
    std::optional<ChildExit> exit;
};

namespace {

// Moves the first line of `pending` (or its first `max_bytes`) into `line`; false while it holds neither.
bool take_line(std::string& pending, std::string& line, size_t max_bytes) {
    const size_t end = pending.find('\n');
    if (end != std::string::npos && end <= max_bytes) {
        line.assign(pending, 0, end);
        pending.erase(0, end + 1);
        if (!line.empty() && line.back() == '\r') line.pop_back();
        return true;
    }
    if (pending.size() < max_bytes) return false;
    line.assign(pending, 0, max_bytes);
    pending.erase(0, max_bytes);
    return true;
}

LineResult line_result(os::Transfer transfer) {
    switch (transfer) {
    case os::Transfer::done: return LineResult::line;
    case os::Transfer::timeout: return LineResult::timeout;
    case os::Transfer::closed: return LineResult::closed;
    }
    return LineResult::closed;
}

}  // namespace

void PipeChildDeleter::operator()(PipeChild* child) const {
    if (!child) return;
    if (!child->child) {  // it never started
        delete child;
        return;
    }
    kill_child(*child);
    // SIGKILL ends it at once unless it sleeps uninterruptibly in a driver: then it is left (a zombie) rather than
    // waited for without end.
    if (!wait_child(*child, std::chrono::steady_clock::now() + std::chrono::seconds(5))) os::release(*child->child);
    delete child;
}

Result<PipeChildPtr> spawn_pipe_child(const PipeChildSpec& spec) {
    ProcessSpec process;
    process.argv = spec.argv;
    process.env = spec.env;
    process.output = spec.output_path;
    process.channel = true;
    process.channel_variable = spec.channel_variable;
    process.channel_folder = spec.channel_folder;
    PipeChildPtr child(new PipeChild);
    auto spawned = os::spawn(process, &child->connection);
    if (!spawned) return spawned.error();
    child->child = std::move(*spawned);
    return child;
}

LineResult await_connection(PipeChild& child, Deadline deadline) {
    if (!child.connection) return LineResult::closed;
    return line_result(os::accept_channel(*child.connection, *child.child, deadline));
}

LineResult write_line(PipeChild& child, std::string_view line, Deadline deadline) {
    if (auto connected = await_connection(child, deadline); connected != LineResult::line) return connected;
    std::string data;
    data.reserve(line.size() + 1);
    data.append(line).push_back('\n');
    return line_result(os::send_all(*child.connection, data, deadline));
}

LineResult read_line(PipeChild& child, std::string& line, Deadline deadline, size_t max_bytes) {
    for (;;) {
        if (take_line(child.pending, line, max_bytes)) return LineResult::line;
        if (auto connected = await_connection(child, deadline); connected != LineResult::line) return connected;
        if (auto got = os::receive_some(*child.connection, child.pending, deadline); got != os::Transfer::done) return line_result(got);
    }
}

void close_input(PipeChild& child) { child.connection.reset(); }

std::optional<ChildExit> wait_child(PipeChild& child, Deadline deadline) {
    if (child.exit) return child.exit;
    std::vector<os::Child*> one{child.child.get()};
    // wait_any returns early when a signal interrupts it (POSIX), so it is asked again until the deadline.
    do {
        if (!os::wait_any(one, deadline).empty()) {
            child.exit = os::reap(*child.child);
            os::sweep_orphans({});  // what its tree left outside its group (a setsid grandchild) was reparented to us
            return child.exit;
        }
    } while (std::chrono::steady_clock::now() < deadline);
    return std::nullopt;
}

void kill_child(PipeChild& child) {
    if (!child.exit) os::kill_tree(*child.child);
}

}  // namespace syncstress::platform
