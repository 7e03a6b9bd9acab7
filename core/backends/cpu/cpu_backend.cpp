#include "core/backends/cpu/cpu_backend.h"

#include "core/backends/cpu/job_queue.h"
#include "core/backends/cpu/opaque_store.h"
#include "core/backends/cpu/stretches.h"
#include "core/platform/timing.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <new>
#include <system_error>
#include <cstring>
#include <mutex>
#include <thread>

#if defined(__SANITIZE_THREAD__)
#define SYNCSTRESS_TSAN 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define SYNCSTRESS_TSAN 1
#endif
#endif

#ifdef SYNCSTRESS_TSAN
extern "C" void AnnotateIgnoreReadsBegin(const char* file, int line);
extern "C" void AnnotateIgnoreReadsEnd(const char* file, int line);
extern "C" void AnnotateIgnoreWritesBegin(const char* file, int line);
extern "C" void AnnotateIgnoreWritesEnd(const char* file, int line);
#endif

namespace syncstress::backends {

namespace cpu {

// A timeline: waiters poll `value`, then block on `cv`, counted in `sleepers`; a signal stores the value and takes
// the mutex to notify only when someone sleeps (a signal per submission: the hand-off's cost). The store and
// the look at `sleepers` are sequentially consistent, as a sleeper's count and its look at the value are: one of the
// two sees the other's, so no wake-up is lost.
struct Semaphore {
    sync::SemaphoreId id = 0;
    std::atomic<uint64_t> value{0};
    std::atomic<uint32_t> sleepers{0};
    std::mutex mutex;
    std::condition_variable cv;
};

}  // namespace cpu

namespace {

// Emulated device memory is raced on purpose (that is what a broken protocol does to it), so
// ThreadSanitizer is told to ignore the commands' memory accesses and keeps watching the backend's own state.
struct IgnoreDeviceMemoryRaces {
#ifdef SYNCSTRESS_TSAN
    IgnoreDeviceMemoryRaces() {
        AnnotateIgnoreReadsBegin(__FILE__, __LINE__);
        AnnotateIgnoreWritesBegin(__FILE__, __LINE__);
    }
    ~IgnoreDeviceMemoryRaces() {
        AnnotateIgnoreWritesEnd(__FILE__, __LINE__);
        AnnotateIgnoreReadsEnd(__FILE__, __LINE__);
    }
#endif
};

using namespace std::chrono;
using sync::SemaphoreId;

// How long a waiter polls an atomic before it blocks: long enough to catch a signal that is a few
// microseconds away (a trivial submission), short enough not to starve the signaller on 2 cores.
constexpr auto k_spin_before_block = microseconds(20);
// The first part of that spin polls without yielding the core (the trivial scenario's hand-off).
constexpr auto k_spin_without_yield = microseconds(5);
// Delays of at least this long sleep; shorter ones spin, because sleep_for overshoots by ~50 us.
constexpr uint32_t k_sleep_threshold_us = 200;
// A sleeping delay wakes this often to notice that the backend is being destroyed.
constexpr auto k_abort_poll = milliseconds(10);
constexpr size_t k_host_alignment = 64;

// Aligned operator new rather than aligned_alloc, which MSVC lacks.
struct AlignedDelete {
    void operator()(uint32_t* p) const { ::operator delete (p, std::align_val_t{k_host_alignment}); }
};

struct HostArray {
    std::unique_ptr<uint32_t, AlignedDelete> data;
    uint64_t elements = 0;
};

struct Buffer {
    std::unique_ptr<uint32_t[]> data;
    uint64_t elements = 0;
};

using cpu::Job;
using cpu::ResolvedCmd;
using cpu::ResolvedOpaque;
using cpu::Semaphore;
using cpu::TimelinePoint;

struct Queue {
    cpu::JobQueue jobs;
    std::thread worker;
};

// Polls `ready` until it holds (true) or `limit` passes (false); from `yield_from` on it yields every 16 polls.
template <class Predicate>
bool spin_until(Predicate ready, steady_clock::time_point limit, steady_clock::time_point yield_from) {
    for (int i = 0;; ++i) {
        if (ready()) return true;
        if ((i & 15) == 15) {
            const auto now = steady_clock::now();
            if (now >= limit) return false;
            if (now >= yield_from) std::this_thread::yield();
        }
    }
}

// A waiter's spin of `spin` (at most k_spin_before_block) from the first look at the clock, after 16 polls, so that
// a hand-off caught at once reads no clock. It yields only after k_spin_without_yield: a yield is a system
// call of ~250 ns, and a hand-off that lands during one waits for it. On false, `began` is when the spin started.
template <class Predicate>
bool spin_for(Predicate ready, nanoseconds spin, steady_clock::time_point& began) {
    for (int i = 0; i < 16; ++i)
        if (ready()) return true;
    began = steady_clock::now();
    return spin_until(ready, began + spin, began + k_spin_without_yield);
}

template <Kernel K>
void run_kernel(const ResolvedCmd& c) {
    for (uint64_t j = 0; j < c.count; ++j) {
        const uint64_t i = c.offset + j;
        const uint32_t a = c.a ? c.a[i] : 0;
        const uint32_t b = c.b ? c.b[i] : 0;
        c.dst[i] = kernel_element(K, static_cast<uint32_t>(i), c.dst[i], a, b, c.p0, c.p1);
    }
}

void run_dispatch(const ResolvedCmd& c) {
    switch (c.kernel) {
#define SYNCSTRESS_KERNEL_CASE(name, ...)                                                                                                  \
    case Kernel::name: return run_kernel<Kernel::name>(c);
        SYNCSTRESS_KERNELS(SYNCSTRESS_KERNEL_CASE)
#undef SYNCSTRESS_KERNEL_CASE
    }
}

class CpuBackend final : public sync::Backend {
public:
    CpuBackend() {
        const sync::Availability a = probe_cpu();
        info_.name = "cpu";
        info_.device = a.device;
        info_.driver = a.driver;
        info_.api_version = a.api_version;
        info_.device_side = true;
        info_.cuda_side = true;
        info_.queue_mapping =
            "one worker thread per queue, both sides, running its submissions one after another; an unordered submission runs "
            "the commands between two barriers (or waits and signals) in a shuffled order, and every barrier is a full one";
        info_.notes.push_back("memory is plain host memory: races show only when timing lets them");
        info_.full_barriers = "every barrier is a full one on cpu (a point no command crosses)";
        info_.notes.push_back("barriers: each is a point no command crosses, whatever its stages, access classes and buffer range: a "
                              "barrier narrower than a full one orders more here than on a GPU, so a missing access class or a buffer "
                              "barrier on the wrong range cannot show in the data (the analysis still finds it)");
        info_.notes.push_back("unordered queues: submissions, and the batches between a submission's waits and signals, still run one "
                              "after another (a signal here also orders what follows it), so only commands of one stretch of one "
                              "submission are reordered");
    }

    ~CpuBackend() override { stop_workers(); }

    const sync::BackendInfo& info() const override { return info_; }

    Status create_queue(sync::QueueId id, Side, const std::string& name) override {
        if (id != queues_.size()) return make_error("cpu: queue id " + std::to_string(id) + " out of order", ErrorKind::backend_failed);
        auto q = std::make_unique<Queue>();
        Queue* raw = q.get();
        try {
            raw->worker = std::thread([this, raw] { worker_loop(*raw); });
        } catch (const std::system_error& e) {
            return make_error("cpu: queue '" + name + "': cannot start its worker thread: " + e.what(), ErrorKind::backend_failed);
        }
        queues_.push_back(std::move(q));
        return {};
    }

    Status create_buffer(sync::BufferId id, uint64_t elements, Memory, Side) override {
        if (id != buffers_.size()) return make_error("cpu: buffer id " + std::to_string(id) + " out of order", ErrorKind::backend_failed);
        Buffer b;
        b.data.reset(new (std::nothrow) uint32_t[std::max<uint64_t>(elements, 1)]());
        if (!b.data)
            return make_error("cpu: out of memory for buffer of " + std::to_string(elements) + " elements", ErrorKind::backend_failed);
        b.elements = elements;
        buffers_.push_back(std::move(b));
        return {};
    }

    Status create_host_array(sync::HostArrayId id, uint64_t elements) override {
        if (id != host_arrays_.size())
            return make_error("cpu: host array id " + std::to_string(id) + " out of order", ErrorKind::backend_failed);
        const uint64_t bytes =
            (std::max<uint64_t>(elements, 1) * sizeof(uint32_t) + k_host_alignment - 1) / k_host_alignment * k_host_alignment;
        HostArray h;
        h.data.reset(static_cast<uint32_t*>(::operator new (bytes, std::align_val_t{k_host_alignment}, std::nothrow)));
        if (!h.data)
            return make_error("cpu: out of memory for host array of " + std::to_string(elements) + " elements", ErrorKind::backend_failed);
        std::memset(h.data.get(), 0, bytes);
        h.elements = elements;
        host_arrays_.push_back(std::move(h));
        return {};
    }

    uint32_t* host_array_data(sync::HostArrayId id) override { return id < host_arrays_.size() ? host_arrays_[id].data.get() : nullptr; }

    Status create_semaphore(SemaphoreId id, uint64_t initial) override {
        if (id != semaphores_.size())
            return make_error("cpu: semaphore id " + std::to_string(id) + " out of order", ErrorKind::backend_failed);
        auto s = std::make_unique<Semaphore>();
        s->id = id;
        s->value.store(initial);
        semaphores_.push_back(std::move(s));
        return {};
    }

    Status submit(sync::QueueId queue_id, std::span<const sync::Batch> batches, const sync::SubmitFlags& flags) override {
        if (queue_id >= queues_.size())
            return make_error("cpu: submit to unknown queue " + std::to_string(queue_id), ErrorKind::backend_failed);
        Queue& q = *queues_[queue_id];
        // Every job is resolved before any is published, so that a bad command enqueues nothing of the submission.
        uint32_t n = 0;
        for (const auto& batch : batches) {
            Job& job = q.jobs.prepare(n++);
            if (!resolve(batch, job, nullptr)) [[unlikely]] {
                std::string why;
                resolve(batch, q.jobs.prepare(n - 1), &why);
                return make_error(std::move(why), ErrorKind::backend_failed);
            }
            if (!flags.ordered) shuffle_stretches(job.commands());
        }
        if (q.jobs.publish(n)) q.jobs.wake();
        return {};
    }

    // Resolved once into jobs; each submit copies them into the queue's cells with the values set.
    Result<std::unique_ptr<sync::PreparedSubmission>> prepare(sync::QueueId queue_id, std::vector<sync::Batch> batches,
                                                              const sync::SubmitFlags& flags,
                                                              std::vector<sync::BatchValue> values) override {
        // An unordered submission (an unordered queue, no-barrier) shuffles its commands as it is made: the kept batches,
        // submitted each time.
        if (!flags.ordered) return Backend::prepare(queue_id, std::move(batches), flags, std::move(values));
        if (queue_id >= queues_.size())
            return make_error("cpu: prepare for unknown queue " + std::to_string(queue_id), ErrorKind::backend_failed);
        if (auto wrong = sync::check_values(batches, values); !wrong.empty())
            return make_error(std::move(wrong), ErrorKind::backend_failed);
        std::vector<Job> jobs(batches.size());
        for (size_t i = 0; i < batches.size(); ++i) {
            std::string why;
            if (!resolve(batches[i], jobs[i], &why)) return make_error(std::move(why), ErrorKind::backend_failed);
        }
        return std::unique_ptr<sync::PreparedSubmission>(std::make_unique<Prepared>(queues_[queue_id]->jobs, std::move(jobs), values));
    }

    Result<bool> host_wait(SemaphoreId id, uint64_t value, nanoseconds timeout) override {
        if (id >= semaphores_.size())
            return make_error("cpu: host wait on unknown semaphore " + std::to_string(id), ErrorKind::backend_failed);
        return wait_value(*semaphores_[id], value, timeout);
    }

    Status host_signal(SemaphoreId id, uint64_t value) override {
        if (id >= semaphores_.size())
            return make_error("cpu: host signal of unknown semaphore " + std::to_string(id), ErrorKind::backend_failed);
        signal(*semaphores_[id], value);
        return {};
    }

    Result<uint64_t> semaphore_value(SemaphoreId id) override {
        if (id >= semaphores_.size()) return make_error("cpu: value of unknown semaphore " + std::to_string(id), ErrorKind::backend_failed);
        return semaphores_[id]->value.load(std::memory_order_acquire);
    }

    bool findings_pending() override { return any_violation_.load(std::memory_order_acquire); }

    std::vector<sync::TimelineViolation> take_violations() override {
        if (!any_violation_.load(std::memory_order_acquire)) return {};  // the common case: no lock an iteration
        std::lock_guard lock(violations_mutex_);
        any_violation_.store(false, std::memory_order_relaxed);
        return std::exchange(violations_, {});
    }

    // A worker stops within k_abort_poll: delays and waits poll abort_; a dispatch is bounded by its buffer.
    std::string abandon() override {
        stop_workers();
        return "its " + std::to_string(queues_.size()) + " queue thread(s) were stopped";
    }

private:
    // A prepared submission: its jobs resolved, and where in them each value goes (a 64-bit timeline value or a 32-bit
    // command parameter), found once.
    class Prepared final : public sync::PreparedSubmission {
    public:
        Prepared(cpu::JobQueue& queue, std::vector<Job> jobs, const std::vector<sync::BatchValue>& values)
            : queue_(queue), jobs_(std::move(jobs)) {
            for (const sync::BatchValue& v : values) targets_.push_back(target(jobs_[v.batch], v));
        }

        Status submit(std::span<const uint64_t> values) override {
            if (values.size() != targets_.size()) [[unlikely]]
                return make_error("cpu: " + std::to_string(values.size()) + " values for a prepared submission of " +
                                      std::to_string(targets_.size()),
                                  ErrorKind::backend_failed);
            for (size_t i = 0; i < values.size(); ++i) {
                if (targets_[i].timeline)
                    *targets_[i].timeline = values[i];
                else
                    *targets_[i].parameter = static_cast<uint32_t>(values[i]);
            }
            if (queue_.publish(jobs_)) queue_.wake();
            return {};
        }

    private:
        struct Target {
            uint64_t* timeline = nullptr;
            uint32_t* parameter = nullptr;
        };
        // The jobs_ are not changed after this (only their values), so the addresses hold.
        static Target target(Job& job, const sync::BatchValue& v) {
            switch (v.field) {
            case sync::BatchValue::Field::wait: return {&job.waits()[v.item].value};
            case sync::BatchValue::Field::signal: return {&job.signals()[v.item].value};
            case sync::BatchValue::Field::fill:
            case sync::BatchValue::Field::p0: return {nullptr, &job.commands()[v.item].p0};
            case sync::BatchValue::Field::p1: return {nullptr, &job.commands()[v.item].p1};
            }
            return {};
        }

        cpu::JobQueue& queue_;
        std::vector<Job> jobs_;
        std::vector<Target> targets_;
    };

    void stop_workers() {
        abort_.store(true);
        for (auto& s : semaphores_) {
            std::lock_guard lock(s->mutex);
            s->cv.notify_all();
        }
        for (auto& q : queues_) {
            q->jobs.wake_all();
            if (q->worker.joinable()) q->worker.join();
        }
    }

    // The memory of elements [offset, offset + count) of object `id`, or null when there is none; `why`, when given, then
    // says what is wrong. A submission is resolved without `why`, and again with it only to explain a failure, so that
    // a good one builds no message and passes no Result per object (the trivial scenario's hand-off).
    template <class Object>
    static uint32_t* range(const std::vector<Object>& objects, uint32_t id, uint64_t offset, uint64_t count, const char* what,
                           const char* kind, std::string* why) {
        if (id >= objects.size()) [[unlikely]] {
            if (why) *why = std::string("cpu: ") + what + ": unknown " + kind + " " + std::to_string(id);
            return nullptr;
        }
        const Object& o = objects[id];
        if (offset > o.elements || count > o.elements - offset) [[unlikely]] {
            if (why)
                *why = std::string("cpu: ") + what + ": range [" + std::to_string(offset) + ", +" + std::to_string(count) + ") outside " +
                       kind + " " + std::to_string(id) + " of " + std::to_string(o.elements) + " elements";
            return nullptr;
        }
        return o.data.get();
    }
    uint32_t* buffer_range(sync::BufferId id, uint64_t offset, uint64_t count, const char* what, std::string* why) const {
        return range(buffers_, id, offset, count, what, "buffer", why);
    }

    bool timeline_point(const sync::SemaphoreValue& v, TimelinePoint& p, std::string* why) const {
        if (v.semaphore >= semaphores_.size()) [[unlikely]] {
            if (why) *why = "cpu: unknown semaphore " + std::to_string(v.semaphore);
            return false;
        }
        p = TimelinePoint{semaphores_[v.semaphore].get(), v.value};
        return true;
    }

    // A transfer (copy, upload, download) copies `count` elements from src+src_offset to dst+dst_offset.
    template <class Src, class Dst, class Cmd>
    static bool transfer(const std::vector<Src>& srcs, const char* src_kind, const std::vector<Dst>& dsts, const char* dst_kind,
                         const Cmd& c, const char* what, ResolvedCmd& r, std::string* why) {
        const uint32_t* src = range(srcs, c.src, c.src_offset, c.count, what, src_kind, why);
        if (!src) return false;
        uint32_t* dst = range(dsts, c.dst, c.dst_offset, c.count, what, dst_kind, why);
        if (!dst) return false;
        r.kind = ResolvedCmd::Kind::copy;
        r.dst = dst + c.dst_offset;
        r.a = src + c.src_offset;
        r.count = c.count;
        return true;
    }

    // Resolves the batch into `job`: false at a bad id or range, which `why` (when given) then names.
    bool resolve(const sync::Batch& batch, Job& job, std::string* why) {
        TimelinePoint p;
        for (const auto& w : batch.waits) {
            if (!timeline_point(w, p, why)) return false;
            job.add_wait(p);
        }
        for (const auto& command : batch.commands) {
            ResolvedCmd r;
            if (!std::visit([&](const auto& c) { return resolve_command(c, r, why); }, command)) return false;
            job.add_command(r);
        }
        for (const auto& sv : batch.signals) {
            if (!timeline_point(sv, p, why)) return false;
            job.add_signal(p);
        }
        return true;
    }

    bool resolve_command(const sync::FillCmd& c, ResolvedCmd& r, std::string* why) {
        uint32_t* dst = buffer_range(c.dst, c.offset, c.count, "fill", why);
        if (!dst) return false;
        r.kind = ResolvedCmd::Kind::copy;
        r.dst = dst + c.offset;
        r.count = c.count;
        r.p0 = c.value;
        return true;
    }
    bool resolve_command(const sync::CopyCmd& c, ResolvedCmd& r, std::string* why) {
        return transfer(buffers_, "buffer", buffers_, "buffer", c, "copy", r, why);
    }
    bool resolve_command(const sync::UploadCmd& c, ResolvedCmd& r, std::string* why) {
        return transfer(host_arrays_, "host array", buffers_, "buffer", c, "upload", r, why);
    }
    bool resolve_command(const sync::DownloadCmd& c, ResolvedCmd& r, std::string* why) {
        return transfer(buffers_, "buffer", host_arrays_, "host array", c, "download", r, why);
    }
    bool resolve_command(const sync::DispatchCmd& c, ResolvedCmd& r, std::string* why) {
        r.kind = ResolvedCmd::Kind::dispatch;
        r.kernel = c.kernel;
        r.offset = c.offset;
        r.count = c.count;
        r.p0 = c.p0;
        r.p1 = c.p1;
        r.dst = buffer_range(c.dst, c.offset, c.count, "dispatch", why);
        if (!r.dst) return false;
        if (sync::kernel_reads_a(c.kernel) && !(r.a = buffer_range(c.a, c.offset, c.count, "dispatch", why))) return false;
        if (sync::kernel_reads_b(c.kernel) && !(r.b = buffer_range(c.b, c.offset, c.count, "dispatch", why))) return false;
        return true;
    }
    bool resolve_command(const sync::OpaqueCmd& c, ResolvedCmd& r, std::string* why) {
        ResolvedOpaque o{c.id, {}, {}, 0};
        for (const auto& x : c.reads) {
            const uint32_t* data = buffer_range(x.buffer, x.offset, x.count, "opaque kernel", why);
            if (!data) return false;
            o.reads.push_back({data + x.offset, x.count});
        }
        for (const auto& x : c.writes) {
            uint32_t* data = buffer_range(x.buffer, x.offset, x.count, "opaque kernel", why);
            if (!data) return false;
            o.writes.push_back({data + x.offset, x.count});
            o.longest = std::max(o.longest, x.count);
        }
        r.kind = ResolvedCmd::Kind::opaque;
        r.opaque = opaque_.keep(std::move(o));
        return true;
    }
    bool resolve_command(const sync::DelayCmd& c, ResolvedCmd& r, std::string*) {
        r.kind = ResolvedCmd::Kind::delay;
        r.p0 = c.us;
        return true;
    }
    // Every barrier is a full one here (the notes say so): its scopes and its range need no resolving. A buffer barrier's
    // range is checked all the same, as a command's would be, so that a bad one is refused on every backend.
    bool resolve_command(const sync::BarrierCmd& c, ResolvedCmd& r, std::string* why) {
        if (c.buffer != sync::BarrierCmd::k_all_memory && !buffer_range(c.buffer, c.offset, c.count, "barrier", why)) return false;
        r.kind = ResolvedCmd::Kind::barrier;
        return true;
    }

    // An unordered submission (an unordered queue; the fault no-barrier, whose batches then hold no barrier): each
    // stretch between two barriers shuffled (stretches.h).
    void shuffle_stretches(std::span<ResolvedCmd> commands) { cpu::shuffle_stretches(commands, shuffle_state_); }

    // Waits until the semaphore reaches `value`, the timeout passes, or the backend is destroyed. A value already
    // reached costs no clock read.
    bool wait_value(Semaphore& s, uint64_t value, nanoseconds timeout) {
        auto reached = [&] { return s.value.load(std::memory_order_acquire) >= value; };
        steady_clock::time_point began;
        if (spin_for([&] { return reached() || abort_.load(std::memory_order_relaxed); },
                     std::min(timeout, nanoseconds(k_spin_before_block)), began))
            return reached();
        const auto deadline = began + timeout;
        std::unique_lock lock(s.mutex);
        s.sleepers.fetch_add(1, std::memory_order_seq_cst);
        s.cv.wait_until(lock, deadline,
                        [&] { return s.value.load(std::memory_order_seq_cst) >= value || abort_.load(std::memory_order_relaxed); });
        s.sleepers.fetch_sub(1, std::memory_order_relaxed);
        return reached();
    }

    void signal(Semaphore& s, uint64_t value) {
        const uint64_t current = s.value.exchange(value, std::memory_order_seq_cst);
        // Set anyway: a timeline going backwards is the driver behaviour the tool hunts, so it must show.
        if (value <= current) {
            std::lock_guard vlock(violations_mutex_);
            violations_.push_back({s.id, current, value});
            any_violation_.store(true, std::memory_order_release);
        }
        if (s.sleepers.load(std::memory_order_seq_cst) == 0) return;
        std::lock_guard lock(s.mutex);
        s.cv.notify_all();
    }

    void delay(uint32_t us) {
        const auto deadline = steady_clock::now() + microseconds(us);
        if (us < k_sleep_threshold_us) {
            spin_until([] { return false; }, deadline, steady_clock::time_point());
            return;
        }
        while (!abort_.load(std::memory_order_relaxed)) {
            const auto now = steady_clock::now();
            if (now >= deadline) return;
            platform::sleep_for(std::min<steady_clock::duration>(deadline - now, k_abort_poll));
        }
    }

    void run(const ResolvedCmd& c) {
        [[maybe_unused]] const IgnoreDeviceMemoryRaces ignore;
        switch (c.kind) {
        case ResolvedCmd::Kind::copy:
            if (c.a)
                std::memmove(c.dst, c.a, c.count * sizeof(uint32_t));
            else
                std::fill_n(c.dst, c.count, c.p0);
            return;
        case ResolvedCmd::Kind::dispatch: return run_dispatch(c);
        case ResolvedCmd::Kind::delay: return delay(c.p0);
        case ResolvedCmd::Kind::barrier: return;  // the worker runs a job's commands one after another
        case ResolvedCmd::Kind::opaque: return run_opaque(c.opaque->id, c.opaque->reads, c.opaque->writes, 0, c.opaque->longest);
        }
    }

    // The queue's next job, once the host has published one; null when the backend is stopped.
    Job* next_job(Queue& q) {
        auto stopped = [&] { return abort_.load(std::memory_order_relaxed); };
        if (Job* job = q.jobs.poll()) return job;
        steady_clock::time_point began;
        if (!spin_for([&] { return q.jobs.poll() != nullptr || stopped(); }, k_spin_before_block, began)) q.jobs.sleep(stopped);
        return stopped() ? nullptr : q.jobs.poll();
    }

    void worker_loop(Queue& q) {
        while (Job* job = next_job(q)) {
            for (const auto& w : job->waits())
                while (!wait_value(*w.semaphore, w.value, k_abort_poll * 100))
                    if (abort_.load()) return;
            if (abort_.load()) return;
            for (const auto& c : job->commands()) run(c);
            for (const auto& s : job->signals()) signal(*s.semaphore, s.value);
            q.jobs.finish();
        }
    }

    sync::BackendInfo info_;
    std::atomic<bool> abort_{false};
    std::vector<std::unique_ptr<Queue>> queues_;
    std::vector<Buffer> buffers_;
    std::vector<HostArray> host_arrays_;
    std::vector<std::unique_ptr<Semaphore>> semaphores_;
    uint64_t shuffle_state_ = 0x5eed;
    std::mutex violations_mutex_;
    cpu::OpaqueStore opaque_;
    std::vector<sync::TimelineViolation> violations_;
    std::atomic<bool> any_violation_{false};  // violations_ is not empty (set and cleared under the mutex)
};

}  // namespace

sync::Availability probe_cpu() {
    sync::Availability a;
    a.available = true;
    a.device = "host CPU (" + std::to_string(std::max(1u, std::thread::hardware_concurrency())) + " threads)";
    a.driver = "syncstress emulation";
    a.api_version = "emulated";
    return a;
}

Result<std::unique_ptr<sync::Backend>> create_cpu_backend(const sync::BackendOptions&) {
    return std::unique_ptr<sync::Backend>(std::make_unique<CpuBackend>());
}

}  // namespace syncstress::backends
