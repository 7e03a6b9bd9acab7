// What version 2 of the format adds to the loader: the version check, and barriers (SCENARIO-FORMAT.md, "Unordered
// queues and barriers").
#include "core/scenario/loader_internal.h"

#include <algorithm>

namespace syncstress::scenario {

bool Loader::version2(const Path& path, std::string_view what) {
    if (version_ >= 2) return true;
    error(path, std::string(what) + " is part of version 2 of the format; declare \"format\": \"syncstress/scenario@2\"");
    return false;
}

template <size_t N>
std::optional<uint8_t> Loader::bit_list(const Json& v, const Path& path, const std::array<const char*, N>& names,
                                        const std::array<uint8_t, N>& bits, bool non_empty) {
    if (!v.is_array() || (non_empty && v.empty())) {
        std::vector<std::string> quoted;
        for (const char* n : names) quoted.push_back(std::string("\"") + n + "\"");
        error(path, std::string("expected ") + (non_empty ? "a non-empty" : "an") + " array of " + join(quoted) + ", got " + describe(v));
        return std::nullopt;
    }
    uint8_t out = 0;
    bool good = true;
    for (size_t i = 0; i < v.size(); ++i) {
        auto index = as_enum(v[i], path.index(i), names);
        if (index)
            out |= bits[*index];
        else
            good = false;
    }
    if (!good) return std::nullopt;
    return out;
}

std::optional<Step> Loader::parse_free(const Json& op, const Path& path) {
    check_keys(op, path, with_range({"op", "buffer", "host", "queue"}, false), "a free op");
    if (!version2(path, "a free op")) return std::nullopt;
    const bool host = find(op, "host") != nullptr;
    if (host == (find(op, "buffer") != nullptr)) {
        error(path, "a free op names what it frees: give exactly one of \"buffer\" or \"host\"");
        return std::nullopt;
    }
    std::optional<uint32_t> queue;
    if (const Json* q = find(op, "queue")) {
        queue = lookup(*q, path.key("queue"), NameKind::queue);
        if (!queue) return std::nullopt;
        if (!scenario_.queues[*queue].ordered) {
            error(path.key("queue"), "a free is ordered on an in-order queue only (a CUDA stream's cudaFreeAsync, a caching allocator's "
                                     "stream): leave \"queue\" out for a free by the host, or free on an in-order queue");
            return std::nullopt;
        }
    }
    auto object = host ? host_field(op, path, "host", "the host array freed") : buffer_field(op, path, "buffer", queue, "the buffer freed");
    auto raw = raw_range(op, path, false);
    auto range = object && raw ? object_range(*raw, path, host ? NameKind::host : NameKind::buffer, *object) : std::nullopt;
    if (!range) return std::nullopt;
    return Free{host, *object, *range, queue};
}

namespace {

constexpr uint8_t k_transfer = stage_bit(Stage::transfer), k_compute = stage_bit(Stage::compute);
constexpr std::array k_stage_names{"transfer", "compute", "all"};
constexpr std::array<uint8_t, 3> k_stage_bits{k_transfer, k_compute, k_all_stages};
constexpr std::array k_write_names{k_access_class_names[access_class(Stage::transfer, true)],
                                   k_access_class_names[access_class(Stage::compute, true)], "write"};
constexpr std::array<uint8_t, 3> k_write_bits{access_bit(Stage::transfer, true), access_bit(Stage::compute, true),
                                              access_bits(k_all_stages, false, true)};
constexpr std::array k_class_names{
    k_access_class_names[0], k_access_class_names[1], k_access_class_names[2], k_access_class_names[3], "read", "write"};
constexpr std::array<uint8_t, 6> k_class_bits{access_bit(Stage::transfer, false),     access_bit(Stage::transfer, true),
                                              access_bit(Stage::compute, false),      access_bit(Stage::compute, true),
                                              access_bits(k_all_stages, true, false), access_bits(k_all_stages, false, true)};

std::string stages_text(uint8_t stages) {
    if (stages == k_all_stages) return "transfer and compute";
    return stages == k_transfer ? "transfer" : "compute";
}

}  // namespace

std::optional<Command> Loader::parse_barrier(const Json& op, const Path& path, std::optional<uint32_t> queue) {
    if (!version2(path.key("op"), "the barrier op")) return std::nullopt;
    if (queue && scenario_.queues[*queue].ordered) {
        error(path.key("op"), "queue " + quote(scenario_.queues[*queue].name) +
                                  " runs its commands in order, so a barrier orders nothing there; declare the queue "
                                  "\"ordered\": false to describe a queue whose commands run at once unless barriers order them");
        return std::nullopt;
    }
    Barrier b;
    bool good = true;
    auto stages = [&](const char* key) -> uint8_t {
        const Json* v = need(op, path, key, "a list of stages: \"transfer\", \"compute\", \"all\"");
        auto bits = v ? bit_list(*v, path.key(key), k_stage_names, k_stage_bits, true) : std::nullopt;
        good = good && bits;
        return bits.value_or(0);
    };
    b.src = stages("src");
    b.dst = stages("dst");
    b.src_access = access_bits(b.src, false, true);
    b.dst_access = access_bits(b.dst, true, true);
    // Each access named must be of a stage of its scope (a Vulkan barrier's access mask must be supported by its stages).
    auto access = [&](const char* key, uint8_t stage_bits, const auto& names, const auto& bits, uint8_t& out) {
        const Json* v = find(op, key);
        if (!v) return;
        auto given = bit_list(*v, path.key(key), names, bits, false);
        if (!given) {
            good = false;
            return;
        }
        const uint8_t allowed = access_bits(stage_bits, true, true);
        const Path list = path.key(key);
        for (size_t i = 0; i < v->size(); ++i) {
            const auto index = *as_enum((*v)[i], list.index(i), names);
            if ((bits[index] & allowed) == 0 && stage_bits != 0) {
                error(list.index(i), quote((*v)[i].string()) + " is not an access of the barrier's " +
                                         (std::string_view(key) == "src_access" ? "src" : "dst") + " stages (" + stages_text(stage_bits) +
                                         "); name an access of those stages or add its stage");
                good = false;
            }
        }
        out = *given & allowed;
    };
    const Path src_access = path.key("src_access");
    if (const Json* v = find(op, "src_access"); v && v->is_array())
        for (size_t i = 0; i < v->size(); ++i)
            if ((*v)[i].is_string() && (*v)[i].string().find("read") != std::string::npos) {
                error(src_access.index(i), "a read needs nothing made available; src_access lists writes: " +
                                               join(std::vector<std::string>(k_write_names.begin(), k_write_names.end())));
                good = false;
            }
    if (good) access("src_access", b.src, k_write_names, k_write_bits, b.src_access);
    if (good) access("dst_access", b.dst, k_class_names, k_class_bits, b.dst_access);
    auto raw = raw_range(op, path, false);
    good = good && raw;
    if (const Json* buffer = find(op, "buffer")) {
        auto id = buffer_field(op, path, "buffer", queue, "the buffer whose range the barrier covers");
        auto range = id && raw ? object_range(*raw, path, NameKind::buffer, *id) : std::nullopt;
        if (!range) return std::nullopt;
        b.buffer = *id;
        b.range = *range;
        (void)buffer;
    } else if (raw && (raw->offset || raw->count)) {
        error(path.key(raw->offset ? "offset" : "count"), "a range needs the buffer it is of; add \"buffer\"");
        return std::nullopt;
    }
    if (!good) return std::nullopt;
    return b;
}

// Each thread of a scenario is an OS thread of the run, started every iteration.
constexpr size_t k_max_threads = 64;

size_t Loader::parse_once(const Json& doc, const char* key) {
    const Json* steps = find(doc, key);
    if (!steps) return 0;
    const Path path = key;
    if (!version2(path, "'" + std::string(key) + "'")) return 0;
    const size_t before = scenario_.steps.size();
    in_once_ = true;
    parse_steps(*steps, path);
    in_once_ = false;
    return scenario_.steps.size() - before;
}

void Loader::parse_threads(const Json& threads) {
    const Path path = "threads";
    if (!version2(path, "'threads'")) return;
    if (!expect_object(threads, path, "a map of host threads by name, each {\"steps\": [...]}")) return;
    if (threads.size() + 1 > k_max_threads) {
        error(path, std::to_string(threads.size()) + " threads and the main one are more than the " + std::to_string(k_max_threads) +
                        " a scenario may have (each is an OS thread of the run, started every iteration); join the work of several");
        return;
    }
    for (const auto& [name, thread] : threads.members()) {
        const Path at = path.key(name);
        check_name(name, at);
        if (name == "main") error(at, "\"main\" is the thread of the top-level steps; name this thread otherwise");
        if (!expect_object(thread, at, "a host thread, {\"steps\": [...]}")) continue;
        check_keys(thread, at, {"steps"}, "a host thread");
        Thread t{std::string(name), scenario_.steps.size(), 0};
        if (const Json* steps = need(thread, at, "steps", "the thread's program, an array of ops")) parse_steps(*steps, at.key("steps"));
        t.count = scenario_.steps.size() - t.first;
        scenario_.threads.push_back(std::move(t));
    }
}

}  // namespace syncstress::scenario
