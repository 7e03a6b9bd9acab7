// How this binary was built: what `syncstress --version` prints and a report's tool object carries.
#pragma once

#include <string>
#include <vector>

namespace syncstress {

struct BuildInfo {
    std::string version;                // the project's, "0.1.0"
    std::string commit;                 // 12 hex digits, "-dirty" when built from edited sources; "unknown" outside a clone
    std::string build_type;             // "RelWithDebInfo"
    std::string compiler;               // "GCC 12.2.0"
    std::vector<std::string> backends;  // compiled in, available here or not: "cpu", "vulkan", "cuda", "vulkan+cuda"
    std::string adapter_abi;            // major.minor of SS_ADAPTER_ABI_VERSION (include/syncstress/adapter.h): "1.0"
};

const BuildInfo& build_info();

// What --version prints: "syncstress version 0.1.0", then a line per field.
std::string version_text(const BuildInfo& info = build_info());

}  // namespace syncstress
