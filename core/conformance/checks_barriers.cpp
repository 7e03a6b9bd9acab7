// Unordered queues (scenario format 2): barriers order what they say, across submissions too, and through the sync
// core a read or a write on an unordered queue comes after all its earlier work; where the backend says its
// unordered commands may run at once or out of order, without a barrier they do. A backend that does not declare
// barriers (a runtime adapter of ABI 1.0) finds these checks not applicable, with the reason.
#include "core/conformance/checks.h"
#include "core/conformance/device_rig.h"
#include "core/conformance/independent_kernels.h"
#include "core/conformance/rig.h"

#include <algorithm>
#include <string>
#include <vector>

namespace syncstress::conformance {

namespace {

using sync::BarrierCmd;
using sync::Batch;

constexpr uint8_t k_transfer = stage_bit(Stage::transfer);
constexpr uint8_t k_compute = stage_bit(Stage::compute);

BarrierCmd barrier(uint8_t src, uint8_t dst, uint8_t src_access, uint8_t dst_access, uint32_t buffer = BarrierCmd::k_all_memory,
                   uint64_t offset = 0, uint64_t count = 0) {
    return {src, dst, src_access, dst_access, buffer, offset, count};
}
// The memory dependency a read after a write needs: the write's class made visible to the read's.
BarrierCmd read_after_write(Stage from, Stage to) {
    return barrier(stage_bit(from), stage_bit(to), access_bit(from, true), access_bit(to, false));
}

std::vector<uint32_t> seq(uint32_t base) {
    std::vector<uint32_t> out(k_n);
    for (uint64_t i = 0; i < k_n; ++i) out[i] = independent_element(Kernel::seq, i, 0, 0, 0, base, 1);
    return out;
}

// Each submission is of an unordered queue: nothing but its barriers and its closing signal order its commands, nor
// order it after the queue's earlier submissions. A delay before the work, where the backend declares delays, gives a
// barrier that does not hold the time to let what follows run first.
void check_barriers_order(Rig& rig) {
    rig.need_barriers();
    if (!rig.declares(Kernel::seq) || !rig.declares(Kernel::inc))
        throw NotApplicable{rig.name + " does not declare the seq and inc kernels"};
    const auto q = rig.queue();
    const auto y = rig.buffer();
    const auto h = rig.host();
    const bool delays = rig.declares(sync::Command(sync::DelayCmd{k_delay_us}));
    if (!delays) rig.notes.push_back("delay not declared: the work before each barrier is not held back");
    auto work = [&](std::vector<sync::Command> commands) {
        if (delays) commands.insert(commands.begin(), sync::DelayCmd{k_delay_us});
        return commands;
    };
    for (uint32_t round = 1; round <= 2; ++round) {
        auto scope = rig.c.scope("round " + std::to_string(round));
        const uint32_t base = 1000 * round;
        {
            auto s = rig.c.scope("dispatch, barrier compute -> transfer, download in one submission");
            const auto done = rig.semaphore();
            rig.fill(h, k_untouched);
            rig.submit_unordered(q, Batch{{},
                                          work({sync::DispatchCmd{Kernel::seq, y, k_missing, k_missing, 0, k_n, base, 1},
                                                read_after_write(Stage::compute, Stage::transfer), sync::DownloadCmd{y, h, 0, 0, k_n}}),
                                          {{done, 1}}});
            rig.await(done, 1, "the submission");
            rig.c.expect_elements(rig.values(h), seq(base), "what the download after the barrier read");
        }
        {
            auto s = rig.c.scope("the dispatch in one submission, the barrier and the download in the next");
            const auto done = rig.semaphore();
            rig.fill(h, k_untouched);
            rig.submit_unordered(q, Batch{{}, work({sync::DispatchCmd{Kernel::seq, y, k_missing, k_missing, 0, k_n, base + 1, 1}}), {}});
            rig.submit_unordered(
                q, Batch{{}, {read_after_write(Stage::compute, Stage::transfer), sync::DownloadCmd{y, h, 0, 0, k_n}}, {{done, 1}}});
            rig.await(done, 1, "the second submission");
            rig.c.expect_elements(rig.values(h), seq(base + 1), "what the download after the barrier read");
        }
        {
            auto s = rig.c.scope("fill, buffer barrier transfer -> compute, inc, buffer barrier compute -> transfer, download");
            const auto done = rig.semaphore();
            rig.fill(h, k_untouched);
            const BarrierCmd to_compute =
                barrier(k_transfer, k_compute, access_bit(Stage::transfer, true), access_bits(k_compute, true, true), y, 0, k_n);
            const BarrierCmd to_transfer =
                barrier(k_compute, k_transfer, access_bit(Stage::compute, true), access_bit(Stage::transfer, false), y, 0, k_n);
            rig.submit_unordered(q, Batch{{},
                                          work({sync::FillCmd{y, 0, k_n, base}, to_compute,
                                                sync::DispatchCmd{Kernel::inc, y, k_missing, k_missing, 0, k_n, 7, 0}, to_transfer,
                                                sync::DownloadCmd{y, h, 0, 0, k_n}}),
                                          {{done, 1}}});
            rig.await(done, 1, "the submission");
            rig.c.expect_elements(rig.values(h), filled(base + 7), "what the download after the chain of barriers read");
        }
        {
            // A write after a read needs an execution dependency only.
            auto s = rig.c.scope("download, barrier transfer -> transfer without access classes, fill");
            const auto done = rig.semaphore();
            rig.fill(h, k_untouched);
            rig.submit_unordered(
                q, Batch{{},
                         {sync::DownloadCmd{y, h, 0, 0, k_n}, barrier(k_transfer, k_transfer, 0, 0), sync::FillCmd{y, 0, k_n, 5}},
                         {{done, 1}}});
            rig.await(done, 1, "the submission");
            rig.c.expect_elements(rig.values(h), filled(base + 7),
                                  "what the download before the barrier read (the buffer before the fill)");
        }
    }
}

// Runs two unordered submissions of a large buffer's commands with no barrier, again and again: fill, copy, inc,
// download (in order every element ends 2), and a download then a fill of what it reads (in order the download sees
// the 2s, not the fill's 1s). Any other value is a command that ran before or during an earlier one; the first round
// that shows one ends the check. The second shape shows where commands are started one after another from the host
// (CUDA's streams): a fill started while the long download still reads overtakes part of it. Large, so that commands
// that run at once on a GPU overlap for long enough.
constexpr uint64_t k_overlap_elements = uint64_t{1} << 22;
constexpr int k_overlap_rounds = 30;

void check_unordered_overlap(Rig& rig) {
    rig.need_barriers();
    if (!rig.info.unordered_serial.empty())
        throw NotApplicable{rig.name + " runs the commands of an unordered submission one after another (" + rig.info.unordered_serial +
                            "): races between them cannot show there"};
    if (!rig.declares(Kernel::inc)) throw NotApplicable{rig.name + " does not declare the inc kernel"};
    constexpr uint64_t n = k_overlap_elements;
    const auto q = rig.queue();
    const auto a = rig.buffer(Memory::device, rig.side, n), b = rig.buffer(Memory::device, rig.side, n);
    const auto h = rig.host(n);
    uint32_t* data = rig.data(h);
    int shown_in = 0;
    for (int round = 1; round <= k_overlap_rounds && shown_in == 0; ++round) {
        auto scope = rig.c.scope("round " + std::to_string(round));
        std::fill_n(data, n, 7u);
        rig.run(q, {sync::FillCmd{a, 0, n, 0}, sync::FillCmd{b, 0, n, 0}});
        const auto done = rig.semaphore();
        rig.submit_unordered(q,
                             Batch{{},
                                   {sync::FillCmd{a, 0, n, 1}, sync::CopyCmd{a, b, 0, 0, n},
                                    sync::DispatchCmd{Kernel::inc, b, k_missing, k_missing, 0, n, 1, 0}, sync::DownloadCmd{b, h, 0, 0, n}},
                                   {{done, 1}}});
        rig.await(done, 1, "an unordered submission");
        // 7: the download ran first; 0, 1: the copy or the inc did not see what came before it.
        const uint64_t wrong = static_cast<uint64_t>(std::count_if(data, data + n, [](uint32_t v) { return v != 2; }));
        if (wrong != 0) shown_in = round;
        if (shown_in != 0) break;
        // b holds 2s now: a download of it, then a fill of it with 1s. A 1 downloaded is the fill overtaking the download.
        const auto second = rig.semaphore();
        rig.submit_unordered(q, Batch{{}, {sync::DownloadCmd{b, h, 0, 0, n}, sync::FillCmd{b, 0, n, 1}}, {{second, 1}}});
        rig.await(second, 1, "an unordered submission");
        if (std::any_of(data, data + n, [](uint32_t v) { return v != 2; })) shown_in = round;
    }
    rig.c.expect(shown_in != 0, "in " + std::to_string(k_overlap_rounds) +
                                    " rounds of unordered submissions with no barrier (fill, copy, inc, download; download, fill), every "
                                    "element came out as in order: " +
                                    rig.name +
                                    " says its unordered commands may run at once or out of order (its "
                                    "BackendInfo::unordered_serial is empty), and they did not");
    if (shown_in != 0) rig.notes.push_back("the order was not kept in round " + std::to_string(shown_in));
}

// Through the sync core: a read and a write on an unordered queue begin with a full barrier (core/sync/device.h), so
// they come after all the queue's earlier work, of earlier submissions, whatever their order.
void check_unordered_host_ops(Rig& rig) {
    rig.need_barriers();
    if (!rig.declares(Kernel::seq)) throw NotApplicable{rig.name + " does not declare the seq kernel"};
    DeviceRig d(rig);
    const auto q = d.queue(false);
    const auto y = d.buffer();
    const auto in = d.host(), out = d.host();
    const bool delays = rig.declares(sync::Command(sync::DelayCmd{k_delay_us}));
    for (uint32_t round = 1; round <= 2; ++round) {
        auto scope = d.c.scope("round " + std::to_string(round));
        std::vector<sync::QueueOp> ops;
        if (delays) ops.push_back(sync::DelayCmd{k_delay_us});
        ops.push_back(sync::DispatchCmd{Kernel::seq, y, k_missing, k_missing, 0, k_n, 100 * round, 1});
        d.submit(q, ops);
        d.set(out, filled(k_untouched));
        d.c.require(d.read(q, sync::DownloadCmd{y, out, 0, 0, k_n}), "a read on the unordered queue did not finish");
        d.c.expect_elements(d.values(out), seq(100 * round), "what the read returned (the queue's earlier dispatch)");
        // A write lands after the queue's earlier work, and later work sees it once a barrier orders it.
        d.set(in, filled(round));
        d.submit(q, {sync::DispatchCmd{Kernel::seq, y, k_missing, k_missing, 0, k_n, 0, 0}});
        d.c.require(d.write(q, sync::UploadCmd{in, y, 0, 0, k_n}), "a write on the unordered queue did not finish");
        d.c.require(d.read(q, sync::DownloadCmd{y, out, 0, 0, k_n}), "a read after the write did not finish");
        d.c.expect_elements(d.values(out), filled(round), "the buffer after the write (not the earlier dispatch's zeros)");
    }
    d.expect_no_violations();
}

}  // namespace

std::vector<Check> barrier_checks() {
    std::vector<Check> checks;
    add_sided(checks, "barriers order an unordered queue's commands within a submission and across submissions", check_barriers_order);
    add_sided(checks, "unordered commands may run at once or out of order: without a barrier the order is not kept",
              check_unordered_overlap);
    add_sided(checks, "through the sync core a read and a write on an unordered queue come after all its earlier work",
              check_unordered_host_ops);
    return checks;
}

}  // namespace syncstress::conformance
