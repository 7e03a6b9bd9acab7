#include "core/engine/perturbation.h"

#include "core/platform/timing.h"
#include "core/sync/calibration_cache.h"

#include <algorithm>
#include <chrono>
#include <functional>

namespace syncstress::engine {

namespace {

using Clock = std::chrono::steady_clock;

// --perturb auto sizes its delay from the backend's round trip (an empty submission, submit to idle): ten of
// them, so that the delayed work is still pending when the other side's is submitted and runs, within bounds.
constexpr uint32_t k_aim_round_trips = 10;
constexpr uint32_t k_aim_min_us = 200;
constexpr uint32_t k_aim_max_us = 20'000;

// A seed for this scenario x backend, so that every job's perturbation differs but repeats with --seed.
uint64_t job_seed(uint64_t seed, const std::string& scenario, const std::string& backend) {
    uint64_t h = seed ^ 0x9e3779b97f4a7c15ull;
    for (char c : scenario + "/" + backend) h = (h ^ static_cast<unsigned char>(c)) * 0x100000001b3ull;
    return h;
}

}  // namespace

Perturber::Perturber(const scenario::Scenario& sc, const std::string& backend, const RunOptions& o, WatchedDevice& device, Timing& timing)
    : sc_(sc), backend_(backend), o_(o), device_(device), timing_(timing), rng_(job_seed(o.seed, sc.name, backend)),
      aim_delay_us_(k_aim_min_us), delay_us_(k_aim_min_us) {}

Status Perturber::aim(std::span<const sync::QueueId> queues, const Verdict& verdict) {
    queues_ = queues;
    verdict_ = &verdict;
    const auto& proved = verdict.proved();
    for (size_t p = 0; p < proved.size(); ++p) {
        const auto& f = verdict.findings()[proved[p].finding];
        // A host access is aimed at only between host threads: within one thread it comes first by program order.
        const bool threads = scenario::threads_of(sc_).size() > 1;
        if (f.kind != report::FindingKind::race || f.accesses.empty() || (f.accesses[0].queue.empty() && !threads)) continue;
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
    return size_delay();
}

// One delay for every point, long enough for the slowest side of the scenario: a CUDA stream's work delayed by its
// own round trip is not overtaken by a Vulkan queue that takes far longer to start. Where both sides run, also for a
// hand-off between them: a queue that starts after another API's signal starts later still (on the H200 a Vulkan
// queue waiting for a CUDA stream's signal: 1.5-2 ms, where either alone takes 0.2).
Status Perturber::size_delay() {
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

// The aimed delay grows to cover figure `name`'s, measured once per device and build of the tool: every scenario on a
// backend shares it, and so do later runs, through the calibration cache (unless --no-cache). A device without an
// identity (the cpu backend, an adapter) is measured once per run.
Status Perturber::add_calibrated(const std::string& name, const std::function<Result<uint32_t>()>& measure) {
    const sync::BackendInfo& info = device_.info();
    const sync::CalibrationKey key{"aim-" + backend_, info.device_uuid, info.device_uuid.empty() ? std::string() : info.driver};
    auto delay = o_.calibrations->get(key, name, o_.use_cache, [&]() -> Result<double> {
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
Result<uint32_t> Perturber::calibrate(std::optional<sync::QueueId> signaller, sync::QueueId queue) {
    std::optional<sync::SemaphoreId> handed;
    if (signaller) {
        auto id = device_.create_semaphore("syncstress calibration", 0);
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
            SYNCSTRESS_TRY(device_.submit(*signaller, std::span(&signal, 1), step));
            ++calibration_submissions_[*signaller];
        }
        SYNCSTRESS_TRY(device_.submit(queue, work, step));
        ++calibration_submissions_[queue];
        auto idle = device_.wait_queue_idle(queue);
        if (!idle) return idle.error();
        if (i > 0) trips.push_back(std::chrono::duration<double, std::micro>(Clock::now() - start).count());
    }
    std::sort(trips.begin(), trips.end());
    const double sized = trips[trips.size() / 2] * k_aim_round_trips;
    return static_cast<uint32_t>(std::clamp<double>(sized, k_aim_min_us, k_aim_max_us));
}

// Lists the orders to force (order_aim.h), with a gate timeline of their own; an order whose sites span two
// iterations is aimed at by a delay before its late signal instead.
Status Perturber::aim_orders() {
    const auto& proved = verdict_->proved();
    const auto& findings = verdict_->findings();
    for (size_t p = 0; p < proved.size(); ++p) {
        const auto& f = findings[proved[p].finding];
        if (!f.order || f.certain.value_or(true)) continue;
        if (auto a = order_aim(sc_, *f.order, f.object, p))
            order_aims_.push_back(std::move(*a));
        else if (f.order->late.command && f.order->late.step < sc_.steps.size())
            other_points_.push_back({f.order->late.step, f.order->late.command, queue_index(f.order->late.queue), std::nullopt});
    }
    if (order_aims_.empty()) return {};
    // Deadlocks first: a hang is what stops a CI runner, and forcing one often reverses its timeline on the way.
    std::stable_partition(order_aims_.begin(), order_aims_.end(),
                          [&](const OrderAim& a) { return findings[proved[a.proved].finding].kind == report::FindingKind::deadlock; });
    auto gate = device_.create_semaphore("syncstress order gate", 0);
    if (!gate) return gate.error();
    gate_ = *gate;
    return {};
}

void Perturber::next(uint64_t it) {
    point_.reset();
    order_.reset();
    if (!o_.perturb.aimed) return;
    const auto order = next_order();
    const bool races = !race_points_.empty() && ((other_points_.empty() && !order) || it % 2 == 0);
    if (!races && order) {
        order_ = order;
        next_order_ = *order + 1;
        gate_base_ = 2 * forced_orders_++;
        return;
    }
    auto& points = races ? race_points_ : other_points_;
    auto& next = races ? next_race_ : next_other_;
    if (points.empty()) return;
    if (next % points.size() == 0) std::shuffle(points.begin(), points.end(), rng_);
    // Rounds change the delay: 1x, 8x, 2x, 4x the calibrated one, then again. A round trip says when a queue
    // starts, not when another API's queue does (two contexts on one GPU may take turns): the larger ones cover
    // that, and the largest comes second, so that each point has seen both ends of the scale within two rounds
    // (on the H200 a dropped wait between two Vulkan queues showed only at 8x, after 9-16 iterations with 1-2-4-8).
    constexpr uint32_t k_round_shift[] = {0, 3, 1, 2};
    const uint32_t round = static_cast<uint32_t>(next / points.size());
    delay_us_ = std::min<uint32_t>(k_aim_max_us, aim_delay_us_ << k_round_shift[round % 4]);
    point_ = points[next++ % points.size()];
}

// The next order to force, in turn, among those not shown yet: once shown, forcing it again would only add hangs.
std::optional<size_t> Perturber::next_order() const {
    for (size_t n = 0; n < order_aims_.size(); ++n) {
        const size_t i = (next_order_ + n) % order_aims_.size();
        if (verdict_->proved()[order_aims_[i].proved].iterations == 0) return i;
    }
    return std::nullopt;
}

std::optional<size_t> Perturber::forced() const {
    if (!order_) return std::nullopt;
    return order_aims_[*order_].proved;
}

std::optional<size_t> Perturber::queue_index(const std::string& name) const {
    for (size_t q = 0; q < sc_.queues.size(); ++q)
        if (sc_.queues[q].name == name) return q;
    return std::nullopt;
}

bool Perturber::gated(size_t step) const {
    if (!order_) return false;
    const auto& gates = order_aims_[*order_].gates;
    return std::any_of(gates.begin(), gates.end(), [&](const GateOp& g) { return g.step == step; });
}

bool Perturber::alters(size_t step) const {
    return o_.perturb.delay_us != 0 || (point_ && point_->step == step && point_->command) || gated(step);
}

// Whether the backend runs delay commands (a runtime adapter may not): else perturbation sleeps on the host.
bool Perturber::device_delay() const {
    constexpr size_t row = sync::QueueOp(sync::DelayCmd{}).index();
    return (device_.info().commands & (1u << row)) != 0;
}

Status Perturber::before_step(size_t step) {
    if (o_.perturb.jitter_us && step > 0) host_jitter();
    if (point_ && point_->step == step && !point_->command) return delay_before_step(*point_);
    return {};
}

Status Perturber::delay_before_step(const AimPoint& p) {
    // A backend without a device-side delay (a runtime adapter may have none) is delayed from the host instead.
    if (!p.queue || !device_delay()) {
        sleep_(std::chrono::microseconds(delay_us_));
        return {};
    }
    const sync::QueueOp delay = sync::DelayCmd{delay_us_};
    return timing_.on_device([&] { return device_.submit(queues_[*p.queue], std::span(&delay, 1), static_cast<uint32_t>(p.step)); });
}

void Perturber::before_submit(size_t step) {
    if (point_ && point_->step == step && point_->command && !device_delay()) sleep_(std::chrono::microseconds(delay_us_));
}

void Perturber::before_command(std::vector<sync::QueueOp>& ops, size_t step, size_t index, const scenario::Command& command) {
    if (!std::holds_alternative<scenario::Signal>(command) && !std::holds_alternative<scenario::Wait>(command)) maybe_delay(ops);
    if (aimed_at(step, index) && device_delay()) {
        ops.push_back(sync::DelayCmd{delay_us_});
        // On an unordered queue a delay before the access holds nothing: a barrier from the delay's stage to the
        // access's own makes the access itself wait, and later commands of another stage still overtake it.
        const auto stage = scenario::command_stage(command);
        if (point_->queue && !sc_.queues[*point_->queue].ordered && stage)
            ops.push_back(sync::BarrierCmd{stage_bit(Stage::compute), stage_bit(*stage), 0, 0});
    }
    if (order_) append_gates(ops, order_aims_[*order_].gates, gate_, gate_base_, step, index, false);
}

void Perturber::after_command(std::vector<sync::QueueOp>& ops, size_t step, size_t index) const {
    if (order_) append_gates(ops, order_aims_[*order_].gates, gate_, gate_base_, step, index, true);
}

void Perturber::host_jitter() {
    std::uniform_int_distribution<uint32_t> d(0, o_.perturb.jitter_us);
    if (uint32_t us = d(rng_)) sleep_(std::chrono::microseconds(us));
}

void Perturber::maybe_delay(std::vector<sync::QueueOp>& ops) {
    if (!o_.perturb.delay_us) return;
    std::uniform_int_distribution<uint32_t> d(0, 2 * o_.perturb.delay_us + 1);
    const uint32_t draw = d(rng_);
    if (draw > o_.perturb.delay_us) return;  // about half the ops run undelayed
    if (draw && !device_delay())
        sleep_(std::chrono::microseconds(draw));
    else if (draw)
        ops.push_back(sync::DelayCmd{draw});
}

std::optional<std::string> Perturber::description() const {
    if (point_) return describe(*point_);
    if (order_) return order_aims_[*order_].description;
    return std::nullopt;
}

std::string Perturber::describe(const AimPoint& p) const {
    std::string text = "delay " + format_duration(std::chrono::microseconds(delay_us_)) + " before ";
    if (p.command) {
        const auto& submit = std::get<scenario::Submit>(sc_.steps[p.step]);
        text += "command " + std::to_string(*p.command) + " (" + scenario::op_name(submit.commands[*p.command]) + ") of ";
    }
    text += scenario::step_name(sc_, p.step);
    if (p.race) text += ", the first access of the race on " + verdict_->findings()[verdict_->proved()[*p.race].finding].object;
    return text;
}

}  // namespace syncstress::engine
