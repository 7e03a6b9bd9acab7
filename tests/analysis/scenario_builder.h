// Builds validated scenarios in code, for analysis tests that must not depend on the loader.
#pragma once

#include "core/scenario/scenario.h"

#include <algorithm>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

namespace syncstress::scenario::testing {

struct Builder {
    Scenario s;

    Builder() { s.name = "test"; }

    uint32_t queue(std::string name, Side side = Side::device) {
        s.queues.push_back({std::move(name), side});
        return static_cast<uint32_t>(s.queues.size() - 1);
    }
    uint32_t buffer(std::string name, uint64_t elements = 1024) {
        s.buffers.push_back({std::move(name), elements, Memory::shared, Side::device});
        return static_cast<uint32_t>(s.buffers.size() - 1);
    }
    uint32_t host(std::string name, uint64_t elements = 1024) {
        s.host_arrays.push_back({std::move(name), elements, {}});
        return static_cast<uint32_t>(s.host_arrays.size() - 1);
    }
    uint32_t semaphore(std::string name, uint64_t initial = 0) {
        s.semaphores.push_back({std::move(name), initial});
        return static_cast<uint32_t>(s.semaphores.size() - 1);
    }

    Builder& step(Step step) {
        s.steps.push_back(std::move(step));
        return *this;
    }
    Builder& on(uint32_t queue, Command command) { return step(Submit{queue, {std::move(command)}}); }
    Builder& submit(uint32_t queue, std::vector<Command> commands) { return step(Submit{queue, std::move(commands)}); }

    // The loader's rule: the largest semaphore value named, at least 1.
    Scenario done(Expect expect = Expect::pass) {
        uint64_t largest = 1;
        auto see = [&](uint64_t v) { largest = std::max(largest, v); };
        for (const Step& step : s.steps) {
            if (const auto* submit = std::get_if<Submit>(&step))
                for (const Command& c : submit->commands) {
                    if (const auto* sig = std::get_if<Signal>(&c)) see(sig->value);
                    if (const auto* w = std::get_if<Wait>(&c)) see(w->value);
                }
            if (const auto* hs = std::get_if<HostSignal>(&step)) see(hs->value);
            if (const auto* hw = std::get_if<HostWait>(&step); hw && hw->kind == HostWait::Kind::semaphore) see(hw->value);
        }
        s.semaphore_stride = largest;
        s.expect = expect;
        return s;
    }
};

inline Command fill(uint32_t dst, uint64_t offset = 0, uint64_t count = 1024, uint32_t value = 1) {
    return Fill{dst, {offset, count}, {value, false}};
}
inline Command copy(uint32_t src, uint32_t dst, uint64_t src_offset = 0, uint64_t dst_offset = 0, uint64_t count = 1024) {
    return Copy{src, dst, src_offset, dst_offset, count};
}
inline Command upload(uint32_t host, uint32_t dst, uint64_t count = 1024) { return Upload{host, dst, 0, 0, count}; }
inline Command download(uint32_t src, uint32_t host, uint64_t count = 1024) { return Download{src, host, 0, 0, count}; }
inline Command inc(uint32_t dst, uint64_t count = 1024) { return Dispatch{Kernel::inc, dst, 0, 0, {0, count}, {1, false}, {}}; }
inline Command add(uint32_t a, uint32_t b, uint32_t dst, uint64_t count = 1024) {
    return Dispatch{Kernel::add, dst, a, b, {0, count}, {}, {}};
}
inline Command signal(uint32_t semaphore, uint64_t value) { return Signal{semaphore, value}; }
inline Command wait(uint32_t semaphore, uint64_t value) { return Wait{semaphore, value}; }
inline Command delay(uint32_t us) { return Delay{us}; }

inline Step host_fill(uint32_t host, uint64_t offset = 0, uint64_t count = 1024) { return HostFill{host, {offset, count}, {}}; }
inline Step check(uint32_t host, uint64_t offset = 0, uint64_t count = 1024) { return Check{host, {offset, count}, {}}; }
inline Step sync(uint32_t queue, uint32_t after) { return Sync{queue, after}; }
inline Step read(uint32_t queue, uint32_t src, uint32_t host, uint64_t count = 1024) { return Read{queue, src, host, 0, 0, count}; }
inline Step write(uint32_t queue, uint32_t host, uint32_t dst, uint64_t count = 1024) { return Write{queue, host, dst, 0, 0, count}; }
inline Step host_signal(uint32_t semaphore, uint64_t value) { return HostSignal{semaphore, value}; }
inline Step host_wait_value(uint32_t semaphore, uint64_t value) { return HostWait{HostWait::Kind::semaphore, semaphore, value}; }
inline Step host_wait_queue(uint32_t queue) { return HostWait{HostWait::Kind::queue, queue, 0}; }
inline Step host_wait_all() { return HostWait{HostWait::Kind::all, 0, 0}; }

}  // namespace syncstress::scenario::testing
