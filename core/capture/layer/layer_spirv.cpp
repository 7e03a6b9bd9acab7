#include "core/capture/layer/layer_spirv.h"

#include <map>
#include <set>

namespace syncstress::capture_layer {
namespace {

// SPIR-V's numbers (the SPIR-V specification, section 3).
constexpr uint32_t k_magic = 0x07230203;
constexpr uint32_t k_op_type_array = 28, k_op_type_runtime_array = 29, k_op_type_struct = 30, k_op_type_pointer = 32, k_op_variable = 59,
                   k_op_decorate = 71, k_op_member_decorate = 72;
constexpr uint32_t k_decoration_block = 2, k_decoration_buffer_block = 3, k_decoration_non_writable = 24, k_decoration_non_readable = 25,
                   k_decoration_binding = 33, k_decoration_descriptor_set = 34;
constexpr uint32_t k_storage_uniform = 2, k_storage_buffer = 12;

struct Module {
    std::map<uint32_t, std::set<uint32_t>> decorations;                             // id -> decorations without operands
    std::map<uint32_t, uint32_t> set_of, binding_of;                                // variable -> DescriptorSet, Binding
    std::map<uint32_t, std::map<uint32_t, std::set<uint32_t>>> member_decorations;  // struct -> member -> decorations
    std::map<uint32_t, uint32_t> member_count, pointee, element;                    // struct -> members; pointer -> type; array -> element
    std::map<uint32_t, uint32_t> variables;   // variable -> its pointer type, buffers' storage classes only
    std::map<uint32_t, uint32_t> storage_of;  // variable -> storage class
};

void read_instruction(Module& m, uint32_t op, const uint32_t* operand, uint32_t operands) {
    if (op == k_op_decorate && operands >= 2) {
        if (operand[1] == k_decoration_descriptor_set && operands >= 3)
            m.set_of[operand[0]] = operand[2];
        else if (operand[1] == k_decoration_binding && operands >= 3)
            m.binding_of[operand[0]] = operand[2];
        else
            m.decorations[operand[0]].insert(operand[1]);
    } else if (op == k_op_member_decorate && operands >= 3) {
        m.member_decorations[operand[0]][operand[1]].insert(operand[2]);
    } else if (op == k_op_type_struct && operands >= 1) {
        m.member_count[operand[0]] = operands - 1;
    } else if (op == k_op_type_pointer && operands >= 3) {
        m.pointee[operand[0]] = operand[2];
    } else if ((op == k_op_type_array || op == k_op_type_runtime_array) && operands >= 2) {
        m.element[operand[0]] = operand[1];
    } else if (op == k_op_variable && operands >= 3 && (operand[2] == k_storage_uniform || operand[2] == k_storage_buffer)) {
        m.variables[operand[1]] = operand[0];
        m.storage_of[operand[1]] = operand[2];
    }
}

// Whether the variable, or every member of its block, carries `decoration`.
bool decorated(const Module& m, uint32_t variable, uint32_t block, uint32_t decoration) {
    const auto own = m.decorations.find(variable);
    if (own != m.decorations.end() && own->second.count(decoration)) return true;
    const auto members = m.member_decorations.find(block);
    const auto count = m.member_count.find(block);
    if (members == m.member_decorations.end() || count == m.member_count.end() || count->second == 0) return false;
    for (uint32_t i = 0; i < count->second; ++i) {
        const auto member = members->second.find(i);
        if (member == members->second.end() || !member->second.count(decoration)) return false;
    }
    return true;
}

}  // namespace

std::vector<ShaderBinding> shader_buffer_bindings(const uint32_t* words, size_t count) {
    if (count < 5 || words[0] != k_magic) return {};
    Module m;
    for (size_t at = 5; at < count;) {
        const uint32_t length = words[at] >> 16, op = words[at] & 0xffff;
        if (length == 0 || at + length > count) return {};
        read_instruction(m, op, words + at + 1, length - 1);
        at += length;
    }
    std::vector<ShaderBinding> out;
    for (const auto& [variable, pointer] : m.variables) {
        if (!m.set_of.count(variable) || !m.binding_of.count(variable) || !m.pointee.count(pointer)) continue;
        uint32_t block = m.pointee.at(pointer);
        if (m.element.count(block)) block = m.element.at(block);
        const auto block_decorations = m.decorations.find(block);
        const bool uniform_block = m.storage_of.at(variable) == k_storage_uniform && block_decorations != m.decorations.end() &&
                                   block_decorations->second.count(k_decoration_block) &&
                                   !block_decorations->second.count(k_decoration_buffer_block);
        ShaderBinding binding{m.set_of.at(variable), m.binding_of.at(variable), true, !uniform_block};
        if (!uniform_block) {
            binding.write = !decorated(m, variable, block, k_decoration_non_writable);
            binding.read = !decorated(m, variable, block, k_decoration_non_readable);
        }
        out.push_back(binding);
    }
    return out;
}

}  // namespace syncstress::capture_layer
