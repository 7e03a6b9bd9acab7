#include "core/scenario/loader_internal.h"

#include <span>

namespace syncstress::scenario {

namespace {

// The op names of the table (core/common/ops.h): the queue commands, and the steps (a submit and the host's ops). The
// opaque row is written as a dispatch (`"kernel": "opaque"`), not an op of its own.
constexpr auto format_queue_ops() {
    std::array<const char*, std::size(k_queue_command_names) - 1> out{};
    size_t n = 0;
    for (const char* name : k_queue_command_names)
        if (std::string_view(name) != "opaque") out[n++] = name;
    return out;
}
constexpr auto k_queue_op_names = format_queue_ops();
constexpr std::span k_queue_ops{k_queue_op_names};
constexpr std::span k_host_ops{k_step_names};
// The kernels' names in the table's order (core/common/types.h), so that an index is a Kernel.
// After them "opaque" (version 2): a kernel syncstress does not know, parse_opaque's.
#define SYNCSTRESS_KERNEL_NAME(name, ...) #name,
constexpr std::array k_kernels = {SYNCSTRESS_KERNELS(SYNCSTRESS_KERNEL_NAME) "opaque"};
#undef SYNCSTRESS_KERNEL_NAME
static_assert(k_kernels.size() == k_kernel_count + 1);

}  // namespace

std::optional<RawRange> Loader::raw_range(const Json& op, const Path& path, bool copy) {
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
    if (!good) return std::nullopt;
    return r;
}

std::string Loader::object_text(NameKind kind, uint32_t index) {
    const auto k = static_cast<size_t>(kind);
    const uint64_t n = kind == NameKind::buffer ? scenario_.buffers[index].elements : scenario_.host_arrays[index].elements;
    return std::string(k_kind_one[k]) + " " + quote(names_[k][index]) + " (" + std::to_string(n) + " elements)";
}

uint64_t Loader::elements(NameKind kind, uint32_t index) const {
    return kind == NameKind::buffer ? scenario_.buffers[index].elements : scenario_.host_arrays[index].elements;
}

std::string Loader::span_text(uint64_t offset, uint64_t count) {
    return "[" + std::to_string(offset) + ", " + std::to_string(offset + count) + ")";
}

std::optional<Range> Loader::object_range(const RawRange& r, const Path& path, NameKind kind, uint32_t object) {
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

std::optional<CopyRange> Loader::copy_range(const RawRange& r, const Path& path, NameKind src_kind, uint32_t src, NameKind dst_kind,
                                            uint32_t dst) {
    const uint64_t src_n = elements(src_kind, src), dst_n = elements(dst_kind, dst);
    CopyRange c{r.offset.value_or(r.src_offset.value_or(0)), r.offset.value_or(r.dst_offset.value_or(0)), 0};
    const char* src_key = r.offset ? "offset" : "src_offset";
    const char* dst_key = r.offset ? "offset" : "dst_offset";
    if (c.src_offset >= src_n) {
        error(path.key(src_key), "source offset " + std::to_string(c.src_offset) + " is outside " + object_text(src_kind, src));
        return std::nullopt;
    }
    if (c.dst_offset >= dst_n) {
        error(path.key(dst_key), "destination offset " + std::to_string(c.dst_offset) + " is outside " + object_text(dst_kind, dst));
        return std::nullopt;
    }
    c.count = r.count.value_or(src_n - c.src_offset);
    if (c.src_offset + c.count > src_n) {
        error(path.key("count"), "the source range " + span_text(c.src_offset, c.count) + " falls outside " + object_text(src_kind, src));
        return std::nullopt;
    }
    if (c.dst_offset + c.count > dst_n) {
        if (r.count)
            error(path.key("count"),
                  "the destination range " + span_text(c.dst_offset, c.count) + " falls outside " + object_text(dst_kind, dst));
        else
            error(path.key("dst"), "the rest of the source from element " + std::to_string(c.src_offset) + " (" + std::to_string(c.count) +
                                       " elements) does not fit " + object_text(dst_kind, dst) + " from element " +
                                       std::to_string(c.dst_offset) + "; give 'count'");
        return std::nullopt;
    }
    if (src_kind == dst_kind && src == dst && c.src_offset < c.dst_offset + c.count && c.dst_offset < c.src_offset + c.count) {
        error(path, "the source and destination ranges overlap in " + object_text(src_kind, src) +
                        "; a copy between overlapping ranges is undefined in Vulkan and CUDA");
        return std::nullopt;
    }
    return c;
}

bool Loader::side_ok(std::optional<uint32_t> queue, uint32_t buffer, const Path& path) {
    if (!queue) return true;
    const Buffer& b = scenario_.buffers[buffer];
    const Queue& q = scenario_.queues[*queue];
    if (b.memory == Memory::shared || b.side == q.side) return true;
    error(path, "buffer " + quote(b.name) + " (memory " + to_string(b.memory) + ") belongs to the " + to_string(b.side) +
                    " side, but queue " + quote(q.name) + " is on the " + to_string(q.side) + " side; use a queue of the " +
                    to_string(b.side) + " side or make the buffer \"memory\": \"shared\"");
    return false;
}

std::optional<uint32_t> Loader::buffer_field(const Json& op, const Path& path, const char* key, std::optional<uint32_t> queue,
                                             std::string_view role) {
    const Json* v = need(op, path, key, role);
    if (!v) return std::nullopt;
    auto b = lookup(*v, path.key(key), NameKind::buffer);
    if (b && !side_ok(queue, *b, path.key(key))) return std::nullopt;
    return b;
}

std::optional<uint32_t> Loader::host_field(const Json& op, const Path& path, const char* key, std::string_view role) {
    const Json* v = need(op, path, key, role);
    return v ? lookup(*v, path.key(key), NameKind::host) : std::nullopt;
}

std::optional<uint32_t> Loader::semaphore_field(const Json& op, const Path& path) {
    const Json* v = need(op, path, "semaphore", "the semaphore's name");
    return v ? lookup(*v, path.key("semaphore"), NameKind::semaphore) : std::nullopt;
}

std::optional<uint64_t> Loader::semaphore_value(const Json& op, const Path& path) {
    const Json* v = need(op, path, "value", "the timeline value");
    if (!v) return std::nullopt;
    auto value = as_uint(*v, path.key("value"), k_max_semaphore_value);
    if (value) note_semaphore_value(*value);
    return value;
}

std::optional<uint32_t> Loader::microseconds(const Json& op, const Path& path) {
    const Json* v = need(op, path, "us", "microseconds");
    if (!v) return std::nullopt;
    auto us = as_uint(*v, path.key("us"), k_max_u32);
    return us ? std::optional<uint32_t>(static_cast<uint32_t>(*us)) : std::nullopt;
}

std::optional<IterValue> Loader::iter_field(const Json& op, const Path& path, const char* key, std::string_view role) {
    const Json* v = need(op, path, key, role);
    return v ? as_iter(*v, path.key(key)) : std::nullopt;
}

Keys Loader::with_range(Keys keys, bool copy) {
    keys.add("offset");
    keys.add("count");
    if (copy) {
        keys.add("src_offset");
        keys.add("dst_offset");
    }
    return keys;
}

std::optional<Loader::Transfer> Loader::transfer(const Json& op, const Path& path, std::optional<uint32_t> queue, NameKind src_kind,
                                                 NameKind dst_kind, std::string_view src_role, std::string_view dst_role) {
    auto src = src_kind == NameKind::buffer ? buffer_field(op, path, "src", queue, src_role) : host_field(op, path, "src", src_role);
    auto dst = dst_kind == NameKind::buffer ? buffer_field(op, path, "dst", queue, dst_role) : host_field(op, path, "dst", dst_role);
    auto raw = raw_range(op, path, true);
    if (!src || !dst || !raw) return std::nullopt;
    auto r = copy_range(*raw, path, src_kind, *src, dst_kind, *dst);
    if (!r) return std::nullopt;
    return Transfer{*src, *dst, *r};
}

std::optional<Command> Loader::parse_dispatch(const Json& op, const Path& path, std::optional<uint32_t> queue, Keys keys) {
    static const std::string kernels = "one of " + join(k_kernels);
    const Json* kernel_json = need(op, path, "kernel", kernels);
    if (!kernel_json) return std::nullopt;
    auto kernel_index = as_enum(*kernel_json, path.key("kernel"), k_kernels);
    if (!kernel_index) return std::nullopt;
    if (*kernel_index == k_kernel_count) return parse_opaque(op, path, queue, keys);
    const auto kernel = static_cast<Kernel>(*kernel_index);
    const KernelInfo fields = kernel_info(kernel);  // the format's field names of its operands
    keys.add("kernel");
    for (const char* key : {fields.field_a, fields.field_b, "dst", fields.field_p0, fields.field_p1})
        if (key) keys.add(key);
    check_keys(op, path, with_range(keys, false), std::string("a dispatch of kernel ") + to_string(kernel));

    bool good = true, params_good = true;  // bad parameters do not hide range errors
    auto buffer = [&](const char* key, const char* role) -> uint32_t {
        if (!key) return 0;
        auto b = buffer_field(op, path, key, queue, role);
        good = good && b;
        return b.value_or(0);
    };
    auto param = [&](const char* key) -> IterValue {
        if (!key) return {};
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
    if (!good || !raw) return std::nullopt;
    auto range = object_range(*raw, path, NameKind::buffer, d.dst);
    if (!range) return std::nullopt;
    d.range = *range;
    for (auto [key, b] : {std::pair{fields.field_a, d.a}, std::pair{fields.field_b, d.b}})
        if (key && range->offset + range->count > scenario_.buffers[b].elements) {
            error(path.key(key), "the dispatch range " + span_text(range->offset, range->count) + " falls outside " +
                                     object_text(NameKind::buffer, b) + "; every buffer of a dispatch uses the same indices");
            good = false;
        }
    if (!good || !params_good) return std::nullopt;
    return d;
}

std::optional<Command> Loader::parse_command(const Json& op, const Path& path, std::string_view name, std::optional<uint32_t> queue,
                                             bool standalone) {
    Keys keys = {"op"};
    if (standalone)
        keys.add("queue");
    else if (find(op, "queue"))
        error(path.key("queue"), "a command of a submit runs on the submit's queue; remove 'queue'");
    auto own = [&](std::initializer_list<std::string_view> more, bool range, bool copy) {
        for (std::string_view key : more) keys.add(key);
        check_keys(op, path, range ? with_range(keys, copy) : keys, std::string(article(name)) + " " + std::string(name) + " op");
    };
    if (name == "fill") {
        own({"dst", "value"}, true, false);
        auto dst = buffer_field(op, path, "dst", queue, "the buffer filled");
        auto value = iter_field(op, path, "value", "the fill value");
        auto raw = raw_range(op, path, false);
        auto range = dst && raw ? object_range(*raw, path, NameKind::buffer, *dst) : std::nullopt;
        if (!range || !value) return std::nullopt;
        return Fill{*dst, *range, *value};
    }
    if (name == "copy") {
        own({"src", "dst"}, true, true);
        auto t = transfer(op, path, queue, NameKind::buffer, NameKind::buffer, "the buffer read", "the buffer written");
        return t ? std::optional<Command>(Copy{t->src, t->dst, t->range.src_offset, t->range.dst_offset, t->range.count}) : std::nullopt;
    }
    if (name == "upload") {
        own({"src", "dst"}, true, true);
        auto t = transfer(op, path, queue, NameKind::host, NameKind::buffer, "the host array read", "the buffer written");
        return t ? std::optional<Command>(Upload{t->src, t->dst, t->range.src_offset, t->range.dst_offset, t->range.count}) : std::nullopt;
    }
    if (name == "download") {
        own({"src", "dst"}, true, true);
        auto t = transfer(op, path, queue, NameKind::buffer, NameKind::host, "the buffer read", "the host array written");
        return t ? std::optional<Command>(Download{t->src, t->dst, t->range.src_offset, t->range.dst_offset, t->range.count})
                 : std::nullopt;
    }
    if (name == "dispatch") return parse_dispatch(op, path, queue, keys);
    if (name == "barrier") {
        own({"src", "dst", "src_access", "dst_access", "buffer"}, true, false);
        return parse_barrier(op, path, queue);
    }
    if (name == "delay") {
        own({"us"}, false, false);
        auto us = microseconds(op, path);
        return us ? std::optional<Command>(Delay{*us}) : std::nullopt;
    }
    // signal, wait
    own({"semaphore", "value"}, false, false);
    auto semaphore = semaphore_field(op, path);
    auto value = semaphore_value(op, path);
    if (!semaphore || !value) return std::nullopt;
    if (name == "signal") return Signal{*semaphore, *value};
    return Wait{*semaphore, *value};
}

std::optional<Step> Loader::parse_submit(const Json& op, const Path& path) {
    check_keys(op, path, {"op", "queue", "commands"}, "a submit op");
    std::optional<uint32_t> queue;
    if (const Json* q = need(op, path, "queue", "the queue it is submitted to")) queue = lookup(*q, path.key("queue"), NameKind::queue);
    const Json* commands = need(op, path, "commands", "an array of queue ops without 'queue'");
    if (!commands) return std::nullopt;
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
        parse_call_site(c, cpath, static_cast<uint32_t>(i));
        auto command = parse_command(c, cpath, *name, queue, false);
        if (command)
            submit.commands.push_back(std::move(*command));
        else
            good = false;
    }
    if (!good) return std::nullopt;
    return submit;
}

std::optional<std::string_view> Loader::op_of(const Json& op, const Path& path) {
    if (!expect_object(op, path, "an op such as {\"op\": \"upload\", ...}")) return std::nullopt;
    static const std::string ops = "what the step does: " + join(k_queue_ops) + ", " + join(k_host_ops);
    const Json* name = need(op, path, "op", ops);
    if (!name) return std::nullopt;
    auto s = as_string(*name, path.key("op"));
    if (!s) return std::nullopt;
    if (!contains(k_queue_ops, *s) && !contains(k_host_ops, *s)) {
        std::vector<std::string> all(k_queue_ops.begin(), k_queue_ops.end());
        all.insert(all.end(), k_host_ops.begin(), k_host_ops.end());
        error(path.key("op"), "unknown op " + quote(*s) + "; " + did_you_mean(*s, all) + "the ops are " + join(all));
        return std::nullopt;
    }
    return s;
}

std::optional<Step> Loader::parse_queue_step(const Json& op, const Path& path, std::string_view name) {
    std::optional<uint32_t> queue;
    bool queue_known = false;
    if (const Json* q = need(op, path, "queue", "the queue that runs it")) {
        queue = lookup(*q, path.key("queue"), NameKind::queue);
        queue_known = queue.has_value();
    }
    auto command = parse_command(op, path, name, queue, true);
    if (!command || !queue_known) return std::nullopt;
    return Submit{*queue, {std::move(*command)}};
}

std::optional<Step> Loader::parse_host_fill(const Json& op, const Path& path) {
    check_keys(op, path, with_range({"op", "dst", "fill", "seq", "hash"}, false), "a host_fill op");
    auto dst = host_field(op, path, "dst", "the host array written");
    auto pattern = pattern_keys(op, path);
    auto raw = raw_range(op, path, false);
    auto range = dst && raw ? object_range(*raw, path, NameKind::host, *dst) : std::nullopt;
    if (!range || !pattern) return std::nullopt;
    return HostFill{*dst, *range, *pattern};
}

template <class Op>
std::optional<Op> Loader::host_transfer(const Json& op, const Path& path, std::string_view name, NameKind src_kind, NameKind dst_kind,
                                        std::string_view src_role, std::string_view dst_role) {
    check_keys(op, path, with_range({"op", "queue", "src", "dst"}, true), std::string(article(name)) + " " + std::string(name) + " op");
    std::optional<uint32_t> queue;
    if (const Json* q = need(op, path, "queue", "the queue whose work it is ordered after"))
        queue = lookup(*q, path.key("queue"), NameKind::queue);
    auto t = transfer(op, path, queue, src_kind, dst_kind, src_role, dst_role);
    if (!t || !queue) return std::nullopt;
    return Op{*queue, t->src, t->dst, t->range.src_offset, t->range.dst_offset, t->range.count};
}

std::optional<Step> Loader::parse_write(const Json& op, const Path& path) {
    return host_transfer<Write>(op, path, "write", NameKind::host, NameKind::buffer, "the host array read", "the buffer written");
}

std::optional<Step> Loader::parse_read(const Json& op, const Path& path) {
    return host_transfer<Read>(op, path, "read", NameKind::buffer, NameKind::host, "the buffer read", "the host array written");
}

std::optional<Step> Loader::parse_sync(const Json& op, const Path& path) {
    check_keys(op, path, {"op", "queue", "after"}, "a sync op");
    std::optional<uint32_t> queue, after;
    if (const Json* q = need(op, path, "queue", "the queue that waits")) queue = lookup(*q, path.key("queue"), NameKind::queue);
    if (const Json* a = need(op, path, "after", "the queue waited for")) after = lookup(*a, path.key("after"), NameKind::queue);
    if (!queue || !after) return std::nullopt;
    if (*queue == *after) {
        error(path.key("after"), "a queue is always ordered after itself; 'after' must name another queue");
        return std::nullopt;
    }
    return Sync{*queue, *after};
}

std::optional<Step> Loader::parse_host_signal(const Json& op, const Path& path) {
    check_keys(op, path, {"op", "semaphore", "value"}, "a host_signal op");
    auto semaphore = semaphore_field(op, path);
    auto value = semaphore_value(op, path);
    if (!semaphore || !value) return std::nullopt;
    return HostSignal{*semaphore, *value};
}

// A host sleep waits on nothing that can hang, so no watchdog bounds it (every other blocking step waits at most
// --hang-timeout): the loader bounds it instead, so that a scenario cannot block a run for an hour.
constexpr uint32_t k_max_sleep_us = 10'000'000;

std::optional<Step> Loader::parse_sleep(const Json& op, const Path& path) {
    check_keys(op, path, {"op", "us"}, "a sleep op");
    auto us = microseconds(op, path);
    if (us && *us > k_max_sleep_us) {
        error(path.key("us"), "a host sleep of " + std::to_string(*us) + " us is longer than the " + std::to_string(k_max_sleep_us) +
                                  " us (10 s) a sleep may last; a sleep only shifts when the host acts: to wait for the device use "
                                  "host_wait, which the watchdog bounds");
        return std::nullopt;
    }
    return us ? std::optional<Step>(Sleep{*us}) : std::nullopt;
}

std::optional<Step> Loader::parse_check(const Json& op, const Path& path) {
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
    if (!range || !good) return std::nullopt;
    return Check{*host, *range, expect};
}

std::optional<Step> Loader::parse_step(const Json& op, const Path& path) {
    auto name = op_of(op, path);
    if (!name) return std::nullopt;
    parse_call_site(op, path, std::nullopt);
    if (contains(k_queue_ops, *name)) return parse_queue_step(op, path, *name);
    // One parser per row of the steps' table (core/common/ops.h): a step added there without one does not compile.
    using Parser = std::optional<Step> (Loader::*)(const Json&, const Path&);
    struct Entry {
        std::string_view name;
        Parser parse;
    };
#define SYNCSTRESS_STEP_PARSER(name, ...) Entry{#name, &Loader::parse_##name},
    static constexpr Entry k_parsers[] = {SYNCSTRESS_STEPS(SYNCSTRESS_STEP_PARSER)};
#undef SYNCSTRESS_STEP_PARSER
    for (const Entry& entry : k_parsers)
        if (entry.name == *name) return (this->*entry.parse)(op, path);
    return std::nullopt;  // op_of lets only the table's names through
}

std::optional<Step> Loader::parse_host_wait(const Json& op, const Path& path) {
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
        if (!semaphore || !value) return std::nullopt;
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

}  // namespace syncstress::scenario
