// The trivial scenario's iteration (scenarios/bench/cpu-trivial.json: a fill of 64 elements submitted, a read, a
// check) through the layers under the engine, so that scripts/bench cpu can say where the tool's time goes between
// the raw loop (bench/raw/raw_cpu.cpp) and the whole tool:
//   syncstress_layers_cpu backend ITERATIONS  the cpu backend's own interface: a fill batch and a download batch
//                                             prepared once and submitted, a host wait for the download's signal,
//                                             the check
//   syncstress_layers_cpu device ITERATIONS   through the sync core: the fill and the read's download prepared once
//                                             and submitted (Device::prepare), a wait for the queue, the check
// Prints "NAME: N iterations in S s: U us per iteration, R it/s"; exit 1 at the first wrong element, 2 on bad arguments.
#include "bench/cpu_loop.h"
#include "core/backends/cpu/cpu_backend.h"
#include "core/sync/device.h"

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <span>
#include <string>
#include <vector>

namespace {

using namespace syncstress;
constexpr uint64_t k_elements = 64;
constexpr auto k_timeout = std::chrono::seconds(10);

std::unique_ptr<sync::Backend> cpu() {
    auto created = backends::create_cpu_backend({});
    if (!created) {
        std::fprintf(stderr, "cpu backend: %s\n", created.error().message.c_str());
        std::exit(1);
    }
    return std::move(*created);
}

int backend(uint64_t iterations) {
    auto be = cpu();
    if (!be->create_queue(0, Side::device, "main") || !be->create_semaphore(0, 0) ||
        !be->create_buffer(0, k_elements, Memory::device, Side::device) || !be->create_host_array(0, k_elements))
        return 1;
    const std::span<const uint32_t> out(be->host_array_data(0), k_elements);
    // Prepared once, as the engine's steps are: the fill's value and each signal's given at every submit.
    using Field = sync::BatchValue::Field;
    auto fill =
        be->prepare(0, {sync::Batch{{}, {sync::FillCmd{0, 0, k_elements, 0}}, {{0, 0}}}}, {}, {{0, 0, Field::fill}, {0, 0, Field::signal}});
    auto download = be->prepare(0, {sync::Batch{{}, {sync::DownloadCmd{0, 0, 0, 0, k_elements}}, {{0, 0}}}}, {}, {{0, 0, Field::signal}});
    if (!fill || !download) return 1;
    uint64_t progress = 0;
    return bench::run_loop("backend", iterations, false, [&](uint64_t it) {
        const uint64_t fill_values[] = {it, ++progress};
        const uint64_t download_values[] = {++progress};
        if (!(*fill)->submit(fill_values) || !(*download)->submit(download_values)) return false;
        auto reached = be->host_wait(0, progress, k_timeout);
        return reached && *reached && bench::all_equal(out, static_cast<uint32_t>(it), it);
    });
}

int device(uint64_t iterations) {
    sync::Device d(cpu(), sync::DeviceOptions{});
    auto q = d.create_queue(Side::device, "main");
    auto b = d.create_buffer("b", k_elements, Memory::device, Side::device);
    auto h = d.create_host_array("out", k_elements);
    if (!q || !b || !h) return 1;
    const std::span<const uint32_t> out = d.host_data(*h);
    // Prepared once, as the engine's steps are: the fill's value given at every submit; the read as a prepared
    // download and a wait for its queue.
    const sync::QueueOp fill_op = sync::FillCmd{*b, 0, k_elements, 0};
    const sync::QueueOp read_op = sync::DownloadCmd{*b, *h, 0, 0, k_elements};
    const sync::OpValue fill_value{0, sync::OpValue::Field::value};
    auto fill = d.prepare(*q, std::span(&fill_op, 1), std::span(&fill_value, 1), 0);
    auto read = d.prepare(*q, std::span(&read_op, 1), {}, 1);
    if (!fill || !*fill || !read || !*read) return 1;
    return bench::run_loop("device", iterations, false, [&](uint64_t it) {
        const uint64_t value = it;
        if (!d.submit(**fill, std::span(&value, 1)) || !d.submit(**read, {})) return false;
        auto done = d.wait_queue_idle(*q, k_timeout);
        return done && *done == sync::WaitStatus::done && bench::all_equal(out, static_cast<uint32_t>(it), it);
    });
}

}  // namespace

int main(int argc, char** argv) {
    const auto args = syncstress::bench::loop_args(argc, argv, {"backend", "device"});
    if (!args) return 2;
    return args->mode == "backend" ? backend(args->iterations) : device(args->iterations);
}
