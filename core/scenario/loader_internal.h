// Internal to core/scenario: the Loader, which reads a scenario document into a Scenario and collects every error
// with its JSON path. Its members are defined in five files: loader.cpp (the document, its declarations and their
// size), loader_fields.cpp (one field's value: numbers, names, enums, patterns), loader_ops.cpp (the steps: each
// op's fields and ranges), loader_v2.cpp (version 2: threads, barriers), loader_opaque.cpp (opaque kernels) and loader_call_site.cpp (a step's or a
// command's `at`).
#pragma once

#include "core/scenario/json_document.h"
#include "core/scenario/json_path.h"
#include "core/scenario/loader.h"
#include "core/scenario/scenario.h"
#include "core/scenario/text.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <iterator>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace syncstress::scenario {

using Json = json::Value;

constexpr uint64_t k_max_u32 = 0xffffffffu;
// Every element index must fit the u32 kernel math.
constexpr uint64_t k_max_elements = uint64_t{1} << 32;
// Semaphore values stay below 2^32 so that iteration k's offset (k * the largest value) cannot overflow u64.
constexpr uint64_t k_max_semaphore_value = k_max_u32;

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
        if (size_ == keys_.size()) throw std::logic_error("Keys: more than 16 keys");
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

    LoadResult load(std::string_view text);

    // A load stops at this many errors: a file of millions of wrong values gives a screenful, at once and in
    // bounded memory, ending with a line that says so.
    static constexpr size_t k_max_errors = 20;

private:
    struct TooManyErrors {};  // thrown by add_error at the limit, caught by load
    void add_error(LoadError e) {
        errors_.push_back(std::move(e));
        if (errors_.size() >= k_max_errors) throw TooManyErrors{};
    }
    void error(const Path& path, std::string message) { add_error(LoadError{file_, path.str(), std::move(message)}); }

    static const Json* find(const Json& obj, std::string_view key) { return obj.find(key); }

    // Setup and teardown run once: their values do not widen the stride that the iterations raise every value by.
    void note_semaphore_value(uint64_t value) {
        if (!in_once_) scenario_.semaphore_stride = std::max(scenario_.semaphore_stride, value);
    }
    bool in_once_ = false;  // parsing `setup` or `teardown`

    // ---- the document, its declarations and their size (loader.cpp) --------------------------------

    void load_text(std::string_view text);
    // Calls per_object(name, value, path) for each entry of a declaration map, after checking the name.
    template <class F>
    void declarations(const Json& doc, std::string_view key, NameKind kind, F per_object);
    std::optional<uint64_t> elements_of(const Json& obj, const Path& path);
    void parse_declarations(const Json& doc);
    void parse_document(const Json& doc);
    // A declared name (a queue's, a buffer's, a thread's...): letters, digits, '_', '-' and '.'.
    void check_name(std::string_view name, const Path& at);
    // The ops of one thread's `steps` array, appended to the scenario's steps.
    void parse_steps(const Json& steps, const Path& path);
    void check_size();

    // ---- one field's value (loader_fields.cpp) -----------------------------------------------------

    void check_keys(const Json& obj, const Path& path, const Keys& allowed, std::string_view what);
    bool expect_object(const Json& v, const Path& path, std::string_view what);
    std::optional<std::string_view> as_string(const Json& v, const Path& path);
    std::optional<uint64_t> as_uint(const Json& v, const Path& path, uint64_t max, uint64_t min = 0);
    std::optional<IterValue> as_iter(const Json& v, const Path& path);
    template <size_t N>
    std::optional<size_t> as_enum(const Json& v, const Path& path, const std::array<const char*, N>& choices) {
        if (v.is_string())
            for (size_t i = 0; i < N; ++i)
                if (v.string() == choices[i]) return i;
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
    std::optional<uint32_t> lookup(const Json& v, const Path& path, NameKind kind);
    // A required field: reports its absence.
    const Json* need(const Json& obj, const Path& path, std::string_view key, std::string_view what);
    // The pattern given by exactly one of the keys fill / seq / hash of obj.
    std::optional<Pattern> pattern_keys(const Json& obj, const Path& path);
    std::optional<Pattern> pattern_object(const Json& v, const Path& path);

    // ---- the steps: ranges, then ops (loader_ops.cpp) ----------------------------------------------

    std::optional<RawRange> raw_range(const Json& op, const Path& path, bool copy);
    std::string object_text(NameKind kind, uint32_t index);
    uint64_t elements(NameKind kind, uint32_t index) const;
    static std::string span_text(uint64_t offset, uint64_t count);
    // offset/count of an op on one object (or several objects sharing the indices, checked by the caller).
    std::optional<Range> object_range(const RawRange& r, const Path& path, NameKind kind, uint32_t object);
    std::optional<CopyRange> copy_range(const RawRange& r, const Path& path, NameKind src_kind, uint32_t src, NameKind dst_kind,
                                        uint32_t dst);
    // Buffers of one side may only be touched by queues of that side; shared memory by both.
    bool side_ok(std::optional<uint32_t> queue, uint32_t buffer, const Path& path);

    std::optional<uint32_t> buffer_field(const Json& op, const Path& path, const char* key, std::optional<uint32_t> queue,
                                         std::string_view role);
    std::optional<uint32_t> host_field(const Json& op, const Path& path, const char* key, std::string_view role);
    std::optional<uint32_t> semaphore_field(const Json& op, const Path& path);
    std::optional<uint64_t> semaphore_value(const Json& op, const Path& path);
    std::optional<uint32_t> microseconds(const Json& op, const Path& path);
    std::optional<IterValue> iter_field(const Json& op, const Path& path, const char* key, std::string_view role);
    static Keys with_range(Keys keys, bool copy);
    // Buffer-to-buffer, host-to-buffer or buffer-to-host transfer: copy, upload, download, write, read.
    struct Transfer {
        uint32_t src, dst;
        CopyRange range;
    };
    std::optional<Transfer> transfer(const Json& op, const Path& path, std::optional<uint32_t> queue, NameKind src_kind, NameKind dst_kind,
                                     std::string_view src_role, std::string_view dst_role);
    std::optional<Command> parse_dispatch(const Json& op, const Path& path, std::optional<uint32_t> queue, Keys keys);
    // A queue op: standing alone in steps (standalone: names its queue) or inside a submit.
    std::optional<Command> parse_command(const Json& op, const Path& path, std::string_view name, std::optional<uint32_t> queue,
                                         bool standalone);
    std::optional<Step> parse_submit(const Json& op, const Path& path);
    // The op's name, checked against the known ops.
    std::optional<std::string_view> op_of(const Json& op, const Path& path);
    std::optional<Step> parse_step(const Json& op, const Path& path);
    // A queue op standing alone in steps: a submit of that one command.
    std::optional<Step> parse_queue_step(const Json& op, const Path& path, std::string_view name);
    // One per step of the table (core/common/ops.h), named parse_<step>: parse_step finds them through it.
    std::optional<Step> parse_host_fill(const Json& op, const Path& path);
    // A write or read op (Write or Read): its keys, its queue, its transfer.
    template <class Op>
    std::optional<Op> host_transfer(const Json& op, const Path& path, std::string_view name, NameKind src_kind, NameKind dst_kind,
                                    std::string_view src_role, std::string_view dst_role);
    std::optional<Step> parse_write(const Json& op, const Path& path);
    std::optional<Step> parse_read(const Json& op, const Path& path);
    std::optional<Step> parse_sync(const Json& op, const Path& path);
    std::optional<Step> parse_host_signal(const Json& op, const Path& path);
    std::optional<Step> parse_host_wait(const Json& op, const Path& path);
    std::optional<Step> parse_sleep(const Json& op, const Path& path);
    std::optional<Step> parse_check(const Json& op, const Path& path);
    std::optional<Step> parse_free(const Json& op, const Path& path);  // version 2 (loader_v2.cpp)

    // ---- version 2 (loader_v2.cpp) -------------------------------------------------------------------

    // False, with an error at `path` that says to declare version 2, when the file declares version 1.
    bool version2(const Path& path, std::string_view what);
    // The main thread's `setup` or `teardown` (version 2): steps that run once.
    size_t parse_once(const Json& doc, const char* key);
    // The `threads` map: each thread's steps after the main thread's.
    void parse_threads(const Json& threads);
    // A barrier on `queue` (none: the queue is unknown, already reported).
    std::optional<Command> parse_barrier(const Json& op, const Path& path, std::optional<uint32_t> queue);
    // A list of stage or access-class names as bits; `names` is the allowed vocabulary, `bits` their bits.
    template <size_t N>
    std::optional<uint8_t> bit_list(const Json& v, const Path& path, const std::array<const char*, N>& names,
                                    const std::array<uint8_t, N>& bits, bool non_empty);

    // ---- opaque kernels (loader_opaque.cpp) -----------------------------------------------------------

    // A dispatch of `"kernel": "opaque"` on `queue`; keys: those of the op so far.
    std::optional<Command> parse_opaque(const Json& op, const Path& path, std::optional<uint32_t> queue, Keys keys);
    // Its "reads" (optional: none) or "writes" (required, not empty): at most k_opaque_max_ranges buffer ranges.
    std::optional<std::vector<BufferRange>> opaque_ranges(const Json& op, const Path& path, const char* key, std::optional<uint32_t> queue);
    bool opaque_ranges_apart(const OpaqueDispatch& d, const Path& path);

    int version_ = 1;  // the format's version, from "format"

    // ---- a step's or a command's call site (loader_call_site.cpp) -----------------------------------

    // The `at` of `op`, if it has one, as the site of the step being read (command: none) or of its commands[command].
    // It also lets check_keys take "at" among op's keys.
    void parse_call_site(const Json& op, const Path& path, std::optional<uint32_t> command);
    std::optional<std::string> call_site_string(const Json& at, const Path& path, std::string_view key, bool required);

    std::string file_;
    LoadLimits limits_;
    const Json* sited_ = nullptr;  // the op whose keys may hold "at" (parse_call_site)
    std::vector<LoadError> errors_;
    Scenario scenario_;
    std::array<std::vector<std::string>, 4> names_;                                              // by NameKind, in file order
    std::array<std::unordered_map<std::string, uint32_t, NameHash, std::equal_to<>>, 4> index_;  // by NameKind: name -> index
};

}  // namespace syncstress::scenario
