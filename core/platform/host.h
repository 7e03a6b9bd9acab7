// What the report says about the machine itself (the backends describe their devices).
#pragma once

#include <cstdint>
#include <string>

namespace syncstress::platform {

std::string os_name();             // "Debian GNU/Linux 12 (bookworm) (Linux 6.1.0 x86_64)", "Windows 10.0.22631 (x86_64)"
std::string cpu_model();           // the CPU's brand string; "unknown" when it cannot be read
std::string host_name();           // "unknown" when it cannot be read
uint64_t physical_memory_bytes();  // 0 when unknown
// Whether the narrow strings of argv and of the file APIs are UTF-8, as the rest of the code takes them: on
// Windows only when the executable's manifest made UTF-8 the code page (Windows 10 1903+) and the C runtime
// follows it (the UCRT does; msvcrt and Wine 8 do not).
bool narrow_strings_are_utf8();
// Sets the environment variable `name` of this process to `value` unless it is set already (a user's value wins).
void set_environment_default(const char* name, const char* value);

}  // namespace syncstress::platform
