// Runs everywhere: a probe and its create agree, and an unavailable backend says why, naming the real cause, in
// every supported build (with or without CUDA) and on every machine (with or without the driver).
#include "tests/cuda/cuda_test_rig.h"

#include "core/backends/vulkan/vulkan_backend.h"

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
            if (testing::required(testing::k_require_cuda))
                FAIL_CHECK(std::string(testing::k_require_cuda) << "=1 but " << name << " is unavailable: " << availability.reason);
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

#ifndef SYNCSTRESS_CUDA_BUILT
TEST_CASE("cuda: a build without CUDA says so for both CUDA backends") {
    for (const std::string name : {"cuda", "vulkan+cuda"}) {
        CAPTURE(name);
        const sync::Availability availability = test::probe(name);
        REQUIRE_FALSE(availability.available);
        CHECK(availability.reason.rfind("built without CUDA", 0) == 0);
    }
}
#elif !defined(_WIN32)
TEST_CASE("cuda: the reason names a missing driver library exactly when it is missing") {
    void* driver = dlopen("libcuda.so.1", RTLD_LAZY | RTLD_LOCAL);
    const bool driver_loads = driver != nullptr;
    if (driver) dlclose(driver);
    CAPTURE(driver_loads);
    const sync::Availability cuda = test::probe("cuda");
    const sync::Availability interop = test::probe("vulkan+cuda");
    CAPTURE(cuda.reason);
    CAPTURE(interop.reason);
    CHECK(cuda.reason.find("built without CUDA") == std::string::npos);
    if (driver_loads) {
        // Available or not, the reason may not blame a driver that is there.
        CHECK(cuda.reason.find("no NVIDIA driver") == std::string::npos);
        CHECK(interop.reason.find("no NVIDIA driver") == std::string::npos);
        return;
    }
    // Not "insufficient driver", which reads as an old driver on a machine that has none.
    REQUIRE_FALSE(cuda.available);
    CHECK(cuda.reason.find("no NVIDIA driver: libcuda.so.1 cannot be loaded") != std::string::npos);
    REQUIRE_FALSE(interop.available);
    if (backends::probe_vulkan({}).available)
        CHECK(interop.reason.find("no NVIDIA driver") != std::string::npos);
    else
        CHECK(interop.reason.rfind("needs Vulkan: ", 0) == 0);
}
#endif
