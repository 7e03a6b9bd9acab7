#include "opencl_timeline.h"

#include "opencl_api.h"

#include <algorithm>

namespace syncstress::opencl {

namespace {

// Beyond a year, arithmetic on the clock's time points would overflow: such a timeout stands for "forever".
constexpr std::chrono::nanoseconds k_forever = std::chrono::hours(24 * 365);
// The longest sleep between two looks at an event's status: a callback that comes late (or not at all) costs no
// more than this.
constexpr auto k_slice = std::chrono::milliseconds(1);
// Where clSetEventCallback fails: naps between looks, longer after k_long_after.
constexpr auto k_short_nap = std::chrono::microseconds(20);
constexpr auto k_long_nap = std::chrono::microseconds(200);
constexpr auto k_long_after = std::chrono::milliseconds(5);
// Signals nobody waits for pile up on a queue (each holds its event): past this many, push() raises those done.
constexpr size_t k_retire_at = 64;

cl_int status_of(cl_event event, cl_int& rc) {
    cl_int status = CL_QUEUED;
    rc = clGetEventInfo(event, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status, nullptr);
    return status;
}

// What a sleeping wait and its event callback share; freed by whichever lets go of it last.
struct Wake {
    std::mutex mutex;
    std::condition_variable woken;
    bool done = false;
    cl_int status = CL_QUEUED;
    std::atomic<int> references{2};
    std::shared_ptr<std::atomic<int>> pending;
};

void let_go(Wake* w) {
    if (w->references.fetch_sub(1, std::memory_order_acq_rel) == 1) delete w;
}

// On the runtime's thread: wakes the sleeper and nothing else.
void CL_CALLBACK on_complete(cl_event, cl_int status, void* data) {
    auto* w = static_cast<Wake*>(data);
    {
        std::lock_guard lock(w->mutex);
        w->done = true;
        w->status = status;
    }
    w->woken.notify_all();
    const std::shared_ptr<std::atomic<int>> pending = w->pending;
    let_go(w);
    pending->fetch_sub(1, std::memory_order_release);
}

}  // namespace

Semaphore::~Semaphore() {
    for (auto& [value, gate] : gates_) clReleaseEvent(gate);
}

cl_event Semaphore::gate(uint64_t v, cl_int& error) {
    error = CL_SUCCESS;
    std::lock_guard lock(mutex_);
    if (value() >= v) return nullptr;
    auto found = gates_.find(v);
    if (found == gates_.end()) {
        cl_event event = clCreateUserEvent(context_, &error);
        if (error != CL_SUCCESS) return nullptr;
        found = gates_.emplace(v, event).first;
        gated_.store(true, std::memory_order_release);
    }
    clRetainEvent(found->second);
    return found->second;
}

void Semaphore::complete(std::vector<cl_event>& gates, cl_int status) {
    // Outside the lock: completing a user event may run the runtime's dependents on this thread.
    for (cl_event gate : gates) {
        clSetUserEventStatus(gate, status);
        clReleaseEvent(gate);
    }
}

void Semaphore::raise(uint64_t v) {
    std::vector<cl_event> reached;
    {
        std::lock_guard lock(mutex_);
        if (v > value()) value_.store(v, std::memory_order_release);
        auto end = gates_.upper_bound(value());
        for (auto it = gates_.begin(); it != end; ++it) reached.push_back(it->second);
        gates_.erase(gates_.begin(), end);
        gated_.store(!gates_.empty(), std::memory_order_release);
    }
    reached_.notify_all();
    complete(reached, CL_COMPLETE);
}

bool Semaphore::wait(uint64_t v, std::chrono::nanoseconds timeout) {
    if (value() >= v) return true;
    std::unique_lock lock(mutex_);
    return reached_.wait_for(lock, std::min(timeout, k_forever), [&] { return value() >= v; });
}

void Semaphore::end_gates(cl_int status) {
    std::vector<cl_event> gates;
    {
        std::lock_guard lock(mutex_);
        for (auto& [value, gate] : gates_) gates.push_back(gate);
        gates_.clear();
        gated_.store(false, std::memory_order_release);
    }
    complete(gates, status);
}

cl_int EventWaiter::wait(cl_event event, std::chrono::nanoseconds timeout, cl_int& rc) const {
    using clock = std::chrono::steady_clock;
    cl_int status = status_of(event, rc);
    if (rc != CL_SUCCESS) return CL_QUEUED;
    if (status <= CL_COMPLETE || timeout.count() <= 0) return status <= CL_COMPLETE ? status : CL_QUEUED;
    const auto start = clock::now();
    const auto deadline = start + std::min(timeout, k_forever);
    for (auto now = start; now - start < spin_; now = clock::now()) {
        if (now >= deadline) return CL_QUEUED;
        std::this_thread::yield();
        status = status_of(event, rc);
        if (rc != CL_SUCCESS) return CL_QUEUED;
        if (status <= CL_COMPLETE) return status;
    }
    auto* w = new Wake;
    w->pending = pending_;
    pending_->fetch_add(1, std::memory_order_relaxed);
    if (clSetEventCallback(event, CL_COMPLETE, on_complete, w) != CL_SUCCESS) {
        pending_->fetch_sub(1, std::memory_order_relaxed);
        delete w;
        for (auto now = clock::now(); now < deadline; now = clock::now()) {
            std::this_thread::sleep_for(now - start < k_long_after ? k_short_nap : k_long_nap);
            status = status_of(event, rc);
            if (rc != CL_SUCCESS) return CL_QUEUED;
            if (status <= CL_COMPLETE) return status;
        }
        return CL_QUEUED;
    }
    // The status is looked at with the lock let go: the runtime may hold the event's own lock while it runs the
    // callback, which takes this one.
    status = CL_QUEUED;
    for (;;) {
        std::unique_lock lock(w->mutex);
        const auto now = clock::now();
        if (!w->done && now < deadline) w->woken.wait_until(lock, std::min(deadline, now + k_slice), [&] { return w->done; });
        if (w->done) {
            status = w->status;
            break;
        }
        lock.unlock();
        const cl_int looked = status_of(event, rc);
        if (rc != CL_SUCCESS) break;
        if (looked <= CL_COMPLETE) {
            status = looked;
            break;
        }
        if (clock::now() >= deadline) break;
    }
    let_go(w);
    return status <= CL_COMPLETE ? status : CL_QUEUED;
}

bool EventWaiter::quiet(std::chrono::nanoseconds timeout) const {
    const auto deadline = std::chrono::steady_clock::now() + std::min(timeout, k_forever);
    while (pending_->load(std::memory_order_acquire) > 0) {
        if (std::chrono::steady_clock::now() >= deadline) return false;
        std::this_thread::sleep_for(k_long_nap);
    }
    return true;
}

Completer::Completer() : thread_([this] { run(); }) {}

Completer::~Completer() {
    if (thread_.joinable()) thread_.join();
    for (size_t i = head_; i < records_.size(); ++i) clReleaseEvent(records_[i].marker);
}

void Completer::push(SignalRecord record) {
    bool gated = false;
    record.each([&](Semaphore* semaphore, uint64_t) { gated = gated || semaphore->gated(); });
    bool wake = false, many = false;
    {
        std::lock_guard lock(mutex_);
        if (head_ == records_.size()) {
            records_.clear();
            head_ = 0;
        } else if (head_ >= k_retire_at && head_ * 2 >= records_.size()) {
            records_.erase(records_.begin(), records_.begin() + static_cast<std::ptrdiff_t>(head_));
            head_ = 0;
        }
        records_.push_back(std::move(record));
        if (gated) driving_ = true;
        wake = driving_;
        many = records_.size() - head_ > k_retire_at;
    }
    if (wake) changed_.notify_all();
    if (many) retire();
}

void Completer::drive() {
    {
        std::lock_guard lock(mutex_);
        if (head_ == records_.size()) return;
        driving_ = true;
    }
    changed_.notify_all();
}

void Completer::retire() {
    std::lock_guard one(retiring_);
    for (;;) {
        cl_event marker = nullptr;
        {
            std::lock_guard lock(mutex_);
            if (head_ == records_.size()) return;
            marker = records_[head_].marker;  // only a retire(), holding retiring_, takes the first away
        }
        cl_int rc = CL_SUCCESS;
        const cl_int status = status_of(marker, rc);
        if (rc == CL_SUCCESS && status > CL_COMPLETE) return;
        SignalRecord record;
        {
            std::lock_guard lock(mutex_);
            record = std::move(records_[head_++]);
        }
        clReleaseEvent(record.marker);
        if (rc == CL_SUCCESS && status == CL_COMPLETE) {
            record.each([](Semaphore* semaphore, uint64_t value) { semaphore->raise(value); });
            continue;
        }
        std::lock_guard lock(mutex_);
        if (fault_.empty())
            fault_ = rc != CL_SUCCESS ? call_failed("clGetEventInfo", rc, "a queue's signal")
                                      : "a command before a queue's signal ended with " + error_name(status);
    }
}

cl_event Completer::event_reaching(const Semaphore* semaphore, uint64_t value) {
    std::lock_guard lock(mutex_);
    for (size_t i = head_; i < records_.size(); ++i) {
        bool reaches = false;
        records_[i].each([&](const Semaphore* s, uint64_t v) { reaches = reaches || (s == semaphore && v >= value); });
        if (reaches) {
            clRetainEvent(records_[i].marker);
            return records_[i].marker;
        }
    }
    return nullptr;
}

void Completer::run() {
    std::unique_lock lock(mutex_);
    for (;;) {
        changed_.wait(lock, [&] { return stopping_ || (driving_ && head_ < records_.size()); });
        if (stopping_) break;
        cl_event marker = records_[head_].marker;
        clRetainEvent(marker);
        lock.unlock();
        // Returns once the event completed or failed (an error for the latter); retire() looks at which.
        clWaitForEvents(1, &marker);
        retire();
        lock.lock();
        const bool stuck = head_ < records_.size() && records_[head_].marker == marker;
        clReleaseEvent(marker);
        if (head_ == records_.size()) driving_ = false;
        if (stuck) {  // a runtime whose wait returned before the event ended: no busy loop on it
            lock.unlock();
            std::this_thread::sleep_for(k_long_nap);
            lock.lock();
        }
    }
    ended_ = true;
    changed_.notify_all();
}

bool Completer::stop(std::chrono::milliseconds timeout) {
    std::unique_lock lock(mutex_);
    stopping_ = true;
    changed_.notify_all();
    if (!changed_.wait_for(lock, timeout, [&] { return ended_; })) {
        lock.unlock();
        thread_.detach();
        return false;
    }
    lock.unlock();
    thread_.join();
    return true;
}

std::string Completer::fault() const {
    std::lock_guard lock(mutex_);
    return fault_;
}

}  // namespace syncstress::opencl
