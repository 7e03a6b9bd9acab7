// The host's side of a backend: semaphores from the host, host arrays read and written when commands execute, ids of
// every kind interleaved, the two sides of queues ordering each other, and submissions refused whole.
#include "core/conformance/checks.h"
#include "core/conformance/rig.h"

#include <chrono>

namespace syncstress::conformance {

namespace {

using namespace std::chrono;
using sync::Batch;

void host_semaphore_basics(Rig& rig) {
    Checker& c = rig.c;
    const auto s = rig.semaphore(5);
    c.expect_value(rig.value(s), 5, "a semaphore created with 5");
    c.expect(rig.wait(s, 5, milliseconds(0)), "a host wait for 5 on a semaphore at 5 timed out");
    c.expect(rig.wait(s, 2, milliseconds(0)), "a host wait for 2 on a semaphore at 5 timed out");
    const auto start = steady_clock::now();
    c.expect(!rig.wait(s, 6, milliseconds(40)), "a host wait for 6 on a semaphore at 5 returned done");
    const auto waited = duration_cast<milliseconds>(steady_clock::now() - start);
    c.expect(waited >= milliseconds(30) && waited < seconds(5),
             "a host wait with a timeout of 40 ms returned after " + std::to_string(waited.count()) + " ms");
    rig.host_signal(s, 7);
    c.expect_value(rig.value(s), 7, "the semaphore after a host signal of 7");
    c.expect(rig.wait(s, 6, milliseconds(0)), "a host wait for 6 on a semaphore signalled 7 timed out");
    c.expect(!rig.backend->host_signal(k_missing, 1).ok(), "host_signal of an unknown semaphore succeeded");
    c.expect(!rig.backend->host_wait(k_missing, 1, milliseconds(1)).ok(), "host_wait of an unknown semaphore succeeded");
    c.expect(!rig.backend->semaphore_value(k_missing).ok(), "semaphore_value of an unknown semaphore succeeded");
}

void check_host_semaphore(Rig& rig) { host_semaphore_basics(rig); }

void check_host_semaphore_violation(Rig& rig) {
    Checker& c = rig.c;
    host_semaphore_basics(rig);
    const sync::SemaphoreId s = 0;  // host_semaphore_basics's, now at 7
    c.expect(rig.backend->take_violations().empty(), "violations reported for signals that each raised the timeline");
    // A signal that does not raise the timeline: the backend may refuse it, but must report it.
    (void)rig.backend->host_signal(s, 3);
    c.expect(rig.backend->findings_pending(), "findings_pending() is false after a signal of 3 on a timeline at 7");
    const auto violations = rig.backend->take_violations();
    c.require(violations.size() == 1,
              "a signal of 3 on a timeline at 7: " + std::to_string(violations.size()) + " violations reported, expected 1");
    c.expect_value(violations[0].semaphore, s, "the violation's semaphore");
    c.expect_value(violations[0].current, 7, "the violation's current value");
    c.expect_value(violations[0].signalled, 3, "the violation's signalled value");
    c.expect(rig.backend->take_violations().empty(), "a violation was reported twice");
}

void check_host_arrays(Rig& rig) {
    Checker& c = rig.c;
    const auto q = rig.queue();
    const auto buffer = rig.buffer();
    const auto in = rig.host(), out = rig.host();
    const uint32_t* in_data = rig.data(in);
    const auto go = rig.semaphore(), done = rig.semaphore();
    rig.fill(in, 1);
    rig.fill(out, k_untouched);
    rig.submit(q, Batch{{{go, 1}}, {sync::UploadCmd{in, buffer, 10, 20, 500}, sync::DownloadCmd{buffer, out, 0, 5, 600}}, {{done, 1}}});
    // Rewritten after submission, before execution: the upload must read this.
    std::vector<uint32_t> rewritten(k_n);
    for (uint32_t i = 0; i < k_n; ++i) rewritten[i] = 2000 + i;
    rig.set(in, rewritten);
    c.expect_value(rig.value(done), 0, "the submission's signal before the host's go");
    c.expect_elements(rig.values(out), filled(k_untouched), "the download's host array before the host's go");
    (void)rig.host();  // a host array created later moves none of the earlier ones
    c.expect(rig.data(in) == in_data, "a host array moved when another was created");
    rig.host_signal(go, 1);
    rig.await(done, 1, "the submission, after the host's go");
    std::vector<uint32_t> expected = filled(k_untouched);
    for (uint32_t j = 0; j < 600; ++j) expected[5 + j] = j >= 20 && j < 520 ? 2000 + 10 + (j - 20) : 0;
    c.expect_elements(rig.values(out), expected, "the download's host array (the upload must read the host array when it runs)");
    c.expect_elements(rig.values(in), rewritten, "the upload's host array");
}

// Objects of every kind created interleaved, some while work runs. The second queue is device-side: in the
// cuda-side check, queues and buffers of the two sides interleave too (vulkan+cuda maps the core's ids onto two APIs).
void check_interleaved_ids(Rig& rig) {
    // Shared memory where a queue of the other side reads the buffer; else whatever the backend has of it.
    const Memory memory = rig.side != Side::device || rig.declares(Memory::shared) ? Memory::shared : Memory::device;
    const auto h0 = rig.host();
    const auto s0 = rig.semaphore();
    const auto b0 = rig.buffer(memory);
    const auto q0 = rig.queue();
    rig.submit(q0, Batch{{}, {sync::DelayCmd{k_delay_us}, sync::FillCmd{b0, 0, k_n, 3}}, {{s0, 1}}});
    const auto b1 = rig.buffer(Memory::device, Side::device);
    const auto q1 = rig.queue(Side::device);
    const auto h1 = rig.host();
    const auto s1 = rig.semaphore(4);
    rig.fill(h1, k_untouched);
    rig.submit(q1, Batch{{{s0, 1}}, {sync::CopyCmd{b0, b1, 0, 0, k_n}, sync::DownloadCmd{b1, h1, 0, 0, k_n}}, {{s1, 5}}});
    const auto b2 = rig.buffer(Memory::device);
    rig.submit(q0, Batch{{{s1, 5}},
                         {sync::CopyCmd{b0, b2, 0, 0, k_n}, sync::DispatchCmd{Kernel::inc, b2, b2, b2, 0, k_n, 1, 0},
                          sync::DownloadCmd{b2, h0, 0, 0, k_n}},
                         {{s0, 2}}});
    rig.await(s0, 2, "the last submission");
    rig.c.expect_elements(rig.values(h1), filled(3), "what the second queue downloaded");
    rig.c.expect_elements(rig.values(h0), filled(4), "what the first queue downloaded");
}

// Device-side and cuda-side queues order each other through shared buffers and a host array, both ways, each wait
// submitted before the signal that meets it.
void check_across_sides(Rig& rig) {
    const auto device = rig.queue(Side::device), torch = rig.queue(Side::cuda);
    const auto a = rig.buffer(Memory::shared, Side::device), b = rig.buffer(Memory::shared, Side::cuda);
    const auto c = rig.buffer(Memory::device, Side::cuda), d = rig.buffer(Memory::device, Side::device);
    const auto staging = rig.host(), out = rig.host();
    const auto t = rig.semaphore(), u = rig.semaphore(), done = rig.semaphore();
    for (uint32_t it = 1; it <= 3; ++it) {
        auto scope = rig.c.scope("iteration " + std::to_string(it));
        rig.fill(out, k_untouched);
        rig.submit(torch, Batch{{{t, 2 * it - 1}},
                                {sync::CopyCmd{a, c, 0, 0, k_n}, sync::DispatchCmd{Kernel::inc, c, c, c, 0, k_n, 1, 0},
                                 sync::CopyCmd{c, b, 0, 0, k_n}},
                                {{u, it}}});
        rig.submit(
            device,
            Batch{{}, {sync::DelayCmd{k_delay_us}, sync::DispatchCmd{Kernel::seq, a, a, a, 0, k_n, 1000 * it, 1}}, {{t, 2 * it - 1}}});
        rig.submit(device, Batch{{{u, it}}, {sync::CopyCmd{b, d, 0, 0, k_n}, sync::DownloadCmd{d, staging, 0, 0, k_n}}, {{t, 2 * it}}});
        rig.submit(torch,
                   Batch{{{t, 2 * it}}, {sync::UploadCmd{staging, c, 0, 0, k_n}, sync::DownloadCmd{c, out, 0, 0, k_n}}, {{done, it}}});
        rig.await(done, it, "the last cuda-side submission");
        std::vector<uint32_t> expected(k_n);
        for (uint32_t i = 0; i < k_n; ++i) expected[i] = 1000 * it + i + 1;
        rig.c.expect_elements(rig.values(out), expected, "what the cuda-side queue downloaded");
        rig.c.expect_elements(rig.values(staging), expected, "what the device-side queue downloaded");
    }
}

void check_refused_submissions(Rig& rig) {
    Checker& c = rig.c;
    const auto q = rig.queue();
    const auto x = rig.buffer();
    const auto h = rig.host();
    const auto s = rig.semaphore();
    // The first batch is valid, the second writes past its buffer: nothing of the submission may run.
    const Batch batches[] = {{{}, {sync::FillCmd{x, 0, k_n, 9}}, {{s, 1}}}, {{}, {sync::FillCmd{x, k_n - 1, 2, 9}}, {}}};
    const Status refused = rig.try_submit(q, batches);
    c.require(!refused.ok(), "a submission whose second batch fills past its buffer was accepted");
    c.expect(!refused.error().message.empty(), "a refused submission has no message");
    const std::vector<sync::Command> bad = {
        sync::CopyCmd{x, x, k_n - 5, 0, 10},
        sync::CopyCmd{x, x, 0, k_n - 5, 10},
        sync::UploadCmd{h, x, k_n - 5, 0, 10},
        sync::UploadCmd{h, x, 0, k_n - 5, 10},
        sync::DownloadCmd{x, h, k_n - 5, 0, 10},
        sync::DownloadCmd{x, h, 0, k_n - 5, 10},
        sync::DispatchCmd{Kernel::copy, x, x, x, k_n - 5, 10, 0, 0},
        sync::FillCmd{k_missing, 0, 1, 1},
        sync::UploadCmd{k_missing, x, 0, 0, 1},
        sync::DownloadCmd{x, k_missing, 0, 0, 1},
        sync::DispatchCmd{Kernel::add, x, x, k_missing, 0, 1, 0, 0},
    };
    for (size_t i = 0; i < bad.size(); ++i) {
        const Batch batch{{}, {bad[i]}, {{s, 1}}};
        c.expect(!rig.try_submit(q, std::span<const Batch>(&batch, 1)).ok(),
                 "bad command " + std::to_string(i) + " (an unknown id or a range past its object) was accepted");
    }
    const Batch waits_for_nothing{{{k_missing, 1}}, {}, {{s, 1}}}, signals_nothing{{}, {}, {{k_missing, 1}}};
    c.expect(!rig.try_submit(q, std::span<const Batch>(&waits_for_nothing, 1)).ok(), "a wait for an unknown semaphore was accepted");
    c.expect(!rig.try_submit(q, std::span<const Batch>(&signals_nothing, 1)).ok(), "a signal of an unknown semaphore was accepted");
    c.expect(!rig.try_submit(k_missing, std::span<const Batch>(&batches[0], 1)).ok(), "a submission to an unknown queue was accepted");
    c.expect(rig.backend->host_array_data(k_missing) == nullptr, "host_array_data of an unknown host array is not null");
    // None of it ran (a signal of s had come and would make this one a violation), and the queue still works.
    c.expect(!rig.wait(s, 1, milliseconds(50)), "a refused submission signalled");
    rig.fill(h, k_untouched);
    rig.submit(q, Batch{{}, {sync::FillCmd{x, 0, k_n, 3}, sync::DownloadCmd{x, h, 0, 0, k_n}}, {{s, 1}}});
    rig.await(s, 1, "a good submission after the refused ones");
    c.expect_elements(rig.values(h), filled(3), "what the good submission downloaded");
}

}  // namespace

std::vector<Check> host_checks() {
    std::vector<Check> checks = {
        {{"host_wait/host_signal/semaphore_value work and refuse unknown semaphores"}, check_host_semaphore},
        {{.name = "host_wait/host_signal/semaphore_value work and a signal that does not raise the timeline is reported",
          .needs_violations = true},
         check_host_semaphore_violation},
    };
    add_sided(checks, "upload and download touch host arrays when they execute", check_host_arrays,
              {.excluded_by_weaker = sync::k_weaker_upload_reads_until_complete | sync::k_weaker_download_writes_until_complete});
    add_sided(checks, "objects of every kind created interleaved and while work runs", check_interleaved_ids);
    checks.push_back({{.name = "device-side and cuda-side queues order each other", .side = Side::cuda}, check_across_sides});
    add_sided(checks, "a submission with a bad command is refused whole", check_refused_submissions);
    return checks;
}

}  // namespace syncstress::conformance
