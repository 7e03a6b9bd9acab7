// Findings of a scenario whose steps say where they came from (the format's `at`): every sentence that names a step
// names its call too, and a scenario without call sites reads as before.
#include "core/analysis/analysis.h"
#include "core/scenario/loader.h"
#include "tests/analysis/findings.h"
#include "tests/analysis/scenario_builder.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

using namespace syncstress::analysis;
using namespace syncstress::analysis::testing;
using namespace syncstress::scenario;
using namespace syncstress::scenario::testing;

namespace {

// Adds a call site, keeping the table's order (by step, the step's own first) whatever order a test adds them in.
void place(Scenario& s, uint32_t step, std::optional<uint32_t> command, CallSite site) {
    s.call_sites.push_back({step, command, std::move(site)});
    std::sort(s.call_sites.begin(), s.call_sites.end(),
              [](const PlacedCallSite& a, const PlacedCallSite& b) { return std::pair(a.step, a.command) < std::pair(b.step, b.command); });
}

}  // namespace

TEST_CASE("a race's sentence names both calls, each beside its step") {
    Builder b;
    const uint32_t main = b.queue("main"), torch = b.queue("torch", Side::cuda);
    const uint32_t shared = b.buffer("shared");
    b.on(main, fill(shared)).on(torch, copy(b.buffer("ref"), shared)).step(host_wait_all());
    Scenario s = b.done();
    place(s, 0, std::nullopt, {"vkCmdFillBuffer", 412, "main", "src/app.cpp", 88});
    place(s, 1, std::nullopt, {"cudaMemcpyAsync", std::nullopt, "loader", "", std::nullopt});
    const auto found = of_kind(analyze(s), FindingKind::race);
    REQUIRE(found.size() == 1);
    CHECK(found[0].message == "steps[1] (copy on queue torch; cudaMemcpyAsync on thread loader) writes shared[0..1023] while steps[0] "
                              "(fill on queue main; vkCmdFillBuffer #412 on thread main at src/app.cpp:88) writes shared[0..1023], "
                              "unordered");
    // The fix names the place to edit in the scenario: step numbers only.
    CHECK(found[0].fix == "add {\"op\": \"sync\", \"queue\": \"torch\", \"after\": \"main\"} before steps[1]");
    // race_sentence writes the same from the finding's data.
    CHECK(race_sentence(s, found[0]) == found[0].message);
}

TEST_CASE("a command of a submit is named by its own call, or by its submit's") {
    Builder b;
    const uint32_t a = b.queue("a"), c = b.queue("c");
    const uint32_t x = b.buffer("x"), y = b.buffer("y");
    b.submit(a, {fill(y), fill(x)}).submit(c, {delay(1), copy(x, y)}).step(host_wait_all());
    Scenario s = b.done();
    place(s, 0, std::nullopt, {"vkQueueSubmit", 9, "", "", std::nullopt});
    place(s, 1, 1u, {"vkCmdCopyBuffer", 12, "", "", std::nullopt});
    const auto found = of_kind(analyze(s), FindingKind::race);
    REQUIRE(found.size() == 2);
    for (const Finding& f : found) {
        INFO(f.message);
        CHECK(f.message.find("steps[1].commands[1] (copy on queue c; vkCmdCopyBuffer #12) ") == 0);
    }
    CHECK(found[0].message.find("while steps[0].commands[1] (fill on queue a; vkQueueSubmit #9) writes x[0..1023]") != std::string::npos);
    CHECK(found[1].message.find("while steps[0].commands[0] (fill on queue a; vkQueueSubmit #9) writes y[0..1023]") != std::string::npos);
}

TEST_CASE("a deadlock's chain and an order's sites name their calls") {
    Builder b;
    const uint32_t a = b.queue("a"), c = b.queue("c");
    const uint32_t t = b.semaphore("t"), u = b.semaphore("u");
    b.submit(a, {wait(u, 1), signal(t, 1)}).submit(c, {wait(t, 1), signal(u, 1)}).step(host_wait_all());
    Scenario s = b.done();
    place(s, 0, 0u, {"vkQueueSubmit2", std::nullopt, "main", "", std::nullopt});
    place(s, 2, std::nullopt, {"vkDeviceWaitIdle", std::nullopt, "", "", std::nullopt});
    const auto found = of_kind(analyze(s), FindingKind::deadlock);
    REQUIRE(found.size() == 1);
    CHECK(found[0].message == "the host waits for queue a to finish at steps[2] (vkDeviceWaitIdle) <- queue a waits u >= 1 at "
                              "steps[0].commands[0] (vkQueueSubmit2 on thread main) <- u = 1 is signalled by queue c at "
                              "steps[1].commands[1] <- queue c waits t >= 1 at steps[1].commands[0] <- t = 1 is signalled by queue "
                              "a at steps[0].commands[1]");

    Builder r;
    const uint32_t ra = r.queue("a"), rc = r.queue("c");
    const uint32_t rt = r.semaphore("t");
    r.on(ra, signal(rt, 1)).on(rc, signal(rt, 2)).step(host_wait_all());
    Scenario reversal = r.done();
    place(reversal, 0, std::nullopt, {"cuSignalExternalSemaphoresAsync", 3, "", "", std::nullopt});
    const auto timeline = of_kind(analyze(reversal), FindingKind::timeline);
    REQUIRE(timeline.size() == 1);
    REQUIRE(timeline[0].order);
    CHECK(sync_site_text(reversal, timeline[0].order->late) == "steps[0] (signal t = 1 on queue a; cuSignalExternalSemaphoresAsync #3)");
    CHECK(timeline[0].message.find("it needs an order: steps[0] (signal t = 1 on queue a; cuSignalExternalSemaphoresAsync #3) lands "
                                   "after steps[1] (signal t = 2 on queue c)") != std::string::npos);
}

TEST_CASE("an oversync warning names the call of the wait it finds redundant") {
    Builder b;
    const uint32_t q = b.queue("main");
    const uint32_t h = b.host("out");
    b.on(q, download(b.buffer("x"), h)).step(host_wait_queue(q)).step(host_wait_queue(q)).step(check(h));
    Scenario s = b.done();
    place(s, 2, std::nullopt, {"vkQueueWaitIdle", std::nullopt, "", "src/sync.cpp", 40});
    const auto warnings = of_kind(analyze(s), FindingKind::oversync);
    REQUIRE(warnings.size() == 1);
    CHECK(warnings[0].message.find("steps[2] (host_wait for queue main; vkQueueWaitIdle at src/sync.cpp:40) orders nothing after it") == 0);
}

TEST_CASE("the test scenario with call sites: its races name the program's calls") {
    const LoadResult loaded = load_scenario_file(SYNCSTRESS_SOURCE_DIR "/tests/scenario/inputs/race-with-call-sites.json");
    REQUIRE(loaded.scenario.has_value());
    const Analysis a = analyze(*loaded.scenario);
    CHECK(a.as_expected);
    auto found = of_kind(a, FindingKind::race);
    REQUIRE(found.size() == 2);
    std::sort(found.begin(), found.end(), [](const Finding& x, const Finding& y) { return x.object < y.object; });
    // The upload has no site of its own: its submit's names it.
    CHECK(found[0].message == "steps[1] (copy on queue compute; vkCmdCopyBuffer #41 on thread worker-2 at src/worker.cpp:30) reads "
                              "data[0..1023] while steps[0].commands[0] (upload on queue graphics; vkQueueSubmit #40 on thread "
                              "render at src/frame.cpp:120) writes data[0..1023], unordered");
    // The fill has none at all.
    CHECK(found[1].message == "steps[2] (fill on queue compute) writes other[0..1023] while steps[0].commands[1] (dispatch on queue "
                              "graphics; vkCmdDispatch #39 on thread render at src/frame.cpp:88) writes other[0..1023], unordered");
}
