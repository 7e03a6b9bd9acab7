#include "core/platform/stop.h"

#include "core/platform/text_win32.h"
#include "core/platform/process.h"

#include <cstdlib>
#include <string>
#include <thread>

namespace syncstress::platform {

namespace {

std::atomic<bool>* g_stop = nullptr;
std::atomic<int> g_exit_code{0};

std::atomic<int64_t> g_first_ms{0};
// A worker: its parent relays a stop through the worker's stop event, and a user's Ctrl-Break reaches every process
// of the console, the worker too: one stop can arrive twice. What comes that way counts once; the parent owns the
// abort (it kills the worker's job).
std::atomic<bool> g_has_parent{false};
std::atomic<bool> g_aborting{false};

void hold_exit_while_aborting() {
    if (g_aborting.load()) Sleep(INFINITE);  // the aborting thread ends the process
}
// The same request twice within this is one (a runner that signals a process and again its group), as on POSIX.
constexpr int64_t k_same_request_ms = 50;

// Console events run on threads of their own, two at once: the first request is claimed (its exit code stored)
// before anything else, and a second one that finds the claim but not yet its time is the same request.
void request_stop(int exit_code) {
    const int64_t now = static_cast<int64_t>(GetTickCount64());
    int none = 0;
    if (g_exit_code.compare_exchange_strong(none, exit_code)) {
        g_first_ms.store(now + 1);  // + 1: never 0, which says "claimed, time not yet stored"
        if (g_stop) g_stop->store(true);
        return;
    }
    const int64_t first = g_first_ms.load();
    if (exit_code == g_exit_code.load() && (first == 0 || now + 1 - first < k_same_request_ms)) return;
    // This runs on a thread of its own while the main thread goes on (it is not interrupted as by a POSIX signal):
    // should the main thread reach exit() meanwhile, it waits there (hold_exit_while_aborting).
    g_aborting.store(true);
    static const char msg[] = "\nsyncstress: interrupted twice, aborting\n";
    DWORD written = 0;
    WriteFile(GetStdHandle(STD_ERROR_HANDLE), msg, sizeof msg - 1, &written, nullptr);
    kill_all_children();
    remove_temp_dirs();  // no destructor runs on the way out
    // Not ExitProcess: that would run DLL detach code, which may wait for a lock the main thread held.
    TerminateProcess(GetCurrentProcess(), 130);
}

void request_stop_from_parent() {
    static std::atomic<bool> heard{false};
    if (!heard.exchange(true)) request_stop(130);
}

// Runs on a thread of its own, which the system starts for each console event.
BOOL WINAPI on_console_event(DWORD event) {
    switch (event) {
    case CTRL_BREAK_EVENT:
        if (g_has_parent.load()) {
            request_stop_from_parent();
            return TRUE;
        }
        [[fallthrough]];
    case CTRL_C_EVENT: request_stop(130); return TRUE;
    case CTRL_CLOSE_EVENT:
    case CTRL_LOGOFF_EVENT:
    case CTRL_SHUTDOWN_EVENT:
        // The process ends when this returns (5 s at most): the run stops, the reports of what finished are on disk.
        request_stop(143);
        Sleep(4000);
        return TRUE;
    default: return FALSE;
    }
}

// Waits on a named event on a detached thread, calling `on_set` each time it is set (auto-reset events).
void watch_event(const std::wstring& name, void (*on_set)()) {
    HANDLE event = CreateEventW(nullptr, FALSE, FALSE, name.c_str());
    if (!event) return;
    std::thread([event, on_set] {
        while (WaitForSingleObject(event, INFINITE) == WAIT_OBJECT_0) on_set();
    }).detach();
}

std::wstring interrupt_event_name(DWORD pid) { return L"Local\\syncstress-interrupt-" + std::to_wstring(pid); }

}  // namespace

void install_stop_handlers(std::atomic<bool>& stop) {
    g_stop = &stop;
    std::atexit(hold_exit_while_aborting);
    SetConsoleCtrlHandler(on_console_event, TRUE);
    watch_event(interrupt_event_name(GetCurrentProcessId()), [] { request_stop(130); });
}

int interrupted_exit_code() { return g_exit_code.load(); }

void watch_parent_stop(std::atomic<bool>& stop) {
    g_stop = &stop;
    if (const wchar_t* name = _wgetenv(widen(k_stop_event_variable).c_str())) {
        g_has_parent.store(true);
        // A manual-reset event: once set it stays set; one stop is all a parent sends.
        if (HANDLE event = OpenEventW(SYNCHRONIZE, FALSE, name))
            std::thread([event] {
                if (WaitForSingleObject(event, INFINITE) == WAIT_OBJECT_0) request_stop_from_parent();
            }).detach();
    }
}

bool send_interrupt(int64_t pid) {
    HANDLE event = OpenEventW(EVENT_MODIFY_STATE, FALSE, interrupt_event_name(static_cast<DWORD>(pid)).c_str());
    if (!event) return false;
    const bool set = SetEvent(event);
    CloseHandle(event);
    return set;
}

}  // namespace syncstress::platform
