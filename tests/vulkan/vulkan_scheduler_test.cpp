// The backend's scheduler of held batches (core/backends/vulkan/vulkan_queue.h), on a real device: a batch whose
// wait is signalled from outside the backend (as CUDA does on vulkan+cuda) must reach the hardware by itself.
#include "tests/vulkan/vulkan_fixture.h"

#include "core/backends/vulkan/vulkan_queue.h"

#include <chrono>
#include <thread>

using namespace syncstress;
using namespace syncstress::testing;
using namespace std::chrono;

TEST_CASE("vulkan scheduler: a batch held for a value signalled outside the backend is submitted without any call") {
    if (!vulkan_available()) return;
    auto context = must(backends::vk::create_context({}, nullptr));
    auto& c = *context;
    VkSemaphore outside = must(backends::vk::create_timeline(c, 0, false, "test"));
    VkSemaphore done = must(backends::vk::create_timeline(c, 0, false, "test"));
    {
        backends::vk::Submitter submitter(c);
        must(submitter.init());
        must(submitter.add_semaphore(0, outside, 0));
        must(submitter.add_semaphore(1, done, 0));
        submitter.add_queue(0);
        std::vector<backends::vk::ReadyBatch> batches(1);
        batches[0].waits = {{0, 1}};
        batches[0].signals = {{1, 1}};
        batches[0].op = "test batch";
        must(submitter.enqueue(0, batches));
        std::this_thread::sleep_for(milliseconds(20));
        REQUIRE(must(submitter.value(1)) == 0);  // held: nothing signals `outside` as far as the backend knows

        // What CUDA does on vulkan+cuda: the value arrives with no call into the backend.
        VkSemaphoreSignalInfo signal{VK_STRUCTURE_TYPE_SEMAPHORE_SIGNAL_INFO, nullptr, outside, 1};
        REQUIRE(c.api.vkSignalSemaphore(c.device, &signal) == VK_SUCCESS);
        // value() does not flush: only the scheduler thread can have submitted the batch.
        const auto start = steady_clock::now();
        while (must(submitter.value(1)) < 1 && steady_clock::now() - start < k_timeout) std::this_thread::sleep_for(microseconds(100));
        const double ms = duration<double, std::milli>(steady_clock::now() - start).count();
        MESSAGE("held batch reached the hardware " << ms << " ms after the outside signal");
        CHECK(must(submitter.value(1)) == 1);
        CHECK(ms < 1000);
        REQUIRE(submitter.drain(seconds(4)));
        submitter.destroy();
    }
    c.api.vkDestroySemaphore(c.device, outside, nullptr);
    c.api.vkDestroySemaphore(c.device, done, nullptr);
    backends::vk::destroy_context(c);
}

TEST_CASE("vulkan contexts: a released context serves the run's next one, once, and one per set of flags is kept") {
    if (!vulkan_available()) return;
    auto kept = std::make_shared<sync::KeptDevices>();
    auto first = must(backends::vk::create_context({}, kept.get()));
    const VkDevice device = first->device;
    backends::vk::release_context(*first, kept.get());
    CHECK(first->device == VK_NULL_HANDLE);  // the caller's is emptied

    auto second = must(backends::vk::create_context({}, kept.get()));
    CHECK(second->device == device);
    // Taken out, so a third of the same flags gets a device of its own.
    auto third = must(backends::vk::create_context({}, kept.get()));
    CHECK(third->device != device);
    backends::vk::release_context(*third, kept.get());
    backends::vk::release_context(*second, kept.get());  // the same flags: one of the two is kept, the other destroyed
    CHECK(kept->take("vulkan", [](const void*) { return true; }) != nullptr);
    CHECK(kept->take("vulkan", [](const void*) { return true; }) == nullptr);
}
