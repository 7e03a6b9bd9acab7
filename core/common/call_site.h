// Where a step of a scenario came from in the program it describes: the scenario format's `at` (version 2), kept
// by the scenario, named in findings' sentences and written into the JSON report beside each access and site.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace syncstress {

struct CallSite {
    std::string call;               // the API call, "vkCmdDispatch"; never empty
    std::optional<uint64_t> index;  // its ordinal in the recorded program
    std::string thread, file;       // empty: not given
    std::optional<uint64_t> line;   // from 1
    bool operator==(const CallSite&) const = default;
};

// "vkCmdCopyBuffer #412 on thread main at src/app.cpp:88": a call site as sentences name it.
std::string call_site_text(const CallSite& site);

}  // namespace syncstress
