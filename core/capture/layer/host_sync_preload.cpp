// The preload library of `syncstress capture` (LD_PRELOAD, beside the layer): it wraps the pthread calls by which a
// program orders its own threads and tells the log writer (host_order.h) what they ordered, so that the capture sees
// a program's locks and its threads' starts and joins without a change to the program. std::thread, std::mutex,
// std::shared_mutex and std::condition_variable reach these calls.
//
// - pthread_mutex_unlock releases the mutex; pthread_mutex_lock, and a pthread_mutex_trylock, _timedlock or
//   _clocklock that took it, acquire it.
// - pthread_rwlock_*: a write lock's unlock orders before every later lock, a read lock's before later write locks
//   (std::shared_mutex reaches them).
// - pthread_cond_wait, pthread_cond_timedwait and pthread_cond_clockwait release their mutex and acquire it again
//   when they return, as they do; a signal or broadcast orders nothing itself (the waiter is ordered after the
//   signaller through the mutex both hold around the condition's predicate).
// - pthread_create: the new thread is ordered after what its creator did before; pthread_join: the joiner after all
//   that the joined thread did (its start routine's return, or pthread_exit).
// Only the calls the program makes count: a call from the Vulkan loader or a driver (whose locks order nothing the
// Vulkan specification lets a program rely on) or from syncstress's own libraries passes through unseen. The caller is
// the object its return address falls in. Spin locks, barriers, semaphores, futexes and atomics are not seen.
#include "core/capture/layer/host_order.h"

#include <dlfcn.h>
#include <link.h>
#include <pthread.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <cstring>
#include <ctime>

namespace syncstress::capture_layer {
namespace {

// The objects whose calls pass through unseen, by a part of their file name: the Vulkan loader and the drivers
// (Mesa's, NVIDIA's, the libraries they load), the CUDA driver and CUPTI, syncstress's layer and log writer.
constexpr const char* k_not_the_program[] = {"libvulkan", "VkLayer_", "libGLX_nvidia", "libnvidia", "libcuda.so",
                                             "libcupti",  "libLLVM",  "libgallium",    "libdrm",    "libsyncstress_capture",
                                             "ld-linux-"};

struct ObjectRange {
    uintptr_t begin = 0, end = 0;
    bool program = true;
};
// Each object's classification is found once (dl_iterate_phdr) and kept: a fixed table read without a lock.
constexpr size_t k_max_objects = 512;
ObjectRange g_ranges[k_max_objects];
std::atomic<size_t> g_range_count{0};
std::atomic_flag g_ranges_lock = ATOMIC_FLAG_INIT;

struct Lookup {
    uintptr_t address = 0;
    ObjectRange found;
    bool known = false;
};

int find_object(dl_phdr_info* info, size_t, void* data) {
    auto* lookup = static_cast<Lookup*>(data);
    uintptr_t begin = UINTPTR_MAX, end = 0;
    for (int i = 0; i < info->dlpi_phnum; ++i) {
        const ElfW(Phdr)& segment = info->dlpi_phdr[i];
        if (segment.p_type != PT_LOAD) continue;
        begin = std::min<uintptr_t>(begin, info->dlpi_addr + segment.p_vaddr);
        end = std::max<uintptr_t>(end, info->dlpi_addr + segment.p_vaddr + segment.p_memsz);
    }
    if (lookup->address < begin || lookup->address >= end) return 0;
    lookup->found = {begin, end, true};
    const char* name = info->dlpi_name ? info->dlpi_name : "";
    for (const char* part : k_not_the_program)
        if (std::strstr(name, part)) lookup->found.program = false;
    lookup->known = true;
    return 1;
}

// Whether a call returning to `caller` is the program's. An object unloaded and another loaded at its addresses keeps
// the first one's classification.
bool program_call(const void* caller) {
    const auto address = reinterpret_cast<uintptr_t>(caller);
    const size_t count = g_range_count.load(std::memory_order_acquire);
    for (size_t i = 0; i < count; ++i)
        if (address >= g_ranges[i].begin && address < g_ranges[i].end) return g_ranges[i].program;
    Lookup lookup{address, {}, false};
    dl_iterate_phdr(&find_object, &lookup);
    if (!lookup.known) return true;
    while (g_ranges_lock.test_and_set(std::memory_order_acquire)) {
        // another thread adds an object: a few stores
    }
    const size_t now = g_range_count.load(std::memory_order_relaxed);
    if (now < k_max_objects) {
        g_ranges[now] = lookup.found;
        g_range_count.store(now + 1, std::memory_order_release);
    }
    g_ranges_lock.clear(std::memory_order_release);
    return lookup.found.program;
}

// A child forked while another thread added an object holds the table's lock for ever: only the forking thread runs
// in it, and the entries below the count are whole (the count is published after them).
[[gnu::constructor]] void unlock_objects_in_forked_children() {
    pthread_atfork(nullptr, nullptr, [] { g_ranges_lock.clear(); });
}

// Whether this process is captured at all: a process that inherited LD_PRELOAD without a log to write passes every
// call through.
bool capturing() {
    static std::atomic<int> state{-1};  // constant-initialized: no guard, safe before any constructor ran
    int now = state.load(std::memory_order_relaxed);
    if (now < 0) {
        const char* log = std::getenv("SYNCSTRESS_CAPTURE_LOG");
        now = log && *log ? 1 : 0;
        state.store(now, std::memory_order_relaxed);
    }
    return now == 1;
}

bool counted(const void* caller) { return capturing() && program_call(caller); }

// The next definition of a call (libc's), found at its first use; `version` where libc has several (its condition
// variables keep a GLIBC_2.2.5 one for old binaries).
struct NextCall {
    const char* name;
    const char* version;
    std::atomic<void*> found{nullptr};
};
NextCall g_mutex_lock{"pthread_mutex_lock", nullptr}, g_mutex_trylock{"pthread_mutex_trylock", nullptr},
    g_mutex_unlock{"pthread_mutex_unlock", nullptr}, g_mutex_destroy{"pthread_mutex_destroy", nullptr},
    g_cond_wait{"pthread_cond_wait", "GLIBC_2.3.2"}, g_cond_timedwait{"pthread_cond_timedwait", "GLIBC_2.3.2"},
    g_cond_clockwait{"pthread_cond_clockwait", nullptr}, g_create{"pthread_create", nullptr}, g_join{"pthread_join", nullptr},
    g_exit{"pthread_exit", nullptr}, g_mutex_timedlock{"pthread_mutex_timedlock", nullptr},
    g_mutex_clocklock{"pthread_mutex_clocklock", nullptr}, g_rdlock{"pthread_rwlock_rdlock", nullptr},
    g_tryrdlock{"pthread_rwlock_tryrdlock", nullptr}, g_timedrdlock{"pthread_rwlock_timedrdlock", nullptr},
    g_clockrdlock{"pthread_rwlock_clockrdlock", nullptr}, g_wrlock{"pthread_rwlock_wrlock", nullptr},
    g_trywrlock{"pthread_rwlock_trywrlock", nullptr}, g_timedwrlock{"pthread_rwlock_timedwrlock", nullptr},
    g_clockwrlock{"pthread_rwlock_clockwrlock", nullptr}, g_rwlock_unlock{"pthread_rwlock_unlock", nullptr},
    g_rwlock_destroy{"pthread_rwlock_destroy", nullptr};

template <class Function>
Function next(NextCall& call) {
    void* found = call.found.load(std::memory_order_acquire);
    if (!found) {
        found = call.version ? dlvsym(RTLD_NEXT, call.name, call.version) : nullptr;
        if (!found) found = dlsym(RTLD_NEXT, call.name);
        call.found.store(found, std::memory_order_release);
    }
    return reinterpret_cast<Function>(found);
}

using MutexCall = int (*)(pthread_mutex_t*);
using CondWait = int (*)(pthread_cond_t*, pthread_mutex_t*);
using CondTimedWait = int (*)(pthread_cond_t*, pthread_mutex_t*, const timespec*);
using CondClockWait = int (*)(pthread_cond_t*, pthread_mutex_t*, clockid_t, const timespec*);
using Create = int (*)(pthread_t*, const pthread_attr_t*, void* (*)(void*), void*);
using Join = int (*)(pthread_t, void**);
using Exit = void (*)(void*);
using MutexTimed = int (*)(pthread_mutex_t*, const timespec*);
using MutexClock = int (*)(pthread_mutex_t*, clockid_t, const timespec*);
using RwlockCall = int (*)(pthread_rwlock_t*);
using RwlockTimed = int (*)(pthread_rwlock_t*, const timespec*);
using RwlockClock = int (*)(pthread_rwlock_t*, clockid_t, const timespec*);

// Read-write locks: a writer's unlock orders what it did before every later lock of either kind; a reader's unlock
// before the next write lock only (readers do not order one another). pthread_rwlock_unlock does not say which it
// was, so each thread keeps the read-write locks it holds and how (at most k_max_held_rwlocks at once; one past them
// orders nothing). The readers' unlocks are released into the lock's address with bit 1 set, which no other object
// has (a pthread_rwlock_t is 8-byte aligned, and a thread's end is bit 0).
constexpr size_t k_max_held_rwlocks = 16;
struct HeldRwlock {
    const pthread_rwlock_t* lock = nullptr;
    bool write = false;
};
thread_local HeldRwlock t_held[k_max_held_rwlocks];
thread_local size_t t_held_count = 0;

const void* readers_of(const pthread_rwlock_t* lock) { return reinterpret_cast<const void*>(reinterpret_cast<uintptr_t>(lock) | 2); }

int rwlock_taken(int result, const void* caller, pthread_rwlock_t* lock, bool write) {
    if (result != 0 || !counted(caller)) return result;
    host_acquire(lock);
    if (write) host_acquire(readers_of(lock));
    if (t_held_count < k_max_held_rwlocks) t_held[t_held_count++] = {lock, write};
    return result;
}

void rwlock_released(const void* caller, pthread_rwlock_t* lock) {
    if (!counted(caller)) return;
    for (size_t i = t_held_count; i-- > 0;) {
        if (t_held[i].lock != lock) continue;
        const bool write = t_held[i].write;
        t_held[i] = t_held[--t_held_count];
        host_release(write ? static_cast<const void*>(lock) : readers_of(lock));
        return;
    }
}

// A thread's end, released by the thread and acquired by its joiner: its pthread_t with the low bit set, an address
// no mutex has (a pthread_t is an aligned pointer in glibc).
const void* end_of(pthread_t thread) { return reinterpret_cast<const void*>(static_cast<uintptr_t>(thread) | 1); }

thread_local bool t_started_here = false;  // the thread runs under start(): its end is released

struct Start {
    void* (*routine)(void*) = nullptr;
    void* argument = nullptr;
};

void* start(void* data) {
    const Start given = *static_cast<Start*>(data);
    host_acquire(data);
    host_forget(data);
    delete static_cast<Start*>(data);
    t_started_here = true;
    void* result = given.routine(given.argument);
    host_release(end_of(pthread_self()));
    t_started_here = false;
    return result;
}

}  // namespace
}  // namespace syncstress::capture_layer

using namespace syncstress::capture_layer;

// The wrappers: exported under libc's names, found first because the library is preloaded.
extern "C" {

int pthread_mutex_lock(pthread_mutex_t* mutex) {
    const int result = next<MutexCall>(g_mutex_lock)(mutex);
    if (result == 0 && counted(__builtin_return_address(0))) host_acquire(mutex);
    return result;
}

int pthread_mutex_trylock(pthread_mutex_t* mutex) {
    const int result = next<MutexCall>(g_mutex_trylock)(mutex);
    if (result == 0 && counted(__builtin_return_address(0))) host_acquire(mutex);
    return result;
}

int pthread_mutex_timedlock(pthread_mutex_t* mutex, const timespec* until) {
    const int result = next<MutexTimed>(g_mutex_timedlock)(mutex, until);
    if (result == 0 && counted(__builtin_return_address(0))) host_acquire(mutex);
    return result;
}

int pthread_mutex_clocklock(pthread_mutex_t* mutex, clockid_t clock, const timespec* until) {
    const int result = next<MutexClock>(g_mutex_clocklock)(mutex, clock, until);
    if (result == 0 && counted(__builtin_return_address(0))) host_acquire(mutex);
    return result;
}

int pthread_mutex_unlock(pthread_mutex_t* mutex) {
    if (counted(__builtin_return_address(0))) host_release(mutex);
    return next<MutexCall>(g_mutex_unlock)(mutex);
}

int pthread_mutex_destroy(pthread_mutex_t* mutex) {
    if (capturing()) host_forget(mutex);
    return next<MutexCall>(g_mutex_destroy)(mutex);
}

int pthread_cond_wait(pthread_cond_t* cond, pthread_mutex_t* mutex) {
    const bool count = counted(__builtin_return_address(0));
    if (count) host_release(mutex);
    const int result = next<CondWait>(g_cond_wait)(cond, mutex);
    if (count) host_acquire(mutex);
    return result;
}

int pthread_cond_timedwait(pthread_cond_t* cond, pthread_mutex_t* mutex, const timespec* until) {
    const bool count = counted(__builtin_return_address(0));
    if (count) host_release(mutex);
    const int result = next<CondTimedWait>(g_cond_timedwait)(cond, mutex, until);
    if (count) host_acquire(mutex);
    return result;
}

int pthread_cond_clockwait(pthread_cond_t* cond, pthread_mutex_t* mutex, clockid_t clock, const timespec* until) {
    const bool count = counted(__builtin_return_address(0));
    if (count) host_release(mutex);
    const int result = next<CondClockWait>(g_cond_clockwait)(cond, mutex, clock, until);
    if (count) host_acquire(mutex);
    return result;
}

int pthread_create(pthread_t* thread, const pthread_attr_t* attributes, void* (*routine)(void*), void* argument) {
    const Create create = next<Create>(g_create);
    if (!counted(__builtin_return_address(0))) return create(thread, attributes, routine, argument);
    auto* given = new Start{routine, argument};
    host_release(given);
    const int result = create(thread, attributes, &start, given);
    if (result != 0) {
        host_forget(given);
        delete given;
    }
    return result;
}

int pthread_join(pthread_t thread, void** result) {
    const int joined = next<Join>(g_join)(thread, result);
    if (joined == 0 && counted(__builtin_return_address(0))) host_acquire(end_of(thread));
    if (joined == 0 && capturing()) host_forget(end_of(thread));
    return joined;
}

int pthread_rwlock_rdlock(pthread_rwlock_t* lock) {
    return rwlock_taken(next<RwlockCall>(g_rdlock)(lock), __builtin_return_address(0), lock, false);
}
int pthread_rwlock_tryrdlock(pthread_rwlock_t* lock) {
    return rwlock_taken(next<RwlockCall>(g_tryrdlock)(lock), __builtin_return_address(0), lock, false);
}
int pthread_rwlock_timedrdlock(pthread_rwlock_t* lock, const timespec* until) {
    return rwlock_taken(next<RwlockTimed>(g_timedrdlock)(lock, until), __builtin_return_address(0), lock, false);
}
int pthread_rwlock_clockrdlock(pthread_rwlock_t* lock, clockid_t clock, const timespec* until) {
    return rwlock_taken(next<RwlockClock>(g_clockrdlock)(lock, clock, until), __builtin_return_address(0), lock, false);
}
int pthread_rwlock_wrlock(pthread_rwlock_t* lock) {
    return rwlock_taken(next<RwlockCall>(g_wrlock)(lock), __builtin_return_address(0), lock, true);
}
int pthread_rwlock_trywrlock(pthread_rwlock_t* lock) {
    return rwlock_taken(next<RwlockCall>(g_trywrlock)(lock), __builtin_return_address(0), lock, true);
}
int pthread_rwlock_timedwrlock(pthread_rwlock_t* lock, const timespec* until) {
    return rwlock_taken(next<RwlockTimed>(g_timedwrlock)(lock, until), __builtin_return_address(0), lock, true);
}
int pthread_rwlock_clockwrlock(pthread_rwlock_t* lock, clockid_t clock, const timespec* until) {
    return rwlock_taken(next<RwlockClock>(g_clockwrlock)(lock, clock, until), __builtin_return_address(0), lock, true);
}

int pthread_rwlock_unlock(pthread_rwlock_t* lock) {
    rwlock_released(__builtin_return_address(0), lock);
    return next<RwlockCall>(g_rwlock_unlock)(lock);
}

int pthread_rwlock_destroy(pthread_rwlock_t* lock) {
    if (capturing()) {
        host_forget(lock);
        host_forget(readers_of(lock));
    }
    return next<RwlockCall>(g_rwlock_destroy)(lock);
}

[[noreturn]] void pthread_exit(void* result) {
    if (t_started_here) host_release(end_of(pthread_self()));
    next<Exit>(g_exit)(result);
    std::abort();  // libc's pthread_exit does not return
}

}  // extern "C"
