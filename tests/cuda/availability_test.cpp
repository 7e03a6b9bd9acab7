// Runs everywhere: a probe and its create agree, and an unavailable backend says why instead of crashing.
#include "tests/cuda/cuda_test_rig.h"

#ifndef _WIN32
#include <dlfcn.h>
#endif

using namespace syncstress;

TEST_CASE("cuda and vulkan+cuda: probe and create agree, an unavailable backend gives its reason") {
    for (const std::string name : {"cuda", "vulkan+cuda"}) {
        CAPTURE(name);
        const sync::Availability availability = test::probe(name);
        auto backend = name == "cuda" ? backends::create_cuda_backend({}) : backends::create_vulkan_cuda_backend({});
        if (!availability.available) {
            MESSAGE(name << " unavailable: " << availability.reason);
            CHECK_FALSE(availability.reason.empty());
            REQUIRE_FALSE(backend.ok());
            // Errors name their backend first, so a report line says which one failed.
            CHECK(backend.error().message.rfind(name + ":", 0) == 0);
        } else {
            CHECK(availability.reason.empty());
            CHECK_FALSE(availability.device.empty());
            REQUIRE_MESSAGE(backend.ok(), test::why(backend));
            const sync::BackendInfo& info = (*backend)->info();
            CHECK(info.name == name);
            CHECK(info.device_side);
            CHECK(info.cuda_side);
            CHECK_FALSE(info.device.empty());
        }
    }
}

#ifndef _WIN32
TEST_CASE("cuda: on a machine without the NVIDIA driver library, the reason says so rather than 'insufficient driver'") {
    void* driver = dlopen("libcuda.so.1", RTLD_LAZY | RTLD_LOCAL);
    if (driver) {
        dlclose(driver);
        return;  // a driver is installed: the case does not arise here
    }
    const sync::Availability availability = test::probe("cuda");
    REQUIRE_FALSE(availability.available);
    CHECK(availability.reason.find("no NVIDIA driver: libcuda.so.1 cannot be loaded") != std::string::npos);
    const sync::Availability interop = test::probe("vulkan+cuda");
    REQUIRE_FALSE(interop.available);
    CHECK(interop.reason.find("no NVIDIA driver") != std::string::npos);
}
#endif
