// The backend conformance suite: the same checks on every backend of the registry (core/backends/registry.h),
// through the sync::Backend interface. Each check is registered once per backend, so ctest lists, runs and skips
// "conformance <backend>: <check>" one by one, labelled by the device it needs. A backend that cannot run here
// skips with its probe's reason (a failure where SYNCSTRESS_REQUIRE_VULKAN or SYNCSTRESS_REQUIRE_CUDA says it must
// run, tests/common/skip.h); a check of cuda-side queues skips on a backend without that side. Expected values are
// worked out here, by hand or with tests/common/independent_kernels.h, never by the code under test.
#include "core/backends/registry.h"
#include "core/sync/device.h"
#include "tests/common/backend_rig.h"
#include "tests/common/first_difference.h"
#include "tests/common/independent_kernels.h"
#include "tests/common/skip.h"
#include "tests/sync/last_batch_progress.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <cstddef>
#include <chrono>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

using namespace syncstress;
using namespace syncstress::testing;
using namespace std::chrono;
using sync::Batch;

namespace {

// Generous: the machine running the tests is small and shared.
constexpr auto k_timeout = seconds(10);
// Long enough that work not ordered after it would run first, short enough that the suite stays quick.
constexpr uint32_t k_delay_us = 20000;
// Every buffer and host array: more than one work group or block, and a multiple of none.
constexpr uint64_t k_n = 1031;
constexpr uint32_t k_untouched = 0xdeadbeefu;  // host memory that no command may write
constexpr uint32_t k_missing = 99;             // an id of no object

using testing::must;
using testing::why;

std::vector<uint32_t> filled(uint32_t value) { return std::vector<uint32_t>(k_n, value); }

// A backend of the registry (the shared rig), its objects all k_n elements long, its queues on one side.
struct Rig : testing::BackendRig {
    Side side = Side::device;  // the side of the queues under test

    using BackendRig::buffer;
    using BackendRig::queue;
    sync::QueueId queue(Side on) { return queue(on, std::string(to_string(on)) + std::to_string(queues)); }
    sync::QueueId queue() { return queue(side); }
    sync::BufferId buffer(Memory memory, Side on) { return buffer(k_n, memory, on); }
    sync::BufferId buffer(Memory memory = Memory::device) { return buffer(memory, side); }
    sync::HostArrayId host() { return host_array(k_n); }

    uint32_t* data(sync::HostArrayId id) { return backend->host_array_data(id); }
    std::vector<uint32_t> values(sync::HostArrayId id) { return {data(id), data(id) + k_n}; }
    void set(sync::HostArrayId id, const std::vector<uint32_t>& values) { std::copy(values.begin(), values.end(), data(id)); }
    void fill(sync::HostArrayId id, uint32_t value) { std::fill_n(data(id), k_n, value); }
    // One batch that signals a fresh semaphore, waited for.
    void run(sync::QueueId queue, std::vector<sync::Command> commands) {
        const auto done = semaphore();
        submit(queue, Batch{{}, std::move(commands), {{done, 1}}});
        REQUIRE(wait(done, 1));
    }
    std::vector<uint32_t> download(sync::QueueId queue, sync::BufferId buffer, sync::HostArrayId host) {
        run(queue, {sync::DownloadCmd{buffer, host, 0, 0, k_n}});
        return values(host);
    }
};

// The variable that turns a backend's absence into a failure (cpu runs everywhere: its absence always is one).
const char* required_by(std::string_view backend) {
    if (backend == "vulkan") return k_require_vulkan;
    if (backend == "cuda" || backend == "vulkan+cuda") return k_require_cuda;
    return nullptr;
}

// Runs check on the named backend's queues of `side`, or says why it cannot here.
void run_check(const char* name, Side side, void (*check)(Rig&)) {
    const backends::BackendEntry* entry = backends::find_backend(name);
    REQUIRE_MESSAGE(entry != nullptr, name << " is not in the registry");
    if (side == Side::cuda && !entry->cuda_side) return skip(nullptr, std::string(name) + " has no cuda side, and this check runs cuda-side queues");
    const sync::Availability availability = entry->probe();
    if (!availability.available) {
        REQUIRE_MESSAGE(required_by(name) != nullptr, name << " is unavailable: " << availability.reason);
        return skip(required_by(name), std::string(name) + " is unavailable here: " + availability.reason);
    }
    auto created = entry->create({});
    REQUIRE_MESSAGE(created.ok(), why(created));
    Rig rig{{name, std::move(*created)}, side};
    check(rig);
    if (!rig.backend) return;  // the check moved it into a sync::Device and asked that
    // No check signals a timeline without raising it (the one that does takes its report), and with no validation
    // layer there are no messages.
    CHECK(rig.backend->take_violations().empty());
    CHECK(rig.backend->take_messages().empty());
}

// The backends the suite runs on, in registry order, with the ctest label of the device each needs. The case
// "conformance: the suite runs on every backend of the registry" holds this list against the registry.
#define CONFORMANCE_BACKENDS(X, ...)   \
    X("cpu", "cpu", __VA_ARGS__)       \
    X("vulkan", "vulkan", __VA_ARGS__) \
    X("cuda", "cuda", __VA_ARGS__)     \
    X("vulkan+cuda", "cuda", __VA_ARGS__)

// Case names hold no comma: doctest_discover_tests looks a case's label up with its name as a filter, and doctest
// splits filters at commas.
#define CONFORMANCE_CASE_ON(backend, label, what, side, check) \
    TEST_CASE("conformance " backend ": " what * doctest::test_suite(label)) { run_check(backend, side, check); }
// One case per backend, on queues of `side`.
#define CONFORMANCE_CASE(what, side, check) CONFORMANCE_BACKENDS(CONFORMANCE_CASE_ON, what, side, check)
// One case per backend and side.
#define CONFORMANCE_SIDED_CASE(what, check)                              \
    CONFORMANCE_CASE(what " (device-side queues)", Side::device, check) \
    CONFORMANCE_CASE(what " (cuda-side queues)", Side::cuda, check)

#define CONFORMANCE_NAME(backend, ...) std::string(backend),
const std::vector<std::string> k_suite_backends = {CONFORMANCE_BACKENDS(CONFORMANCE_NAME)};

// Every kernel of core/common/types.h: to_string names each and says "?" past the last, so a kernel added there is
// checked here too (and fails until independent_kernels.h knows its math).
std::vector<Kernel> every_kernel() {
    std::vector<Kernel> kernels;
    for (uint8_t k = 0; std::string_view(to_string(static_cast<Kernel>(k))) != "?"; ++k) kernels.push_back(static_cast<Kernel>(k));
    return kernels;
}

// What an ordered list of transfers leaves in buffers and host arrays, worked out on vectors (copies within one
// buffer as memmove does). Buffers start zero; host arrays hold what the test put there.
struct Reference {
    std::map<sync::BufferId, std::vector<uint32_t>> buffers;
    std::map<sync::HostArrayId, std::vector<uint32_t>> hosts;

    static auto at(auto& elements, uint64_t index) { return elements.begin() + static_cast<std::ptrdiff_t>(index); }
    static void move(const std::vector<uint32_t>& from, uint64_t from_offset, std::vector<uint32_t>& to, uint64_t to_offset, uint64_t count) {
        const std::vector<uint32_t> moved(at(from, from_offset), at(from, from_offset + count));
        std::copy(moved.begin(), moved.end(), at(to, to_offset));
    }
    void apply(const sync::Command& command) {
        if (const auto* c = std::get_if<sync::FillCmd>(&command))
            std::fill_n(at(buffers.at(c->dst), c->offset), c->count, c->value);
        else if (const auto* c = std::get_if<sync::CopyCmd>(&command))
            move(buffers.at(c->src), c->src_offset, buffers.at(c->dst), c->dst_offset, c->count);
        else if (const auto* c = std::get_if<sync::UploadCmd>(&command))
            move(hosts.at(c->src), c->src_offset, buffers.at(c->dst), c->dst_offset, c->count);
        else if (const auto* c = std::get_if<sync::DownloadCmd>(&command))
            move(buffers.at(c->src), c->src_offset, hosts.at(c->dst), c->dst_offset, c->count);
        else
            FAIL("the reference knows transfers only");
    }
};

void check_info(Rig& rig) {
    const sync::BackendInfo& info = rig.backend->info();
    CHECK(info.name == rig.name);
    CHECK(info.device_side);
    CHECK(info.cuda_side == backends::find_backend(rig.name)->cuda_side);
    CHECK_FALSE(info.device.empty());
    CHECK_FALSE(info.driver.empty());
    CHECK_FALSE(info.api_version.empty());
    CHECK(rig.backend->create_queue(0, Side::device, "device").ok());
    // A backend without a cuda side refuses such a queue, saying so, rather than run it on the device side.
    const Status cuda_queue = rig.backend->create_queue(1, Side::cuda, "torch");
    CHECK(cuda_queue.ok() == info.cuda_side);
    if (!cuda_queue.ok()) CHECK_FALSE(cuda_queue.error().message.empty());
}

void check_zero_filled(Rig& rig) {
    const auto q = rig.queue();
    const auto h = rig.host();
    // A buffer written first: a backend that suballocates from a pool must still hand out zeros.
    const auto written = rig.buffer();
    rig.run(q, {sync::FillCmd{written, 0, k_n, k_untouched}});
    for (Memory memory : {Memory::device, Memory::host_visible, Memory::shared}) {
        CAPTURE(to_string(memory));
        const auto fresh = rig.buffer(memory);
        rig.fill(h, k_untouched);
        CHECK(first_difference(filled(0), rig.download(q, fresh, h)) == "");
    }
}

void check_transfers(Rig& rig) {
    const auto q = rig.queue();
    const auto x = rig.buffer(Memory::device), y = rig.buffer(Memory::host_visible), z = rig.buffer(Memory::shared);
    const auto in = rig.host(), out = rig.host(), readback = rig.host();
    Reference reference;
    for (auto b : {x, y, z}) reference.buffers[b] = filled(0);
    reference.hosts[in] = filled(0);
    for (uint32_t i = 0; i < k_n; ++i) reference.hosts[in][i] = 1000000 + i;
    reference.hosts[out] = filled(k_untouched);
    rig.set(in, reference.hosts[in]);
    rig.set(out, reference.hosts[out]);
    // One ordered submission, each command reading what earlier ones wrote; offsets differ on both ends.
    const std::vector<sync::Command> commands = {
        sync::FillCmd{x, 10, 600, 7},
        sync::UploadCmd{in, x, 5, 300, 400},       // over part of the fill
        sync::CopyCmd{x, z, 200, 100, 700},
        sync::CopyCmd{z, z, 150, 250, 500},        // overlapping, forwards
        sync::CopyCmd{z, z, 300, 260, 400},        // overlapping, backwards
        sync::CopyCmd{z, y, 90, 31, 800},
        sync::DownloadCmd{y, out, 20, 11, 1000},
        sync::DownloadCmd{x, in, 600, 900, 100},   // into the host array an upload read ...
        sync::UploadCmd{in, y, 895, 0, 110},       // ... which the next upload reads again
        sync::DownloadCmd{y, out, 0, k_n - 10, 10},
    };
    for (const auto& command : commands) reference.apply(command);
    rig.run(q, commands);
    CHECK(first_difference(reference.hosts[out], rig.values(out)) == "");
    CHECK(first_difference(reference.hosts[in], rig.values(in)) == "");
    for (auto b : {x, y, z}) {
        CAPTURE(b);
        CHECK(first_difference(reference.buffers[b], rig.download(q, b, readback)) == "");
    }
}

void check_kernels(Rig& rig) {
    const auto q = rig.queue();
    const auto h_old = rig.host(), h_a = rig.host(), h_b = rig.host(), out = rig.host();
    std::vector<uint32_t> old(k_n), va(k_n), vb(k_n);
    for (uint32_t i = 0; i < k_n; ++i) {
        old[i] = independent_hash32(33, i);
        va[i] = independent_hash32(11, i);
        vb[i] = independent_hash32(22, i) | 0x80000000u;  // sums wrap
    }
    rig.set(h_old, old);
    rig.set(h_a, va);
    rig.set(h_b, vb);
    constexpr uint64_t offset = 37, count = k_n - offset - 50;
    constexpr uint32_t p0 = 0x9e3779b9u, p1 = 0xfffffffdu;  // large enough that seq and scale wrap
    auto expected = [&](Kernel kernel, const std::vector<uint32_t>& a, const std::vector<uint32_t>& b) {
        std::vector<uint32_t> e = old;
        for (uint64_t i = offset; i < offset + count; ++i) e[i] = independent_element(kernel, i, old[i], a[i], b[i], p0, p1);
        return e;
    };
    for (Memory memory : {Memory::device, Memory::host_visible, Memory::shared}) {
        CAPTURE(to_string(memory));
        const auto dst = rig.buffer(memory), a = rig.buffer(memory), b = rig.buffer(memory);
        rig.run(q, {sync::UploadCmd{h_a, a, 0, 0, k_n}, sync::UploadCmd{h_b, b, 0, 0, k_n}});
        for (Kernel kernel : every_kernel()) {
            CAPTURE(to_string(kernel));
            // An operand the kernel does not read names no buffer: it must not be resolved (core/sync/commands.h).
            const auto read_a = sync::kernel_reads_a(kernel) ? a : k_missing, read_b = sync::kernel_reads_b(kernel) ? b : k_missing;
            rig.fill(out, k_untouched);
            rig.run(q, {sync::UploadCmd{h_old, dst, 0, 0, k_n}, sync::DispatchCmd{kernel, dst, read_a, read_b, offset, count, p0, p1},
                        sync::DownloadCmd{dst, out, 0, 0, k_n}});
            CHECK(first_difference(expected(kernel, va, vb), rig.values(out)) == "");
        }
        // In place: every element is read before it is written.
        rig.run(q, {sync::UploadCmd{h_old, dst, 0, 0, k_n}, sync::DispatchCmd{Kernel::add, dst, dst, dst, offset, count, p0, p1},
                    sync::DownloadCmd{dst, out, 0, 0, k_n}});
        CHECK(first_difference(expected(Kernel::add, old, old), rig.values(out)) == "");
    }
}

void check_delay(Rig& rig) {
    const auto q = rig.queue();
    const auto b = rig.buffer();
    const auto h = rig.host();
    rig.fill(h, k_untouched);
    const auto start = steady_clock::now();
    rig.run(q, {sync::DelayCmd{2 * k_delay_us}, sync::FillCmd{b, 0, k_n, 5}, sync::DownloadCmd{b, h, 0, 0, k_n}});
    // Loose: lavapipe spins on a small shared CPU. Each backend's own tests hold its calibration.
    CHECK(steady_clock::now() - start >= microseconds(2 * k_delay_us / 4));
    CHECK(first_difference(filled(5), rig.values(h)) == "");
}

void check_submission_order(Rig& rig) {
    const auto q = rig.queue();
    const auto x = rig.buffer();
    const auto h = rig.host();
    // Five submissions with no semaphore between them, the first slow; any other order gives another value.
    rig.submit(q, Batch{{}, {sync::DelayCmd{k_delay_us}, sync::FillCmd{x, 0, k_n, 1}}, {}});
    rig.submit(q, Batch{{}, {sync::DispatchCmd{Kernel::inc, x, x, x, 0, k_n, 1, 0}}, {}});
    rig.submit(q, Batch{{}, {sync::DispatchCmd{Kernel::scale, x, x, x, 0, k_n, 3, 0}}, {}});
    rig.submit(q, Batch{{}, {sync::DispatchCmd{Kernel::inc, x, x, x, 0, k_n, 4, 0}}, {}});
    rig.submit(q, Batch{{}, {sync::DispatchCmd{Kernel::scale, x, x, x, 0, k_n, 5, 0}}, {}});
    CHECK(first_difference(filled(((1 + 1) * 3 + 4) * 5), rig.download(q, x, h)) == "");
}

void check_batches(Rig& rig) {
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
    must(rig.backend->submit(q, batches, {}));
    CHECK(rig.wait(s, 1));  // the first batch waits for nothing
    CHECK_FALSE(rig.wait(s, 2, milliseconds(50)));
    CHECK(rig.value(s) == 1);
    CHECK(rig.value(t) == 0);
    CHECK(first_difference(filled(k_untouched), rig.values(h)) == "");
    must(rig.backend->host_signal(go, 1));
    REQUIRE(rig.wait(s, 4));
    CHECK(rig.value(s) == 4);
    CHECK(rig.value(t) == 7);
    std::vector<uint32_t> expected = filled(0);
    std::fill_n(expected.begin() + 5, k_n - 8, 11u);
    CHECK(first_difference(expected, rig.values(h)) == "");
}

void check_wait_before_queue_signal(Rig& rig) {
    const auto consumer = rig.queue(), producer = rig.queue();
    const auto a = rig.buffer(), b = rig.buffer();
    const auto h = rig.host();
    const auto t = rig.semaphore(), done = rig.semaphore();
    // The consumer is submitted first and the producer is slow: only the wait orders them.
    rig.submit(consumer, Batch{{{t, 1}}, {sync::CopyCmd{a, b, 0, 0, k_n}, sync::DownloadCmd{b, h, 0, 0, k_n}}, {{done, 1}}});
    rig.submit(producer, Batch{{}, {sync::DelayCmd{k_delay_us}, sync::DispatchCmd{Kernel::seq, a, a, a, 0, k_n, 500, 3}}, {{t, 1}}});
    REQUIRE(rig.wait(done, 1));
    std::vector<uint32_t> expected(k_n);
    for (uint32_t i = 0; i < k_n; ++i) expected[i] = 500 + 3 * i;
    CHECK(first_difference(expected, rig.values(h)) == "");
}

// A backend that holds a whole submission until every wait of it is met deadlocks here.
void check_batch_waits_for_queue_waiting_on_earlier_batch(Rig& rig) {
    const auto first = rig.queue(), second = rig.queue();
    const auto a = rig.buffer(), b = rig.buffer(), c = rig.buffer();
    const auto h = rig.host();
    const auto s = rig.semaphore(), t = rig.semaphore(), u = rig.semaphore();
    const Batch batches[] = {{{}, {sync::FillCmd{a, 0, k_n, 5}}, {{s, 1}}},
                             {{{t, 1}}, {sync::CopyCmd{b, c, 0, 0, k_n}, sync::DownloadCmd{c, h, 0, 0, k_n}}, {{u, 1}}}};
    must(rig.backend->submit(first, batches, {}));
    rig.submit(second, Batch{{{s, 1}}, {sync::CopyCmd{a, b, 0, 0, k_n}}, {{t, 1}}});
    REQUIRE(rig.wait(u, 1));
    CHECK(first_difference(filled(5), rig.values(h)) == "");
}

void check_wait_before_host_signal(Rig& rig) {
    const auto first = rig.queue(), second = rig.queue();
    const auto a = rig.buffer(), b = rig.buffer();
    const auto h = rig.host();
    const auto go = rig.semaphore(), s = rig.semaphore(), done = rig.semaphore();
    rig.fill(h, k_untouched);
    // second waits for first, first for the host: nothing may run before the host signals.
    rig.submit(second, Batch{{{s, 1}}, {sync::CopyCmd{a, b, 0, 0, k_n}, sync::DownloadCmd{b, h, 0, 0, k_n}}, {{done, 1}}});
    rig.submit(first, Batch{{{go, 1}}, {sync::FillCmd{a, 0, k_n, 7}}, {{s, 1}}});
    CHECK_FALSE(rig.wait(done, 1, milliseconds(50)));
    CHECK(rig.value(s) == 0);
    CHECK(first_difference(filled(k_untouched), rig.values(h)) == "");
    must(rig.backend->host_signal(go, 1));
    REQUIRE(rig.wait(done, 1));
    CHECK(rig.value(s) == 1);
    CHECK(first_difference(filled(7), rig.values(h)) == "");
}

void check_timeline_values(Rig& rig) {
    const auto producer = rig.queue(), consumer = rig.queue();
    const auto a = rig.buffer(), b = rig.buffer();
    const auto h = rig.host();
    const auto gate = rig.semaphore(), ready = rig.semaphore(10), done = rig.semaphore();
    CHECK(rig.value(ready) == 10);
    CHECK(rig.wait(ready, 3, milliseconds(0)));  // met by the initial value
    for (uint32_t it = 0; it < 4; ++it) {
        CAPTURE(it);
        // Values rise by 3 an iteration: the producer signals base + 3, the consumer waits for base + 2 and the host
        // for base + 1; the producer's own wait for base was met before it was submitted.
        const uint64_t base = 10 + 3 * it;
        rig.submit(consumer, Batch{{{ready, base + 2}}, {sync::CopyCmd{a, b, 0, 0, k_n}, sync::DownloadCmd{b, h, 0, 0, k_n}}, {{done, it + 1}}});
        rig.submit(producer, Batch{{{gate, it + 1}, {ready, base}}, {sync::FillCmd{a, 0, k_n, 100 + it}}, {{ready, base + 3}}});
        must(rig.backend->host_signal(gate, it + 1));
        REQUIRE(rig.wait(ready, base + 1));
        REQUIRE(rig.wait(done, it + 1));
        CHECK(rig.value(ready) == base + 3);
        CHECK(first_difference(filled(100 + it), rig.values(h)) == "");
    }
}

void check_host_semaphore(Rig& rig) {
    const auto s = rig.semaphore(5);
    CHECK(rig.value(s) == 5);
    CHECK(rig.wait(s, 5, milliseconds(0)));
    CHECK(rig.wait(s, 2, milliseconds(0)));
    const auto start = steady_clock::now();
    CHECK_FALSE(rig.wait(s, 6, milliseconds(40)));
    const auto waited = steady_clock::now() - start;
    CHECK(waited >= milliseconds(30));
    CHECK(waited < seconds(5));
    must(rig.backend->host_signal(s, 7));
    CHECK(rig.value(s) == 7);
    CHECK(rig.wait(s, 6, milliseconds(0)));
    CHECK(rig.backend->take_violations().empty());
    // A signal that does not raise the timeline: the backend may refuse it, but must report it.
    (void)rig.backend->host_signal(s, 3);
    CHECK(rig.backend->findings_pending());  // the engine takes the violations only when this says so
    const auto violations = rig.backend->take_violations();
    REQUIRE(violations.size() == 1);
    CHECK(violations[0].semaphore == s);
    CHECK(violations[0].current == 7);
    CHECK(violations[0].signalled == 3);
    CHECK(rig.backend->take_violations().empty());
    CHECK_FALSE(rig.backend->host_signal(k_missing, 1).ok());
    CHECK_FALSE(rig.backend->host_wait(k_missing, 1, milliseconds(1)).ok());
    CHECK_FALSE(rig.backend->semaphore_value(k_missing).ok());
}

void check_host_arrays(Rig& rig) {
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
    CHECK(rig.value(done) == 0);
    CHECK(first_difference(filled(k_untouched), rig.values(out)) == "");
    (void)rig.host();  // a host array created later moves none of the earlier ones
    CHECK(rig.data(in) == in_data);
    must(rig.backend->host_signal(go, 1));
    REQUIRE(rig.wait(done, 1));
    std::vector<uint32_t> expected = filled(k_untouched);
    for (uint32_t j = 0; j < 600; ++j) expected[5 + j] = j >= 20 && j < 520 ? 2000 + 10 + (j - 20) : 0;
    CHECK(first_difference(expected, rig.values(out)) == "");
    CHECK(first_difference(rewritten, rig.values(in)) == "");
}

// Objects of every kind created interleaved, some while work runs. The second queue is device-side: in the
// cuda-side case, queues and buffers of the two sides interleave too (vulkan+cuda maps the core's ids onto two APIs).
void check_interleaved_ids(Rig& rig) {
    const auto h0 = rig.host();
    const auto s0 = rig.semaphore();
    const auto b0 = rig.buffer(Memory::shared);
    const auto q0 = rig.queue();
    rig.submit(q0, Batch{{}, {sync::DelayCmd{k_delay_us}, sync::FillCmd{b0, 0, k_n, 3}}, {{s0, 1}}});
    const auto b1 = rig.buffer(Memory::device, Side::device);
    const auto q1 = rig.queue(Side::device);
    const auto h1 = rig.host();
    const auto s1 = rig.semaphore(4);
    rig.fill(h1, k_untouched);
    rig.submit(q1, Batch{{{s0, 1}}, {sync::CopyCmd{b0, b1, 0, 0, k_n}, sync::DownloadCmd{b1, h1, 0, 0, k_n}}, {{s1, 5}}});
    const auto b2 = rig.buffer(Memory::device);
    rig.submit(q0, Batch{{{s1, 5}}, {sync::CopyCmd{b0, b2, 0, 0, k_n}, sync::DispatchCmd{Kernel::inc, b2, b2, b2, 0, k_n, 1, 0},
                                     sync::DownloadCmd{b2, h0, 0, 0, k_n}}, {{s0, 2}}});
    REQUIRE(rig.wait(s0, 2));
    CHECK(first_difference(filled(3), rig.values(h1)) == "");
    CHECK(first_difference(filled(4), rig.values(h0)) == "");
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
        CAPTURE(it);
        rig.fill(out, k_untouched);
        rig.submit(torch, Batch{{{t, 2 * it - 1}}, {sync::CopyCmd{a, c, 0, 0, k_n}, sync::DispatchCmd{Kernel::inc, c, c, c, 0, k_n, 1, 0},
                                                   sync::CopyCmd{c, b, 0, 0, k_n}}, {{u, it}}});
        rig.submit(device, Batch{{}, {sync::DelayCmd{k_delay_us}, sync::DispatchCmd{Kernel::seq, a, a, a, 0, k_n, 1000 * it, 1}}, {{t, 2 * it - 1}}});
        rig.submit(device, Batch{{{u, it}}, {sync::CopyCmd{b, d, 0, 0, k_n}, sync::DownloadCmd{d, staging, 0, 0, k_n}}, {{t, 2 * it}}});
        rig.submit(torch, Batch{{{t, 2 * it}}, {sync::UploadCmd{staging, c, 0, 0, k_n}, sync::DownloadCmd{c, out, 0, 0, k_n}}, {{done, it}}});
        REQUIRE(rig.wait(done, it));
        std::vector<uint32_t> expected(k_n);
        for (uint32_t i = 0; i < k_n; ++i) expected[i] = 1000 * it + i + 1;
        CHECK(first_difference(expected, rig.values(out)) == "");
        CHECK(first_difference(expected, rig.values(staging)) == "");
    }
}

void check_refused_submissions(Rig& rig) {
    const auto q = rig.queue();
    const auto x = rig.buffer();
    const auto h = rig.host();
    const auto s = rig.semaphore();
    // The first batch is valid, the second writes past its buffer: nothing of the submission may run.
    const Batch batches[] = {{{}, {sync::FillCmd{x, 0, k_n, 9}}, {{s, 1}}}, {{}, {sync::FillCmd{x, k_n - 1, 2, 9}}, {}}};
    const Status refused = rig.backend->submit(q, batches, {});
    REQUIRE_FALSE(refused.ok());
    CHECK_FALSE(refused.error().message.empty());
    const std::vector<sync::Command> bad = {
        sync::CopyCmd{x, x, k_n - 5, 0, 10},   sync::CopyCmd{x, x, 0, k_n - 5, 10},      sync::UploadCmd{h, x, k_n - 5, 0, 10},
        sync::UploadCmd{h, x, 0, k_n - 5, 10}, sync::DownloadCmd{x, h, k_n - 5, 0, 10},  sync::DownloadCmd{x, h, 0, k_n - 5, 10},
        sync::DispatchCmd{Kernel::copy, x, x, x, k_n - 5, 10, 0, 0},
        sync::FillCmd{k_missing, 0, 1, 1},     sync::UploadCmd{k_missing, x, 0, 0, 1},   sync::DownloadCmd{x, k_missing, 0, 0, 1},
        sync::DispatchCmd{Kernel::add, x, x, k_missing, 0, 1, 0, 0},
    };
    for (size_t i = 0; i < bad.size(); ++i) {
        CAPTURE(i);
        const Batch batch{{}, {bad[i]}, {{s, 1}}};
        CHECK_FALSE(rig.backend->submit(q, std::span<const Batch>(&batch, 1), {}).ok());
    }
    const Batch waits_for_nothing{{{k_missing, 1}}, {}, {{s, 1}}}, signals_nothing{{}, {}, {{k_missing, 1}}};
    CHECK_FALSE(rig.backend->submit(q, std::span<const Batch>(&waits_for_nothing, 1), {}).ok());
    CHECK_FALSE(rig.backend->submit(q, std::span<const Batch>(&signals_nothing, 1), {}).ok());
    CHECK_FALSE(rig.backend->submit(k_missing, std::span<const Batch>(&batches[0], 1), {}).ok());
    CHECK(rig.backend->host_array_data(k_missing) == nullptr);
    // None of it ran (a signal of s had come and would make this one a violation), and the queue still works.
    CHECK_FALSE(rig.wait(s, 1, milliseconds(50)));
    rig.fill(h, k_untouched);
    rig.submit(q, Batch{{}, {sync::FillCmd{x, 0, k_n, 3}, sync::DownloadCmd{x, h, 0, 0, k_n}}, {{s, 1}}});
    REQUIRE(rig.wait(s, 1));
    CHECK(first_difference(filled(3), rig.values(h)) == "");
}

// Prepared submissions (Backend::prepare): expected data and semaphore values worked out here, for the values each
// submit gives, which differ from the ones the batches held at preparation.
using Field = sync::BatchValue::Field;

std::unique_ptr<sync::PreparedSubmission> prepare(Rig& rig, sync::QueueId queue, std::vector<Batch> batches,
                                                  std::vector<sync::BatchValue> places, bool ordered = true) {
    return must(rig.backend->prepare(queue, std::move(batches), sync::SubmitFlags{ordered}, std::move(places)));
}

// Four batches, the commands of each independent of one another (so that an unordered submission writes the same
// data), chained on s and started by the host's go. Every wait, signal, fill value and dispatch parameter is given
// at each submit; the values written at preparation are wrong for every iteration (waits met at once, signals that
// do not raise their timeline, a fill of k_untouched, zero parameters).
void prepared_resubmitted(Rig& rig, bool ordered) {
    const auto q = rig.queue();
    const auto x = rig.buffer(), y = rig.buffer();
    const auto hx = rig.host(), hy = rig.host();
    const auto go = rig.semaphore(), s = rig.semaphore(), u = rig.semaphore(), done = rig.semaphore();
    constexpr uint64_t offset = 29, count = k_n - offset - 41;
    auto prepared = prepare(
        rig, q,
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
        {{3, 0, Field::signal}, {0, 0, Field::fill}, {1, 0, Field::p0}, {1, 0, Field::p1}, {1, 1, Field::p0},
         {2, 0, Field::p0}, {0, 0, Field::wait}, {0, 0, Field::signal}, {1, 0, Field::wait}, {1, 0, Field::signal},
         {1, 1, Field::signal}, {2, 0, Field::wait}, {2, 0, Field::signal}, {3, 0, Field::wait}},
        ordered);
    for (uint32_t it = 0; it < 4; ++it) {
        CAPTURE(it);
        const uint64_t base = 3 * it;  // s rises by 3 an iteration, once a batch
        const uint32_t fill = 0x01000000u * (it + 1) + 17, inc = 0xfffffff0u + it;  // x = fill + inc, wrapping
        const uint32_t seq_base = static_cast<uint32_t>(0x9e3779b9ull * (it + 1)), stride = 3 + 2 * it, scale = 0x10001u * (it + 2);
        const std::vector<uint64_t> values = {it + 1, fill, seq_base, stride, inc, scale, it + 1, base + 1,
                                              base + 1, base + 2, 5 * (it + 1), base + 2, base + 3, base + 3};
        // A regular submission before it on the same queue: y's elements outside the dispatches' range hold `it`.
        rig.submit(q, Batch{{}, {sync::FillCmd{y, 0, k_n, it}}, {}});
        rig.fill(hx, k_untouched);
        rig.fill(hy, k_untouched);
        must(prepared->submit(values));
        // Held by the host's go: none of it may run yet.
        CHECK_FALSE(rig.wait(done, it + 1, milliseconds(30)));
        CHECK(rig.value(s) == base);
        CHECK(first_difference(filled(k_untouched), rig.values(hx)) == "");
        must(rig.backend->host_signal(go, it + 1));
        REQUIRE(rig.wait(done, it + 1));
        CHECK(rig.value(done) == it + 1);
        CHECK(rig.value(s) == base + 3);
        CHECK(rig.value(u) == 5 * (it + 1));
        std::vector<uint32_t> ex(k_n), ey = filled(it);
        for (uint32_t i = 0; i < k_n; ++i) ex[i] = independent_element(Kernel::inc, i, fill, 0, 0, inc, 0);
        for (uint64_t i = offset; i < offset + count; ++i) {
            const uint32_t seq = independent_element(Kernel::seq, i, it, 0, 0, seq_base, stride);
            ey[i] = independent_element(Kernel::scale, i, seq, seq, 0, scale, 0);
        }
        CHECK(first_difference(ex, rig.values(hx)) == "");
        CHECK(first_difference(ey, rig.values(hy)) == "");
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
    const auto q = rig.queue(), reader = rig.queue();
    const auto x = rig.buffer(), y = rig.buffer();
    const auto hx = rig.host(), hy = rig.host();
    const auto go = rig.semaphore(), s = rig.semaphore(), t = rig.semaphore(), done = rig.semaphore();
    auto prepared = prepare(rig, q,
                            {{{{go, 0}}, {sync::DispatchCmd{Kernel::inc, x, x, x, 0, k_n, 0, 0}}, {{s, 0}}},
                             {{},
                              {sync::DispatchCmd{Kernel::inc, y, y, y, 0, k_n, 0, 0}, sync::DispatchCmd{Kernel::inc, y, y, y, 0, k_n, 0, 0}},
                              {{s, 0}, {t, 0}}}},
                            {{0, 0, Field::wait}, {0, 0, Field::p0}, {0, 0, Field::signal}, {1, 0, Field::p0},
                             {1, 1, Field::p0}, {1, 0, Field::signal}, {1, 1, Field::signal}});
    const uint32_t kx[] = {1, 10, 100, 1000}, ky[] = {7, 70, 700, 7000}, kz[] = {50000, 600000, 7000000, 80000000};
    for (uint64_t i = 1; i <= 4; ++i) {
        const std::vector<uint64_t> values = {i, kx[i - 1], 2 * i - 1, ky[i - 1], kz[i - 1], 2 * i, 10 * i};
        must(prepared->submit(values));
    }
    CHECK(rig.value(s) == 0);
    uint32_t sum_x = 0, sum_y = 0;
    for (uint64_t i = 1; i <= 4; ++i) {
        CAPTURE(i);
        sum_x += kx[i - 1];
        sum_y += ky[i - 1] + kz[i - 1];
        rig.fill(hx, k_untouched);
        rig.fill(hy, k_untouched);
        must(rig.backend->host_signal(go, i));
        rig.submit(reader, Batch{{{s, 2 * i}}, {sync::DownloadCmd{x, hx, 0, 0, k_n}, sync::DownloadCmd{y, hy, 0, 0, k_n}}, {{done, i}}});
        REQUIRE(rig.wait(done, i));
        // The next submission waits for go >= i + 1.
        CHECK(rig.value(s) == 2 * i);
        CHECK(rig.value(t) == 10 * i);
        CHECK(first_difference(filled(sum_x), rig.values(hx)) == "");
        CHECK(first_difference(filled(sum_y), rig.values(hy)) == "");
    }
}

// A value's place names a batch, and an item of that batch with that kind of value; anything else is refused at
// preparation, with a message, on either path (the cpu backend's own and the default it takes for no-barrier).
void check_prepared_value_places_refused(Rig& rig) {
    const auto q = rig.queue();
    const auto x = rig.buffer(), y = rig.buffer();
    const auto met = rig.semaphore(1), t = rig.semaphore();
    // Batch 0: one wait (met already), a fill, a dispatch, a delay, one signal; batch 1: a copy only.
    const std::vector<Batch> batches = {
        {{{met, 1}}, {sync::FillCmd{x, 0, k_n, 1}, sync::DispatchCmd{Kernel::inc, x, x, x, 0, k_n, 1, 0}, sync::DelayCmd{1}}, {{t, 1}}},
        {{}, {sync::CopyCmd{x, y, 0, 0, k_n}}, {}}};
    const std::vector<sync::BatchValue> good = {{0, 0, Field::wait}, {0, 0, Field::signal}, {0, 0, Field::fill}, {0, 1, Field::p0},
                                                {0, 1, Field::p1}};
    const std::vector<sync::BatchValue> bad = {
        {2, 0, Field::wait},   {1, 0, Field::wait},  {0, 1, Field::wait},  {0, 1, Field::signal}, {1, 0, Field::signal},
        {0, 1, Field::fill},   {0, 2, Field::fill},  {0, 3, Field::fill},  {1, 0, Field::fill},   {0, 0, Field::p0},
        {0, 0, Field::p1},     {0, 2, Field::p1},    {0, 3, Field::p0},    {1, 0, Field::p1},     {7, 1, Field::p0},
    };
    for (bool ordered : {true, false}) {
        CAPTURE(ordered);
        CHECK(rig.backend->prepare(q, batches, sync::SubmitFlags{ordered}, good).ok());
        for (size_t i = 0; i < bad.size(); ++i) {
            CAPTURE(i);
            // Alone, and after every good place (each value is checked, not only the first).
            std::vector<sync::BatchValue> after_good = good;
            after_good.push_back(bad[i]);
            for (const auto& places : {std::vector<sync::BatchValue>{bad[i]}, after_good}) {
                const auto refused = rig.backend->prepare(q, batches, sync::SubmitFlags{ordered}, places);
                REQUIRE_FALSE(refused.ok());
                CHECK_FALSE(refused.error().message.empty());
            }
        }
    }
    // Preparing enqueues nothing: the first batch's wait is met, so anything enqueued would have signalled t.
    CHECK_FALSE(rig.wait(t, 1, milliseconds(50)));
    CHECK(rig.value(t) == 0);
}

// A prepared submission with a bad id or range is refused at preparation or at each submit (either is allowed), and
// enqueues nothing of itself: not its valid first batch.
void check_prepared_bad_command_refused(Rig& rig) {
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
            CAPTURE(ordered);
            CAPTURE(i);
            const std::vector<Batch> batches = {{{}, {sync::FillCmd{x, 0, k_n, 0}}, {{s, 0}}}, bad[i]};
            auto prepared = rig.backend->prepare(q, batches, sync::SubmitFlags{ordered}, {{0, 0, Field::fill}, {0, 0, Field::signal}});
            if (!prepared.ok()) {
                CHECK_FALSE(prepared.error().message.empty());
                continue;
            }
            const uint64_t values[] = {9, 1};
            for (int attempt = 0; attempt < 2; ++attempt) {
                const Status refused = (*prepared)->submit(values);
                REQUIRE_FALSE(refused.ok());
                CHECK_FALSE(refused.error().message.empty());
            }
        }
    }
    // None of it ran (the fill of 9 or the signal of s), and the queue still works.
    CHECK_FALSE(rig.wait(s, 1, milliseconds(50)));
    rig.fill(h, k_untouched);
    CHECK(first_difference(filled(0), rig.download(q, x, h)) == "");
}

// Through the sync core, which splits a submission into batches at a wait after work (tests/sync/last_batch_progress.h).
void check_progress_after_last_batch(Rig& rig) {
    sync::Device device(std::move(rig.backend), sync::DeviceOptions{});
    check_progress_waits_for_the_last_batch(device);
    CHECK(device.take_violations().empty());
}

}  // namespace

TEST_CASE("conformance: the suite runs on every backend of the registry") {
    std::vector<std::string> registry;
    for (const auto& entry : backends::all_backends()) registry.push_back(entry.name);
    CHECK(registry == k_suite_backends);
}

CONFORMANCE_CASE("info agrees with the registry and a queue of a side it lacks is refused", Side::device, check_info)
CONFORMANCE_SIDED_CASE("buffers start zero in every memory", check_zero_filled)
CONFORMANCE_SIDED_CASE("fill/copy/upload/download honour offsets on both ends and run in order", check_transfers)
CONFORMANCE_SIDED_CASE("every kernel matches the independently worked out element over an offset range", check_kernels)
CONFORMANCE_SIDED_CASE("a delay holds the commands after it", check_delay)
CONFORMANCE_SIDED_CASE("submissions to one queue run in submission order", check_submission_order)
CONFORMANCE_SIDED_CASE("one submission of batches with waits and signals between work", check_batches)
CONFORMANCE_SIDED_CASE("a wait submitted before another queue's signal", check_wait_before_queue_signal)
CONFORMANCE_SIDED_CASE("a wait submitted before the host's signal", check_wait_before_host_signal)
CONFORMANCE_SIDED_CASE("a later batch waits for a queue that waits for an earlier batch of its submission", check_batch_waits_for_queue_waiting_on_earlier_batch)
CONFORMANCE_SIDED_CASE("timeline waits met by larger values and values rising across iterations", check_timeline_values)
CONFORMANCE_CASE("host_wait/host_signal/semaphore_value work and a signal that does not raise the timeline is reported", Side::device, check_host_semaphore)
CONFORMANCE_SIDED_CASE("upload and download touch host arrays when they execute", check_host_arrays)
CONFORMANCE_SIDED_CASE("objects of every kind created interleaved and while work runs", check_interleaved_ids)
CONFORMANCE_CASE("device-side and cuda-side queues order each other", Side::cuda, check_across_sides)
CONFORMANCE_SIDED_CASE("a submission with a bad command is refused whole", check_refused_submissions)
CONFORMANCE_SIDED_CASE("a prepared submission runs again with new values", check_prepared_resubmitted)
CONFORMANCE_SIDED_CASE("a prepared unordered submission runs again with new values", check_prepared_unordered)
CONFORMANCE_SIDED_CASE("submissions of a prepared submission queued together keep their own values", check_prepared_queued_together)
CONFORMANCE_SIDED_CASE("a prepared submission's values must name items that have them", check_prepared_value_places_refused)
CONFORMANCE_SIDED_CASE("a prepared submission with a bad command is refused and enqueues nothing", check_prepared_bad_command_refused)
CONFORMANCE_CASE("through the sync core progress is signalled from a submission's last batch", Side::device, check_progress_after_last_batch)
