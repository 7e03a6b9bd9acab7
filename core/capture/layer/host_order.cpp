#include "core/capture/layer/host_order.h"

#include <sched.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <unordered_map>

namespace syncstress::capture_layer {
namespace {

// By thread ordinal: the index + 1 of that thread's last record this clock is ordered after; 0: none.
using Clock = std::array<uint64_t, k_max_ordered_threads>;

// These locks are taken inside the program's pthread_mutex_lock and pthread_mutex_unlock (the preload library's
// wrappers), so they are no pthread mutex; each is held for a copy of one clock.
class SpinLock {
public:
    void lock() {
        while (flag_.test_and_set(std::memory_order_acquire)) ::sched_yield();
    }
    void unlock() { flag_.clear(std::memory_order_release); }

private:
    std::atomic_flag flag_ = ATOMIC_FLAG_INIT;
};

struct ThreadState {
    SpinLock lock;
    Clock clock{};    // what the thread is ordered after
    Clock written{};  // what its "order" records already say
};

// The released objects' clocks, in shards by address: the threads of a program lock their own mutexes without
// waiting for one another's here.
constexpr size_t k_shards = 64;
struct Shard {
    SpinLock lock;
    std::unordered_map<const void*, Clock> clocks;  // of each released object
};
struct Objects {
    Shard shards[k_shards];
    Shard& of(const void* object) { return shards[(reinterpret_cast<uintptr_t>(object) >> 4) % k_shards]; }
};

// Process-wide by nature, as the log is: the preload library's wrappers have no place to keep state but these. Each
// is made at its first use (no static constructor: a wrapper may run before this library's are done) and never freed.
std::atomic<Objects*> g_objects{nullptr};
std::atomic<ThreadState*> g_threads[k_max_ordered_threads];  // by ordinal, once the thread has one and a state
std::atomic<uint64_t> g_last[k_max_ordered_threads];         // by ordinal: index + 1 of its last record
std::atomic<void (*)()> g_sync_points[4];                    // the layer's and the CUDA subscriber's
std::atomic<void (*)()> g_device_sync_points[4];             // the layer's
thread_local ThreadState* t_state = nullptr;
thread_local int64_t t_ordinal = -1;

Objects& objects() {
    Objects* made = g_objects.load(std::memory_order_acquire);
    if (made) return *made;
    auto* fresh = new Objects;
    if (!g_objects.compare_exchange_strong(made, fresh)) {
        delete fresh;
        return *made;
    }
    return *fresh;
}

bool registered(const ThreadState* state) {
    return t_ordinal >= 0 && t_ordinal < k_max_ordered_threads && g_threads[t_ordinal].load() == state;
}

// A thread's state outlives it where the log writer may still write for it (its accesses of mapped memory, recorded
// at another thread's sync point); the others' go with their thread, so that a program that starts thread after
// thread does not keep them all.
struct StateOwner {
    ~StateOwner() {
        if (t_state && !registered(t_state)) delete t_state;
        t_state = nullptr;
    }
};
thread_local StateOwner t_owner;

ThreadState& this_state() {
    if (!t_state) {
        (void)&t_owner;  // its destructor runs at the thread's end
        t_state = new ThreadState;
        if (t_ordinal >= 0 && t_ordinal < k_max_ordered_threads) g_threads[t_ordinal].store(t_state);
    }
    return *t_state;
}

void join(Clock& into, const Clock& from) {
    for (size_t i = 0; i < into.size(); ++i) into[i] = std::max(into[i], from[i]);
}

}  // namespace

namespace {

void add_to(std::atomic<void (*)()> (&slots)[4], void (*sync_point)()) {
    for (auto& slot : slots) {
        void (*empty)() = nullptr;
        if (slot.load() == sync_point || slot.compare_exchange_strong(empty, sync_point)) return;
    }
}

void run_all(std::atomic<void (*)()> (&slots)[4]) {
    for (auto& slot : slots)
        if (auto* sync_point = slot.load()) sync_point();
}

}  // namespace

void add_host_sync_point(void (*sync_point)()) { add_to(g_sync_points, sync_point); }
void run_host_sync_points() { run_all(g_sync_points); }
void add_device_sync_point(void (*sync_point)()) { add_to(g_device_sync_points, sync_point); }
void run_device_sync_points() { run_all(g_device_sync_points); }

void host_release(const void* object) {
    run_host_sync_points();
    Clock mine{};
    if (t_state) {
        std::lock_guard lock(t_state->lock);
        mine = t_state->clock;
    }
    if (t_ordinal >= 0 && t_ordinal < k_max_ordered_threads) mine[t_ordinal] = g_last[t_ordinal].load();
    if (mine == Clock{}) return;  // a thread that neither recorded a call nor was ordered after one hands on nothing
    Shard& shard = objects().of(object);
    std::lock_guard lock(shard.lock);
    join(shard.clocks[object], mine);
}

void host_acquire(const void* object) {
    // What the thread touched of mapped memory before the lock is recorded before the order the lock adds.
    run_host_sync_points();
    Clock theirs{};
    {
        Shard& shard = objects().of(object);
        std::lock_guard lock(shard.lock);
        const auto found = shard.clocks.find(object);
        if (found == shard.clocks.end()) return;
        theirs = found->second;
    }
    ThreadState& me = this_state();
    std::lock_guard lock(me.lock);
    join(me.clock, theirs);
}

void host_forget(const void* object) {
    Shard& shard = objects().of(object);
    std::lock_guard lock(shard.lock);
    shard.clocks.erase(object);
}

void thread_numbered(uint32_t thread) {
    t_ordinal = thread;
    if (t_state && thread < k_max_ordered_threads) g_threads[thread].store(t_state);
}

void note_written(uint32_t thread, uint64_t index) {
    if (thread < k_max_ordered_threads) g_last[thread].store(index + 1);
}

std::string take_pending_order(uint32_t thread) {
    ThreadState* state = thread < k_max_ordered_threads ? g_threads[thread].load() : nullptr;
    if (!state) return {};
    std::string out;
    std::lock_guard lock(state->lock);
    for (uint32_t other = 0; other < k_max_ordered_threads; ++other) {
        if (other == thread || state->clock[other] <= state->written[other]) continue;
        out += " after=" + std::to_string(other) + ":" + std::to_string(state->clock[other] - 1);
        state->written[other] = state->clock[other];
    }
    return out;
}

void forget_host_order() {
    // Only the forking thread runs in the child: a lock another thread held at the fork stays held, and what it
    // guarded may be half changed. The parent's tables are left as they are (never freed) and the child starts new
    // ones, without taking a lock.
    for (auto& last : g_last) last.store(0);
    for (auto& state : g_threads) state.store(nullptr);
    t_state = nullptr;
    g_objects.store(nullptr);
}

}  // namespace syncstress::capture_layer
