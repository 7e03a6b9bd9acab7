// Running the real syncstress binary from tests, and reading back what it wrote (on tests/support).
#pragma once

#include "tests/support/os.h"
#include "tests/support/support.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <string>

namespace e2e {

using syncstress::test::Outcome;

inline std::string source(const std::string& relative) { return std::string(SYNCSTRESS_SOURCE_DIR) + "/" + relative; }

// Runs `syncstress ARGS`; ARGS is sh syntax (words, quotes), split the same way on every platform.
inline Outcome syncstress(const std::string& args, const syncstress::test::Env& env = {}) {
    return syncstress::test::syncstress(args, env);
}

inline std::filesystem::path temp_dir(const std::string& name) {
    auto dir = std::filesystem::temp_directory_path() / ("syncstress-test-" + name + "-" + std::to_string(syncstress::test::current_pid()));
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    return dir;
}

inline nlohmann::json read_json(const std::filesystem::path& file) {
    std::ifstream in(file);
    return nlohmann::json::parse(in, nullptr, false);
}

// Validates a report against docs/report.schema.json with the project's validator; returns its output on failure.
inline std::string schema_errors(const std::filesystem::path& report) {
    auto out = syncstress::test::run_python({"scripts/validate_report.py", source("docs/report.schema.json"), report.string()});
    return out.exit_code == 0 ? std::string() : (out.output.empty() ? "validator failed" : out.output);
}

inline const nlohmann::json* find_result(const nlohmann::json& report, const std::string& scenario, const std::string& backend) {
    for (const auto& r : report["results"])
        if (r["scenario"] == scenario && r["backend"] == backend) return &r;
    return nullptr;
}

}  // namespace e2e
