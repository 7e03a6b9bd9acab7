// <windows.h> as every Win32 file of ours includes it, and what the Win32 implementations of core/platform and tool/
// share: UTF-8 <-> UTF-16, whether this runs under Wine (internal, Windows only).
#pragma once

#ifndef NOMINMAX
#define NOMINMAX
#endif
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h>

#include <string>
#include <utility>
#include <vector>

namespace syncstress::platform {

// Wine's version where this runs under Wine (its ntdll says so), else null.
inline const char* wine_version() {
    using WineVersionFn = const char*(CDECL*)();
    HMODULE ntdll = GetModuleHandleW(L"ntdll.dll");
    FARPROC f = ntdll ? GetProcAddress(ntdll, "wine_get_version") : nullptr;
    return f ? reinterpret_cast<WineVersionFn>(reinterpret_cast<void*>(f))() : nullptr;
}

inline std::wstring widen(const std::string& s) {
    if (s.empty()) return {};
    int n = MultiByteToWideChar(CP_UTF8, 0, s.data(), static_cast<int>(s.size()), nullptr, 0);
    std::wstring out(static_cast<size_t>(n), L'\0');
    MultiByteToWideChar(CP_UTF8, 0, s.data(), static_cast<int>(s.size()), out.data(), n);
    return out;
}

// What Windows says of an error code, without its closing period: "Access is denied. (error 5)".
std::string windows_error_text(DWORD code);

// Our environment with `overrides`, as CreateProcessW's Unicode block (NAME=VALUE\0...\0\0); names ignore case,
// and the per-drive entries ("=C:=C:\dir") are kept as they are.
std::wstring environment_block(const std::vector<std::pair<std::string, std::string>>& overrides);

inline std::string narrow(const std::wstring& s) {
    if (s.empty()) return {};
    int n = WideCharToMultiByte(CP_UTF8, 0, s.data(), static_cast<int>(s.size()), nullptr, 0, nullptr, nullptr);
    std::string out(static_cast<size_t>(n), '\0');
    WideCharToMultiByte(CP_UTF8, 0, s.data(), static_cast<int>(s.size()), out.data(), n, nullptr, nullptr);
    return out;
}

}  // namespace syncstress::platform
