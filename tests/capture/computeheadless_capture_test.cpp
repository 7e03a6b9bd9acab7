// `syncstress capture` of Sascha Willems' computeheadless (third_party/computeheadless), run unchanged, and of its
// copies with one synchronization removed (computeheadless-patches/), on the machine's Vulkan driver: on Linux through
// its loader (lavapipe in CI), on Windows under Wine through the Khronos loader built beside the program.
#include "core/scenario/loader.h"
#include "tests/common/skip.h"
#include "tests/support/support.h"

#include <doctest/doctest.h>

#include <filesystem>

using namespace syncstress;
using namespace syncstress::test;

namespace {

// Whether computeheadless runs at all here (without the layer); skips the test where it does not.
bool vulkan_here() { return runs_here(SYNCSTRESS_COMPUTEHEADLESS, testing::k_require_vulkan, "computeheadless"); }

}  // namespace

TEST_CASE("capture: Sascha Willems' computeheadless, run unchanged, is captured: its upload, download, fences and dispatch") {
    if (!vulkan_here()) return;
    const auto dir = scratch();
    const std::string file = (std::filesystem::path(dir.path()) / "computeheadless.json").string();
    const Outcome c = test::syncstress("capture -o '" + file + "' -- '" SYNCSTRESS_COMPUTEHEADLESS "'");
    INFO(c.output);
    CHECK(c.exit_code == 0);
    CHECK(has(c.output, "1346269"));                // its own output: the 32nd Fibonacci number the shader computed
    CHECK_FALSE(has(c.output, "vkCmdDispatch x"));  // its dispatch is an opaque kernel of the scenario
    auto loaded = scenario::load_scenario_file(file);
    REQUIRE(loaded.errors.empty());
    size_t uploads = 0, downloads = 0, kernels = 0;
    for (const auto& step : loaded.scenario->steps)
        if (const auto* submit = std::get_if<scenario::Submit>(&step))
            for (const auto& command : submit->commands) {
                uploads += std::holds_alternative<scenario::Upload>(command);
                downloads += std::holds_alternative<scenario::Download>(command);
                if (const auto* kernel = std::get_if<scenario::OpaqueDispatch>(&command))
                    kernels += kernel->reads.size() == 1 && kernel->writes.size() == 1;  // its one buffer, read and written in place
            }
    CHECK(uploads == 1);
    CHECK(downloads == 1);
    CHECK(kernels == 1);
}

namespace {

// computeheadless, or the copy of it that tests/capture/computeheadless-patches/NAME.patch changed, captured.
Outcome capture_computeheadless(const platform::TempDir& dir, const std::string& patch) {
    const std::string program =
        patch.empty() ? std::string(SYNCSTRESS_COMPUTEHEADLESS) : std::string(SYNCSTRESS_COMPUTEHEADLESS_DIR) + "/computeheadless-" + patch;
    const std::string file = (std::filesystem::path(dir.path()) / "computeheadless.json").string();
    return test::syncstress("capture -o '" + file + "' -- '" + program + "'");
}

}  // namespace

TEST_CASE("capture: computeheadless as its author wrote it has no race") {
    if (!vulkan_here()) return;
    const Outcome c = capture_computeheadless(scratch(), "");
    INFO(c.output);
    CHECK(c.exit_code == 0);
    CHECK(has(c.output, "PASS      capture-computeheadless"));
    CHECK_FALSE(has(c.output, "race"));
}

TEST_CASE("capture: computeheadless without the barrier between its dispatch and its readback copy: the race, named by the calls") {
    if (!vulkan_here()) return;
    const Outcome c = capture_computeheadless(scratch(), "no-readback-barrier");
    INFO(c.output);
    CHECK(c.exit_code == 1);
    CHECK(has(c.output, "1346269"));  // the program ran to its end (lavapipe ran the commands in order)
    CHECK(has(c.output, "(download on queue family0-queue0; vkCmdCopyBuffer #"));
    CHECK(has(c.output, "(opaque on queue family0-queue0; vkCmdDispatch #"));
    CHECK(has(c.output, "fix: add {\"op\": \"barrier\""));
}

TEST_CASE("capture: computeheadless without its fence wait: the host's read of the readback races the copy into it") {
    if (!vulkan_here()) return;
    const Outcome c = capture_computeheadless(scratch(), "no-fence-wait");
    INFO(c.output);
    CHECK(c.exit_code == 1);
    CHECK(has(c.output, "(check on the host; host read of mapped memory #"));
    CHECK(has(c.output, "(download on queue family0-queue0; vkCmdCopyBuffer #"));
}

TEST_CASE("capture: computeheadless without the barrier in front of its dispatch has no race: the upload's fence wait orders it") {
    if (!vulkan_here()) return;
    const Outcome c = capture_computeheadless(scratch(), "no-upload-barrier");
    INFO(c.output);
    CHECK(c.exit_code == 0);
    CHECK_FALSE(has(c.output, "race"));
}
