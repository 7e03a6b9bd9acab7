// A JUnit file checked against the rules of the strict Ant schema (tests/support/check_junit.py), read back as JSON
// for the test's own checks of its content.
#pragma once

#include "tests/support/support.h"

#include <nlohmann/json.hpp>

#include <string>

namespace syncstress::test {

// {"suites": [{"attributes", "properties", "system_out", "cases": [{"classname", "name", "outcome", "type",
// "message", "text"}]}]}; null, with every broken rule in `problems`, when the file breaks one.
inline nlohmann::json checked_junit(const std::string& path, std::string& problems) {
    auto out = run_python({"tests/support/check_junit.py", path});
    const auto at = out.output.rfind("{\"suites\"");
    if (out.exit_code != 0 || at == std::string::npos) {
        problems = out.output.empty() ? "check_junit.py exited with " + std::to_string(out.exit_code) : out.output;
        return nullptr;
    }
    auto json = nlohmann::json::parse(out.output.substr(at), nullptr, false);
    if (json.is_discarded()) problems = "check_junit.py printed no JSON: " + out.output;
    return json.is_discarded() ? nlohmann::json(nullptr) : json;
}

}  // namespace syncstress::test
