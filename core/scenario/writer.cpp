#include "core/scenario/writer.h"

#include "core/scenario/references.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <utility>

namespace syncstress::scenario {

namespace {

// Lines of one step are wider than this only where a single field is.
constexpr size_t k_line_width = 120;

std::string text(std::string_view s) {
    return nlohmann::json(std::string(s)).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::string number(uint64_t n) { return std::to_string(n); }

std::string iter(const IterValue& v) {
    if (!v.iteration) return number(v.k);
    return text(v.k == 0 ? std::string("$iteration") : "$iteration+" + number(v.k));
}

// An object's members in the order written; values are JSON text.
class Fields {
public:
    Fields& add(std::string_view key, std::string value) {
        members_.emplace_back(std::string(key), std::move(value));
        return *this;
    }
    bool empty() const { return members_.empty(); }
    std::string inline_text() const {
        if (members_.empty()) return "{}";
        std::string out = "{ ";
        for (size_t i = 0; i < members_.size(); ++i) out += (i ? ", " : "") + text(members_[i].first) + ": " + members_[i].second;
        return out + " }";
    }

private:
    std::vector<std::pair<std::string, std::string>> members_;
};

std::string list(const std::vector<std::string>& items) {
    std::string out = "[";
    for (size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + items[i];
    return out + "]";
}

class Writer {
public:
    explicit Writer(const Scenario& scenario) : s_(scenario) {}
    std::string document();

private:
    const std::string& name(ObjectKind kind, uint32_t index) const;
    std::string named(ObjectKind kind, uint32_t index) const { return text(name(kind, index)); }
    void pattern(Fields& f, const Pattern& p) const;
    void object_range(Fields& f, const Range& r, uint64_t elements) const;
    void copy_range(Fields& f, uint64_t src_offset, uint64_t dst_offset, uint64_t count, uint64_t src_elements) const;
    void command(Fields& f, const Command& c) const;
    void barrier(Fields& f, const Barrier& b) const;
    Fields host_step(const Step& step) const;
    void at(Fields& f, size_t step, std::optional<size_t> command) const;
    void step_lines(std::string& out, size_t step, const std::string& indent, bool last) const;
    // steps[first, first + count) as a JSON array.
    void steps_lines(std::string& out, size_t first, size_t count, const std::string& indent) const;
    std::string declarations(ObjectKind kind) const;

    const Scenario& s_;
};

const std::string& Writer::name(ObjectKind kind, uint32_t index) const {
    switch (kind) {
    case ObjectKind::queue: return s_.queues[index].name;
    case ObjectKind::buffer: return s_.buffers[index].name;
    case ObjectKind::host: return s_.host_arrays[index].name;
    case ObjectKind::semaphore: break;
    }
    return s_.semaphores[index].name;
}

void Writer::pattern(Fields& f, const Pattern& p) const {
    switch (p.kind) {
    case Pattern::Kind::fill: f.add("fill", iter(p.a)); break;
    case Pattern::Kind::seq: f.add("seq", list({iter(p.a), iter(p.b)})); break;
    case Pattern::Kind::hash: f.add("hash", iter(p.a)); break;
    }
}

// The loader's defaults: from element 0, to the object's end.
void Writer::object_range(Fields& f, const Range& r, uint64_t elements) const {
    if (r.offset != 0) f.add("offset", number(r.offset));
    if (r.offset + r.count != elements) f.add("count", number(r.count));
}

void Writer::copy_range(Fields& f, uint64_t src_offset, uint64_t dst_offset, uint64_t count, uint64_t src_elements) const {
    if (src_offset != 0) f.add("src_offset", number(src_offset));
    if (dst_offset != 0) f.add("dst_offset", number(dst_offset));
    if (src_offset + count != src_elements) f.add("count", number(count));
}

// The op a command is written as: an opaque kernel is the format's dispatch of "kernel": "opaque".
const char* json_op(const Command& command) { return std::holds_alternative<OpaqueDispatch>(command) ? "dispatch" : op_name(command); }

std::vector<std::string> bit_names(uint8_t bits, size_t n, const char* const* names) {
    std::vector<std::string> out;
    for (size_t i = 0; i < n; ++i)
        if (bits & (1u << i)) out.push_back(text(names[i]));
    return out;
}

void Writer::barrier(Fields& f, const Barrier& b) const {
    static constexpr const char* k_stage_names[] = {"transfer", "compute"};
    auto stages = [&](uint8_t bits) {
        return bits == k_all_stages ? list({text("all")}) : list(bit_names(bits, k_stage_count, k_stage_names));
    };
    f.add("src", stages(b.src)).add("dst", stages(b.dst));
    if (b.src_access != access_bits(b.src, false, true)) f.add("src_access", list(bit_names(b.src_access, 4, k_access_class_names)));
    if (b.dst_access != access_bits(b.dst, true, true)) f.add("dst_access", list(bit_names(b.dst_access, 4, k_access_class_names)));
    if (b.buffer == Barrier::k_all_memory) return;
    f.add("buffer", named(ObjectKind::buffer, b.buffer));
    object_range(f, b.range, s_.buffers[b.buffer].elements);
}

void Writer::command(Fields& f, const Command& command) const {
    const auto buffer = [&](uint32_t b) { return named(ObjectKind::buffer, b); };
    const auto host = [&](uint32_t h) { return named(ObjectKind::host, h); };
    std::visit(
        [&](const auto& c) {
            using T = std::decay_t<decltype(c)>;
            if constexpr (std::is_same_v<T, Fill>) {
                f.add("dst", buffer(c.dst)).add("value", iter(c.value));
                object_range(f, c.range, s_.buffers[c.dst].elements);
            } else if constexpr (std::is_same_v<T, Copy>) {
                f.add("src", buffer(c.src)).add("dst", buffer(c.dst));
                copy_range(f, c.src_offset, c.dst_offset, c.count, s_.buffers[c.src].elements);
            } else if constexpr (std::is_same_v<T, Upload>) {
                f.add("src", host(c.src_host)).add("dst", buffer(c.dst));
                copy_range(f, c.src_offset, c.dst_offset, c.count, s_.host_arrays[c.src_host].elements);
            } else if constexpr (std::is_same_v<T, Download>) {
                f.add("src", buffer(c.src)).add("dst", host(c.dst_host));
                copy_range(f, c.src_offset, c.dst_offset, c.count, s_.buffers[c.src].elements);
            } else if constexpr (std::is_same_v<T, Dispatch>) {
                const KernelInfo info = kernel_info(c.kernel);
                f.add("kernel", text(info.name));
                if (info.field_a) f.add(info.field_a, buffer(c.a));
                if (info.field_b) f.add(info.field_b, buffer(c.b));
                f.add("dst", buffer(c.dst));
                if (info.field_p0) f.add(info.field_p0, iter(c.p0));
                if (info.field_p1) f.add(info.field_p1, iter(c.p1));
                object_range(f, c.range, s_.buffers[c.dst].elements);
            } else if constexpr (std::is_same_v<T, OpaqueDispatch>) {
                f.add("kernel", text("opaque")).add("id", number(c.id));
                const auto ranges = [&](const std::vector<BufferRange>& rs) {
                    std::vector<std::string> items;
                    for (const BufferRange& r : rs) {
                        Fields item;
                        item.add("buffer", buffer(r.buffer));
                        object_range(item, r.range, s_.buffers[r.buffer].elements);
                        items.push_back(item.inline_text());
                    }
                    return list(items);
                };
                f.add("reads", ranges(c.reads)).add("writes", ranges(c.writes));
            } else if constexpr (std::is_same_v<T, Delay>) {
                f.add("us", number(c.us));
            } else if constexpr (std::is_same_v<T, Barrier>) {
                barrier(f, c);
            } else {  // Signal, Wait
                f.add("semaphore", named(ObjectKind::semaphore, c.semaphore)).add("value", number(c.value));
            }
        },
        command);
}

Fields Writer::host_step(const Step& step) const {
    Fields f;
    f.add("op", text(op_name(step)));
    std::visit(
        [&](const auto& s) {
            using T = std::decay_t<decltype(s)>;
            if constexpr (std::is_same_v<T, HostFill>) {
                f.add("dst", named(ObjectKind::host, s.dst_host));
                pattern(f, s.pattern);
                object_range(f, s.range, s_.host_arrays[s.dst_host].elements);
            } else if constexpr (std::is_same_v<T, Write>) {
                f.add("queue", named(ObjectKind::queue, s.queue)).add("src", named(ObjectKind::host, s.src_host));
                f.add("dst", named(ObjectKind::buffer, s.dst));
                copy_range(f, s.src_offset, s.dst_offset, s.count, s_.host_arrays[s.src_host].elements);
            } else if constexpr (std::is_same_v<T, Read>) {
                f.add("queue", named(ObjectKind::queue, s.queue)).add("src", named(ObjectKind::buffer, s.src));
                f.add("dst", named(ObjectKind::host, s.dst_host));
                copy_range(f, s.src_offset, s.dst_offset, s.count, s_.buffers[s.src].elements);
            } else if constexpr (std::is_same_v<T, Sync>) {
                f.add("queue", named(ObjectKind::queue, s.queue)).add("after", named(ObjectKind::queue, s.after));
            } else if constexpr (std::is_same_v<T, HostSignal>) {
                f.add("semaphore", named(ObjectKind::semaphore, s.semaphore)).add("value", number(s.value));
            } else if constexpr (std::is_same_v<T, HostWait>) {
                if (s.kind == HostWait::Kind::semaphore)
                    f.add("semaphore", named(ObjectKind::semaphore, s.target)).add("value", number(s.value));
                else if (s.kind == HostWait::Kind::queue)
                    f.add("queue", named(ObjectKind::queue, s.target));
                else
                    f.add("all", "true");
            } else if constexpr (std::is_same_v<T, Sleep>) {
                f.add("us", number(s.us));
            } else if constexpr (std::is_same_v<T, Free>) {
                const ObjectKind kind = s.host ? ObjectKind::host : ObjectKind::buffer;
                if (s.queue) f.add("queue", named(ObjectKind::queue, *s.queue));
                f.add(s.host ? "host" : "buffer", named(kind, s.object));
                object_range(f, s.range, s.host ? s_.host_arrays[s.object].elements : s_.buffers[s.object].elements);
            } else if constexpr (std::is_same_v<T, Check>) {
                f.add("host", named(ObjectKind::host, s.host));
                if (s.expect) {
                    Fields e;
                    pattern(e, *s.expect);
                    f.add("expect", e.inline_text());
                }
                object_range(f, s.range, s_.host_arrays[s.host].elements);
            }
        },
        step);
    return f;
}

using SiteKey = std::pair<size_t, std::optional<size_t>>;
SiteKey key_of(const PlacedCallSite& placed) { return {placed.step, placed.command}; }

// The call sites are ordered by step, the step's own first (check_writable holds a scenario built in code to it).
const PlacedCallSite* find_site(const Scenario& s, size_t step, std::optional<size_t> command) {
    const SiteKey key{step, command};
    const auto it = std::lower_bound(s.call_sites.begin(), s.call_sites.end(), key,
                                     [](const PlacedCallSite& p, const SiteKey& k) { return key_of(p) < k; });
    return it != s.call_sites.end() && key_of(*it) == key ? &*it : nullptr;
}

void Writer::at(Fields& f, size_t step, std::optional<size_t> command) const {
    const PlacedCallSite* placed = find_site(s_, step, command);
    if (!placed) return;
    const CallSite& site = placed->site;
    Fields a;
    a.add("call", text(site.call));
    if (site.index) a.add("index", number(*site.index));
    if (!site.thread.empty()) a.add("thread", text(site.thread));
    if (!site.file.empty()) a.add("file", text(site.file));
    if (site.line) a.add("line", number(*site.line));
    f.add("at", a.inline_text());
}

void Writer::step_lines(std::string& out, size_t step, const std::string& indent, bool last) const {
    const Step& st = s_.steps[step];
    const std::string end = last ? "\n" : ",\n";
    const auto* submit = std::get_if<Submit>(&st);
    if (!submit) {
        Fields f = host_step(st);
        at(f, step, std::nullopt);
        out += indent + f.inline_text() + end;
        return;
    }
    // A submit of one command whose command has no call site of its own reads as the lone queue op.
    if (submit->commands.size() == 1 && !find_site(s_, step, size_t{0})) {
        Fields f;
        f.add("op", text(json_op(submit->commands[0]))).add("queue", named(ObjectKind::queue, submit->queue));
        command(f, submit->commands[0]);
        at(f, step, std::nullopt);
        out += indent + f.inline_text() + end;
        return;
    }
    Fields head;
    head.add("op", text("submit")).add("queue", named(ObjectKind::queue, submit->queue));
    at(head, step, std::nullopt);
    std::string h = head.inline_text();
    out += indent + h.substr(0, h.size() - 2) + ", \"commands\": [\n";
    for (size_t c = 0; c < submit->commands.size(); ++c) {
        Fields f;
        f.add("op", text(json_op(submit->commands[c])));
        command(f, submit->commands[c]);
        at(f, step, c);
        out += indent + "  " + f.inline_text() + (c + 1 == submit->commands.size() ? "\n" : ",\n");
    }
    out += indent + "] }" + end;
}

void Writer::steps_lines(std::string& out, size_t first, size_t count, const std::string& indent) const {
    if (count == 0) {
        out += "[]";
        return;
    }
    out += "[\n";
    for (size_t i = 0; i < count; ++i) step_lines(out, first + i, indent + "  ", i + 1 == count);
    out += indent + "]";
}

std::string Writer::declarations(ObjectKind kind) const {
    std::vector<std::pair<std::string, Fields>> entries;
    for (uint32_t i = 0; i < object_count(s_, kind); ++i) {
        Fields f;
        if (kind == ObjectKind::queue) {
            const Queue& q = s_.queues[i];
            if (q.side != Side::device) f.add("side", text(to_string(q.side)));
            if (!q.ordered) f.add("ordered", "false");
        } else if (kind == ObjectKind::buffer) {
            const Buffer& b = s_.buffers[i];
            if (b.elements != s_.elements) f.add("elements", number(b.elements));
            if (b.memory != Memory::device) f.add("memory", text(to_string(b.memory)));
            if (b.memory != Memory::shared && b.side != Side::device) f.add("side", text(to_string(b.side)));
        } else if (kind == ObjectKind::host) {
            const HostArray& h = s_.host_arrays[i];
            if (h.elements != s_.elements) f.add("elements", number(h.elements));
            if (h.init != Pattern{}) {
                Fields p;
                pattern(p, h.init);
                f.add("init", p.inline_text());
            }
        } else if (s_.semaphores[i].initial != 0) {
            f.add("initial", number(s_.semaphores[i].initial));
        }
        entries.emplace_back(named(kind, i), std::move(f));
    }
    if (entries.empty()) return "{}";
    std::string one_line = "{ ";
    for (size_t i = 0; i < entries.size(); ++i) one_line += (i ? ", " : "") + entries[i].first + ": " + entries[i].second.inline_text();
    one_line += " }";
    if (one_line.size() + 16 <= k_line_width) return one_line;
    std::string out = "{\n";
    for (size_t i = 0; i < entries.size(); ++i)
        out += "    " + entries[i].first + ": " + entries[i].second.inline_text() + (i + 1 == entries.size() ? "\n" : ",\n");
    return out + "  }";
}

std::string Writer::document() {
    const std::vector<Thread> threads = threads_of(s_);
    std::string out = "{\n";
    auto line = [&](std::string_view key, const std::string& value) { out += "  " + text(key) + ": " + value + ",\n"; };
    line("format", text("syncstress/scenario@" + number(format_version(s_))));
    line("name", text(s_.name));
    if (!s_.description.empty()) line("description", text(s_.description));
    if (!s_.source.empty()) line("source", text(s_.source));
    if (!s_.tags.empty()) {
        std::vector<std::string> tags;
        for (const std::string& tag : s_.tags) tags.push_back(text(tag));
        line("tags", list(tags));
    }
    line("elements", number(s_.elements));
    for (ObjectKind kind : {ObjectKind::queue, ObjectKind::buffer, ObjectKind::host, ObjectKind::semaphore})
        if (kind == ObjectKind::queue || kind == ObjectKind::buffer || object_count(s_, kind) > 0)
            line(k_object_kind_keys[static_cast<size_t>(kind)], declarations(kind));
    const Thread& main = threads[0];
    if (main.setup > 0) {
        out += "  \"setup\": ";
        steps_lines(out, main.first, main.setup, "  ");
        out += ",\n";
    }
    out += "  \"steps\": ";
    steps_lines(out, main.first + main.setup, main.count - main.setup - main.teardown, "  ");
    out += ",\n";
    if (main.teardown > 0) {
        out += "  \"teardown\": ";
        steps_lines(out, main.first + main.count - main.teardown, main.teardown, "  ");
        out += ",\n";
    }
    if (threads.size() > 1) {
        out += "  \"threads\": {\n";
        for (size_t t = 1; t < threads.size(); ++t) {
            out += "    " + text(threads[t].name) + ": { \"steps\": ";
            steps_lines(out, threads[t].first, threads[t].count, "    ");
            out += t + 1 == threads.size() ? " }\n" : " },\n";
        }
        out += "  },\n";
    }
    out += "  \"expect\": " + text(to_string(s_.expect)) + "\n}\n";
    return out;
}

Status check_threads(const Scenario& s) {
    const std::vector<Thread> threads = threads_of(s);
    size_t next = 0;
    for (const Thread& t : threads) {
        if (t.setup + t.teardown > (&t == &threads[0] ? t.count : 0))
            return make_error("thread " + text(t.name) + " has " + number(t.setup) + " setup and " + number(t.teardown) +
                                  " teardown step(s) of its " + number(t.count) + "; only the main thread has them, among its steps",
                              ErrorKind::bad_input);
        if (t.first != next || t.first + t.count > s.steps.size())
            return make_error("thread " + text(t.name) + " holds steps [" + number(t.first) + ", " + number(t.first + t.count) +
                                  "); the threads must hold the " + number(s.steps.size()) +
                                  " steps in order, each from where the last ended",
                              ErrorKind::bad_input);
        next = t.first + t.count;
    }
    if (next != s.steps.size())
        return make_error("the threads hold " + number(next) + " of the " + number(s.steps.size()) + " steps", ErrorKind::bad_input);
    return {};
}

// What the text cannot say: names that point nowhere, steps outside every thread, a call site of no step.
Status check_writable(const Scenario& s) {
    if (Status threads = check_threads(s); !threads) return threads;
    for (size_t i = 0; i < s.steps.size(); ++i) {
        std::string bad;
        for_each_object(s.steps[i], [&](ObjectKind kind, uint32_t index) {
            if (index >= object_count(s, kind) && bad.empty())
                bad = "names " + std::string(k_object_kind_keys[static_cast<size_t>(kind)]) + "[" + number(index) +
                      "], but the scenario declares " + number(object_count(s, kind));
        });
        const auto* submit = std::get_if<Submit>(&s.steps[i]);
        if (submit && submit->commands.empty()) bad = "is a submit without commands; a submit holds at least one";
        if (!bad.empty()) return make_error("steps[" + number(i) + "] " + bad, ErrorKind::bad_input);
    }
    for (size_t i = 1; i < s.call_sites.size(); ++i)
        if (!(key_of(s.call_sites[i - 1]) < key_of(s.call_sites[i])))
            return make_error("the call sites are not ordered by step, each step's own before its commands', one to a place",
                              ErrorKind::bad_input);
    for (const PlacedCallSite& placed : s.call_sites) {
        const auto* submit = placed.step < s.steps.size() ? std::get_if<Submit>(&s.steps[placed.step]) : nullptr;
        const bool fits = placed.step < s.steps.size() && (!placed.command || (submit && *placed.command < submit->commands.size()));
        if (!fits)
            return make_error("a call site (" + call_site_text(placed.site) + ") is placed at steps[" + number(placed.step) + "]" +
                                  (placed.command ? ".commands[" + number(*placed.command) + "]" : std::string()) +
                                  ", which does not exist",
                              ErrorKind::bad_input);
    }
    return {};
}

}  // namespace

int format_version(const Scenario& s) {
    const bool barriers = std::any_of(s.steps.begin(), s.steps.end(), [](const Step& step) {
        const auto* submit = std::get_if<Submit>(&step);
        return submit && std::any_of(submit->commands.begin(), submit->commands.end(), [](const Command& c) {
                   return std::holds_alternative<Barrier>(c) || std::holds_alternative<OpaqueDispatch>(c);
               });
    });
    const bool unordered = std::any_of(s.queues.begin(), s.queues.end(), [](const Queue& q) { return !q.ordered; });
    const bool once = !s.threads.empty() && s.threads[0].setup + s.threads[0].teardown > 0;
    return barriers || unordered || once || s.threads.size() > 1 || !s.call_sites.empty() ? 2 : 1;
}

Result<std::string> to_json(const Scenario& scenario) {
    if (Status writable = check_writable(scenario); !writable)
        return make_error("cannot write scenario " + text(scenario.name) + ": " + writable.error().message, ErrorKind::bad_input);
    return Writer(scenario).document();
}

}  // namespace syncstress::scenario
