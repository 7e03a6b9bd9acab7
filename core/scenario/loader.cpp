#include "core/scenario/loader.h"

#include "core/scenario/json_document.h"
#include "core/scenario/json_path.h"
#include "core/scenario/expect_check.h"
#include "core/scenario/text.h"
#include "core/platform/host.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <functional>
#include <initializer_list>
#include <iterator>
#include <sstream>
#include <stdexcept>
#include <unordered_map>


namespace syncstress::scenario {

std::string LoadError::to_string() const {
    std::string out = file;
    if (!path.empty())
        out += (out.empty() ? "" : ": ") + path;
    return out + (out.empty() ? "" : ": ") + message;
}

namespace {

using Json = json::Value;

constexpr std::string_view k_format = "syncstress/scenario@1";
// nlohmann's parser recurses once per nesting level; a scenario never needs more than a handful.
constexpr size_t k_max_depth = 64;
constexpr uint64_t k_max_u32 = 0xffffffffu;
// Every element index must fit the u32 kernel math.
constexpr uint64_t k_max_elements = uint64_t{1} << 32;
// Semaphore values stay below 2^32 so that iteration k's offset (k * the largest value) cannot overflow u64.
constexpr uint64_t k_max_semaphore_value = k_max_u32;
constexpr uint64_t k_max_file_bytes = uint64_t{64} << 20;

constexpr std::array k_queue_ops = {"fill", "copy", "upload", "download", "dispatch", "delay", "signal", "wait"};
constexpr std::array k_host_ops = {"submit", "host_fill", "write", "read", "sync", "host_signal", "host_wait", "sleep", "check"};
// The kernels' names in the table's order (core/common/types.h), so that an index is a Kernel.
#define SYNCSTRESS_KERNEL_NAME(name, ...) #name,
constexpr std::array k_kernels = {SYNCSTRESS_KERNELS(SYNCSTRESS_KERNEL_NAME)};
#undef SYNCSTRESS_KERNEL_NAME
static_assert(k_kernels.size() == k_kernel_count);

template <class Container>
bool contains(const Container& c, std::string_view s) {
    return std::find(std::begin(c), std::end(c), s) != std::end(c);
}

// The keys an object may have: a dozen at most, kept without allocating.
class Keys {
public:
    Keys(std::initializer_list<std::string_view> keys) {
        for (std::string_view k : keys) add(k);
    }
    void add(std::string_view key) {
        if (size_ == keys_.size())
            throw std::logic_error("Keys: more than 16 keys");
        keys_[size_++] = key;
    }
    const std::string_view* begin() const { return keys_.data(); }
    const std::string_view* end() const { return keys_.data() + size_; }

private:
    std::array<std::string_view, 16> keys_;
    size_t size_ = 0;
};

// Names by string_view, without a std::string per lookup.
struct NameHash {
    using is_transparent = void;
    size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
};

// Depth of brackets outside strings; refused before nlohmann's recursive parser sees the text.
std::optional<size_t> too_deep_at(std::string_view text) {
    size_t depth = 0;
    bool in_string = false, escaped = false;
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (in_string) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                in_string = false;
        } else if (c == '"') {
            in_string = true;
        } else if (c == '[' || c == '{') {
            if (++depth > k_max_depth)
                return i;
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        }
    }
    return std::nullopt;
}

std::string internal_error(const std::exception& e) { return std::string("internal error while loading: ") + e.what(); }

enum class NameKind { queue, buffer, host, semaphore };
constexpr const char* k_kind_one[] = {"queue", "buffer", "host array", "semaphore"};
constexpr const char* k_kind_many[] = {"queues", "buffers", "host arrays", "semaphores"};
constexpr const char* k_kind_key[] = {"queues", "buffers", "host", "semaphores"};

// What the fields of a range said, before they are checked against their objects.
struct RawRange {
    std::optional<uint64_t> offset, src_offset, dst_offset, count;
};
struct CopyRange {
    uint64_t src_offset = 0, dst_offset = 0, count = 0;
};

class Loader {
public:
    Loader(std::string file, const LoadLimits& limits) : file_(std::move(file)), limits_(limits) {}

    LoadResult load(std::string_view text) {
        LoadResult result;
        try {
            load_text(text);
        } catch (const std::exception& e) {
            error("", internal_error(e));
        }
        result.errors = std::move(errors_);
        if (result.errors.empty())
            result.scenario = std::move(scenario_);
        return result;
    }

private:
    void error(const Path& path, std::string message) {
        errors_.push_back(LoadError{file_, path.str(), std::move(message)});
    }

    void load_text(std::string_view text) {
        if (text.find_first_not_of(" \t\r\n") == std::string_view::npos) {
            error("", "the file is empty; a scenario is a JSON object such as "
                      "{\"format\": \"syncstress/scenario@1\", \"name\": \"...\", \"steps\": [...]}");
            return;
        }
        if (const size_t nul = text.find('\0'); nul != std::string_view::npos) {
            error("", "the file is not text (a zero byte at " + line_column(text, nul) +
                          "); a scenario is a JSON text file");
            return;
        }
        if (const auto deep = too_deep_at(text)) {
            error("", "nesting deeper than " + std::to_string(k_max_depth) + " levels at " + line_column(text, *deep) +
                          "; a scenario needs only a few levels");
            return;
        }
        const json::ParseResult parsed = json::parse(text);
        if (parsed.failure) {
            std::string what = parsed.failure->second;
            // nlohmann's text repeats the position; keep only the reason.
            if (const size_t colon = what.find(": ", what.find("column")); colon != std::string::npos)
                what = what.substr(colon + 2);
            else if (const size_t bracket = what.find("] "); bracket != std::string::npos)
                what = what.substr(bracket + 2);
            const size_t byte = parsed.failure->first > 0 ? parsed.failure->first - 1 : 0;
            error("", "invalid JSON at " + line_column(text, byte) + ": " + what);
            return;
        }
        for (const auto& [path, key] : parsed.duplicates)
            errors_.push_back(LoadError{file_, path,
                                        "duplicate key '" + key + "'; each key may appear once (the later one would silently win)"});
        parse_document(parsed.document.root());
        check_size();
    }

    // ---- fields ------------------------------------------------------------------------------------

    void check_keys(const Json& obj, const Path& path, const Keys& allowed, std::string_view what) {
        for (const auto& [key, value] : obj.members()) {
            (void)value;
            if (contains(allowed, key))
                continue;
            std::vector<std::string> names(allowed.begin(), allowed.end());
            const std::string best = closest(key, names);
            error(path.key(key), "unknown key " + quote(key) + (what.empty() ? "" : " in " + std::string(what)) + "; " +
                                 (best.empty() ? "the keys here are " + join(names) : "did you mean '" + best + "'?"));
        }
    }

    static const Json* find(const Json& obj, std::string_view key) { return obj.find(key); }

    bool expect_object(const Json& v, const Path& path, std::string_view what) {
        if (v.is_object())
            return true;
        error(path, "expected " + std::string(what) + " (a JSON object), got " + describe(v));
        return false;
    }

    std::optional<std::string_view> as_string(const Json& v, const Path& path) {
        if (v.is_string())
            return v.string();
        error(path, "expected a string, got " + describe(v));
        return std::nullopt;
    }

    std::optional<uint64_t> as_uint(const Json& v, const Path& path, uint64_t max, uint64_t min = 0) {
        std::optional<uint64_t> out;
        if (v.is_number_unsigned()) {
            out = v.number_unsigned();
        } else if (v.is_number_integer()) {
            error(path, "expected a non-negative integer, got " + describe(v));
            return std::nullopt;
        } else if (v.is_number_float()) {
            const double d = v.number_float();
            if (d < 0)
                error(path, "expected a non-negative integer, got " + describe(v));
            else if (std::isfinite(d) && d == std::floor(d) && d >= 1e18)
                error(path, "the number " + describe(v) + " is too large; the largest allowed here is " + std::to_string(max));
            else
                error(path, "expected an integer, got " + describe(v));
            return std::nullopt;
        } else if (v.is_string() && v.string().starts_with("$iteration")) {
            error(path, "\"$iteration\" is not allowed here; only pattern values, kernel parameters and fill values "
                        "follow the iteration; give a number");
            return std::nullopt;
        } else {
            error(path, "expected a non-negative integer, got " + describe(v));
            return std::nullopt;
        }
        if (*out > max) {
            error(path, "the number " + std::to_string(*out) + " is too large; the largest allowed here is " + std::to_string(max));
            return std::nullopt;
        }
        if (*out < min) {
            error(path, "expected at least " + std::to_string(min) + ", got " + std::to_string(*out));
            return std::nullopt;
        }
        return out;
    }

    std::optional<IterValue> as_iter(const Json& v, const Path& path) {
        if (!v.is_string()) {
            auto k = as_uint(v, path, k_max_u32);
            if (!k)
                return std::nullopt;
            return IterValue{static_cast<uint32_t>(*k), false};
        }
        const std::string_view s = v.string();
        constexpr std::string_view base = "$iteration";
        auto how = [&] { return "expected an integer, \"$iteration\" or \"$iteration+K\", got " + describe(v); };
        if (!s.starts_with(base)) {
            error(path, how());
            return std::nullopt;
        }
        if (s.size() == base.size())
            return IterValue{0, true};
        const std::string_view rest = s.substr(base.size());
        if (rest.size() < 2 || rest[0] != '+' || rest.size() > 11 ||
            !std::all_of(rest.begin() + 1, rest.end(), [](char c) { return c >= '0' && c <= '9'; })) {
            error(path, how());
            return std::nullopt;
        }
        const uint64_t k = std::stoull(std::string(rest.substr(1)));
        if (k > k_max_u32) {
            error(path, "K in " + describe(v) + " is too large; the largest allowed is " + std::to_string(k_max_u32));
            return std::nullopt;
        }
        return IterValue{static_cast<uint32_t>(k), true};
    }

    template <size_t N>
    std::optional<size_t> as_enum(const Json& v, const Path& path, const std::array<const char*, N>& choices) {
        if (v.is_string())
            for (size_t i = 0; i < N; ++i)
                if (v.string() == choices[i])
                    return i;
        std::vector<std::string> names;
        for (const char* c : choices) names.push_back(std::string("\"") + c + "\"");
        if (v.is_string()) {
            const std::vector<std::string> plain(choices.begin(), choices.end());
            const std::string best = closest(v.string(), plain);
            error(path, "expected one of " + join(names) + ", got " + describe(v) + (best.empty() ? "" : "; did you mean '" + best + "'?"));
            return std::nullopt;
        }
        error(path, "expected one of " + join(names) + ", got " + describe(v));
        return std::nullopt;
    }

    std::optional<uint32_t> lookup(const Json& v, const Path& path, NameKind kind) {
        const auto k = static_cast<size_t>(kind);
        if (!v.is_string()) {
            error(path, std::string("expected the name of a ") + k_kind_one[k] + " (a string), got " + describe(v));
            return std::nullopt;
        }
        const std::string_view name = v.string();
        const auto& names = names_[k];
        if (auto it = index_[k].find(name); it != index_[k].end())
            return it->second;
        std::string declared = names.empty() ? std::string("the scenario declares no ") + k_kind_many[k] + "; add it under \"" +
                                                   k_kind_key[k] + "\""
                                             : std::string("the ") + k_kind_many[k] + " are " + join(names);
        for (size_t other = 0; other < 4; ++other)
            if (other != k && index_[other].find(name) != index_[other].end()) {
                error(path, quote(name) + " is a " + k_kind_one[other] + ", not a " + k_kind_one[k] + "; " + declared);
                return std::nullopt;
            }
        error(path, std::string("unknown ") + k_kind_one[k] + " " + quote(name) + "; " + did_you_mean(name, names) + declared);
        return std::nullopt;
    }

    // A required field: reports its absence.
    const Json* need(const Json& obj, const Path& path, std::string_view key, std::string_view what) {
        if (const Json* v = find(obj, key))
            return v;
        error(path, "missing " + quote(key) + (what.empty() ? "" : " (" + std::string(what) + ")"));
        return nullptr;
    }

    void note_semaphore_value(uint64_t value) { scenario_.semaphore_stride = std::max(scenario_.semaphore_stride, value); }

    // ---- patterns ----------------------------------------------------------------------------------

    // The pattern given by exactly one of the keys fill / seq / hash of obj.
    std::optional<Pattern> pattern_keys(const Json& obj, const Path& path) {
        constexpr std::array keys = {"fill", "seq", "hash"};
        std::array<std::string_view, keys.size()> present;
        size_t present_count = 0;
        for (const char* k : keys)
            if (find(obj, k))
                present[present_count++] = k;
        if (present_count == 0) {
            error(path, "missing the pattern: give one of \"fill\": V, \"seq\": [BASE, STRIDE] or \"hash\": SEED");
            return std::nullopt;
        }
        if (present_count > 1) {
            error(path.key(present[1]), "give one pattern, not both " + quote(present[0]) + " and " + quote(present[1]));
            return std::nullopt;
        }
        Pattern p;
        const Path at = path.key(present[0]);
        const Json& v = *find(obj, present[0]);
        std::optional<IterValue> a, b{IterValue{}};
        if (present[0] == "fill") {
            p.kind = Pattern::Kind::fill;
            a = as_iter(v, at);
        } else if (present[0] == "hash") {
            p.kind = Pattern::Kind::hash;
            a = as_iter(v, at);
        } else {
            p.kind = Pattern::Kind::seq;
            if (!v.is_array() || v.size() != 2) {
                error(at, "expected [BASE, STRIDE], got " + describe(v));
                return std::nullopt;
            }
            a = as_iter(v[0], at.index(0));
            b = as_iter(v[1], at.index(1));
        }
        if (!a || !b)
            return std::nullopt;
        p.a = *a;
        p.b = *b;
        return p;
    }

    std::optional<Pattern> pattern_object(const Json& v, const Path& path) {
        if (!expect_object(v, path, "a pattern: {\"fill\": V}, {\"seq\": [BASE, STRIDE]} or {\"hash\": SEED}"))
            return std::nullopt;
        check_keys(v, path, {"fill", "seq", "hash"}, "a pattern");
        return pattern_keys(v, path);
    }

    // ---- declarations ------------------------------------------------------------------------------

    // Calls per_object(name, value, path) for each entry of a declaration map, after checking the name.
    template <class F>
    void declarations(const Json& doc, std::string_view key, NameKind kind, F per_object) {
        const Json* map = find(doc, key);
        if (!map)
            return;
        const Path path;
        const Path map_path = path.key(key);
        if (!expect_object(*map, map_path, std::string("a map of ") + k_kind_many[static_cast<size_t>(kind)] + " by name"))
            return;
        for (const auto& [name, value] : map->members()) {
            const Path at = map_path.key(name);
            const bool good_name = !name.empty() && std::all_of(name.begin(), name.end(), [](char c) {
                return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-' || c == '.';
            });
            if (!good_name)
                error(at, "invalid name " + quote(name) + "; names use letters, digits, '_', '-' and '.'");
            auto& names = names_[static_cast<size_t>(kind)];
            index_[static_cast<size_t>(kind)].emplace(name, static_cast<uint32_t>(names.size()));
            names.emplace_back(name);
            if (expect_object(value, at, std::string("a ") + k_kind_one[static_cast<size_t>(kind)]))
                per_object(name, value, at);
            else
                per_object(name, Json::object(), at);
        }
    }

    std::optional<uint64_t> elements_of(const Json& obj, const Path& path) {
        const Json* v = find(obj, "elements");
        if (!v)
            return scenario_.elements;
        return as_uint(*v, path.key("elements"), k_max_elements, 1);
    }

    void parse_declarations(const Json& doc) {
        declarations(doc, "queues", NameKind::queue, [&](std::string_view name, const Json& q, const Path& at) {
            check_keys(q, at, {"side"}, "a queue");
            Queue queue{std::string(name), Side::device};
            if (const Json* side = find(q, "side"))
                if (auto s = as_enum(*side, at.key("side"), std::array{"device", "cuda"}))
                    queue.side = static_cast<Side>(*s);
            scenario_.queues.push_back(queue);
        });
        declarations(doc, "buffers", NameKind::buffer, [&](std::string_view name, const Json& b, const Path& at) {
            check_keys(b, at, {"elements", "memory", "side"}, "a buffer");
            Buffer buffer{std::string(name), elements_of(b, at).value_or(1), Memory::device, Side::device};
            if (const Json* memory = find(b, "memory"))
                if (auto m = as_enum(*memory, at.key("memory"), std::array{"device", "host_visible", "shared"}))
                    buffer.memory = static_cast<Memory>(*m);
            if (const Json* side = find(b, "side")) {
                if (buffer.memory == Memory::shared)
                    error(at.key("side"), "a shared buffer belongs to both sides; remove 'side'");
                else if (auto s = as_enum(*side, at.key("side"), std::array{"device", "cuda"}))
                    buffer.side = static_cast<Side>(*s);
            }
            scenario_.buffers.push_back(buffer);
        });
        declarations(doc, "host", NameKind::host, [&](std::string_view name, const Json& h, const Path& at) {
            check_keys(h, at, {"elements", "init"}, "a host array");
            HostArray host{std::string(name), elements_of(h, at).value_or(1), Pattern{}};
            if (const Json* init = find(h, "init"))
                if (auto p = pattern_object(*init, at.key("init")))
                    host.init = *p;
            scenario_.host_arrays.push_back(host);
        });
        declarations(doc, "semaphores", NameKind::semaphore, [&](std::string_view name, const Json& s, const Path& at) {
            check_keys(s, at, {"initial"}, "a semaphore");
            Semaphore semaphore{std::string(name), 0};
            if (const Json* initial = find(s, "initial"))
                if (auto v = as_uint(*initial, at.key("initial"), k_max_semaphore_value)) {
                    semaphore.initial = *v;
                    note_semaphore_value(*v);
                }
            scenario_.semaphores.push_back(semaphore);
        });
    }

    void parse_document(const Json& doc) {
        if (!doc.is_object()) {
            error("", "expected a JSON object with \"format\": \"syncstress/scenario@1\", got " + describe(doc));
            return;
        }
        check_keys(doc, "",
                   {"format", "name", "description", "source", "tags", "elements", "queues", "buffers", "host",
                    "semaphores", "steps", "expect"},
                   "the scenario");
        if (const Json* format = need(doc, "", "format", "\"syncstress/scenario@1\"")) {
            if (!format->is_string() || format->string() != k_format)
                error("format", "unsupported format " + describe(*format) + "; this version reads \"" + std::string(k_format) + "\"");
        }
        if (const Json* name = need(doc, "", "name", "the scenario's name, [a-z0-9][a-z0-9-]*")) {
            if (auto s = as_string(*name, "name")) {
                const bool good = !s->empty() && ((*s)[0] != '-') && std::all_of(s->begin(), s->end(), [](char c) {
                    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
                });
                if (!good)
                    error("name", "invalid name " + quote(*s) +
                                      "; a scenario name is lower-case letters, digits and '-', starting with a letter or digit");
                scenario_.name = std::string(*s);
            }
        }
        for (const char* key : {"description", "source"})
            if (const Json* v = find(doc, key))
                if (auto s = as_string(*v, key))
                    (std::string_view(key) == "description" ? scenario_.description : scenario_.source) = std::string(*s);
        if (const Json* tags = find(doc, "tags")) {
            if (!tags->is_array()) {
                error("tags", "expected an array of strings, got " + describe(*tags));
            } else {
                const Path tags_path = "tags";
                for (size_t i = 0; i < tags->size(); ++i)
                    if (auto s = as_string((*tags)[i], tags_path.index(i)))
                        scenario_.tags.emplace_back(*s);
            }
        }
        if (const Json* elements = find(doc, "elements"))
            if (auto v = as_uint(*elements, "elements", k_max_elements, 1))
                scenario_.elements = *v;
        if (const Json* expect = find(doc, "expect"))
            if (auto e = as_enum(*expect, "expect", std::array{"pass", "race", "deadlock"}))
                scenario_.expect = static_cast<Expect>(*e);
        parse_declarations(doc);
        if (const Json* steps = need(doc, "", "steps", "the host program, an array of ops")) {
            if (!steps->is_array()) {
                error("steps", "expected an array of ops, got " + describe(*steps));
            } else {
                const Path steps_path = "steps";
                scenario_.steps.reserve(steps->size());
                for (size_t i = 0; i < steps->size(); ++i)
                    if (auto step = parse_step((*steps)[i], steps_path.index(i)))
                        scenario_.steps.push_back(std::move(*step));
            }
        }
    }

    // ---- ranges ------------------------------------------------------------------------------------

    std::optional<RawRange> raw_range(const Json& op, const Path& path, bool copy) {
        RawRange r;
        bool good = true;
        auto read = [&](const char* key, std::optional<uint64_t>& out, uint64_t min) {
            if (const Json* v = find(op, key)) {
                out = as_uint(*v, path.key(key), k_max_elements, min);
                good = good && out.has_value();
            }
        };
        read("offset", r.offset, 0);
        read("count", r.count, 1);
        if (copy) {
            read("src_offset", r.src_offset, 0);
            read("dst_offset", r.dst_offset, 0);
            if (r.offset && (r.src_offset || r.dst_offset)) {
                error(path.key("offset"), "give either 'offset' (for both sides) or 'src_offset' / 'dst_offset', not both");
                good = false;
            }
        }
        if (!good)
            return std::nullopt;
        return r;
    }

    std::string object_text(NameKind kind, uint32_t index) {
        const auto k = static_cast<size_t>(kind);
        const uint64_t n = kind == NameKind::buffer ? scenario_.buffers[index].elements : scenario_.host_arrays[index].elements;
        return std::string(k_kind_one[k]) + " " + quote(names_[k][index]) + " (" + std::to_string(n) + " elements)";
    }
    uint64_t elements(NameKind kind, uint32_t index) const {
        return kind == NameKind::buffer ? scenario_.buffers[index].elements : scenario_.host_arrays[index].elements;
    }

    static std::string span_text(uint64_t offset, uint64_t count) {
        return "[" + std::to_string(offset) + ", " + std::to_string(offset + count) + ")";
    }

    // offset/count of an op on one object (or several objects sharing the indices, checked by the caller).
    std::optional<Range> object_range(const RawRange& r, const Path& path, NameKind kind, uint32_t object) {
        const uint64_t n = elements(kind, object);
        const uint64_t offset = r.offset.value_or(0);
        if (offset >= n) {
            error(path.key("offset"), "offset " + std::to_string(offset) + " is outside " + object_text(kind, object));
            return std::nullopt;
        }
        const uint64_t count = r.count.value_or(n - offset);
        if (offset + count > n) {
            error(path.key("count"), "the range " + span_text(offset, count) + " falls outside " + object_text(kind, object));
            return std::nullopt;
        }
        return Range{offset, count};
    }

    std::optional<CopyRange> copy_range(const RawRange& r, const Path& path, NameKind src_kind, uint32_t src,
                                        NameKind dst_kind, uint32_t dst) {
        const uint64_t src_n = elements(src_kind, src), dst_n = elements(dst_kind, dst);
        CopyRange c{r.offset.value_or(r.src_offset.value_or(0)), r.offset.value_or(r.dst_offset.value_or(0)), 0};
        const char* src_key = r.offset ? "offset" : "src_offset";
        const char* dst_key = r.offset ? "offset" : "dst_offset";
        if (c.src_offset >= src_n) {
            error(path.key(src_key), "source offset " + std::to_string(c.src_offset) + " is outside " + object_text(src_kind, src));
            return std::nullopt;
        }
        if (c.dst_offset >= dst_n) {
            error(path.key(dst_key), "destination offset " + std::to_string(c.dst_offset) + " is outside " +
                                     object_text(dst_kind, dst));
            return std::nullopt;
        }
        c.count = r.count.value_or(src_n - c.src_offset);
        if (c.src_offset + c.count > src_n) {
            error(path.key("count"), "the source range " + span_text(c.src_offset, c.count) + " falls outside " +
                                     object_text(src_kind, src));
            return std::nullopt;
        }
        if (c.dst_offset + c.count > dst_n) {
            if (r.count)
                error(path.key("count"), "the destination range " + span_text(c.dst_offset, c.count) + " falls outside " +
                                         object_text(dst_kind, dst));
            else
                error(path.key("dst"), "the rest of the source from element " + std::to_string(c.src_offset) + " (" +
                                       std::to_string(c.count) + " elements) does not fit " + object_text(dst_kind, dst) +
                                       " from element " + std::to_string(c.dst_offset) + "; give 'count'");
            return std::nullopt;
        }
        if (src_kind == dst_kind && src == dst && c.src_offset < c.dst_offset + c.count && c.dst_offset < c.src_offset + c.count) {
            error(path, "the source and destination ranges overlap in " + object_text(src_kind, src) +
                            "; a copy between overlapping ranges is undefined in Vulkan and CUDA");
            return std::nullopt;
        }
        return c;
    }

    // Buffers of one side may only be touched by queues of that side; shared memory by both.
    bool side_ok(std::optional<uint32_t> queue, uint32_t buffer, const Path& path) {
        if (!queue)
            return true;
        const Buffer& b = scenario_.buffers[buffer];
        const Queue& q = scenario_.queues[*queue];
        if (b.memory == Memory::shared || b.side == q.side)
            return true;
        error(path, "buffer " + quote(b.name) + " (memory " + to_string(b.memory) + ") belongs to the " + to_string(b.side) +
                        " side, but queue " + quote(q.name) + " is on the " + to_string(q.side) + " side; use a queue of the " +
                        to_string(b.side) + " side or make the buffer \"memory\": \"shared\"");
        return false;
    }

    // ---- ops ---------------------------------------------------------------------------------------

    std::optional<uint32_t> buffer_field(const Json& op, const Path& path, const char* key,
                                         std::optional<uint32_t> queue, std::string_view role) {
        const Json* v = need(op, path, key, role);
        if (!v)
            return std::nullopt;
        auto b = lookup(*v, path.key(key), NameKind::buffer);
        if (b && !side_ok(queue, *b, path.key(key)))
            return std::nullopt;
        return b;
    }
    std::optional<uint32_t> host_field(const Json& op, const Path& path, const char* key, std::string_view role) {
        const Json* v = need(op, path, key, role);
        return v ? lookup(*v, path.key(key), NameKind::host) : std::nullopt;
    }
    std::optional<uint32_t> semaphore_field(const Json& op, const Path& path) {
        const Json* v = need(op, path, "semaphore", "the semaphore's name");
        return v ? lookup(*v, path.key("semaphore"), NameKind::semaphore) : std::nullopt;
    }
    std::optional<uint64_t> semaphore_value(const Json& op, const Path& path) {
        const Json* v = need(op, path, "value", "the timeline value");
        if (!v)
            return std::nullopt;
        auto value = as_uint(*v, path.key("value"), k_max_semaphore_value);
        if (value)
            note_semaphore_value(*value);
        return value;
    }
    std::optional<uint32_t> microseconds(const Json& op, const Path& path) {
        const Json* v = need(op, path, "us", "microseconds");
        if (!v)
            return std::nullopt;
        auto us = as_uint(*v, path.key("us"), k_max_u32);
        return us ? std::optional<uint32_t>(static_cast<uint32_t>(*us)) : std::nullopt;
    }
    std::optional<IterValue> iter_field(const Json& op, const Path& path, const char* key, std::string_view role) {
        const Json* v = need(op, path, key, role);
        return v ? as_iter(*v, path.key(key)) : std::nullopt;
    }

    static Keys with_range(Keys keys, bool copy) {
        keys.add("offset");
        keys.add("count");
        if (copy) {
            keys.add("src_offset");
            keys.add("dst_offset");
        }
        return keys;
    }

    // Buffer-to-buffer, host-to-buffer or buffer-to-host transfer: copy, upload, download, write, read.
    struct Transfer {
        uint32_t src, dst;
        CopyRange range;
    };
    std::optional<Transfer> transfer(const Json& op, const Path& path, std::optional<uint32_t> queue, NameKind src_kind,
                                     NameKind dst_kind, std::string_view src_role, std::string_view dst_role) {
        auto src = src_kind == NameKind::buffer ? buffer_field(op, path, "src", queue, src_role) : host_field(op, path, "src", src_role);
        auto dst = dst_kind == NameKind::buffer ? buffer_field(op, path, "dst", queue, dst_role) : host_field(op, path, "dst", dst_role);
        auto raw = raw_range(op, path, true);
        if (!src || !dst || !raw)
            return std::nullopt;
        auto r = copy_range(*raw, path, src_kind, *src, dst_kind, *dst);
        if (!r)
            return std::nullopt;
        return Transfer{*src, *dst, *r};
    }

    std::optional<Command> parse_dispatch(const Json& op, const Path& path, std::optional<uint32_t> queue,
                                          Keys keys) {
        static const std::string kernels = "one of " + join(k_kernels);
        const Json* kernel_json = need(op, path, "kernel", kernels);
        if (!kernel_json)
            return std::nullopt;
        auto kernel_index = as_enum(*kernel_json, path.key("kernel"), k_kernels);
        if (!kernel_index)
            return std::nullopt;
        const auto kernel = static_cast<Kernel>(*kernel_index);
        const KernelInfo fields = kernel_info(kernel);  // the format's field names of its operands
        keys.add("kernel");
        for (const char* key : {fields.field_a, fields.field_b, "dst", fields.field_p0, fields.field_p1})
            if (key)
                keys.add(key);
        check_keys(op, path, with_range(keys, false), std::string("a dispatch of kernel ") + to_string(kernel));

        bool good = true, params_good = true;  // bad parameters do not hide range errors
        auto buffer = [&](const char* key, const char* role) -> uint32_t {
            if (!key)
                return 0;
            auto b = buffer_field(op, path, key, queue, role);
            good = good && b;
            return b.value_or(0);
        };
        auto param = [&](const char* key) -> IterValue {
            if (!key)
                return {};
            auto v = iter_field(op, path, key, "a kernel parameter: an integer or \"$iteration+K\"");
            params_good = params_good && v;
            return v.value_or(IterValue{});
        };
        Dispatch d{kernel, 0};
        d.a = buffer(fields.field_a, "a buffer the kernel reads");
        d.b = buffer(fields.field_b, "a buffer the kernel reads");
        d.dst = buffer("dst", "the buffer the kernel writes");
        d.p0 = param(fields.field_p0);
        d.p1 = param(fields.field_p1);
        auto raw = raw_range(op, path, false);
        if (!good || !raw)
            return std::nullopt;
        auto range = object_range(*raw, path, NameKind::buffer, d.dst);
        if (!range)
            return std::nullopt;
        d.range = *range;
        for (auto [key, b] : {std::pair{fields.field_a, d.a}, std::pair{fields.field_b, d.b}})
            if (key && range->offset + range->count > scenario_.buffers[b].elements) {
                error(path.key(key), "the dispatch range " + span_text(range->offset, range->count) + " falls outside " +
                                     object_text(NameKind::buffer, b) + "; every buffer of a dispatch uses the same indices");
                good = false;
            }
        if (!good || !params_good)
            return std::nullopt;
        return d;
    }

    // A queue op: standing alone in steps (standalone: names its queue) or inside a submit.
    std::optional<Command> parse_command(const Json& op, const Path& path, std::string_view name,
                                         std::optional<uint32_t> queue, bool standalone) {
        Keys keys = {"op"};
        if (standalone)
            keys.add("queue");
        else if (find(op, "queue"))
            error(path.key("queue"), "a command of a submit runs on the submit's queue; remove 'queue'");
        auto own = [&](std::initializer_list<std::string_view> more, bool range, bool copy) {
            for (std::string_view key : more) keys.add(key);
            check_keys(op, path, range ? with_range(keys, copy) : keys,
                       std::string(article(name)) + " " + std::string(name) + " op");
        };
        if (name == "fill") {
            own({"dst", "value"}, true, false);
            auto dst = buffer_field(op, path, "dst", queue, "the buffer filled");
            auto value = iter_field(op, path, "value", "the fill value");
            auto raw = raw_range(op, path, false);
            auto range = dst && raw ? object_range(*raw, path, NameKind::buffer, *dst) : std::nullopt;
            if (!range || !value)
                return std::nullopt;
            return Fill{*dst, *range, *value};
        }
        if (name == "copy") {
            own({"src", "dst"}, true, true);
            auto t = transfer(op, path, queue, NameKind::buffer, NameKind::buffer, "the buffer read", "the buffer written");
            return t ? std::optional<Command>(Copy{t->src, t->dst, t->range.src_offset, t->range.dst_offset, t->range.count})
                     : std::nullopt;
        }
        if (name == "upload") {
            own({"src", "dst"}, true, true);
            auto t = transfer(op, path, queue, NameKind::host, NameKind::buffer, "the host array read", "the buffer written");
            return t ? std::optional<Command>(Upload{t->src, t->dst, t->range.src_offset, t->range.dst_offset, t->range.count})
                     : std::nullopt;
        }
        if (name == "download") {
            own({"src", "dst"}, true, true);
            auto t = transfer(op, path, queue, NameKind::buffer, NameKind::host, "the buffer read", "the host array written");
            return t ? std::optional<Command>(Download{t->src, t->dst, t->range.src_offset, t->range.dst_offset, t->range.count})
                     : std::nullopt;
        }
        if (name == "dispatch")
            return parse_dispatch(op, path, queue, keys);
        if (name == "delay") {
            own({"us"}, false, false);
            auto us = microseconds(op, path);
            return us ? std::optional<Command>(Delay{*us}) : std::nullopt;
        }
        // signal, wait
        own({"semaphore", "value"}, false, false);
        auto semaphore = semaphore_field(op, path);
        auto value = semaphore_value(op, path);
        if (!semaphore || !value)
            return std::nullopt;
        if (name == "signal")
            return Signal{*semaphore, *value};
        return Wait{*semaphore, *value};
    }

    std::optional<Step> parse_submit(const Json& op, const Path& path) {
        check_keys(op, path, {"op", "queue", "commands"}, "a submit op");
        std::optional<uint32_t> queue;
        if (const Json* q = need(op, path, "queue", "the queue it is submitted to"))
            queue = lookup(*q, path.key("queue"), NameKind::queue);
        const Json* commands = need(op, path, "commands", "an array of queue ops without 'queue'");
        if (!commands)
            return std::nullopt;
        const Path at = path.key("commands");
        if (!commands->is_array() || commands->empty()) {
            error(at, "expected a non-empty array of queue ops, got " + describe(*commands));
            return std::nullopt;
        }
        Submit submit{queue.value_or(0), {}};
        bool good = queue.has_value();
        for (size_t i = 0; i < commands->size(); ++i) {
            const Json& c = (*commands)[i];
            const Path cpath = at.index(i);
            auto name = op_of(c, cpath);
            if (!name) {
                good = false;
                continue;
            }
            if (!contains(k_queue_ops, *name)) {
                error(cpath.key("op"), *name == "submit" ? std::string("a submit cannot hold another submit; list its commands here")
                                                         : quote(*name) + " is a host op; a submit holds queue ops: " + join(k_queue_ops));
                good = false;
                continue;
            }
            auto command = parse_command(c, cpath, *name, queue, false);
            if (command)
                submit.commands.push_back(std::move(*command));
            else
                good = false;
        }
        if (!good)
            return std::nullopt;
        return submit;
    }

    // The op's name, checked against the known ops.
    std::optional<std::string_view> op_of(const Json& op, const Path& path) {
        if (!expect_object(op, path, "an op such as {\"op\": \"upload\", ...}"))
            return std::nullopt;
        static const std::string ops = "what the step does: " + join(k_queue_ops) + ", " + join(k_host_ops);
        const Json* name = need(op, path, "op", ops);
        if (!name)
            return std::nullopt;
        auto s = as_string(*name, path.key("op"));
        if (!s)
            return std::nullopt;
        if (!contains(k_queue_ops, *s) && !contains(k_host_ops, *s)) {
            std::vector<std::string> all(k_queue_ops.begin(), k_queue_ops.end());
            all.insert(all.end(), k_host_ops.begin(), k_host_ops.end());
            error(path.key("op"), "unknown op " + quote(*s) + "; " + did_you_mean(*s, all) + "the ops are " + join(all));
            return std::nullopt;
        }
        return s;
    }

    std::optional<Step> parse_step(const Json& op, const Path& path) {
        auto name = op_of(op, path);
        if (!name)
            return std::nullopt;
        if (contains(k_queue_ops, *name)) {
            std::optional<uint32_t> queue;
            bool queue_known = false;
            if (const Json* q = need(op, path, "queue", "the queue that runs it")) {
                queue = lookup(*q, path.key("queue"), NameKind::queue);
                queue_known = queue.has_value();
            }
            auto command = parse_command(op, path, *name, queue, true);
            if (!command || !queue_known)
                return std::nullopt;
            return Submit{*queue, {std::move(*command)}};
        }
        if (*name == "submit")
            return parse_submit(op, path);
        if (*name == "host_fill") {
            check_keys(op, path, with_range({"op", "dst", "fill", "seq", "hash"}, false), "a host_fill op");
            auto dst = host_field(op, path, "dst", "the host array written");
            auto pattern = pattern_keys(op, path);
            auto raw = raw_range(op, path, false);
            auto range = dst && raw ? object_range(*raw, path, NameKind::host, *dst) : std::nullopt;
            if (!range || !pattern)
                return std::nullopt;
            return HostFill{*dst, *range, *pattern};
        }
        if (*name == "write" || *name == "read") {
            check_keys(op, path, with_range({"op", "queue", "src", "dst"}, true),
                       std::string(article(*name)) + " " + std::string(*name) + " op");
            std::optional<uint32_t> queue;
            if (const Json* q = need(op, path, "queue", "the queue whose work it is ordered after"))
                queue = lookup(*q, path.key("queue"), NameKind::queue);
            if (*name == "write") {
                auto t = transfer(op, path, queue, NameKind::host, NameKind::buffer, "the host array read", "the buffer written");
                if (!t || !queue)
                    return std::nullopt;
                return Write{*queue, t->src, t->dst, t->range.src_offset, t->range.dst_offset, t->range.count};
            }
            auto t = transfer(op, path, queue, NameKind::buffer, NameKind::host, "the buffer read", "the host array written");
            if (!t || !queue)
                return std::nullopt;
            return Read{*queue, t->src, t->dst, t->range.src_offset, t->range.dst_offset, t->range.count};
        }
        if (*name == "sync") {
            check_keys(op, path, {"op", "queue", "after"}, "a sync op");
            std::optional<uint32_t> queue, after;
            if (const Json* q = need(op, path, "queue", "the queue that waits"))
                queue = lookup(*q, path.key("queue"), NameKind::queue);
            if (const Json* a = need(op, path, "after", "the queue waited for"))
                after = lookup(*a, path.key("after"), NameKind::queue);
            if (!queue || !after)
                return std::nullopt;
            if (*queue == *after) {
                error(path.key("after"), "a queue is always ordered after itself; 'after' must name another queue");
                return std::nullopt;
            }
            return Sync{*queue, *after};
        }
        if (*name == "host_signal") {
            check_keys(op, path, {"op", "semaphore", "value"}, "a host_signal op");
            auto semaphore = semaphore_field(op, path);
            auto value = semaphore_value(op, path);
            if (!semaphore || !value)
                return std::nullopt;
            return HostSignal{*semaphore, *value};
        }
        if (*name == "host_wait")
            return parse_host_wait(op, path);
        if (*name == "sleep") {
            check_keys(op, path, {"op", "us"}, "a sleep op");
            auto us = microseconds(op, path);
            return us ? std::optional<Step>(Sleep{*us}) : std::nullopt;
        }
        // check
        check_keys(op, path, with_range({"op", "host", "expect"}, false), "a check op");
        auto host = host_field(op, path, "host", "the host array compared with the model");
        std::optional<Pattern> expect;
        bool good = true;
        if (const Json* e = find(op, "expect")) {
            expect = pattern_object(*e, path.key("expect"));
            good = expect.has_value();
        }
        auto raw = raw_range(op, path, false);
        auto range = host && raw ? object_range(*raw, path, NameKind::host, *host) : std::nullopt;
        if (!range || !good)
            return std::nullopt;
        return Check{*host, *range, expect};
    }

    std::optional<Step> parse_host_wait(const Json& op, const Path& path) {
        check_keys(op, path, {"op", "semaphore", "value", "queue", "all"}, "a host_wait op");
        const char* forms = "give exactly one of \"semaphore\" + \"value\", \"queue\", or \"all\": true";
        const bool has_semaphore = find(op, "semaphore") || find(op, "value");
        const int forms_given = int(has_semaphore) + int(find(op, "queue") != nullptr) + int(find(op, "all") != nullptr);
        if (forms_given != 1) {
            error(path, std::string(forms_given == 0 ? "host_wait says nothing to wait for; " : "host_wait mixes its forms; ") + forms);
            return std::nullopt;
        }
        if (has_semaphore) {
            auto semaphore = semaphore_field(op, path);
            auto value = semaphore_value(op, path);
            if (!semaphore || !value)
                return std::nullopt;
            return HostWait{HostWait::Kind::semaphore, *semaphore, *value};
        }
        if (const Json* q = find(op, "queue")) {
            auto queue = lookup(*q, path.key("queue"), NameKind::queue);
            return queue ? std::optional<Step>(HostWait{HostWait::Kind::queue, *queue, 0}) : std::nullopt;
        }
        const Json& all = *find(op, "all");
        if (!all.is_boolean() || !all.boolean()) {
            error(path.key("all"), "expected true, got " + describe(all) + "; " + forms);
            return std::nullopt;
        }
        return HostWait{HostWait::Kind::all, 0, 0};
    }

    // ---- whole-scenario checks ---------------------------------------------------------------------

    void check_size() {
        uint64_t limit = limits_.max_total_bytes;
        std::string why = "";
        if (limit == 0) {
            limit = platform::physical_memory_bytes() / 4;
            why = " (a quarter of this machine's memory)";
            if (limit == 0)
                return;
        }
        uint64_t total = 0, largest = 0;
        std::string largest_path;
        auto add = [&](const std::string& path, uint64_t elements) {
            const uint64_t bytes = elements * sizeof(uint32_t);
            total += bytes;
            if (bytes > largest) {
                largest = bytes;
                largest_path = path;
            }
        };
        const Path buffers = "buffers", host = "host";
        for (const Buffer& b : scenario_.buffers) add(buffers.key(b.name).str(), b.elements);
        for (const HostArray& h : scenario_.host_arrays) add(host.key(h.name).str(), h.elements);
        if (total > limit)
            errors_.push_back(LoadError{file_, largest_path,
                                        "the buffers and host arrays need " + bytes_text(total) + " in all (" + largest_path +
                                            " alone " + bytes_text(largest) + "); the limit is " + bytes_text(limit) + why +
                                            "; use fewer elements"});
    }

    std::string file_;
    LoadLimits limits_;
    std::vector<LoadError> errors_;
    Scenario scenario_;
    std::array<std::vector<std::string>, 4> names_;  // by NameKind, in file order
    std::array<std::unordered_map<std::string, uint32_t, NameHash, std::equal_to<>>, 4> index_;  // by NameKind: name -> index
};

}  // namespace

LoadResult load_scenario_text(std::string_view text, const std::string& file, const LoadLimits& limits) {
    Loader loader(file, limits);
    LoadResult result = loader.load(text);
    if (!result.scenario)
        return result;
    try {
        result.errors = check_expectations(*result.scenario, file);
    } catch (const std::exception& e) {
        result.errors = {LoadError{file, "", internal_error(e)}};
    }
    if (!result.errors.empty())
        result.scenario.reset();
    else
        result.scenario->file = file;
    return result;
}

LoadResult load_scenario_file(const std::string& file, const LoadLimits& limits) {
    namespace fs = std::filesystem;
    auto failed = [&](std::string message) {
        LoadResult r;
        r.errors.push_back(LoadError{file, "", std::move(message)});
        return r;
    };
    std::error_code ec;
    if (fs::is_directory(file, ec))
        return failed("is a folder, not a scenario file");
    const auto size = fs::file_size(file, ec);
    if (ec)
        return failed("cannot read the file: " + ec.message());
    if (size > k_max_file_bytes)
        return failed("the file has " + bytes_text(size) + "; a scenario file may have at most " + bytes_text(k_max_file_bytes));
    std::ifstream in(file, std::ios::binary);
    if (!in)
        return failed("cannot open the file for reading");
    // One read of the size found, rather than a stream's growing copies: scenario files run to tens of MB.
    std::string text(static_cast<size_t>(size), '\0');
    in.read(text.data(), static_cast<std::streamsize>(text.size()));
    text.resize(static_cast<size_t>(in.gcount()));
    if (in && in.peek() != std::ifstream::traits_type::eof()) {  // it grew since: the rest too
        std::ostringstream rest;
        rest << in.rdbuf();
        text += rest.str();
    }
    if (in.bad())
        return failed("cannot read the file");
    return load_scenario_text(text, file, limits);
}

}  // namespace syncstress::scenario
