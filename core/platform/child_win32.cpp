// process.h on Windows: CreateProcessW (suspended, a new process group, a Unicode environment, only its own
// handles inherited) into a job object of its own that kills the whole tree when closed; ends seen through
// WaitForMultipleObjects (in slices of 64 handles); a stop is the child's stop event (stop.h) and Ctrl-Break.
#include "core/platform/child.h"

#include "core/platform/text_win32.h"
#include "core/platform/stop.h"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <filesystem>

namespace syncstress::platform {

namespace {

using Clock = std::chrono::steady_clock;

// Job objects alive, for kill_all_children() from the console handler's thread.
constexpr size_t k_max_tracked = 1024;
std::atomic<HANDLE> g_jobs[k_max_tracked];
std::atomic<uint64_t> g_stop_events{0};

void track(HANDLE job) {
    for (auto& slot : g_jobs) {
        HANDLE empty = nullptr;
        if (slot.compare_exchange_strong(empty, job)) return;
    }
}

void untrack(HANDLE job) {
    for (auto& slot : g_jobs) {
        HANDLE expected = job;
        if (slot.compare_exchange_strong(expected, nullptr)) return;
    }
}

bool is_about_the_program(DWORD error) {
    switch (error) {
    case ERROR_FILE_NOT_FOUND:
    case ERROR_PATH_NOT_FOUND:
    case ERROR_ACCESS_DENIED:
    case ERROR_BAD_EXE_FORMAT:
    case ERROR_EXE_MACHINE_TYPE_MISMATCH:
    case ERROR_DIRECTORY:
    case ERROR_INVALID_NAME:
    case ERROR_FILENAME_EXCED_RANGE: return true;
    default: return false;
    }
}

// argv as one line that the child's C runtime splits back into the same words (CommandLineToArgvW's rules).
std::wstring command_line(const std::vector<std::string>& argv) { return widen(shell_join(argv)); }

}  // namespace

namespace os {

struct Child {
    HANDLE process = nullptr;
    HANDLE job = nullptr;
    HANDLE stop_event = nullptr;
    DWORD pid = 0;
    bool released = false;          // left running for good (release): its job no longer kills it when closed
    bool hears_stop_event = false;  // ProcessSpec::hears_stop_event: no Ctrl-Break
};

void ChildDeleter::operator()(Child* child) const {
    if (!child) return;
    if (child->job && child->released) {
        CloseHandle(child->job);
    } else if (child->job) {
        TerminateJobObject(child->job, 1);  // what it left behind (closing would do it too: KILL_ON_JOB_CLOSE)
        untrack(child->job);
        CloseHandle(child->job);
    }
    if (child->process) CloseHandle(child->process);
    if (child->stop_event) CloseHandle(child->stop_event);
    delete child;
}

// A job object whose processes are killed when its last handle closes; null on failure (GetLastError says why).
HANDLE kill_on_close_job() {
    HANDLE job = CreateJobObjectW(nullptr, nullptr);
    if (!job) return nullptr;
    JOBOBJECT_EXTENDED_LIMIT_INFORMATION limits{};
    limits.BasicLimitInformation.LimitFlags = JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE;
    SetInformationJobObject(job, JobObjectExtendedLimitInformation, &limits, sizeof limits);
    return job;
}

struct Connection {
    HANDLE pipe = INVALID_HANDLE_VALUE;
    HANDLE io_event = nullptr;  // for the one overlapped operation at a time
    bool connected = false;     // the child opened the pipe
};

void ConnectionDeleter::operator()(Connection* connection) const {
    if (!connection) return;
    if (connection->pipe != INVALID_HANDLE_VALUE) CloseHandle(connection->pipe);
    if (connection->io_event) CloseHandle(connection->io_event);
    delete connection;
}

// A new channel: the server end of a named pipe of a new name (ours, overlapped), for the child to open by `name`.
// One instance, local clients only.
Result<ConnectionPtr> open_channel(std::string& name) {
    static std::atomic<uint64_t> counter{0};
    name = "\\\\.\\pipe\\syncstress-adapter-" + std::to_string(GetCurrentProcessId()) + "-" + std::to_string(counter++) + "-" +
           std::to_string(GetTickCount64());
    ConnectionPtr ours(new Connection);
    ours->pipe =
        CreateNamedPipeW(widen(name).c_str(), PIPE_ACCESS_DUPLEX | FILE_FLAG_OVERLAPPED | FILE_FLAG_FIRST_PIPE_INSTANCE,
                         PIPE_TYPE_BYTE | PIPE_READMODE_BYTE | PIPE_WAIT | PIPE_REJECT_REMOTE_CLIENTS, 1, 65536, 65536, 0, nullptr);
    if (ours->pipe == INVALID_HANDLE_VALUE)
        return make_error("CreateNamedPipe: " + windows_error_text(GetLastError()), ErrorKind::internal);
    ours->io_event = CreateEventW(nullptr, TRUE, FALSE, nullptr);
    return ours;
}

Result<ConnectionPtr> open_channel_named(const std::string& name) {
    ConnectionPtr ours(new Connection);
    ours->pipe = CreateFileW(widen(name).c_str(), GENERIC_READ | GENERIC_WRITE, 0, nullptr, OPEN_EXISTING, FILE_FLAG_OVERLAPPED, nullptr);
    if (ours->pipe == INVALID_HANDLE_VALUE)
        return make_error("cannot open " + name + ": " + windows_error_text(GetLastError()), ErrorKind::io);
    ours->io_event = CreateEventW(nullptr, TRUE, FALSE, nullptr);
    ours->connected = true;
    return ours;
}

// CreateProcessW, suspended, with `startup`'s standard handles and only `inherited` inherited: not the output files
// of the other runs going at the same time. A failure that says nothing about the program (Wine, under load, now
// and then: ERROR_INTERNAL_ERROR) is tried again twice; one that does (not found, not a program, access denied) is not.
Result<PROCESS_INFORMATION> create_process(const ProcessSpec& spec, std::vector<HANDLE> inherited, STARTUPINFOEXW& startup,
                                           std::wstring& environment) {
    SIZE_T attribute_size = 0;
    InitializeProcThreadAttributeList(nullptr, 1, 0, &attribute_size);
    std::vector<unsigned char> attribute_storage(attribute_size);
    auto* attributes = reinterpret_cast<LPPROC_THREAD_ATTRIBUTE_LIST>(attribute_storage.data());
    const bool have_list = InitializeProcThreadAttributeList(attributes, 1, 0, &attribute_size) &&
                           UpdateProcThreadAttribute(attributes, 0, PROC_THREAD_ATTRIBUTE_HANDLE_LIST, inherited.data(),
                                                     inherited.size() * sizeof(HANDLE), nullptr, nullptr);
    if (have_list) startup.lpAttributeList = attributes;
    std::wstring line = command_line(spec.argv);
    PROCESS_INFORMATION info{};
    const DWORD flags = CREATE_SUSPENDED | CREATE_NEW_PROCESS_GROUP | CREATE_UNICODE_ENVIRONMENT | (spec.channel ? CREATE_NO_WINDOW : 0) |
                        (have_list ? EXTENDED_STARTUPINFO_PRESENT : 0);
    BOOL created = FALSE;
    DWORD error = 0;
    for (int attempt = 0; attempt < 3; ++attempt) {
        if (attempt > 0) Sleep(50);
        created =
            CreateProcessW(nullptr, line.data(), nullptr, nullptr, TRUE, flags, environment.data(), nullptr, &startup.StartupInfo, &info);
        error = GetLastError();
        if (created || is_about_the_program(error)) break;
    }
    if (have_list) DeleteProcThreadAttributeList(attributes);
    if (!created) return make_error("cannot run " + spec.argv[0] + ": " + windows_error_text(error), ErrorKind::io);
    return info;
}

namespace {

// An inheritable duplicate of one of our standard handles, for a child that writes where we write.
HANDLE inheritable_copy(HANDLE ours) {
    HANDLE copy = INVALID_HANDLE_VALUE;
    if (!ours || ours == INVALID_HANDLE_VALUE ||
        !DuplicateHandle(GetCurrentProcess(), ours, GetCurrentProcess(), &copy, 0, TRUE, DUPLICATE_SAME_ACCESS))
        return INVALID_HANDLE_VALUE;
    return copy;
}

}  // namespace

Result<ChildPtr> spawn(const ProcessSpec& spec, ConnectionPtr* channel) {
    if (spec.argv.empty()) return make_error("no command to run", ErrorKind::internal);
    if (spec.channel != (channel != nullptr)) return make_error("spawn: a channel child needs its channel given", ErrorKind::internal);
    // A crashing child must end, not wait at a Windows Error Reporting dialog (or Wine's debugger): children
    // inherit this error mode.
    static const UINT error_mode = SetErrorMode(SEM_FAILCRITICALERRORS | SEM_NOGPFAULTERRORBOX | SEM_NOOPENFILEERRORBOX);
    (void)error_mode;
    ChildPtr child(new Child);
    child->job = kill_on_close_job();
    if (!child->job)
        return make_error("cannot run " + spec.argv[0] + ": CreateJobObject: " + windows_error_text(GetLastError()), ErrorKind::internal);
    track(child->job);

    // The stop event a worker of ours watches (stop.h): the name goes in its environment.
    const std::string event_name =
        "Local\\syncstress-stop-" + std::to_string(GetCurrentProcessId()) + "-" + std::to_string(g_stop_events.fetch_add(1));
    child->stop_event = CreateEventW(nullptr, TRUE, FALSE, widen(event_name).c_str());
    child->hears_stop_event = spec.hears_stop_event;
    auto env = spec.env;
    env.emplace_back(k_stop_event_variable, event_name);

    SECURITY_ATTRIBUTES inheritable{sizeof(SECURITY_ATTRIBUTES), nullptr, TRUE};
    ConnectionPtr ours;
    if (spec.channel) {
        std::string name;
        auto opened = open_channel(name);
        if (!opened) return opened.error();
        ours = std::move(*opened);
        env.emplace_back(spec.channel_variable, name);
    }
    std::wstring environment = environment_block(env);
    const std::wstring output = spec.output.empty() ? L"NUL" : widen(spec.output);
    HANDLE out = spec.inherits_output ? inheritable_copy(GetStdHandle(STD_ERROR_HANDLE))
                                      : CreateFileW(output.c_str(), GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE,
                                                    &inheritable, CREATE_ALWAYS, FILE_ATTRIBUTE_NORMAL, nullptr);
    if (out == INVALID_HANDLE_VALUE)
        return make_error("cannot open " + spec.output + ": " + windows_error_text(GetLastError()), ErrorKind::io);
    HANDLE in = CreateFileW(L"NUL", GENERIC_READ, FILE_SHARE_READ | FILE_SHARE_WRITE, &inheritable, OPEN_EXISTING, 0, nullptr);

    STARTUPINFOEXW startup{};
    startup.StartupInfo.cb = sizeof startup;
    startup.StartupInfo.dwFlags = STARTF_USESTDHANDLES;
    startup.StartupInfo.hStdInput = in != INVALID_HANDLE_VALUE ? in : nullptr;
    // A program run on the user's behalf (capture) writes to our stdout and stderr; any other child to `output`.
    const HANDLE own_stdout = spec.inherits_output ? inheritable_copy(GetStdHandle(STD_OUTPUT_HANDLE)) : INVALID_HANDLE_VALUE;
    startup.StartupInfo.hStdOutput = own_stdout != INVALID_HANDLE_VALUE ? own_stdout : out;
    startup.StartupInfo.hStdError = out;
    std::vector<HANDLE> inherited{out};
    if (in != INVALID_HANDLE_VALUE) inherited.push_back(in);
    if (own_stdout != INVALID_HANDLE_VALUE) inherited.push_back(own_stdout);
    auto info = create_process(spec, inherited, startup, environment);
    CloseHandle(out);
    if (own_stdout != INVALID_HANDLE_VALUE) CloseHandle(own_stdout);
    if (in != INVALID_HANDLE_VALUE) CloseHandle(in);
    if (!info) return info.error();

    // In the job before it runs a single instruction: nothing it starts can escape the job.
    AssignProcessToJobObject(child->job, info->hProcess);
    ResumeThread(info->hThread);
    CloseHandle(info->hThread);
    child->process = info->hProcess;
    child->pid = info->dwProcessId;
    if (channel) *channel = std::move(ours);
    return child;
}

int64_t pid(const Child& child) { return child.pid; }

std::vector<size_t> wait_any(const std::vector<Child*>& children, std::optional<Clock::time_point> until) {
    constexpr size_t k_slice = MAXIMUM_WAIT_OBJECTS;  // 64 handles per wait
    DWORD timeout_ms = INFINITE;
    if (until) {
        auto left = std::chrono::ceil<std::chrono::milliseconds>(*until - Clock::now()).count();
        timeout_ms = static_cast<DWORD>(std::clamp<long long>(left, 0, 24LL * 3600 * 1000));
    }
    // More than 64 children (-j 256): the first slice is waited for, at most 10 ms, the others looked at.
    if (children.size() > k_slice) timeout_ms = std::min<DWORD>(timeout_ms, 10);
    std::vector<HANDLE> handles;
    for (const Child* c : children) handles.push_back(c->process);
    std::vector<size_t> ended;
    for (size_t first = 0; first < handles.size(); first += k_slice) {
        const DWORD count = static_cast<DWORD>(std::min(k_slice, handles.size() - first));
        const DWORD rc = WaitForMultipleObjects(count, handles.data() + first, FALSE, first == 0 ? timeout_ms : 0);
        if (rc >= WAIT_OBJECT_0 && rc < WAIT_OBJECT_0 + count) {
            // The wait names the first that ended; the others of the slice may have ended too.
            for (DWORD k = rc - WAIT_OBJECT_0; k < count; ++k)
                if (WaitForSingleObject(handles[first + k], 0) == WAIT_OBJECT_0) ended.push_back(first + k);
        }
    }
    return ended;
}

void ask_to_stop(Child& child, StopRequest) {
    // Both requests set the stop event: a Windows program has no SIGQUIT to print its stacks on, and a worker of
    // ours writes its report either way.
    if (child.stop_event) SetEvent(child.stop_event);
    // Reaches console programs of its group (it is its own group's leader); others do not hear it.
    if (!child.hears_stop_event) GenerateConsoleCtrlEvent(CTRL_BREAK_EVENT, child.pid);
}

void kill_tree(Child& child) { TerminateJobObject(child.job, 1); }

void release(Child& child) {
    // Without JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE, closing the job (ours, and at our end) leaves its processes running.
    JOBOBJECT_EXTENDED_LIMIT_INFORMATION limits{};
    SetInformationJobObject(child.job, JobObjectExtendedLimitInformation, &limits, sizeof limits);
    untrack(child.job);
    child.released = true;
}

Exit reap(Child& child) {
    DWORD code = 0;
    WaitForSingleObject(child.process, INFINITE);
    GetExitCodeProcess(child.process, &code);
    TerminateJobObject(child.job, 1);  // what it left behind
    Exit e;
    e.exit_code = static_cast<int>(code);
    return e;
}

namespace {

DWORD ms_until(Deadline deadline) {
    const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - Clock::now()).count();
    return static_cast<DWORD>(std::clamp<long long>(left, 0, 24LL * 3600 * 1000));
}

// Waits for the overlapped operation `ov` until `deadline`; cancels it on time-out. The bytes it moved, or nullopt on
// time-out; `broken` is set when the child's end is gone.
std::optional<DWORD> finish(Connection& c, OVERLAPPED& ov, BOOL started, Deadline deadline, bool& broken) {
    DWORD moved = 0;
    if (!started && GetLastError() != ERROR_IO_PENDING) {
        broken = true;
        return 0;
    }
    if (WaitForSingleObject(c.io_event, ms_until(deadline)) != WAIT_OBJECT_0) {
        CancelIoEx(c.pipe, &ov);
        if (!GetOverlappedResult(c.pipe, &ov, &moved, TRUE)) return std::nullopt;  // cancelled: no byte moved
        return moved;
    }
    if (!GetOverlappedResult(c.pipe, &ov, &moved, FALSE)) broken = true;
    return moved;
}

}  // namespace

Transfer accept_channel(Connection& connection, Child& child, Deadline deadline) {
    if (connection.connected) return Transfer::done;
    OVERLAPPED ov{};
    ov.hEvent = connection.io_event;
    ResetEvent(connection.io_event);
    const DWORD error = ConnectNamedPipe(connection.pipe, &ov) ? ERROR_SUCCESS : GetLastError();
    if (error != ERROR_SUCCESS && error != ERROR_PIPE_CONNECTED && error != ERROR_IO_PENDING) return Transfer::closed;
    if (error == ERROR_IO_PENDING) {
        HANDLE both[2] = {connection.io_event, child.process};
        const DWORD rc = WaitForMultipleObjects(2, both, FALSE, ms_until(deadline));
        DWORD moved = 0;
        if (rc != WAIT_OBJECT_0) CancelIoEx(connection.pipe, &ov);
        // After a cancel it may have connected all the same: the result says.
        if (!GetOverlappedResult(connection.pipe, &ov, &moved, TRUE)) return rc == WAIT_TIMEOUT ? Transfer::timeout : Transfer::closed;
    }
    connection.connected = true;
    return Transfer::done;
}

Transfer send_all(Connection& connection, std::string_view data, Deadline deadline) {
    for (size_t sent = 0; sent < data.size();) {
        OVERLAPPED ov{};
        ov.hEvent = connection.io_event;
        ResetEvent(connection.io_event);
        const DWORD chunk = static_cast<DWORD>(std::min<size_t>(data.size() - sent, 1u << 20));
        const BOOL started = WriteFile(connection.pipe, data.data() + sent, chunk, nullptr, &ov);
        bool broken = false;
        const std::optional<DWORD> moved = finish(connection, ov, started, deadline, broken);
        if (broken) return Transfer::closed;
        if (!moved) return Transfer::timeout;
        sent += *moved;
    }
    return Transfer::done;
}

Transfer receive_some(Connection& connection, std::string& into, Deadline deadline) {
    for (;;) {
        char chunk[65536];
        OVERLAPPED ov{};
        ov.hEvent = connection.io_event;
        ResetEvent(connection.io_event);
        const BOOL started = ReadFile(connection.pipe, chunk, sizeof chunk, nullptr, &ov);
        bool broken = false;
        const std::optional<DWORD> moved = finish(connection, ov, started, deadline, broken);
        if (broken) return Transfer::closed;
        if (!moved) return Transfer::timeout;
        into.append(chunk, *moved);
        if (*moved > 0) return Transfer::done;
        if (Clock::now() >= deadline) return Transfer::timeout;
    }
}

void sweep_orphans(const std::vector<Child*>&) {}  // a job holds every descendant: nothing escapes to sweep

const bool k_abort_runs_beside_main = true;  // the console handler's thread (stop_win32.cpp)

void remove_folder_now(const char* path) noexcept {
    // The console handler runs on a thread of its own, not in a signal: the filesystem library may be used. A
    // child whose job was terminated a moment ago may still hold a file open (under Wine, for up to a second or more):
    // try again for a while.
    try {
        const std::filesystem::path folder(widen(path));
        for (int round = 0; round < 500; ++round) {
            std::error_code ec;
            std::filesystem::remove_all(folder, ec);
            if (!ec || !std::filesystem::exists(folder, ec)) return;
            Sleep(10);
        }
    } catch (...) {}
}

}  // namespace os

std::string signal_name(int signal) { return "signal " + std::to_string(signal); }

std::string os::Exit::description() const {
    const auto code = static_cast<uint32_t>(exit_code);
    if ((code & 0xC0000000u) != 0xC0000000u) return "exit code " + std::to_string(exit_code);
    struct Name {
        uint32_t status;
        const char* text;
    };
    static constexpr Name k_names[] = {{0xC0000005u, "access violation"},
                                       {0xC000001Du, "illegal instruction"},
                                       {0xC0000094u, "integer division by zero"},
                                       {0xC0000095u, "integer overflow"},
                                       {0xC00000FDu, "stack overflow"},
                                       {0xC0000409u, "stack buffer overrun (fail fast)"},
                                       {0xC0000374u, "heap corruption"},
                                       {0xC000013Au, "Ctrl-C exit"},
                                       {0xC0000135u, "a DLL was not found"},
                                       {0xC0000139u, "an entry point was not found"},
                                       {0xC0000142u, "a DLL failed to initialize"},
                                       {0xC000008Eu, "floating-point division by zero"},
                                       {0xC0000017u, "out of memory"}};
    char hex[16];
    std::snprintf(hex, sizeof hex, "0x%08X", code);
    for (const auto& n : k_names)
        if (n.status == code) return std::string("exit code ") + hex + " (" + n.text + ")";
    return std::string("exit code ") + hex + " (an exception status)";
}

void kill_all_children() noexcept {
    for (auto& slot : g_jobs)
        if (HANDLE job = slot.load()) TerminateJobObject(job, 1);
    // Termination is asynchronous: wait (5 s at most) until no process of any job is left, so that the files they
    // held open can be removed next.
    auto active = [] {
        DWORD n = 0;
        for (auto& slot : g_jobs)
            if (HANDLE job = slot.load()) {
                JOBOBJECT_BASIC_ACCOUNTING_INFORMATION info{};
                if (QueryInformationJobObject(job, JobObjectBasicAccountingInformation, &info, sizeof info, nullptr))
                    n += info.ActiveProcesses;
            }
        return n;
    };
    for (int round = 0; round < 500 && active() > 0; ++round) Sleep(10);
}

void contain_descendants() {}  // each child's job object already holds its tree and dies with us

std::string self_path(const std::string& argv0) {
    std::wstring path(MAX_PATH, L'\0');
    for (;;) {
        DWORD n = GetModuleFileNameW(nullptr, path.data(), static_cast<DWORD>(path.size()));
        if (n == 0) return argv0;
        if (n < path.size()) return narrow(path.substr(0, n));
        path.resize(path.size() * 2);
    }
}

}  // namespace syncstress::platform
