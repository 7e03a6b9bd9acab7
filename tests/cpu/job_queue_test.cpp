// The cpu backend's host-to-worker queue (core/backends/cpu/job_queue.h) on its own: order, the inline and spilled
// batches, the chunks it links and takes back, and a real worker thread sleeping and being woken.
#include "core/backends/cpu/job_queue.h"

#include <doctest/doctest.h>

#include <thread>

using namespace syncstress;
using backends::cpu::Job;
using backends::cpu::JobQueue;
using backends::cpu::ResolvedCmd;
using backends::cpu::TimelinePoint;

namespace {

ResolvedCmd fill(uint32_t value) {
    ResolvedCmd c;
    c.p0 = value;
    return c;
}

// The values a job carries, in order: its commands' p0, then its waits' and signals' values.
std::vector<uint64_t> contents(const Job& job) {
    std::vector<uint64_t> out;
    for (const auto& c : job.commands()) out.push_back(c.p0);
    for (const auto& w : job.waits()) out.push_back(w.value);
    for (const auto& s : job.signals()) out.push_back(s.value);
    return out;
}

// Consumes every published job, returning each one's first command value.
std::vector<uint32_t> drain(JobQueue& q) {
    std::vector<uint32_t> seen;
    while (Job* job = q.poll()) {
        seen.push_back(job->commands().empty() ? 0 : job->commands()[0].p0);
        q.finish();
    }
    return seen;
}

}  // namespace

TEST_CASE("cpu job queue: jobs come out in order across chunks, and only once published") {
    JobQueue q;
    CHECK(q.poll() == nullptr);
    const uint32_t n = 3 * JobQueue::k_cells_per_chunk + 5;  // pending at once: the host links chunks as it goes
    for (uint32_t i = 0; i < n; ++i) q.prepare(i).add_command(fill(i + 1));
    CHECK(q.poll() == nullptr);  // prepared, not published
    CHECK_FALSE(q.publish(n));   // nobody sleeps
    const auto seen = drain(q);
    REQUIRE(seen.size() == n);
    for (uint32_t i = 0; i < n; ++i) REQUIRE(seen[i] == i + 1);
    CHECK(q.chunks() == 4);
}

TEST_CASE("cpu job queue: a job prepared and not published is overwritten by the next submission") {
    JobQueue q;
    q.prepare(0).add_command(fill(7));
    q.prepare(1).add_command(fill(8));  // a submission of two batches that failed to resolve: nothing published
    q.prepare(0).add_command(fill(9));
    q.publish(1);
    const auto seen = drain(q);
    REQUIRE(seen.size() == 1);
    CHECK(seen[0] == 9u);
}

TEST_CASE("cpu job queue: one of each is kept inline, more spill, and a reused cell starts empty") {
    JobQueue q;
    const TimelinePoint w1{nullptr, 11}, w2{nullptr, 12}, s1{nullptr, 21};
    // Each list in turn grows past one item (a spill triggered by waits, by commands, by signals).
    Job& a = q.prepare(0);
    a.add_command(fill(1));
    a.add_wait(w1);
    a.add_signal(s1);
    Job& b = q.prepare(1);
    b.add_wait(w1);
    b.add_command(fill(1));
    b.add_wait(w2);
    b.add_signal(s1);
    Job& c = q.prepare(2);
    c.add_signal(s1);
    c.add_command(fill(1));
    c.add_command(fill(2));
    c.add_command(fill(3));
    q.publish(3);
    std::vector<std::vector<uint64_t>> got;
    while (Job* job = q.poll()) {
        got.push_back(contents(*job));
        q.finish();
    }
    REQUIRE(got.size() == 3);
    CHECK(got[0] == std::vector<uint64_t>{1, 11, 21});
    CHECK(got[1] == std::vector<uint64_t>{1, 11, 12, 21});
    CHECK(got[2] == std::vector<uint64_t>{1, 2, 3, 21});
    // Every cell of the chunk is used once more after the worker is past it: none keeps its old items.
    for (uint32_t round = 0; round < 2 * JobQueue::k_cells_per_chunk; ++round) {
        Job& j = q.prepare(0);
        CHECK(j.commands().empty());
        CHECK(j.waits().empty());
        CHECK(j.signals().empty());
        j.add_command(fill(round));
        q.publish(1);
        REQUIRE(drain(q) == std::vector<uint32_t>{round});
    }
}

// The worker that has run a chunk's last cell still reads the chunk's link to the next one: the chunk may be taken
// back only once the worker has run a cell of the next chunk. Here the worker stops at the end of a chunk and the
// host then needs two chunks more, one at a time or in one submission.
TEST_CASE("cpu job queue: a chunk is taken back only once the worker has followed its link, one job at a time") {
    JobQueue q;
    const uint32_t k = JobQueue::k_cells_per_chunk;
    for (uint32_t i = 0; i < k; ++i) {
        q.prepare(0).add_command(fill(i));
        q.publish(1);
    }
    REQUIRE(drain(q).size() == k);  // the worker stands at the end of the first chunk
    std::vector<uint32_t> want;
    for (uint32_t i = 0; i < k + 1; ++i) {
        q.prepare(0).add_command(fill(1000 + i));
        q.publish(1);
        want.push_back(1000 + i);
    }
    CHECK(drain(q) == want);
}

TEST_CASE("cpu job queue: a chunk is taken back only once the worker has followed its link, in one submission") {
    JobQueue q;
    const uint32_t k = JobQueue::k_cells_per_chunk;
    for (uint32_t i = 0; i < k; ++i) q.prepare(i).add_command(fill(i));
    q.publish(k);
    REQUIRE(drain(q).size() == k);
    std::vector<uint32_t> want;
    for (uint32_t i = 0; i < k + 1; ++i) {
        q.prepare(i).add_command(fill(1000 + i));
        want.push_back(1000 + i);
    }
    q.publish(k + 1);
    CHECK(drain(q) == want);
    CHECK(q.chunks() == 3);
}

TEST_CASE("cpu job queue: a steady stream reuses its chunks (bounded memory)") {
    JobQueue q;
    for (uint32_t i = 0; i < 100 * JobQueue::k_cells_per_chunk; ++i) {
        q.prepare(0).add_command(fill(i));
        q.publish(1);
        REQUIRE(drain(q) == std::vector<uint32_t>{i});
    }
    CHECK(q.chunks() <= 3);
}

TEST_CASE("cpu job queue: a worker thread that sleeps is woken by a publication") {
    JobQueue q;
    std::atomic<bool> stop{false};
    std::atomic<uint64_t> sum{0}, count{0};
    std::thread worker([&] {
        for (;;) {
            Job* job = q.poll();
            if (!job) {
                q.sleep([&] { return stop.load(); });
                if (stop.load() && !q.poll()) return;
                continue;
            }
            sum += job->commands()[0].p0;
            ++count;
            q.finish();
        }
    });
    uint64_t expected = 0, woken = 0;
    for (uint32_t i = 1; i <= 2000; ++i) {
        q.prepare(0).add_command(fill(i));
        expected += i;
        if (q.publish(1)) {
            ++woken;
            q.wake();
        }
        if (i % 100 == 0) std::this_thread::sleep_for(std::chrono::milliseconds(2));  // long enough to fall asleep
    }
    while (count.load() < 2000) std::this_thread::yield();
    stop = true;
    q.wake_all();
    worker.join();
    CHECK(sum.load() == expected);
    CHECK(woken > 0);  // the worker did sleep, and publications woke it
}

// A line the worker reads is a transfer from the host's core: a fill or copy with its signal (the common submission)
// must not need the cell's second line. The end of each field the worker reads, from the cell's start.
TEST_CASE("job queue: a copy's job and its signal lie in the cell's first cache line") {
    backends::cpu::Cell cell;
    cell.job.add_command(fill(7));
    cell.job.add_signal({nullptr, 1});
    const auto* base = reinterpret_cast<const char*>(&cell);
    auto end_of = [&](const auto& field) { return static_cast<size_t>(reinterpret_cast<const char*>(&field) + sizeof(field) - base); };
    const ResolvedCmd& c = cell.job.commands()[0];
    const TimelinePoint& signal = cell.job.signals()[0];
    for (size_t end : {end_of(cell.seq), end_of(c.kind), end_of(c.p0), end_of(c.dst), end_of(c.a), end_of(c.count),
                       end_of(signal.semaphore), end_of(signal.value)})
        CHECK(end <= 64);
    CHECK(cell.job.commands().data() == &c);  // inline, not spilled
}
