#include "core/platform/console.h"

#include "core/platform/text_win32.h"

#include <io.h>

#ifndef ENABLE_VIRTUAL_TERMINAL_PROCESSING
#define ENABLE_VIRTUAL_TERMINAL_PROCESSING 0x0004
#endif

namespace syncstress::platform {

namespace {

HANDLE console_of(FILE* out) {
    if (!out) return nullptr;
    HANDLE h = reinterpret_cast<HANDLE>(_get_osfhandle(_fileno(out)));
    DWORD mode = 0;
    return h != INVALID_HANDLE_VALUE && GetConsoleMode(h, &mode) ? h : nullptr;
}

}  // namespace

bool is_terminal(FILE* out) {
    HANDLE h = console_of(out);
    if (!h) return false;  // a pipe or a file (_isatty is also true for NUL, which is no terminal)
    DWORD mode = 0;
    GetConsoleMode(h, &mode);
    // Consoles before Windows 10 do not erase with "\x1b[K": no progress line there rather than a garbled one.
    return (mode & ENABLE_VIRTUAL_TERMINAL_PROCESSING) || SetConsoleMode(h, mode | ENABLE_VIRTUAL_TERMINAL_PROCESSING);
}

size_t terminal_columns(FILE* out) {
    CONSOLE_SCREEN_BUFFER_INFO info{};
    HANDLE h = console_of(out);
    if (!h || !GetConsoleScreenBufferInfo(h, &info)) return 0;
    return static_cast<size_t>(info.srWindow.Right - info.srWindow.Left + 1);
}

}  // namespace syncstress::platform
