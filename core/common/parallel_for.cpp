#include "core/common/parallel_for.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <cstdlib>
#include <mutex>
#include <thread>
#include <vector>

namespace syncstress {

namespace {

constexpr size_t k_max_width = 8;

// Every thread of the pool takes part in each call: the caller hands out the items, and returns once each thread
// has said it found none left, so that no thread still reads a call's body after it returned.
class Pool {
public:
    explicit Pool(size_t threads) {
        for (size_t t = 0; t < threads; ++t) threads_.emplace_back([this] { work(); });
    }
    // Never destroyed (made with new): its threads wait in the pool until the process ends.
    Pool(const Pool&) = delete;
    Pool& operator=(const Pool&) = delete;

    void run(size_t n, const std::function<void(size_t)>& body) {
        std::unique_lock call(call_, std::try_to_lock);
        if (!call.owns_lock() || threads_.empty()) {
            for (size_t i = 0; i < n; ++i) body(i);
            return;
        }
        {
            std::lock_guard lock(mutex_);
            body_ = &body;
            n_ = n;
            next_.store(0);
            finished_ = 0;
            ++generation_;
        }
        wake_.notify_all();
        take_items(body, n);
        std::unique_lock lock(mutex_);
        done_.wait(lock, [&] { return finished_ == threads_.size(); });
        body_ = nullptr;
    }

private:
    void take_items(const std::function<void(size_t)>& body, size_t n) {
        for (size_t i = next_.fetch_add(1); i < n; i = next_.fetch_add(1)) body(i);
    }

    void work() {
        uint64_t seen = 0;
        while (true) {
            const std::function<void(size_t)>* body = nullptr;
            size_t n = 0;
            {
                std::unique_lock lock(mutex_);
                wake_.wait(lock, [&] { return generation_ != seen; });
                seen = generation_;
                body = body_;
                n = n_;
            }
            take_items(*body, n);
            std::lock_guard lock(mutex_);
            if (++finished_ == threads_.size()) done_.notify_one();
        }
    }

    std::mutex call_;  // one call at a time; another caller runs its items itself
    std::mutex mutex_;
    std::condition_variable wake_, done_;
    const std::function<void(size_t)>* body_ = nullptr;
    size_t n_ = 0;
    std::atomic<size_t> next_{0};
    size_t finished_ = 0;
    uint64_t generation_ = 0;
    std::vector<std::thread> threads_;
};

Pool& pool() {
    static Pool* const p = new Pool(parallel_width() - 1);
    return *p;
}

}  // namespace

size_t parallel_width() {
    static const size_t width = [] {
        if (const char* set = std::getenv("SYNCSTRESS_PARALLEL_WIDTH")) {
            const long w = std::strtol(set, nullptr, 10);
            if (w >= 1 && w <= 64) return static_cast<size_t>(w);
        }
        const size_t hardware = std::thread::hardware_concurrency();
        return hardware <= 2 ? size_t{1} : std::min(k_max_width, hardware / 2);
    }();
    return width;
}

void parallel_for(size_t n, const std::function<void(size_t)>& body) {
    if (n < 2 || parallel_width() == 1) {
        for (size_t i = 0; i < n; ++i) body(i);
        return;
    }
    pool().run(n, body);
}

}  // namespace syncstress
