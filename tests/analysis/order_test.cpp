// Certain or in one order only: a deadlock the reference model itself gets stuck in, or a timeline that the program
// order alone moves back, happens in every order; one that needs two unordered signals to land in one order carries
// that order as data (early, late, waiter) and says it.
#include "core/analysis/analysis.h"
#include "tests/analysis/findings.h"
#include "tests/analysis/scenario_builder.h"

#include <doctest/doctest.h>

#include <string>
#include <vector>

using namespace syncstress::analysis;
using namespace syncstress::analysis::testing;
using namespace syncstress::scenario;
using namespace syncstress::scenario::testing;

namespace {

void check_site(const SyncSite& site, size_t step, std::optional<size_t> command, std::optional<size_t> queue, uint64_t value) {
    CHECK(site.step == step);
    CHECK(site.command == command);
    CHECK(site.queue == queue);
    CHECK(site.value == value);
    CHECK_FALSE(site.next_iteration);
}

}  // namespace

TEST_CASE("order: a deadlock the model gets stuck in is certain") {
    Builder b;
    const uint32_t q = b.queue("main");
    const uint32_t t = b.semaphore("t");
    b.submit(q, {wait(t, 5), fill(b.buffer("x"))}).step(host_wait_queue(q));
    const auto found = of_kind(analyze(b.done(Expect::deadlock)), FindingKind::deadlock);
    REQUIRE(found.size() == 1);
    CHECK_FALSE(found[0].order);
    CHECK_FALSE(contains(found[0].message, "needs an order"));
}

TEST_CASE("order: a signal that can land between a wait's satisfier and the wait needs that order") {
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
    const auto found = of_kind(analyze(b.done(Expect::deadlock)), FindingKind::deadlock);
    REQUIRE(found.size() == 1);
    REQUIRE(found[0].order);
    const Order& order = *found[0].order;
    REQUIRE(order.early);
    REQUIRE(order.waiter);
    check_site(order.late, 0, 2, device, 1);
    check_site(*order.early, 1, 0, torch, 2);
    check_site(*order.waiter, 2, 0, torch, 2);
    CHECK(contains(found[0].message, "; it needs an order: steps[0].commands[2] (signal t = 1 on queue device) lands after "
                                     "steps[1] (signal t = 2 on queue torch) and before steps[2] (wait t >= 2 on queue torch) looks"));
}

TEST_CASE("order: two unordered signals of one timeline reverse it only when the smaller lands last") {
    auto build = [](uint64_t first, uint64_t second) {
        Builder b;
        const uint32_t a = b.queue("a"), c = b.queue("c");
        const uint32_t t = b.semaphore("t");
        b.on(a, signal(t, first)).on(c, signal(t, second)).step(host_wait_all());
        return analyze(b.done());
    };
    // a's 1 runs first in the model; c's 2 landing first and a's 1 after it moves t back.
    const auto rising = of_kind(build(1, 2), FindingKind::timeline);
    REQUIRE(rising.size() == 1);
    REQUIRE(rising[0].order);
    CHECK_FALSE(rising[0].order->waiter);
    REQUIRE(rising[0].order->early);
    check_site(*rising[0].order->early, 1, 0, 1, 2);
    check_site(rising[0].order->late, 0, 0, 0, 1);
    CHECK(contains(rising[0].message,
                   "it needs an order: steps[0] (signal t = 1 on queue a) lands after steps[1] (signal t = 2 on queue c)"));

    // The model's order already reverses it: the same order, the larger first.
    const auto falling = of_kind(build(2, 1), FindingKind::timeline);
    REQUIRE(falling.size() == 1);
    REQUIRE(falling[0].order);
    REQUIRE(falling[0].order->early);
    check_site(*falling[0].order->early, 0, 0, 0, 2);
    check_site(falling[0].order->late, 1, 0, 1, 1);

    // Equal values: whichever lands last does not rise.
    const auto equal = of_kind(build(2, 2), FindingKind::timeline);
    REQUIRE(equal.size() == 1);
    CHECK_FALSE(equal[0].order);
}

TEST_CASE("order: a timeline the program order moves back is certain") {
    Builder b;
    const uint32_t q = b.queue("main");
    const uint32_t t = b.semaphore("t");
    b.submit(q, {signal(t, 2), signal(t, 1)}).step(host_wait_queue(q));
    const auto found = of_kind(analyze(b.done()), FindingKind::timeline);
    REQUIRE(!found.empty());
    CHECK_FALSE(found[0].order);
}

TEST_CASE("order: the model stuck because an unordered signal set the timeline back needs the other order") {
    auto build = [](bool one_queue) {
        Builder b;
        const uint32_t a = b.queue("a"), c = b.queue("c");
        const uint32_t t = b.semaphore("t");
        b.on(c, signal(t, 2)).on(one_queue ? c : a, signal(t, 1)).step(host_wait_value(t, 2));
        return of_kind(analyze(b.done(Expect::deadlock)), FindingKind::deadlock);
    };
    const auto unordered = build(false);
    REQUIRE(unordered.size() == 1);
    INFO(unordered[0].message);
    REQUIRE(unordered[0].order);
    REQUIRE(unordered[0].order->early);
    REQUIRE(unordered[0].order->waiter);
    check_site(*unordered[0].order->early, 0, 0, 1, 2);
    check_site(unordered[0].order->late, 1, 0, 0, 1);
    check_site(*unordered[0].order->waiter, 2, std::nullopt, std::nullopt, 2);
    CHECK(contains(unordered[0].message, "before steps[2] (host_wait t >= 2 on the host) looks"));

    // On one queue the program order sets it back: every order hangs.
    const auto ordered = build(true);
    REQUIRE(ordered.size() == 1);
    CHECK_FALSE(ordered[0].order);
}

TEST_CASE("order_sentence: no early signal when the initial value satisfied the wait") {
    Builder b;
    const uint32_t a = b.queue("a");
    b.semaphore("t", 2);
    Order order;
    order.late = {0, 0, a, 1, false};
    order.waiter = SyncSite{1, std::nullopt, std::nullopt, 2, true};
    b.on(a, signal(0, 1)).step(host_wait_value(0, 2));
    CHECK(order_sentence(b.done(), order) ==
          "it needs an order: steps[0] (signal t = 1 on queue a) lands before steps[1] (host_wait t >= 2 on the host) of the "
          "next iteration looks");
}
