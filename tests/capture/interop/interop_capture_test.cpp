// `syncstress capture` of shared_timeline.cu, slangpy's protocol between Vulkan and CUDA in one process: the Vulkan
// layer and the CUDA subscriber record it into one log, and the bridge joins CUDA's imports with Vulkan's exports.
// The fixed program is clean; the broken one (the stream does not wait for the timeline) shows the race between the
// device's fill and the kernel, naming both calls. Skips where the program finds no CUDA device or no Vulkan device
// that is the CUDA device.
#include "tests/common/skip.h"
#include "tests/support/support.h"

#include <doctest/doctest.h>

#include <filesystem>

using namespace syncstress;
using namespace syncstress::test;

namespace {

bool interop_here() { return runs_here(SYNCSTRESS_SHARED_TIMELINE, testing::k_require_cuda, "shared_timeline"); }

Outcome capture(const platform::TempDir& dir, const std::string& args) {
    const std::string file = (std::filesystem::path(dir.path()) / "captured.json").string();
    return test::syncstress("capture -o '" + file + "' -- '" + std::string(SYNCSTRESS_SHARED_TIMELINE) + "' " + args);
}

}  // namespace

TEST_CASE("interop capture: the shared buffer and timeline of Vulkan and CUDA are joined, and the protocol is clean") {
    if (!interop_here()) return;
    const auto dir = scratch();
    const Outcome c = capture(dir, "");
    INFO(c.output);
    CHECK(c.exit_code == 0);
    CHECK(has(c.output, "Vulkan and CUDA joined: 1 memory import(s) and 1 semaphore import(s)"));
    CHECK_FALSE(has(c.output, "race:"));
}

TEST_CASE("interop capture: without the stream's wait for the timeline, the kernel races the device's fill") {
    if (!interop_here()) return;
    const auto dir = scratch();
    const Outcome c = capture(dir, "--broken");
    INFO(c.output);
    CHECK(c.exit_code == 1);
    CHECK(has(c.output, "race:"));
    CHECK(has(c.output, "vkCmdFillBuffer"));
    CHECK(has(c.output, "cuLaunchKernel"));
}
