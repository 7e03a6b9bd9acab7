#include "core/sync/device.h"

#include <array>

namespace syncstress::sync {

namespace {

struct FaultName {
    Fault fault;
    const char* name;
};

// The order of the README's fault table (Faults); names are the --inject spellings.
constexpr std::array<FaultName, 6> k_fault_names = {{
    {Fault::deferred_sync, "deferred-sync"},
    {Fault::stage_at_submit, "stage-at-submit"},
    {Fault::drop_wait, "drop-wait"},
    {Fault::early_signal, "early-signal"},
    {Fault::no_barrier, "no-barrier"},
    {Fault::lost_signal, "lost-signal"},
}};

constexpr std::array<Fault, k_fault_names.size()> k_all_faults = [] {
    std::array<Fault, k_fault_names.size()> faults{};
    for (size_t i = 0; i < k_fault_names.size(); ++i) faults[i] = k_fault_names[i].fault;
    return faults;
}();

}  // namespace

const char* to_string(Fault fault) {
    for (const auto& entry : k_fault_names)
        if (entry.fault == fault) return entry.name;
    return "?";
}

std::optional<Fault> parse_fault(std::string_view name) {
    for (const auto& entry : k_fault_names)
        if (name == entry.name) return entry.fault;
    return std::nullopt;
}

std::span<const Fault> all_faults() { return k_all_faults; }

std::string to_string(FaultSet faults) {
    std::string text;
    for (const auto& entry : k_fault_names) {
        if (!faults.has(entry.fault)) continue;
        if (!text.empty()) text += ',';
        text += entry.name;
    }
    return text;
}

}  // namespace syncstress::sync
