// The calibration cache through the binary on lavapipe: a run that delays writes the Vulkan delay's speed and
// --perturb auto's round trip under XDG_CACHE_HOME (LOCALAPPDATA on Windows); a corrupt file is noted and replaced;
// --no-cache leaves the folder alone; a run without delays measures nothing.
#include "tests/common/skip.h"
#include "tests/engine/e2e_support.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace fs = std::filesystem;

namespace {

bool need_vulkan() {
    static const auto backends = e2e::syncstress("backends");
    if (backends.output.find("vulkan: available") != std::string::npos) return true;
    ::syncstress::testing::skip(::syncstress::testing::k_require_vulkan, "Vulkan unavailable here:\n" + backends.output);
    return false;
}

syncstress::test::Env cache_env(const fs::path& root) { return {{"XDG_CACHE_HOME", root.string()}, {"LOCALAPPDATA", root.string()}}; }

std::vector<fs::path> files_in(const fs::path& folder) {
    std::vector<fs::path> files;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(folder, ec)) files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    return files;
}

std::string read(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

const std::string k_delaying = "scenarios/seeds/device-two-queues-sync.json";  // has delay ops

}  // namespace

TEST_CASE("vulkan: the delay's speed and the aimed round trip are kept in the cache folder, and read back") {
    if (!need_vulkan()) return;
    const fs::path root = e2e::temp_dir("calibration-cache");
    const auto env = cache_env(root);
    auto first = e2e::syncstress("run " + e2e::source(k_delaying) + " --backend vulkan -n 2 -q", env);
    REQUIRE_MESSAGE(first.exit_code == 0, first.output);
    const auto files = files_in(root / "syncstress");
    REQUIRE(files.size() == 2);  // aim-vulkan-<uuid>.txt, vulkan-delay-<uuid>.txt
    CHECK(files[0].filename().string().rfind("aim-vulkan-", 0) == 0);
    CHECK(files[1].filename().string().rfind("vulkan-delay-", 0) == 0);
    CHECK(read(files[1]).find("shader iterations per microsecond") != std::string::npos);
    CHECK(read(files[0]).find("aimed delay us, device queue") != std::string::npos);

    SUBCASE("read back: the files stay as they were") {
        const std::string delay = read(files[1]), aim = read(files[0]);
        auto again = e2e::syncstress("run " + e2e::source(k_delaying) + " --backend vulkan -n 2 -q", env);
        REQUIRE_MESSAGE(again.exit_code == 0, again.output);
        CHECK(again.output.find("calibration cache") == std::string::npos);
        CHECK(read(files[1]) == delay);
        CHECK(read(files[0]) == aim);
    }
    SUBCASE("a corrupt file: a note, measured again, replaced") {
        std::ofstream(files[1], std::ios::binary) << "syncstress calibration 1\nnonsense\n";
        auto again = e2e::syncstress("run " + e2e::source(k_delaying) + " --backend vulkan -n 2 -q", env);
        REQUIRE_MESSAGE(again.exit_code == 0, again.output);
        CHECK(again.output.find("note: calibration cache") != std::string::npos);
        CHECK(again.output.find("is corrupt") != std::string::npos);
        CHECK(read(files[1]).find("shader iterations per microsecond") != std::string::npos);
    }
    SUBCASE("--no-cache: a corrupt file is neither read nor replaced") {
        std::ofstream(files[1], std::ios::binary) << "corrupt\n";
        auto again = e2e::syncstress("run " + e2e::source(k_delaying) + " --backend vulkan -n 2 -q --no-cache", env);
        REQUIRE_MESSAGE(again.exit_code == 0, again.output);
        CHECK(again.output.find("calibration cache") == std::string::npos);
        CHECK(read(files[1]) == "corrupt\n");
    }
    fs::remove_all(root);
}

TEST_CASE("vulkan: a run without delays or --perturb auto calibrates nothing and writes no cache") {
    if (!need_vulkan()) return;
    const fs::path root = e2e::temp_dir("calibration-cache-none");
    auto out = e2e::syncstress("run " + e2e::source("scenarios/bench/cpu-trivial.json") + " --backend vulkan -n 1 --perturb off -q",
                               cache_env(root));
    REQUIRE_MESSAGE(out.exit_code == 0, out.output);
    CHECK(files_in(root / "syncstress").empty());
    fs::remove_all(root);
}
