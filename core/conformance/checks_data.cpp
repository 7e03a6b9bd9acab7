// What a backend's info says, and what its commands do to data: memory starts zero, transfers honour offsets, every
// kernel computes what independent_kernels.h says, delays hold later work, one queue runs in submission order.
#include "core/backends/registry.h"
#include "core/conformance/checks.h"
#include "core/conformance/independent_kernels.h"
#include "core/conformance/rig.h"

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <map>
#include <string_view>
#include <variant>

namespace syncstress::conformance {

namespace {

using namespace std::chrono;
using sync::Batch;

constexpr Memory k_memories[] = {Memory::device, Memory::host_visible, Memory::shared};

// Every kernel of core/common/types.h: to_string names each and says "?" past the last, so a kernel added there is
// checked here too (and fails until independent_kernels.h knows its math).
std::vector<Kernel> every_kernel() {
    std::vector<Kernel> kernels;
    for (uint8_t k = 0; std::string_view(to_string(static_cast<Kernel>(k))) != "?"; ++k) kernels.push_back(static_cast<Kernel>(k));
    return kernels;
}

// The memories the backend declares; the others noted as left out.
std::vector<Memory> declared_memories(Rig& rig) {
    std::vector<Memory> memories;
    std::string left_out;
    for (Memory memory : k_memories) {
        if (rig.declares(memory))
            memories.push_back(memory);
        else
            left_out += (left_out.empty() ? "" : ", ") + std::string(to_string(memory));
    }
    if (memories.empty()) throw NotApplicable{rig.name + " declares no memory"};
    if (!left_out.empty()) rig.notes.push_back("memories not declared, not checked: " + left_out);
    return memories;
}

// What an ordered list of transfers leaves in buffers and host arrays, worked out on vectors (copies within one
// buffer as memmove does). Buffers start zero; host arrays hold what the check put there.
struct Reference {
    std::map<sync::BufferId, std::vector<uint32_t>> buffers;
    std::map<sync::HostArrayId, std::vector<uint32_t>> hosts;

    static auto at(auto& elements, uint64_t index) { return elements.begin() + static_cast<std::ptrdiff_t>(index); }
    static void move(const std::vector<uint32_t>& from, uint64_t from_offset, std::vector<uint32_t>& to, uint64_t to_offset,
                     uint64_t count) {
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
    }
};

void check_info(Rig& rig) {
    const sync::BackendInfo& info = rig.info;
    Checker& c = rig.c;
    if (info.adapter) {
        // An adapter's name and sides are known once it is loaded: what it says of itself must be there.
        c.expect(!info.adapter->name.empty(), "info().adapter.name is empty");
        c.expect(!info.adapter->path.empty(), "info().adapter.path is empty");
    } else {
        c.expect(info.name == rig.name, "info().name is \"" + info.name + "\", the registry's name \"" + rig.name + "\"");
        const backends::BackendEntry* entry = backends::find_backend(rig.name);
        c.expect(entry != nullptr && info.cuda_side == entry->cuda_side, "info().cuda_side disagrees with the registry's entry");
    }
    c.expect(info.device_side || info.cuda_side, "info() declares neither side of queues");
    c.expect(!info.device.empty(), "info().device is empty");
    c.expect(!info.driver.empty(), "info().driver is empty");
    c.expect(!info.api_version.empty(), "info().api_version is empty");
    // A queue of a side it lacks is refused, saying so, rather than run on the other side.
    sync::QueueId id = 0;
    for (Side side : {Side::device, Side::cuda}) {
        const bool declared = side == Side::cuda ? info.cuda_side : info.device_side;
        if (declared && info.max_queues != 0 && id >= info.max_queues) continue;
        const Status created = rig.backend->create_queue(id, side, to_string(side));
        const std::string queue = std::string("a ") + side_name(side) + " queue";
        if (created.ok()) ++id;
        if (declared)
            c.expect(created.ok(), queue + " is refused: " + (created.ok() ? "" : created.error().message));
        else
            c.expect(!created.ok(), queue + " is created, and info() declares no such side");
        if (!created.ok()) c.expect(!created.error().message.empty(), queue + " is refused without a message");
    }
}

void check_zero_filled(Rig& rig) {
    const auto memories = declared_memories(rig);
    const auto q = rig.queue();
    const auto h = rig.host();
    // A buffer written first: a backend that suballocates from a pool must still hand out zeros.
    const auto written = rig.buffer(memories.front());
    rig.run(q, {sync::FillCmd{written, 0, k_n, k_untouched}});
    for (Memory memory : memories) {
        auto scope = rig.c.scope(std::string("memory ") + to_string(memory));
        const auto fresh = rig.buffer(memory);
        rig.fill(h, k_untouched);
        rig.c.expect_elements(rig.download(q, fresh, h), filled(0), "a fresh buffer, downloaded");
    }
}

void check_transfers(Rig& rig) {
    const auto memories = declared_memories(rig);
    auto memory = [&](size_t i) { return memories[i % memories.size()]; };
    const auto q = rig.queue();
    const auto x = rig.buffer(memory(0)), y = rig.buffer(memory(1)), z = rig.buffer(memory(2));
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
        sync::UploadCmd{in, x, 5, 300, 400},  // over part of the fill
        sync::CopyCmd{x, z, 200, 100, 700},
        sync::CopyCmd{z, z, 150, 250, 500},  // overlapping, forwards
        sync::CopyCmd{z, z, 300, 260, 400},  // overlapping, backwards
        sync::CopyCmd{z, y, 90, 31, 800},
        sync::DownloadCmd{y, out, 20, 11, 1000},
        sync::DownloadCmd{x, in, 600, 900, 100},  // into the host array an upload read ...
        sync::UploadCmd{in, y, 895, 0, 110},      // ... which the next upload reads again
        sync::DownloadCmd{y, out, 0, k_n - 10, 10},
    };
    for (const auto& command : commands) reference.apply(command);
    // A runtime whose transfers may touch host arrays at any time from their submission (BackendInfo::weaker) is
    // only promised the upload's read of what the download wrote once the download has completed: there, the
    // submission is cut before that upload, and the first part waited for.
    constexpr uint32_t k_host_arrays_any_time = sync::k_weaker_upload_reads_until_complete | sync::k_weaker_download_writes_until_complete;
    if (rig.info.weaker & k_host_arrays_any_time) {
        const auto cut = commands.end() - 2;
        rig.run(q, {commands.begin(), cut});
        rig.run(q, {cut, commands.end()});
    } else {
        rig.run(q, commands);
    }
    rig.c.expect_elements(rig.values(out), reference.hosts[out], "the host array downloaded into");
    rig.c.expect_elements(rig.values(in), reference.hosts[in], "the host array uploaded from and downloaded into");
    for (auto b : {x, y, z}) {
        auto scope = rig.c.scope("buffer " + std::to_string(b));
        rig.c.expect_elements(rig.download(q, b, readback), reference.buffers[b], "the buffer, downloaded");
    }
}

struct KernelInputs {
    std::vector<uint32_t> old = std::vector<uint32_t>(k_n), a = std::vector<uint32_t>(k_n), b = std::vector<uint32_t>(k_n);
    static constexpr uint64_t offset = 37, count = k_n - offset - 50;
    static constexpr uint32_t p0 = 0x9e3779b9u, p1 = 0xfffffffdu;  // large enough that seq and scale wrap

    KernelInputs() {
        for (uint32_t i = 0; i < k_n; ++i) {
            old[i] = independent_hash32(33, i);
            a[i] = independent_hash32(11, i);
            b[i] = independent_hash32(22, i) | 0x80000000u;  // sums wrap
        }
    }
    std::vector<uint32_t> expected(Kernel kernel, const std::vector<uint32_t>& va, const std::vector<uint32_t>& vb) const {
        std::vector<uint32_t> e = old;
        for (uint64_t i = offset; i < offset + count; ++i) e[i] = independent_element(kernel, i, old[i], va[i], vb[i], p0, p1);
        return e;
    }
};

// The kernels the backend declares; the others noted as left out.
std::vector<Kernel> declared_kernels(Rig& rig) {
    std::vector<Kernel> kernels;
    std::string left_out;
    for (Kernel kernel : every_kernel()) {
        if (rig.declares(kernel))
            kernels.push_back(kernel);
        else
            left_out += (left_out.empty() ? "" : ", ") + std::string(to_string(kernel));
    }
    if (kernels.empty()) throw NotApplicable{rig.name + " declares no kernel"};
    if (!left_out.empty()) rig.notes.push_back("kernels not declared, not checked: " + left_out);
    return kernels;
}

void check_kernels(Rig& rig) {
    const auto kernels = declared_kernels(rig);
    const auto memories = declared_memories(rig);
    const KernelInputs in;
    const auto q = rig.queue();
    const auto h_old = rig.host(), h_a = rig.host(), h_b = rig.host(), out = rig.host();
    rig.set(h_old, in.old);
    rig.set(h_a, in.a);
    rig.set(h_b, in.b);
    constexpr auto offset = KernelInputs::offset, count = KernelInputs::count;
    constexpr auto p0 = KernelInputs::p0, p1 = KernelInputs::p1;
    for (Memory memory : memories) {
        auto memory_scope = rig.c.scope(std::string("memory ") + to_string(memory));
        const auto dst = rig.buffer(memory), a = rig.buffer(memory), b = rig.buffer(memory);
        rig.run(q, {sync::UploadCmd{h_a, a, 0, 0, k_n}, sync::UploadCmd{h_b, b, 0, 0, k_n}});
        for (Kernel kernel : kernels) {
            auto kernel_scope = rig.c.scope(std::string("kernel ") + to_string(kernel));
            // An operand the kernel does not read names no buffer: it must not be resolved (core/sync/commands.h).
            const auto read_a = sync::kernel_reads_a(kernel) ? a : k_missing, read_b = sync::kernel_reads_b(kernel) ? b : k_missing;
            rig.fill(out, k_untouched);
            rig.run(q, {sync::UploadCmd{h_old, dst, 0, 0, k_n}, sync::DispatchCmd{kernel, dst, read_a, read_b, offset, count, p0, p1},
                        sync::DownloadCmd{dst, out, 0, 0, k_n}});
            rig.c.expect_elements(rig.values(out), in.expected(kernel, in.a, in.b), "the dispatch's buffer");
        }
        if (!rig.declares(Kernel::add)) continue;
        // In place: every element is read before it is written.
        rig.run(q, {sync::UploadCmd{h_old, dst, 0, 0, k_n}, sync::DispatchCmd{Kernel::add, dst, dst, dst, offset, count, p0, p1},
                    sync::DownloadCmd{dst, out, 0, 0, k_n}});
        rig.c.expect_elements(rig.values(out), in.expected(Kernel::add, in.old, in.old), "add in place: the buffer");
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
    const auto took = duration_cast<microseconds>(steady_clock::now() - start);
    rig.c.expect(took >= microseconds(2 * k_delay_us / 4), "a submission with a delay of " + std::to_string(2 * k_delay_us) +
                                                               " us finished after " + std::to_string(took.count()) + " us");
    rig.c.expect_elements(rig.values(h), filled(5), "the buffer filled after the delay");
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
    rig.c.expect_elements(rig.download(q, x, h), filled(((1 + 1) * 3 + 4) * 5), "the buffer after five submissions");
}

}  // namespace

std::vector<Check> data_checks() {
    std::vector<Check> checks = {{{"info agrees with the registry and a queue of a side it lacks is refused"}, check_info}};
    add_sided(checks, "buffers start zero in every memory", check_zero_filled);
    add_sided(checks, "fill/copy/upload/download honour offsets on both ends and run in order", check_transfers);
    add_sided(checks, "every kernel matches the independently worked out element over an offset range", check_kernels);
    add_sided(checks, "a delay holds the commands after it", check_delay);
    add_sided(checks, "submissions to one queue run in submission order", check_submission_order);
    return checks;
}

}  // namespace syncstress::conformance
