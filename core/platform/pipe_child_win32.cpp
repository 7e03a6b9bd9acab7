// platform/pipe_child.h on Windows: one duplex named pipe is the child's stdin and stdout (our end overlapped, so
// that every read and write can be given up at its deadline: an anonymous pipe cannot), CreateProcessW suspended
// into a job object that kills the whole tree when closed, only the child's own handles inherited.
#include "core/platform/pipe_child.h"

#include "core/common/shell.h"
#include "core/platform/text_win32.h"

#include <algorithm>
#include <atomic>

namespace syncstress::platform {

struct PipeChild {
    HANDLE process = nullptr;
    HANDLE job = nullptr;
    HANDLE pipe = INVALID_HANDLE_VALUE;  // our end
    HANDLE io_event = nullptr;           // for the one overlapped operation at a time
    std::string pending;
    std::optional<DWORD> exit_code;
};

namespace {

using Clock = std::chrono::steady_clock;

DWORD ms_until(Deadline deadline) {
    const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - Clock::now()).count();
    return static_cast<DWORD>(std::clamp<long long>(left, 0, 24LL * 3600 * 1000));
}

// Waits for the overlapped operation `ov` until `deadline`; cancels it on time-out. The bytes it moved, or nullopt on
// time-out; `broken` is set when the child's end is gone.
std::optional<DWORD> finish(PipeChild& child, OVERLAPPED& ov, BOOL started, Deadline deadline, bool& broken) {
    DWORD moved = 0;
    if (!started && GetLastError() != ERROR_IO_PENDING) {
        broken = true;
        return 0;
    }
    if (WaitForSingleObject(child.io_event, ms_until(deadline)) != WAIT_OBJECT_0) {
        CancelIoEx(child.pipe, &ov);
        if (!GetOverlappedResult(child.pipe, &ov, &moved, TRUE)) return std::nullopt;  // cancelled: no byte moved
        return moved;
    }
    if (!GetOverlappedResult(child.pipe, &ov, &moved, FALSE)) broken = true;
    return moved;
}

}  // namespace

void PipeChildDeleter::operator()(PipeChild* child) const {
    if (!child) return;
    kill_child(*child);
    (void)wait_child(*child, Clock::now() + std::chrono::seconds(5));
    if (child->pipe != INVALID_HANDLE_VALUE) CloseHandle(child->pipe);
    for (HANDLE h : {child->io_event, child->process, child->job})
        if (h) CloseHandle(h);
    delete child;
}

Result<PipeChildPtr> spawn_pipe_child(const PipeChildSpec& spec) {
    if (spec.argv.empty()) return make_error("no program to run", ErrorKind::internal);
    static std::atomic<uint64_t> counter{0};
    const std::wstring name =
        widen("\\\\.\\pipe\\syncstress-child-" + std::to_string(GetCurrentProcessId()) + "-" + std::to_string(counter++));
    PipeChildPtr child(new PipeChild);
    child->pipe =
        CreateNamedPipeW(name.c_str(), PIPE_ACCESS_DUPLEX | FILE_FLAG_OVERLAPPED | FILE_FLAG_FIRST_PIPE_INSTANCE,
                         PIPE_TYPE_BYTE | PIPE_READMODE_BYTE | PIPE_WAIT | PIPE_REJECT_REMOTE_CLIENTS, 1, 65536, 65536, 0, nullptr);
    if (child->pipe == INVALID_HANDLE_VALUE)
        return make_error("CreateNamedPipe: " + windows_error_text(GetLastError()), ErrorKind::internal);
    child->io_event = CreateEventW(nullptr, TRUE, FALSE, nullptr);
    SECURITY_ATTRIBUTES inheritable{sizeof(SECURITY_ATTRIBUTES), nullptr, TRUE};
    HANDLE theirs = CreateFileW(name.c_str(), GENERIC_READ | GENERIC_WRITE, 0, &inheritable, OPEN_EXISTING, 0, nullptr);
    if (theirs == INVALID_HANDLE_VALUE)
        return make_error("opening the child's end of a pipe: " + windows_error_text(GetLastError()), ErrorKind::internal);
    HANDLE err = CreateFileW(widen(spec.stderr_path).c_str(), GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE,
                             &inheritable, CREATE_ALWAYS, FILE_ATTRIBUTE_NORMAL, nullptr);
    if (err == INVALID_HANDLE_VALUE) {
        const DWORD error = GetLastError();
        CloseHandle(theirs);
        return make_error("cannot open " + spec.stderr_path + ": " + windows_error_text(error), ErrorKind::io);
    }
    child->job = CreateJobObjectW(nullptr, nullptr);
    JOBOBJECT_EXTENDED_LIMIT_INFORMATION limits{};
    limits.BasicLimitInformation.LimitFlags = JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE;
    if (child->job) SetInformationJobObject(child->job, JobObjectExtendedLimitInformation, &limits, sizeof limits);

    // Only these two handles are inherited.
    HANDLE inherited[2] = {theirs, err};
    SIZE_T attribute_size = 0;
    InitializeProcThreadAttributeList(nullptr, 1, 0, &attribute_size);
    std::vector<unsigned char> attribute_storage(attribute_size);
    auto* attributes = reinterpret_cast<LPPROC_THREAD_ATTRIBUTE_LIST>(attribute_storage.data());
    const bool have_list =
        InitializeProcThreadAttributeList(attributes, 1, 0, &attribute_size) &&
        UpdateProcThreadAttribute(attributes, 0, PROC_THREAD_ATTRIBUTE_HANDLE_LIST, inherited, sizeof inherited, nullptr, nullptr);
    STARTUPINFOEXW startup{};
    startup.StartupInfo.cb = sizeof startup;
    startup.StartupInfo.dwFlags = STARTF_USESTDHANDLES;
    startup.StartupInfo.hStdInput = theirs;
    startup.StartupInfo.hStdOutput = theirs;
    startup.StartupInfo.hStdError = err;
    if (have_list) startup.lpAttributeList = attributes;
    std::wstring line = widen(shell_join(spec.argv));
    std::wstring environment = environment_block(spec.env);
    PROCESS_INFORMATION info{};
    const DWORD flags = CREATE_SUSPENDED | CREATE_NEW_PROCESS_GROUP | CREATE_UNICODE_ENVIRONMENT | CREATE_NO_WINDOW |
                        (have_list ? EXTENDED_STARTUPINFO_PRESENT : 0);
    const BOOL created =
        CreateProcessW(nullptr, line.data(), nullptr, nullptr, TRUE, flags, environment.data(), nullptr, &startup.StartupInfo, &info);
    const DWORD error = GetLastError();
    if (have_list) DeleteProcThreadAttributeList(attributes);
    CloseHandle(theirs);
    CloseHandle(err);
    if (!created) return make_error("cannot run " + spec.argv[0] + ": " + windows_error_text(error), ErrorKind::io);
    if (child->job) AssignProcessToJobObject(child->job, info.hProcess);  // before it runs an instruction
    ResumeThread(info.hThread);
    CloseHandle(info.hThread);
    child->process = info.hProcess;
    return child;
}

LineResult write_line(PipeChild& child, std::string_view line, Deadline deadline) {
    std::string data;
    data.reserve(line.size() + 1);
    data.append(line).push_back('\n');
    for (size_t sent = 0; sent < data.size();) {
        if (child.pipe == INVALID_HANDLE_VALUE) return LineResult::closed;
        OVERLAPPED ov{};
        ov.hEvent = child.io_event;
        ResetEvent(child.io_event);
        const DWORD chunk = static_cast<DWORD>(std::min<size_t>(data.size() - sent, 1u << 20));
        const BOOL started = WriteFile(child.pipe, data.data() + sent, chunk, nullptr, &ov);
        bool broken = false;
        const std::optional<DWORD> moved = finish(child, ov, started, deadline, broken);
        if (broken) return LineResult::closed;
        if (!moved) return LineResult::timeout;
        sent += *moved;
    }
    return LineResult::line;
}

LineResult read_line(PipeChild& child, std::string& line, Deadline deadline, size_t max_bytes) {
    for (;;) {
        if (take_line(child.pending, line, max_bytes)) return LineResult::line;
        if (child.pipe == INVALID_HANDLE_VALUE) return LineResult::closed;
        char chunk[65536];
        OVERLAPPED ov{};
        ov.hEvent = child.io_event;
        ResetEvent(child.io_event);
        const BOOL started = ReadFile(child.pipe, chunk, sizeof chunk, nullptr, &ov);
        bool broken = false;
        const std::optional<DWORD> moved = finish(child, ov, started, deadline, broken);
        if (broken) return LineResult::closed;
        if (!moved) return LineResult::timeout;
        child.pending.append(chunk, *moved);
        if (*moved == 0 && Clock::now() >= deadline) return LineResult::timeout;
    }
}

void close_input(PipeChild& child) {
    // A duplex pipe has no half-close: the child reads end-of-file once our end is closed whole.
    if (child.pipe != INVALID_HANDLE_VALUE) CloseHandle(child.pipe);
    child.pipe = INVALID_HANDLE_VALUE;
}

std::optional<ChildExit> wait_child(PipeChild& child, Deadline deadline) {
    if (!child.exit_code) {
        if (WaitForSingleObject(child.process, ms_until(deadline)) != WAIT_OBJECT_0) return std::nullopt;
        DWORD code = 0;
        GetExitCodeProcess(child.process, &code);
        child.exit_code = code;
    }
    ChildExit e;
    e.exit_code = static_cast<int>(*child.exit_code);
    return e;
}

void kill_child(PipeChild& child) {
    if (child.exit_code) return;
    if (child.job)
        TerminateJobObject(child.job, 1);
    else
        TerminateProcess(child.process, 1);
}

std::string ChildExit::description() const {
    const auto code = static_cast<uint32_t>(exit_code);
    if ((code & 0xC0000000u) != 0xC0000000u) return "exit code " + std::to_string(exit_code);
    char hex[16];
    std::snprintf(hex, sizeof hex, "0x%08X", code);
    return std::string("exit code ") + hex;
}

}  // namespace syncstress::platform
