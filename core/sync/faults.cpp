#include "core/sync/faults.h"

#include <array>

namespace syncstress::sync {

namespace {

constexpr std::array<FaultInfo, 6> k_faults = {{
    {Fault::deferred_sync, "deferred-sync", "sync only marks a wait for the queue's next regular submission, which direct read/write skip"},
    {Fault::stage_at_submit, "stage-at-submit", "upload copies the host array when submitted, not when executed"},
    {Fault::drop_wait, "drop-wait", "wait and sync waits are skipped"},
    {Fault::early_signal, "early-signal", "signals (and queue progress) fire at submission, not completion"},
    {Fault::no_barrier, "no-barrier", "the commands of one submission are not ordered"},
    {Fault::lost_signal, "lost-signal", "one queue signal of a semaphore per iteration never fires"},
}};

constexpr std::array<Fault, k_faults.size()> k_all_faults = [] {
    std::array<Fault, k_faults.size()> faults{};
    for (size_t i = 0; i < k_faults.size(); ++i) faults[i] = k_faults[i].fault;
    return faults;
}();

}  // namespace

std::span<const FaultInfo> fault_table() { return k_faults; }

const char* to_string(Fault fault) {
    for (const auto& entry : k_faults)
        if (entry.fault == fault) return entry.name;
    return "?";
}

std::optional<Fault> parse_fault(std::string_view name) {
    for (const auto& entry : k_faults)
        if (name == entry.name) return entry.fault;
    return std::nullopt;
}

std::span<const Fault> all_faults() { return k_all_faults; }

std::string to_string(FaultSet faults) {
    std::string text;
    for (const auto& entry : k_faults) {
        if (!faults.has(entry.fault)) continue;
        if (!text.empty()) text += ',';
        text += entry.name;
    }
    return text;
}

Result<FaultSet> parse_faults(std::string_view list) {
    FaultSet faults;
    while (true) {
        const size_t comma = list.find(',');
        const std::string_view name = list.substr(0, comma);
        const auto fault = parse_fault(name);
        if (!fault) {
            std::string known;
            for (const auto& entry : k_faults) known += (known.empty() ? "" : ", ") + std::string(entry.name);
            return make_error("unknown fault '" + std::string(name) + "'; the faults are " + known, ErrorKind::bad_input);
        }
        faults.add(*fault);
        if (comma == std::string_view::npos) return faults;
        list.remove_prefix(comma + 1);
    }
}

}  // namespace syncstress::sync
