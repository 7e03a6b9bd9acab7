#include "core/backends/vulkan/vulkan_queue.h"

#include "core/common/poll.h"

#include <algorithm>
#include <span>

namespace syncstress::backends::vk {
namespace {

// How often the scheduler looks at held batches: without a pause for this long after they change (a CUDA
// signal lands microseconds after it is enqueued), then every k_first_poll, backing off to k_last_poll while
// nothing changes (a deadlocked scenario holds them until the watchdog).
constexpr std::chrono::microseconds k_spin{50};
constexpr std::chrono::microseconds k_first_poll{20};
constexpr std::chrono::microseconds k_last_poll{2000};

uint64_t to_vk_timeout(std::chrono::nanoseconds timeout) { return timeout.count() <= 0 ? 0 : static_cast<uint64_t>(timeout.count()); }

// Waits until every semaphore reached its value (VK_SUCCESS), or VK_TIMEOUT. Under --validate the backend polls
// the counters instead: the Khronos layer (1.3.239, Debian 12, carried to the GPU machine too) blocks a host
// vkWaitSemaphores, ignoring its timeout, until it has seen a signal of exactly that value submitted: forever
// for a wait met by a larger signal (wait 1, signal 3: legal; scenarios/patterns/wait-below-the-signal.json)
// and for a value CUDA signals on vulkan+cuda, which the layer never sees. Reading a counter does not wait.
VkResult wait_values(const Context& c, std::span<const VkSemaphore> semaphores, std::span<const uint64_t> values,
                     std::chrono::nanoseconds timeout) {
    if (!c.config.validate) {
        VkSemaphoreWaitInfo info{VK_STRUCTURE_TYPE_SEMAPHORE_WAIT_INFO};
        info.semaphoreCount = static_cast<uint32_t>(semaphores.size());
        info.pSemaphores = semaphores.data();
        info.pValues = values.data();
        return c.api.vkWaitSemaphores(c.device, &info, to_vk_timeout(timeout));
    }
    VkResult failed = VK_SUCCESS;
    const bool reached = poll_until(
        [&] {
            for (size_t i = 0; i < semaphores.size(); ++i) {
                uint64_t current = 0;
                failed = c.api.vkGetSemaphoreCounterValue(c.device, semaphores[i], &current);
                if (failed != VK_SUCCESS) return true;
                if (current < values[i]) return false;
            }
            return true;
        },
        timeout);
    if (failed != VK_SUCCESS) return failed;
    return reached ? VK_SUCCESS : VK_TIMEOUT;
}

VkResult wait_value(const Context& c, VkSemaphore semaphore, uint64_t value, std::chrono::nanoseconds timeout) {
    return wait_values(c, std::span(&semaphore, 1), std::span(&value, 1), timeout);
}

}  // namespace

Submitter::~Submitter() { stop_scheduler(); }

Status Submitter::init() {
    hw_.resize(c_.queues.size());
    for (uint32_t q = 0; q < hw_.size(); ++q) {
        HardwareQueue& hw = hw_[q];
        hw.queue = c_.queues[q];
        auto progress = create_timeline(c_, 0, false, "hardware queue setup");
        if (!progress) return progress.error();
        hw.progress = *progress;
        VkCommandPoolCreateInfo info{VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO};
        info.flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT;
        info.queueFamilyIndex = c_.queue_family;
        VkResult r = c_.api.vkCreateCommandPool(c_.device, &info, nullptr, &hw.pool);
        if (r != VK_SUCCESS) return vk_error("vkCreateCommandPool", r, "hardware queue setup");
    }
    return {};
}

uint32_t Submitter::add_queue(sync::QueueId id) {
    std::lock_guard lock(mutex_);
    if (queues_.size() <= id) queues_.resize(id + 1);
    ScenarioQueue queue;
    queue.hw = queues_added_++ % hardware_queue_count();
    queues_[id] = std::move(queue);
    return queues_[id]->hw;
}

std::optional<uint32_t> Submitter::hardware_queue_of(sync::QueueId id) const {
    if (id >= queues_.size() || !queues_[id]) return std::nullopt;
    return queues_[id]->hw;
}

Status Submitter::add_semaphore(sync::SemaphoreId id, VkSemaphore semaphore, uint64_t initial) {
    std::lock_guard lock(mutex_);
    if (timelines_.size() <= id) timelines_.resize(id + 1);
    if (timelines_[id].semaphore != VK_NULL_HANDLE)
        return make_error("vulkan: semaphore " + std::to_string(id) + " exists already", ErrorKind::backend_failed);
    timelines_[id].semaphore = semaphore;
    timelines_[id].signalled = initial;
    return {};
}

VkSemaphore Submitter::semaphore(sync::SemaphoreId id) const { return id < timelines_.size() ? timelines_[id].semaphore : VK_NULL_HANDLE; }

Result<VkCommandBuffer> Submitter::begin_commands(uint32_t hw_index, const std::string& op) {
    std::lock_guard lock(mutex_);
    if (error_) return *error_;
    HardwareQueue& hw = hw_[hw_index];
    if (hw.free.empty() && !hw.in_flight.empty()) {
        uint64_t finished = 0;
        VkResult r = c_.api.vkGetSemaphoreCounterValue(c_.device, hw.progress, &finished);
        if (r != VK_SUCCESS) return vk_error("vkGetSemaphoreCounterValue", r, op);
        while (!hw.in_flight.empty() && hw.in_flight.front().first <= finished) {
            hw.free.push_back(hw.in_flight.front().second);
            hw.in_flight.pop_front();
        }
    }
    VkCommandBuffer cb = VK_NULL_HANDLE;
    if (!hw.free.empty()) {
        cb = hw.free.back();
        hw.free.pop_back();
    } else {
        VkCommandBufferAllocateInfo info{VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO};
        info.commandPool = hw.pool;
        info.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
        info.commandBufferCount = 1;
        VkResult r = c_.api.vkAllocateCommandBuffers(c_.device, &info, &cb);
        if (r != VK_SUCCESS) return vk_error("vkAllocateCommandBuffers", r, op);
    }
    // The pool allows resetting single buffers, so beginning one resets it.
    VkCommandBufferBeginInfo begin{VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
    begin.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
    VkResult r = c_.api.vkBeginCommandBuffer(cb, &begin);
    if (r != VK_SUCCESS) {
        hw.free.push_back(cb);
        return vk_error("vkBeginCommandBuffer", r, op);
    }
    return cb;
}

void Submitter::discard_commands(uint32_t hw_index, VkCommandBuffer cb) {
    std::lock_guard lock(mutex_);
    hw_[hw_index].free.push_back(cb);
}

Status Submitter::enqueue(sync::QueueId id, std::vector<ReadyBatch> batches) {
    std::unique_lock lock(mutex_);
    if (error_) return *error_;
    if (id >= queues_.size() || !queues_[id])
        return make_error("vulkan: submit to queue " + std::to_string(id) + ": no such device-side queue", ErrorKind::backend_failed);
    ScenarioQueue& queue = *queues_[id];
    for (const ReadyBatch& batch : batches) {
        for (const auto* list : {&batch.waits, &batch.signals})
            for (const sync::SemaphoreValue& sv : *list) {
                if (sv.semaphore < timelines_.size() && timelines_[sv.semaphore].semaphore != VK_NULL_HANDLE) continue;
                for (const ReadyBatch& b : batches)
                    if (b.commands != VK_NULL_HANDLE) hw_[queue.hw].free.push_back(b.commands);
                return make_error("vulkan: " + batch.op + ": semaphore " + std::to_string(sv.semaphore) + " does not exist",
                                  ErrorKind::backend_failed);
            }
    }
    for (ReadyBatch& batch : batches) queue.held.push_back(std::move(batch));
    SYNCSTRESS_TRY(flush_locked());
    if (!queue.held.empty()) {
        if (!scheduler_.joinable() && !stopping_) scheduler_ = std::thread([this] { scheduler_loop(); });
        wake_.notify_one();
    }
    return {};
}

Status Submitter::run_now(uint32_t hw_index, VkCommandBuffer cb, std::chrono::nanoseconds timeout, const std::string& op) {
    std::unique_lock lock(mutex_);
    if (error_) return *error_;
    std::deque<ReadyBatch> batch(1);
    batch.front().commands = cb;
    batch.front().op = op;
    SYNCSTRESS_TRY(submit_locked(hw_index, batch, 1));
    const VkSemaphore progress = hw_[hw_index].progress;
    const uint64_t value = hw_[hw_index].submitted;
    lock.unlock();
    VkResult r = wait_value(c_, progress, value, timeout);
    if (r == VK_TIMEOUT)
        return make_error("vulkan: " + op + " did not finish within " +
                              std::to_string(std::chrono::duration_cast<std::chrono::milliseconds>(timeout).count()) +
                              " ms (its hardware queue is held by work that waits)",
                          ErrorKind::backend_failed);
    if (r != VK_SUCCESS) return vk_error("vkWaitSemaphores", r, op);
    return {};
}

Result<bool> Submitter::host_wait(sync::SemaphoreId id, uint64_t value, std::chrono::nanoseconds timeout) {
    std::unique_lock lock(mutex_);
    if (error_) return *error_;
    // Named only on failure: a host wait is on every iteration's path.
    auto op = [&] { return "host wait for semaphore " + std::to_string(id) + " >= " + std::to_string(value); };
    VkSemaphore handle = semaphore(id);
    if (handle == VK_NULL_HANDLE) return make_error("vulkan: " + op() + ": no such semaphore", ErrorKind::backend_failed);
    SYNCSTRESS_TRY(flush_locked());
    lock.unlock();
    VkResult r = wait_value(c_, handle, value, timeout);
    if (r == VK_SUCCESS) return true;
    if (r == VK_TIMEOUT) return false;
    return vk_error("vkWaitSemaphores", r, op());
}

Status Submitter::host_signal(sync::SemaphoreId id, uint64_t value) {
    std::lock_guard lock(mutex_);
    if (error_) return *error_;
    return signal_locked(id, value, "host signal of semaphore " + std::to_string(id) + " = " + std::to_string(value), false);
}

// A raise that a signal on the hardware reaches is left to it unless forced: the raises unblock its queue, and raising
// to its value first would race it. Between reading the counter (signal_locked) and vkSignalSemaphore the queue's
// signal could land, and a driver that then sees the host's value not above the timeline's loses the device
// (lavapipe, about 1 run in 4 under the validation layer, which widens that window); a value not below a pending
// signal's is VUID-VkSemaphoreSignalInfo-value-03259 besides.
Result<bool> Submitter::raise(sync::SemaphoreId id, uint64_t value, bool force) {
    std::lock_guard lock(mutex_);
    if (error_) return *error_;
    const std::string op = "hang recovery's signal of semaphore " + std::to_string(id) + " = " + std::to_string(value);
    if (!force) {
        auto pending = pending_signal_locked(id, value, op);
        if (!pending) return pending.error();
        if (*pending) return false;
    }
    SYNCSTRESS_TRY(signal_locked(id, value, op, true));
    return true;
}

Status Submitter::signal_locked(sync::SemaphoreId id, uint64_t value, const std::string& op, bool recovery) {
    auto current = value_locked(id, op);
    if (!current) return current.error();
    if (value <= *current) {
        // Vulkan forbids it; record it and leave the timeline as it is rather than hand the driver an invalid call.
        violations_.push_back({id, *current, value});
        return {};
    }
    VkSemaphoreSignalInfo info{VK_STRUCTURE_TYPE_SEMAPHORE_SIGNAL_INFO};
    info.semaphore = timelines_[id].semaphore;
    info.value = value;
    std::optional<RecoveryCalls> recovery_calls;  // the layer's messages of this call only: not those of the flush
    if (recovery) recovery_calls.emplace();
    const VkResult r = c_.api.vkSignalSemaphore(c_.device, &info);
    recovery_calls.reset();
    if (r != VK_SUCCESS) return vk_error("vkSignalSemaphore", r, op);
    timelines_[id].signalled = std::max(timelines_[id].signalled, value);
    timelines_[id].signalled_by.reset();
    return flush_locked();
}

Result<bool> Submitter::pending_signal_locked(sync::SemaphoreId id, uint64_t value, const std::string& op) {
    if (id >= timelines_.size() || timelines_[id].signalled < value || !timelines_[id].signalled_by) return false;
    const auto [hw, progress] = *timelines_[id].signalled_by;
    uint64_t landed = 0;
    VkResult r = c_.api.vkGetSemaphoreCounterValue(c_.device, hw_[hw].progress, &landed);
    if (r != VK_SUCCESS) return vk_error("vkGetSemaphoreCounterValue", r, op);
    return landed < progress;
}

Result<uint64_t> Submitter::value(sync::SemaphoreId id) {
    std::lock_guard lock(mutex_);
    if (error_) return *error_;
    return value_locked(id, "value of semaphore " + std::to_string(id));
}

Result<uint64_t> Submitter::value_locked(sync::SemaphoreId id, const std::string& op) {
    if (id >= timelines_.size() || timelines_[id].semaphore == VK_NULL_HANDLE)
        return make_error("vulkan: " + op + ": no such semaphore", ErrorKind::backend_failed);
    uint64_t value = 0;
    VkResult r = c_.api.vkGetSemaphoreCounterValue(c_.device, timelines_[id].semaphore, &value);
    if (r != VK_SUCCESS) return vk_error("vkGetSemaphoreCounterValue", r, op);
    return value;
}

std::vector<sync::TimelineViolation> Submitter::take_violations() {
    std::lock_guard lock(mutex_);
    return std::exchange(violations_, {});
}

// How many of the queue's held batches may go to the hardware now: each wait is reached, or covered by a
// signal on the hardware or the host, or by an earlier batch of this prefix.
Result<size_t> Submitter::ready_prefix_locked(const ScenarioQueue& queue) {
    std::vector<sync::SemaphoreValue> covered_here;
    size_t ready = 0;
    for (const ReadyBatch& batch : queue.held) {
        for (const sync::SemaphoreValue& wait : batch.waits) {
            if (timelines_[wait.semaphore].signalled >= wait.value) continue;
            if (std::any_of(covered_here.begin(), covered_here.end(),
                            [&](const sync::SemaphoreValue& s) { return s.semaphore == wait.semaphore && s.value >= wait.value; }))
                continue;
            auto current = value_locked(wait.semaphore, batch.op);
            if (!current) return current.error();
            if (*current >= wait.value) continue;
            return ready;
        }
        covered_here.insert(covered_here.end(), batch.signals.begin(), batch.signals.end());
        ++ready;
    }
    return ready;
}

Status Submitter::flush_locked() {
    for (bool progressed = true; progressed;) {
        progressed = false;
        for (auto& queue : queues_) {
            if (!queue || queue->held.empty()) continue;
            auto ready = ready_prefix_locked(*queue);
            if (!ready) return ready.error();
            if (*ready == 0) continue;
            SYNCSTRESS_TRY(submit_locked(queue->hw, queue->held, *ready));
            progressed = true;
        }
    }
    return {};
}

// Submits the first `count` batches in one vkQueueSubmit and removes them from `batches`.
Status Submitter::submit_locked(uint32_t hw_index, std::deque<ReadyBatch>& batches, size_t count) {
    HardwareQueue& hw = hw_[hw_index];
    const uint64_t progress_value = hw.submitted + 1;
    const VkPipelineStageFlags all_commands = VK_PIPELINE_STAGE_ALL_COMMANDS_BIT;

    struct Arrays {
        std::vector<VkSemaphore> wait_semaphores, signal_semaphores;
        std::vector<uint64_t> wait_values, signal_values;
        std::vector<VkPipelineStageFlags> wait_stages;
    };
    std::vector<Arrays> arrays(count);
    std::vector<VkTimelineSemaphoreSubmitInfo> timeline_infos(count);
    std::vector<VkSubmitInfo> submits(count);
    for (size_t b = 0; b < count; ++b) {
        const ReadyBatch& batch = batches[b];
        Arrays& a = arrays[b];
        for (const sync::SemaphoreValue& wait : batch.waits) {
            a.wait_semaphores.push_back(timelines_[wait.semaphore].semaphore);
            a.wait_values.push_back(wait.value);
            a.wait_stages.push_back(all_commands);
        }
        for (const sync::SemaphoreValue& signal : batch.signals) {
            // A timeline that is not exported moves only by this submitter: above all it signalled, above its counter,
            // with no call to the driver to say so.
            const Timeline& timeline = timelines_[signal.semaphore];
            if (c_.config.export_semaphores || signal.value <= timeline.signalled) {
                auto current = value_locked(signal.semaphore, batch.op);
                if (!current) return current.error();
                if (signal.value <= *current) {
                    // Certain to move the timeline backwards when it executes: record it, and keep it from the driver.
                    violations_.push_back({signal.semaphore, *current, signal.value});
                    continue;
                }
            }
            a.signal_semaphores.push_back(timeline.semaphore);
            a.signal_values.push_back(signal.value);
        }
        if (b + 1 == count) {
            a.signal_semaphores.push_back(hw.progress);
            a.signal_values.push_back(progress_value);
        }
        VkTimelineSemaphoreSubmitInfo& t = timeline_infos[b];
        t = {VK_STRUCTURE_TYPE_TIMELINE_SEMAPHORE_SUBMIT_INFO};
        t.waitSemaphoreValueCount = static_cast<uint32_t>(a.wait_values.size());
        t.pWaitSemaphoreValues = a.wait_values.data();
        t.signalSemaphoreValueCount = static_cast<uint32_t>(a.signal_values.size());
        t.pSignalSemaphoreValues = a.signal_values.data();
        VkSubmitInfo& s = submits[b];
        s = {VK_STRUCTURE_TYPE_SUBMIT_INFO, &t};
        s.waitSemaphoreCount = static_cast<uint32_t>(a.wait_semaphores.size());
        s.pWaitSemaphores = a.wait_semaphores.data();
        s.pWaitDstStageMask = a.wait_stages.data();
        s.commandBufferCount = batch.commands != VK_NULL_HANDLE ? 1 : 0;
        s.pCommandBuffers = &batch.commands;
        s.signalSemaphoreCount = static_cast<uint32_t>(a.signal_semaphores.size());
        s.pSignalSemaphores = a.signal_semaphores.data();
    }
    VkResult r = c_.api.vkQueueSubmit(hw.queue, static_cast<uint32_t>(count), submits.data(), VK_NULL_HANDLE);
    if (r != VK_SUCCESS) {
        Error error = vk_error("vkQueueSubmit", r, batches.front().op);
        if (r == VK_ERROR_DEVICE_LOST) error_ = error;
        return error;
    }
    hw.submitted = progress_value;
    for (size_t b = 0; b < count; ++b) {
        for (const sync::SemaphoreValue& signal : batches[b].signals) {
            Timeline& timeline = timelines_[signal.semaphore];
            if (signal.value <= timeline.signalled) continue;
            timeline.signalled = signal.value;
            timeline.signalled_by = std::pair(hw_index, progress_value);
        }
        for (const sync::SemaphoreValue& wait : batches[b].waits)
            timelines_[wait.semaphore].awaited = std::max(timelines_[wait.semaphore].awaited, wait.value);
        if (batches[b].commands != VK_NULL_HANDLE) hw.in_flight.emplace_back(progress_value, batches[b].commands);
    }
    batches.erase(batches.begin(), batches.begin() + static_cast<std::ptrdiff_t>(count));
    return {};
}

size_t Submitter::held_locked() const {
    size_t held = 0;
    for (const auto& queue : queues_)
        if (queue) held += queue->held.size();
    return held;
}

// What held batches still wait for can only come from outside this backend now (CUDA, on vulkan+cuda): poll
// for it, often at first and backing off while nothing moves. Not a blocking vkWaitSemaphores: NVIDIA's wakes
// about 10 ms late on a value that CUDA signals.
void Submitter::scheduler_loop() {
    using clock = std::chrono::steady_clock;
    precise_sleeps();  // a 20 µs look must not become 70 µs
    std::unique_lock lock(mutex_);
    auto poll = k_first_poll;
    auto changed = clock::now();  // when the held batches last changed
    while (!stopping_) {
        const size_t held = held_locked();
        if (held == 0 || error_) {
            wake_.wait(lock);
            poll = k_first_poll;
            changed = clock::now();
            continue;
        }
        if (Status flushed = flush_locked(); !flushed) {
            error_ = flushed.error();
            continue;
        }
        if (held_locked() < held) {
            poll = k_first_poll;
            changed = clock::now();
        }
        if (clock::now() - changed < k_spin) {
            lock.unlock();
            std::this_thread::yield();
            lock.lock();
            continue;
        }
        // A notification means new batches: look again soon. Back off only after a pause that saw nothing.
        if (wake_.wait_for(lock, poll) == std::cv_status::no_timeout) {
            poll = k_first_poll;
            changed = clock::now();
        } else {
            poll = std::min(2 * poll, k_last_poll);
        }
    }
}

void Submitter::stop_scheduler() {
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    wake_.notify_all();
    if (scheduler_.joinable()) scheduler_.join();
}

bool Submitter::wait_hardware_idle(std::chrono::steady_clock::time_point deadline) {
    std::vector<VkSemaphore> semaphores;
    std::vector<uint64_t> values;
    for (const HardwareQueue& hw : hw_) {
        if (hw.progress == VK_NULL_HANDLE) continue;
        semaphores.push_back(hw.progress);
        values.push_back(hw.submitted);
    }
    if (semaphores.empty()) return true;
    auto left = std::chrono::duration_cast<std::chrono::nanoseconds>(deadline - std::chrono::steady_clock::now());
    VkResult r = wait_values(c_, semaphores, values, left);
    // A lost device runs nothing any more, and its objects may be destroyed.
    return r == VK_SUCCESS || r == VK_ERROR_DEVICE_LOST;
}

bool Submitter::drain(std::chrono::nanoseconds timeout) {
    stop_scheduler();
    std::lock_guard lock(mutex_);
    for (auto& queue : queues_)
        if (queue) queue->held.clear();
    const auto start = std::chrono::steady_clock::now();
    // Once every submission signalled its progress, the device is idle but for the driver's bookkeeping:
    // Mesa's submit thread may still touch the submission's semaphores, and vkDeviceWaitIdle waits for that.
    auto idle = [&](std::chrono::steady_clock::time_point deadline) {
        if (!wait_hardware_idle(deadline)) return false;
        (void)c_.api.vkDeviceWaitIdle(c_.device);  // our work is done whatever it returns (a lost device included)
        return true;
    };
    if (idle(start + timeout / 2)) return true;
    for (Timeline& timeline : timelines_) {
        if (timeline.semaphore == VK_NULL_HANDLE) continue;
        uint64_t current = 0;
        if (c_.api.vkGetSemaphoreCounterValue(c_.device, timeline.semaphore, &current) != VK_SUCCESS) continue;
        if (timeline.awaited <= current) continue;
        VkSemaphoreSignalInfo info{VK_STRUCTURE_TYPE_SEMAPHORE_SIGNAL_INFO};
        info.semaphore = timeline.semaphore;
        info.value = timeline.awaited;
        c_.api.vkSignalSemaphore(c_.device, &info);  // best effort: the wait below decides
    }
    return idle(start + timeout);
}

void Submitter::destroy() {
    for (HardwareQueue& hw : hw_) {
        if (hw.pool != VK_NULL_HANDLE) c_.api.vkDestroyCommandPool(c_.device, hw.pool, nullptr);
        if (hw.progress != VK_NULL_HANDLE) c_.api.vkDestroySemaphore(c_.device, hw.progress, nullptr);
        hw = HardwareQueue{};
    }
}

}  // namespace syncstress::backends::vk
