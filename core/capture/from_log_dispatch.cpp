// Dispatches: which buffers a dispatch reads and writes, from the shader's declared bindings (the layer reads them
// from the SPIR-V) and the descriptor sets the command buffer has bound when the dispatch is recorded.
#include "core/capture/from_log.h"

#include <algorithm>

namespace syncstress::capture {
namespace {

// VkDescriptorType: the buffer descriptors.
constexpr uint64_t k_uniform_buffer = 6, k_uniform_buffer_dynamic = 8, k_storage_buffer_dynamic = 9;

bool dynamic(uint64_t type) { return type == k_uniform_buffer_dynamic || type == k_storage_buffer_dynamic; }
bool uniform(uint64_t type) { return type == k_uniform_buffer || type == k_uniform_buffer_dynamic; }

}  // namespace

bool ProgramBuilder::add_dispatch_state(const LogRecord& record) {
    const std::string& call = record.call;
    if (call == "vkCreateShaderModule") {
        auto& bindings = modules_[record.get("module")];
        bindings.clear();
        for (const LogField* binding : record.all("binding"))
            if (binding->values.size() == 4) bindings.push_back(binding->values);
    } else if (call == "vkCreateComputePipelines") {
        for (const LogField* pipeline : record.all("pipeline")) {
            if (pipeline->values.size() != 2) continue;
            const auto module = modules_.find(pipeline->values[1]);
            pipelines_[pipeline->values[0]] = {pipeline_count_++,
                                               module == modules_.end() ? std::vector<std::vector<uint64_t>>{} : module->second};
        }
    } else if (call == "vkUpdateDescriptorSets") {
        for (const LogField* write : record.all("write")) {
            if (write->values.size() != 7) continue;
            const auto& v = write->values;
            const auto found = buffers_.find(v[4]);
            descriptor_sets_[v[0]][{v[1], v[2]}] = {v[3], found == buffers_.end() ? std::nullopt : std::optional(found->second), v[5],
                                                    v[6]};
        }
        if (record.get("copies") > 0) not_modelled("vkUpdateDescriptorSets", "descriptor copies are not followed");
    } else {
        return false;
    }
    return true;
}

// Dynamic offsets go to the sets in the order they are bound, and within a set to its dynamic descriptors in the
// order of their binding numbers (and array elements), as Vulkan assigns them.
void ProgramBuilder::bind_descriptor_sets(const LogRecord& record) {
    Bound& bound = bound_[record.get("cb")];
    const auto offsets = record.all("dynamic");
    size_t next_offset = 0;
    uint64_t number = record.get("first");
    for (const LogField* set : record.all("set")) {
        BoundSet& slot = bound.sets[number++];
        slot = {set->values[0], {}};
        const auto found = descriptor_sets_.find(set->values[0]);
        if (found == descriptor_sets_.end()) continue;
        for (const auto& [key, descriptor] : found->second)
            if (dynamic(descriptor.type) && next_offset < offsets.size()) slot.dynamic_offsets.push_back(offsets[next_offset++]->values[0]);
    }
}

void ProgramBuilder::add_dispatch(const LogRecord& record, std::vector<CapturedCommand>& into) {
    const Bound& bound = bound_[record.get("cb")];
    const auto pipeline = bound.pipeline ? pipelines_.find(*bound.pipeline) : pipelines_.end();
    if (pipeline == pipelines_.end()) return not_modelled(record.call, "its compute pipeline was not made while the layer recorded");
    CapturedDispatch dispatch{pipeline->second.ordinal, {}};
    for (const auto& binding : pipeline->second.bindings) {
        const auto set = bound.sets.find(binding[0]);
        const auto descriptors = set == bound.sets.end() ? descriptor_sets_.end() : descriptor_sets_.find(set->second.set);
        if (descriptors == descriptor_sets_.end()) continue;
        size_t dynamic_index = 0;
        for (const auto& [key, descriptor] : descriptors->second) {
            const bool is_dynamic = dynamic(descriptor.type);
            const uint64_t extra =
                is_dynamic && dynamic_index < set->second.dynamic_offsets.size() ? set->second.dynamic_offsets[dynamic_index] : 0;
            dynamic_index += is_dynamic ? 1 : 0;
            if (key.first != binding[1] || !descriptor.buffer) continue;
            const bool write = binding[3] != 0 && !uniform(descriptor.type);
            dispatch.accesses.push_back({*descriptor.buffer, descriptor.offset + extra, descriptor.range, binding[2] != 0, write});
        }
    }
    if (record.call == "vkCmdDispatchIndirect")
        if (const auto args = buffers_.find(record.get("buffer")); args != buffers_.end())
            dispatch.accesses.push_back({args->second, record.get("offset"), 12, true, false});  // VkDispatchIndirectCommand
    into.push_back({std::move(dispatch), site(record)});
}

}  // namespace syncstress::capture
