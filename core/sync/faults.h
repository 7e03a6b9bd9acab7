// The fault switches of the sync core: each turns one rule of the protocol off (core/sync/device.h), reproducing a
// real bug. The table below is the one list of them: --inject reads it, and its help is written from it.
#pragma once

#include "core/common/result.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace syncstress::sync {

enum class Fault : uint32_t {
    deferred_sync = 1u << 0,
    stage_at_submit = 1u << 1,
    drop_wait = 1u << 2,
    early_signal = 1u << 3,
    no_barrier = 1u << 4,
    lost_signal = 1u << 5,
};

struct FaultSet {
    uint32_t bits = 0;
    bool has(Fault f) const { return (bits & static_cast<uint32_t>(f)) != 0; }
    void add(Fault f) { bits |= static_cast<uint32_t>(f); }
    void add(FaultSet other) { bits |= other.bits; }
    bool empty() const { return bits == 0; }
};

struct FaultInfo {
    Fault fault;
    const char* name;         // as --inject spells it
    const char* description;  // what the core then does, in one line
};
// Every fault, in the order of the README's fault table.
std::span<const FaultInfo> fault_table();

const char* to_string(Fault);
std::optional<Fault> parse_fault(std::string_view name);
std::span<const Fault> all_faults();
std::string to_string(FaultSet);  // "deferred-sync,no-barrier"; "" when empty
// "deferred-sync,no-barrier" back into its set; the error names the unknown fault and lists the known ones.
Result<FaultSet> parse_faults(std::string_view list);

}  // namespace syncstress::sync
