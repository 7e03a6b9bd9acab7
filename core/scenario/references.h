// Every declared object a step or a command names, as (kind, index) pairs handed to a visitor by reference: the writer
// checks them against the declarations, the shrinker (core/shrink) finds what uses an object and renumbers them when
// objects are removed. One list of them, so that a new op's fields are named here once.
#pragma once

#include "core/scenario/scenario.h"

#include <type_traits>

namespace syncstress::scenario {

enum class ObjectKind : uint8_t { queue, buffer, host, semaphore };
inline constexpr size_t k_object_kind_count = 4;
// The format's keys of their declarations, by kind.
inline constexpr const char* k_object_kind_keys[] = {"queues", "buffers", "host", "semaphores"};

// visit(ObjectKind, uint32_t&) for each object `command` names (its queue is its submit's).
template <class Command_, class Visit>
requires std::is_same_v<std::remove_const_t<Command_>, Command>
void for_each_object(Command_& command, Visit&& visit) {
    std::visit(
        [&](auto& c) {
            using T = std::remove_cvref_t<decltype(c)>;
            if constexpr (std::is_same_v<T, Fill>) {
                visit(ObjectKind::buffer, c.dst);
            } else if constexpr (std::is_same_v<T, Copy>) {
                visit(ObjectKind::buffer, c.src);
                visit(ObjectKind::buffer, c.dst);
            } else if constexpr (std::is_same_v<T, Upload>) {
                visit(ObjectKind::host, c.src_host);
                visit(ObjectKind::buffer, c.dst);
            } else if constexpr (std::is_same_v<T, Download>) {
                visit(ObjectKind::buffer, c.src);
                visit(ObjectKind::host, c.dst_host);
            } else if constexpr (std::is_same_v<T, Dispatch>) {
                const KernelInfo info = kernel_info(c.kernel);
                if (info.field_a) visit(ObjectKind::buffer, c.a);
                if (info.field_b) visit(ObjectKind::buffer, c.b);
                visit(ObjectKind::buffer, c.dst);
            } else if constexpr (std::is_same_v<T, OpaqueDispatch>) {
                for (auto& r : c.reads) visit(ObjectKind::buffer, r.buffer);
                for (auto& r : c.writes) visit(ObjectKind::buffer, r.buffer);
            } else if constexpr (std::is_same_v<T, Barrier>) {
                if (c.buffer != Barrier::k_all_memory) visit(ObjectKind::buffer, c.buffer);
            } else if constexpr (std::is_same_v<T, Signal> || std::is_same_v<T, Wait>) {
                visit(ObjectKind::semaphore, c.semaphore);
            }
        },
        command);
}

// visit(ObjectKind, uint32_t&) for each object `step` names, its commands' included.
template <class Step_, class Visit>
requires std::is_same_v<std::remove_const_t<Step_>, Step>
void for_each_object(Step_& step, Visit&& visit) {
    std::visit(
        [&](auto& s) {
            using T = std::remove_cvref_t<decltype(s)>;
            if constexpr (std::is_same_v<T, Submit>) {
                visit(ObjectKind::queue, s.queue);
                for (auto& command : s.commands) for_each_object(command, visit);
            } else if constexpr (std::is_same_v<T, HostFill>) {
                visit(ObjectKind::host, s.dst_host);
            } else if constexpr (std::is_same_v<T, Free>) {
                if (s.queue) visit(ObjectKind::queue, *s.queue);
                visit(s.host ? ObjectKind::host : ObjectKind::buffer, s.object);
            } else if constexpr (std::is_same_v<T, Write>) {
                visit(ObjectKind::queue, s.queue);
                visit(ObjectKind::host, s.src_host);
                visit(ObjectKind::buffer, s.dst);
            } else if constexpr (std::is_same_v<T, Read>) {
                visit(ObjectKind::queue, s.queue);
                visit(ObjectKind::buffer, s.src);
                visit(ObjectKind::host, s.dst_host);
            } else if constexpr (std::is_same_v<T, Sync>) {
                visit(ObjectKind::queue, s.queue);
                visit(ObjectKind::queue, s.after);
            } else if constexpr (std::is_same_v<T, HostSignal>) {
                visit(ObjectKind::semaphore, s.semaphore);
            } else if constexpr (std::is_same_v<T, HostWait>) {
                if (s.kind == HostWait::Kind::semaphore) visit(ObjectKind::semaphore, s.target);
                if (s.kind == HostWait::Kind::queue) visit(ObjectKind::queue, s.target);
            } else if constexpr (std::is_same_v<T, Check>) {
                visit(ObjectKind::host, s.host);
            }
        },
        step);
}

// How many objects of `kind` the scenario declares.
inline size_t object_count(const Scenario& scenario, ObjectKind kind) {
    switch (kind) {
    case ObjectKind::queue: return scenario.queues.size();
    case ObjectKind::buffer: return scenario.buffers.size();
    case ObjectKind::host: return scenario.host_arrays.size();
    case ObjectKind::semaphore: return scenario.semaphores.size();
    }
    return 0;
}

}  // namespace syncstress::scenario
