// Opaque kernels (version 2; SCENARIO-FORMAT.md, "Opaque kernels"): a dispatch of `"kernel": "opaque"`, with its id
// and the buffer ranges it reads and writes.
#include "core/scenario/loader_internal.h"

namespace syncstress::scenario {

namespace {

bool overlap(const BufferRange& x, const BufferRange& y) {
    return x.buffer == y.buffer && x.range.offset < y.range.offset + y.range.count && y.range.offset < x.range.offset + x.range.count;
}

}  // namespace

std::optional<std::vector<BufferRange>> Loader::opaque_ranges(const Json& op, const Path& path, const char* key,
                                                              std::optional<uint32_t> queue) {
    const Path at = path.key(key);
    const Json* list = find(op, key);
    const bool writes = std::string_view(key) == "writes";
    if (!list) {
        if (!writes) return std::vector<BufferRange>{};
        error(path, "missing 'writes' (the buffer ranges the kernel writes: [{\"buffer\": NAME, \"offset\": N, \"count\": N}, ...]); "
                    "an opaque kernel writes at least one range");
        return std::nullopt;
    }
    if (!list->is_array() || (writes && list->empty())) {
        error(at, std::string("expected ") + (writes ? "a non-empty" : "an") +
                      " array of buffer ranges, {\"buffer\": NAME, \"offset\": N, \"count\": N}, got " + describe(*list));
        return std::nullopt;
    }
    if (list->size() > k_opaque_max_ranges) {
        error(at, std::to_string(list->size()) + " ranges are more than the " + std::to_string(k_opaque_max_ranges) +
                      " an opaque kernel may list in '" + key + "'; join neighbouring ranges of one buffer");
        return std::nullopt;
    }
    std::vector<BufferRange> out;
    bool good = true;
    for (size_t i = 0; i < list->size(); ++i) {
        const Json& r = (*list)[i];
        const Path ri = at.index(i);
        if (!expect_object(r, ri, "a buffer range, {\"buffer\": NAME, \"offset\": N, \"count\": N}")) {
            good = false;
            continue;
        }
        check_keys(r, ri, {"buffer", "offset", "count"}, writes ? "a range the kernel writes" : "a range the kernel reads");
        auto buffer = buffer_field(r, ri, "buffer", queue, writes ? "the buffer written" : "the buffer read");
        auto raw = raw_range(r, ri, false);
        auto range = buffer && raw ? object_range(*raw, ri, NameKind::buffer, *buffer) : std::nullopt;
        if (range)
            out.push_back({*buffer, *range});
        else
            good = false;
    }
    if (!good) return std::nullopt;
    return out;
}

// Two writes of one element in one dispatch have no order, nor has a read of an element another index writes: write
// ranges are apart, and a read range meets a write range only in place (the same buffer and offset).
bool Loader::opaque_ranges_apart(const OpaqueDispatch& d, const Path& path) {
    auto text = [&](const BufferRange& r) {
        return "buffer " + quote(scenario_.buffers[r.buffer].name) + " " + span_text(r.range.offset, r.range.count);
    };
    const Path writes = path.key("writes"), reads = path.key("reads");
    for (size_t w = 0; w < d.writes.size(); ++w)
        for (size_t v = 0; v < w; ++v)
            if (overlap(d.writes[w], d.writes[v])) {
                error(writes.index(w), "this range (" + text(d.writes[w]) + ") overlaps writes[" + std::to_string(v) + "] (" +
                                           text(d.writes[v]) + "); the ranges a kernel writes must not overlap");
                return false;
            }
    for (size_t r = 0; r < d.reads.size(); ++r)
        for (size_t w = 0; w < d.writes.size(); ++w)
            if (overlap(d.reads[r], d.writes[w]) && d.reads[r].range.offset != d.writes[w].range.offset) {
                error(reads.index(r), "this range (" + text(d.reads[r]) + ") overlaps writes[" + std::to_string(w) + "] (" +
                                          text(d.writes[w]) +
                                          ") at another offset; a range read and written in place starts at the same offset "
                                          "in both lists");
                return false;
            }
    return true;
}

std::optional<Command> Loader::parse_opaque(const Json& op, const Path& path, std::optional<uint32_t> queue, Keys keys) {
    if (!version2(path.key("kernel"), "the opaque kernel")) return std::nullopt;
    for (const char* key : {"kernel", "id", "reads", "writes"}) keys.add(key);
    check_keys(op, path, keys, "a dispatch of an opaque kernel");
    OpaqueDispatch d;
    const Json* id = need(op, path, "id", "the kernel's identity, an integer of 32 bits");
    auto id_value = id ? as_uint(*id, path.key("id"), k_max_u32) : std::nullopt;
    auto reads = opaque_ranges(op, path, "reads", queue);
    auto writes = opaque_ranges(op, path, "writes", queue);
    if (!id_value || !reads || !writes) return std::nullopt;
    d.id = static_cast<uint32_t>(*id_value);
    d.reads = std::move(*reads);
    d.writes = std::move(*writes);
    if (!opaque_ranges_apart(d, path)) return std::nullopt;
    return d;
}

}  // namespace syncstress::scenario
