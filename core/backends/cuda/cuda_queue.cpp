#include "core/backends/cuda/cuda_queue.h"

#include "core/backends/cuda/cuda_kernels.h"
#include "core/common/poll.h"

#include <algorithm>
#include <cstring>
#include <span>
#include <thread>
#include <variant>

namespace syncstress::backends::cuda {

namespace {

constexpr uint64_t k_element_bytes = sizeof(uint32_t);

struct HostCopy {
    uint32_t* dst;
    const uint32_t* src;
    size_t bytes;
};

// Runs on a CUDA thread in stream order; may not call CUDA.
void CUDART_CB run_host_copy(void* data) {
    auto* copy = static_cast<HostCopy*>(data);
    std::memcpy(copy->dst, copy->src, copy->bytes);
    delete copy;
}

struct Executor {
    CudaQueue& queue;
    const CudaDevice& device;
    CudaBindings& bindings;
    bool checking = false;  // resolve and check everything, enqueue nothing

    std::string where(std::string_view op) const { return std::string(op) + " on queue '" + queue.name + "'"; }

    Status check(cudaError_t error, std::string_view call, std::string_view op) const {
        return cuda_check(error, queue.backend, call, where(op));
    }

    // The object, once [offset, offset + count) is known to lie inside it.
    Result<CudaSpan> in_range(Result<CudaSpan> span, uint64_t offset, uint64_t count, std::string_view op, std::string_view role) const {
        if (!span) return in_context(span.error(), "", " (" + std::string(role) + " of " + where(op) + ")");
        if (offset > span->elements || count > span->elements - offset)
            return make_error(queue.backend + ": " + where(op) + ": " + std::string(role) + " range [" + std::to_string(offset) + ", " +
                                  std::to_string(offset + count) + ") lies outside its " + std::to_string(span->elements) + " elements",
                              ErrorKind::backend_failed);
        return span;
    }

    Status host_copy(uint32_t* dst, const uint32_t* src, size_t bytes, cudaStream_t stream, std::string_view op) const {
        auto* copy = new HostCopy{dst, src, bytes};
        const cudaError_t error = cudaLaunchHostFunc(stream, run_host_copy, copy);
        if (error != cudaSuccess) delete copy;
        return check(error, "cudaLaunchHostFunc", std::string(op) + " (host array staging)");
    }

    // Buffers and host arrays alike are device memory or mapped pinned memory (a host array CUDA cannot address is
    // staged through its mirror around the copy): unified addressing picks the direction.
    Status copy(Result<CudaSpan> src, uint64_t src_offset, Result<CudaSpan> dst, uint64_t dst_offset, uint64_t count, cudaStream_t stream,
                std::string_view op) const {
        auto from = in_range(std::move(src), src_offset, count, op, "src");
        if (!from) return from.error();
        auto to = in_range(std::move(dst), dst_offset, count, op, "dst");
        if (!to) return to.error();
        if (checking || count == 0) return {};
        uint32_t* target = to->data + dst_offset;
        const uint32_t* source = from->data + src_offset;
        const size_t bytes = count * k_element_bytes;
        if (from->host) SYNCSTRESS_TRY(host_copy(from->data + src_offset, from->host + src_offset, bytes, stream, op));
        if (target == source) return {};
        if (source < target + count && target < source + count) {
            // cudaMemcpyAsync forbids overlapping ranges; the model copies as memmove does: through a temporary.
            void* scratch = nullptr;
            SYNCSTRESS_TRY(check(cudaMallocAsync(&scratch, bytes, stream), "cudaMallocAsync", std::string(op) + " (overlapping ranges)"));
            Status copied = check(cudaMemcpyAsync(scratch, source, bytes, cudaMemcpyDefault, stream), "cudaMemcpyAsync", op);
            if (copied.ok()) copied = check(cudaMemcpyAsync(target, scratch, bytes, cudaMemcpyDefault, stream), "cudaMemcpyAsync", op);
            Status freed = check(cudaFreeAsync(scratch, stream), "cudaFreeAsync", std::string(op) + " (overlapping ranges)");
            return copied.ok() ? freed : copied;
        }
        SYNCSTRESS_TRY(check(cudaMemcpyAsync(target, source, bytes, cudaMemcpyDefault, stream), "cudaMemcpyAsync", op));
        if (to->host) SYNCSTRESS_TRY(host_copy(to->host + dst_offset, target, bytes, stream, op));
        return {};
    }

    Status run(const sync::FillCmd& c, cudaStream_t stream) const {
        auto dst = in_range(bindings.buffer(c.dst), c.offset, c.count, "fill", "dst");
        if (!dst) return dst.error();
        if (checking) return {};
        // A fill is seq with stride 0: one kernel for every element-wise write.
        return check(launch_dispatch(stream, Kernel::seq, dst->data, nullptr, nullptr, c.offset, c.count, c.value, 0),
                     "kernel launch (fill)", "fill");
    }

    Status run(const sync::CopyCmd& c, cudaStream_t stream) const {
        return copy(bindings.buffer(c.src), c.src_offset, bindings.buffer(c.dst), c.dst_offset, c.count, stream, "copy");
    }

    Status run(const sync::UploadCmd& c, cudaStream_t stream) const {
        return copy(bindings.host_array(c.src), c.src_offset, bindings.buffer(c.dst), c.dst_offset, c.count, stream, "upload");
    }

    Status run(const sync::DownloadCmd& c, cudaStream_t stream) const {
        return copy(bindings.buffer(c.src), c.src_offset, bindings.host_array(c.dst), c.dst_offset, c.count, stream, "download");
    }

    Status run(const sync::DispatchCmd& c, cudaStream_t stream) const {
        const std::string op = std::string("dispatch ") + to_string(c.kernel);
        auto dst = in_range(bindings.buffer(c.dst), c.offset, c.count, op, "dst");
        if (!dst) return dst.error();
        if (c.offset + c.count > (uint64_t{1} << 32))
            return make_error(queue.backend + ": " + where(op) + ": the range ends past element 2^32, beyond u32 indices",
                              ErrorKind::backend_failed);
        const uint32_t* a = nullptr;
        const uint32_t* b = nullptr;
        if (sync::kernel_reads_a(c.kernel)) {
            auto r = in_range(bindings.buffer(c.a), c.offset, c.count, op, "a");
            if (!r) return r.error();
            a = r->data;
        }
        if (sync::kernel_reads_b(c.kernel)) {
            auto r = in_range(bindings.buffer(c.b), c.offset, c.count, op, "b");
            if (!r) return r.error();
            b = r->data;
        }
        if (checking) return {};
        return check(launch_dispatch(stream, c.kernel, dst->data, a, b, c.offset, c.count, c.p0, c.p1), "kernel launch", op);
    }

    Status run(const sync::OpaqueCmd& c, cudaStream_t stream) const {
        const std::string op = "opaque kernel " + std::to_string(c.id);
        OpaqueLaunch launch;
        launch.id = c.id;
        uint64_t longest = 0;
        for (const sync::OpaqueRange& x : c.reads) {
            auto r = in_range(bindings.buffer(x.buffer), x.offset, x.count, op, "read range");
            if (!r) return r.error();
            launch.read[launch.reads] = r->data + x.offset;
            launch.read_count[launch.reads++] = x.count;
        }
        for (const sync::OpaqueRange& x : c.writes) {
            auto r = in_range(bindings.buffer(x.buffer), x.offset, x.count, op, "write range");
            if (!r) return r.error();
            launch.write[launch.writes] = r->data + x.offset;
            launch.write_count[launch.writes++] = x.count;
            longest = std::max(longest, x.count);
        }
        if (checking) return {};
        return check(launch_opaque(stream, launch, longest), "kernel launch", op);
    }

    Status run(const sync::DelayCmd& c, cudaStream_t stream) const {
        if (checking) return {};
        // At the peak clock: a GPU running slower spins longer, never shorter, than asked.
        const uint64_t cycles = uint64_t(c.us) * device.clock_khz / 1000;
        return check(launch_delay(stream, cycles), "kernel launch", "delay");
    }

    Status run_command(const sync::Command& command, cudaStream_t stream) const {
        return std::visit([&](const auto& c) { return run(c, stream); }, command);
    }

    Status ensure_lanes(size_t count) {
        if (!queue.fork)
            SYNCSTRESS_TRY(check(cudaEventCreateWithFlags(&queue.fork, cudaEventDisableTiming), "cudaEventCreateWithFlags", "fork"));
        while (queue.lanes.size() < count) {
            cudaStream_t lane = nullptr;
            SYNCSTRESS_TRY(check(cudaStreamCreateWithFlags(&lane, cudaStreamNonBlocking), "cudaStreamCreateWithFlags", "unordered lane"));
            cudaEvent_t done = nullptr;
            if (cudaError_t e = cudaEventCreateWithFlags(&done, cudaEventDisableTiming); e != cudaSuccess) {
                (void)cudaStreamDestroy(lane);
                return check(e, "cudaEventCreateWithFlags", "unordered lane");
            }
            queue.lanes.push_back(lane);
            queue.lane_done.push_back(done);
        }
        return {};
    }

    // The ordering a barrier asks for is already there: on the queue's stream every command runs after the one before
    // it, and on an unordered submission a barrier ends a stretch (run_unordered).
    Status run(const sync::BarrierCmd&, cudaStream_t) const { return {}; }

    // An unordered submission (an unordered queue; the fault no-barrier, whose batches hold no barrier): each stretch
    // between two barriers forked onto lanes, one command a lane, and joined back into the queue's stream at the
    // barrier, so that nothing but the fork and the join orders the commands of a stretch. A barrier is a full join
    // whatever its scopes: CUDA has no pipeline stages to wait for part of the work.
    Status run_unordered(std::span<const sync::Command> commands) {
        size_t begin = 0;
        for (size_t end = 0; end <= commands.size(); ++end) {
            if (end < commands.size() && !std::holds_alternative<sync::BarrierCmd>(commands[end])) continue;
            SYNCSTRESS_TRY(run_stretch(commands.subspan(begin, end - begin)));
            begin = end + 1;
        }
        return {};
    }

    // cudaStreamWaitEvent takes the event's state when it is called, so re-recording the same events
    // in the next stretch or submission is safe.
    Status run_stretch(std::span<const sync::Command> commands) {
        if (commands.size() < 2) {
            for (const auto& command : commands) SYNCSTRESS_TRY(run_command(command, queue.stream));
            return {};
        }
        SYNCSTRESS_TRY(ensure_lanes(commands.size()));
        SYNCSTRESS_TRY(check(cudaEventRecord(queue.fork, queue.stream), "cudaEventRecord", "fork of an unordered submission"));
        for (size_t i = 0; i < commands.size(); ++i) {
            cudaStream_t lane = queue.lanes[i];
            SYNCSTRESS_TRY(check(cudaStreamWaitEvent(lane, queue.fork, 0), "cudaStreamWaitEvent", "fork of an unordered submission"));
            SYNCSTRESS_TRY(run_command(commands[i], lane));
            SYNCSTRESS_TRY(check(cudaEventRecord(queue.lane_done[i], lane), "cudaEventRecord", "join of an unordered submission"));
            SYNCSTRESS_TRY(
                check(cudaStreamWaitEvent(queue.stream, queue.lane_done[i], 0), "cudaStreamWaitEvent", "join of an unordered submission"));
        }
        return {};
    }

    Status check_batch(const sync::Batch& batch) {
        for (const auto* list : {&batch.waits, &batch.signals})
            for (const auto& s : *list)
                if (!bindings.knows_semaphore(s.semaphore))
                    return make_error(queue.backend + ": submit to queue '" + queue.name + "' names unknown semaphore " +
                                          std::to_string(s.semaphore),
                                      ErrorKind::backend_failed);
        for (const auto& command : batch.commands) SYNCSTRESS_TRY(run_command(command, queue.stream));
        return {};
    }

    Status run_batch(const sync::Batch& batch, bool ordered) {
        for (const auto& wait : batch.waits) SYNCSTRESS_TRY(bindings.enqueue_wait(queue.stream, wait));
        if (ordered || batch.commands.size() < 2) {
            for (const auto& command : batch.commands) SYNCSTRESS_TRY(run_command(command, queue.stream));
        } else {
            SYNCSTRESS_TRY(run_unordered(batch.commands));
        }
        for (const auto& signal : batch.signals) SYNCSTRESS_TRY(bindings.enqueue_signal(queue.stream, signal));
        return {};
    }
};

}  // namespace

Result<CudaQueue> create_cuda_queue(std::string_view backend, std::string name) {
    CudaQueue queue;
    queue.backend = std::string(backend);
    queue.name = std::move(name);
    SYNCSTRESS_TRY(cuda_check(cudaStreamCreateWithFlags(&queue.stream, cudaStreamNonBlocking), backend, "cudaStreamCreateWithFlags",
                              "queue '" + queue.name + "'"));
    return queue;
}

Status submit_batches(CudaQueue& queue, const CudaDevice& device, std::span<const sync::Batch> batches, const sync::SubmitFlags& flags,
                      CudaBindings& bindings) {
    Executor checker{queue, device, bindings, true};
    for (const auto& batch : batches) SYNCSTRESS_TRY(checker.check_batch(batch));
    Executor executor{queue, device, bindings};
    for (const auto& batch : batches) SYNCSTRESS_TRY(executor.run_batch(batch, flags.ordered));
    return {};
}

bool cuda_queue_idle(const CudaQueue& queue) {
    auto idle = [](cudaStream_t stream) {
        if (!stream) return true;
        const cudaError_t error = cudaStreamQuery(stream);
        if (error == cudaErrorNotReady) return false;
        if (error != cudaSuccess) (void)cudaGetLastError();
        return true;
    };
    if (!idle(queue.stream)) return false;
    for (cudaStream_t lane : queue.lanes)
        if (!idle(lane)) return false;
    return true;
}

void destroy_cuda_queue(CudaQueue& queue) {
    for (cudaEvent_t event : queue.lane_done) (void)cudaEventDestroy(event);
    for (cudaStream_t lane : queue.lanes) (void)cudaStreamDestroy(lane);
    if (queue.fork) (void)cudaEventDestroy(queue.fork);
    if (queue.stream) (void)cudaStreamDestroy(queue.stream);
    queue.lane_done.clear();
    queue.lanes.clear();
    queue.fork = nullptr;
    queue.stream = nullptr;
}

bool drain_cuda_queues(std::span<CudaQueue* const> queues, const std::function<void()>& release, std::chrono::nanoseconds timeout) {
    const bool idle = poll_until(
        [&] {
            release();
            for (const CudaQueue* queue : queues)
                if (!cuda_queue_idle(*queue)) return false;
            return true;
        },
        timeout);
    for (CudaQueue* queue : queues) destroy_cuda_queue(*queue);
    return idle;
}

}  // namespace syncstress::backends::cuda
