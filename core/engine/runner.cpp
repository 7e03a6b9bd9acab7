#include "core/engine/runner.h"

#include "core/platform/timing.h"

#include <chrono>
#include <thread>
#include <variant>

namespace syncstress::engine {

namespace {

// A reference model run writing at least this many elements runs on a thread of its own, beside the host's
// submissions and the device's work, and is waited for at the iteration's first check: on the cpu backend the model
// of a 4 MiB chain cost as much as the work it models. A smaller one runs inline: handing it to a thread would cost
// more than it.
constexpr uint64_t k_model_beside_elements = 64 * 1024;
// A model run of at most this many elements is left to the iteration's first wait (Device::work_in_next_wait): the
// host models while the device works. Small, because a device that finishes during the run is noticed only after
// it: ~0.3 us at most on the machines measured (the trivial scenario's model, 128 elements, ~0.1-0.3 us).
constexpr uint64_t k_model_in_wait_elements = 512;
// With host threads, a thread that waits looks again this often, the others running steps in between.
constexpr std::chrono::microseconds k_look_interval{20};

}  // namespace

Runner::Runner(const scenario::Scenario& sc, const std::string& backend, const RunOptions& o, report::ScenarioResult& result,
               std::unique_ptr<sync::Backend> created)
    : sc_(sc), backend_(backend), o_(o), model_(sc), device_(std::move(created), sync::DeviceOptions{o.faults}, o.hang_timeout),
      verdict_(sc, backend, result, o.max_findings), perturber_(sc, backend, o, device_, timing_),
      threaded_(scenario::threads_of(sc).size() > 1) {
    if (threaded_)
        perturber_.set_sleep([this](std::chrono::microseconds us) {
            if (in_threads_) mutex_.unlock();  // the other threads go on while this one sleeps
            platform::sleep_for(us);
            if (in_threads_) mutex_.lock();
        });
}

Status Runner::create() {
    SYNCSTRESS_TRY(create_resources(device_, sc_, resources_));
    check_index_.assign(sc_.steps.size(), 0);
    for (size_t i = 0; i < sc_.steps.size(); ++i)
        if (const auto* c = std::get_if<scenario::Check>(&sc_.steps[i])) {
            check_index_[i] = checked_.size();
            checked_.push_back(device_.host_data(resources_.hosts[c->host]).subspan(c->range.offset, c->range.count));
        }
    auto prepared = prepare_steps(device_, sc_, resources_);
    if (!prepared) return prepared.error();
    prepared_ = std::move(*prepared);
    verdict_.list_proved();
    if (o_.perturb.aimed) SYNCSTRESS_TRY(perturber_.aim(resources_.queues, verdict_));
    timing_.start();  // the first iteration starts here
    return {};
}

Status Runner::iterate(uint64_t it, bool last) {
    const auto start = timing_.begin_iteration();
    it_ = it;
    last_ = last;
    verdict_.begin_iteration();
    // A model that deadlocks is the scenario's own bug, not the backend's: the device runs it all the same, until
    // the watchdog fires and the backend is recovered, so the deadlock the analysis proved is shown on it.
    // This iteration's checks have no expected data; it is the last (the model cannot go on from a stuck state).
    // The model's run, when it is small, and the last iteration's samples are left to the first wait that has
    // to wait (run()): the host does them while the device works instead of before it starts.
    start_model(it);
    // With threads no wait is the first one: the work is done here.
    if (threaded_ && (model_due_ || timing_.unrecorded()))
        run();
    else if (model_due_ || timing_.unrecorded()) {
        device_.work_in_next_wait(this);
        work_given_ = true;
    }
    device_.begin_iteration();
    perturber_.next(it);
    const scenario::StepSpan main = scenario::steps_in(scenario::threads_of(sc_)[0], it, last);
    SYNCSTRESS_TRY(threaded_ ? run_threads() : run_steps(main.begin, main.end));
    if (!verdict_.iteration_hung()) SYNCSTRESS_TRY(drain());
    finish_model();
    for (auto& f : verdict_.backend_findings(device_, it_)) add_finding(std::move(f));
    verdict_.end_iteration(it_, perturber_.aimed_race(), perturber_.forced());
    timing_.end_iteration(start);
    return {};
}

Status Runner::run_steps(size_t first, size_t end) {
    for (size_t i = first; i < end && !verdict_.iteration_hung(); ++i) {
        SYNCSTRESS_TRY(perturber_.before_step(i));
        if (perturber_.forcing()) SYNCSTRESS_TRY(host_gates(i, false));
        if (verdict_.iteration_hung()) break;  // at a gate
        Status s = std::visit([&](const auto& step) { return run_step(i, step); }, sc_.steps[i]);
        if (!s) return s;
        if (perturber_.forcing() && !verdict_.iteration_hung()) SYNCSTRESS_TRY(host_gates(i, true));
    }
    return {};
}

// Threads meet at the end of the iteration: the next one starts when all have ended (the format's rule).
Status Runner::run_threads() {
    const std::vector<scenario::Thread> threads = scenario::threads_of(sc_);
    std::vector<Status> status(threads.size());
    auto body = [&](size_t t) {
        std::lock_guard lock(mutex_);
        const scenario::StepSpan span = scenario::steps_in(threads[t], it_, last_);
        status[t] = run_steps(span.begin, span.end);
    };
    std::vector<std::thread> others;
    others.reserve(threads.size() - 1);
    in_threads_ = true;
    for (size_t t = 1; t < threads.size(); ++t) others.emplace_back(body, t);
    body(0);
    for (std::thread& other : others) other.join();
    in_threads_ = false;
    for (Status& st : status)
        if (!st) return st;
    return {};
}

template <class Start, class Look>
Result<sync::WaitStatus> Runner::blocking(Start start, Look look) {
    if (!in_threads_) return start(true);
    Result<sync::WaitStatus> r = start(false);
    const auto deadline = std::chrono::steady_clock::now() + device_.hang_timeout();
    while (r && *r == sync::WaitStatus::timed_out && !verdict_.iteration_hung() && std::chrono::steady_clock::now() < deadline) {
        mutex_.unlock();  // held by this thread since run_threads' body took it
        std::this_thread::sleep_for(k_look_interval);
        mutex_.lock();
        r = look();
    }
    return r;
}

// The iteration is over only when every queue is idle; a queue still busy is a hang too. A drain the device knows to
// be done (its waits saw every queue finish) waits for nothing (Timing::idle_drain).
Status Runner::drain() {
    Result<sync::WaitStatus> idle = sync::WaitStatus::done;
    if (device_.known_idle())
        timing_.idle_drain();
    else
        idle = timing_.timed(BlockingOp::drain, [&] { return device_.wait_idle(); });
    if (!idle) return idle.error();
    if (*idle == sync::WaitStatus::timed_out) return hang(sc_.steps.size(), "the end of the iteration (all queues idle)");
    return {};
}

// Runs the reference model's iteration `it`: in the iteration's first wait (k_model_in_wait_elements), beside
// (k_model_beside_elements) or here.
void Runner::start_model(uint64_t it) {
    const uint64_t work = model_.next_iteration_work();
    if (work <= k_model_in_wait_elements) {
        model_due_ = it;
        return;
    }
    if (work < k_model_beside_elements) {
        if (auto deadlock = model_.run_iteration(it, last_)) model_deadlock_ = deadlock->cycle;
        return;
    }
    model_run_ = std::async(std::launch::async, [this, it, last = last_] { return model_.run_iteration(it, last); });
}

// Runs the model now if no wait has, or waits for a run started beside; the model is the engine's again.
void Runner::finish_model() {
    if (work_given_ && device_.work_in_next_wait(nullptr)) run();
    if (!model_run_.valid()) return;
    if (auto deadlock = model_run_.get()) model_deadlock_ = deadlock->cycle;
}

void Runner::run() {
    work_given_ = false;
    if (model_due_) {
        if (auto deadlock = model_.run_iteration(*model_due_, last_)) model_deadlock_ = deadlock->cycle;
        model_due_.reset();
    }
    timing_.record();
}

void Runner::finish(const sync::BackendInfo& info) {
    if (device_.work_in_next_wait(nullptr) || timing_.unrecorded()) run();
    timing_.summarize(verdict_.result().timing);
    verdict_.finish_shown(info);
}

bool Runner::until_fail_done() const {
    if (sc_.expect == scenario::Expect::pass || !perturber_.forces_orders()) return iteration_failed();
    return !perturber_.orders_left();
}

RunEnd Runner::end(const Status& backend_status, bool protocol_as_expected, bool once) const {
    RunEnd end;
    if (!backend_status) end.backend_error = backend_status.error();
    end.protocol_as_expected = protocol_as_expected;
    end.once = once;
    end.wedged = wedged();
    end.abandoned = abandoned_;
    end.model_deadlock = model_deadlock_;
    return end;
}

// Step i's prepared submission, unless this iteration changes it (--perturb's delays inside it): null then.
const PreparedStep* Runner::prepared_for(size_t i) const {
    if (!prepared_[i] || perturber_.alters(i)) return nullptr;
    return &*prepared_[i];
}

// The forced order's gates around host step i: the host waits for the gate before it, or signals it after.
Status Runner::host_gates(size_t i, bool after) {
    for (const GateOp& g : perturber_.gates()) {
        if (g.step != i || g.command || g.signal != after) continue;
        const uint64_t value = perturber_.gate_base() + g.value;
        if (after) {
            SYNCSTRESS_TRY(timing_.on_device([&] { return device_.host_signal(perturber_.gate(), value); }));
            continue;
        }
        SYNCSTRESS_TRY(after_wait(i, timing_.timed(BlockingOp::host_wait, [&] {
            return blocking(
                [&](bool wait) {
                    return wait ? device_.host_wait(perturber_.gate(), value) : device_.look_semaphore(perturber_.gate(), value);
                },
                [&] { return device_.look_semaphore(perturber_.gate(), value); });
        })));
    }
    return {};
}

Status Runner::run_step(size_t i, const scenario::Submit& s) {
    if (const PreparedStep* p = prepared_for(i))
        return timing_.on_device([&] { return device_.submit(p->id, values_of(sc_, *p, it_, values_)); });
    ops_.clear();
    perturber_.before_submit(i);
    for (size_t c = 0; c < s.commands.size(); ++c) {
        perturber_.before_command(ops_, i, c, s.commands[c]);
        ops_.push_back(to_op(sc_, resources_, i, s.commands[c], it_));
        perturber_.after_command(ops_, i, c);
    }
    return timing_.on_device([&] { return device_.submit(resources_.queues[s.queue], ops_, static_cast<uint32_t>(i)); });
}

Status Runner::run_step(size_t, const scenario::HostFill& f) {
    auto data = device_.host_data(resources_.hosts[f.dst_host]);
    for (uint64_t e = f.range.offset; e < f.range.offset + f.range.count; ++e) data[e] = scenario::pattern_value(f.pattern, it_, e);
    return {};
}

// A read or write: one submission and a wait for it. With threads the wait is looks at the queue's progress up to the
// submission (a runtime's own read or write path, which the device cannot look at, is waited for with the lock held).
template <class Copy>
Result<sync::WaitStatus> Runner::direct(size_t i, uint32_t queue, const Copy& copy) {
    const sync::QueueId q = resources_.queues[queue];
    const bool native = std::is_same_v<Copy, sync::DownloadCmd> ? device_.info().native.read : device_.info().native.write;
    uint64_t value = 0;
    auto start = [&](bool wait) -> Result<sync::WaitStatus> {
        wait = wait || native;
        Result<sync::WaitStatus> r = sync::WaitStatus::done;
        if (const PreparedStep* p = prepared_for(i))
            r = wait ? device_.submit_and_wait(p->id, values_of(sc_, *p, it_, values_))
                     : device_.start_prepared(p->id, values_of(sc_, *p, it_, values_));
        else if constexpr (std::is_same_v<Copy, sync::DownloadCmd>)
            r = wait ? device_.read(q, copy, static_cast<uint32_t>(i)) : device_.start_read(q, copy, static_cast<uint32_t>(i));
        else
            r = wait ? device_.write(q, copy, static_cast<uint32_t>(i)) : device_.start_write(q, copy, static_cast<uint32_t>(i));
        value = device_.submitted(q);
        return r;
    };
    return blocking(start, [&] { return device_.look_submitted(q, value); });
}

Status Runner::run_step(size_t i, const scenario::Write& w) {
    return after_wait(i, timing_.timed(BlockingOp::write, [&] { return direct(i, w.queue, copy_of(resources_, w)); }));
}

Status Runner::run_step(size_t i, const scenario::Read& rd) {
    return after_wait(i, timing_.timed(BlockingOp::read, [&] { return direct(i, rd.queue, copy_of(resources_, rd)); }));
}

Status Runner::run_step(size_t i, const scenario::Sync& s) {
    return timing_.on_device(
        [&] { return device_.sync(resources_.queues[s.queue], resources_.queues[s.after], static_cast<uint32_t>(i)); });
}

Status Runner::run_step(size_t i, const scenario::HostSignal& s) {
    const uint64_t value = scenario::semaphore_value_at(sc_, i, s.semaphore, s.value, it_);
    return timing_.on_device([&] { return device_.host_signal(resources_.semaphores[s.semaphore], value); });
}

Status Runner::run_step(size_t i, const scenario::HostWait& w) {
    return after_wait(i, timing_.timed(BlockingOp::host_wait, [&] { return wait_host(i, w); }));
}

// With threads, a wait for a queue (or all) waits for the work submitted to it up to the wait, not for the work
// other threads submit while it waits.
Result<sync::WaitStatus> Runner::wait_host(size_t step, const scenario::HostWait& w) {
    if (w.kind == scenario::HostWait::Kind::semaphore) {
        const sync::SemaphoreId id = resources_.semaphores[w.target];
        const uint64_t value = scenario::semaphore_value_at(sc_, step, w.target, w.value, it_);
        return blocking([&](bool wait) { return wait ? device_.host_wait(id, value) : device_.look_semaphore(id, value); },
                        [&] { return device_.look_semaphore(id, value); });
    }
    if (!in_threads_)
        return w.kind == scenario::HostWait::Kind::all ? device_.wait_idle() : device_.wait_queue_idle(resources_.queues[w.target]);
    std::vector<std::pair<sync::QueueId, uint64_t>> until;
    for (size_t q = 0; q < resources_.queues.size(); ++q)
        if (w.kind == scenario::HostWait::Kind::all || q == w.target)
            until.emplace_back(resources_.queues[q], device_.submitted(resources_.queues[q]));
    auto look = [&]() -> Result<sync::WaitStatus> {
        for (const auto& [queue, value] : until) {
            auto r = device_.look_submitted(queue, value);
            if (!r || *r != sync::WaitStatus::done) return r;
        }
        return sync::WaitStatus::done;
    };
    return blocking([&](bool) { return look(); }, look);  // with threads, looks alone
}

// A free changes no data on any backend: the race it makes is the analysis's to prove (the memory is not handed out
// again here, so a replay cannot show the reuse).
Status Runner::run_step(size_t, const scenario::Free&) { return {}; }

Status Runner::run_step(size_t, const scenario::Sleep& s) {
    if (in_threads_) mutex_.unlock();  // the other threads go on while this one sleeps
    platform::sleep_for(std::chrono::microseconds(s.us));
    if (in_threads_) mutex_.lock();
    return {};
}

Status Runner::run_step(size_t i, const scenario::Check& c) {
    const size_t index = check_index_[i];
    finish_model();                  // the expectations are this iteration's from here on
    if (model_deadlock_) return {};  // nothing to compare with: see iterate
    if (auto mismatch = verdict_.check(i, c, index, model_, checked_[index], it_)) add_finding(std::move(*mismatch));
    return {};
}

Status Runner::after_wait(size_t step, const Result<sync::WaitStatus>& r) {
    if (!r) return r.error();
    if (*r == sync::WaitStatus::timed_out && threaded_ && verdict_.iteration_hung()) return {};  // another thread's hang, reported
    if (*r == sync::WaitStatus::timed_out) return hang(step, scenario::step_name(sc_, step));
    return {};
}

// The watchdog fired: record the state of every queue and semaphore, raise the timelines, drain.
Status Runner::hang(size_t step, const std::string& where) {
    report::Finding f = verdict_.hang(step, it_);
    f.state = describe_state(sc_, device_.state(), perturber_.calibration_submissions());
    if (std::string note = iteration_values_note(sc_, it_); !note.empty()) f.state.push_back("values: " + note);
    // One more round when the first does not drain: a recovered queue may have submitted work that waits on a value
    // raised only now.
    for (int round = 0; round < 2 && !f.recovered; ++round) {
        SYNCSTRESS_TRY(timing_.on_device([&] { return device_.recover(); }));
        auto idle = timing_.on_device([&] { return device_.wait_idle(); });
        if (!idle) return idle.error();
        f.recovered = *idle == sync::WaitStatus::done;
    }
    // Abandoned now, not when the scenario ends: no later measurement may share the CPU with its threads.
    if (!f.recovered) abandoned_ = device_.abandon();
    f.message =
        where + " did not finish within " + format_duration(device_.hang_timeout()) + " (iteration " + std::to_string(it_) + ")" +
        (f.recovered ? "; recovered by raising the timelines" : "; could not recover, backend abandoned for this scenario: " + *abandoned_);
    add_finding(std::move(f));
    return {};
}

// A finding of this run: the repro line of its iteration, what the perturbation did in it.
void Runner::add_finding(report::Finding f) {
    f.repro = repro_line(sc_.file, backend_, o_, it_ + 1);
    if (auto perturbation = perturber_.description()) f.perturbation = std::move(*perturbation);
    verdict_.add(std::move(f));
}

}  // namespace syncstress::engine
