#include "core/backends/adapter/python_messages.h"

#include <algorithm>
#include <array>
#include <string_view>
#include <variant>

namespace syncstress::backends::python {

namespace {

template <class... F>
struct Overloaded : F... {
    using F::operator()...;
};
template <class... F>
Overloaded(F...) -> Overloaded<F...>;

nlohmann::json dispatch_json(const sync::DispatchCmd& d) {
    nlohmann::json out = {
        {"op", "dispatch"}, {"kernel", to_string(d.kernel)}, {"dst", d.dst}, {"offset", d.offset}, {"count", d.count}, {"p0", d.p0},
        {"p1", d.p1}};
    // An operand the kernel does not read holds any id: it is left out rather than handed over as a buffer.
    if (sync::kernel_reads_a(d.kernel)) out["a"] = d.a;
    if (sync::kernel_reads_b(d.kernel)) out["b"] = d.b;
    return out;
}

nlohmann::json opaque_json(const sync::OpaqueCmd& c) {
    auto ranges = [](const std::vector<sync::OpaqueRange>& list) {
        nlohmann::json out = nlohmann::json::array();
        for (const sync::OpaqueRange& r : list) out.push_back({{"buffer", r.buffer}, {"offset", r.offset}, {"count", r.count}});
        return out;
    };
    return {{"op", "opaque"}, {"id", c.id}, {"reads", ranges(c.reads)}, {"writes", ranges(c.writes)}};
}

nlohmann::json command_json(const sync::Command& command) {
    return std::visit(Overloaded{
                          [](const sync::FillCmd& c) -> nlohmann::json {
                              return {{"op", "fill"}, {"dst", c.dst}, {"offset", c.offset}, {"count", c.count}, {"value", c.value}};
                          },
                          [](const sync::CopyCmd& c) {
                              nlohmann::json out = transfer_json(c.src, c.dst, c.src_offset, c.dst_offset, c.count);
                              out["op"] = "copy";
                              return out;
                          },
                          [](const sync::UploadCmd& c) {
                              nlohmann::json out = transfer_json(c.src, c.dst, c.src_offset, c.dst_offset, c.count);
                              out["op"] = "upload";
                              return out;
                          },
                          [](const sync::DownloadCmd& c) {
                              nlohmann::json out = transfer_json(c.src, c.dst, c.src_offset, c.dst_offset, c.count);
                              out["op"] = "download";
                              return out;
                          },
                          [](const sync::DispatchCmd& c) { return dispatch_json(c); },
                          [](const sync::DelayCmd& c) -> nlohmann::json {
                              return {{"op", "delay"}, {"us", c.us}};
                          },
                          [](const sync::BarrierCmd& c) { return barrier_json(c); },
                          [](const sync::OpaqueCmd& c) { return opaque_json(c); },
                      },
                      command);
}

// Names of the bits of `bits`, `names[i]` being bit i.
nlohmann::json names_of(uint32_t bits, std::span<const char* const> names) {
    nlohmann::json out = nlohmann::json::array();
    for (size_t i = 0; i < names.size(); ++i)
        if (bits & (1u << i)) out.push_back(names[i]);
    return out;
}

constexpr const char* k_stage_names[] = {"transfer", "compute"};  // bit i: stage_bit(Stage(i))
constexpr const char* k_access_names[] = {"transfer_read", "transfer_write", "compute_read", "compute_write"};  // access_class
static_assert(stage_bit(Stage::compute) == 2 && access_bit(Stage::transfer, true) == 2 && access_bit(Stage::compute, true) == 8);

// Bits from a list of names, `names[i]` being bit i; a missing field is `all`.
Result<uint32_t> bits_of(const nlohmann::json& info, const char* field, std::span<const std::string> names, uint32_t all) {
    const auto it = info.find(field);
    if (it == info.end()) return all;
    if (!it->is_array()) return make_error(std::string(field) + " is not a list of names", ErrorKind::backend_failed);
    uint32_t bits = 0;
    for (const auto& name : *it) {
        const auto known = name.is_string() ? std::find(names.begin(), names.end(), name.get<std::string>()) : names.end();
        if (known == names.end()) {
            std::string list;
            for (const auto& n : names) list += (list.empty() ? "" : ", ") + n;
            return make_error(std::string(field) + " holds " + name.dump() + ", not one of " + list, ErrorKind::backend_failed);
        }
        bits |= 1u << (known - names.begin());
    }
    return bits;
}

Result<std::string> string_field(const nlohmann::json& info, const char* field) {
    const auto it = info.find(field);
    if (it == info.end() || !it->is_string())
        return make_error(std::string(field) + " is missing or not a string", ErrorKind::backend_failed);
    return it->get<std::string>();
}

Result<uint32_t> count_field(const nlohmann::json& info, const char* field) {
    const auto it = info.find(field);
    if (it == info.end()) return 0u;
    if (!it->is_number_unsigned() || it->get<uint64_t>() > UINT32_MAX)
        return make_error(std::string(field) + " is not a count", ErrorKind::backend_failed);
    return it->get<uint32_t>();
}

struct Vocabulary {
    std::vector<std::string> sides, commands, kernels, memories;
    std::vector<std::string> host_ops = {"read", "write", "sync"};
    // The bits of sync::BackendInfo::weaker, in order.
    std::vector<std::string> weaker = {"upload_reads_until_complete", "download_writes_until_complete"};
    // The bits of adapter.h's SS_CAP_*, in order (several_threads is reserved: accepted, no effect).
    std::vector<std::string> capabilities = {"barriers", "opaque_kernels", "several_threads", "serial_unordered"};
};

const Vocabulary& vocabulary() {
    static const Vocabulary v = [] {
        Vocabulary out;
        out.sides = {to_string(Side::device), to_string(Side::cuda)};
        for (const char* name : k_queue_command_names) out.commands.emplace_back(name);
        for (size_t k = 0; k < k_kernel_count; ++k) out.kernels.emplace_back(to_string(static_cast<Kernel>(k)));
        for (Memory m : {Memory::device, Memory::host_visible, Memory::shared}) out.memories.emplace_back(to_string(m));
        return out;
    }();
    return v;
}
static_assert(sync::k_weaker_upload_reads_until_complete == 1u && sync::k_weaker_download_writes_until_complete == 2u);

}  // namespace

nlohmann::json transfer_json(uint32_t src, uint32_t dst, uint64_t src_offset, uint64_t dst_offset, uint64_t count) {
    return {{"src", src}, {"dst", dst}, {"src_offset", src_offset}, {"dst_offset", dst_offset}, {"count", count}};
}

nlohmann::json barrier_json(const sync::BarrierCmd& c) {
    nlohmann::json out = {{"op", "barrier"},
                          {"src", names_of(c.src, k_stage_names)},
                          {"dst", names_of(c.dst, k_stage_names)},
                          {"src_access", names_of(c.src_access, k_access_names)},
                          {"dst_access", names_of(c.dst_access, k_access_names)}};
    if (c.buffer != sync::BarrierCmd::k_all_memory) {
        out["buffer"] = c.buffer;
        out["offset"] = c.offset;
        out["count"] = c.count;
    }
    return out;
}

nlohmann::json commands_json(std::span<const sync::Batch> batches, bool barriers) {
    nlohmann::json out = nlohmann::json::array();
    for (const sync::Batch& batch : batches) {
        for (const auto& w : batch.waits) out.push_back({{"op", "wait"}, {"semaphore", w.semaphore}, {"value", w.value}});
        for (const auto& c : batch.commands)
            if (barriers || !std::holds_alternative<sync::BarrierCmd>(c)) out.push_back(command_json(c));
        for (const auto& s : batch.signals) out.push_back({{"op", "signal"}, {"semaphore", s.semaphore}, {"value", s.value}});
    }
    return out;
}

Result<sync::BackendInfo> info_from_json(const nlohmann::json& info) {
    if (!info.is_object()) return make_error("info is not an object", ErrorKind::backend_failed);
    const Vocabulary& v = vocabulary();
    sync::BackendInfo out;
    for (auto [field, target] : {std::pair{"device", &out.device}, {"driver", &out.driver}, {"api_version", &out.api_version}}) {
        auto value = string_field(info, field);
        if (!value) return value.error();
        *target = *value;
    }
    auto sides = bits_of(info, "sides", v.sides, 1u);
    auto commands = bits_of(info, "commands", v.commands, ~0u);
    auto kernels = bits_of(info, "kernels", v.kernels, ~0u);
    auto memories = bits_of(info, "memories", v.memories, ~0u);
    auto host_ops = bits_of(info, "host_ops", v.host_ops, 0u);
    auto weaker = bits_of(info, "weaker", v.weaker, 0u);
    auto capabilities = bits_of(info, "capabilities", v.capabilities, 0u);
    auto max_queues = count_field(info, "max_queues");
    auto hardware_queues = count_field(info, "hardware_queues");
    for (const Result<uint32_t>* r :
         {&sides, &commands, &kernels, &memories, &host_ops, &weaker, &capabilities, &max_queues, &hardware_queues})
        if (!*r) return r->error();
    out.device_side = (*sides & 1u) != 0;
    out.cuda_side = (*sides & 2u) != 0;
    // The barrier row from the capability alone: `commands` left out (all) is every 1.0 adapter's default.
    const uint32_t barrier_row = 1u << sync::QueueOp(sync::BarrierCmd{}).index();
    out.barriers = (*capabilities & 1u) != 0;
    out.commands = (*commands & ~barrier_row) | (out.barriers ? barrier_row : 0u);
    // Likewise the opaque row: from the capability opaque_kernels alone.
    const uint32_t opaque_row = 1u << sync::QueueOp(sync::OpaqueCmd{}).index();
    out.opaque_kernels = (*capabilities & 2u) != 0;
    out.commands = (out.commands & ~opaque_row) | (out.opaque_kernels ? opaque_row : 0u);
    if (out.barriers && (*capabilities & 8u) != 0)
        out.unordered_serial = "the adapter declares that its unordered queues run their commands in order (serial_unordered)";
    out.kernels = *kernels;
    out.memories = *memories;
    out.native = {(*host_ops & 1u) != 0, (*host_ops & 2u) != 0, (*host_ops & 4u) != 0};
    out.weaker = *weaker;
    out.max_queues = *max_queues;
    out.hardware_queues = *hardware_queues;
    out.queue_mapping = *hardware_queues ? "round-robin onto " + std::to_string(*hardware_queues) + " hardware queues (as the adapter says)"
                                         : "each queue its own (as the adapter says)";
    if (const auto notes = info.find("notes"); notes != info.end()) {
        if (!notes->is_array()) return make_error("notes is not a list of strings", ErrorKind::backend_failed);
        for (const auto& n : *notes) {
            if (!n.is_string()) return make_error("notes holds " + n.dump() + ", not a string", ErrorKind::backend_failed);
            out.notes.push_back(n.get<std::string>());
        }
    }
    if (!out.barriers)
        out.notes.push_back("no barriers: the adapter does not declare the capability \"barriers\" (protocol 1.1), so scenarios "
                            "with an unordered queue or a barrier are skipped");
    else if (!out.unordered_serial.empty())
        out.notes.push_back(out.unordered_serial + ": races between the commands of an unordered queue cannot show");
    return out;
}

namespace {

// An answer as JSON text, cut after 200 bytes (an answer may be a line of 1 MiB).
std::string excerpt(const nlohmann::json& body) {
    constexpr size_t k_bytes = 200;
    const std::string text = body.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    return text.size() <= k_bytes ? text : text.substr(0, k_bytes) + "...";
}

}  // namespace

Result<Hello> hello_from_json(const nlohmann::json& body) {
    const auto abi = body.find("abi_version"), name = body.find("name"), version = body.find("version");
    if (abi == body.end() || !abi->is_number_unsigned() || name == body.end() || !name->is_string() || version == body.end() ||
        !version->is_string())
        return make_error("hello's answer lacks abi_version, name or version: " + excerpt(body), ErrorKind::backend_failed);
    return Hello{abi->get<uint64_t>(), name->get<std::string>(), version->get<std::string>()};
}

Result<uint64_t> semaphore_value_from_json(const nlohmann::json& body) {
    const auto value = body.find("value");
    if (value == body.end() || !value->is_number_unsigned())
        return make_error("semaphore_value's answer has no value: " + excerpt(body), ErrorKind::backend_failed);
    return value->get<uint64_t>();
}

}  // namespace syncstress::backends::python
