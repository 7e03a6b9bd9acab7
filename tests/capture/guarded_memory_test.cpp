// The capture layer's guard pages (core/platform/guarded_memory.h) on this platform's faults: SIGSEGV on Linux, a
// vectored exception handler on Windows (under Wine in the Windows suite).
#include "core/platform/guarded_memory.h"
#include "core/platform/guarded_memory_os.h"

#include <doctest/doctest.h>

#include <vector>

using namespace syncstress::platform;

namespace {

uint32_t thread_seven() { return 7; }

}  // namespace

// One test case: doctest puts a fault handler of its own in place for each test case and takes it away after, and
// the guard handler, installed once in the process, is chained in front of the one of the test case that first guards.
TEST_CASE("guarded memory: first reads and writes by page, the host's bytes given back, the device's brought in, and a release") {
    const size_t page = guard_os::page_size();
    std::vector<char> real(3 * page, 'r');
    GuardedRegion* region = guard(real.data(), real.size(), &thread_seven);
    REQUIRE(region);
    auto* copy = static_cast<volatile char*>(guarded_data(region));
    CHECK(static_cast<const void*>(const_cast<char*>(copy)) != static_cast<const void*>(real.data()));
    const uint64_t touched = touches();

    // A read of page 0 and a write of page 2: one access each, the write given back to the real memory.
    CHECK(copy[1] == 'r');
    copy[2 * page + 5] = 'x';
    CHECK(touches() == touched + 2);
    std::vector<PageAccess> accesses = sync(region);
    REQUIRE(accesses.size() == 2);
    CHECK(accesses[0].offset == 0);
    CHECK(accesses[0].size == page);
    CHECK(accesses[0].read);
    CHECK_FALSE(accesses[0].write);
    CHECK(accesses[0].thread == 7);
    CHECK(accesses[1].offset == 2 * page);
    CHECK(accesses[1].write);
    CHECK(real[2 * page + 5] == 'x');
    CHECK(sync(region).empty());  // nothing touched since

    // The device writes bytes of the real memory beside the host's own write of that page: the host's byte is given
    // back, the device's stay, and the copy has the device's after the sync.
    copy[0] = 'a';
    real[10] = 'd';
    real[page + 1] = 'e';
    accesses = sync(region);
    REQUIRE(accesses.size() == 1);
    CHECK(accesses[0].write);
    CHECK(real[0] == 'a');
    CHECK(real[10] == 'd');
    CHECK(copy[10] == 'd');
    CHECK(copy[page + 1] == 'e');

    // A release gives back what the host wrote since the last sync.
    copy[page + 2] = 'z';
    release(region);
    CHECK(real[page + 2] == 'z');
    CHECK(real[page + 1] == 'e');
}
