// The program's own host synchronisation, as the capture log records it: which of another thread's records a thread
// is ordered after because the program ordered its threads (a mutex handed from one thread to the next, a thread
// started or joined). Each thread keeps a vector clock: for each thread of the log, the index of that thread's last
// record it is ordered after. A release (an unlock, a thread's start or end) joins the releasing thread's clock, its
// own last record included, into the object's; an acquire (a lock, the started thread, the joiner) joins the object's
// into its own. A release writes nothing. What an acquire added is written as one "order" record,
// "<index> t<thread> order after=<thread>:<index> ...", before the thread's next record: a thread that makes no
// recorded call after it writes none, and a lock that brings nothing new (the last unlocker made no recorded call
// since this thread last saw it) adds nothing. The preload library (host_sync_preload.cpp) calls these; they live
// in the log writer's library, which numbers the threads and the records.
#pragma once

#include <cstdint>
#include <string>

namespace syncstress::capture_layer {

// The most threads whose order is kept: the scenario format's limit on host threads. A thread numbered past it is
// ordered by nothing here.
inline constexpr uint32_t k_max_ordered_threads = 64;

// `object` is released by the calling thread: first the host's accesses since the last sync point are recorded
// (add_host_sync_point), then the thread's clock is joined into the object's.
void host_release(const void* object);
// `object` is acquired by the calling thread: the host's accesses since the last sync point are recorded (they came
// before it), then the object's clock is joined into the thread's.
void host_acquire(const void* object);
// `object` is gone (a destroyed mutex, a joined thread): what it held is forgotten.
void host_forget(const void* object);
// A sync point of the host's accesses of guarded memory (the layer's of mapped memory, the CUDA subscriber's of pinned
// memory), run at each release and acquire: an access is recorded on the right side of the lock, unlock, start or join
// that follows it. Each added once; at most four.
void add_host_sync_point(void (*sync_point)());
// Runs them all: the subscriber's host-function trampoline does, before and after the program's function, so that
// what the function touched is recorded inside its run; and so does the subscriber at each CUDA call's entry.
void run_host_sync_points();
// A sync point after which what the device wrote may be visible to the host (the layer's: its guarded copies are taken
// again from the mappings, page by page as the program comes to them), run by the subscriber at each CUDA call's exit:
// a program that waits for CUDA work that wrote a Vulkan mapping reads what it wrote. Each added once; at most four.
void add_device_sync_point(void (*sync_point)());
void run_device_sync_points();

// For the log writer (capture_log.cpp), under its lock. The calling thread got ordinal `thread`.
void thread_numbered(uint32_t thread);
// Record `index` is written as thread `thread`'s.
void note_written(uint32_t thread, uint64_t index);
// The fields of the "order" record thread `thread` owes before its next record ("after=1:17 after=2:40"), and now
// written; empty where it owes none.
std::string take_pending_order(uint32_t thread);
// In a forked child: its log starts again at index 0, and what the parent's threads were ordered after is not its.
void forget_host_order();

}  // namespace syncstress::capture_layer
