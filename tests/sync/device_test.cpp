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

TEST_CASE("faults: the table names each fault once, in the order of all_faults, with a description, and parse_faults reads a comma list") {
    const auto table = sync::fault_table();
    REQUIRE(table.size() == sync::all_faults().size());
    for (size_t i = 0; i < table.size(); ++i) {
        CAPTURE(table[i].name);
        CHECK(table[i].fault == sync::all_faults()[i]);
        CHECK(std::string(table[i].name) == sync::to_string(table[i].fault));
        CHECK_FALSE(std::string(table[i].description).empty());
    }
    auto both = sync::parse_faults("no-barrier,deferred-sync");
    REQUIRE(both.ok());
    CHECK(sync::to_string(*both) == "deferred-sync,no-barrier");
    for (const char* bad : {"nosuch", "", "drop-wait,", "drop-wait,,no-barrier", "drop-wait, no-barrier"}) {
        CAPTURE(bad);
        auto parsed = sync::parse_faults(bad);
        REQUIRE_FALSE(parsed.ok());
        CHECK(parsed.error().message.find("; the faults are deferred-sync, stage-at-submit, drop-wait") != std::string::npos);
    }
    CHECK(sync::parse_faults("drop-wait,x").error().message.rfind("unknown fault 'x'", 0) == 0);
}

TEST_CASE("device: submit splits ops into batches at waits after work and after signals") {
    RecordingBackend* rec = nullptr;
    auto d = make_device({}, &rec);
    const auto q = must(d->create_queue(Side::device, "q"));  // its progress is backend semaphore 0
    const auto t = must(d->create_semaphore("t", 1));         // backend 1
    const auto u = must(d->create_semaphore("u", 0));         // backend 2
    const auto b = must(d->create_buffer("b", k_n, Memory::device, Side::device));
    const sync::FillCmd fill{b, 0, k_n, 1u};
    submit(
        *d, q,
        {sync::WaitOp{t, 1}, fill, fill, sync::SignalOp{u, 1}, fill, sync::WaitOp{t, 1}, sync::WaitOp{t, 1}, fill, sync::SignalOp{u, 2}});
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
    CHECK_FALSE(d->findings_pending());
    must(d->host_signal(t, 3));
    CHECK(d->findings_pending());
    const auto v = d->take_violations();
    CHECK_FALSE(d->findings_pending());
    REQUIRE(v.size() == 1);
    CHECK(v[0].semaphore == t);
    CHECK(v[0].name == "t");
    CHECK_FALSE(v[0].progress);
    CHECK(v[0].current == 5u);
    CHECK(v[0].signalled == 3u);
}

TEST_CASE("device: a violation recover() has already taken from the backend is still pending") {
    auto d = make_device();
    (void)must(d->create_queue(Side::device, "q"));
    const auto t = must(d->create_semaphore("t", 0));
    must(d->host_signal(t, 5));
    must(d->host_signal(t, 3));
    must(d->recover());  // takes the backend's violations before it raises anything: the backend has none left
    CHECK(d->findings_pending());
    CHECK(d->take_violations().size() == 1);
    CHECK_FALSE(d->findings_pending());
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

// Prepared submissions (Device::prepare, Device::submit(PreparedId)).
namespace {
using Value = sync::OpValue::Field;

// Polls state() until `holds` does, or the timeout passes.
template <class Holds>
bool eventually(sync::Device& d, Holds holds) {
    const auto limit = steady_clock::now() + k_timeout;
    while (!holds(d.state())) {
        if (steady_clock::now() >= limit) return false;
        std::this_thread::sleep_for(milliseconds(1));
    }
    return true;
}
}  // namespace

TEST_CASE("device: prepare gives no id while a fault switch is on and takes nothing of the queue") {
    for (sync::Fault f : sync::all_faults()) {
        CAPTURE(sync::to_string(f));
        RecordingBackend* rec = nullptr;
        auto d = make_device(only(f), &rec);
        const auto q = must(d->create_queue(Side::device, "q"));
        const auto other = must(d->create_queue(Side::device, "other"));
        const auto x = must(d->create_buffer("x", k_n, Memory::device, Side::device));
        const auto t = must(d->create_semaphore("t", 0));
        submit(*d, other, {});
        must(d->sync(q, other, 0));  // deferred-sync: a wait left for q's next regular submit
        const size_t before = rec->submissions.size();
        const std::vector<QueueOp> ops{sync::WaitOp{t, 0}, sync::FillCmd{x, 0, k_n, 1u}, sync::SignalOp{t, 1}};
        const sync::OpValue places[] = {{1, Value::value}};
        CHECK_FALSE(must(d->prepare(q, ops, places, 0)).has_value());
        CHECK_FALSE(d->prepare(99, ops, places, 0).ok());  // an unknown queue is an error all the same
        CHECK(rec->submissions.size() == before);
        CHECK(d->state().queues[0].submitted == (f == sync::Fault::deferred_sync ? 0u : 1u));
        if (f == sync::Fault::deferred_sync) {
            // The wait the sync left is still there for the next regular submit.
            submit(*d, q, {});
            REQUIRE(rec->submissions.size() == before + 1);
            const auto& waits = rec->submissions.back().batches[0].waits;
            REQUIRE(waits.size() == 1);
            CHECK(waits[0].semaphore == 1);  // other's progress
            CHECK(waits[0].value == 1u);
        }
        REQUIRE(recover_and_drain(*d) == WaitStatus::done);
    }
    auto d = make_device();
    const auto q = must(d->create_queue(Side::device, "q"));
    CHECK(must(d->prepare(q, {}, {}, 0)).has_value());
}

TEST_CASE("device: a stuck prepared submission shows its tag and the wait values given at its submit") {
    auto d = make_device();
    const auto q = must(d->create_queue(Side::device, "q"));
    const auto g = must(d->create_semaphore("g", 0));
    const auto t = must(d->create_semaphore("t", 0));
    const auto u = must(d->create_semaphore("u", 0));
    const auto x = must(d->create_buffer("x", k_n, Memory::device, Side::device));
    submit(*d, q, {}, 3);
    REQUIRE(must(d->wait_queue_idle(q, k_timeout)) == WaitStatus::done);
    // g's wait is fixed, t's (the batch's second wait) and u's signal are given at each submit; 3 and 0 are never given.
    const std::vector<QueueOp> ops{sync::WaitOp{g, 2}, sync::WaitOp{t, 3}, sync::FillCmd{x, 0, k_n, 1u}, sync::SignalOp{u, 0}};
    const sync::OpValue places[] = {{1, Value::value}, {3, Value::value}};
    const auto id = must(d->prepare(q, ops, places, 42));
    REQUIRE(id.has_value());
    const uint64_t first[] = {5, 1}, second[] = {7, 2};
    must(d->submit(*id, first));
    must(d->submit(*id, second));
    CHECK(must(d->wait_queue_idle(q, milliseconds(50))) == WaitStatus::timed_out);

    auto st = d->state();
    CHECK(st.queues[0].submitted == 3u);
    CHECK(st.queues[0].finished == 1u);
    CHECK(st.queues[0].last_finished_tag == 3u);
    CHECK(st.queues[0].blocked_tag == 42u);
    CHECK(st.queues[0].waiting_for == std::vector<std::string>{"g >= 2 (now 0)", "t >= 5 (now 0)"});
    REQUIRE(st.semaphores.size() == 4);  // g, t, u, then the queue's progress
    CHECK(st.semaphores[0].awaited == std::vector<uint64_t>{2});
    CHECK(st.semaphores[1].awaited == std::vector<uint64_t>{5, 7});
    CHECK(st.semaphores[2].awaited.empty());

    // The first runs; the second now waits for the value its own submit gave.
    must(d->host_signal(g, 2));
    must(d->host_signal(t, 5));
    REQUIRE(must(d->host_wait(u, 1, k_timeout)) == WaitStatus::done);
    REQUIRE(eventually(*d, [](const sync::DeviceState& s) { return s.queues[0].finished == 2u; }));
    st = d->state();
    CHECK(st.queues[0].last_finished_tag == 42u);
    CHECK(st.queues[0].blocked_tag == 42u);
    CHECK(st.queues[0].waiting_for == std::vector<std::string>{"t >= 7 (now 5)"});
    CHECK(st.semaphores[1].awaited == std::vector<uint64_t>{7});
    CHECK(st.semaphores[2].value == 1u);

    must(d->recover());
    REQUIRE(must(d->wait_idle(k_timeout)) == WaitStatus::done);
    st = d->state();
    CHECK(st.queues[0].finished == 3u);
    CHECK_FALSE(st.queues[0].blocked_tag.has_value());
    CHECK(st.semaphores[1].value == 7u);
    CHECK(st.semaphores[2].value == 2u);
    CHECK(d->take_violations().empty());
}

TEST_CASE("device: recover() raises a prepared submission's wait to the value given at its submit") {
    auto d = make_device();
    const auto q = must(d->create_queue(Side::device, "q"));
    const auto t = must(d->create_semaphore("t", 0));
    const auto u = must(d->create_semaphore("u", 0));
    const auto x = must(d->create_buffer("x", k_n, Memory::device, Side::device));
    const auto h = must(d->create_host_array("h", k_n));
    // Two waits, t's the second: prepared at 1, given 9.
    const std::vector<QueueOp> ops{sync::WaitOp{u, 0}, sync::WaitOp{t, 1}, sync::FillCmd{x, 0, k_n, 0u}, sync::SignalOp{u, 0}};
    const sync::OpValue places[] = {{1, Value::value}, {2, Value::value}, {3, Value::value}};
    const auto id = must(d->prepare(q, ops, places, 0));
    REQUIRE(id.has_value());
    const uint64_t values[] = {9, 0xabcd, 4};
    must(d->submit(*id, values));
    CHECK(must(d->wait_idle(milliseconds(30))) == WaitStatus::timed_out);
    must(d->recover());
    REQUIRE(must(d->wait_idle(k_timeout)) == WaitStatus::done);
    CHECK(must(d->host_wait(t, 9, milliseconds(0))) == WaitStatus::done);
    CHECK(must(d->host_wait(u, 4, milliseconds(0))) == WaitStatus::done);
    CHECK(read_first(*d, q, x, h, k_n) == 0xabcdu);
    CHECK(d->take_violations().empty());
}

TEST_CASE("device: a prepared submission is split as submit splits it and signals its queue's next progress value each time") {
    RecordingBackend* rec = nullptr;  // no prepare of its own: Backend::prepare's default submits through it
    auto d = make_device({}, &rec);
    const auto q = must(d->create_queue(Side::device, "q"));  // progress: backend semaphore 0
    const auto g = must(d->create_semaphore("g", 0));         // 1
    const auto t = must(d->create_semaphore("t", 0));         // 2
    const auto u = must(d->create_semaphore("u", 0));         // 3
    const auto v = must(d->create_semaphore("v", 0));         // 4
    const auto x = must(d->create_buffer("x", k_n, Memory::device, Side::device));
    const auto y = must(d->create_buffer("y", k_n, Memory::device, Side::device));
    const std::vector<QueueOp> ops{
        sync::WaitOp{g, 0},  sync::FillCmd{x, 0, k_n, 5u}, sync::DispatchCmd{Kernel::seq, x, x, x, 0, k_n, 11, 0},
        sync::WaitOp{t, 0},  sync::FillCmd{y, 0, k_n, 0u}, sync::SignalOp{u, 1},
        sync::SignalOp{v, 0}};
    const sync::OpValue places[] = {{2, Value::p1}, {3, Value::value}, {4, Value::value}, {6, Value::value}};
    const auto id = must(d->prepare(q, ops, places, 8));
    REQUIRE(id.has_value());
    CHECK(rec->submissions.empty());
    submit(*d, q, {}, 1);
    for (uint64_t i = 1; i <= 2; ++i) {
        const uint64_t values[] = {100 + i, i, 1000 + i, 10 * i};
        must(d->submit(*id, values));
    }
    submit(*d, q, {}, 2);
    REQUIRE(rec->submissions.size() == 4);
    for (size_t s = 0; s < 4; ++s) {
        CAPTURE(s);
        const auto& last = rec->submissions[s].batches.back().signals.back();
        CHECK(last.semaphore == 0);
        CHECK(last.value == s + 1);
    }
    for (uint64_t i = 1; i <= 2; ++i) {
        CAPTURE(i);
        const auto& b = rec->submissions[i].batches;
        CHECK(rec->submissions[i].flags.ordered);
        REQUIRE(b.size() == 2);
        REQUIRE(b[0].waits.size() == 1);
        CHECK(b[0].waits[0].semaphore == 1);
        CHECK(b[0].waits[0].value == 0u);
        REQUIRE(b[0].commands.size() == 2);
        CHECK(std::get<sync::FillCmd>(b[0].commands[0]).value == 5u);
        const auto& dispatch = std::get<sync::DispatchCmd>(b[0].commands[1]);
        CHECK(dispatch.p0 == 11u);
        CHECK(dispatch.p1 == 100 + i);
        CHECK(b[0].signals.empty());
        REQUIRE(b[1].waits.size() == 1);
        CHECK(b[1].waits[0].semaphore == 2);
        CHECK(b[1].waits[0].value == i);
        REQUIRE(b[1].commands.size() == 1);
        CHECK(std::get<sync::FillCmd>(b[1].commands[0]).value == 1000 + i);
        REQUIRE(b[1].signals.size() == 3);
        CHECK(b[1].signals[0].semaphore == 3);
        CHECK(b[1].signals[0].value == 1u);
        CHECK(b[1].signals[1].semaphore == 4);
        CHECK(b[1].signals[1].value == 10 * i);
    }
    must(d->host_signal(t, 2));
    REQUIRE(must(d->wait_idle(k_timeout)) == WaitStatus::done);
    const auto st = d->state();
    CHECK(st.queues[0].submitted == 4u);
    CHECK(st.queues[0].last_finished_tag == 2u);
    CHECK(must(d->host_wait(v, 20, milliseconds(0))) == WaitStatus::done);
    // u was signalled 1 twice: a violation the test asked for, as a regular submission would give.
    const auto violations = d->take_violations();
    REQUIRE(violations.size() == 1);
    CHECK(violations[0].name == "u");
}

TEST_CASE("device: submit of a prepared submission refuses the wrong number of values and an unknown id") {
    auto d = make_device();
    const auto q = must(d->create_queue(Side::device, "q"));
    const auto x = must(d->create_buffer("x", k_n, Memory::device, Side::device));
    const auto h = must(d->create_host_array("h", k_n));
    const std::vector<QueueOp> ops{sync::FillCmd{x, 0, k_n, 0u}, sync::DispatchCmd{Kernel::inc, x, x, x, 0, k_n, 0, 0}};
    const sync::OpValue places[] = {{0, Value::value}, {1, Value::p0}};
    const auto id = must(d->prepare(q, ops, places, 0));
    REQUIRE(id.has_value());
    const uint64_t three[] = {1, 2, 3};
    for (size_t n : {0, 1, 3}) {
        CAPTURE(n);
        const auto refused = d->submit(*id, std::span<const uint64_t>(three, n));
        REQUIRE_FALSE(refused.ok());
        CHECK(refused.error().message.find("'q'") != std::string::npos);
    }
    for (sync::PreparedId unknown : {*id + 1, *id + 2, ~sync::PreparedId{0}}) {
        CAPTURE(unknown);
        const auto refused = d->submit(unknown, std::span<const uint64_t>(three, 2));
        REQUIRE_FALSE(refused.ok());
        CHECK_FALSE(refused.error().message.empty());
    }
    CHECK(d->state().queues[0].submitted == 0u);
    must(d->submit(*id, std::span<const uint64_t>(three, 2)));
    CHECK(read_first(*d, q, x, h, k_n) == 3u);
    CHECK(d->state().queues[0].submitted == 2u);
}

// submit_and_wait: a prepared read (its download, then the wait for its queue), as Device::read.
TEST_CASE("device: submit_and_wait of a prepared download waits for its queue and times out behind a wait") {
    auto d = make_device();
    const auto q = must(d->create_queue(Side::device, "q"));
    const auto x = must(d->create_buffer("x", k_n, Memory::device, Side::device));
    const auto h = must(d->create_host_array("h", k_n));
    const auto t = must(d->create_semaphore("t", 0));
    const std::vector<QueueOp> download{sync::DownloadCmd{x, h, 0, 0, k_n}};
    const auto read = must(d->prepare(q, download, {}, 7));
    REQUIRE(read.has_value());
    // Behind a delay: done only once the download has run.
    submit(*d, q, {sync::DelayCmd{20000}, sync::FillCmd{x, 0, k_n, 4u}});
    CHECK(must(d->submit_and_wait(*read, {}, k_timeout)) == WaitStatus::done);
    CHECK(d->host_data(h)[k_n - 1] == 4u);
    CHECK(d->known_idle());
    // Behind a wait nobody signals: it times out, the queue shows the read blocked, and a host signal lets it finish.
    submit(*d, q, {sync::WaitOp{t, 1}, sync::FillCmd{x, 0, k_n, 5u}});
    CHECK(must(d->submit_and_wait(*read, {}, milliseconds(30))) == WaitStatus::timed_out);
    CHECK_FALSE(d->known_idle());
    const auto st = d->state();
    CHECK(st.queues[0].submitted == 4u);
    CHECK(st.queues[0].finished == 2u);
    must(d->host_signal(t, 1));
    CHECK(must(d->wait_queue_idle(q, k_timeout)) == WaitStatus::done);
    CHECK(d->host_data(h)[0] == 5u);
    CHECK_FALSE(d->submit_and_wait(*read + 1, {}, k_timeout).ok());  // an unknown prepared submission
}

TEST_CASE("device: prepare refuses a value of an op that has none of that kind and an op past the list") {
    auto d = make_device();
    const auto q = must(d->create_queue(Side::device, "q"));
    const auto x = must(d->create_buffer("x", k_n, Memory::device, Side::device));
    const auto y = must(d->create_buffer("y", k_n, Memory::device, Side::device));
    const auto h = must(d->create_host_array("h", k_n));
    const auto t = must(d->create_semaphore("t", 0));
    const std::vector<QueueOp> ops{sync::WaitOp{t, 0},
                                   sync::SignalOp{t, 1},
                                   sync::FillCmd{x, 0, k_n, 1u},
                                   sync::DispatchCmd{Kernel::inc, x, x, x, 0, k_n, 1, 0},
                                   sync::DelayCmd{1},
                                   sync::CopyCmd{x, y, 0, 0, k_n},
                                   sync::UploadCmd{h, x, 0, 0, k_n},
                                   sync::DownloadCmd{x, h, 0, 0, k_n}};
    const std::vector<sync::OpValue> good{{0, Value::value}, {1, Value::value}, {2, Value::value}, {3, Value::p0}, {3, Value::p1}};
    const std::vector<sync::OpValue> bad{{0, Value::p0},    {1, Value::p1},    {2, Value::p0},    {2, Value::p1},
                                         {3, Value::value}, {4, Value::value}, {4, Value::p0},    {5, Value::value},
                                         {6, Value::value}, {7, Value::p1},    {8, Value::value}, {100, Value::p0}};
    for (size_t i = 0; i < bad.size(); ++i) {
        CAPTURE(i);
        std::vector<sync::OpValue> after_good = good;
        after_good.push_back(bad[i]);
        for (const auto& places : {std::vector<sync::OpValue>{bad[i]}, after_good}) {
            const auto refused = d->prepare(q, ops, places, 0);
            REQUIRE_FALSE(refused.ok());
            CHECK(refused.error().message.find("'q'") != std::string::npos);
        }
    }
    CHECK_FALSE(d->prepare(q, {}, std::vector<sync::OpValue>{{0, Value::value}}, 0).ok());
    // Ids and ranges are checked as submit checks them.
    CHECK_FALSE(d->prepare(q, std::vector<QueueOp>{sync::FillCmd{x, 1, k_n, 1u}}, {}, 0).ok());
    CHECK_FALSE(d->prepare(q, std::vector<QueueOp>{sync::FillCmd{9, 0, 1, 1u}}, {}, 0).ok());
    CHECK_FALSE(d->prepare(q, std::vector<QueueOp>{sync::WaitOp{9, 1}}, {}, 0).ok());
    CHECK_FALSE(d->prepare(5, {}, {}, 0).ok());
    CHECK(must(d->prepare(q, ops, good, 0)).has_value());
    CHECK(d->state().queues[0].submitted == 0u);
    CHECK(must(d->wait_idle(milliseconds(0))) == WaitStatus::done);
}

// As "thousands of trivial iterations" above, through prepared submissions: a fill whose value each iteration gives,
// then a download and the host's wait for the queue.
TEST_CASE("device: thousands of prepared iterations (fill then read) each see their own data on the CPU backend") {
    auto d = make_device();
    const auto q = must(d->create_queue(Side::device, "q"));
    const auto x = must(d->create_buffer("x", 16, Memory::device, Side::device));
    const auto h = must(d->create_host_array("h", 16));
    const std::vector<QueueOp> fill{sync::FillCmd{x, 0, 16, 0u}}, read{sync::DownloadCmd{x, h, 0, 0, 16}};
    const sync::OpValue fill_value[] = {{0, Value::value}};
    const auto fill_id = must(d->prepare(q, fill, fill_value, 1));
    const auto read_id = must(d->prepare(q, read, {}, 2));
    REQUIRE(fill_id.has_value());
    REQUIRE(read_id.has_value());
    const int iterations = 5000;
    for (int i = 1; i <= iterations; ++i) {
        d->begin_iteration();
        const uint64_t value = static_cast<uint32_t>(i * 0x9e3779b1u);
        must(d->submit(*fill_id, std::span<const uint64_t>(&value, 1)));
        must(d->submit(*read_id, {}));
        REQUIRE(must(d->wait_queue_idle(q, k_timeout)) == WaitStatus::done);
        REQUIRE(d->host_data(h)[0] == value);
        REQUIRE(d->host_data(h)[15] == value);
    }
    const auto st = d->state();
    CHECK(st.queues[0].submitted == 2u * iterations);
    CHECK(st.queues[0].finished == 2u * iterations);
    CHECK(st.queues[0].last_finished_tag == 2u);
    CHECK(d->take_violations().empty());
}

// device.h: "`values`: one per `varying` entry of the preparation, in its order", whatever the order of their ops
// (the engine lists them in op order, so it would not see values placed in that order instead).
TEST_CASE("device: the values of a prepared submission follow the order of its varying list, not of its ops") {
    auto d = make_device();
    const auto q = must(d->create_queue(Side::device, "q"));
    const auto x = must(d->create_buffer("x", k_n, Memory::device, Side::device));
    const auto y = must(d->create_buffer("y", k_n, Memory::device, Side::device));
    const auto h = must(d->create_host_array("h", k_n));
    const std::vector<QueueOp> ops{sync::FillCmd{x, 0, k_n, 0u}, sync::FillCmd{y, 0, k_n, 0u}};
    const sync::OpValue places[] = {{1, Value::value}, {0, Value::value}};  // y's fill first
    const auto id = must(d->prepare(q, ops, places, 0));
    REQUIRE(id.has_value());
    const uint64_t values[] = {7, 9};
    must(d->submit(*id, values));
    CHECK(read_first(*d, q, y, h, k_n) == 7u);
    CHECK(read_first(*d, q, x, h, k_n) == 9u);
}
