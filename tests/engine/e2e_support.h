// Running the real syncstress binary from tests, and reading back what it wrote.
#pragma once

#include <nlohmann/json.hpp>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <sys/wait.h>

namespace e2e {

struct Outcome {
    int exit_code = -1;
    std::string output;  // stdout and stderr together
};

inline std::string source(const std::string& relative) { return std::string(SYNCSTRESS_SOURCE_DIR) + "/" + relative; }

// Runs a shell command; output is what it writes to stdout.
inline Outcome run_shell(const std::string& command) {
    Outcome o;
    FILE* pipe = popen(command.c_str(), "r");
    if (!pipe) return o;
    char buffer[4096];
    size_t n;
    while ((n = fread(buffer, 1, sizeof buffer, pipe)) > 0) o.output.append(buffer, n);
    const int status = pclose(pipe);
    o.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    return o;
}

// Runs `syncstress ARGS` through the shell; ARGS is shell syntax.
inline Outcome syncstress(const std::string& args) { return run_shell(std::string(SYNCSTRESS_BINARY) + " " + args + " 2>&1"); }

inline std::filesystem::path temp_dir(const std::string& name) {
    auto dir = std::filesystem::temp_directory_path() / ("syncstress-test-" + name + "-" + std::to_string(::getpid()));
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
    const std::string command = "/usr/bin/python3 " + source("scripts/validate_report.py") + " " +
                                source("docs/report.schema.json") + " " + report.string() + " 2>&1";
    const Outcome o = run_shell(command);
    return o.exit_code == 0 ? std::string() : (o.output.empty() ? "validator failed" : o.output);
}

inline const nlohmann::json* find_result(const nlohmann::json& report, const std::string& scenario, const std::string& backend) {
    for (const auto& r : report["results"])
        if (r["scenario"] == scenario && r["backend"] == backend) return &r;
    return nullptr;
}

}  // namespace e2e
