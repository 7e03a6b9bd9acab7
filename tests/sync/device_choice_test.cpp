// --device SPEC against a list of devices: an index, a UUID prefix (dashes ignored), a part of the name; a spec that
// names none, several, or a device the backend cannot use is an error that lists the devices.
#include "core/sync/device_choice.h"

#include <doctest/doctest.h>

#include <string>
#include <vector>

using namespace syncstress;

namespace {

std::vector<sync::DeviceEntry> laptop() {
    sync::DeviceEntry integrated{"Intel(R) UHD Graphics 770", {}, ""};
    sync::DeviceEntry discrete{"NVIDIA GeForce RTX 4070 Laptop GPU", {}, ""};
    sync::DeviceEntry cpu{"llvmpipe (LLVM 15.0.6, 256 bits)", {}, "no timelineSemaphore"};
    integrated.uuid = {0x86, 0x80, 0xa7, 0x80, 0x04};
    discrete.uuid = {0x1f, 0x2e, 0x3d, 0x4c, 0x5b};
    cpu.uuid = {0x6d, 0x65, 0x73, 0x61};
    return {integrated, discrete, cpu};
}

std::string error_of(std::string_view spec) {
    auto chosen = sync::choose_device(spec, laptop(), "Vulkan");
    REQUIRE_FALSE(chosen);
    return chosen.error().message;
}

}  // namespace

TEST_CASE("--device: an index, a UUID prefix or a part of the name chooses one device") {
    const auto devices = laptop();
    CHECK(*sync::choose_device("0", devices, "Vulkan") == 0);
    CHECK(*sync::choose_device("1", devices, "Vulkan") == 1);
    CHECK(*sync::choose_device("1f2e3d", devices, "Vulkan") == 1);
    CHECK(*sync::choose_device("1F2E-3D4C", devices, "Vulkan") == 1);  // as UUIDs are often written
    CHECK(*sync::choose_device("geforce", devices, "Vulkan") == 1);
    CHECK(*sync::choose_device("UHD", devices, "Vulkan") == 0);
}

TEST_CASE("--device: a spec that names no device, several, or one the backend cannot use is refused, listing them") {
    const std::string none = error_of("radeon");
    CHECK(none.find("--device radeon: names no Vulkan device") != std::string::npos);
    CHECK(none.find("0: Intel(R) UHD Graphics 770 (uuid 8680a78004") != std::string::npos);
    CHECK(none.find("2: llvmpipe (LLVM 15.0.6, 256 bits) (uuid 6d657361") != std::string::npos);
    CHECK(none.find("not usable: no timelineSemaphore") != std::string::npos);
    CHECK(error_of("3").find("names no Vulkan device") != std::string::npos);
    CHECK(error_of("99999999999999999999").find("names no Vulkan device") != std::string::npos);  // no overflow
    CHECK(error_of("i").find("names 3 devices: give an index or a UUID prefix") != std::string::npos);
    CHECK(error_of("llvmpipe").find("names a device the backend cannot use") != std::string::npos);
    auto empty = sync::choose_device("0", {}, "CUDA");
    REQUIRE_FALSE(empty);
    CHECK(empty.error().message.find("(CUDA: there is none)") != std::string::npos);
}
