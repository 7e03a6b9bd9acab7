// The OpenCL adapter (adapters/opencl) through its C table, on whatever OpenCL device the machine has (pocl in CI):
// every command with offsets, the kernels against the independent math, timelines across queues and from the host,
// the host ops, recovery, a bounded destroy, and the messages of bad options and ids. Where no OpenCL platform is
// installed a test is skipped with the reason, unless SYNCSTRESS_REQUIRE_OPENCL=1 (scripts/test sets it where pocl is).
#include "core/conformance/independent_kernels.h"
#include "tests/adapters/adapter_rig.h"

#include <doctest/doctest.h>

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

namespace syncstress::testing {
namespace {

using conformance::independent_element;
using conformance::independent_hash32;

using clock_type = std::chrono::steady_clock;

constexpr const char* k_require_opencl = "SYNCSTRESS_REQUIRE_OPENCL";

// The adapter this build made, or SYNCSTRESS_OPENCL_ADAPTER's (scripts/gpu-suite.sh: the bundle's copy).
const char* adapter_path() {
    const char* path = std::getenv("SYNCSTRESS_OPENCL_ADAPTER");
    return path && *path ? path : SYNCSTRESS_OPENCL_ADAPTER_PATH;
}

constexpr uint64_t k_second = AdapterRig::k_second;
constexpr uint64_t k_wait = 10 * k_second;  // generous: the machine running the tests is small and shared

struct OpenCLRig : AdapterRig {
    explicit OpenCLRig(std::vector<std::pair<std::string, std::string>> options = {})
        : AdapterRig(adapter_path(), k_require_opencl, std::move(options)) {}
    void wait_for(uint32_t semaphore, uint64_t value) const { ok(api->host_wait(adapter, semaphore, value, k_wait)); }
    uint64_t value_of(uint32_t semaphore) const {
        uint64_t v = 0;
        ok(api->semaphore_value(adapter, semaphore, &v));
        return v;
    }
};

std::vector<uint32_t> pattern(size_t n, uint32_t seed) {
    std::vector<uint32_t> v(n);
    for (size_t i = 0; i < n; ++i) v[i] = independent_hash32(seed, static_cast<uint32_t>(i));
    return v;
}

double ms_since(clock_type::time_point start) { return std::chrono::duration<double, std::milli>(clock_type::now() - start).count(); }

bool contains(const char* text, const char* part) { return std::string(text).find(part) != std::string::npos; }

TEST_CASE("opencl adapter: info says what it runs") {
    OpenCLRig rig;
    if (!rig) return;
    ss_adapter_info info{};
    rig.ok(rig.api->get_info(rig.adapter, &info));
    CHECK(std::string(info.name) == "opencl");
    CHECK(std::string(info.device) != "");
    CHECK(std::string(info.api_version).rfind("OpenCL ", 0) == 0);
    CHECK(info.sides == 1u << SS_SIDE_DEVICE);
    CHECK(info.commands == (1u << SS_CMD_COUNT) - 1);
    CHECK(info.kernels == 0x3fu);
    CHECK(info.memories == 7u);
    CHECK(info.host_ops == (SS_HOST_READ | SS_HOST_WRITE | SS_HOST_SYNC));
    CHECK(info.weaker == (SS_WEAKER_UPLOAD_READS_UNTIL_COMPLETE | SS_WEAKER_DOWNLOAD_WRITES_UNTIL_COMPLETE));
    CHECK(contains(info.notes, "in-order"));
    std::string error;
    const ss_adapter_api* api = load_adapter(adapter_path(), error);
    REQUIRE(api != nullptr);
    CHECK(api->abi_version == SS_ADAPTER_ABI_VERSION);
    CHECK(api->struct_size == sizeof(ss_adapter_api));
    // ABI 1.1: unordered queues on in-order queues, said to be serial; opaque kernels.
    CHECK(api->capabilities == (SS_CAP_BARRIERS | SS_CAP_OPAQUE_KERNELS | SS_CAP_SERIAL_UNORDERED));
}

TEST_CASE("opencl adapter: an unordered queue's barrier enqueues nothing on the in-order queue, and its range is checked") {
    OpenCLRig rig;
    if (!rig) return;
    constexpr uint64_t n = 1031;
    const uint32_t q = rig.queue(), y = rig.buffer(n), done = rig.semaphore();
    std::vector<uint32_t> out(n, 0xdeadbeefu);
    const uint32_t h = rig.host_array(out);
    const uint32_t unordered = SS_SUBMIT_UNORDERED | SS_SUBMIT_QUEUE_UNORDERED;
    for (uint64_t round = 1; round <= 3; ++round) {
        rig.ok(rig.submit(q,
                          {dispatch_cmd(SS_KERNEL_SEQ, y, 0, 0, 0, n, static_cast<uint32_t>(round), 1),
                           barrier_cmd(SS_STAGE_COMPUTE, SS_STAGE_TRANSFER, SS_ACCESS_COMPUTE_WRITE, SS_ACCESS_TRANSFER_READ, y, 0, n),
                           transfer_cmd(SS_CMD_DOWNLOAD, y, h, 0, 0, n), barrier_cmd(SS_STAGE_TRANSFER, SS_STAGE_TRANSFER, 0, 0),
                           signal_cmd(done, round)},
                          unordered));
        rig.wait_for(done, round);
        size_t wrong = 0;
        for (uint64_t i = 0; i < n; ++i) wrong += out[i] != round + i;
        CHECK_MESSAGE(wrong == 0, wrong, " wrong elements in round ", round);
    }
    CHECK(rig.submit(q, {barrier_cmd(SS_STAGE_COMPUTE, SS_STAGE_TRANSFER, 0, 0, y, 1000, 32)}, unordered) == SS_ERROR);
    CHECK(contains(rig.error(), "barrier: elements [1000, 1000 + 32) lie outside buffer 0"));
    CHECK(rig.submit(q, {barrier_cmd(SS_STAGE_COMPUTE, SS_STAGE_TRANSFER, 0, 0, 5, 0, 1)}, unordered) == SS_ERROR);
    CHECK(contains(rig.error(), "barrier: buffer 5 does not exist"));
}

// Upload, fill, copy (apart and overlapping in one buffer, both ways), download, each at offsets, in every memory;
// the expected contents are worked out here on plain arrays.
TEST_CASE("opencl adapter: every transfer command with offsets, in every memory") {
    OpenCLRig rig;
    if (!rig) return;
    constexpr uint64_t n = 1000;
    for (uint32_t memory : {SS_MEMORY_DEVICE, SS_MEMORY_HOST_VISIBLE, SS_MEMORY_SHARED}) {
        CAPTURE(memory);
        const uint32_t q = rig.queue(), a = rig.buffer(n, memory), b = rig.buffer(n, memory), done = rig.semaphore();
        std::vector<uint32_t> input = pattern(n, 11 + memory), output(n, 0xdeadbeefu);
        const uint32_t in = rig.host_array(input), out = rig.host_array(output);
        rig.ok(rig.submit(
            q, {transfer_cmd(SS_CMD_UPLOAD, in, a, 10, 20, 300), fill_cmd(b, 7, 5, 45), transfer_cmd(SS_CMD_COPY, a, b, 20, 200, 100),
                transfer_cmd(SS_CMD_COPY, b, b, 200, 250, 100),  // forwards, overlapping
                transfer_cmd(SS_CMD_COPY, a, a, 100, 90, 200),   // backwards, overlapping
                transfer_cmd(SS_CMD_COPY, a, b, 90, 600, 200), transfer_cmd(SS_CMD_DOWNLOAD, b, out, 3, 1, 997), signal_cmd(done, 1)}));
        rig.wait_for(done, 1);
        std::vector<uint32_t> ea(n, 0), eb(n, 0), expected(output.size(), 0xdeadbeefu);
        std::memcpy(&ea[20], &input[10], 300 * 4);
        for (size_t i = 5; i < 50; ++i) eb[i] = 7;
        std::memcpy(&eb[200], &ea[20], 100 * 4);
        std::memmove(&eb[250], &eb[200], 100 * 4);
        std::memmove(&ea[90], &ea[100], 200 * 4);
        std::memcpy(&eb[600], &ea[90], 200 * 4);
        std::memcpy(&expected[1], &eb[3], 997 * 4);
        CHECK(output == expected);
    }
}

TEST_CASE("opencl adapter: the six kernels match the independent math, at an offset") {
    OpenCLRig rig;
    if (!rig) return;
    constexpr uint64_t n = 4096, offset = 37, count = 3001;
    const uint32_t q = rig.queue(), a = rig.buffer(n), b = rig.buffer(n), dst = rig.buffer(n), done = rig.semaphore();
    std::vector<uint32_t> in_a = pattern(n, 1), in_b = pattern(n, 2), in_dst = pattern(n, 3), out(n);
    const uint32_t ha = rig.host_array(in_a), hb = rig.host_array(in_b), hd = rig.host_array(in_dst), ho = rig.host_array(out);
    uint64_t signalled = 0;
    for (uint32_t kernel = 0; kernel < SS_KERNEL_COUNT; ++kernel) {
        CAPTURE(kernel);
        const uint32_t p0 = 0x9e3779b9u + kernel, p1 = 0x85ebca6bu;
        rig.ok(rig.submit(q, {transfer_cmd(SS_CMD_UPLOAD, ha, a, 0, 0, n), transfer_cmd(SS_CMD_UPLOAD, hb, b, 0, 0, n),
                              transfer_cmd(SS_CMD_UPLOAD, hd, dst, 0, 0, n), dispatch_cmd(kernel, dst, a, b, offset, count, p0, p1),
                              transfer_cmd(SS_CMD_DOWNLOAD, dst, ho, 0, 0, n), signal_cmd(done, ++signalled)}));
        rig.wait_for(done, signalled);
        size_t wrong = 0, first = n;
        for (size_t i = 0; i < n; ++i) {
            const bool inside = i >= offset && i < offset + count;
            const uint32_t expected =
                inside ? independent_element(static_cast<Kernel>(kernel), i, in_dst[i], in_a[i], in_b[i], p0, p1) : in_dst[i];
            if (out[i] != expected && wrong++ == 0) first = i;
        }
        CHECK_MESSAGE(wrong == 0, wrong, " wrong elements, the first at ", first);
    }
}

// docs/adapters.md's values, worked out by hand: they tie the OpenCL C to the format's math without any code of ours.
TEST_CASE("opencl adapter: hash and seq give the documented values") {
    OpenCLRig rig;
    if (!rig) return;
    const uint32_t q = rig.queue(), buffer = rig.buffer(6), done = rig.semaphore();
    std::vector<uint32_t> out(6);
    const uint32_t host = rig.host_array(out);
    rig.ok(rig.submit(q, {dispatch_cmd(SS_KERNEL_HASH, buffer, 0, 0, 2, 4, 7, 0), transfer_cmd(SS_CMD_DOWNLOAD, buffer, host, 0, 0, 6),
                          signal_cmd(done, 1)}));
    rig.wait_for(done, 1);
    CHECK(out == std::vector<uint32_t>{0, 0, 3788636316u, 916855273u, 3666555108u, 1656689905u});
    rig.ok(rig.submit(q, {dispatch_cmd(SS_KERNEL_SEQ, buffer, 0, 0, 2, 4, 0xfffffffeu, 0x80000001u),
                          transfer_cmd(SS_CMD_DOWNLOAD, buffer, host, 0, 0, 6), signal_cmd(done, 2)}));
    rig.wait_for(done, 2);
    CHECK(out == std::vector<uint32_t>{0, 0, 0, 2147483649u, 2, 2147483651u});
}

// The wait is enqueued first, on another queue, before anything signals: the adapter must hold the queue on it.
TEST_CASE("opencl adapter: a wait enqueued before its signal, across queues, many times") {
    OpenCLRig rig;
    if (!rig) return;
    const uint32_t producer = rig.queue(), consumer = rig.queue();
    const uint32_t src = rig.buffer(256), dst = rig.buffer(256), ready = rig.semaphore(), consumed = rig.semaphore();
    std::vector<uint32_t> out(256);
    const uint32_t host = rig.host_array(out);
    for (uint32_t it = 1; it <= 200; ++it) {
        rig.ok(rig.submit(consumer, {wait_cmd(ready, it), transfer_cmd(SS_CMD_COPY, src, dst, 0, 0, 256),
                                     transfer_cmd(SS_CMD_DOWNLOAD, dst, host, 0, 0, 256), signal_cmd(consumed, it)}));
        if (it <= 3) {  // the consumer is held: nothing it signals can have happened
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
            CHECK(rig.value_of(consumed) == it - 1);
        }
        rig.ok(rig.submit(producer, {delay_cmd(it % 4 == 0 ? 200 : 0), fill_cmd(src, it * 3, 0, 256), signal_cmd(ready, it)}));
        rig.wait_for(consumed, it);
        REQUIRE_MESSAGE(out == std::vector<uint32_t>(256, it * 3), "iteration ", it);
    }
}

// The signals that end a submission get an event only when needed (Queue::deferred): a queue waiting for one runs with
// no host call in between, whether its wait was submitted before the signal or after it; a blocking read on the
// signalling queue raises them without a wait.
TEST_CASE("opencl adapter: a submission's closing signal releases another queue's wait with no host call between") {
    OpenCLRig rig;
    if (!rig) return;
    const uint32_t producer = rig.queue(), consumer = rig.queue();
    const uint32_t src = rig.buffer(64), dst = rig.buffer(64), ready = rig.semaphore();
    std::vector<uint32_t> out(64);
    const uint32_t host = rig.host_array(out);
    const ss_transfer read{dst, host, 0, 0, 64};
    for (uint32_t it = 1; it <= 20; ++it) {
        const bool wait_first = it % 2 == 0;
        auto consume = [&] { rig.ok(rig.submit(consumer, {wait_cmd(ready, it), transfer_cmd(SS_CMD_COPY, src, dst, 0, 0, 64)})); };
        if (wait_first) consume();
        rig.ok(rig.submit(producer, {fill_cmd(src, it * 5, 0, 64), signal_cmd(ready, it)}));
        if (!wait_first) consume();
        // Only the producer's signal releases the consumer's copy, which the read waits for.
        REQUIRE_MESSAGE(rig.api->read(rig.adapter, consumer, &read, k_wait) == SS_OK, "iteration ", it, ": ", rig.error());
        REQUIRE_MESSAGE(out == std::vector<uint32_t>(64, it * 5), "iteration ", it);
    }
    rig.ok(rig.submit(producer, {fill_cmd(src, 1, 0, 64), signal_cmd(ready, 100)}));
    const ss_transfer back{src, host, 0, 0, 64};
    rig.ok(rig.api->read(rig.adapter, producer, &back, k_wait));
    CHECK(rig.value_of(ready) == 100);
    // Two submissions in a row, each closing with a semaphore of its own: the second does not lose the first's.
    const uint32_t first = rig.semaphore(), second = rig.semaphore();
    rig.ok(rig.submit(producer, {fill_cmd(src, 2, 0, 64), signal_cmd(first, 1)}));
    rig.ok(rig.submit(producer, {fill_cmd(src, 3, 0, 64), signal_cmd(second, 1)}));
    rig.wait_for(first, 1);
    rig.wait_for(second, 1);
}

// An upload gated on a host signal reads the host array as it is when the gate opens (the host writes it first).
TEST_CASE("opencl adapter: uploads gated on host signals, in a loop") {
    OpenCLRig rig;
    if (!rig) return;
    const uint32_t q = rig.queue(), buffer = rig.buffer(64), gate = rig.semaphore(), done = rig.semaphore();
    std::vector<uint32_t> in(64), out(64);
    const uint32_t hin = rig.host_array(in), hout = rig.host_array(out);
    for (uint32_t it = 1; it <= 200; ++it) {
        rig.ok(rig.submit(q, {wait_cmd(gate, it), transfer_cmd(SS_CMD_UPLOAD, hin, buffer, 0, 0, 64),
                              transfer_cmd(SS_CMD_DOWNLOAD, buffer, hout, 0, 0, 64), signal_cmd(done, it)}));
        if (it == 1) CHECK(rig.api->host_wait(rig.adapter, done, 1, k_second / 50) == SS_TIMEOUT);
        std::fill(in.begin(), in.end(), it + 1000);
        rig.ok(rig.api->host_signal(rig.adapter, gate, it));
        rig.wait_for(done, it);
        REQUIRE_MESSAGE(out == std::vector<uint32_t>(64, it + 1000), "iteration ", it);
    }
}

TEST_CASE("opencl adapter: host_wait times out in about its time, and a larger signal meets a smaller wait") {
    OpenCLRig rig;
    if (!rig) return;
    const uint32_t s = rig.semaphore(5);
    CHECK(rig.value_of(s) == 5);
    const auto start = clock_type::now();
    CHECK(rig.api->host_wait(rig.adapter, s, 6, k_second / 20) == SS_TIMEOUT);
    CHECK(ms_since(start) >= 45);
    CHECK(ms_since(start) < 2000);
    rig.ok(rig.api->host_signal(rig.adapter, s, 9));
    rig.ok(rig.api->host_wait(rig.adapter, s, 7, 0));
    rig.ok(rig.api->host_signal(rig.adapter, s, 8));  // lower: the value stays
    CHECK(rig.value_of(s) == 9);
}

TEST_CASE("opencl adapter: a delay keeps its queue busy about that long") {
    OpenCLRig rig;
    if (!rig) return;
    const uint32_t q = rig.queue(), done = rig.semaphore();
    rig.ok(rig.submit(q, {signal_cmd(done, 1)}));
    rig.wait_for(done, 1);
    const auto start = clock_type::now();
    rig.ok(rig.submit(q, {delay_cmd(50000), signal_cmd(done, 2)}));
    rig.wait_for(done, 2);
    const double ms = ms_since(start);
    CHECK(ms >= 25);  // half: the calibration ran on a shared machine
    CHECK(ms < 2000);
}

// As syncstress recovers from a hang: every awaited value raised from the host, then recover().
TEST_CASE("opencl adapter: recover after a wait that was never signalled") {
    OpenCLRig rig;
    if (!rig) return;
    const uint32_t q = rig.queue(), buffer = rig.buffer(16), never = rig.semaphore(), done = rig.semaphore();
    std::vector<uint32_t> out(16);
    const uint32_t host = rig.host_array(out);
    rig.ok(rig.submit(
        q, {wait_cmd(never, 1), fill_cmd(buffer, 5, 0, 16), transfer_cmd(SS_CMD_DOWNLOAD, buffer, host, 0, 0, 16), signal_cmd(done, 1)}));
    CHECK(rig.api->host_wait(rig.adapter, done, 1, k_second / 10) == SS_TIMEOUT);
    rig.ok(rig.api->host_signal(rig.adapter, never, 1));
    REQUIRE(static_cast<bool>(rig.api->recover));
    rig.ok(rig.api->recover(rig.adapter));
    rig.wait_for(done, 1);
    CHECK(out == std::vector<uint32_t>(16, 5));
}

TEST_CASE("opencl adapter: destroy returns soon while a queue waits for a signal that never comes") {
    OpenCLRig rig;
    if (!rig) return;
    const uint32_t q = rig.queue(), buffer = rig.buffer(16), never = rig.semaphore();
    std::vector<uint32_t> out(16, 1);
    const uint32_t host = rig.host_array(out);
    rig.ok(rig.submit(
        q, {fill_cmd(buffer, 5, 0, 16), wait_cmd(never, 1), transfer_cmd(SS_CMD_DOWNLOAD, buffer, host, 0, 0, 16), signal_cmd(never, 2)}));
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    CHECK(out == std::vector<uint32_t>(16, 1));
    const auto start = clock_type::now();
    rig.destroy();
    CHECK(ms_since(start) < 3000);
    // The queue drained before destroy returned: what it writes into host memory, it wrote while the memory was valid.
    CHECK(out == std::vector<uint32_t>(16, 5));
}

TEST_CASE("opencl adapter: destroy returns in bounded time while a queue is busy for longer") {
    OpenCLRig rig;
    if (!rig) return;
    const uint32_t q = rig.queue(), s = rig.semaphore();
    rig.ok(rig.submit(q, {delay_cmd(6000000), signal_cmd(s, 1)}));
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    const auto start = clock_type::now();
    rig.destroy();  // leaks the adapter rather than wait 6 s
    CHECK(ms_since(start) < 4000);
}

TEST_CASE("opencl adapter: the host ops read, write and sync through the runtime") {
    OpenCLRig rig;
    if (!rig) return;
    const uint32_t q0 = rig.queue(), q1 = rig.queue(), buffer = rig.buffer(100), gate = rig.semaphore();
    std::vector<uint32_t> in = pattern(100, 5), out(100, 0);
    const uint32_t hin = rig.host_array(in), hout = rig.host_array(out);
    const ss_transfer write{hin, buffer, 10, 20, 50}, read{buffer, hout, 15, 5, 70};
    rig.ok(rig.api->write(rig.adapter, q0, &write, k_wait));
    rig.ok(rig.api->read(rig.adapter, q0, &read, k_wait));
    for (size_t i = 0; i < 100; ++i) {
        const size_t b = i - 5 + 15;  // the buffer's element read into out[i]
        const uint32_t expected = i >= 5 && i < 75 ? (b >= 20 && b < 70 ? in[b - 20 + 10] : 0u) : 0u;
        REQUIRE_MESSAGE(out[i] == expected, "out[", i, "]");
    }
    // sync: q0's read waits for q1's fill, which a delay holds back.
    rig.ok(rig.submit(q1, {delay_cmd(20000), fill_cmd(buffer, 77, 0, 100)}));
    rig.ok(rig.api->sync(rig.adapter, q0, q1));
    const ss_transfer all{buffer, hout, 0, 0, 100};
    rig.ok(rig.api->read(rig.adapter, q0, &all, k_wait));
    CHECK(out == std::vector<uint32_t>(100, 77));
    // A read held behind a wait times out, then lands once the gate opens.
    rig.ok(rig.submit(q0, {wait_cmd(gate, 1), fill_cmd(buffer, 88, 0, 100)}));
    CHECK(rig.api->read(rig.adapter, q0, &all, k_second / 20) == SS_TIMEOUT);
    CHECK(rig.api->write(rig.adapter, q0, &write, k_second / 20) == SS_TIMEOUT);
    rig.ok(rig.api->host_signal(rig.adapter, gate, 1));
    rig.ok(rig.api->read(rig.adapter, q0, &all, k_wait));
    for (size_t i = 0; i < 100; ++i) REQUIRE(out[i] == (i >= 20 && i < 70 ? in[i - 20 + 10] : 88u));
}

TEST_CASE("opencl adapter: bad options fail with one sentence naming the known ones") {
    std::string error;
    const ss_adapter_api* api = load_adapter(adapter_path(), error);
    REQUIRE_MESSAGE(api != nullptr, error);
    CHECK(load_adapter(adapter_path(), error) == api);
    auto create = [&](const char* key, const char* value, ss_status expected, const char* part) {
        const ss_option option{key, value};
        ss_adapter* adapter = nullptr;
        char message[512] = "";
        const ss_status status = api->create(&option, 1, &adapter, message, sizeof message);
        CAPTURE(message);
        if (status == SS_ERROR && std::string(message).rfind("no OpenCL platform", 0) == 0) return;
        CHECK(status == expected);
        CHECK(adapter == nullptr);
        CHECK(contains(message, part));
    };
    create("colour", "blue", SS_UNSUPPORTED, "platform=SUBSTRING, device=INDEX and queues=in-order");
    create("queues", "out-of-order", SS_UNSUPPORTED, "queues=in-order");
    create("device", "x", SS_ERROR, "device=x");
    create("device", "999", SS_ERROR, "device=999 names no OpenCL device");
    create("platform", "no such platform", SS_ERROR, "no such platform");
}

TEST_CASE("opencl adapter: bad ids and ranges fail with a message naming the command and the id") {
    OpenCLRig rig;
    if (!rig) return;
    const uint32_t q = rig.queue(), buffer = rig.buffer(10), s = rig.semaphore();
    std::vector<uint32_t> data(10);
    const uint32_t host = rig.host_array(data);
    struct Case {
        ss_command command;
        const char* message;
    };
    const Case cases[] = {
        {fill_cmd(3, 1, 0, 1), "fill: buffer 3 does not exist"},
        {fill_cmd(buffer, 1, 5, 6), "fill: elements [5, 5 + 6) lie outside buffer 0 of 10 elements"},
        {transfer_cmd(SS_CMD_COPY, buffer, 4, 0, 0, 1), "copy: buffer 4 does not exist"},
        {transfer_cmd(SS_CMD_UPLOAD, 2, buffer, 0, 0, 1), "upload: host array 2 does not exist"},
        {transfer_cmd(SS_CMD_DOWNLOAD, buffer, host, 0, 9, 2), "download: elements [9, 9 + 2) lie outside host array 0"},
        {dispatch_cmd(SS_KERNEL_ADD, buffer, buffer, 6, 0, 1, 0, 0), "dispatch: buffer 6 does not exist"},
        {dispatch_cmd(9, buffer, 0, 0, 0, 1, 0, 0), "dispatch: unknown kernel 9"},
        {wait_cmd(5, 1), "wait: semaphore 5 does not exist"},
        {signal_cmd(7, 1), "signal: semaphore 7 does not exist"},
    };
    for (const Case& c : cases) {
        CAPTURE(c.message);
        CHECK(rig.submit(q, {c.command}) != SS_OK);
        CHECK(contains(rig.error(), c.message));
    }
    // seq, hash and inc read neither a nor b: whatever those hold is not looked up.
    CHECK(rig.submit(q, {dispatch_cmd(SS_KERNEL_SEQ, buffer, 99, 99, 0, 10, 1, 1), signal_cmd(s, 1)}) == SS_OK);
    rig.wait_for(s, 1);
    CHECK(rig.submit(9, {}) == SS_ERROR);
    CHECK(contains(rig.error(), "submit: queue 9 does not exist"));
    CHECK(rig.api->host_signal(rig.adapter, 4, 1) == SS_ERROR);
    CHECK(contains(rig.error(), "host_signal: semaphore 4 does not exist"));
    CHECK(rig.api->create_queue(rig.adapter, 5, SS_SIDE_CUDA, "c") == SS_UNSUPPORTED);
    CHECK(rig.api->create_buffer(rig.adapter, 0, 4, SS_MEMORY_DEVICE, SS_SIDE_DEVICE) == SS_ERROR);
    CHECK(contains(rig.error(), "buffer 0 already exists"));
    CHECK(rig.api->sync(rig.adapter, q, 8) == SS_ERROR);
    CHECK(contains(rig.error(), "sync: queue 8 does not exist"));
}

TEST_CASE("opencl adapter: another major ABI version gets no table, a later minor one does") {
    std::string error;
    const ss_adapter_entry_fn entry = load_entry(adapter_path(), error);
    REQUIRE_MESSAGE(static_cast<bool>(entry), error);
    CHECK(entry((SS_ADAPTER_ABI_MAJOR(SS_ADAPTER_ABI_VERSION) + 1) << 16) == nullptr);
    CHECK(entry(0) == nullptr);
    CHECK(entry(SS_ADAPTER_ABI_VERSION + 3) == entry(SS_ADAPTER_ABI_VERSION));
    CHECK(entry(SS_ADAPTER_ABI_VERSION) != nullptr);
}

}  // namespace
}  // namespace syncstress::testing
