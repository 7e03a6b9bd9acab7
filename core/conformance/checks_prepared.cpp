// Prepared submissions (Backend::prepare): expected data and semaphore values worked out here for the values each
// submit gives, which differ from the ones the batches held at preparation.
#include "core/conformance/checks.h"
#include "core/conformance/independent_kernels.h"
#include "core/conformance/rig.h"

#include <chrono>
#include <memory>

namespace syncstress::conformance {

namespace {

using namespace std::chrono;
using sync::Batch;
using Field = sync::BatchValue::Field;

Result<std::unique_ptr<sync::PreparedSubmission>> try_prepare(Rig& rig, sync::QueueId queue, std::vector<Batch> batches,
                                                              std::vector<sync::BatchValue> places, bool ordered = true) {
    rig.need(batches);
    return rig.backend->prepare(queue, std::move(batches), sync::SubmitFlags{ordered}, std::move(places));
}

std::unique_ptr<sync::PreparedSubmission> prepare(Rig& rig, sync::QueueId queue, std::vector<Batch> batches,
                                                  std::vector<sync::BatchValue> places, bool ordered = true) {
    return rig.c.must(try_prepare(rig, queue, std::move(batches), std::move(places), ordered), "prepare");
}

// Four batches, the commands of each independent of one another (so that an unordered submission writes the same
// data), chained on s and started by the host's go. Every wait, signal, fill value and dispatch parameter is given
// at each submit; the values written at preparation are wrong for every iteration (waits met at once, signals that
// do not raise their timeline, a fill of k_untouched, zero parameters).
void prepared_resubmitted(Rig& rig, bool ordered) {
    Checker& c = rig.c;
    const auto q = rig.queue();
    const auto x = rig.buffer(), y = rig.buffer();
    const auto hx = rig.host(), hy = rig.host();
    const auto go = rig.semaphore(), s = rig.semaphore(), u = rig.semaphore(), done = rig.semaphore();
    constexpr uint64_t offset = 29, count = k_n - offset - 41;
    auto prepared = prepare(rig, q,
                            {
                                {{{go, 0}}, {sync::FillCmd{x, 0, k_n, k_untouched}}, {{s, 0}}},
                                {{{s, 0}},
                                 {sync::DispatchCmd{Kernel::seq, y, k_missing, k_missing, offset, count, 0, 0},
                                  sync::DispatchCmd{Kernel::inc, x, x, x, 0, k_n, 0, 0}},
                                 {{s, 0}, {u, 0}}},
                                {{{s, 0}}, {sync::DispatchCmd{Kernel::scale, y, y, y, offset, count, 0, 0}}, {{s, 0}}},
                                {{{s, 0}}, {sync::DownloadCmd{x, hx, 0, 0, k_n}, sync::DownloadCmd{y, hy, 0, 0, k_n}}, {{done, 0}}},
                            },
                            // In no batch order: the values below follow this order.
                            {{3, 0, Field::signal},
                             {0, 0, Field::fill},
                             {1, 0, Field::p0},
                             {1, 0, Field::p1},
                             {1, 1, Field::p0},
                             {2, 0, Field::p0},
                             {0, 0, Field::wait},
                             {0, 0, Field::signal},
                             {1, 0, Field::wait},
                             {1, 0, Field::signal},
                             {1, 1, Field::signal},
                             {2, 0, Field::wait},
                             {2, 0, Field::signal},
                             {3, 0, Field::wait}},
                            ordered);
    for (uint32_t it = 0; it < 4; ++it) {
        auto scope = c.scope("submit " + std::to_string(it));
        const uint64_t base = 3 * it;                                               // s rises by 3 an iteration, once a batch
        const uint32_t fill = 0x01000000u * (it + 1) + 17, inc = 0xfffffff0u + it;  // x = fill + inc, wrapping
        const uint32_t seq_base = static_cast<uint32_t>(0x9e3779b9ull * (it + 1)), stride = 3 + 2 * it, scale = 0x10001u * (it + 2);
        const std::vector<uint64_t> values = {it + 1,   fill,     seq_base, stride,       inc,      scale,    it + 1,
                                              base + 1, base + 1, base + 2, 5 * (it + 1), base + 2, base + 3, base + 3};
        // A regular submission before it on the same queue: y's elements outside the dispatches' range hold `it`.
        rig.submit(q, Batch{{}, {sync::FillCmd{y, 0, k_n, it}}, {}});
        rig.fill(hx, k_untouched);
        rig.fill(hy, k_untouched);
        c.must(prepared->submit(values), "a prepared submission's submit");
        // Held by the host's go: none of it may run yet.
        c.expect(!rig.wait(done, it + 1, milliseconds(30)), "the submission finished before the host's go");
        c.expect_value(rig.value(s), base, "s before the host's go");
        c.expect_elements(rig.values(hx), filled(k_untouched), "a host array before the host's go");
        rig.host_signal(go, it + 1);
        rig.await(done, it + 1, "the prepared submission");
        c.expect_value(rig.value(done), it + 1, "done after the submission");
        c.expect_value(rig.value(s), base + 3, "s after the submission");
        c.expect_value(rig.value(u), 5 * (it + 1), "u after the submission");
        std::vector<uint32_t> ex(k_n), ey = filled(it);
        for (uint32_t i = 0; i < k_n; ++i) ex[i] = independent_element(Kernel::inc, i, fill, 0, 0, inc, 0);
        for (uint64_t i = offset; i < offset + count; ++i) {
            const uint32_t seq = independent_element(Kernel::seq, i, it, 0, 0, seq_base, stride);
            ey[i] = independent_element(Kernel::scale, i, seq, seq, 0, scale, 0);
        }
        c.expect_elements(rig.values(hx), ex, "x (fill, then inc)");
        c.expect_elements(rig.values(hy), ey, "y (seq, then scale)");
    }
}
void check_prepared_resubmitted(Rig& rig) { prepared_resubmitted(rig, true); }
// no-barrier's submissions (SubmitFlags::ordered false) prepared: the cpu backend keeps the batches (Backend::prepare's
// default) and shuffles each submission's commands as it is made.
void check_prepared_unordered(Rig& rig) { prepared_resubmitted(rig, false); }

// Submissions of one prepared submission all queued behind the host's go before any runs: each must run with the
// values it was given, not with a later submit's. The first batch is of one item each (the cpu backend's job keeps it
// inline), the second of two commands and two signals (spilled).
void check_prepared_queued_together(Rig& rig) {
    Checker& c = rig.c;
    const auto q = rig.queue(), reader = rig.queue();
    const auto x = rig.buffer(), y = rig.buffer();
    const auto hx = rig.host(), hy = rig.host();
    const auto go = rig.semaphore(), s = rig.semaphore(), t = rig.semaphore(), done = rig.semaphore();
    auto prepared =
        prepare(rig, q,
                {{{{go, 0}}, {sync::DispatchCmd{Kernel::inc, x, x, x, 0, k_n, 0, 0}}, {{s, 0}}},
                 {{},
                  {sync::DispatchCmd{Kernel::inc, y, y, y, 0, k_n, 0, 0}, sync::DispatchCmd{Kernel::inc, y, y, y, 0, k_n, 0, 0}},
                  {{s, 0}, {t, 0}}}},
                {{0, 0, Field::wait},
                 {0, 0, Field::p0},
                 {0, 0, Field::signal},
                 {1, 0, Field::p0},
                 {1, 1, Field::p0},
                 {1, 0, Field::signal},
                 {1, 1, Field::signal}});
    const uint32_t kx[] = {1, 10, 100, 1000}, ky[] = {7, 70, 700, 7000}, kz[] = {50000, 600000, 7000000, 80000000};
    for (uint64_t i = 1; i <= 4; ++i) {
        const std::vector<uint64_t> values = {i, kx[i - 1], 2 * i - 1, ky[i - 1], kz[i - 1], 2 * i, 10 * i};
        c.must(prepared->submit(values), "a prepared submission's submit");
    }
    c.expect_value(rig.value(s), 0, "s before the host's go");
    uint32_t sum_x = 0, sum_y = 0;
    for (uint64_t i = 1; i <= 4; ++i) {
        auto scope = c.scope("go " + std::to_string(i));
        sum_x += kx[i - 1];
        sum_y += ky[i - 1] + kz[i - 1];
        rig.fill(hx, k_untouched);
        rig.fill(hy, k_untouched);
        rig.host_signal(go, i);
        rig.submit(reader, Batch{{{s, 2 * i}}, {sync::DownloadCmd{x, hx, 0, 0, k_n}, sync::DownloadCmd{y, hy, 0, 0, k_n}}, {{done, i}}});
        rig.await(done, i, "the reader");
        // The next submission waits for go >= i + 1. t is the batch's second signal: the reader may have run between
        // the two, so t is waited for rather than read.
        c.expect_value(rig.value(s), 2 * i, "s");
        c.expect(rig.wait(t, 10 * i), "t did not reach " + std::to_string(10 * i));
        c.expect_value(rig.value(t), 10 * i, "t");
        c.expect_elements(rig.values(hx), filled(sum_x), "x");
        c.expect_elements(rig.values(hy), filled(sum_y), "y");
    }
}

// A value's place names a batch, and an item of that batch with that kind of value; anything else is refused at
// preparation, with a message, on either path (the cpu backend's own and the default it takes for no-barrier).
void check_prepared_value_places_refused(Rig& rig) {
    Checker& c = rig.c;
    const auto q = rig.queue();
    const auto x = rig.buffer(), y = rig.buffer();
    const auto met = rig.semaphore(1), t = rig.semaphore();
    // Batch 0: one wait (met already), a fill, a dispatch, a delay, one signal; batch 1: a copy only.
    const std::vector<Batch> batches = {
        {{{met, 1}}, {sync::FillCmd{x, 0, k_n, 1}, sync::DispatchCmd{Kernel::inc, x, x, x, 0, k_n, 1, 0}, sync::DelayCmd{1}}, {{t, 1}}},
        {{}, {sync::CopyCmd{x, y, 0, 0, k_n}}, {}}};
    const std::vector<sync::BatchValue> good = {
        {0, 0, Field::wait}, {0, 0, Field::signal}, {0, 0, Field::fill}, {0, 1, Field::p0}, {0, 1, Field::p1}};
    const std::vector<sync::BatchValue> bad = {
        {2, 0, Field::wait}, {1, 0, Field::wait}, {0, 1, Field::wait}, {0, 1, Field::signal}, {1, 0, Field::signal},
        {0, 1, Field::fill}, {0, 2, Field::fill}, {0, 3, Field::fill}, {1, 0, Field::fill},   {0, 0, Field::p0},
        {0, 0, Field::p1},   {0, 2, Field::p1},   {0, 3, Field::p0},   {1, 0, Field::p1},     {7, 1, Field::p0},
    };
    for (bool ordered : {true, false}) {
        auto ordered_scope = c.scope(ordered ? "ordered" : "unordered");
        const auto accepted = try_prepare(rig, q, batches, good, ordered);
        c.expect(accepted.ok(), "good places refused: " + (accepted.ok() ? std::string() : accepted.error().message));
        for (size_t i = 0; i < bad.size(); ++i) {
            auto scope = c.scope("bad place " + std::to_string(i));
            // Alone, and after every good place (each value is checked, not only the first).
            std::vector<sync::BatchValue> after_good = good;
            after_good.push_back(bad[i]);
            for (const auto& places : {std::vector<sync::BatchValue>{bad[i]}, after_good}) {
                const auto refused = try_prepare(rig, q, batches, places, ordered);
                c.require(!refused.ok(), "a value's place that names no such item was accepted");
                c.expect(!refused.error().message.empty(), "a refused preparation has no message");
            }
        }
    }
    // Preparing enqueues nothing: the first batch's wait is met, so anything enqueued would have signalled t.
    c.expect(!rig.wait(t, 1, milliseconds(50)), "preparing enqueued work");
    c.expect_value(rig.value(t), 0, "t after preparations only");
}

// A prepared submission with a bad id or range is refused at preparation or at each submit (either is allowed), and
// enqueues nothing of itself: not its valid first batch.
void check_prepared_bad_command_refused(Rig& rig) {
    Checker& c = rig.c;
    const auto q = rig.queue();
    const auto x = rig.buffer();
    const auto h = rig.host();
    const auto s = rig.semaphore();
    const std::vector<Batch> bad = {
        {{}, {sync::FillCmd{k_missing, 0, 1, 1}}, {}},
        {{}, {sync::FillCmd{x, k_n - 1, 2, 1}}, {}},
        {{}, {sync::CopyCmd{x, k_missing, 0, 0, 1}}, {}},
        {{}, {sync::CopyCmd{x, x, k_n - 5, 0, 10}}, {}},
        {{}, {sync::UploadCmd{k_missing, x, 0, 0, 1}}, {}},
        {{}, {sync::DownloadCmd{x, k_missing, 0, 0, 1}}, {}},
        {{}, {sync::DownloadCmd{x, h, 0, k_n - 5, 10}}, {}},
        {{}, {sync::DispatchCmd{Kernel::add, x, x, k_missing, 0, 1, 0, 0}}, {}},
        {{}, {sync::DispatchCmd{Kernel::copy, x, x, x, k_n - 5, 10, 0, 0}}, {}},
        {{{k_missing, 1}}, {}, {}},
        {{}, {}, {{k_missing, 1}}},
    };
    for (bool ordered : {true, false}) {
        for (size_t i = 0; i < bad.size(); ++i) {
            auto scope = c.scope(std::string(ordered ? "ordered" : "unordered") + ", bad batch " + std::to_string(i));
            const std::vector<Batch> batches = {{{}, {sync::FillCmd{x, 0, k_n, 0}}, {{s, 0}}}, bad[i]};
            auto prepared = try_prepare(rig, q, batches, {{0, 0, Field::fill}, {0, 0, Field::signal}}, ordered);
            if (!prepared.ok()) {
                c.expect(!prepared.error().message.empty(), "a refused preparation has no message");
                continue;
            }
            const uint64_t values[] = {9, 1};
            for (int attempt = 0; attempt < 2; ++attempt) {
                const Status refused = (*prepared)->submit(values);
                c.require(!refused.ok(), "a prepared submission with a bad command was submitted");
                c.expect(!refused.error().message.empty(), "a refused submit has no message");
            }
        }
    }
    // None of it ran (the fill of 9 or the signal of s), and the queue still works.
    c.expect(!rig.wait(s, 1, milliseconds(50)), "a refused prepared submission signalled");
    rig.fill(h, k_untouched);
    c.expect_elements(rig.download(q, x, h), filled(0), "the buffer a refused prepared submission would have filled");
}

}  // namespace

std::vector<Check> prepared_checks() {
    std::vector<Check> checks;
    add_sided(checks, "a prepared submission runs again with new values", check_prepared_resubmitted);
    add_sided(checks, "a prepared unordered submission runs again with new values", check_prepared_unordered);
    add_sided(checks, "submissions of a prepared submission queued together keep their own values", check_prepared_queued_together);
    add_sided(checks, "a prepared submission's values must name items that have them", check_prepared_value_places_refused);
    add_sided(checks, "a prepared submission with a bad command is refused and enqueues nothing", check_prepared_bad_command_refused);
    return checks;
}

}  // namespace syncstress::conformance
