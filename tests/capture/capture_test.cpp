// `syncstress capture` of a real Vulkan program (staging_probe.cpp) under the capture layer, on the machine's
// Vulkan driver (lavapipe in CI): the scenario it writes loads, and its analysis finds each bug the program is
// given, naming the program's calls.
#include "core/scenario/loader.h"
#include "tests/common/skip.h"
#include "tests/support/support.h"

#include <doctest/doctest.h>

#include <filesystem>

using namespace syncstress;
using namespace syncstress::test;

namespace {

const std::string k_probe = SYNCSTRESS_CAPTURE_PROBE;

// Whether the probe finds a Vulkan device at all (without the layer); skips the test where it does not.
bool vulkan_here() { return runs_here(k_probe, testing::k_require_vulkan, "the capture probe"); }

struct Captured {
    Outcome outcome;
    std::string file;
};

Captured capture(const platform::TempDir& dir, const std::string& args) {
    const std::string file = (std::filesystem::path(dir.path()) / "captured.json").string();
    return {test::syncstress("capture -o '" + file + "' -- '" + k_probe + "' " + args), file};
}

// `syncstress capture` of tests/capture/submit_loop.cpp with `args`, into `file`.
Outcome capture_loop(const std::string& file, const std::string& args) {
    return test::syncstress("capture -o '" + file + "' -- '" SYNCSTRESS_SUBMIT_LOOP "' " + args);
}

}  // namespace

TEST_CASE("capture: a correct staging upload is captured, its scenario loads and has no race") {
    if (!vulkan_here()) return;
    const auto dir = scratch();
    const Captured c = capture(dir, "");
    INFO(c.outcome.output);
    CHECK(c.outcome.exit_code == 0);
    CHECK(has(c.outcome.output, "staging_probe: read back 1024 words"));  // the program's own output passes through
    CHECK(has(c.outcome.output, "1 buffer(s), 2 mapped buffer(s) as host arrays"));
    CHECK(has(c.outcome.output, "host accesses of mapped memory were tracked by page"));
    auto loaded = scenario::load_scenario_file(c.file);
    REQUIRE(loaded.errors.empty());
    CHECK_FALSE(loaded.scenario->call_sites.empty());
    CHECK_FALSE(has(c.outcome.output, "race"));
}

TEST_CASE("capture: without its barrier, the race between the two copies is found, named by the calls") {
    if (!vulkan_here()) return;
    const auto dir = scratch();
    const Captured c = capture(dir, "--no-barrier");
    INFO(c.outcome.output);
    CHECK(c.outcome.exit_code == 1);
    CHECK(has(c.outcome.output, "race"));
    CHECK(has(c.outcome.output, "vkCmdCopyBuffer #"));
    CHECK(has(c.outcome.output, "on thread main"));
}

TEST_CASE("capture: without its fence wait, the host's read of the mapped readback races the copy into it") {
    if (!vulkan_here()) return;
    const auto dir = scratch();
    const Captured c = capture(dir, "--no-fence-wait");
    INFO(c.outcome.output);
    CHECK(c.outcome.exit_code == 1);
    CHECK(has(c.outcome.output, "race: steps[2] (check on the host; host read of mapped memory #"));
    CHECK(has(c.outcome.output, "(download on queue family0-queue0; vkCmdCopyBuffer #"));
}

TEST_CASE("capture: with the host untracked, the read is placed at the unmap, and the race is found there") {
    if (!vulkan_here()) return;
    const auto dir = scratch();
    const std::string file = (std::filesystem::path(dir.path()) / "untracked.json").string();
    const Outcome c = test::syncstress("capture --no-host-tracking -o '" + file + "' -- '" + k_probe + "' --no-fence-wait");
    INFO(c.output);
    CHECK(c.exit_code == 1);
    CHECK(has(c.output, "host accesses of mapped memory were not tracked"));
    CHECK(has(c.output, "(check on the host; vkUnmapMemory #"));
}

TEST_CASE("capture: the same upload through synchronization2's barrier and submit has no race, and without the barrier the race") {
    if (!vulkan_here()) return;
    const auto dir = scratch();
    const Captured fine = capture(dir, "--sync2");
    INFO(fine.outcome.output);
    CHECK(fine.outcome.exit_code == 0);
    CHECK(has(fine.outcome.output, "not modelled: none"));
    auto loaded = scenario::load_scenario_file(fine.file);
    REQUIRE(loaded.errors.empty());
    const scenario::Submit* submit = nullptr;
    for (const auto& step : loaded.scenario->steps)
        if (!submit) submit = std::get_if<scenario::Submit>(&step);
    REQUIRE(submit);
    REQUIRE(submit->commands.size() == 4);  // upload, barrier, download, the fence's signal
    CHECK(std::holds_alternative<scenario::Barrier>(submit->commands[1]));
    const Captured racy = capture(dir, "--sync2 --no-barrier");
    INFO(racy.outcome.output);
    CHECK(racy.outcome.exit_code == 1);
    CHECK(has(racy.outcome.output, "vkCmdCopyBuffer #"));
}

TEST_CASE("capture: a program that fails after using Vulkan ends with its own exit code, and the capture is written") {
    if (!vulkan_here()) return;
    const auto dir = scratch();
    const Captured c = capture(dir, "--exit-code 5");
    INFO(c.outcome.output);
    CHECK(c.outcome.exit_code == 5);
    CHECK(has(c.outcome.output, "ended with exit code 5"));
    CHECK(scenario::load_scenario_file(c.file).errors.empty());
}

TEST_CASE("capture: a program that never creates a Vulkan instance is said so, exit 3, and no scenario is written") {
    const auto dir = scratch();
    const Captured c = capture(dir, "--unknown-argument");
    INFO(c.outcome.output);
    CHECK(c.outcome.exit_code == 3);
    CHECK(has(c.outcome.output, "(exit code 2) ended without creating a Vulkan instance under the capture layer"));
    CHECK_FALSE(std::filesystem::exists(c.file));
}

TEST_CASE("capture: syncstress's own vulkan backend running a scenario is captured, its timelines, submits and waits") {
    if (!vulkan_here()) return;
    const auto dir = scratch();
    const std::string file = (std::filesystem::path(dir.path()) / "self.json").string();
    const Outcome c = test::syncstress("capture -o '" + file +
                                           "' -- '" SYNCSTRESS_BINARY "' run '" SYNCSTRESS_SOURCE_DIR
                                           "/scenarios/seeds/device-two-queues-sync.json' --backend vulkan -n 1",
                                       {{"XDG_CACHE_HOME", dir.path()}});
    INFO(c.output);
    CHECK(c.exit_code == 0);
    CHECK(has(c.output, "PASS      device-two-queues-sync          vulkan"));  // the captured run's own output
    CHECK_FALSE(has(c.output, "vkCmdDispatch x"));                             // its dispatches are opaque kernels of the scenario
    auto loaded = scenario::load_scenario_file(file);
    REQUIRE(loaded.errors.empty());
    CHECK(loaded.scenario->semaphores.size() >= 1);
    CHECK(loaded.scenario->steps.size() > 10);
}

TEST_CASE("capture: a program that polls its timeline semaphore instead of waiting for the fence: its read is ordered") {
    if (!vulkan_here()) return;
    const auto dir = scratch();
    const Captured c = capture(dir, "--poll");
    INFO(c.outcome.output);
    CHECK(c.outcome.exit_code == 0);
    CHECK(has(c.outcome.output, "staging_probe: read back 1024 words, 0 wrong"));
    CHECK_FALSE(has(c.outcome.output, "race"));
    auto loaded = scenario::load_scenario_file(c.file);
    REQUIRE(loaded.errors.empty());
    bool polled = false;  // a host_wait for the semaphore at the poll that read 1
    for (size_t i = 0; i < loaded.scenario->steps.size(); ++i)
        if (const auto* wait = std::get_if<scenario::HostWait>(&loaded.scenario->steps[i]))
            if (const CallSite* at = scenario::call_site(*loaded.scenario, i))
                polled = polled || (wait->kind == scenario::HostWait::Kind::semaphore && wait->value == 1 &&
                                    at->call == "vkGetSemaphoreCounterValue");
    CHECK(polled);
}

TEST_CASE("capture: the barrier between the copies as an event's set and wait is a barrier, and set too early it is the race") {
    if (!vulkan_here()) return;
    const auto dir = scratch();
    for (const char* sync2 : {"", " --sync2"}) {
        CAPTURE(sync2);
        const Captured fine = capture(dir, std::string("--event") + sync2);
        INFO(fine.outcome.output);
        CHECK(fine.outcome.exit_code == 0);
        CHECK(has(fine.outcome.output, "not modelled: none"));
        const Captured early = capture(dir, std::string("--event-early") + sync2);
        INFO(early.outcome.output);
        CHECK(early.outcome.exit_code == 1);
        CHECK(has(early.outcome.output, "commands recorded between its set and the wait"));
        CHECK(has(early.outcome.output, "vkCmdCopyBuffer #"));
    }
}

TEST_CASE("capture: a child process the program starts writes its own log and has its own scenario, fork and exec or fork alone") {
    if (!vulkan_here()) return;
    for (const char* how : {"--child-exec", "--child-fork"}) {
        CAPTURE(how);
        const auto dir = scratch();
        const Captured c = capture(dir, how);
        INFO(c.outcome.output);
        CHECK(c.outcome.exit_code == 1);  // the child's race
        std::vector<std::string> files;
        for (const auto& entry : std::filesystem::directory_iterator(dir.path())) files.push_back(entry.path().filename().string());
        REQUIRE(files.size() == 2);  // captured.json and captured.PID.json
        const std::string child = files[0] == "captured.json" ? files[1] : files[0];
        REQUIRE(child.rfind("captured.", 0) == 0);
        const std::string pid = child.substr(9, child.size() - 9 - 5);
        CHECK(has(c.outcome.output,
                  "captured " + (std::filesystem::path(dir.path()) / child).string() + " (process " + pid + ", started by the program)"));
        CHECK(has(c.outcome.output, "PASS      capture-staging-probe "));
        CHECK(has(c.outcome.output, "FAIL      capture-staging-probe-" + pid));
        CHECK(has(c.outcome.output, "(check on the host; host read of mapped memory #"));
        auto parent = scenario::load_scenario_file(c.file);
        auto forked = scenario::load_scenario_file((std::filesystem::path(dir.path()) / child).string());
        REQUIRE(parent.errors.empty());
        REQUIRE(forked.errors.empty());
        CHECK(parent.scenario->steps.size() == 6);  // the parent's steps only, with its fence wait
        CHECK(forked.scenario->steps.size() == 5);  // the child's, without
    }
}

TEST_CASE("capture: a submit and fence-wait loop folds into the scenario's iterations, and with --no-fold keeps every submission") {
    if (!vulkan_here()) return;
    const auto dir = scratch();
    const std::string file = (std::filesystem::path(dir.path()) / "loop.json").string();
    const std::string loop = "' -- '" SYNCSTRESS_SUBMIT_LOOP "' --submits 50 --touch";
    const Outcome folded = test::syncstress("capture -o '" + file + loop);
    INFO(folded.output);
    CHECK(folded.exit_code == 0);
    CHECK(has(folded.output, "the program did the same 4 step(s) 50 times"));
    auto loaded = scenario::load_scenario_file(file);
    REQUIRE(loaded.errors.empty());
    CHECK(loaded.scenario->steps.size() == 4);  // the host's write, the submit, the fence wait, the host's read
    const Outcome whole = test::syncstress("capture --no-fold -o '" + file + loop);
    INFO(whole.output);
    CHECK(whole.exit_code == 0);
    CHECK_FALSE(has(whole.output, "the program did the same"));
    loaded = scenario::load_scenario_file(file);
    REQUIRE(loaded.errors.empty());
    CHECK(loaded.scenario->steps.size() == 4 * 50 + 2);  // and the program's wait for the device, the scenario's own
}

TEST_CASE("capture: a loop with an upload before it and a readback after folds into setup, iterations and teardown, and runs") {
    if (!vulkan_here()) return;
    const auto dir = scratch();
    const std::string file = (std::filesystem::path(dir.path()) / "staged.json").string();
    const Outcome folded = capture_loop(file, "--submits 50 --staged");
    INFO(folded.output);
    CHECK(folded.exit_code == 0);
    CHECK(has(folded.output, "the program did the same 2 step(s) 50 times, with 3 setup and 5 teardown step(s) once before and after"));
    CHECK_FALSE(has(folded.output, "race"));
    auto loaded = scenario::load_scenario_file(file);
    REQUIRE(loaded.errors.empty());
    const scenario::Scenario& sc = *loaded.scenario;
    CHECK(sc.threads[0].setup == 3);     // the host's write of the mapping, the upload, its fence wait
    CHECK(sc.threads[0].teardown == 5);  // the readback, its fence wait, the host's read, vkDeviceWaitIdle, the scenario's own wait
    CHECK(sc.steps.size() == 3 + 2 + 5);
    for (const char* backend : {"cpu", "vulkan"}) {
        const Outcome ran = test::syncstress("run '" + file + "' --backend " + backend + " -n 50 -q");
        INFO(ran.output);
        CHECK(ran.exit_code == 0);
        CHECK(has(ran.output, "1 passed; 50 iterations, none failed"));
    }
}

TEST_CASE("capture: a readback after the loop that the host reads before waiting for it races, found in the teardown") {
    if (!vulkan_here()) return;
    const auto dir = scratch();
    const Outcome broken = capture_loop((std::filesystem::path(dir.path()) / "staged.json").string(), "--submits 50 --staged-no-wait");
    INFO(broken.output);
    CHECK(broken.exit_code == 1);
    CHECK(has(broken.output, "with 3 setup and 4 teardown step(s)"));
    CHECK(has(broken.output, "race: teardown[1] (check on the host; host read of mapped memory #"));
    CHECK(has(broken.output, "while teardown[0].commands[0] (download on queue family0-queue0; vkCmdCopyBuffer #"));
}

TEST_CASE("capture: a loop of 5000 submissions folds as the log is read, to the scenario that folding every submission gives") {
    if (!vulkan_here()) return;
    const auto dir = scratch();
    const std::string streamed = (std::filesystem::path(dir.path()) / "streamed.json").string();
    const std::string whole = (std::filesystem::path(dir.path()) / "whole.json").string();
    const std::string loop = "' -- '" SYNCSTRESS_SUBMIT_LOOP "' --submits 5000 --touch";
    const Outcome folded = test::syncstress("capture -o '" + streamed + loop);
    INFO(folded.output);
    CHECK(folded.exit_code == 0);
    CHECK(has(folded.output, "the program did the same 4 step(s) 5000 times"));
    const Outcome unfolded = test::syncstress("capture --no-fold -o '" + whole + loop);
    REQUIRE(unfolded.exit_code == 0);
    auto a = scenario::load_scenario_file(streamed), b = scenario::load_scenario_file(whole);
    REQUIRE(a.errors.empty());
    REQUIRE(b.errors.empty());
    // The first submission's steps and their calls, as folding the unfolded capture keeps them.
    REQUIRE(a.scenario->steps.size() == 4);
    REQUIRE(b.scenario->steps.size() == 4 * 5000 + 2);
    for (size_t i = 0; i < 4; ++i) CHECK(a.scenario->steps[i] == b.scenario->steps[i]);
    std::vector<scenario::PlacedCallSite> first;
    for (const auto& site : b.scenario->call_sites)
        if (site.step < 4) first.push_back(site);
    CHECK(a.scenario->call_sites == first);
}
