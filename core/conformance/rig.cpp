#include "core/conformance/rig.h"

#include <algorithm>
#include <type_traits>
#include <variant>

namespace syncstress::conformance {

namespace {

bool has_bit(uint32_t bits, unsigned index) { return index < 32 && (bits >> index & 1u) != 0; }

// The row of SYNCSTRESS_QUEUE_COMMANDS of a wait and of a signal.
constexpr unsigned k_signal_row = std::variant_size_v<sync::Command>;
constexpr unsigned k_wait_row = k_signal_row + 1;

}  // namespace

const char* side_name(Side side) { return side == Side::cuda ? "cuda-side" : "device-side"; }

Rig::Rig(std::string backend_name, std::unique_ptr<sync::Backend> created, std::optional<Side> queue_side)
    : name(std::move(backend_name)), backend(std::move(created)), info(backend->info()), side(queue_side.value_or(Side::device)) {}

bool Rig::declares(Kernel kernel) const { return has_bit(info.kernels, static_cast<unsigned>(kernel)); }
bool Rig::declares(Memory memory) const { return has_bit(info.memories, static_cast<unsigned>(memory)); }

void Rig::need_side(Side on) const {
    const bool has = on == Side::cuda ? info.cuda_side : info.device_side;
    if (!has) throw NotApplicable{name + " runs no " + side_name(on) + " queues"};
}

void Rig::need_queues(uint32_t count) const {
    if (info.max_queues != 0 && count > info.max_queues)
        throw NotApplicable{"the check uses " + std::to_string(count) + " queues and " + name + " allows " +
                            std::to_string(info.max_queues)};
}

void Rig::need_memory(Memory memory) const {
    if (!declares(memory)) throw NotApplicable{name + " does not declare " + to_string(memory) + " memory"};
}

void Rig::need_row(unsigned row) const {
    if (!has_bit(info.commands, row)) throw NotApplicable{name + " does not declare the " + k_queue_command_names[row] + " command"};
}

void Rig::need(const sync::Command& command) const {
    need_row(static_cast<unsigned>(command.index()));
    if (const auto* d = std::get_if<sync::DispatchCmd>(&command); d && !declares(d->kernel))
        throw NotApplicable{name + " does not declare the " + to_string(d->kernel) + " kernel"};
}

bool Rig::declares(const sync::Command& command) const {
    if (!has_bit(info.commands, static_cast<unsigned>(command.index()))) return false;
    const auto* d = std::get_if<sync::DispatchCmd>(&command);
    return !d || declares(d->kernel);
}

void Rig::need_barriers() const {
    if (!info.barriers)
        throw NotApplicable{name +
                            " does not declare barriers (adapter ABI 1.1 capability SS_CAP_BARRIERS); an unordered queue needs them"};
}

void Rig::need_opaque_kernels() const {
    if (!info.opaque_kernels)
        throw NotApplicable{name + " does not declare opaque kernels (adapter ABI 1.1 capability SS_CAP_OPAQUE_KERNELS)"};
}

void Rig::need(std::span<const sync::Batch> batches) const {
    for (const sync::Batch& batch : batches) {
        if (!batch.waits.empty()) need_row(k_wait_row);
        if (!batch.signals.empty()) need_row(k_signal_row);
        for (const sync::Command& command : batch.commands) need(command);
    }
}

void Rig::need(const sync::QueueOp& op) const {
    std::visit(
        [&](const auto& o) {
            using T = std::decay_t<decltype(o)>;
            if constexpr (std::is_same_v<T, sync::WaitOp>)
                need_row(k_wait_row);
            else if constexpr (std::is_same_v<T, sync::SignalOp>)
                need_row(k_signal_row);
            else
                need(sync::Command(o));
        },
        op);
}

sync::QueueId Rig::queue(Side on) {
    need_side(on);
    need_queues(queues + 1);
    c.must(backend->create_queue(queues, on, std::string(to_string(on)) + std::to_string(queues)), "create_queue");
    return queues++;
}

sync::BufferId Rig::buffer(Memory memory, Side on, uint64_t elements) {
    need_side(on);
    need_memory(memory);
    c.must(backend->create_buffer(buffers, elements, memory, on), "create_buffer");
    return buffers++;
}

sync::HostArrayId Rig::host(uint64_t elements) {
    c.must(backend->create_host_array(host_arrays, elements), "create_host_array");
    c.require(backend->host_array_data(host_arrays) != nullptr, "host_array_data of a host array just created is null");
    return host_arrays++;
}

sync::SemaphoreId Rig::semaphore(uint64_t initial) {
    c.must(backend->create_semaphore(semaphores, initial), "create_semaphore");
    return semaphores++;
}

std::vector<uint32_t> Rig::values(sync::HostArrayId id) { return {data(id), data(id) + k_n}; }
void Rig::set(sync::HostArrayId id, const std::vector<uint32_t>& values) { std::copy(values.begin(), values.end(), data(id)); }
void Rig::fill(sync::HostArrayId id, uint32_t value) { std::fill_n(data(id), k_n, value); }

Status Rig::try_submit(sync::QueueId queue, std::span<const sync::Batch> batches, bool ordered) {
    return try_submit(queue, batches, sync::SubmitFlags{ordered});
}

Status Rig::try_submit(sync::QueueId queue, std::span<const sync::Batch> batches, const sync::SubmitFlags& flags) {
    need(batches);
    if (!flags.after_earlier) need_barriers();
    return backend->submit(queue, batches, flags);
}

void Rig::submit_unordered(sync::QueueId queue, const sync::Batch& batch) {
    c.must(try_submit(queue, std::span<const sync::Batch>(&batch, 1), sync::SubmitFlags{false, false}), "submit (unordered queue)");
}

void Rig::submit(sync::QueueId queue, const sync::Batch& batch, bool ordered) {
    c.must(try_submit(queue, std::span<const sync::Batch>(&batch, 1), ordered), "submit");
}

void Rig::submit(sync::QueueId queue, std::span<const sync::Batch> batches) { c.must(try_submit(queue, batches), "submit"); }

bool Rig::wait(sync::SemaphoreId id, uint64_t value, std::chrono::nanoseconds timeout) {
    return c.must(backend->host_wait(id, value, timeout), "host_wait");
}

void Rig::await(sync::SemaphoreId id, uint64_t value, const std::string& what) {
    if (wait(id, value)) return;
    c.require(false, what + " did not finish: semaphore " + std::to_string(id) + " did not reach " + std::to_string(value) + " within " +
                         std::to_string(k_timeout.count()) + " s (it holds " + std::to_string(this->value(id)) + ")");
}

uint64_t Rig::value(sync::SemaphoreId id) { return c.must(backend->semaphore_value(id), "semaphore_value"); }

void Rig::host_signal(sync::SemaphoreId id, uint64_t value) { c.must(backend->host_signal(id, value), "host_signal"); }

void Rig::run(sync::QueueId queue, std::vector<sync::Command> commands) {
    const auto done = semaphore();
    submit(queue, sync::Batch{{}, std::move(commands), {{done, 1}}});
    await(done, 1, "a submission");
}

std::vector<uint32_t> Rig::download(sync::QueueId queue, sync::BufferId buffer, sync::HostArrayId host) {
    run(queue, {sync::DownloadCmd{buffer, host, 0, 0, k_n}});
    return values(host);
}

}  // namespace syncstress::conformance
