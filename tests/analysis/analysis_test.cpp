// The analysis on small scenarios built in code: each edge kind present vs removed, disjoint vs
// overlapping ranges, deadlock shapes, timeline misuse, over-synchronization, expected outcomes.
#include "core/analysis/analysis.h"
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

size_t races(const Scenario& s) { return of_kind(analyze(s), FindingKind::race).size(); }

}  // namespace

TEST_CASE("to_string names every finding kind") {
    CHECK(std::string(to_string(FindingKind::race)) == "race");
    CHECK(std::string(to_string(FindingKind::deadlock)) == "deadlock");
    CHECK(std::string(to_string(FindingKind::timeline)) == "timeline");
    CHECK(std::string(to_string(FindingKind::oversync)) == "oversync");
}

TEST_CASE("two queues writing one buffer race, a sync orders them") {
    Builder b;
    const uint32_t main = b.queue("main"), torch = b.queue("torch", Side::cuda);
    const uint32_t shared = b.buffer("shared");
    b.on(main, fill(shared)).on(torch, copy(b.buffer("ref"), shared)).step(host_wait_all());
    const Analysis racy = analyze(b.done());
    const auto found = of_kind(racy, FindingKind::race);
    REQUIRE(found.size() == 1);
    CHECK(found[0].message == "steps[1] (copy on queue torch) writes shared[0..1023] while steps[0] (fill on queue main) "
                              "writes shared[0..1023], unordered");
    CHECK(found[0].fix == "add {\"op\": \"sync\", \"queue\": \"torch\", \"after\": \"main\"} before steps[1]");
    CHECK(found[0].object == "shared");
    CHECK(found[0].offset == 0);
    CHECK(found[0].count == 1024);
    CHECK(found[0].steps == std::vector<size_t>{0, 1});
    CHECK(found[0].hazard == Hazard::write_after_write);
    REQUIRE(found[0].accesses.size() == 2);
    CHECK((found[0].accesses[0].step == 0 && found[0].accesses[0].queue == main && found[0].accesses[0].write));
    CHECK((found[0].accesses[1].step == 1 && found[0].accesses[1].queue == torch && found[0].accesses[1].write));
    CHECK_FALSE(racy.as_expected);
    // The sentence is written from that data alone.
    Finding edited = found[0];
    edited.accesses[1].write = false;
    edited.accesses[1].next_iteration = true;
    edited.offset = 8;
    edited.count = 2;
    CHECK(race_sentence(b.done(), edited) == "steps[1] (copy on queue torch) of the next iteration reads shared[8..9] while "
                                             "steps[0] (fill on queue main) writes shared[8..9], unordered");

    Builder fixed;
    fixed.queue("main"), fixed.queue("torch", Side::cuda), fixed.buffer("shared"), fixed.buffer("ref");
    fixed.on(main, fill(shared)).step(sync(torch, main)).on(torch, copy(1, shared)).step(host_wait_all());
    const Analysis clean = analyze(fixed.done());
    CHECK(of_kind(clean, FindingKind::race).empty());
    CHECK(clean.as_expected);
}

TEST_CASE("ranges: disjoint accesses do not race, one shared element does, and the overlap is reported") {
    for (const auto& [second_offset, expected_races] : std::vector<std::pair<uint64_t, size_t>>{{512, 0}, {511, 1}, {0, 1}}) {
        CAPTURE(second_offset);
        Builder b;
        const uint32_t a = b.queue("a"), c = b.queue("c");
        const uint32_t x = b.buffer("x");
        b.on(a, fill(x, 0, 512)).on(c, fill(x, second_offset, 512)).step(host_wait_all());
        const Analysis result = analyze(b.done());
        const auto found = of_kind(result, FindingKind::race);
        CHECK(found.size() == expected_races);
        if (second_offset == 511 && found.size() == 1) {
            CHECK(found[0].offset == 511);
            CHECK(found[0].count == 1);
            CHECK(contains(found[0].message, "x[511..511]"));
        }
    }
}

TEST_CASE("unordered reads do not race, a read against a write does") {
    Builder b;
    const uint32_t a = b.queue("a"), c = b.queue("c");
    const uint32_t x = b.buffer("x"), y = b.buffer("y"), z = b.buffer("z");
    b.on(a, copy(x, y)).on(c, copy(x, z)).step(host_wait_all());
    CHECK(races(b.done()) == 0);

    Builder w;
    w.queue("a"), w.queue("c"), w.buffer("x"), w.buffer("y"), w.buffer("z");
    w.on(a, copy(x, y)).on(c, fill(x)).step(host_wait_all());
    const auto found = of_kind(analyze(w.done()), FindingKind::race);
    REQUIRE(found.size() == 1);
    CHECK(contains(found[0].message, "steps[1] (fill on queue c) writes x[0..1023] while steps[0] (copy on queue a) reads"));
    CHECK(found[0].hazard == Hazard::write_after_read);
    CHECK((!found[0].accesses[0].write && found[0].accesses[1].write));

    Builder r;
    r.queue("a"), r.queue("c"), r.buffer("x"), r.buffer("y"), r.buffer("z");
    r.on(a, fill(x)).on(c, copy(x, z)).step(host_wait_all());
    const auto read_after = of_kind(analyze(r.done()), FindingKind::race);
    REQUIRE(read_after.size() == 1);
    CHECK(read_after[0].hazard == Hazard::read_after_write);
    CHECK(std::string(to_string(Hazard::read_after_write)) == "read-after-write");
}

TEST_CASE("queue order: one queue is in order, across submissions and within one") {
    Builder b;
    const uint32_t q = b.queue("main");
    const uint32_t x = b.buffer("x"), y = b.buffer("y");
    b.on(q, fill(x)).on(q, copy(x, y)).submit(q, {inc(y), copy(y, x), inc(x)});
    CHECK(races(b.done()) == 0);
}

TEST_CASE("host issue order: a submission sees what the host did before, later host writes race") {
    Builder b;
    const uint32_t q = b.queue("main");
    const uint32_t x = b.buffer("x");
    const uint32_t h = b.host("staging");
    b.step(host_fill(h)).on(q, upload(h, x)).step(host_wait_queue(q));
    CHECK(races(b.done()) == 0);

    // The host rewrites the staging array while the upload may not have read it yet.
    Builder r;
    r.queue("main"), r.buffer("x"), r.host("staging");
    r.step(host_fill(h)).on(q, upload(h, x)).step(host_fill(h)).step(host_wait_queue(q));
    const auto found = of_kind(analyze(r.done()), FindingKind::race);
    REQUIRE(found.size() == 1);
    CHECK(found[0].object == "staging");
    CHECK(found[0].hazard == Hazard::write_after_read);
    CHECK((found[0].accesses[1].queue == std::nullopt && found[0].accesses[0].queue == q));
    CHECK(
        contains(found[0].message, "steps[2] (host_fill on the host) writes staging[0..1023] while steps[1] (upload on queue main) reads"));
    CHECK(found[0].fix == "add {\"op\": \"host_wait\", \"queue\": \"main\"} before steps[2]");
}

TEST_CASE("signal -> wait orders two queues, removing the wait or waiting on an earlier signal does not") {
    auto build = [](bool with_wait, uint64_t waited) {
        Builder b;
        const uint32_t a = b.queue("a"), c = b.queue("c");
        const uint32_t x = b.buffer("x"), y = b.buffer("y");
        const uint32_t t = b.semaphore("t");
        b.submit(a, {signal(t, 1), fill(x), signal(t, 2)});
        if (with_wait)
            b.submit(c, {wait(t, waited), copy(x, y)});
        else
            b.on(c, copy(x, y));
        b.step(host_wait_all());
        return b.done();
    };
    CHECK(races(build(true, 2)) == 0);
    CHECK(races(build(false, 2)) == 1);
    // t >= 1 is first reached by the signal before the fill: it orders nothing about x.
    CHECK(races(build(true, 1)) == 1);
}

TEST_CASE("a wait satisfied by the initial value orders nothing") {
    Builder b;
    const uint32_t a = b.queue("a"), c = b.queue("c");
    const uint32_t x = b.buffer("x"), y = b.buffer("y");
    const uint32_t t = b.semaphore("t", 5);
    b.submit(a, {fill(x), signal(t, 6)}).submit(c, {wait(t, 5), copy(x, y)}).step(host_wait_all());
    CHECK(races(b.done()) == 1);
}

TEST_CASE("queue completion -> host_wait orders the host after the queue, every host_wait kind") {
    for (int kind = 0; kind < 4; ++kind) {
        CAPTURE(kind);
        Builder b;
        const uint32_t q = b.queue("main");
        b.queue("other");
        const uint32_t x = b.buffer("x");
        const uint32_t h = b.host("out");
        const uint32_t t = b.semaphore("t");
        b.submit(q, {download(x, h), signal(t, 1)});
        if (kind == 0)
            b.step(host_wait_queue(q));
        else if (kind == 1)
            b.step(host_wait_all());
        else if (kind == 2)
            b.step(host_wait_value(t, 1));
        b.step(check(h));
        const auto found = of_kind(analyze(b.done()), FindingKind::race);
        if (kind < 3) {
            CHECK(found.empty());
        } else {
            REQUIRE(found.size() == 1);
            CHECK(contains(found[0].message,
                           "steps[1] (check on the host) reads out[0..1023] while steps[0].commands[0] (download on queue main) writes"));
        }
    }
}

TEST_CASE("direct paths: read/write are ordered after their queue's work, and after a sync") {
    Builder b;
    const uint32_t device = b.queue("device"), torch = b.queue("torch", Side::cuda);
    const uint32_t shared = b.buffer("shared");
    const uint32_t h = b.host("out");
    b.on(device, fill(shared)).step(read(device, shared, h)).step(check(h)).step(write(device, h, shared));
    CHECK(races(b.done()) == 0);

    auto interop = [&](bool with_sync) {
        Builder i;
        i.queue("device"), i.queue("torch", Side::cuda), i.buffer("shared"), i.host("out");
        i.on(torch, fill(shared));
        if (with_sync) i.step(sync(device, torch));
        i.step(read(device, shared, h)).step(check(h));
        return i.done();
    };
    CHECK(races(interop(true)) == 0);
    const auto found = of_kind(analyze(interop(false)), FindingKind::race);
    REQUIRE(found.size() == 1);
    CHECK(contains(found[0].message,
                   "steps[1] (read through queue device) reads shared[0..1023] while steps[0] (fill on queue torch) writes"));
    CHECK(found[0].fix == "add {\"op\": \"sync\", \"queue\": \"device\", \"after\": \"torch\"} before steps[1]");
}

TEST_CASE("sync orders only what was submitted before it") {
    Builder b;
    const uint32_t a = b.queue("a"), c = b.queue("c");
    const uint32_t x = b.buffer("x"), y = b.buffer("y");
    b.step(sync(c, a)).on(a, fill(x)).on(c, copy(x, y)).step(host_wait_all());
    CHECK(races(b.done()) == 1);
}

TEST_CASE("syncs chain: a sync's own wait is part of what a later sync after that queue waits for") {
    Builder b;
    const uint32_t torch = b.queue("torch", Side::cuda), device = b.queue("device"), side = b.queue("side", Side::cuda);
    const uint32_t x = b.buffer("x"), y = b.buffer("y");
    b.on(torch, fill(x)).step(sync(device, torch)).step(sync(side, device)).on(side, copy(x, y)).step(host_wait_all());
    CHECK(races(b.done()) == 0);
}

TEST_CASE("carry-over: the next iteration's first op races with this iteration's last unless ordered") {
    auto build = [](bool wait_at_end) {
        Builder b;
        const uint32_t a = b.queue("a"), c = b.queue("c");
        const uint32_t x = b.buffer("x"), y = b.buffer("y");
        b.on(a, fill(x)).step(sync(c, a)).on(c, copy(x, y));
        if (wait_at_end) b.step(host_wait_queue(c));
        return b.done();
    };
    CHECK(races(build(true)) == 0);
    const auto found = of_kind(analyze(build(false)), FindingKind::race);
    REQUIRE(found.size() == 1);
    CHECK(found[0].message == "steps[0] (fill on queue a) of the next iteration writes x[0..1023] while steps[2] (copy on queue c) "
                              "reads x[0..1023], unordered");
    CHECK(found[0].fix == "add {\"op\": \"sync\", \"queue\": \"a\", \"after\": \"c\"} before steps[0]");
}

TEST_CASE("a race repeated in both iterations is reported once") {
    Builder b;
    const uint32_t a = b.queue("a"), c = b.queue("c");
    const uint32_t x = b.buffer("x");
    b.on(a, fill(x)).on(c, fill(x)).step(host_wait_all());
    CHECK(races(b.done()) == 1);
}

TEST_CASE("a flood of races is listed up to a bound and the rest counted") {
    Builder b;
    const uint32_t a = b.queue("a"), c = b.queue("c");
    std::vector<uint32_t> xs;
    for (int i = 0; i < 100; ++i) xs.push_back(b.buffer("x" + std::to_string(i), 16));
    for (uint32_t x : xs) b.on(a, fill(x, 0, 16)).on(c, fill(x, 0, 16));
    b.step(host_wait_all());
    const auto found = of_kind(analyze(b.done()), FindingKind::race);
    REQUIRE(found.size() == 64);
    CHECK(contains(found.back().message, "(and 36 more like it not listed)"));
}

TEST_CASE("deadlock: a wait nothing can satisfy") {
    Builder b;
    const uint32_t q = b.queue("main");
    const uint32_t t = b.semaphore("t");
    b.submit(q, {wait(t, 5), fill(b.buffer("x"))}).step(host_wait_queue(q));
    const Analysis a = analyze(b.done(Expect::deadlock));
    const auto found = of_kind(a, FindingKind::deadlock);
    REQUIRE(found.size() == 1);
    CHECK(
        found[0].message ==
        "the host waits for queue main to finish at steps[1] <- queue main waits t >= 5 at steps[0].commands[0] <- nothing signals t >= 5");
    CHECK(found[0].object == "t");
    CHECK(a.as_expected);
}

TEST_CASE("deadlock: the host waits for a value it signals only later") {
    Builder b;
    const uint32_t t = b.semaphore("t");
    b.queue("main");
    b.step(host_wait_value(t, 3)).step(host_signal(t, 3));
    const auto found = of_kind(analyze(b.done()), FindingKind::deadlock);
    REQUIRE(found.size() == 1);
    CHECK(found[0].message == "the host waits t >= 3 at steps[0] <- t = 3 is signalled by the host at steps[1]");
}

TEST_CASE("deadlock: host -> queue -> host, in words") {
    Builder b;
    const uint32_t torch = b.queue("torch", Side::cuda);
    const uint32_t t = b.semaphore("t");
    b.submit(torch, {wait(t, 3), fill(b.buffer("x"))}).step(host_wait_queue(torch)).step(host_signal(t, 3));
    const auto found = of_kind(analyze(b.done()), FindingKind::deadlock);
    REQUIRE(found.size() == 1);
    CHECK(found[0].message == "the host waits for queue torch to finish at steps[1] <- queue torch waits t >= 3 at "
                              "steps[0].commands[0] <- t = 3 is signalled by the host at steps[2]");
    CHECK(found[0].steps == std::vector<size_t>{1, 0, 2});
}

TEST_CASE("deadlock: a direct read onto a queue that waits for the host") {
    Builder b;
    const uint32_t q = b.queue("main");
    const uint32_t x = b.buffer("x");
    const uint32_t h = b.host("out");
    const uint32_t t = b.semaphore("t");
    b.on(q, wait(t, 1)).step(read(q, x, h)).step(host_signal(t, 1)).step(check(h));
    const auto found = of_kind(analyze(b.done()), FindingKind::deadlock);
    REQUIRE(found.size() == 1);
    CHECK(found[0].message == "the host waits for its read through queue main at steps[1] <- queue main waits t >= 1 at "
                              "steps[0] <- t = 1 is signalled by the host at steps[2]");
}

TEST_CASE("deadlock: two queues waiting for each other") {
    Builder b;
    const uint32_t a = b.queue("a"), c = b.queue("c");
    const uint32_t t = b.semaphore("t"), u = b.semaphore("u");
    b.submit(a, {wait(u, 1), signal(t, 1)}).submit(c, {wait(t, 1), signal(u, 1)}).step(host_wait_all());
    const auto found = of_kind(analyze(b.done()), FindingKind::deadlock);
    REQUIRE(found.size() == 1);
    CHECK(found[0].message == "the host waits for queue a to finish at steps[2] <- queue a waits u >= 1 at steps[0].commands[0] "
                              "<- u = 1 is signalled by queue c at steps[1].commands[1] <- queue c waits t >= 1 at "
                              "steps[1].commands[0] <- t = 1 is signalled by queue a at steps[0].commands[1]");

    Builder ok;
    ok.queue("a"), ok.queue("c"), ok.semaphore("t"), ok.semaphore("u");
    ok.submit(a, {signal(t, 1), wait(u, 1)}).submit(c, {wait(t, 1), signal(u, 1)}).step(host_wait_all());
    CHECK(of_kind(analyze(ok.done()), FindingKind::deadlock).empty());
}

TEST_CASE("deadlock: through a sync onto a blocked queue") {
    Builder b;
    const uint32_t a = b.queue("a"), c = b.queue("c");
    const uint32_t t = b.semaphore("t");
    b.submit(a, {wait(t, 1), fill(b.buffer("x"))}).step(sync(c, a)).step(host_wait_queue(c)).step(host_signal(t, 1));
    const auto found = of_kind(analyze(b.done()), FindingKind::deadlock);
    REQUIRE(found.size() == 1);
    CHECK(found[0].message == "the host waits for queue c to finish at steps[2] <- queue c waits (sync at steps[1]) for queue a "
                              "to finish steps[0].commands[1] <- queue a waits t >= 1 at steps[0].commands[0] <- t = 1 is "
                              "signalled by the host at steps[3]");
}

TEST_CASE("deadlock: only in the next iteration, when the initial value covered the first") {
    Builder b;
    const uint32_t q = b.queue("main");
    const uint32_t t = b.semaphore("t", 1);
    b.submit(q, {wait(t, 1)}).step(host_wait_queue(q));
    const auto found = of_kind(analyze(b.done()), FindingKind::deadlock);
    REQUIRE(found.size() == 1);
    CHECK(contains(found[0].message, "queue main waits t >= 2 at steps[0] (next iteration)"));
}

TEST_CASE("timeline: a signal not larger than the one before it, or than the initial value") {
    Builder b;
    const uint32_t q = b.queue("main");
    const uint32_t t = b.semaphore("t");
    b.submit(q, {signal(t, 2), signal(t, 1)}).step(host_wait_queue(q));
    const auto found = of_kind(analyze(b.done()), FindingKind::timeline);
    REQUIRE(found.size() >= 1);
    CHECK(contains(found[0].message, "signals t = 1, not larger than t = 2 signalled before it"));

    Builder init;
    init.queue("main"), init.semaphore("t", 4);
    init.submit(q, {signal(t, 4)}).step(host_wait_queue(q));
    const auto at_initial = of_kind(analyze(init.done()), FindingKind::timeline);
    REQUIRE(at_initial.size() == 1);
    CHECK(contains(at_initial[0].message, "not larger than its initial value 4"));

    Builder rising;
    rising.queue("main"), rising.semaphore("t");
    rising.submit(q, {signal(t, 1), signal(t, 2)}).step(host_wait_queue(q));
    CHECK(of_kind(analyze(rising.done()), FindingKind::timeline).empty());
}

TEST_CASE("timeline: two queues signalling one semaphore unordered, a wait between them orders them") {
    auto build = [](bool ordered) {
        Builder b;
        const uint32_t a = b.queue("a"), c = b.queue("c");
        const uint32_t t = b.semaphore("t");
        b.submit(a, {signal(t, 1)});
        if (ordered)
            b.submit(c, {wait(t, 1), signal(t, 2)});
        else
            b.submit(c, {signal(t, 2)});
        b.step(host_wait_value(t, 2)).step(host_wait_all());
        return b.done();
    };
    CHECK(of_kind(analyze(build(true)), FindingKind::timeline).empty());
    const Analysis broken = analyze(build(false));
    const auto found = of_kind(broken, FindingKind::timeline);
    REQUIRE(!found.empty());
    CHECK(contains(found[0].message, "with nothing ordering them"));
    // a lands after c: t falls back to 1 under the host's wait for 2.
    const auto hang = of_kind(broken, FindingKind::deadlock);
    REQUIRE(hang.size() == 1);
    CHECK(contains(hang[0].message, "the host waits t >= 2 at steps[2]"));
}

TEST_CASE("timeline: the double-sync deadlock of scenarios/broken/slangpy-double-sync-deadlock.json") {
    Builder b;
    const uint32_t device = b.queue("device"), torch = b.queue("torch", Side::cuda);
    const uint32_t shared = b.buffer("shared");
    const uint32_t t = b.semaphore("t");
    b.submit(device, {delay(1000), fill(shared), signal(t, 1)})
        .on(torch, signal(t, 2))
        .on(torch, wait(t, 2))
        .on(torch, inc(shared))
        .on(torch, signal(t, 3))
        .step(host_wait_value(t, 3));
    const Analysis a = analyze(b.done(Expect::deadlock));
    CHECK(of_kind(a, FindingKind::timeline).size() >= 1);
    const auto hang = of_kind(a, FindingKind::deadlock);
    REQUIRE(hang.size() == 1);
    CHECK(contains(hang[0].message, "steps[0].commands[2] (signal on queue device) signals t = 1"));
    CHECK(a.as_expected);
}

TEST_CASE("oversync: a second host_wait and a wait that orders no access are warnings, not failures") {
    Builder b;
    const uint32_t q = b.queue("main"), other = b.queue("other");
    const uint32_t x = b.buffer("x"), y = b.buffer("y");
    const uint32_t h = b.host("out");
    b.on(q, download(x, h))
        .step(host_wait_queue(q))
        .step(host_wait_queue(q))  // redundant: nothing new to wait for
        .step(check(h))
        .on(other, fill(y))
        .step(host_wait_queue(other));  // waits for something new, but no access depends on it
    const Analysis a = analyze(b.done());
    const auto warnings = of_kind(a, FindingKind::oversync);
    REQUIRE(warnings.size() == 2);
    CHECK(warnings[0].steps == std::vector<size_t>{2});
    CHECK(warnings[0].warning);
    CHECK(contains(warnings[0].message, "steps[2] (host_wait for queue main) orders nothing after it"));
    CHECK(warnings[1].steps == std::vector<size_t>{5});
    CHECK(a.as_expected);
}

TEST_CASE("oversync: a needed sync is not a warning") {
    Builder b;
    const uint32_t a = b.queue("a"), c = b.queue("c");
    const uint32_t x = b.buffer("x"), y = b.buffer("y");
    b.on(a, fill(x)).step(sync(c, a)).on(c, copy(x, y)).step(host_wait_queue(c));
    const Analysis result = analyze(b.done());
    CHECK(result.findings.empty());
}

TEST_CASE("expected outcomes: race and deadlock scenarios need exactly that finding") {
    Builder b;
    const uint32_t a = b.queue("a"), c = b.queue("c");
    const uint32_t x = b.buffer("x");
    b.on(a, fill(x)).on(c, fill(x)).step(host_wait_all());
    CHECK(analyze(b.done(Expect::race)).as_expected);
    CHECK_FALSE(analyze(b.done(Expect::deadlock)).as_expected);
    CHECK_FALSE(analyze(b.done(Expect::pass)).as_expected);

    Builder clean;
    clean.queue("a"), clean.buffer("x");
    clean.on(a, fill(x)).step(host_wait_all());
    CHECK(analyze(clean.done(Expect::pass)).as_expected);
    CHECK_FALSE(analyze(clean.done(Expect::race)).as_expected);
}

// Where the first access's queue signals a semaphore after it (one only that queue signals, with rising values), the
// fix waits for that value rather than for the whole queue, whose later work the second access need not wait for;
// and the fixed scenario is race-free.
TEST_CASE("a race's fix waits for a signal that follows the first access rather than for its whole queue") {
    const auto build = [](bool host_second, std::optional<Step> fix) {
        Builder b;
        const uint32_t q = b.queue("q"), r = b.queue("r");
        const uint32_t x = b.buffer("x"), y = b.buffer("y");
        const uint32_t h = b.host("h");
        const uint32_t done = b.semaphore("done");
        b.submit(q, {download(x, h), signal(done, 1), delay(1000)});
        if (fix) b.step(*fix);
        if (host_second)
            b.step(host_fill(h));
        else
            b.on(r, upload(h, y));
        b.step(host_wait_all());
        return b.done();
    };
    const auto host = of_kind(analyze(build(true, std::nullopt)), FindingKind::race);
    REQUIRE(host.size() == 1);
    CHECK(host[0].fix == "add {\"op\": \"host_wait\", \"semaphore\": \"done\", \"value\": 1} before steps[1] (steps[0].commands[1] signals "
                         "it after steps[0].commands[0])");
    CHECK(races(build(true, host_wait_value(0, 1))) == 0);

    const auto queue = of_kind(analyze(build(false, std::nullopt)), FindingKind::race);
    REQUIRE(queue.size() == 1);
    CHECK(queue[0].fix == "add {\"op\": \"wait\", \"queue\": \"r\", \"semaphore\": \"done\", \"value\": 1} before steps[1] "
                          "(steps[0].commands[1] signals it after steps[0].commands[0])");
    CHECK(races(build(false, Submit{1, {wait(0, 1)}})) == 0);

    // A semaphore the host signals too gives no such fix: reaching the value says nothing of the queue.
    Builder b;
    const uint32_t q = b.queue("q");
    const uint32_t x = b.buffer("x"), h = b.host("h"), done = b.semaphore("done");
    b.submit(q, {download(x, h), signal(done, 1)}).step(host_signal(done, 2)).step(host_fill(h)).step(host_wait_all());
    const auto other = of_kind(analyze(b.done()), FindingKind::race);
    REQUIRE(other.size() == 1);
    CHECK(other[0].fix == "add {\"op\": \"host_wait\", \"queue\": \"q\"} before steps[2]");
}
