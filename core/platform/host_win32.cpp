#include "core/platform/host.h"

#include "core/platform/text_win32.h"

#include <clocale>
#include <cstdlib>
#include <cstring>
#include <locale.h>
#include <intrin.h>

namespace syncstress::platform {

std::string os_name() {
    // GetVersionEx lies to programs without a compatibility manifest; ntdll's RtlGetVersion does not.
    using RtlGetVersionFn = LONG(WINAPI*)(OSVERSIONINFOW*);
    OSVERSIONINFOW v{};
    v.dwOSVersionInfoSize = sizeof v;
    HMODULE ntdll = GetModuleHandleW(L"ntdll.dll");
    auto rtl_get_version =
        ntdll ? reinterpret_cast<RtlGetVersionFn>(reinterpret_cast<void*>(GetProcAddress(ntdll, "RtlGetVersion"))) : nullptr;
    if (!rtl_get_version || rtl_get_version(&v) != 0) return "Windows";
    std::string name =
        "Windows " + std::to_string(v.dwMajorVersion) + "." + std::to_string(v.dwMinorVersion) + "." + std::to_string(v.dwBuildNumber);
    // Wine says so through ntdll: its figures are Wine's, not a real Windows'.
    if (const char* wine = wine_version()) name += std::string(" (Wine ") + wine + ")";
    return name + " (x86_64)";
}

std::string cpu_model() {
    int regs[4] = {};
    __cpuid(regs, static_cast<int>(0x80000000));
    if (static_cast<unsigned>(regs[0]) < 0x80000004u) return "unknown";
    char brand[49] = {};
    for (int i = 0; i < 3; ++i) {
        __cpuid(regs, static_cast<int>(0x80000002 + i));
        std::memcpy(brand + 16 * i, regs, sizeof regs);
    }
    std::string s = brand;
    s.erase(0, s.find_first_not_of(' '));
    while (!s.empty() && s.back() == ' ') s.pop_back();
    return s.empty() ? "unknown" : s;
}

std::string host_name() {
    wchar_t name[256] = {};
    DWORD size = 255;
    if (GetComputerNameExW(ComputerNameDnsHostname, name, &size)) return narrow(std::wstring(name, size));
    return "unknown";
}

bool narrow_strings_are_utf8() {
    // The system's code page (the manifest's doing) and the C runtime's, which the narrow file calls of the
    // standard library go through: msvcrt (MinGW's default) and Wine 8 keep their own.
    return GetACP() == CP_UTF8 && ___lc_codepage_func() == CP_UTF8;
}

uint64_t physical_memory_bytes() {
    MEMORYSTATUSEX status{};
    status.dwLength = sizeof status;
    return GlobalMemoryStatusEx(&status) ? status.ullTotalPhys : 0;
}

void set_environment_default(const char* name, const char* value) {
    if (std::getenv(name) == nullptr) _putenv_s(name, value);
}

}  // namespace syncstress::platform
