#include "core/scenario/loader.h"
#include "core/common/json_depth.h"

#include "core/scenario/loader_internal.h"
#include "core/platform/host.h"

#include <filesystem>
#include <fstream>
#include <sstream>

namespace syncstress::scenario {

std::string LoadError::to_string() const {
    std::string out = file;
    if (!path.empty()) out += (out.empty() ? "" : ": ") + path;
    return out + (out.empty() ? "" : ": ") + message;
}

namespace {

constexpr std::string_view k_format = "syncstress/scenario@1";
constexpr std::string_view k_format2 = "syncstress/scenario@2";
// nlohmann's parser recurses once per nesting level; a scenario never needs more than a handful.
constexpr size_t k_max_depth = 64;
constexpr uint64_t k_max_file_bytes = uint64_t{64} << 20;

std::string internal_error(const std::exception& e) { return std::string("internal error while loading: ") + e.what(); }

}  // namespace

LoadResult Loader::load(std::string_view text) {
    LoadResult result;
    try {
        load_text(text);
    } catch (const TooManyErrors&) {
        errors_.push_back(LoadError{
            file_, "", "stopped after " + std::to_string(k_max_errors) + " errors; fix these and load the file again to see more"});
    } catch (const std::exception& e) {
        errors_.push_back(LoadError{file_, "", internal_error(e), ErrorKind::internal});
    }
    result.errors = std::move(errors_);
    if (result.errors.empty()) result.scenario = std::move(scenario_);
    return result;
}

void Loader::load_text(std::string_view text) {
    if (text.find_first_not_of(" \t\r\n") == std::string_view::npos) {
        error("", "the file is empty; a scenario is a JSON object such as "
                  "{\"format\": \"syncstress/scenario@1\", \"name\": \"...\", \"steps\": [...]}");
        return;
    }
    if (const size_t nul = text.find('\0'); nul != std::string_view::npos) {
        error("", "the file is not text (a zero byte at " + line_column(text, nul) + "); a scenario is a JSON text file");
        return;
    }
    if (const auto deep = json_too_deep_at(text, k_max_depth)) {
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
        add_error(LoadError{file_, path, "duplicate key " + quote(key) + "; each key may appear once (the later one would silently win)"});
    parse_document(parsed.document.root());
    check_size();
}

void Loader::parse_steps(const Json& steps, const Path& path) {
    if (!steps.is_array()) {
        error(path, "expected an array of ops, got " + describe(steps));
        return;
    }
    scenario_.steps.reserve(scenario_.steps.size() + steps.size());
    for (size_t i = 0; i < steps.size(); ++i)
        if (auto step = parse_step(steps[i], path.index(i))) scenario_.steps.push_back(std::move(*step));
}

void Loader::check_name(std::string_view name, const Path& at) {
    const bool good = !name.empty() && std::all_of(name.begin(), name.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-' || c == '.';
    });
    if (!good) error(at, "invalid name " + quote(name) + "; names use letters, digits, '_', '-' and '.'");
}

template <class F>
void Loader::declarations(const Json& doc, std::string_view key, NameKind kind, F per_object) {
    const Json* map = find(doc, key);
    if (!map) return;
    const Path path;
    const Path map_path = path.key(key);
    if (!expect_object(*map, map_path, std::string("a map of ") + k_kind_many[static_cast<size_t>(kind)] + " by name")) return;
    index_[static_cast<size_t>(kind)].reserve(map->size());
    for (const auto& [name, value] : map->members()) {
        const Path at = map_path.key(name);
        check_name(name, at);
        auto& names = names_[static_cast<size_t>(kind)];
        index_[static_cast<size_t>(kind)].emplace(name, static_cast<uint32_t>(names.size()));
        names.emplace_back(name);
        if (expect_object(value, at, std::string("a ") + k_kind_one[static_cast<size_t>(kind)]))
            per_object(name, value, at);
        else
            per_object(name, Json::object(), at);
    }
}

std::optional<uint64_t> Loader::elements_of(const Json& obj, const Path& path) {
    const Json* v = find(obj, "elements");
    if (!v) return scenario_.elements;
    return as_uint(*v, path.key("elements"), k_max_elements, 1);
}

void Loader::parse_declarations(const Json& doc) {
    declarations(doc, "queues", NameKind::queue, [&](std::string_view name, const Json& q, const Path& at) {
        check_keys(q, at, {"side", "ordered"}, "a queue");
        Queue queue{std::string(name), Side::device};
        if (const Json* side = find(q, "side"))
            if (auto s = as_enum(*side, at.key("side"), std::array{"device", "cuda"})) queue.side = static_cast<Side>(*s);
        if (const Json* ordered = find(q, "ordered"); ordered && version2(at.key("ordered"), "'ordered'")) {
            if (ordered->is_boolean())
                queue.ordered = ordered->boolean();
            else
                error(at.key("ordered"), "expected true or false, got " + describe(*ordered));
        }
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
            if (auto p = pattern_object(*init, at.key("init"))) host.init = *p;
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

void Loader::parse_document(const Json& doc) {
    if (!doc.is_object()) {
        error("", "expected a JSON object with \"format\": \"syncstress/scenario@1\", got " + describe(doc));
        return;
    }
    check_keys(doc, "",
               {"format", "name", "description", "source", "tags", "elements", "queues", "buffers", "host", "semaphores", "setup", "steps",
                "teardown", "threads", "expect"},
               "the scenario");
    if (const Json* format = need(doc, "", "format", "\"syncstress/scenario@1\"")) {
        if (format->is_string() && format->string() == k_format2)
            version_ = 2;
        else if (!format->is_string() || format->string() != k_format)
            error("format", "unsupported format " + describe(*format) + "; this version reads \"" + std::string(k_format) + "\" and \"" +
                                std::string(k_format2) + "\"");
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
                if (auto s = as_string((*tags)[i], tags_path.index(i))) scenario_.tags.emplace_back(*s);
        }
    }
    if (const Json* elements = find(doc, "elements"))
        if (auto v = as_uint(*elements, "elements", k_max_elements, 1)) scenario_.elements = *v;
    if (const Json* expect = find(doc, "expect"))
        if (auto e = as_enum(*expect, "expect", std::array{"pass", "race", "deadlock"})) scenario_.expect = static_cast<Expect>(*e);
    parse_declarations(doc);
    scenario_.threads.push_back(Thread{"main", 0, 0});
    const size_t setup = parse_once(doc, "setup");
    if (const Json* steps = need(doc, "", "steps", "the host program, an array of ops")) parse_steps(*steps, "steps");
    const size_t teardown = parse_once(doc, "teardown");
    scenario_.threads[0] = Thread{"main", 0, scenario_.steps.size(), setup, teardown};
    if (const Json* threads = find(doc, "threads")) parse_threads(*threads);
}

void Loader::check_size() {
    uint64_t limit = limits_.max_total_bytes;
    std::string why = "";
    if (limit == 0) {
        limit = platform::physical_memory_bytes() / 4;
        why = " (a quarter of this machine's memory)";
        if (limit == 0) return;
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
        add_error(LoadError{file_, largest_path,
                            "the buffers and host arrays need " + bytes_text(total) + " in all (" + largest_path + " alone " +
                                bytes_text(largest) + "); the limit is " + bytes_text(limit) + why + "; use fewer elements"});
}

LoadResult load_scenario_text(std::string_view text, const std::string& file, const LoadLimits& limits) {
    Loader loader(file, limits);
    LoadResult result = loader.load(text);
    if (result.scenario) result.scenario->file = file;
    return result;
}

LoadResult load_scenario_file(const std::string& file, const LoadLimits& limits) {
    namespace fs = std::filesystem;
    auto failed = [&](std::string message, ErrorKind kind = ErrorKind::bad_input) {
        LoadResult r;
        r.errors.push_back(LoadError{file, "", std::move(message), kind});
        return r;
    };
    std::error_code ec;
    if (fs::is_directory(file, ec)) return failed("is a folder, not a scenario file");
    const auto size = fs::file_size(file, ec);
    if (ec) return failed("cannot read the file: " + ec.message(), ErrorKind::io);
    if (size > k_max_file_bytes)
        return failed("the file has " + bytes_text(size) + "; a scenario file may have at most " + bytes_text(k_max_file_bytes));
    std::ifstream in(file, std::ios::binary);
    if (!in) return failed("cannot open the file for reading", ErrorKind::io);
    // One read of the size found, rather than a stream's growing copies: scenario files run to tens of MB.
    std::string text(static_cast<size_t>(size), '\0');
    in.read(text.data(), static_cast<std::streamsize>(text.size()));
    text.resize(static_cast<size_t>(in.gcount()));
    if (in && in.peek() != std::ifstream::traits_type::eof()) {  // it grew since: the rest too
        std::ostringstream rest;
        rest << in.rdbuf();
        text += rest.str();
    }
    if (in.bad()) return failed("cannot read the file", ErrorKind::io);
    return load_scenario_text(text, file, limits);
}

}  // namespace syncstress::scenario
