// The contexts backends get of a device (core/backends/vulkan/vulkan_device.h): backends running at once lease hardware
// queues no other one uses, of one device where it has enough, and a device no context leases is kept for the next.
// lavapipe has one queue, so there the contexts get a device each; the GPU bundle's tests run the shared case.
#include "tests/vulkan/vulkan_fixture.h"

#include "core/backends/vulkan/vulkan_device.h"

using namespace syncstress;
using namespace syncstress::testing;

namespace {

backends::vk::DeviceConfig two_at_once(bool validate = false) {
    backends::vk::DeviceConfig config;
    config.validate = validate;
    config.queues = 1;
    config.jobs = 2;
    return config;
}

}  // namespace

TEST_CASE("vulkan contexts: two at once lease distinct hardware queues, of one device where it has two") {
    if (!vulkan_available()) return;
    auto a = must(backends::vk::create_context(two_at_once()));
    auto b = must(backends::vk::create_context(two_at_once()));
    REQUIRE(a->queues.size() == 1);
    REQUIRE(b->queues.size() == 1);
    const bool room = backends::vk::hardware_queue_capacity(*a) >= 2;
    MESSAGE(a->device_name << ": " << backends::vk::hardware_queue_capacity(*a) << " hardware queues");
    if (room) {
        CHECK(a->device == b->device);
        CHECK(a->queues[0] != b->queues[0]);
        CHECK(a->leased != b->leased);
    } else {
        CHECK(a->device != b->device);
    }
    const VkDevice a_device = a->device;
    const VkQueue a_queue = a->queues[0];
    backends::vk::release_context(*a);
    CHECK(a->device == VK_NULL_HANDLE);
    CHECK(a->queues.empty());
    // The queue a gave back is leased again, of the same device (kept while b runs, or because b leases it too).
    auto c = must(backends::vk::create_context(two_at_once()));
    CHECK(c->device == a_device);
    CHECK(c->queues == std::vector<VkQueue>{a_queue});
    backends::vk::release_context(*b);
    backends::vk::release_context(*c);
}

TEST_CASE("vulkan contexts: a validating context shares its device with no other running one") {
    if (!vulkan_available()) return;
    if constexpr (built_with("address"))
        return skip(nullptr, "sanitizer build: LeakSanitizer reports the validation layer's allocations as <unknown module>");
    auto a = backends::vk::create_context(two_at_once(true));
    if (!a) {
        CHECK(a.error().message.find("vulkan-validationlayers") != std::string::npos);
        return skip(k_require_validation, a.error().message);
    }
    auto b = must(backends::vk::create_context(two_at_once(true)));
    CHECK((*a)->device != b->device);
    auto plain = must(backends::vk::create_context(two_at_once(false)));
    CHECK(plain->device != (*a)->device);
    CHECK(plain->device != b->device);
    backends::vk::release_context(**a);
    backends::vk::release_context(*b);
    backends::vk::release_context(*plain);
}
