#include "opencl_timeline.h"

#include "opencl_api.h"

#include <algorithm>

namespace syncstress::opencl {

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
    }
    reached_.notify_all();
    complete(reached, CL_COMPLETE);
}

bool Semaphore::wait(uint64_t v, std::chrono::nanoseconds timeout) {
    if (value() >= v) return true;
    std::unique_lock lock(mutex_);
    // wait_for with a huge timeout overflows the clock's arithmetic: a year stands for "forever".
    const auto bounded = std::min<std::chrono::nanoseconds>(timeout, std::chrono::hours(24 * 365));
    return reached_.wait_for(lock, bounded, [&] { return value() >= v; });
}

void Semaphore::end_gates(cl_int status) {
    std::vector<cl_event> gates;
    {
        std::lock_guard lock(mutex_);
        for (auto& [value, gate] : gates_) gates.push_back(gate);
        gates_.clear();
    }
    complete(gates, status);
}

Completer::Completer() : thread_([this] { run(); }) {}

Completer::~Completer() {
    if (thread_.joinable()) thread_.join();
    for (SignalRecord& r : records_) clReleaseEvent(r.marker);
}

void Completer::push(SignalRecord record) {
    {
        std::lock_guard lock(mutex_);
        records_.push_back(std::move(record));
    }
    changed_.notify_all();
}

void Completer::run() {
    std::unique_lock lock(mutex_);
    for (;;) {
        changed_.wait(lock, [&] { return stopping_ || !records_.empty(); });
        if (records_.empty()) break;
        SignalRecord record = std::move(records_.front());
        records_.pop_front();
        lock.unlock();
        const cl_int rc = clWaitForEvents(1, &record.marker);
        cl_int status = CL_COMPLETE;
        if (rc == CL_SUCCESS)
            clGetEventInfo(record.marker, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status, nullptr);
        clReleaseEvent(record.marker);
        if (rc == CL_SUCCESS && status == CL_COMPLETE)
            for (auto& [semaphore, value] : record.signals) semaphore->raise(value);
        lock.lock();
        if (record.ticket != 0) {
            if (rc != CL_SUCCESS || status != CL_COMPLETE) failed_[record.ticket] = rc != CL_SUCCESS ? rc : status;
            done_ = record.ticket;
            awaited_done_.notify_all();
        } else if ((rc != CL_SUCCESS || status != CL_COMPLETE) && fault_.empty())
            fault_ = rc != CL_SUCCESS ? call_failed("clWaitForEvents", rc, "a queue's signal")
                                      : "a command before a queue's signal ended with " + error_name(status);
    }
    ended_ = true;
    changed_.notify_all();
}

uint64_t Completer::push_awaited(cl_event command) {
    SignalRecord record;
    record.marker = command;
    {
        std::lock_guard lock(mutex_);
        record.ticket = ++tickets_;
        records_.push_back(std::move(record));
    }
    changed_.notify_all();
    return tickets_;
}

cl_int Completer::wait_for(uint64_t ticket, std::chrono::nanoseconds timeout) {
    std::unique_lock lock(mutex_);
    const auto bounded = std::min<std::chrono::nanoseconds>(timeout, std::chrono::hours(24 * 365));
    if (!awaited_done_.wait_for(lock, bounded, [&] { return done_ >= ticket; })) return CL_QUEUED;
    const auto failed = failed_.find(ticket);
    if (failed == failed_.end()) return CL_COMPLETE;
    const cl_int status = failed->second;
    failed_.erase(failed);
    return status;
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
