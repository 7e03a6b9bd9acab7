// `syncstress capture` of programs that order their threads themselves (host_threads.cpp; syncstress's own vulkan
// backend running the shipped scenarios of several host threads), on the machine's Vulkan driver (lavapipe in CI):
// the program's mutexes, condition variables, thread starts and joins order its threads in the scenario, and a
// read that nothing orders is still the race.
#include "core/scenario/loader.h"
#include "tests/common/skip.h"
#include "tests/support/support.h"

#include <doctest/doctest.h>

#include <filesystem>

using namespace syncstress;
using namespace syncstress::test;

namespace {

const std::string k_program = SYNCSTRESS_HOST_THREADS;

bool vulkan_here() { return runs_here(k_program, testing::k_require_vulkan, "the host-threads program"); }

Outcome capture(const platform::TempDir& dir, const std::string& flags, const std::string& order) {
    const std::string file = (std::filesystem::path(dir.path()) / "threads.json").string();
    return test::syncstress("capture " + flags + " -o '" + file + "' -- '" + k_program + "' " + order);
}

}  // namespace

TEST_CASE("capture host sync: a reader ordered after the fence wait by a mutex, a condition variable, a read-write lock, a join or a start "
          "has no race") {
    if (!vulkan_here()) return;
    for (const char* order : {"--mutex", "--condvar", "--rwlock", "--join", "--start"}) {
        CAPTURE(order);
        const auto dir = scratch();
        const Outcome c = capture(dir, "", order);
        INFO(c.output);
        CHECK(c.exit_code == 0);
        CHECK(has(c.output, "host_threads: the reader found 1024 of 1024 words right"));
        CHECK(has(c.output, "2 thread(s)"));
        CHECK(has(c.output, "the program's own thread synchronisation"));
        CHECK_FALSE(has(c.output, "race"));
    }
}

TEST_CASE("capture host sync: a reader that nothing orders after the copy races it, its read and the copy named") {
    if (!vulkan_here()) return;
    const auto dir = scratch();
    const Outcome c = capture(dir, "", "--none");
    INFO(c.output);
    CHECK(c.exit_code == 1);
    CHECK(has(c.output, "host read of mapped memory #"));
    CHECK(has(c.output, "on thread thread-1) reads buffer1"));
    CHECK(has(c.output, "(download on queue family0-queue0; vkCmdCopyBuffer #"));
}

TEST_CASE("capture host sync: a read made before the reader took the mutex is the race, though a later read is ordered") {
    if (!vulkan_here()) return;
    const auto dir = scratch();
    const Outcome c = capture(dir, "", "--early");
    INFO(c.output);
    CHECK(c.exit_code == 1);
    CHECK(has(c.output, "the program's own thread synchronisation"));
    CHECK(has(c.output, "race: threads.thread-1.steps[0] (check on thread thread-1; host read of mapped memory #"));
}

TEST_CASE("capture host sync: with --no-host-sync the program's mutex is not seen, and its ordered read is reported as a race") {
    if (!vulkan_here()) return;
    const auto dir = scratch();
    const Outcome c = capture(dir, "--no-host-sync", "--mutex");
    INFO(c.output);
    CHECK(c.exit_code == 1);
    CHECK_FALSE(has(c.output, "the program's own thread synchronisation"));
    CHECK(has(c.output, "host read of mapped memory #"));
}

TEST_CASE("capture host sync: syncstress's own vulkan backend running the shipped scenarios of several host threads has no race") {
    if (!vulkan_here()) return;
    for (const char* pattern : {"pinned-staging-handed-back-by-the-queue", "submission-thread-hand-off"}) {
        CAPTURE(pattern);
        const auto dir = scratch();
        const std::string file = (std::filesystem::path(dir.path()) / "self.json").string();
        const Outcome c =
            test::syncstress("capture -o '" + file + "' -- '" SYNCSTRESS_BINARY "' run '" SYNCSTRESS_SOURCE_DIR "/scenarios/patterns/" +
                                 std::string(pattern) + ".json' --backend vulkan -n 1",
                             {{"XDG_CACHE_HOME", dir.path()}});
        INFO(c.output);
        CHECK(c.exit_code == 0);
        CHECK(has(c.output, "the program's own thread synchronisation"));
        CHECK_FALSE(has(c.output, "race"));
    }
}
