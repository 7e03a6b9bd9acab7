// Timeline semaphores between batches and queues: waits and signals between the work of one submission, waits
// submitted before the signal that meets them (from another queue or the host), and values met by larger ones.
#include "core/conformance/checks.h"
#include "core/conformance/rig.h"

#include <chrono>

namespace syncstress::conformance {

namespace {

using namespace std::chrono;
using sync::Batch;

void check_batches(Rig& rig) {
    Checker& c = rig.c;
    const auto q = rig.queue();
    const auto x = rig.buffer(), y = rig.buffer();
    const auto h = rig.host();
    const auto s = rig.semaphore(), go = rig.semaphore(), t = rig.semaphore();
    rig.fill(h, k_untouched);
    // One submission: work, then a batch that waits for the host and for the first batch's signal, a batch that
    // waits for the second's, and one with neither.
    const Batch batches[] = {
        {{}, {sync::FillCmd{x, 0, k_n, 1}}, {{s, 1}}},
        {{{go, 1}, {s, 1}}, {sync::DispatchCmd{Kernel::inc, x, x, x, 0, k_n, 10, 0}}, {{s, 2}, {t, 7}}},
        {{{s, 2}}, {sync::CopyCmd{x, y, 3, 5, k_n - 8}}, {}},
        {{}, {sync::DownloadCmd{y, h, 0, 0, k_n}}, {{s, 4}}},
    };
    rig.submit(q, batches);
    c.expect(rig.wait(s, 1), "the first batch, which waits for nothing, did not signal s = 1");
    c.expect(!rig.wait(s, 2, milliseconds(50)), "s reached 2 before the host signalled the second batch's go");
    c.expect_value(rig.value(s), 1, "s before the host's go");
    c.expect_value(rig.value(t), 0, "t before the host's go");
    c.expect_elements(rig.values(h), filled(k_untouched), "the host array before the host's go");
    rig.host_signal(go, 1);
    rig.await(s, 4, "the last batch");
    c.expect_value(rig.value(s), 4, "s after the last batch");
    c.expect_value(rig.value(t), 7, "t after the last batch");
    std::vector<uint32_t> expected = filled(0);
    std::fill_n(expected.begin() + 5, k_n - 8, 11u);
    c.expect_elements(rig.values(h), expected, "the host array the last batch downloaded into");
}

void check_wait_before_queue_signal(Rig& rig) {
    const auto consumer = rig.queue(), producer = rig.queue();
    const auto a = rig.buffer(), b = rig.buffer();
    const auto h = rig.host();
    const auto t = rig.semaphore(), done = rig.semaphore();
    // The consumer is submitted first and the producer is slow: only the wait orders them.
    rig.submit(consumer, Batch{{{t, 1}}, {sync::CopyCmd{a, b, 0, 0, k_n}, sync::DownloadCmd{b, h, 0, 0, k_n}}, {{done, 1}}});
    rig.submit(producer, Batch{{}, {sync::DelayCmd{k_delay_us}, sync::DispatchCmd{Kernel::seq, a, a, a, 0, k_n, 500, 3}}, {{t, 1}}});
    rig.await(done, 1, "the consumer");
    std::vector<uint32_t> expected(k_n);
    for (uint32_t i = 0; i < k_n; ++i) expected[i] = 500 + 3 * i;
    rig.c.expect_elements(rig.values(h), expected, "what the consumer copied of the producer's buffer");
}

// A backend that holds a whole submission until every wait of it is met deadlocks here.
void check_batch_waits_for_queue_waiting_on_earlier_batch(Rig& rig) {
    const auto first = rig.queue(), second = rig.queue();
    const auto a = rig.buffer(), b = rig.buffer(), c = rig.buffer();
    const auto h = rig.host();
    const auto s = rig.semaphore(), t = rig.semaphore(), u = rig.semaphore();
    const Batch batches[] = {{{}, {sync::FillCmd{a, 0, k_n, 5}}, {{s, 1}}},
                             {{{t, 1}}, {sync::CopyCmd{b, c, 0, 0, k_n}, sync::DownloadCmd{c, h, 0, 0, k_n}}, {{u, 1}}}};
    rig.submit(first, batches);
    rig.submit(second, Batch{{{s, 1}}, {sync::CopyCmd{a, b, 0, 0, k_n}}, {{t, 1}}});
    rig.await(u, 1, "the second batch of the first queue (does the backend hold a submission until all its waits are met?)");
    rig.c.expect_elements(rig.values(h), filled(5), "what the second batch downloaded");
}

void check_wait_before_host_signal(Rig& rig) {
    Checker& c = rig.c;
    const auto first = rig.queue(), second = rig.queue();
    const auto a = rig.buffer(), b = rig.buffer();
    const auto h = rig.host();
    const auto go = rig.semaphore(), s = rig.semaphore(), done = rig.semaphore();
    rig.fill(h, k_untouched);
    // second waits for first, first for the host: nothing may run before the host signals.
    rig.submit(second, Batch{{{s, 1}}, {sync::CopyCmd{a, b, 0, 0, k_n}, sync::DownloadCmd{b, h, 0, 0, k_n}}, {{done, 1}}});
    rig.submit(first, Batch{{{go, 1}}, {sync::FillCmd{a, 0, k_n, 7}}, {{s, 1}}});
    c.expect(!rig.wait(done, 1, milliseconds(50)), "the second queue finished before the host signalled the first's go");
    c.expect_value(rig.value(s), 0, "s before the host's go");
    c.expect_elements(rig.values(h), filled(k_untouched), "the host array before the host's go");
    rig.host_signal(go, 1);
    rig.await(done, 1, "the second queue, after the host's go");
    c.expect_value(rig.value(s), 1, "s after the host's go");
    c.expect_elements(rig.values(h), filled(7), "what the second queue downloaded");
}

void check_timeline_values(Rig& rig) {
    Checker& c = rig.c;
    const auto producer = rig.queue(), consumer = rig.queue();
    const auto a = rig.buffer(), b = rig.buffer();
    const auto h = rig.host();
    const auto gate = rig.semaphore(), ready = rig.semaphore(10), done = rig.semaphore();
    c.expect_value(rig.value(ready), 10, "a semaphore created with 10");
    c.expect(rig.wait(ready, 3, milliseconds(0)), "a host wait for 3 on a semaphore at 10 timed out");
    for (uint32_t it = 0; it < 4; ++it) {
        auto scope = c.scope("iteration " + std::to_string(it));
        // Values rise by 3 an iteration: the producer signals base + 3, the consumer waits for base + 2 and the host
        // for base + 1; the producer's own wait for base was met before it was submitted.
        const uint64_t base = 10 + 3 * it;
        rig.submit(consumer,
                   Batch{{{ready, base + 2}}, {sync::CopyCmd{a, b, 0, 0, k_n}, sync::DownloadCmd{b, h, 0, 0, k_n}}, {{done, it + 1}}});
        rig.submit(producer, Batch{{{gate, it + 1}, {ready, base}}, {sync::FillCmd{a, 0, k_n, 100 + it}}, {{ready, base + 3}}});
        rig.host_signal(gate, it + 1);
        rig.await(ready, base + 1, "the producer (a host wait for a smaller value than it signals)");
        rig.await(done, it + 1, "the consumer (a wait for a smaller value than the producer signals)");
        c.expect_value(rig.value(ready), base + 3, "ready after the producer");
        c.expect_elements(rig.values(h), filled(100 + it), "what the consumer downloaded");
    }
}

}  // namespace

std::vector<Check> timeline_checks() {
    std::vector<Check> checks;
    add_sided(checks, "one submission of batches with waits and signals between work", check_batches);
    add_sided(checks, "a wait submitted before another queue's signal", check_wait_before_queue_signal);
    add_sided(checks, "a wait submitted before the host's signal", check_wait_before_host_signal);
    add_sided(checks, "a later batch waits for a queue that waits for an earlier batch of its submission",
              check_batch_waits_for_queue_waiting_on_earlier_batch);
    add_sided(checks, "timeline waits met by larger values and values rising across iterations", check_timeline_values);
    return checks;
}

}  // namespace syncstress::conformance
