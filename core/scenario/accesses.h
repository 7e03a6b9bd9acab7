// What a step or one of its commands reads and writes, range by range. Objects are numbered as the analysis and the
// model number them: buffers first, then host arrays (host array h is object buffers.size() + h).
#pragma once

#include "core/common/types.h"
#include "core/scenario/scenario.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <type_traits>
#include <variant>

namespace syncstress::scenario {

// Calls f(object, offset, count, write) for each range that commands[*command] of submission steps[step] reads or
// writes, or, without `command`, that steps[step] itself does: a direct read or write, a free (a write: the memory
// may be reused), a host fill, a check. Element i of each range written depends on element i of each range read.
template <class F>
void for_each_access(const Scenario& s, size_t step, std::optional<size_t> command, F&& f) {
    const auto host_base = static_cast<uint32_t>(s.buffers.size());
    const Step& st = s.steps[step];
    if (command) {
        const auto* submit = std::get_if<Submit>(&st);
        if (!submit || *command >= submit->commands.size()) return;
        std::visit(
            [&](const auto& c) {
                using T = std::decay_t<decltype(c)>;
                if constexpr (std::is_same_v<T, Fill>) {
                    f(c.dst, c.range.offset, c.range.count, true);
                } else if constexpr (std::is_same_v<T, Copy>) {
                    f(c.src, c.src_offset, c.count, false);
                    f(c.dst, c.dst_offset, c.count, true);
                } else if constexpr (std::is_same_v<T, Upload>) {
                    f(host_base + c.src_host, c.src_offset, c.count, false);
                    f(c.dst, c.dst_offset, c.count, true);
                } else if constexpr (std::is_same_v<T, Download>) {
                    f(c.src, c.src_offset, c.count, false);
                    f(host_base + c.dst_host, c.dst_offset, c.count, true);
                } else if constexpr (std::is_same_v<T, Dispatch>) {
                    if (kernel_info(c.kernel).reads_a) f(c.a, c.range.offset, c.range.count, false);
                    if (kernel_info(c.kernel).reads_b) f(c.b, c.range.offset, c.range.count, false);
                    f(c.dst, c.range.offset, c.range.count, true);  // inc's read-modify-write counts as a write
                } else if constexpr (std::is_same_v<T, OpaqueDispatch>) {
                    for (const BufferRange& r : c.reads) f(r.buffer, r.range.offset, r.range.count, false);
                    for (const BufferRange& w : c.writes) f(w.buffer, w.range.offset, w.range.count, true);
                }
            },
            submit->commands[*command]);
        return;
    }
    if (const auto* w = std::get_if<Write>(&st)) {
        f(host_base + w->src_host, w->src_offset, w->count, false);
        f(w->dst, w->dst_offset, w->count, true);
    } else if (const auto* r = std::get_if<Read>(&st)) {
        f(r->src, r->src_offset, r->count, false);
        f(host_base + r->dst_host, r->dst_offset, r->count, true);
    } else if (const auto* free = std::get_if<Free>(&st)) {
        f((free->host ? host_base : 0) + free->object, free->range.offset, free->range.count, true);
    } else if (const auto* fill = std::get_if<HostFill>(&st)) {
        f(host_base + fill->dst_host, fill->range.offset, fill->range.count, true);
    } else if (const auto* check = std::get_if<Check>(&st)) {
        f(host_base + check->host, check->range.offset, check->range.count, false);
    }
}

}  // namespace syncstress::scenario
