// The capture layer's guard pages (core/platform/guarded_memory.h) on this platform's faults: SIGSEGV on Linux, a
// vectored exception handler on Windows (under Wine in the Windows suite).
#include "core/platform/guarded_memory.h"
#include "core/platform/guarded_memory_os.h"

#include <doctest/doctest.h>

#include <atomic>
#include <thread>
#include <vector>

using namespace syncstress::platform;

namespace {

uint32_t thread_seven() { return 7; }

}  // namespace

// One test case: doctest puts a fault handler of its own in place for each test case and takes it away after, and
// the guard handler, installed once in the process, is chained in front of the one of the test case that first guards.
TEST_CASE("guarded memory: first reads and writes by page, the host's bytes given back, the device's brought in, a release, "
          "and memory guarded in place") {
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

    // A sync that says the device wrote, then the device's write: the page comes from the real memory when the program
    // comes to it (a program that waits for the device by polling memory makes no call between the two).
    copy[0] = 'b';
    sync(region);
    real[page + 1] = 'f';
    CHECK(copy[page + 1] == 'f');
    sync(region, false);

    // A release gives back what the host wrote since the last sync.
    copy[page + 2] = 'z';
    release(region);
    CHECK(real[page + 2] == 'z');
    CHECK(real[page + 1] == 'f');

    // In place (pinned memory, which the device reaches at the same address): no copy, each access seen where it is,
    // the offsets clipped to the region's bytes, which start 100 bytes into its first page and end inside its third.
    auto* pages = static_cast<char*>(guard_os::allocate(4 * page));
    REQUIRE(pages);
    GuardedRegion* pinned = guard_in_place(pages + 100, 2 * page, &thread_seven);
    REQUIRE(pinned);
    CHECK(guarded_data(pinned) == static_cast<void*>(pages));  // its first page
    GuardedRegion* mapping = guard(real.data(), page, &thread_seven);
    REQUIRE(mapping);
    CHECK_FALSE(guard_in_place(guarded_data(mapping), page, &thread_seven));  // a guarded copy's pages stay its own
    release(mapping);
    volatile char* at = pages;
    at[100] = 'p';                  // page 0: bytes 0 .. page - 100 of the region
    CHECK(at[2 * page + 50] == 0);  // page 2: its last 100 bytes
    accesses = sync(pinned);
    REQUIRE(accesses.size() == 2);
    CHECK(accesses[0].offset == 0);
    CHECK(accesses[0].size == page - 100);
    CHECK(accesses[0].write);
    CHECK(accesses[1].offset == 2 * page - 100);
    CHECK(accesses[1].size == 100);
    CHECK(accesses[1].read);
    CHECK_FALSE(accesses[1].write);
    CHECK(sync(pinned).empty());
    // Each sync guards a touched page again: its next access is seen.
    at[101] = 'q';
    accesses = sync(pinned);
    REQUIRE(accesses.size() == 1);
    CHECK(accesses[0].write);

    // A page two regions share in place (the second starts in the first's last page): an access of it counts for
    // both, and the first's release leaves it guarded for the second.
    GuardedRegion* beside = guard_in_place(pages + 2 * page + 200, page, &thread_seven);
    REQUIRE(beside);
    at[2 * page + 300] = 's';
    CHECK(sync(pinned).size() == 1);
    accesses = sync(beside);
    REQUIRE(accesses.size() == 1);
    CHECK(accesses[0].offset == 0);
    CHECK(accesses[0].size == page - 200);
    release(pinned);
    at[2 * page + 400] = 't';
    CHECK(sync(beside).size() == 1);
    at[0] = 'u';  // page 0 is open again
    release(beside);
    at[3 * page + 1] = 'v';
    CHECK(pages[3 * page + 1] == 'v');
    CHECK(pages[100] == 'p');  // each written where it is: no copy
    CHECK(pages[101] == 'q');
    guard_os::free(pages, 4 * page);

    // Another thread writes while this one syncs over and over: each sync guards the pages it takes before it reads
    // them, and that thread's faults wait for it, so no write is lost between a sync's give-back and its refresh.
    std::vector<uint32_t> words(8 * page / sizeof(uint32_t), 0);
    GuardedRegion* busy = guard(words.data(), words.size() * sizeof(uint32_t), &thread_seven);
    REQUIRE(busy);
    auto* shared = static_cast<volatile uint32_t*>(guarded_data(busy));
    const size_t per_page = page / sizeof(uint32_t);
    std::atomic<bool> stop{false};
    std::atomic<uint32_t> last{0};
    std::thread writer([&] {
        uint32_t v = 0;
        while (!stop) {
            ++v;
            shared[(v % 8) * per_page + v % 7] = v;
            if (v % 1024 == 0) last = v;
        }
        last = v;
    });
    size_t syncs = 0;
    while (syncs < 500 || last < 100000) {
        sync(busy);
        ++syncs;
        std::this_thread::yield();
    }
    stop = true;
    writer.join();
    sync(busy);
    const uint32_t written = last;
    bool kept = true;
    for (uint32_t v = written - 55; v <= written; ++v) kept = kept && words[(v % 8) * per_page + v % 7] == v;
    CHECK(kept);
    release(busy);
}
