// The capture layer's records of exported memory, on the machine's Vulkan driver (lavapipe exports memory as opaque
// fds): export_probe.cpp run under the layer by hand, its log read line by line. Skips where no Vulkan device has
// VK_KHR_external_memory_fd.
#include "core/platform/process.h"
#include "tests/common/skip.h"
#include "tests/support/support.h"

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <string>
#include <vector>

using namespace syncstress;
using namespace syncstress::test;

TEST_CASE("export records: the layer records exportable allocations and each vkGetMemoryFdKHR with its memory and fd") {
    const auto dir = scratch();
    const std::string log = (std::filesystem::path(dir.path()) / "capture.log").string();
    const Outcome probe = run({SYNCSTRESS_EXPORT_PROBE}, {{"VK_ADD_LAYER_PATH", SYNCSTRESS_CAPTURE_LAYER_DIR},
                                                          {"VK_INSTANCE_LAYERS", "VK_LAYER_SYNCSTRESS_capture"},
                                                          {"SYNCSTRESS_CAPTURE_LOG", log}});
    INFO(probe.output);
    if (probe.exit_code == testing::k_skip_exit_code)
        return testing::skip(testing::k_require_vulkan, "no Vulkan device exports memory as fds here:\n" + probe.output);
    REQUIRE(probe.exit_code == 0);
    std::ifstream in(log);
    std::vector<std::string> allocations, exports;
    for (std::string line; std::getline(in, line);) {
        if (line.find(" vkAllocateMemory ") != std::string::npos) allocations.push_back(line);
        if (line.find(" vkGetMemoryFdKHR ") != std::string::npos) exports.push_back(line);
    }
    REQUIRE(allocations.size() == 2);
    for (const std::string& line : allocations) CHECK(line.find(" export=1") != std::string::npos);  // OPAQUE_FD_BIT
    REQUIRE(exports.size() == 2);
    // Each export names its memory (the allocation's handle), the handle type and the fd the program printed.
    const std::regex fields(R"( memory=(\d+) type=1 fd=(\d+))");
    const std::regex printed(R"(memory (\d) exported as fd (\d+))");
    std::vector<std::string> printed_fds;
    for (auto m = std::sregex_iterator(probe.output.begin(), probe.output.end(), printed); m != std::sregex_iterator(); ++m)
        printed_fds.push_back((*m)[2]);
    REQUIRE(printed_fds.size() == 2);
    for (size_t i = 0; i < 2; ++i) {
        std::smatch m;
        REQUIRE(std::regex_search(exports[i], m, fields));
        CHECK(allocations[i].find(" memory=" + m[1].str() + " ") != std::string::npos);
        CHECK(m[2].str() == printed_fds[i]);
    }
    CHECK(printed_fds[0] == printed_fds[1]);  // the fd number reused once closed, as the bridge's matching expects
}
