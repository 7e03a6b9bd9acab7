// Checks of a runtime adapter through sync::Backend that hold for any runtime: the data its commands and kernels
// produce (expected values from core/conformance/independent_kernels.h, never from the code under test), waits submitted
// before their signals, host waits that time out, and the runtime's own read, write and sync where it has them.
#pragma once

#include "core/conformance/independent_kernels.h"
#include "tests/common/backend_rig.h"
#include "tests/common/first_difference.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>
#include <functional>
#include <vector>

namespace syncstress::testing::adapter_checks {

using conformance::independent_element;

// Buffers and host arrays: more than one work group, and a multiple of none.
inline constexpr uint64_t k_n = 1031;

inline std::vector<uint32_t> expected_values(const std::function<uint32_t(uint64_t)>& element) {
    std::vector<uint32_t> out(k_n);
    for (uint64_t i = 0; i < k_n; ++i) out[i] = element(i);
    return out;
}
inline std::vector<uint32_t> values(BackendRig& rig, sync::HostArrayId id) {
    const std::span<uint32_t> data = rig.data(id, k_n);
    return {data.begin(), data.end()};
}

// Host memory read by an upload and written by a download in place; a later host array does not move an earlier one.
inline void upload_dispatch_download(BackendRig& rig) {
    const auto q = rig.queue(Side::device, "q");
    const auto src = rig.buffer(k_n, Memory::device, Side::device);
    const auto dst = rig.buffer(k_n, Memory::device, Side::device);
    const auto in = rig.host_array(k_n);
    uint32_t* in_data = rig.backend->host_array_data(in);
    const auto out = rig.host_array(k_n);
    for (uint64_t i = 0; i < k_n; ++i) in_data[i] = static_cast<uint32_t>(i * 3 + 1);
    const auto done = rig.semaphore();
    rig.submit(q, sync::Batch{{},
                              {sync::UploadCmd{in, src, 0, 0, k_n}, sync::DispatchCmd{Kernel::scale, dst, src, 99, 0, k_n, 5, 0},
                               sync::DispatchCmd{Kernel::inc, dst, 99, 99, 10, 20, 1000, 0}, sync::DownloadCmd{dst, out, 0, 0, k_n}},
                              {{done, 1}}});
    REQUIRE(rig.wait(done, 1));
    CHECK(rig.backend->host_array_data(in) == in_data);
    const auto expected = expected_values([&](uint64_t i) {
        const uint32_t scaled = independent_element(Kernel::scale, i, 0, in_data[i], 0, 5, 0);
        return i >= 10 && i < 30 ? independent_element(Kernel::inc, i, scaled, 0, 0, 1000, 0) : scaled;
    });
    CHECK_MESSAGE(values(rig, out) == expected, first_difference(expected, values(rig, out)));
}

// Every kernel (i is the absolute index: seq and hash over an offset range), fill, copy at offsets.
inline void kernels_fill_copy(BackendRig& rig) {
    const auto q = rig.queue(Side::device, "q");
    const auto a = rig.buffer(k_n, Memory::device, Side::device);
    const auto b = rig.buffer(k_n, Memory::device, Side::device);
    const auto c = rig.buffer(k_n, Memory::device, Side::device);
    const auto out = rig.host_array(k_n);
    const auto done = rig.semaphore();
    rig.submit(q, sync::Batch{{},
                              {sync::DispatchCmd{Kernel::seq, a, 0, 0, 0, k_n, 0xfffffff0u, 3},
                               sync::DispatchCmd{Kernel::hash, b, 0, 0, 0, k_n, 42, 0},
                               sync::DispatchCmd{Kernel::add, c, a, b, 0, k_n, 0, 0}, sync::CopyCmd{c, a, 5, 0, 100},
                               sync::FillCmd{a, 200, 31, 0xabcdef01u}, sync::DispatchCmd{Kernel::copy, b, a, 0, 0, k_n, 0, 0},
                               sync::DispatchCmd{Kernel::seq, b, 0, 0, 700, 300, 7, 0x10001u}, sync::DownloadCmd{b, out, 0, 0, k_n}},
                              {{done, 1}}});
    REQUIRE(rig.wait(done, 1));
    const auto seq = [](uint64_t j) { return independent_element(Kernel::seq, j, 0, 0, 0, 0xfffffff0u, 3); };
    const auto sum = [&](uint64_t j) {
        return independent_element(Kernel::add, j, 0, seq(j), independent_element(Kernel::hash, j, 0, 0, 0, 42, 0), 0, 0);
    };
    const auto expected = expected_values([&](uint64_t i) {
        if (i >= 700 && i < 1000) return independent_element(Kernel::seq, i, 0, 0, 0, 7, 0x10001u);
        if (i >= 200 && i < 231) return 0xabcdef01u;
        return i < 100 ? sum(i + 5) : seq(i);
    });
    CHECK_MESSAGE(values(rig, out) == expected, first_difference(expected, values(rig, out)));
}

// A queue's wait submitted before the host signals it holds the queue (and what follows) until then.
inline void wait_before_signal(BackendRig& rig) {
    using namespace std::chrono;
    const auto q = rig.queue(Side::device, "q");
    const auto gate = rig.semaphore(5);
    const auto done = rig.semaphore();
    CHECK(rig.value(gate) == 5);
    rig.submit(q, sync::Batch{{{gate, 6}}, {sync::DelayCmd{1000}}, {{done, 1}}});
    CHECK_FALSE(rig.wait(done, 1, milliseconds(200)));
    CHECK(rig.value(done) == 0);
    must(rig.backend->host_signal(gate, 6));
    CHECK(rig.wait(done, 1));
    CHECK(rig.value(done) == 1);
    CHECK(rig.value(gate) == 6);
}

// The runtime's own write, sync and read: a queue synced after another does not run before the other's gated work.
inline void native_host_ops(BackendRig& rig) {
    using namespace std::chrono;
    const auto first = rig.queue(Side::device, "first");
    const auto second = rig.queue(Side::device, "second");
    const auto buffer = rig.buffer(k_n, Memory::device, Side::device);
    const auto host = rig.host_array(k_n);
    uint32_t* data = rig.backend->host_array_data(host);
    std::fill_n(data, k_n, 77u);
    CHECK(must(rig.backend->write(first, sync::UploadCmd{host, buffer, 0, 0, k_n}, seconds(10))));
    const auto gate = rig.semaphore();
    rig.submit(first, sync::Batch{{{gate, 1}}, {sync::DelayCmd{20000}, sync::FillCmd{buffer, 0, 10, 5}}, {}});
    must(rig.backend->sync(second, first));
    rig.submit(second, sync::Batch{{}, {sync::FillCmd{buffer, 0, 10, 9}}, {}});
    std::fill_n(data, k_n, 0u);
    CHECK_FALSE(must(rig.backend->read(second, sync::DownloadCmd{buffer, host, 0, 0, k_n}, milliseconds(300))));
    must(rig.backend->host_signal(gate, 1));
    CHECK(must(rig.backend->read(second, sync::DownloadCmd{buffer, host, 0, 0, k_n}, seconds(10))));
    CHECK(data[0] == 9);
    CHECK(data[9] == 9);
    CHECK(data[10] == 77);
}

// An adapter that declares opaque kernels: two reads (one shorter than the writes), a range written in place, and a
// kernel of no reads, each element the independent one.
inline void opaque_kernels(BackendRig& rig) {
    REQUIRE(rig.backend->info().opaque_kernels);
    const auto q = rig.queue(Side::device, "q");
    const auto a = rig.buffer(k_n, Memory::device, Side::device), b = rig.buffer(k_n, Memory::device, Side::device);
    const auto host = rig.host_array(k_n);
    std::vector<std::vector<uint32_t>> before(2, std::vector<uint32_t>(k_n));
    for (uint64_t i = 0; i < k_n; ++i) before[0][i] = static_cast<uint32_t>(i * 7 + 3);
    std::copy(before[0].begin(), before[0].end(), rig.data(host, k_n).begin());
    const sync::OpaqueCmd first{31, {{a, 1, 1000}, {a, 600, 40}}, {{b, 5, 1020}, {a, 1, 500}}}, second{0, {}, {{b, 0, 5}}};
    const auto done = rig.semaphore();
    rig.submit(q,
               sync::Batch{{}, {sync::UploadCmd{host, a, 0, 0, k_n}, first, second, sync::DownloadCmd{b, host, 0, 0, k_n}}, {{done, 1}}});
    REQUIRE(rig.wait(done, 1));
    const auto expected = conformance::independent_opaque(second, conformance::independent_opaque(first, before));
    CHECK_MESSAGE(values(rig, host) == expected[b], first_difference(expected[b], values(rig, host)));
}

}  // namespace syncstress::testing::adapter_checks
