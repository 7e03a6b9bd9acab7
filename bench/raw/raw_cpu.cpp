// The baselines of the tool's cost on the cpu backend: the work of a scenario on plain arrays, run by a worker
// thread that the host thread hands each submission to and waits for, then the host's check of the result.
//   syncstress_raw_cpu chain ITERATIONS    scenarios/patterns/one-submission-chain.json: fill, shader copy, inc 2,
//                                          copy, inc 3, download of 1 Mi elements in one submission; wait; check
//   syncstress_raw_cpu trivial ITERATIONS  scenarios/bench/cpu-trivial.json: a fill of 64 elements submitted, a read
//                                          (a download submitted and waited for); check
//   syncstress_raw_cpu download ITERATIONS scenarios/bench/large-download.json: b = it + i over 1 Mi elements, b
//                                          downloaded to out, waited for; every element checked against it + i
//                                          (a second line: the check's own p50)
// Prints "NAME: N iterations in S s: U us per iteration[, p50 P us], R it/s"; exit 1 at the first wrong element.
// Plain C++, std::thread and the platform layer's heavy barrier, so that it builds with MinGW too.
#include "bench/cpu_loop.h"
#include "core/platform/threads.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

// How long a waiter polls before it blocks: as the cpu backend, a hand-off a few microseconds away is caught by the
// spin, and a waiter that loses the race to another process does not keep a core of a 2-core machine.
constexpr auto k_spin_before_block = std::chrono::microseconds(20);
// As the cpu backend too, the first part of the spin polls without yielding (a yield is a system call).
constexpr auto k_spin_without_yield = std::chrono::microseconds(5);

// A counter one thread raises and the other waits on: spins first, then blocks; the raiser takes the lock only when
// the other side is asleep. Asymmetric (the submissions' counter, as the cpu backend's job queue): the raiser orders
// its store before its look at the sleepers with a compiler barrier only, the waiter passes a heavy barrier
// (platform/threads.h) before it sleeps; else (the completions' counter, as the backend's semaphores) both sides
// use full fences.
class Counter {
public:
    explicit Counter(bool asymmetric) : asymmetric_(asymmetric && syncstress::platform::heavy_barrier_available()) {}

    uint64_t value() const { return value_.load(std::memory_order_acquire); }

    // One of the raiser and a waiter going to sleep sees the other's store, so that no wake-up is lost.
    void raise_to(uint64_t v) {
        if (asymmetric_) {
            value_.store(v, std::memory_order_release);
            std::atomic_signal_fence(std::memory_order_seq_cst);
            if (sleepers_.load(std::memory_order_relaxed) == 0) return;
        } else {
            value_.store(v, std::memory_order_seq_cst);
            if (sleepers_.load(std::memory_order_seq_cst) == 0) return;
        }
        std::lock_guard lock(mutex_);
        cv_.notify_all();
    }

    // Returns the value once it is at least `v`, or as soon as `stop` is set.
    uint64_t wait_for(uint64_t v, const std::atomic<bool>& stop) {
        const auto start = Clock::now();
        const auto limit = start + k_spin_before_block, yield_from = start + k_spin_without_yield;
        for (int i = 0;; ++i) {
            const uint64_t now = value();
            if (now >= v || stop.load(std::memory_order_relaxed)) return now;
            if ((i & 15) == 15) {
                const auto now = Clock::now();
                if (now >= limit) break;
                if (now >= yield_from) std::this_thread::yield();
            }
        }
        std::unique_lock lock(mutex_);
        sleepers_.fetch_add(1, std::memory_order_seq_cst);
        if (asymmetric_) syncstress::platform::heavy_barrier();
        cv_.wait(lock, [&] { return value_.load(std::memory_order_seq_cst) >= v || stop.load(std::memory_order_relaxed); });
        sleepers_.fetch_sub(1, std::memory_order_relaxed);
        return value();
    }

private:
    const bool asymmetric_;
    std::atomic<uint64_t> value_{0};
    std::atomic<int> sleepers_{0};
    std::mutex mutex_;
    std::condition_variable cv_;
};

// One queue: the host writes submissions into a ring and raises `submitted`; the worker runs them in order and raises
// `completed`. The ring is larger than any number of submissions in flight here (two).
template <class Submission, class Execute>
class Queue {
public:
    explicit Queue(Execute execute) : execute_(execute), worker_([this] { work(); }) {}
    ~Queue() {
        stop_.store(true);
        submitted_.raise_to(submitted_.value());
        worker_.join();
    }

    void submit(const Submission& s) {
        const uint64_t n = submitted_.value();
        ring_[n % k_ring] = s;
        submitted_.raise_to(n + 1);
    }
    void wait_idle() { completed_.wait_for(submitted_.value(), stop_); }

private:
    static constexpr uint64_t k_ring = 16;

    void work() {
        uint64_t done = 0;
        while (!stop_.load(std::memory_order_relaxed)) {
            const uint64_t ready = submitted_.wait_for(done + 1, stop_);
            for (; done < ready; ++done) execute_(ring_[done % k_ring]);
            completed_.raise_to(done);
        }
    }

    Execute execute_;
    Submission ring_[k_ring]{};
    Counter submitted_{true}, completed_{false};
    std::atomic<bool> stop_{false};
    std::thread worker_;
};

using syncstress::bench::run_loop;

// one-submission-chain.json: a = it+1; b = a; b += 2; c = b; c += 3; out = c; the host expects it+6 everywhere.
int chain(uint64_t iterations) {
    constexpr size_t k_elements = 1048576;
    std::vector<uint32_t> a(k_elements), b(k_elements), c(k_elements), out(k_elements);
    auto execute = [&](uint32_t value) {
        std::fill(a.begin(), a.end(), value);
        for (size_t i = 0; i < k_elements; ++i) b[i] = a[i];
        for (size_t i = 0; i < k_elements; ++i) b[i] += 2;
        std::memcpy(c.data(), b.data(), k_elements * sizeof(uint32_t));
        for (size_t i = 0; i < k_elements; ++i) c[i] += 3;
        std::memcpy(out.data(), c.data(), k_elements * sizeof(uint32_t));
    };
    Queue<uint32_t, decltype(execute)> queue(execute);
    return run_loop("chain", iterations, true, [&](uint64_t it) {
        queue.submit(static_cast<uint32_t>(it + 1));
        queue.wait_idle();
        return syncstress::bench::all_equal(out, static_cast<uint32_t>(it + 6), it);
    });
}

// cpu-trivial.json: a fill of b with it, then a read (b downloaded to out, waited for); the host expects it.
int trivial(uint64_t iterations) {
    constexpr size_t k_elements = 64;
    std::vector<uint32_t> b(k_elements), out(k_elements);
    struct Submission {
        bool download;
        uint32_t value;
    };
    auto execute = [&](const Submission& s) {
        if (s.download)
            std::memcpy(out.data(), b.data(), k_elements * sizeof(uint32_t));
        else
            std::fill(b.begin(), b.end(), s.value);
    };
    Queue<Submission, decltype(execute)> queue(execute);
    return run_loop("trivial", iterations, false, [&](uint64_t it) {
        queue.submit({false, static_cast<uint32_t>(it)});
        queue.submit({true, 0});
        queue.wait_idle();
        return syncstress::bench::all_equal(out, static_cast<uint32_t>(it), it);
    });
}

// large-download.json: a seq kernel (b = it + i), then b downloaded to out in one submission; the host checks out
// against the closed form, as a raw GPU loop of the same calls does (bench/raw/raw_cuda.cu).
int download(uint64_t iterations) {
    constexpr size_t k_elements = 1048576;
    std::vector<uint32_t> b(k_elements), out(k_elements);
    auto execute = [&](uint32_t base) {
        for (size_t i = 0; i < k_elements; ++i) b[i] = base + static_cast<uint32_t>(i);
        std::memcpy(out.data(), b.data(), k_elements * sizeof(uint32_t));
    };
    Queue<uint32_t, decltype(execute)> queue(execute);
    std::vector<double> check_us;  // the check alone: what the engine's share is compared with
    check_us.reserve(iterations);
    const int status = run_loop("download", iterations, true, [&](uint64_t it) {
        const auto base = static_cast<uint32_t>(it);
        queue.submit(base);
        queue.wait_idle();
        const auto start = Clock::now();
        for (size_t i = 0; i < k_elements; ++i)
            if (out[i] != base + static_cast<uint32_t>(i))
                return syncstress::bench::all_equal(std::span(&out[i], 1), base + static_cast<uint32_t>(i), it);
        check_us.push_back(std::chrono::duration<double, std::micro>(Clock::now() - start).count());
        return true;
    });
    std::sort(check_us.begin(), check_us.end());
    if (status == 0 && !check_us.empty()) std::printf("download check: p50 %.2f us\n", check_us[check_us.size() / 2]);
    return status;
}

}  // namespace

int main(int argc, char** argv) {
    const auto args = syncstress::bench::loop_args(argc, argv, {"chain", "trivial", "download"});
    if (!args) return 2;
    if (args->mode == "download") return download(args->iterations);
    return args->mode == "chain" ? chain(args->iterations) : trivial(args->iterations);
}
