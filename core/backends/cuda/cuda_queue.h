// Internal to the CUDA backends: a queue as CUDA streams and the executor of the core's batches on it,
// shared by the cuda backend (both sides) and the cuda side of vulkan+cuda. Each backend supplies its
// memory and its timelines through CudaBindings.
#pragma once

#include "core/backends/cuda/cuda_device.h"
#include "core/sync/commands.h"

#include <chrono>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace syncstress::backends::cuda {

// Memory that CUDA work can address: a device pointer, or the device view of mapped host memory.
struct CudaSpan {
    uint32_t* data = nullptr;
    uint64_t elements = 0;
    // Set for host memory that CUDA cannot address: `data` is then a pinned mirror, and copies to and from
    // `host` run in stream order on a host thread (cudaLaunchHostFunc), so the host memory is still read and
    // written when the command executes.
    uint32_t* host = nullptr;
};

class CudaBindings {
public:
    virtual Result<CudaSpan> buffer(sync::BufferId id) = 0;
    virtual Result<CudaSpan> host_array(sync::HostArrayId id) = 0;
    virtual bool knows_semaphore(sync::SemaphoreId id) = 0;
    virtual Status enqueue_wait(cudaStream_t stream, const sync::SemaphoreValue& wait) = 0;
    virtual Status enqueue_signal(cudaStream_t stream, const sync::SemaphoreValue& signal) = 0;

protected:
    ~CudaBindings() = default;
};

struct CudaQueue {
    std::string backend;            // "cuda", "vulkan+cuda": first word of every error
    std::string name;               // the scenario's queue name
    cudaStream_t stream = nullptr;  // waits, ordered commands, signals
    // Unordered submissions (an unordered queue, fault no-barrier) run each command of a stretch between two barriers
    // on its own lane, forked from and joined back into `stream` with events, so that nothing but the fork and the
    // join orders them; the join is at the barrier. Successive submissions stay ordered on `stream`.
    std::vector<cudaStream_t> lanes;
    std::vector<cudaEvent_t> lane_done;
    cudaEvent_t fork = nullptr;
};

// A non-blocking stream: no implicit ordering with the legacy default stream or any other queue.
Result<CudaQueue> create_cuda_queue(std::string_view backend, std::string name);

// Enqueues the batches in order and returns; never waits for the work. Ids and ranges are checked for all the
// batches first, so that a bad command enqueues nothing rather than half a submission.
Status submit_batches(CudaQueue& queue, const CudaDevice& device, std::span<const sync::Batch> batches, const sync::SubmitFlags& flags,
                      CudaBindings& bindings);

// No work left on the queue or its lanes (a broken context counts as idle: nothing will run any more).
bool cuda_queue_idle(const CudaQueue& queue);

// Releases the streams and events without waiting; CUDA frees them once their work is done.
void destroy_cuda_queue(CudaQueue& queue);

// For destructors: calls `release` (which raises what the streams await) until every queue is idle or `timeout`
// passes, then destroys the queues. false: work still runs, and whatever it may touch must be leaked, not freed.
bool drain_cuda_queues(std::span<CudaQueue* const> queues, const std::function<void()>& release, std::chrono::nanoseconds timeout);

}  // namespace syncstress::backends::cuda
