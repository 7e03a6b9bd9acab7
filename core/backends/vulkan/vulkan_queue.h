// Hardware queues and the host-side scheduler that maps scenario queues onto them.
//
// Scenario queues share hardware queues round-robin when there are fewer of these. A batch that waits for a
// value whose signal is submitted later, on another scenario queue of the same hardware queue, would then block
// that hardware queue for good; so a batch goes to the hardware only once each of its waits is reached or
// covered by a signal already on the hardware (or by an earlier batch of the same flush). Others are held, in
// queue order, and flushed at later submits and host signals, or by a scheduler thread that polls the
// semaphores for signals from outside this backend (CUDA, on vulkan+cuda).
#pragma once

#include "core/backends/vulkan/vulkan_device.h"
#include "core/sync/backend.h"

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace syncstress::backends::vk {

// One batch ready for the hardware; its command buffer (if any) was recorded at submit time.
struct ReadyBatch {
    std::vector<sync::SemaphoreValue> waits;
    VkCommandBuffer commands = VK_NULL_HANDLE;
    std::vector<sync::SemaphoreValue> signals;
    std::string op;  // "submit to queue 'q'", for errors met when it goes to the hardware
};

class Submitter {
public:
    explicit Submitter(const Context& context) : c_(context) {}
    ~Submitter();  // stops the scheduler; destroy() releases the Vulkan objects
    Submitter(const Submitter&) = delete;
    Submitter& operator=(const Submitter&) = delete;

    Status init();  // a command pool and a progress timeline per hardware queue
    uint32_t hardware_queue_count() const { return static_cast<uint32_t>(hw_.size()); }

    uint32_t add_queue(sync::QueueId id);  // returns the hardware queue it runs on
    std::optional<uint32_t> hardware_queue_of(sync::QueueId id) const;
    Status add_semaphore(sync::SemaphoreId id, VkSemaphore semaphore, uint64_t initial);
    VkSemaphore semaphore(sync::SemaphoreId id) const;  // VK_NULL_HANDLE if unknown

    // A command buffer of hardware queue `hw`, begun; one whose submissions all finished is reused.
    Result<VkCommandBuffer> begin_commands(uint32_t hw, const std::string& op);
    void discard_commands(uint32_t hw, VkCommandBuffer cb);  // begun but never enqueued

    // The batches of one submission, in order; returns once they are on the hardware or held. A submission
    // naming a semaphore that does not exist is refused whole, its command buffers taken back.
    Status enqueue(sync::QueueId queue, std::vector<ReadyBatch> batches);
    // Setup work straight onto a hardware queue, waited for (zero fills, calibration).
    Status run_now(uint32_t hw, VkCommandBuffer cb, std::chrono::nanoseconds timeout, const std::string& op);

    Result<bool> host_wait(sync::SemaphoreId id, uint64_t value, std::chrono::nanoseconds timeout);
    Status host_signal(sync::SemaphoreId id, uint64_t value);
    // Recovery's raise (sync::Backend::raise): unless `force`, leaves to it a value that a signal on the hardware
    // that has not landed reaches (false).
    Result<bool> raise(sync::SemaphoreId id, uint64_t value, bool force);
    Result<uint64_t> value(sync::SemaphoreId id);
    std::vector<sync::TimelineViolation> take_violations();

    // Stops the scheduler, drops held batches, and waits for the hardware queues, raising every semaphore to
    // the largest value a hardware wait asked of it if they are stuck. false: still busy at the deadline, and
    // the device must be leaked rather than destroyed under running work.
    bool drain(std::chrono::nanoseconds timeout);
    void destroy();         // only after drain() returned true
    void stop_scheduler();  // for good: held batches stay held (an abandoned backend)

private:
    Status signal_locked(sync::SemaphoreId id, uint64_t value, const std::string& op, bool recovery);
    struct HardwareQueue {
        VkQueue queue = VK_NULL_HANDLE;
        VkSemaphore progress = VK_NULL_HANDLE;  // every hardware submission signals the next value
        uint64_t submitted = 0;
        VkCommandPool pool = VK_NULL_HANDLE;
        std::vector<VkCommandBuffer> free;
        std::deque<std::pair<uint64_t, VkCommandBuffer>> in_flight;  // progress value that frees it
    };
    struct ScenarioQueue {
        uint32_t hw = 0;
        std::deque<ReadyBatch> held;
    };
    struct Timeline {
        VkSemaphore semaphore = VK_NULL_HANDLE;
        uint64_t signalled = 0;  // largest value signalled on the hardware or by the host
        // The hardware submission that signals `signalled`, while that one is the hardware's: its queue and the
        // progress value it signals. None once the host signalled it.
        std::optional<std::pair<uint32_t, uint64_t>> signalled_by;
        uint64_t awaited = 0;  // largest value a hardware wait asked for
    };

    Status flush_locked();
    Result<size_t> ready_prefix_locked(const ScenarioQueue& queue);
    Status submit_locked(uint32_t hw, std::deque<ReadyBatch>& batches, size_t count);
    Result<uint64_t> value_locked(sync::SemaphoreId id, const std::string& op);
    // Whether a signal on the hardware that has not landed yet reaches `value` of timeline `id`.
    Result<bool> pending_signal_locked(sync::SemaphoreId id, uint64_t value, const std::string& op);
    size_t held_locked() const;
    void scheduler_loop();
    bool wait_hardware_idle(std::chrono::steady_clock::time_point deadline);

    const Context& c_;
    std::vector<HardwareQueue> hw_;
    std::vector<std::optional<ScenarioQueue>> queues_;  // by QueueId; cuda-side ids stay empty
    std::vector<Timeline> timelines_;                   // by SemaphoreId
    uint32_t queues_added_ = 0;
    std::vector<sync::TimelineViolation> violations_;
    std::optional<Error> error_;  // met by the scheduler thread; returned by the next call

    std::mutex mutex_;
    std::condition_variable wake_;
    std::thread scheduler_;
    bool stopping_ = false;
};

}  // namespace syncstress::backends::vk
