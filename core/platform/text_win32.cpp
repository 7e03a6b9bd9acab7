// What the Win32 implementations of core/platform and tool/ share beyond text_win32.h's inline conversions.
#include "core/platform/text_win32.h"

#include <algorithm>
#include <cwchar>
#include <cwctype>

namespace syncstress::platform {

std::string windows_error_text(DWORD code) {
    wchar_t* text = nullptr;
    const DWORD n = FormatMessageW(FORMAT_MESSAGE_ALLOCATE_BUFFER | FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS, nullptr,
                                   code, 0, reinterpret_cast<wchar_t*>(&text), 0, nullptr);
    std::string out = n && text ? narrow(std::wstring(text, n)) : "";
    if (text) LocalFree(text);
    while (!out.empty() && (out.back() == '\n' || out.back() == '\r' || out.back() == ' ' || out.back() == '.')) out.pop_back();
    return (out.empty() ? "Windows error" : out) + " (error " + std::to_string(code) + ")";
}

std::wstring environment_block(const std::vector<std::pair<std::string, std::string>>& overrides) {
    std::vector<std::pair<std::wstring, std::wstring>> wide;
    for (const auto& [name, value] : overrides) wide.emplace_back(widen(name), widen(value));
    auto same_name = [](const std::wstring& a, const std::wstring& b) {
        return a.size() == b.size() &&
               std::equal(a.begin(), a.end(), b.begin(), [](wchar_t x, wchar_t y) { return std::towupper(x) == std::towupper(y); });
    };
    std::wstring block;
    if (wchar_t* env = GetEnvironmentStringsW()) {
        for (const wchar_t* e = env; *e; e += std::wcslen(e) + 1) {
            const std::wstring entry = e;
            const std::wstring name = entry.substr(0, entry.find(L'=', 1));  // "=C:=C:\x" starts with '='
            if (std::none_of(wide.begin(), wide.end(), [&](const auto& o) { return same_name(o.first, name); })) block += entry + L'\0';
        }
        FreeEnvironmentStringsW(env);
    }
    for (const auto& [name, value] : wide) block += name + L"=" + value + L'\0';
    return block + L'\0';
}

}  // namespace syncstress::platform
