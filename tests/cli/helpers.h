// What the tests of tests/cli share: their scripts, scratch folders, and checks on processes.
#pragma once

#include "tool/process.h"

#include <doctest/doctest.h>

#include <chrono>
#include <csignal>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>

#include <sys/types.h>

namespace syncstress::test {

inline std::string script(const std::string& name) { return std::string(SYNCSTRESS_CLI_SCRIPTS) + "/" + name; }

inline tool::TempDir scratch() {
    auto dir = tool::TempDir::create("syncstress-cli-test");
    REQUIRE(dir.ok());
    return std::move(*dir);
}

inline std::string read_text(const std::string& path) {
    std::ifstream in(path);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

inline void write_text(const std::string& path, const std::string& text) { std::ofstream(path) << text; }

// True once `pid` is gone (or a zombie nobody has reaped yet: it runs no more), waiting up to 3 s.
inline bool process_gone(pid_t pid) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(3);
    while (std::chrono::steady_clock::now() < until) {
        if (::kill(pid, 0) != 0) return true;
        std::string stat = read_text("/proc/" + std::to_string(pid) + "/stat");
        auto close = stat.rfind(')');
        if (close != std::string::npos && close + 2 < stat.size() && stat[close + 2] == 'Z') return true;
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    return false;
}

inline double seconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace syncstress::test
