// The stress loop: one scenario on one backend, iteration after iteration, through the sync core.
#include "core/engine/engine.h"

#include "core/backends/registry.h"
#include "core/common/shell.h"
#include "core/engine/capabilities.h"
#include "core/engine/order_aim.h"
#include "core/platform/timing.h"
#include "core/scenario/analysis.h"
#include "core/scenario/contract.h"
#include "core/scenario/model.h"
#include "core/sync/calibration_cache.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <functional>
#include <future>
#include <map>
#include <random>
#include <sstream>
#include <thread>
#include <type_traits>

namespace syncstress::engine {

namespace {

using Clock = std::chrono::steady_clock;
// The iteration's and its device calls' times: read four times a trivial iteration (platform/timing.h).
using Stamp = platform::FastClock;
using scenario::Scenario;

// After this many hangs in a row the backend is taken as wedged for this scenario: the run moves on.
constexpr int k_max_consecutive_hangs = 3;

double micros(Clock::duration d) { return std::chrono::duration<double, std::micro>(d).count(); }
double micros_since(Clock::time_point start) { return micros(Clock::now() - start); }

// A seed for this scenario x backend, so that every job's perturbation differs but repeats with --seed.
uint64_t job_seed(uint64_t seed, const std::string& scenario, const std::string& backend) {
    uint64_t h = seed ^ 0x9e3779b97f4a7c15ull;
    for (char c : scenario + "/" + backend) h = (h ^ static_cast<unsigned char>(c)) * 0x100000001b3ull;
    return h;
}

const char* side_name(Side s) { return to_string(s); }

// --perturb auto sizes its delay from the backend's round trip (an empty submission, submit to idle): ten of
// them, so that the delayed work is still pending when the other side's is submitted and runs, within bounds.
constexpr uint32_t k_aim_round_trips = 10;
constexpr uint32_t k_aim_min_us = 200;
constexpr uint32_t k_aim_max_us = 20'000;

// A reference model run writing at least this many elements runs on a thread of its own, beside the host's
// submissions and the device's work, and is waited for at the iteration's first check: on the cpu backend the model
// of a 4 MiB chain cost as much as the work it models (issue 13). A smaller one runs inline: handing it to a thread
// would cost more than it.
constexpr uint64_t k_model_beside_elements = 64 * 1024;
// A model run of at most this many elements is left to the iteration's first wait (Device::work_in_next_wait): the
// host models while the device works. Small, because a device that finishes during the run is noticed only after
// it: ~0.3 us at most on the machines measured (the trivial scenario's model, 128 elements, ~0.1-0.3 us).
constexpr uint64_t k_model_in_wait_elements = 512;

// The host ops that block, timed each (report: timing.ops), in the order of k_blocking_op_names.
enum class BlockingOp : uint8_t { read, write, host_wait, drain };
constexpr const char* k_blocking_op_names[] = {"read", "write", "host_wait", "drain"};
static_assert(std::size(k_blocking_op_names) == static_cast<size_t>(BlockingOp::drain) + 1);

// Everything one scenario x backend run needs, created once and reused by every iteration.
class Runner final : private sync::WaitWork {
public:
    Runner(const Scenario& sc, const std::string& backend, const RunOptions& o, report::ScenarioResult& result)
        : sc_(sc), backend_(backend), o_(o), result_(result), model_(sc),
          rng_(job_seed(o.seed, sc.name, backend)) {}
    // The device may wait as it is destroyed (a drain): not with this runner's work, half destroyed by then.
    ~Runner() {
        if (device_) device_->work_in_next_wait(nullptr);
    }
    Runner(const Runner&) = delete;
    Runner& operator=(const Runner&) = delete;

    // Runs a call into the device: its time is the iteration's device time. Its end is the engine's latest clock
    // reading (`stamp_`), where the iteration's time stops and the next one's starts.
    template <class F>
    auto on_device(F&& f) {
        const auto start = Stamp::now();
        auto r = f();
        stamp_ = Stamp::now();
        device_in_iteration_us_ += micros(stamp_ - start);
        return r;
    }

    // Runs a blocking host op: device time, also recorded per op.
    template <class F>
    auto timed(BlockingOp op, F&& f) {
        const auto start = Stamp::now();
        auto r = f();
        stamp_ = Stamp::now();
        const double us = micros(stamp_ - start);
        unrecorded_.push_back({&op_us_[static_cast<size_t>(op)], us});
        device_in_iteration_us_ += us;
        return r;
    }

    // Creates the device and every resource; an Error ends the run with status error.
    Status create(std::unique_ptr<sync::Backend> backend) {
        sync::DeviceOptions options;
        options.faults = o_.faults;
        device_ = std::make_unique<sync::Device>(std::move(backend), options);
        for (const auto& q : sc_.queues) {
            auto id = device_->create_queue(q.side, q.name);
            if (!id) return id.error();
            queues_.push_back(*id);
        }
        for (const auto& b : sc_.buffers) {
            auto id = device_->create_buffer(b.name, b.elements, b.memory, b.side);
            if (!id) return id.error();
            buffers_.push_back(*id);
        }
        for (const auto& h : sc_.host_arrays) {
            auto id = device_->create_host_array(h.name, h.elements);
            if (!id) return id.error();
            hosts_.push_back(*id);
            auto data = device_->host_data(*id);
            for (uint64_t i = 0; i < h.elements; ++i) data[i] = scenario::pattern_value(h.init, 0, i);
        }
        for (const auto& s : sc_.semaphores) {
            auto id = device_->create_semaphore(s.name, s.initial);
            if (!id) return id.error();
            semaphores_.push_back(*id);
        }
        for (const auto& step : sc_.steps)
            if (const auto* c = std::get_if<scenario::Check>(&step))
                checked_.push_back(device_->host_data(hosts_[c->host]).subspan(c->range.offset, c->range.count));
        SYNCSTRESS_TRY(prepare_steps());
        for (size_t i = 0; i < result_.findings.size(); ++i) {
            const auto& f = result_.findings[i];
            if (f.kind == report::FindingKind::race || f.kind == report::FindingKind::deadlock || f.kind == report::FindingKind::timeline)
                proved_.push_back({i});
        }
        if (o_.perturb.aimed) SYNCSTRESS_TRY(aim());
        stamp_ = Stamp::now();  // the first iteration starts here
        return {};
    }

    // Runs one iteration. Returns an Error only for a broken backend (the run stops with status error).
    Status iterate(uint64_t it) {
        // An iteration's time runs from the end of the last one's last device call to the end of its own (the drain):
        // the engine's work between (the model's run, the checks, the bookkeeping, the loop) is all counted, once,
        // and two clock readings an iteration fewer are taken (issue 13: at 15-40 ns a reading, a tenth of a trivial
        // iteration). The bookkeeping after the drain is the next iteration's engine time.
        const auto start = stamp_;
        it_ = it;
        iteration_failed_ = false;
        iteration_mismatched_ = false;
        iteration_hung_ = false;
        reversed_.clear();
        device_in_iteration_us_ = 0;
        // A model that deadlocks is the scenario's own bug, not the backend's: the device runs it all the same, until
        // the watchdog fires and the backend is recovered, so the deadlock the analysis proved is shown on it.
        // This iteration's checks have no expected data; it is the last (the model cannot go on from a stuck state).
        // The model's run, when it is small, and the last iteration's samples are left to the first wait that has
        // to wait (run() below): the host does them while the device works instead of before it starts.
        start_model(it);
        if (model_due_ || unrecorded()) {
            device_->work_in_next_wait(this);
            work_given_ = true;
        }
        device_->begin_iteration();
        aimed_ = next_aim();
        size_t check = 0;
        for (size_t i = 0; i < sc_.steps.size() && !iteration_hung_; ++i) {
            if (o_.perturb.jitter_us && i > 0) host_jitter();
            if (aimed_ && aimed_->step == i && !aimed_->command) SYNCSTRESS_TRY(delay_before_step(*aimed_));
            if (aimed_order_) SYNCSTRESS_TRY(host_gates(i, false));
            if (iteration_hung_) break;  // at a gate
            Status s = std::visit([&](const auto& step) { return run_step(i, step, check); }, sc_.steps[i]);
            if (!s) return s;
            if (aimed_order_ && !iteration_hung_) SYNCSTRESS_TRY(host_gates(i, true));
        }
        if (!iteration_hung_) {
            // The iteration is over only when every queue is idle; a queue still busy is a hang too.
            // A drain the device knows to be done (its waits saw every queue finish) waits for nothing: it is
            // recorded as taking no time (a count, recorded in run()), and one clock reading ends the iteration instead
            // of two around a call (issue 13: the trivial scenario).
            Result<sync::WaitStatus> idle = sync::WaitStatus::done;
            if (device_->known_idle()) {
                ++unrecorded_idle_drains_;
                stamp_ = Stamp::now();
            } else {
                idle = timed(BlockingOp::drain, [&] { return device_->wait_idle(o_.hang_timeout); });
            }
            if (!idle) return idle.error();
            if (*idle == sync::WaitStatus::timed_out) SYNCSTRESS_TRY(hang(sc_.steps.size(), "the end of the iteration (all queues idle)"));
        }
        finish_model();
        collect_backend_findings();
        credit_proved();
        // Device time is measured inside the iteration's, so the engine's is what is left of it.
        const double iteration_us = micros(stamp_ - start);
        unrecorded_iteration_ = {iteration_us, device_in_iteration_us_};
        ++result_.iterations;
        if (iteration_failed_ || iteration_hung_) ++result_.failures;
        consecutive_hangs_ = iteration_hung_ ? consecutive_hangs_ + 1 : 0;
        return {};
    }

    // Runs the reference model's iteration `it`: in the iteration's first wait (k_model_in_wait_elements), beside
    // (k_model_beside_elements) or here.
    void start_model(uint64_t it) {
        const uint64_t work = model_.next_iteration_work();
        if (work <= k_model_in_wait_elements) {
            model_due_ = it;
            return;
        }
        if (work < k_model_beside_elements) {
            if (auto deadlock = model_.run_iteration(it)) model_deadlock_ = deadlock->cycle;
            return;
        }
        model_run_ = std::async(std::launch::async, [this, it] { return model_.run_iteration(it); });
    }

    // Runs the model now if no wait has, or waits for a run started beside; the model is the engine's again.
    void finish_model() {
        if (work_given_ && device_->work_in_next_wait(nullptr)) run();
        if (!model_run_.valid()) return;
        if (auto deadlock = model_run_.get()) model_deadlock_ = deadlock->cycle;
    }

    // Says, for each race and deadlock the analysis proved, whether the device showed it and in how many iterations.
    void finish_shown(const sync::BackendInfo& info) {
        if (result_.iterations == 0) return;  // the device ran nothing: not looked for
        for (const Proved& p : proved_) {
            report::Finding& f = result_.findings[p.finding];
            if (p.iterations > 0) {
                f.shown = report::Shown{p.iterations, p.first};
                continue;
            }
            const std::string in = " in " + std::to_string(result_.iterations) + " iteration" + (result_.iterations == 1 ? "" : "s");
            if (f.kind == report::FindingKind::deadlock)
                f.not_shown = "did not hang" + in;
            else if (f.kind == report::FindingKind::timeline)
                f.not_shown = "no reversal seen" + in;
            else if (const auto shared = shared_hardware_queue(f, info))
                f.not_shown = "one hardware queue: " + *shared;
            else
                f.not_shown = "not seen" + in;
        }
    }

    // For the reason of an expected result: "; shown on cpu in 37 of 100 iterations" (iterations with wrong data,
    // whichever race wrote it) or "; not shown on vulkan: <why>".
    std::string shown_summary(report::FindingKind kind) const {
        std::string why;
        for (const Proved& p : proved_) {
            const auto& f = result_.findings[p.finding];
            if (f.kind != kind) continue;
            if (f.shown && kind == report::FindingKind::race)
                return "; shown on " + backend_ + " in " + std::to_string(mismatched_iterations_) + " of " + std::to_string(result_.iterations) + " iterations";
            if (f.shown) return "; shown on " + backend_ + " in " + std::to_string(f.shown->iterations) + " of " + std::to_string(result_.iterations) + " iterations";
            if (why.empty()) why = f.not_shown;
        }
        return why.empty() ? std::string() : "; not shown on " + backend_ + ": " + why;
    }

    bool wedged() const { return consecutive_hangs_ >= k_max_consecutive_hangs || abandoned_ || model_deadlock_; }
    const std::optional<std::string>& abandoned() const { return abandoned_; }
    const std::optional<std::string>& model_deadlock() const { return model_deadlock_; }
    bool iteration_failed() const { return iteration_failed_ || iteration_hung_; }
    // --until-fail: a failing iteration ends the run; in a scenario that expects its findings and has orders to force,
    // the last of them shown does (its reversals may fail every iteration before an order is forced).
    bool until_fail_done() const {
        if (sc_.expect == scenario::Expect::pass || order_aims_.empty()) return iteration_failed();
        return !next_order();
    }

    // WaitWork: what the engine has to do that a wait can hide: the model's run when it is small, the samples of
    // the last iteration. Called by the device before it waits (never calls the device), or by the engine when
    // no wait came first.
    void run() override {
        work_given_ = false;
        if (model_due_) {
            if (auto deadlock = model_.run_iteration(*model_due_)) model_deadlock_ = deadlock->cycle;
            model_due_.reset();
        }
        for (const auto& [histogram, us] : unrecorded_) histogram->record(us);
        unrecorded_.clear();
        for (; unrecorded_idle_drains_ > 0; --unrecorded_idle_drains_) op_us_[static_cast<size_t>(BlockingOp::drain)].record(0.0);
        if (const auto i = std::exchange(unrecorded_iteration_, std::nullopt)) {
            iteration_us_.record(i->iteration_us);
            device_us_.record(i->device_us);
            engine_us_.record(std::max(0.0, i->iteration_us - i->device_us));
        }
    }

    bool unrecorded() const { return !unrecorded_.empty() || unrecorded_iteration_ || unrecorded_idle_drains_ != 0; }

    void finish_timing() {
        if (device_->work_in_next_wait(nullptr) || unrecorded()) run();
        result_.timing.iteration_us = report::summarize(iteration_us_);
        result_.timing.device_us = report::summarize(device_us_);
        result_.timing.engine_us = report::summarize(engine_us_);
        for (size_t op = 0; op < op_us_.size(); ++op)
            if (op_us_[op].count() != 0) result_.timing.ops[k_blocking_op_names[op]] = report::summarize(op_us_[op]);
    }

private:
    // An ordering point --perturb auto may delay: before command `command` of the submit at `step`, or, without a
    // command, before the step itself (a delay-only submission on `queue`, or a host sleep when there is no queue).
    struct AimPoint {
        size_t step = 0;
        std::optional<size_t> command;
        std::optional<size_t> queue;
        std::optional<size_t> race;  // index into proved_: the race it aims at
    };
    struct Proved {
        size_t finding;  // index into result_.findings
        uint64_t iterations = 0;
        std::optional<uint64_t> first;
    };

    std::optional<size_t> queue_index(const std::string& name) const {
        for (size_t q = 0; q < sc_.queues.size(); ++q)
            if (sc_.queues[q].name == name) return q;
        return std::nullopt;
    }

    // A value of a prepared step's submission that follows $iteration: a fill's, a dispatch's p0 or p1 (`iter`), or a
    // semaphore value (`semaphore`: its value at iteration 0).
    struct Varying {
        const scenario::IterValue* iter = nullptr;
        uint64_t semaphore = 0;
    };
    // A submit, read or write step the device prepared once (Device::prepare): each iteration gives its values only.
    struct PreparedStep {
        sync::PreparedId id;
        std::vector<Varying> varying;
    };

    uint64_t value_at(const Varying& v) const { return v.iter ? v.iter->at(it_) : sc_.semaphore_value(v.semaphore, it_); }

    // Prepares every submit, read and write; none when a fault is on (the device prepares nothing then).
    Status prepare_steps() {
        prepared_.resize(sc_.steps.size());
        std::vector<sync::OpValue> places;
        for (size_t i = 0; i < sc_.steps.size(); ++i) {
            ops_.clear();
            places.clear();
            PreparedStep step;
            sync::QueueId queue = 0;
            if (const auto* submit = std::get_if<scenario::Submit>(&sc_.steps[i])) {
                queue = queues_[submit->queue];
                for (const auto& command : submit->commands) {
                    const auto op = static_cast<uint32_t>(ops_.size());
                    auto vary = [&](sync::OpValue::Field field, Varying v) {
                        places.push_back({op, field});
                        step.varying.push_back(v);
                    };
                    if (const auto* f = std::get_if<scenario::Fill>(&command); f && f->value.iteration) {
                        vary(sync::OpValue::Field::value, {&f->value});
                    } else if (const auto* d = std::get_if<scenario::Dispatch>(&command)) {
                        if (d->p0.iteration) vary(sync::OpValue::Field::p0, {&d->p0});
                        if (d->p1.iteration) vary(sync::OpValue::Field::p1, {&d->p1});
                    } else if (sc_.semaphore_stride != 0) {
                        if (const auto* w = std::get_if<scenario::Wait>(&command)) vary(sync::OpValue::Field::value, {nullptr, w->value});
                        if (const auto* g = std::get_if<scenario::Signal>(&command)) vary(sync::OpValue::Field::value, {nullptr, g->value});
                    }
                    ops_.push_back(to_op(command));
                }
            } else if (const auto* r = std::get_if<scenario::Read>(&sc_.steps[i]); r && !device_->info().native.read) {
                queue = queues_[r->queue];
                ops_.push_back(copy_of(*r));
            } else if (const auto* w = std::get_if<scenario::Write>(&sc_.steps[i]); w && !device_->info().native.write) {
                queue = queues_[w->queue];
                ops_.push_back(copy_of(*w));
            } else {
                continue;
            }
            auto id = device_->prepare(queue, ops_, places, static_cast<uint32_t>(i));
            if (!id) return id.error();
            if (!*id) return {};  // a fault is on: every step submits as it goes
            step.id = **id;
            prepared_[i] = std::move(step);
        }
        return {};
    }

    // Step i's prepared submission, unless this iteration changes it (--perturb's delays inside it): null then.
    const PreparedStep* prepared_for(size_t i) const {
        if (!prepared_[i] || o_.perturb.delay_us != 0 || (aimed_ && aimed_->step == i && aimed_->command) || gated(i)) return nullptr;
        return &*prepared_[i];
    }
    // This iteration's values of a prepared step.
    std::span<const uint64_t> values_of(const PreparedStep& p) {
        values_.clear();
        for (const Varying& v : p.varying) values_.push_back(value_at(v));
        return values_;
    }
    Status submit_prepared(const PreparedStep& p) { return device_->submit(p.id, values_of(p)); }
    // A prepared read or write: its copy, then the wait for its queue, as Device::read and write do.
    Result<sync::WaitStatus> direct_prepared(const PreparedStep& p) {
        return device_->submit_and_wait(p.id, values_of(p), o_.hang_timeout);
    }

    // Lists the ordering points once and sizes the delay (calibrating the backend the first time).
    Status aim() {
        for (size_t p = 0; p < proved_.size(); ++p) {
            const auto& f = result_.findings[proved_[p].finding];
            if (f.kind != report::FindingKind::race || f.accesses.empty() || f.accesses[0].queue.empty()) continue;
            const auto& first = f.accesses[0];  // issued first: delayed, the other overtakes it
            race_points_.push_back({first.step, first.command, queue_index(first.queue), p});
        }
        for (size_t i = 0; i < sc_.steps.size(); ++i) {
            if (const auto* submit = std::get_if<scenario::Submit>(&sc_.steps[i])) {
                // After the submission's own waits, before its work: what a dropped or early wait elsewhere overtakes.
                size_t c = 0;
                while (c < submit->commands.size() && std::holds_alternative<scenario::Wait>(submit->commands[c])) ++c;
                if (c < submit->commands.size()) other_points_.push_back({i, c, submit->queue, std::nullopt});
            } else if (std::holds_alternative<scenario::HostSignal>(sc_.steps[i])) {
                other_points_.push_back({i, std::nullopt, std::nullopt, std::nullopt});
            }
        }
        SYNCSTRESS_TRY(aim_orders());
        if (race_points_.empty() && other_points_.empty()) return {};  // nothing to delay: nothing to size
        // One delay for every point, long enough for the slowest side of the scenario: a CUDA stream's work delayed
        // by its own round trip is not overtaken by a Vulkan queue that takes far longer to start. Where both sides
        // run, also for a hand-off between them: a queue that starts after another API's signal starts later still
        // (on the H200 a Vulkan queue waiting for a CUDA stream's signal: 1.5-2 ms, where either alone takes 0.2).
        std::optional<sync::QueueId> first_of[2];
        for (const Side side : {Side::device, Side::cuda}) {
            const auto q = std::find_if(sc_.queues.begin(), sc_.queues.end(), [&](const auto& queue) { return queue.side == side; });
            if (q == sc_.queues.end()) continue;
            const auto queue = queues_[static_cast<size_t>(q - sc_.queues.begin())];
            first_of[side == Side::cuda] = queue;
            SYNCSTRESS_TRY(add_calibrated(std::string("aimed delay us, ") + to_string(side) + " queue", [&] { return calibrate({}, queue); }));
        }
        if (first_of[0] && first_of[1]) {
            SYNCSTRESS_TRY(add_calibrated("aimed delay us, hand-off cuda to device", [&] { return calibrate(first_of[1], *first_of[0]); }));
            SYNCSTRESS_TRY(add_calibrated("aimed delay us, hand-off device to cuda", [&] { return calibrate(first_of[0], *first_of[1]); }));
        }
        return {};
    }

    // The aimed delay grows to cover figure `name`'s, measured once per device and build of the tool: every
    // scenario on a backend shares it, and so do later runs, through the calibration cache (unless --no-cache).
    // A device without an identity (the cpu backend, an adapter) is measured once per process.
    Status add_calibrated(const std::string& name, const std::function<Result<uint32_t>()>& measure) {
        const sync::BackendInfo& info = device_->info();
        const sync::CalibrationKey key{"aim-" + backend_, info.device_uuid, info.device_uuid.empty() ? std::string() : info.driver};
        auto delay = sync::calibrated(key, name, o_.use_cache, [&]() -> Result<double> {
            auto measured = measure();
            if (!measured) return measured.error();
            return static_cast<double>(*measured);
        });
        if (!delay) return delay.error();
        aim_delay_us_ = std::max(aim_delay_us_, static_cast<uint32_t>(std::clamp<double>(*delay, k_aim_min_us, k_aim_max_us)));
        return {};
    }

    // Ten round trips (the median of nine, the first a warm-up) of a one-command submission on `queue`; with
    // `signaller`, of a hand-off: `signaller` signals a semaphore that the submission on `queue` waits for first.
    Result<uint32_t> calibrate(std::optional<sync::QueueId> signaller, sync::QueueId queue) {
        std::optional<sync::SemaphoreId> handed;
        if (signaller) {
            auto id = device_->create_semaphore("syncstress calibration", 0);
            if (!id) return id.error();
            handed = *id;
        }
        const auto step = static_cast<uint32_t>(sc_.steps.size());
        std::vector<double> trips;
        for (uint64_t i = 0; i < 10; ++i) {
            // With work in it (a 1 us delay): an empty submission may never reach the GPU.
            std::vector<sync::QueueOp> work;
            if (handed) work.push_back(sync::WaitOp{*handed, i + 1});
            if (device_delay()) work.push_back(sync::DelayCmd{1});
            const auto start = Clock::now();
            if (handed) {
                const sync::QueueOp signal = sync::SignalOp{*handed, i + 1};
                SYNCSTRESS_TRY(device_->submit(*signaller, std::span(&signal, 1), step));
                ++calibration_submissions_[*signaller];
            }
            SYNCSTRESS_TRY(device_->submit(queue, work, step));
            ++calibration_submissions_[queue];
            auto idle = device_->wait_queue_idle(queue, o_.hang_timeout);
            if (!idle) return idle.error();
            if (i > 0) trips.push_back(micros_since(start));
        }
        std::sort(trips.begin(), trips.end());
        const double sized = trips[trips.size() / 2] * k_aim_round_trips;
        return static_cast<uint32_t>(std::clamp<double>(sized, k_aim_min_us, k_aim_max_us));
    }

    // This iteration's point: every other iteration a race (when there are races), each list in shuffled rounds.
    std::optional<AimPoint> next_aim() {
        aimed_order_.reset();
        if (!o_.perturb.aimed) return std::nullopt;
        const auto order = next_order();
        const bool races = !race_points_.empty() && ((other_points_.empty() && !order) || it_ % 2 == 0);
        if (!races && order) {
            aimed_order_ = order;
            next_order_ = *order + 1;
            gate_base_ = 2 * forced_orders_++;
            return std::nullopt;
        }
        auto& points = races ? race_points_ : other_points_;
        auto& next = races ? next_race_ : next_other_;
        if (points.empty()) return std::nullopt;
        if (next % points.size() == 0) std::shuffle(points.begin(), points.end(), rng_);
        // Rounds change the delay: 1x, 8x, 2x, 4x the calibrated one, then again. A round trip says when a queue
        // starts, not when another API's queue does (two contexts on one GPU may take turns): the larger ones cover
        // that, and the largest comes second, so that each point has seen both ends of the scale within two rounds
        // (on the H200 a dropped wait between two Vulkan queues showed only at 8x, after 9-16 iterations with 1-2-4-8).
        constexpr uint32_t k_round_shift[] = {0, 3, 1, 2};
        const uint32_t round = static_cast<uint32_t>(next / points.size());
        delay_us_ = std::min<uint32_t>(k_aim_max_us, aim_delay_us_ << k_round_shift[round % 4]);
        return points[next++ % points.size()];
    }

    // The next order to force, in turn, among those not shown yet: once shown, forcing it again would only add hangs.
    std::optional<size_t> next_order() const {
        for (size_t n = 0; n < order_aims_.size(); ++n) {
            const size_t i = (next_order_ + n) % order_aims_.size();
            if (proved_[order_aims_[i].proved].iterations == 0) return i;
        }
        return std::nullopt;
    }

    // Lists the orders to force (order_aim.h), with a gate timeline of their own; an order whose sites span two
    // iterations is aimed at by a delay before its late signal instead.
    Status aim_orders() {
        for (size_t p = 0; p < proved_.size(); ++p) {
            const auto& f = result_.findings[proved_[p].finding];
            if (!f.order || f.certain.value_or(true)) continue;
            if (auto a = order_aim(sc_, *f.order, f.object, p)) order_aims_.push_back(std::move(*a));
            else if (f.order->late.command && f.order->late.step < sc_.steps.size())
                other_points_.push_back({f.order->late.step, f.order->late.command, queue_index(f.order->late.queue), std::nullopt});
        }
        if (order_aims_.empty()) return {};
        // Deadlocks first: a hang is what stops a CI runner, and forcing one often reverses its timeline on the way.
        std::stable_partition(order_aims_.begin(), order_aims_.end(), [&](const OrderAim& a) {
            return result_.findings[proved_[a.proved].finding].kind == report::FindingKind::deadlock;
        });
        auto gate = device_->create_semaphore("syncstress order gate", 0);
        if (!gate) return gate.error();
        gate_ = *gate;
        return {};
    }

    bool gated(size_t step) const {
        if (!aimed_order_) return false;
        const auto& gates = order_aims_[*aimed_order_].gates;
        return std::any_of(gates.begin(), gates.end(), [&](const GateOp& g) { return g.step == step; });
    }

    // The forced order's gates around host step i: the host waits for the gate before it, or signals it after.
    Status host_gates(size_t i, bool after) {
        for (const GateOp& g : order_aims_[*aimed_order_].gates) {
            if (g.step != i || g.command || g.signal != after) continue;
            const uint64_t value = gate_base_ + g.value;
            if (after) {
                SYNCSTRESS_TRY(on_device([&] { return device_->host_signal(gate_, value); }));
                continue;
            }
            SYNCSTRESS_TRY(after_wait(i, timed(BlockingOp::host_wait, [&] { return device_->host_wait(gate_, value, o_.hang_timeout); })));
        }
        return {};
    }

    std::string describe(const AimPoint& p) const {
        std::string text = "delay " + format_duration(std::chrono::microseconds(delay_us_)) + " before ";
        if (p.command) {
            const auto& submit = std::get<scenario::Submit>(sc_.steps[p.step]);
            text += "command " + std::to_string(*p.command) + " (" + scenario::op_name(submit.commands[*p.command]) + ") of ";
        }
        text += scenario::step_name(sc_, p.step);
        if (p.race) text += ", the first access of the race on " + result_.findings[proved_[*p.race].finding].object;
        return text;
    }

    // Whether the backend runs delay commands (a runtime adapter may not): else perturbation sleeps on the host.
    bool device_delay() const {
        constexpr size_t row = sync::QueueOp(sync::DelayCmd{}).index();
        return (device_->info().commands & (1u << row)) != 0;
    }

    Status delay_before_step(const AimPoint& p) {
        // A backend without a device-side delay (a runtime adapter may have none) is delayed from the host instead.
        if (!p.queue || !device_delay()) {
            platform::sleep_for(std::chrono::microseconds(delay_us_));
            return {};
        }
        const sync::QueueOp delay = sync::DelayCmd{delay_us_};
        return on_device([&] { return device_->submit(queues_[*p.queue], std::span(&delay, 1), static_cast<uint32_t>(p.step)); });
    }

    // A race is credited with an iteration whose data was wrong: the race it aimed at, or, when it aimed at
    // none, every race (which one wrote the wrong data cannot be told). A deadlock, with an iteration that hung, unless
    // it forced another finding's order. A timeline reversal, with a non-monotonic signal of its semaphore, or a hang
    // in an iteration that forced its order.
    void credit_proved() {
        if (iteration_mismatched_) ++mismatched_iterations_;
        const size_t none = proved_.size(), forced = aimed_order_ ? order_aims_[*aimed_order_].proved : none;
        for (size_t p = 0; p < proved_.size(); ++p) {
            const auto& f = result_.findings[proved_[p].finding];
            bool seen = iteration_mismatched_ && (!aimed_ || !aimed_->race || *aimed_->race == p);
            if (f.kind == report::FindingKind::deadlock) seen = iteration_hung_ && (forced == none || forced == p);
            if (f.kind == report::FindingKind::timeline)
                seen = std::find(reversed_.begin(), reversed_.end(), f.object) != reversed_.end() || (iteration_hung_ && forced == p);
            if (!seen) continue;
            if (!proved_[p].first) proved_[p].first = it_;
            ++proved_[p].iterations;
        }
    }

    // When both accesses of a race are on device-side queues that share one hardware queue: how they map.
    std::optional<std::string> shared_hardware_queue(const report::Finding& f, const sync::BackendInfo& info) const {
        if (info.hardware_queues == 0 || f.accesses.size() != 2) return std::nullopt;
        auto slot = [&](const std::string& name) -> std::optional<size_t> {
            size_t device_queues = 0;
            for (const auto& q : sc_.queues) {
                if (q.side != Side::device) continue;
                if (q.name == name) return device_queues % info.hardware_queues;
                ++device_queues;
            }
            return std::nullopt;
        };
        const auto a = slot(f.accesses[0].queue), b = slot(f.accesses[1].queue);
        if (!a || !b || *a != *b || f.accesses[0].queue == f.accesses[1].queue) return std::nullopt;
        const std::string both = "queues " + f.accesses[0].queue + " and " + f.accesses[1].queue;
        if (info.hardware_queues == 1) return both + " run one after the other on it";
        return both + " share one of " + std::to_string(info.hardware_queues) + " hardware queues (round-robin) and run one after the other";
    }

    void host_jitter() {
        std::uniform_int_distribution<uint32_t> d(0, o_.perturb.jitter_us);
        if (uint32_t us = d(rng_)) platform::sleep_for(std::chrono::microseconds(us));
    }

    void maybe_delay(std::vector<sync::QueueOp>& ops) {
        if (!o_.perturb.delay_us) return;
        std::uniform_int_distribution<uint32_t> d(0, 2 * o_.perturb.delay_us + 1);
        const uint32_t draw = d(rng_);
        if (draw > o_.perturb.delay_us) return;  // about half the ops run undelayed
        if (draw && !device_delay()) platform::sleep_for(std::chrono::microseconds(draw));
        else if (draw) ops.push_back(sync::DelayCmd{draw});
    }

    // Each row of the op table (core/common/ops.h) becomes the sync core's type of that row: checked below.
    struct ToOp {
        const Runner& r;
        sync::FillCmd operator()(const scenario::Fill& f) const {
            return {r.buffers_[f.dst], f.range.offset, f.range.count, f.value.at(r.it_)};
        }
        sync::CopyCmd operator()(const scenario::Copy& c) const {
            return {r.buffers_[c.src], r.buffers_[c.dst], c.src_offset, c.dst_offset, c.count};
        }
        sync::UploadCmd operator()(const scenario::Upload& u) const {
            return {r.hosts_[u.src_host], r.buffers_[u.dst], u.src_offset, u.dst_offset, u.count};
        }
        sync::DownloadCmd operator()(const scenario::Download& d) const {
            return {r.buffers_[d.src], r.hosts_[d.dst_host], d.src_offset, d.dst_offset, d.count};
        }
        sync::DispatchCmd operator()(const scenario::Dispatch& d) const {
            return {d.kernel, r.buffers_[d.dst], r.buffers_[d.a], r.buffers_[d.b], d.range.offset,
                    d.range.count, d.p0.at(r.it_), d.p1.at(r.it_)};
        }
        sync::DelayCmd operator()(const scenario::Delay& d) const { return {d.us}; }
        sync::SignalOp operator()(const scenario::Signal& s) const {
            return {r.semaphores_[s.semaphore], r.sc_.semaphore_value(s.value, r.it_)};
        }
        sync::WaitOp operator()(const scenario::Wait& w) const {
            return {r.semaphores_[w.semaphore], r.sc_.semaphore_value(w.value, r.it_)};
        }
    };
#define SYNCSTRESS_TO_OP_ROW(name, scenario_type, sync_type)                                                   \
    static_assert(std::is_same_v<std::invoke_result_t<ToOp, const scenario::scenario_type&>, sync::sync_type>, \
                  "to_op must translate the op table's " #name " row into its sync core type");
    SYNCSTRESS_QUEUE_COMMANDS(SYNCSTRESS_TO_OP_ROW)
#undef SYNCSTRESS_TO_OP_ROW

    // The copy of a write or a read.
    sync::UploadCmd copy_of(const scenario::Write& w) const {
        return {hosts_[w.src_host], buffers_[w.dst], w.src_offset, w.dst_offset, w.count};
    }
    sync::DownloadCmd copy_of(const scenario::Read& r) const {
        return {buffers_[r.src], hosts_[r.dst_host], r.src_offset, r.dst_offset, r.count};
    }

    sync::QueueOp to_op(const scenario::Command& c) const {
        return std::visit([this](const auto& command) -> sync::QueueOp { return ToOp{*this}(command); }, c);
    }

    Status run_step(size_t i, const scenario::Submit& s, size_t&) {
        if (const PreparedStep* p = prepared_for(i)) return on_device([&] { return submit_prepared(*p); });
        ops_.clear();
        const bool host_delayed = aimed_ && aimed_->step == i && aimed_->command && !device_delay();
        if (host_delayed) platform::sleep_for(std::chrono::microseconds(delay_us_));
        for (size_t c = 0; c < s.commands.size(); ++c) {
            const auto& command = s.commands[c];
            if (!std::holds_alternative<scenario::Signal>(command) && !std::holds_alternative<scenario::Wait>(command)) maybe_delay(ops_);
            if (aimed_ && aimed_->step == i && aimed_->command == c && !host_delayed) ops_.push_back(sync::DelayCmd{delay_us_});
            if (aimed_order_) append_gates(ops_, order_aims_[*aimed_order_].gates, gate_, gate_base_, i, c, false);
            ops_.push_back(to_op(command));
            if (aimed_order_) append_gates(ops_, order_aims_[*aimed_order_].gates, gate_, gate_base_, i, c, true);
        }
        return on_device([&] { return device_->submit(queues_[s.queue], ops_, static_cast<uint32_t>(i)); });
    }

    Status run_step(size_t, const scenario::HostFill& f, size_t&) {
        auto data = device_->host_data(hosts_[f.dst_host]);
        for (uint64_t e = f.range.offset; e < f.range.offset + f.range.count; ++e) data[e] = scenario::pattern_value(f.pattern, it_, e);
        return {};
    }

    Status run_step(size_t i, const scenario::Write& w, size_t&) {
        auto r = timed(BlockingOp::write, [&] {
            if (const PreparedStep* p = prepared_for(i)) return direct_prepared(*p);
            return device_->write(queues_[w.queue], copy_of(w), o_.hang_timeout, static_cast<uint32_t>(i));
        });
        return after_wait(i, r);
    }

    Status run_step(size_t i, const scenario::Read& rd, size_t&) {
        auto r = timed(BlockingOp::read, [&] {
            if (const PreparedStep* p = prepared_for(i)) return direct_prepared(*p);
            return device_->read(queues_[rd.queue], copy_of(rd), o_.hang_timeout, static_cast<uint32_t>(i));
        });
        return after_wait(i, r);
    }

    Status run_step(size_t i, const scenario::Sync& s, size_t&) {
        return on_device([&] { return device_->sync(queues_[s.queue], queues_[s.after], static_cast<uint32_t>(i)); });
    }

    Status run_step(size_t, const scenario::HostSignal& s, size_t&) {
        return on_device([&] { return device_->host_signal(semaphores_[s.semaphore], sc_.semaphore_value(s.value, it_)); });
    }

    Status run_step(size_t i, const scenario::HostWait& w, size_t&) {
        Result<sync::WaitStatus> r = sync::WaitStatus::done;
        switch (w.kind) {
        case scenario::HostWait::Kind::semaphore:
            r = timed(BlockingOp::host_wait, [&] { return device_->host_wait(semaphores_[w.target], sc_.semaphore_value(w.value, it_), o_.hang_timeout); });
            break;
        case scenario::HostWait::Kind::queue:
            r = timed(BlockingOp::host_wait, [&] { return device_->wait_queue_idle(queues_[w.target], o_.hang_timeout); });
            break;
        case scenario::HostWait::Kind::all:
            r = timed(BlockingOp::host_wait, [&] { return device_->wait_idle(o_.hang_timeout); });
            break;
        }
        return after_wait(i, r);
    }

    Status run_step(size_t, const scenario::Sleep& s, size_t&) {
        platform::sleep_for(std::chrono::microseconds(s.us));
        return {};
    }

    Status run_step(size_t i, const scenario::Check& c, size_t& check) {
        const size_t index = check++;
        finish_model();  // the expectations are this iteration's from here on
        if (model_deadlock_) return {};  // nothing to compare with: see iterate
        auto expected = model_.expected(index);
        const auto actual = checked_[index];
        if (expected.size() == actual.size() && std::memcmp(expected.data(), actual.data(), actual.size_bytes()) == 0) return {};
        iteration_failed_ = true;
        iteration_mismatched_ = true;
        const auto m = model_.classify(index, actual);
        report::Finding f;
        f.kind = report::FindingKind::mismatch;
        f.expected = sc_.expect == scenario::Expect::race;
        f.iteration = it_;
        f.steps = {i};
        f.object = sc_.host_arrays[c.host].name;
        f.offset = c.range.offset;
        f.count = c.range.count;
        f.classification = m.kind;
        f.first_index = m.first_index;
        f.wrong = m.count;
        f.checked = m.checked;
        for (const auto& s : m.samples) f.samples.push_back({s.index, s.expected, s.actual});
        std::ostringstream msg;
        msg << scenario::step_name(sc_, i) << ": " << m.count << " of " << m.checked << " elements of " << f.object
            << " wrong (" << to_string(m.kind) << "), first at [" << m.first_index << "]";
        if (!m.samples.empty()) msg << ": expected " << m.samples[0].expected << ", got " << m.samples[0].actual;
        if (!m.note.empty()) msg << "; the value of " << m.note;
        f.message = msg.str();
        add_finding(std::move(f));
        return {};
    }

    Status after_wait(size_t step, const Result<sync::WaitStatus>& r) {
        if (!r) return r.error();
        if (*r == sync::WaitStatus::timed_out) return hang(step, scenario::step_name(sc_, step));
        return {};
    }

    // The watchdog fired: record the state of every queue and semaphore, raise the timelines, drain.
    Status hang(size_t step, const std::string& where) {
        iteration_hung_ = true;
        ++result_.hangs;
        report::Finding f;
        f.kind = report::FindingKind::hang;
        f.expected = sc_.expect == scenario::Expect::deadlock;
        f.iteration = it_;
        if (step < sc_.steps.size()) f.steps = {step};
        f.state = describe_state(device_->state());
        SYNCSTRESS_TRY(on_device([&] { return device_->recover(); }));
        auto idle = on_device([&] { return device_->wait_idle(o_.hang_timeout); });
        if (!idle) return idle.error();
        f.recovered = *idle == sync::WaitStatus::done;
        if (!f.recovered) {
            // One more round: a recovered queue may have submitted work that waits on a value raised only now.
            SYNCSTRESS_TRY(on_device([&] { return device_->recover(); }));
            idle = on_device([&] { return device_->wait_idle(o_.hang_timeout); });
            if (!idle) return idle.error();
            f.recovered = *idle == sync::WaitStatus::done;
        }
        // Abandoned now, not when the scenario ends: no later measurement may share the CPU with its threads.
        f.message = where + " did not finish within " + format_duration(o_.hang_timeout) + " (iteration " +
                    std::to_string(it_) + ")" +
                    (f.recovered ? "; recovered by raising the timelines"
                                 : "; could not recover, backend abandoned for this scenario: " + abandon());
        add_finding(std::move(f));
        return {};
    }

    std::string abandon() {
        abandoned_ = device_->abandon();
        return *abandoned_;
    }

    std::vector<std::string> describe_state(const sync::DeviceState& state) const {
        std::vector<std::string> lines;
        for (const auto& q : state.queues) {
            std::string line = "queue " + q.name + " (" + side_name(q.side) + "): finished " + std::to_string(q.finished) + " of " +
                               std::to_string(q.submitted) + " submissions";
            // The device counts --perturb auto's calibration too (a queue's progress timeline counts every submission).
            const auto id = static_cast<sync::QueueId>(&q - state.queues.data());  // the state lists queues in id order
            if (const auto calibrated = calibration_submissions_.find(id); calibrated != calibration_submissions_.end())
                line += " (" + std::to_string(calibrated->second) + " of them --perturb auto's calibration, before the first iteration)";
            if (q.last_finished_tag) line += "; last finished " + tag_name(*q.last_finished_tag);
            if (q.blocked_tag) line += "; blocked at " + tag_name(*q.blocked_tag);
            if (!q.waiting_for.empty()) {
                line += " waiting for ";
                for (size_t i = 0; i < q.waiting_for.size(); ++i) line += (i ? ", " : "") + q.waiting_for[i];
            }
            lines.push_back(std::move(line));
        }
        for (const auto& s : state.semaphores) {
            std::string line = "semaphore " + s.name + " = " + std::to_string(s.value);
            if (!s.awaited.empty()) {
                line += ", awaited:";
                for (auto v : s.awaited) line += " " + std::to_string(v);
            }
            lines.push_back(std::move(line));
        }
        return lines;
    }

    std::string tag_name(uint32_t tag) const {
        if (tag < sc_.steps.size()) return scenario::step_name(sc_, tag);
        // calibrate() tags its submissions with the step count, one past the last step.
        return tag == sc_.steps.size() ? "--perturb auto's calibration" : "step " + std::to_string(tag);
    }

    void collect_backend_findings() {
        if (!device_->findings_pending()) return;
        for (const auto& v : device_->take_violations()) {
            report::Finding f;
            f.kind = report::FindingKind::timeline;
            f.expected = sc_.expect != scenario::Expect::pass;
            f.iteration = it_;
            f.object = v.name;
            f.message = "non-monotonic signal: " + f.object + " signalled " + std::to_string(v.signalled) + " while at " +
                        std::to_string(v.current) + " (a timeline may only rise; Vulkan forbids this)";
            iteration_failed_ = true;
            reversed_.push_back(v.name);
            add_finding(std::move(f));
        }
        for (auto& message : device_->take_messages()) {
            report::Finding f;
            f.kind = report::FindingKind::validation;
            f.iteration = it_;
            f.vuid = message.substr(0, message.find(':'));
            f.message = std::move(message);
            iteration_failed_ = true;
            add_finding(std::move(f));
        }
    }

    void add_finding(report::Finding f) {
        f.repro = repro_line(sc_.file, backend_, o_, it_ + 1);
        if (aimed_) f.perturbation = describe(*aimed_);
        else if (aimed_order_) f.perturbation = order_aims_[*aimed_order_].description;
        if (runtime_findings_ >= o_.max_findings + 1) {
            ++result_.findings_dropped;
            return;
        }
        ++runtime_findings_;
        result_.findings.push_back(std::move(f));
    }

    const Scenario& sc_;
    const std::string& backend_;
    const RunOptions& o_;
    report::ScenarioResult& result_;
    scenario::Model model_;
    std::mt19937_64 rng_;
    std::unique_ptr<sync::Device> device_;
    std::vector<sync::QueueId> queues_;
    std::vector<sync::BufferId> buffers_;
    std::vector<sync::HostArrayId> hosts_;
    std::vector<sync::SemaphoreId> semaphores_;
    std::vector<std::span<const uint32_t>> checked_;  // by check: the host memory it compares (stable, see host_data)
    std::vector<sync::QueueOp> ops_;
    std::vector<std::optional<PreparedStep>> prepared_;  // by step: see prepare_steps
    std::vector<uint64_t> values_;  // a prepared submission's values, this iteration's
    // Constant memory however long the run: histograms, not samples.
    report::Histogram iteration_us_, device_us_, engine_us_;
    std::array<report::Histogram, std::size(k_blocking_op_names)> op_us_;  // by BlockingOp
    // Samples not recorded yet (see run()): the blocking ops', the last iteration's.
    std::vector<std::pair<report::Histogram*, double>> unrecorded_;
    struct IterationSample {
        double iteration_us, device_us;
    };
    std::optional<IterationSample> unrecorded_iteration_;
    uint64_t unrecorded_idle_drains_ = 0;  // drains known done (no wait, no clock reading): samples of 0
    std::optional<uint64_t> model_due_;  // the model's iteration to run in the next wait: see start_model
    bool work_given_ = false;  // the device holds this runner's WaitWork, not run yet (run() clears it)
    double device_in_iteration_us_ = 0;
    std::map<sync::QueueId, uint64_t> calibration_submissions_;  // per queue: --perturb auto's, counted in DeviceState
    Stamp::time_point stamp_;  // the engine's latest clock reading, first at the end of create(): see iterate
    uint64_t it_ = 0;
    size_t runtime_findings_ = 0;
    int consecutive_hangs_ = 0;
    bool iteration_failed_ = false;
    bool iteration_mismatched_ = false;
    bool iteration_hung_ = false;
    // --perturb auto
    std::vector<AimPoint> race_points_, other_points_;
    size_t next_race_ = 0, next_other_ = 0;
    uint32_t aim_delay_us_ = k_aim_min_us;  // calibrated
    uint32_t delay_us_ = k_aim_min_us;      // this iteration's: the calibrated one, escalated by round
    std::optional<AimPoint> aimed_;
    std::vector<OrderAim> order_aims_;
    size_t next_order_ = 0;
    std::optional<size_t> aimed_order_;  // index into order_aims_: this iteration forces that order
    uint64_t forced_orders_ = 0;         // iterations that forced one so far
    uint64_t gate_base_ = 0;             // this iteration's gate values are gate_base_ + 1 and + 2
    sync::SemaphoreId gate_ = 0;
    std::vector<std::string> reversed_;  // semaphores the backend saw signalled backwards this iteration
    std::vector<Proved> proved_;
    uint64_t mismatched_iterations_ = 0;
    std::optional<std::string> abandoned_;  // what stopping the backend stopped, once it could not recover
    std::optional<std::string> model_deadlock_;  // the cycle, once the reference model got stuck
    // The model's run of this iteration while it runs beside (start_model); last member: the first destroyed, so a
    // run left by an error ends before the model it uses.
    std::future<std::optional<scenario::Deadlock>> model_run_;
};

std::string cuda_side_queues(const Scenario& sc) {
    std::string names;
    for (const auto& q : sc.queues)
        if (q.side == Side::cuda) names += (names.empty() ? "" : ", ") + q.name;
    return names;
}

bool stop_requested(const RunOptions& o) { return o.stop && o.stop->load(std::memory_order_relaxed); }

// A certain deadlock hangs in its first iteration (the reference model gets stuck there, and cannot go on): one
// iteration shows it. So does a scenario that expects a deadlock the analysis did not find. A deadlock or reversal
// that needs an order runs the iterations asked for, --perturb auto forcing the order until it has shown.
bool runs_once(const Scenario& sc, const std::vector<report::Finding>& findings) {
    bool certain = false, ordered = false;
    for (const auto& f : findings) {
        if (f.kind == report::FindingKind::deadlock && f.certain.value_or(true)) certain = true;
        if ((f.kind == report::FindingKind::deadlock || f.kind == report::FindingKind::timeline) && f.order) ordered = true;
    }
    return certain || (sc.expect == scenario::Expect::deadlock && !ordered);
}

// The analysis's kinds, as the report names them.
report::FindingKind report_kind(scenario::FindingKind kind) {
    switch (kind) {
    case scenario::FindingKind::race: return report::FindingKind::race;
    case scenario::FindingKind::deadlock: return report::FindingKind::deadlock;
    case scenario::FindingKind::contract: return report::FindingKind::contract;
    case scenario::FindingKind::timeline: return report::FindingKind::timeline;
    case scenario::FindingKind::oversync: return report::FindingKind::oversync;
    }
    return report::FindingKind::error;
}

std::vector<report::Finding> report_findings(const Scenario& sc, const std::vector<scenario::Finding>& findings) {
    std::vector<report::Finding> out;
    for (const auto& a : findings) {
        report::Finding f;
        f.kind = report_kind(a.kind);
        f.warning = a.warning;
        f.expected = (sc.expect == scenario::Expect::race && a.kind == scenario::FindingKind::race) ||
                     (sc.expect == scenario::Expect::deadlock &&
                      (a.kind == scenario::FindingKind::deadlock || a.kind == scenario::FindingKind::timeline));
        f.message = a.message;
        f.steps.assign(a.steps.begin(), a.steps.end());
        f.object = a.object;
        if (a.kind == scenario::FindingKind::race || a.kind == scenario::FindingKind::contract) {
            f.offset = a.offset;
            f.count = a.count;
        }
        f.fix = a.fix;
        for (const auto& site : a.accesses) {
            report::Access access;
            access.step = site.step;
            if (site.command) access.command = *site.command;
            if (site.queue) access.queue = sc.queues[*site.queue].name;
            access.access = site.write ? report::AccessKind::write : report::AccessKind::read;
            access.next_iteration = site.next_iteration;
            f.accesses.push_back(std::move(access));
        }
        f.hazard = a.hazard;
        if (a.kind == scenario::FindingKind::deadlock || a.kind == scenario::FindingKind::timeline) f.certain = !a.order;
        if (a.order) f.order = report_order(sc, *a.order);
        out.push_back(std::move(f));
    }
    return out;
}

}  // namespace

std::vector<report::Finding> analysis_findings(const Scenario& sc) { return report_findings(sc, scenario::analyze(sc).findings); }

std::vector<std::string> run_arguments(const RunOptions& o, std::optional<uint64_t> iterations) {
    std::vector<std::string> args = {"--seed", std::to_string(o.seed)};
    if (iterations) {
        args.insert(args.end(), {"--iterations", std::to_string(*iterations)});
    } else {
        if (o.duration) args.insert(args.end(), {"--duration", format_duration(*o.duration)});
        else if (!(o.until_fail && o.iterations == k_until_fail_alone)) args.insert(args.end(), {"--iterations", std::to_string(o.iterations)});
        if (o.until_fail) args.push_back("--until-fail");
    }
    if (!o.faults.empty()) args.insert(args.end(), {"--inject", sync::to_string(o.faults)});
    args.insert(args.end(), {"--perturb", to_string(o.perturb), "--hang-timeout", format_duration(o.hang_timeout)});
    if (o.validate) args.push_back("--validate");
    if (!o.use_cache) args.push_back("--no-cache");
    for (const auto& [key, value] : o.adapter_options) args.insert(args.end(), {"--adapter-option", key + "=" + value});
    return args;
}

std::string repro_line(const std::string& file, const std::string& backend, const RunOptions& o,
                       std::optional<uint64_t> iterations) {
    std::vector<std::string> words = {"run", file, "--backend", backend};
    const auto args = run_arguments(o, iterations);
    words.insert(words.end(), args.begin(), args.end());
    return o.repro_program + " " + shell_join(words);
}

report::ScenarioResult run_one(const Scenario& sc, const std::string& backend, const RunOptions& o,
                               const std::vector<report::Finding>* analysis) {
    report::ScenarioResult result;
    result.scenario = sc.name;
    result.file = sc.file;
    result.backend = backend;
    result.expect = sc.expect;
    result.repro = repro_line(sc.file, backend, o, o.iterations);
    const auto started = Clock::now();
    auto finish = [&](report::ScenarioResult& r) -> report::ScenarioResult {
        r.duration_s = std::chrono::duration<double>(Clock::now() - started).count();
        return std::move(r);
    };

    result.findings = analysis ? *analysis : analysis_findings(sc);
    bool protocol_as_expected = sc.expect == scenario::Expect::pass;
    for (const auto& f : result.findings) {
        if (sc.expect == scenario::Expect::pass && !f.warning) protocol_as_expected = false;
        if (sc.expect != scenario::Expect::pass && f.expected) protocol_as_expected = true;
    }

    const auto* entry = backends::find_backend(backend);
    if (!entry) {
        report::mark_backend_error(result, make_error("unknown backend " + backend, ErrorKind::backend_unavailable));
        return finish(result);
    }
    const auto availability = entry->probe();
    if (!availability.available) {
        const std::string why = backend + " unavailable: " + availability.reason;
        if (o.backends.named) {
            report::mark_backend_error(result, make_error(why, ErrorKind::backend_unavailable));
        } else {
            result.status = report::ResultStatus::skip;
            result.reason = why;
        }
        return finish(result);
    }
    auto created = entry->create(backend_options(o, &sc));
    if (!created) {
        // One that could not be created is unavailable, whatever call failed in it.
        report::mark_backend_error(result, make_error(created.error().message, ErrorKind::backend_unavailable));
        return finish(result);
    }
    const sync::BackendInfo info = (*created)->info();
    const std::string cuda_queues = cuda_side_queues(sc);
    if (!cuda_queues.empty() && !info.cuda_side) {
        result.status = report::ResultStatus::skip;
        // The same words for every such scenario, so that the text folds them into one line per backend.
        result.reason = "the scenario has cuda-side queues; the " + backend +
                        " backend runs device-side queues only: run it on cpu, cuda or vulkan+cuda";
        return finish(result);
    }
    if (auto why = cannot_run(sc, info)) {
        result.status = report::ResultStatus::skip;
        result.reason = *why;
        return finish(result);
    }

    // A runtime that promises less than the scenario format: what the scenario relies on of it (warnings).
    static_assert(scenario::k_upload_reads_until_complete == sync::k_weaker_upload_reads_until_complete &&
                  scenario::k_download_writes_until_complete == sync::k_weaker_download_writes_until_complete);
    if (info.weaker != 0)
        for (auto& f : report_findings(sc, scenario::contract_findings(sc, info.weaker))) result.findings.push_back(std::move(f));

    Runner runner(sc, backend, o, result);
    if (auto s = runner.create(std::move(*created)); !s) {
        report::mark_backend_error(result, s.error());
        return finish(result);
    }

    const bool once = runs_once(sc, result.findings);
    const uint64_t iterations = once ? 1 : o.iterations;
    const auto deadline = o.duration ? std::optional(started + *o.duration) : std::nullopt;
    report::Progress progress{sc.name, backend, 0, deadline ? 0 : iterations};
    if (deadline) progress.duration_s = std::chrono::duration<double>(*o.duration).count();
    Status backend_status;  // an Error: the backend broke, the run stops with status error
    for (uint64_t it = 0;; ++it) {
        if (deadline ? Clock::now() >= *deadline : it >= iterations) break;
        if (stop_requested(o)) break;
        if (Status s = runner.iterate(it); !s) {  // not assigned each iteration: a Status holds a string
            backend_status = std::move(s);
            break;
        }
        if (o.on_progress && (it % 16 == 0 || runner.iteration_failed())) {
            progress.iteration = it + 1;
            progress.failures = result.failures;
            progress.elapsed_s = std::chrono::duration<double>(Clock::now() - started).count();
            o.on_progress(progress);
        }
        if (runner.wedged()) break;
        if (o.until_fail && runner.until_fail_done()) break;
    }
    runner.finish_timing();
    runner.finish_shown(info);
    report::note_contract_shown(result);
    // Under --duration the count that ran is what reproduces this run (the same iterations, the same seeds).
    if (o.duration) result.repro = repro_line(sc.file, backend, o, std::max<uint64_t>(result.iterations, 1));

    const bool mismatches = result.failures > result.hangs;
    if (!backend_status) {
        report::mark_backend_error(result, backend_status.error());
    } else if (sc.expect == scenario::Expect::deadlock && protocol_as_expected && result.hangs == 0 && runner.model_deadlock()) {
        // Proved, and the device should have stuck where the model did: it did not, which is a finding of its own.
        result.status = report::ResultStatus::fail;
        result.reason = "the analysis proved the deadlock the scenario expects, but " + backend +
                        " did not hang where the reference model does (" + *runner.model_deadlock() + ")";
    } else if (sc.expect != scenario::Expect::pass) {
        result.status = protocol_as_expected ? report::ResultStatus::expected : report::ResultStatus::fail;
        result.reason = protocol_as_expected
                            ? "the analysis found the " + std::string(scenario::to_string(sc.expect)) + " the scenario expects"
                            : "expect: " + std::string(scenario::to_string(sc.expect)) + ", but the analysis found none";
        if (protocol_as_expected && sc.expect == scenario::Expect::deadlock && result.hangs > 0 && once)
            *result.reason += "; shown on " + backend + ": the watchdog fired and the backend was recovered";
        else if (protocol_as_expected)
            *result.reason += runner.shown_summary(sc.expect == scenario::Expect::race ? report::FindingKind::race
                                                                                        : report::FindingKind::deadlock);
    } else if (result.hangs > 0) {
        result.status = report::ResultStatus::hang;
        if (runner.wedged())
            result.reason = "stopped after " + std::to_string(result.hangs) + " hang(s): the backend stayed wedged" +
                            (runner.abandoned() ? "; backend abandoned: " + *runner.abandoned() : std::string());
    } else if (mismatches || !protocol_as_expected) {
        result.status = report::ResultStatus::fail;
        if (!protocol_as_expected && !mismatches) result.reason = "the analysis found a protocol bug";
    } else {
        result.status = report::ResultStatus::pass;
    }
    return finish(result);
}

}  // namespace syncstress::engine
