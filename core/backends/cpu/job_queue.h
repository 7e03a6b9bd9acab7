// The queue between the host thread and a cpu-backend worker: one producer (the host, which submits), one consumer
// (the queue's worker thread), no lock on either side while work keeps coming.
//
// Why this shape (the trivial scenario's hand-off). Between two cores every cache line that one side writes
// and the other reads costs a transfer, and on the machines measured a transfer is 100-200 ns: the hand-off's cost is
// the number of lines that cross, not the instructions. So a job is one cell of two cache lines that holds the
// common batch inline (at most one wait, one command and one signal) and the worker finds it by its sequence number,
// written last into the cell itself: a submission moves the cell's lines and nothing else. A larger batch spills
// into vectors the cell owns (kept with their capacity, so that a steady stream allocates nothing). Cells come in
// chunks that the host links as it needs them (a queue waiting for a semaphore may have any number of submissions
// pending: submit never blocks) and takes back once the worker is past them; it reads the worker's progress only then,
// once a chunk.
#pragma once

#include "core/common/types.h"
#include "core/platform/threads.h"

#include <array>
#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <memory>
#include <mutex>
#include <span>
#include <vector>

namespace syncstress::backends::cpu {

// One command with its ids resolved to memory, so that workers never touch the resource tables (which the host
// thread may grow while they run). What a copy, a fill or a delay runs with comes first (up to `count`), a dispatch's
// own fields after: in a cell, the first part shares the cache line of the sequence number (see Job). A barrier runs
// nothing: it is where an unordered submission's shuffle stops (a stretch's end), kept in place so that the indices of
// a prepared submission's values hold.
struct ResolvedOpaque;  // opaque_store.h

struct ResolvedCmd {
    enum class Kind : uint8_t { copy, dispatch, delay, barrier, opaque } kind = Kind::copy;
    Kernel kernel = Kernel::copy;
    uint32_t p0 = 0;  // dispatch parameter; delay: microseconds; copy fill: the value (a = null)
    uint32_t* dst = nullptr;
    union {
        const uint32_t* a = nullptr;   // copy, dispatch: the source
        const ResolvedOpaque* opaque;  // opaque: its ranges
    };
    uint64_t count = 0;
    uint32_t p1 = 0;  // dispatch parameter
    const uint32_t* b = nullptr;
    uint64_t offset = 0;  // dispatch: first element index (kernels see absolute indices)
};

struct Semaphore;

struct TimelinePoint {
    Semaphore* semaphore;
    uint64_t value;
};

// One batch, as the host writes it and the worker runs it: wait for every wait, run the commands, signal.
class Job {
public:
    void clear() {
        spilled_ = false;
        counts_ = {};
    }
    void add_wait(TimelinePoint p) { add(kWaits, p, wait_, &Spill::waits); }
    void add_signal(TimelinePoint p) { add(kSignals, p, signal_, &Spill::signals); }
    void add_command(const ResolvedCmd& c) { add(kCommands, c, command_, &Spill::commands); }

    std::span<const TimelinePoint> waits() const { return view(kWaits, wait_, &Spill::waits); }
    std::span<const TimelinePoint> signals() const { return view(kSignals, signal_, &Spill::signals); }
    std::span<const ResolvedCmd> commands() const { return view(kCommands, command_, &Spill::commands); }
    std::span<ResolvedCmd> commands() { return spilled_ ? std::span(spill_->commands) : std::span(&command_, counts_[kCommands]); }
    std::span<TimelinePoint> waits() { return spilled_ ? std::span(spill_->waits) : std::span(&wait_, counts_[kWaits]); }
    std::span<TimelinePoint> signals() { return spilled_ ? std::span(spill_->signals) : std::span(&signal_, counts_[kSignals]); }

    // Takes over `from`'s items, writing this job without reading it (a cell the worker has read would have to come
    // back from the worker's core before a read); spilled items are handed over by swapping the vectors.
    void take(Job& from) {
        spilled_ = from.spilled_;
        counts_ = from.counts_;
        if (from.spilled_) {
            std::swap(spill_, from.spill_);
            return;
        }
        if (from.counts_[kWaits]) wait_ = from.wait_;
        if (from.counts_[kCommands]) command_ = from.command_;
        if (from.counts_[kSignals]) signal_ = from.signal_;
    }

    // Copies `from`'s items (a prepared submission's job, published again and again). The common inline job is written
    // without reading this one, as take() does; a spilled job is copied into this job's vectors, which keep their
    // capacity (that copy reads their headers: the rare large batch, as in take()'s swap).
    void copy(const Job& from) {
        spilled_ = from.spilled_;
        counts_ = from.counts_;
        if (from.spilled_) {
            if (!spill_) spill_ = std::make_unique<Spill>();
            *spill_ = *from.spill_;
            return;
        }
        if (from.counts_[kWaits]) wait_ = from.wait_;
        if (from.counts_[kCommands]) command_ = from.command_;
        if (from.counts_[kSignals]) signal_ = from.signal_;
    }

private:
    enum List : uint8_t { kWaits, kCommands, kSignals };
    struct Spill {
        std::vector<TimelinePoint> waits;
        std::vector<ResolvedCmd> commands;
        std::vector<TimelinePoint> signals;
    };
    template <class T>
    using SpillList = std::vector<T> Spill::*;

    // The first item of each list is kept inline; the second moves the whole job into the spill vectors.
    template <class T>
    void add(List list, const T& item, T& inline_item, SpillList<T> spilled) {
        if (!spilled_ && counts_[list] == 1) move_to_spill();
        if (spilled_) {
            ((*spill_).*spilled).push_back(item);
        } else {
            inline_item = item;
            counts_[list] = 1;
        }
    }

    void move_to_spill() {
        if (!spill_) spill_ = std::make_unique<Spill>();
        Spill& s = *spill_;
        s.waits.clear();
        s.commands.clear();
        s.signals.clear();
        if (counts_[kWaits]) s.waits.push_back(wait_);
        if (counts_[kCommands]) s.commands.push_back(command_);
        if (counts_[kSignals]) s.signals.push_back(signal_);
        spilled_ = true;
    }

    template <class T>
    std::span<const T> view(List list, const T& inline_item, SpillList<T> spilled) const {
        return spilled_ ? std::span<const T>((*spill_).*spilled) : std::span<const T>(&inline_item, counts_[list]);
    }

    // In this order so that a cell's first cache line holds the common job whole (a line the worker reads is a
    // transfer from the host's core): the lists' counts, the signal (every submission signals its queue's
    // progress) and the command up to what a copy or a fill needs (ResolvedCmd); a dispatch's own fields and a wait
    // are in the second line.
    bool spilled_ = false;
    std::array<uint8_t, 3> counts_{};  // inline items per list (0 or 1) while not spilled
    TimelinePoint signal_{};
    ResolvedCmd command_;
    TimelinePoint wait_{};
    std::unique_ptr<Spill> spill_;  // kept across reuses: its vectors keep their capacity
};

// A job in the queue: ready for the worker once `seq` holds the job's sequence number (1, 2, ...).
struct alignas(64) Cell {
    std::atomic<uint64_t> seq{0};
    Job job;
};
static_assert(sizeof(Cell) == 128, "a cell is two cache lines: what one submission of the common batch moves");

class JobQueue {
public:
    static constexpr uint32_t k_cells_per_chunk = 64;

    JobQueue() { write_chunk_ = read_chunk_ = new_chunk(1); }

    // --- the host's side
    // The job to fill for the `n`-th cell after the last published one (n = 0 the next), valid until the next call. It
    // is the host's own (written into its cell by publish()), so that filling it reads nothing the worker has touched.
    // A job handed out but not published is overwritten by the next call: a submission that fails to resolve publishes
    // nothing.
    Job& prepare(uint32_t n) {
        while (staging_.size() <= n) staging_.emplace_back();
        staging_[n].clear();
        return staging_[n];
    }
    // Hands the first `n` prepared jobs to the worker, in order. Returns true when the worker may be asleep and must be
    // woken (wake()). The look at its flag must come after the hand-off: where the platform has a heavy barrier, the
    // worker passes it between raising the flag and its last look for work (sleep()), and a compiler barrier is enough
    // here, so that the host does not wait for the cell to cross to the worker's core; elsewhere both sides use full
    // fences. Either way a worker going to sleep either sees the jobs or is seen asleep.
    bool publish(uint32_t n) {
        return publish_each(n, [&](Job& cell, uint32_t i) { cell.take(staging_[i]); });
    }
    // Hands copies of `jobs` to the worker, in order, as publish(n) hands prepared ones (a prepared submission's jobs).
    bool publish(std::span<const Job> jobs) {
        return publish_each(static_cast<uint32_t>(jobs.size()), [&](Job& cell, uint32_t i) { cell.copy(jobs[i]); });
    }
    void wake() {
        std::lock_guard lock(mutex_);
        cv_.notify_one();
    }

    // The chunks allocated so far (a steady stream reuses two).
    size_t chunks() const { return owned_.size(); }

    // --- the worker's side
    // The next job once it is published, else null.
    Job* poll() {
        if (read_index_ == k_cells_per_chunk) {
            Chunk* next = read_chunk_->next.load(std::memory_order_acquire);
            if (!next) return nullptr;
            read_chunk_ = next;
            read_index_ = 0;
        }
        Cell& c = read_chunk_->cells[read_index_];
        return c.seq.load(std::memory_order_acquire) == read_seq_ ? &c.job : nullptr;
    }
    // The job poll() returned has run: its cell may be reused once the worker is past its chunk.
    void finish() {
        done_.store(read_seq_, std::memory_order_release);
        ++read_seq_;
        ++read_index_;
    }
    // Blocks until poll() has a job or `stop()` holds; call after spinning on poll().
    template <class Stop>
    void sleep(Stop stop) {
        std::unique_lock lock(mutex_);
        sleeping_.fetch_add(1, std::memory_order_seq_cst);
        if (asymmetric_) platform::heavy_barrier();
        cv_.wait(lock, [&] { return poll_seq_cst() || stop(); });
        sleeping_.fetch_sub(1, std::memory_order_relaxed);
    }
    // Wakes a sleeping worker to look at its stop condition.
    void wake_all() {
        std::lock_guard lock(mutex_);
        cv_.notify_all();
    }

private:
    struct Chunk {
        std::array<Cell, k_cells_per_chunk> cells;
        std::atomic<Chunk*> next{nullptr};
        uint64_t first_seq = 0;  // host only: the sequence number of cells[0]
    };

    // publish(): `fill(job, i)` writes the i-th job into its cell, then the cell is handed over.
    template <class Fill>
    bool publish_each(uint32_t n, Fill fill) {
        for (uint32_t i = 0; i < n; ++i) {
            if (write_index_ == k_cells_per_chunk) {
                write_chunk_ = chunk_after(write_chunk_);
                write_index_ = 0;
            }
            Cell& c = write_chunk_->cells[write_index_++];
            fill(c.job, i);
            // Orders as constants: with an order known only at run time, GCC emits the strongest.
            if (i + 1 == n && !asymmetric_)
                c.seq.store(next_seq_++, std::memory_order_seq_cst);
            else
                c.seq.store(next_seq_++, std::memory_order_release);
        }
        if (!asymmetric_) return sleeping_.load(std::memory_order_seq_cst) != 0;
        std::atomic_signal_fence(std::memory_order_seq_cst);
        return sleeping_.load(std::memory_order_relaxed) != 0;
    }

    Chunk* new_chunk(uint64_t first_seq) {
        owned_.push_back(std::make_unique<Chunk>());
        owned_.back()->first_seq = first_seq;
        in_use_.push_back(owned_.back().get());
        return owned_.back().get();
    }

    Chunk* chunk_after(Chunk* chunk) {
        Chunk* next = chunk->next.load(std::memory_order_relaxed);  // only the host links chunks
        return next ? next : link_after(chunk);
    }

    // Links a chunk after `last` (the newest): the oldest one when the worker is past it (it has finished a cell of
    // the chunk after it, so it no longer reads the old chunk's link), else a new one. The worker's progress is read
    // here only, once a chunk.
    Chunk* link_after(Chunk* last) {
        const uint64_t first_seq = last->first_seq + k_cells_per_chunk;
        Chunk* chunk = nullptr;
        Chunk* oldest = in_use_.front();
        const uint64_t past = oldest->first_seq + k_cells_per_chunk;
        if (oldest != last && done_seen_ < past) done_seen_ = done_.load(std::memory_order_acquire);
        if (oldest != last && done_seen_ >= past) {
            in_use_.pop_front();
            oldest->next.store(nullptr, std::memory_order_relaxed);
            oldest->first_seq = first_seq;
            in_use_.push_back(oldest);
            chunk = oldest;
        } else {
            chunk = new_chunk(first_seq);
        }
        last->next.store(chunk, std::memory_order_release);
        return chunk;
    }

    bool poll_seq_cst() {
        if (read_index_ == k_cells_per_chunk) {
            Chunk* next = read_chunk_->next.load(std::memory_order_seq_cst);
            if (!next) return false;
            read_chunk_ = next;
            read_index_ = 0;
        }
        return read_chunk_->cells[read_index_].seq.load(std::memory_order_seq_cst) == read_seq_;
    }

    const bool asymmetric_ = platform::heavy_barrier_available();  // see publish()

    // host only
    Chunk* write_chunk_ = nullptr;
    uint64_t write_index_ = 0;  // the next cell to publish in write_chunk_; k_cells_per_chunk: the next chunk's first
    uint64_t next_seq_ = 1;
    uint64_t done_seen_ = 0;
    std::vector<Job> staging_;   // prepare()'s jobs (a vector: indexing a deque was measurable)
    std::deque<Chunk*> in_use_;  // oldest first
    std::vector<std::unique_ptr<Chunk>> owned_;

    // worker only
    alignas(64) Chunk* read_chunk_ = nullptr;
    uint64_t read_index_ = 0;
    uint64_t read_seq_ = 1;

    // shared
    alignas(64) std::atomic<uint64_t> done_{0};  // the sequence number of the last job the worker finished
    alignas(64) std::atomic<uint32_t> sleeping_{0};
    std::mutex mutex_;
    std::condition_variable cv_;
};

}  // namespace syncstress::backends::cpu
