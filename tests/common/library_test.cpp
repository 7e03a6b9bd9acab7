// platform::loaded_library (core/platform/library.h): an already-loaded library is reached without loading it, and a
// library the process has not loaded is not loaded by asking. The Vulkan loader stands in: this test binary does not
// link it, and loads it only here.
#include "core/platform/library.h"
#include "tests/common/skip.h"

#include <doctest/doctest.h>

#include <string>

using namespace syncstress;

TEST_CASE("platform: loaded_library reaches a library already loaded and never loads one") {
    const char* name = platform::vulkan_loader_library().name;
    CHECK(platform::loaded_library(name).handle == nullptr);
    CHECK(platform::loaded_library(name).handle == nullptr);  // the first ask did not load it
    std::string error;
    const platform::Library loaded = platform::load_system_library(name, error);
    if (!loaded.handle) return testing::skip(testing::k_require_vulkan, std::string("no ") + name + " here to load (" + error + ")");
    const platform::Library found = platform::loaded_library(name);
    REQUIRE(found.handle != nullptr);
    CHECK(platform::library_symbol(found, "vkGetInstanceProcAddr") != nullptr);
}
