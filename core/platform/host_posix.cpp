#include "core/platform/host.h"

#include <cstdlib>
#include <fstream>

#include <sys/utsname.h>
#include <unistd.h>

namespace syncstress::platform {

std::string os_name() {
    std::string pretty;
    std::ifstream in("/etc/os-release");
    std::string line;
    while (std::getline(in, line))
        if (line.rfind("PRETTY_NAME=", 0) == 0) pretty = line.substr(12);
    if (pretty.size() >= 2 && pretty.front() == '"') pretty = pretty.substr(1, pretty.size() - 2);
    utsname u{};
    std::string kernel = uname(&u) == 0 ? std::string(u.sysname) + " " + u.release + " " + u.machine : "unknown";
    return pretty.empty() ? kernel : pretty + " (" + kernel + ")";
}

std::string cpu_model() {
    std::ifstream in("/proc/cpuinfo");
    std::string line;
    while (std::getline(in, line)) {
        if (line.rfind("model name", 0) == 0) {
            auto colon = line.find(':');
            if (colon != std::string::npos) return line.substr(line.find_first_not_of(' ', colon + 1));
        }
    }
    return "unknown";
}

std::string host_name() {
    char name[256] = {};
    if (gethostname(name, sizeof name - 1) == 0) return name;
    return "unknown";
}

bool narrow_strings_are_utf8() { return true; }

uint64_t physical_memory_bytes() {
    const long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGE_SIZE);
    return pages > 0 && page > 0 ? static_cast<uint64_t>(pages) * static_cast<uint64_t>(page) : 0;
}

void set_environment_default(const char* name, const char* value) { setenv(name, value, 0); }

}  // namespace syncstress::platform
