#include "tests/support/os.h"

#include "core/common/shell.h"
#include "core/platform/text_win32.h"

#include <tlhelp32.h>

#include <cstdio>
#include <cstdlib>
#include <fcntl.h>
#include <io.h>
#include <atomic>
#include <thread>

namespace syncstress::test {

namespace {
int g_exit_code = 0;
std::atomic<bool> g_ignore_stop{false};
BOOL WINAPI ignore_event(DWORD event) { return event == CTRL_BREAK_EVENT || event == CTRL_C_EVENT; }
BOOL WINAPI exit_on_event(DWORD event) {
    if (event != CTRL_BREAK_EVENT && event != CTRL_C_EVENT) return FALSE;
    ExitProcess(static_cast<UINT>(g_exit_code));
}
}  // namespace

int64_t start_grandchild(const std::vector<std::string>& argv, bool) {
    std::wstring line = platform::widen(shell_join(argv));
    STARTUPINFOW startup{};
    startup.cb = sizeof startup;
    PROCESS_INFORMATION info{};
    if (!CreateProcessW(nullptr, line.data(), nullptr, nullptr, FALSE, 0, nullptr, nullptr, &startup, &info)) return -1;
    CloseHandle(info.hThread);
    CloseHandle(info.hProcess);
    return info.dwProcessId;
}

// Like an ignored signal on POSIX, ignoring stop requests passes to the processes it starts (through this variable).
constexpr const wchar_t* k_ignore_variable = L"SYNCSTRESS_TEST_IGNORE_STOP";

void default_stop_behaviour() {
    if (_wgetenv(k_ignore_variable)) return ignore_stop_requests();
    exit_on_stop_request(130);
}

void ignore_stop_requests() {
    g_ignore_stop.store(true);
    SetEnvironmentVariableW(k_ignore_variable, L"1");
    SetConsoleCtrlHandler(ignore_event, TRUE);
}

void exit_on_stop_request(int code) {
    g_exit_code = code;
    SetConsoleCtrlHandler(exit_on_event, TRUE);
    if (const char* name = std::getenv("SYNCSTRESS_STOP_EVENT"))
        if (HANDLE event = OpenEventW(SYNCHRONIZE, FALSE, platform::widen(name).c_str()))
            std::thread([event] {
                if (WaitForSingleObject(event, INFINITE) == WAIT_OBJECT_0 && !g_ignore_stop.load())
                    ExitProcess(static_cast<UINT>(g_exit_code));
            }).detach();
}

bool process_alive(int64_t pid) {
    HANDLE process = OpenProcess(SYNCHRONIZE, FALSE, static_cast<DWORD>(pid));
    if (!process) return false;
    const bool alive = WaitForSingleObject(process, 0) == WAIT_TIMEOUT;
    CloseHandle(process);
    return alive;
}

int64_t current_pid() { return GetCurrentProcessId(); }

// The C runtime's copy, which getenv and _wgetenv read (SetEnvironmentVariable alone would not reach them).
void set_environment(const char* name, const char* value) {
    _wputenv_s(platform::widen(name).c_str(), value ? platform::widen(value).c_str() : L"");
}

bool ask_for_stacks(int64_t) { return false; }

bool kill_process(int64_t pid) {
    HANDLE process = OpenProcess(PROCESS_TERMINATE, FALSE, static_cast<DWORD>(pid));
    if (!process) return false;
    const bool killed = TerminateProcess(process, 137);
    CloseHandle(process);
    return killed;
}

std::vector<int64_t> children_of(int64_t pid) {
    std::vector<int64_t> out;
    HANDLE snapshot = CreateToolhelp32Snapshot(TH32CS_SNAPPROCESS, 0);
    if (snapshot == INVALID_HANDLE_VALUE) return out;
    PROCESSENTRY32W entry{};
    entry.dwSize = sizeof entry;
    for (BOOL more = Process32FirstW(snapshot, &entry); more; more = Process32NextW(snapshot, &entry))
        if (entry.th32ParentProcessID == static_cast<DWORD>(pid)) out.push_back(entry.th32ProcessID);
    CloseHandle(snapshot);
    return out;
}

void binary_output() {
    _setmode(_fileno(stdout), _O_BINARY);
    _setmode(_fileno(stderr), _O_BINARY);
}

double cpu_seconds() {
    FILETIME created, exited, kernel, user;
    if (!GetProcessTimes(GetCurrentProcess(), &created, &exited, &kernel, &user)) return 0;
    auto ticks = [](FILETIME t) { return (static_cast<uint64_t>(t.dwHighDateTime) << 32) | t.dwLowDateTime; };
    return static_cast<double>(ticks(kernel) + ticks(user)) / 1e7;  // 100 ns units
}

std::unique_ptr<PseudoTerminal> PseudoTerminal::open() { return nullptr; }

}  // namespace syncstress::test
