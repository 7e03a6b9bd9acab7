// The capture log as the subscriber's tests read it back: its lines without their index, "t<thread> <call> <fields>".
#pragma once

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace syncstress::test {

inline std::vector<std::string> log_lines(const std::filesystem::path& file) {
    std::ifstream in(file);
    std::vector<std::string> out;
    for (std::string line; std::getline(in, line);) out.push_back(line.substr(line.find(' ') + 1));
    return out;
}

}  // namespace syncstress::test
