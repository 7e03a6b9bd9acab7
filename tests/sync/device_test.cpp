// The sync protocol of sync::Device on the CPU backend: batches, progress, sync, direct paths,
// the watchdog's state, recovery and a destructor that never hangs.
#include "device_fixture.h"
#include "tests/common/skip.h"
#include "tests/common/thread_count.h"
#include "tests/sync/last_batch_progress.h"

#include <thread>

using namespace syncstress;
using namespace syncstress::testing;
using namespace std::chrono;
using sync::QueueOp;
using sync::WaitStatus;

namespace {
constexpr uint64_t k_n = 64;
}

TEST_CASE("faults: names round-trip and sets print in table order") {
    CHECK(sync::all_faults().size() == 6);
    for (sync::Fault f : sync::all_faults()) {
        const auto parsed = sync::parse_fault(sync::to_string(f));
        REQUIRE(parsed.has_value());
        CHECK(*parsed == f);
    }
    CHECK(std::string(sync::to_string(sync::Fault::deferred_sync)) == "deferred-sync");
    CHECK(std::string(sync::to_string(sync::Fault::lost_signal)) == "lost-signal");
    CHECK_FALSE(sync::parse_fault("deferred_sync").has_value());
    CHECK_FALSE(sync::parse_fault("").has_value());
    sync::FaultSet set;
    CHECK(sync::to_string(set).empty());
    set.add(sync::Fault::no_barrier);
    set.add(sync::Fault::deferred_sync);
    CHECK(sync::to_string(set) == "deferred-sync,no-barrier");
}

TEST_CASE("device: submit splits ops into batches at waits after work and after signals") {
    RecordingBackend* rec = nullptr;
    auto d = make_device({}, &rec);
    const auto q = must(d->create_queue(Side::device, "q"));       // its progress is backend semaphore 0
    const auto t = must(d->create_semaphore("t", 1));               // backend 1
    const auto u = must(d->create_semaphore("u", 0));               // backend 2
    const auto b = must(d->create_buffer("b", k_n, Memory::device, Side::device));
    const sync::FillCmd fill{b, 0, k_n, 1u};
    submit(*d, q, {sync::WaitOp{t, 1}, fill, fill, sync::SignalOp{u, 1}, fill, sync::WaitOp{t, 1}, sync::WaitOp{t, 1},
                   fill, sync::SignalOp{u, 2}});
    REQUIRE(rec->submissions.size() == 1);
    const auto& batches = rec->submissions[0].batches;
    REQUIRE(batches.size() == 3);
    CHECK(batches[0].waits.size() == 1);
    CHECK(batches[0].waits[0].semaphore == 1);
    CHECK(batches[0].commands.size() == 2);
    REQUIRE(batches[0].signals.size() == 1);
    CHECK(batches[0].signals[0].semaphore == 2);
    CHECK(batches[1].waits.empty());
    CHECK(batches[1].commands.size() == 1);
    CHECK(batches[1].signals.empty());
    CHECK(batches[2].waits.size() == 2);
    CHECK(batches[2].commands.size() == 1);
    REQUIRE(batches[2].signals.size() == 2);
    CHECK(batches[2].signals[0].semaphore == 2);
    CHECK(batches[2].signals[0].value == 2u);
    CHECK(batches[2].signals[1].semaphore == 0);  // the queue's progress, last
    CHECK(batches[2].signals[1].value == 1u);
    CHECK(rec->submissions[0].flags.ordered);
    REQUIRE(must(d->host_wait(u, 2, k_timeout)) == WaitStatus::done);
}

TEST_CASE("device: every submission signals the next progress value of its queue") {
    RecordingBackend* rec = nullptr;
    auto d = make_device({}, &rec);
    const auto a = must(d->create_queue(Side::device, "a"));
    const auto c = must(d->create_queue(Side::cuda, "c"));
    const auto b = must(d->create_buffer("b", k_n, Memory::shared, Side::device));
    for (int i = 0; i < 3; ++i) submit(*d, a, {sync::FillCmd{b, 0, k_n, 1u}}, 10 + i);
    submit(*d, c, {}, 20);  // an empty submission still signals
    REQUIRE(rec->submissions.size() == 4);
    for (size_t i = 0; i < 3; ++i) {
        const auto& s = rec->submissions[i].batches.back().signals;
        REQUIRE(s.size() == 1);
        CHECK(s[0].semaphore == 0);
        CHECK(s[0].value == i + 1);
    }
    CHECK(rec->submissions[3].batches.back().signals[0].semaphore == 1);
    CHECK(rec->submissions[3].batches.back().signals[0].value == 1u);
    REQUIRE(must(d->wait_idle(k_timeout)) == WaitStatus::done);
    const auto st = d->state();
    REQUIRE(st.queues.size() == 2);
    CHECK(st.queues[0].name == "a");
    CHECK(st.queues[0].submitted == 3u);
    CHECK(st.queues[0].finished == 3u);
    CHECK(st.queues[0].last_finished_tag == 12u);
    CHECK_FALSE(st.queues[0].blocked_tag.has_value());
    CHECK(st.queues[1].side == Side::cuda);
    CHECK(st.queues[1].last_finished_tag == 20u);
}

TEST_CASE("device: sync orders a queue after another's earlier work, both directions across sides") {
    RecordingBackend* rec = nullptr;
    auto d = make_device({}, &rec);
    const auto dev = must(d->create_queue(Side::device, "dev"));
    const auto cu = must(d->create_queue(Side::cuda, "cu"));
    const auto s = must(d->create_buffer("s", k_n, Memory::shared, Side::device));
    const auto t = must(d->create_buffer("t", k_n, Memory::shared, Side::device));
    const auto h = must(d->create_host_array("h", k_n));
    // cuda -> device: without the sync the copy would run long before the slow fill.
    submit(*d, cu, {sync::DelayCmd{100000}, sync::FillCmd{s, 0, k_n, 5u}});
    must(d->sync(dev, cu, 1));
    const auto& sync_batches = rec->submissions.back().batches;
    REQUIRE(sync_batches.size() == 1);
    REQUIRE(sync_batches[0].waits.size() == 1);
    CHECK(sync_batches[0].waits[0].semaphore == 1);  // cu's progress
    CHECK(sync_batches[0].waits[0].value == 1u);
    CHECK(sync_batches[0].commands.empty());
    submit(*d, dev, {sync::CopyCmd{s, t, 0, 0, k_n}});
    CHECK(read_first(*d, dev, t, h, k_n) == 5u);
    // device -> cuda.
    submit(*d, dev, {sync::DelayCmd{100000}, sync::FillCmd{t, 0, k_n, 6u}});
    must(d->sync(cu, dev, 2));
    submit(*d, cu, {sync::CopyCmd{t, s, 0, 0, k_n}});
    CHECK(read_first(*d, cu, s, h, k_n) == 6u);
}

TEST_CASE("device: read and write are ordered after everything submitted to their queue") {
    auto d = make_device();
    const auto q = must(d->create_queue(Side::device, "q"));
    const auto x = must(d->create_buffer("x", k_n, Memory::device, Side::device));
    const auto in = must(d->create_host_array("in", k_n));
    const auto out = must(d->create_host_array("out", k_n));
    submit(*d, q, {sync::DelayCmd{50000}, sync::FillCmd{x, 0, k_n, 9u}});
    CHECK(read_first(*d, q, x, out, k_n) == 9u);

    submit(*d, q, {sync::DelayCmd{50000}, sync::DownloadCmd{x, out, 0, 0, k_n}});
    std::fill(d->host_data(in).begin(), d->host_data(in).end(), 7u);
    REQUIRE(must(d->write(q, sync::UploadCmd{in, x, 0, 0, k_n}, k_timeout, 0)) == WaitStatus::done);
    CHECK(d->host_data(out)[0] == 9u);  // the earlier download saw the old contents
    CHECK(read_first(*d, q, x, out, k_n) == 7u);
}

TEST_CASE("device: ranges and ids are checked, and errors name the object") {
    auto d = make_device();
    const auto q = must(d->create_queue(Side::device, "q"));
    const auto x = must(d->create_buffer("x", k_n, Memory::device, Side::device));
    auto st = d->submit(q, std::vector<QueueOp>{sync::FillCmd{x, 10, k_n, 1u}}, 0);
    REQUIRE_FALSE(st.ok());
    CHECK(st.error().message.find("'x'") != std::string::npos);
    CHECK_FALSE(d->submit(3, {}, 0).ok());
    CHECK_FALSE(d->submit(q, std::vector<QueueOp>{sync::WaitOp{5, 1}}, 0).ok());
    CHECK_FALSE(d->read(q, sync::DownloadCmd{x, 9, 0, 0, 1}, k_timeout, 0).ok());
    CHECK_FALSE(d->sync(q, 4, 0).ok());
    CHECK(d->host_data(3).empty());
    // A failed submission leaves the progress count as it was.
    CHECK(d->state().queues[0].submitted == 0u);
    REQUIRE(must(d->wait_idle(k_timeout)) == WaitStatus::done);
}

TEST_CASE("device: state() of a stuck device names the blocked submissions and what they wait for") {
    auto d = make_device();
    const auto torch = must(d->create_queue(Side::cuda, "torch"));
    const auto dev = must(d->create_queue(Side::device, "dev"));
    const auto t = must(d->create_semaphore("t", 0));
    submit(*d, torch, {}, 5);
    REQUIRE(must(d->wait_queue_idle(torch, k_timeout)) == WaitStatus::done);
    submit(*d, torch, {sync::WaitOp{t, 3}}, 7);
    must(d->sync(dev, torch, 9));
    const auto start = steady_clock::now();
    CHECK(must(d->wait_queue_idle(dev, milliseconds(50))) == WaitStatus::timed_out);
    CHECK(steady_clock::now() - start >= milliseconds(50));

    const auto st = d->state();
    REQUIRE(st.queues.size() == 2);
    const auto& tq = st.queues[0];
    CHECK(tq.submitted == 2u);
    CHECK(tq.finished == 1u);
    CHECK(tq.last_finished_tag == 5u);
    CHECK(tq.blocked_tag == 7u);
    REQUIRE(tq.waiting_for.size() == 1);
    CHECK(tq.waiting_for[0] == "t >= 3 (now 0)");
    const auto& dq = st.queues[1];
    CHECK_FALSE(dq.last_finished_tag.has_value());
    CHECK(dq.blocked_tag == 9u);
    REQUIRE(dq.waiting_for.size() == 1);
    CHECK(dq.waiting_for[0] == "progress of queue torch >= 2 (now 1)");

    REQUIRE(st.semaphores.size() == 3);  // t, then each queue's progress
    CHECK(st.semaphores[0].name == "t");
    CHECK(st.semaphores[0].value == 0u);
    CHECK(st.semaphores[0].awaited == std::vector<uint64_t>{3});
    CHECK(st.semaphores[1].name == "progress of queue torch");
    CHECK(st.semaphores[1].awaited == std::vector<uint64_t>{2});
    CHECK(st.semaphores[2].name == "progress of queue dev");
    CHECK(st.semaphores[2].awaited == std::vector<uint64_t>{1});  // the host's timed-out wait

    must(d->recover());
    REQUIRE(must(d->wait_idle(k_timeout)) == WaitStatus::done);
    CHECK(must(d->host_wait(t, 3, milliseconds(0))) == WaitStatus::done);
    const auto after = d->state();
    CHECK_FALSE(after.queues[0].blocked_tag.has_value());
    CHECK(after.queues[0].last_finished_tag == 7u);
    CHECK(after.semaphores[0].awaited.empty());
    CHECK(d->take_violations().empty());
}

TEST_CASE("device: recover() unblocks a stuck queue and a queue synced after it") {
    auto d = make_device();
    const auto a = must(d->create_queue(Side::device, "a"));
    const auto b = must(d->create_queue(Side::device, "b"));
    const auto t = must(d->create_semaphore("t", 0));
    // a is stuck on t; b syncs after a. Raising t alone unblocks both: recover raises every timeline.
    submit(*d, a, {sync::WaitOp{t, 1}});
    must(d->sync(b, a, 0));
    CHECK(must(d->wait_idle(milliseconds(30))) == WaitStatus::timed_out);
    must(d->recover());
    CHECK(must(d->wait_idle(k_timeout)) == WaitStatus::done);
    CHECK(d->take_violations().empty());
}

TEST_CASE("device: violations come back with the user's semaphore ids and names") {
    auto d = make_device();
    (void)must(d->create_queue(Side::device, "q"));  // takes backend semaphore 0
    (void)must(d->create_semaphore("first", 0));
    const auto t = must(d->create_semaphore("t", 0));
    must(d->host_signal(t, 5));
    must(d->host_signal(t, 3));
    const auto v = d->take_violations();
    REQUIRE(v.size() == 1);
    CHECK(v[0].semaphore == t);
    CHECK(v[0].name == "t");
    CHECK_FALSE(v[0].progress);
    CHECK(v[0].current == 5u);
    CHECK(v[0].signalled == 3u);
}

TEST_CASE("device: destroying a device stuck on a wait recovers and returns") {
    const auto start = steady_clock::now();
    {
        auto d = make_device();
        const auto q = must(d->create_queue(Side::device, "q"));
        const auto t = must(d->create_semaphore("t", 0));
        submit(*d, q, {sync::WaitOp{t, 100}});
    }
    CHECK(steady_clock::now() - start < seconds(5));
}

TEST_CASE("device: destroying a device whose queue cannot drain abandons the backend, stops its threads and returns") {
    const auto baseline = thread_baseline();
    const auto start = steady_clock::now();
    {
        auto d = make_device();
        const auto q = must(d->create_queue(Side::device, "q"));
        submit(*d, q, {sync::DelayCmd{60'000'000}});  // a minute: no recovery can shorten it
    }
    const auto took = steady_clock::now() - start;
    CHECK(took >= seconds(1));
    CHECK(took < seconds(10));
    if (!baseline) {
        skip(nullptr, k_no_thread_count);
        return;
    }
    CHECK(thread_count().value_or(0) == *baseline);  // the queue's worker no longer sleeps through its minute
}

TEST_CASE("device: abandon() stops the cpu backend's queue threads at once and says so") {
    const auto baseline = thread_baseline();
    if (!baseline) {
        skip(nullptr, k_no_thread_count);
        return;
    }
    const auto start = steady_clock::now();
    {
        auto d = make_device();
        const auto a = must(d->create_queue(Side::device, "a"));
        const auto b = must(d->create_queue(Side::cuda, "b"));
        const auto t = must(d->create_semaphore("t", 0));
        submit(*d, a, {sync::DelayCmd{60'000'000}});
        submit(*d, b, {sync::WaitOp{t, 1}});
        CHECK(thread_count().value_or(0) == *baseline + 2);
        CHECK(must(d->wait_idle(milliseconds(50))) == WaitStatus::timed_out);
        CHECK(d->abandon() == "its 2 queue thread(s) were stopped");
        CHECK(thread_count().value_or(0) == *baseline);
        CHECK(d->take_violations().empty());
    }
    // Abandoned before: the destructor leaks the backend without waiting for a drain.
    CHECK(steady_clock::now() - start < seconds(1));
    CHECK(thread_count().value_or(0) == *baseline);
}

// Its speed is a benchmark's to measure (scripts/bench); here, that each of many iterations sees its own data.
TEST_CASE("device: thousands of trivial iterations (submit, host wait, check) each see their own data on the CPU backend") {
    auto d = make_device();
    const auto q = must(d->create_queue(Side::device, "q"));
    const auto x = must(d->create_buffer("x", 16, Memory::device, Side::device));
    const auto h = must(d->create_host_array("h", 16));
    const auto t = must(d->create_semaphore("t", 0));
    const int iterations = 5000;
    std::vector<QueueOp> ops{sync::FillCmd{x, 0, 16, 0u}, sync::DownloadCmd{x, h, 0, 0, 16}, sync::SignalOp{t, 0}};
    const auto start = steady_clock::now();
    for (int i = 1; i <= iterations; ++i) {
        d->begin_iteration();
        std::get<sync::FillCmd>(ops[0]).value = static_cast<uint32_t>(i);
        std::get<sync::SignalOp>(ops[2]).value = static_cast<uint64_t>(i);
        must(d->submit(q, ops, 0));
        REQUIRE(must(d->host_wait(t, i, k_timeout)) == WaitStatus::done);
        REQUIRE(d->host_data(h)[15] == static_cast<uint32_t>(i));
    }
    MESSAGE("trivial iterations per second: " << iterations / duration<double>(steady_clock::now() - start).count());
}

TEST_CASE("device: violations seen before recover() are kept, signals below what it raised are not") {
    auto d = make_device();
    const auto a = must(d->create_queue(Side::device, "a"));
    const auto b = must(d->create_queue(Side::device, "b"));
    const auto t = must(d->create_semaphore("t", 0));
    const auto g = must(d->create_semaphore("g", 0));
    must(d->host_signal(t, 5));
    must(d->host_signal(t, 3));  // a real finding
    submit(*d, a, {sync::WaitOp{t, 10}});
    submit(*d, b, {sync::WaitOp{g, 1}, sync::SignalOp{t, 8}});
    CHECK(must(d->wait_idle(milliseconds(30))) == WaitStatus::timed_out);
    // t to 10, g to 1: b then signals t = 8, below 10, because of the recovery (and may stall a again).
    REQUIRE(recover_and_drain(*d) == WaitStatus::done);
    const auto v = d->take_violations();
    REQUIRE(v.size() == 1);
    CHECK(v[0].name == "t");
    CHECK(v[0].current == 5u);
    CHECK(v[0].signalled == 3u);
}

TEST_CASE("device: a multi-batch submission signals progress from its last batch (idle and sync wait for it)") {
    auto d = make_device();
    check_progress_waits_for_the_last_batch(*d);
}

namespace {
// Work for a wait: counts its runs and notes the queue's data as the run saw it (it may not call the device).
struct CountingWork final : sync::WaitWork {
    std::span<const uint32_t> watched;
    int runs = 0;
    uint32_t seen = 0;
    void run() override {
        ++runs;
        seen = watched.empty() ? 0 : watched[0];
    }
};
}  // namespace

TEST_CASE("device: the work given to the next wait runs once, before a wait that has to wait, never in one already done") {
    auto d = make_device();
    const auto q = must(d->create_queue(Side::device, "q"));
    const auto x = must(d->create_buffer("x", k_n, Memory::device, Side::device));
    const auto out = must(d->create_host_array("out", k_n));
    CountingWork work;
    work.watched = d->host_data(out);

    // Nothing to wait for: the work stays given.
    submit(*d, q, {sync::FillCmd{x, 0, k_n, 3u}});
    REQUIRE(must(d->wait_queue_idle(q, k_timeout)) == WaitStatus::done);
    CHECK(d->work_in_next_wait(&work) == nullptr);
    REQUIRE(must(d->wait_idle(k_timeout)) == WaitStatus::done);
    REQUIRE(must(d->wait_queue_idle(q, k_timeout)) == WaitStatus::done);
    CHECK(work.runs == 0);

    // A read behind a 50 ms delay has to wait: the work runs first, before the download wrote `out`, and once.
    submit(*d, q, {sync::DelayCmd{50000}});
    REQUIRE(must(d->read(q, sync::DownloadCmd{x, out, 0, 0, k_n}, k_timeout, 0)) == WaitStatus::done);
    CHECK(work.runs == 1);
    CHECK(work.seen == 0u);
    CHECK(d->host_data(out)[0] == 3u);
    CHECK(d->work_in_next_wait(nullptr) == nullptr);  // run: nothing left to take back
    submit(*d, q, {sync::DelayCmd{20000}});
    REQUIRE(must(d->wait_queue_idle(q, k_timeout)) == WaitStatus::done);
    CHECK(work.runs == 1);

    // Taken back before any wait: returned, and not run.
    d->work_in_next_wait(&work);
    CHECK(d->work_in_next_wait(nullptr) == &work);
    submit(*d, q, {sync::DelayCmd{20000}});
    REQUIRE(must(d->wait_queue_idle(q, k_timeout)) == WaitStatus::done);
    CHECK(work.runs == 1);
}

TEST_CASE("device: known_idle() holds once host waits saw every queue finish what was submitted to it") {
    auto d = make_device();
    const auto a = must(d->create_queue(Side::device, "a"));
    const auto b = must(d->create_queue(Side::cuda, "b"));
    const auto x = must(d->create_buffer("x", k_n, Memory::device, Side::device));
    const auto out = must(d->create_host_array("out", k_n));
    const auto t = must(d->create_semaphore("t", 0));
    CHECK(d->known_idle());  // nothing submitted

    submit(*d, a, {sync::FillCmd{x, 0, k_n, 1u}});
    CHECK_FALSE(d->known_idle());
    std::this_thread::sleep_for(milliseconds(20));  // finished by now, but no wait has seen it
    CHECK_FALSE(d->known_idle());
    CHECK(read_first(*d, a, x, out, k_n) == 1u);
    CHECK(d->known_idle());

    // A queue held by a semaphore: a wait that times out sees nothing finish.
    submit(*d, b, {sync::WaitOp{t, 1}});
    CHECK(must(d->wait_queue_idle(b, milliseconds(20))) == WaitStatus::timed_out);
    CHECK_FALSE(d->known_idle());
    CHECK(must(d->wait_idle(milliseconds(20))) == WaitStatus::timed_out);
    must(d->host_signal(t, 1));
    REQUIRE(must(d->wait_queue_idle(b, k_timeout)) == WaitStatus::done);
    CHECK(d->known_idle());
    CHECK(must(d->wait_idle(k_timeout)) == WaitStatus::done);
}

TEST_CASE("device: a host wait for a value already signalled leaves the work given for a wait that waits") {
    auto d = make_device();
    const auto q = must(d->create_queue(Side::device, "q"));
    const auto t = must(d->create_semaphore("t", 0));
    CountingWork work;
    d->work_in_next_wait(&work);
    must(d->host_signal(t, 5));
    REQUIRE(must(d->host_wait(t, 5, k_timeout)) == WaitStatus::done);
    REQUIRE(must(d->host_wait(t, 3, k_timeout)) == WaitStatus::done);
    CHECK(work.runs == 0);
    // A wait for a value only a queue's later signal reaches: now the work runs, once.
    submit(*d, q, {sync::DelayCmd{20000}, sync::SignalOp{t, 6}});
    REQUIRE(must(d->host_wait(t, 6, k_timeout)) == WaitStatus::done);
    CHECK(work.runs == 1);
    CHECK(d->work_in_next_wait(nullptr) == nullptr);
}
