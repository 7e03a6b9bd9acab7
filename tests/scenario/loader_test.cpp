#include "core/scenario/loader.h"
#include "tests/scenario/scenario_test_util.h"

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#ifndef _WIN32
#include <unistd.h>
#endif

using namespace syncstress::scenario;
using namespace syncstress::scenario::test;

namespace {

const std::string k_objects = R"("queues": {"main": {}, "torch": {"side": "cuda"}},
    "buffers": {"x": {}, "y": {"elements": 512}, "s": {"memory": "shared"}, "c": {"side": "cuda", "memory": "host_visible"}},
    "host": {"h": {}, "small": {"elements": 16, "init": {"seq": [5, 2]}}},
    "semaphores": {"t": {"initial": 2}})";

std::string with_steps(const std::string& steps, const std::string& extra = "") {
    return doc(k_objects + ", " + extra + R"("steps": [)" + steps + "]");
}

}  // namespace

TEST_CASE("a complete scenario loads with names resolved in file order") {
    const Scenario s = load_ok(with_steps(R"(
        {"op": "host_fill", "dst": "h", "hash": "$iteration+7"},
        {"op": "upload", "queue": "main", "src": "h", "dst": "x"},
        {"op": "submit", "queue": "torch", "commands": [
            {"op": "wait", "semaphore": "t", "value": 5},
            {"op": "dispatch", "kernel": "scale", "src": "s", "dst": "c", "k": 3, "offset": 8, "count": 4}]},
        {"op": "sync", "queue": "main", "after": "torch"},
        {"op": "read", "queue": "main", "src": "y", "dst": "h", "dst_offset": 100},
        {"op": "check", "host": "h", "offset": 1, "count": 2}
    )",
                                          R"("description": "d", "source": "src", "tags": ["a", "b"], "expect": "race", )"));
    CHECK(s.file == "t.json");
    CHECK(s.name == "t");
    CHECK(s.description == "d");
    CHECK(s.source == "src");
    CHECK(s.tags == std::vector<std::string>{"a", "b"});
    CHECK(s.expect == Expect::race);
    REQUIRE(s.queues.size() == 2);
    CHECK(s.queues[1].name == "torch");
    CHECK(s.queues[1].side == Side::cuda);
    REQUIRE(s.buffers.size() == 4);
    CHECK(s.buffers[0].elements == 1024);
    CHECK(s.buffers[1].elements == 512);
    CHECK(s.buffers[2].memory == Memory::shared);
    CHECK(s.buffers[3].side == Side::cuda);
    CHECK(s.buffers[3].memory == Memory::host_visible);
    REQUIRE(s.host_arrays.size() == 2);
    CHECK(s.host_arrays[1].init.kind == Pattern::Kind::seq);
    CHECK(s.host_arrays[1].init.a.k == 5);
    CHECK(s.semaphores[0].initial == 2);
    CHECK(s.semaphore_stride == 5);
    REQUIRE(s.steps.size() == 6);

    const auto& fill = std::get<HostFill>(s.steps[0]);
    CHECK(fill.pattern.kind == Pattern::Kind::hash);
    CHECK(fill.pattern.a.iteration);
    CHECK(fill.pattern.a.k == 7);
    CHECK(fill.range.count == 1024);

    const auto& upload = std::get<Upload>(std::get<Submit>(s.steps[1]).commands.at(0));
    CHECK(upload.src_host == 0);
    CHECK(upload.dst == 0);
    CHECK(upload.count == 1024);

    const auto& submit = std::get<Submit>(s.steps[2]);
    CHECK(submit.queue == 1);
    REQUIRE(submit.commands.size() == 2);
    CHECK(std::get<Wait>(submit.commands[0]).value == 5);
    const auto& d = std::get<Dispatch>(submit.commands[1]);
    CHECK(d.kernel == Kernel::scale);
    CHECK(d.a == 2);
    CHECK(d.dst == 3);
    CHECK(d.p0.k == 3);
    CHECK(d.range.offset == 8);
    CHECK(d.range.count == 4);

    CHECK(std::get<Sync>(s.steps[3]).after == 1);
    const auto& read = std::get<Read>(s.steps[4]);
    CHECK(read.src == 1);
    CHECK(read.dst_offset == 100);
    CHECK(read.count == 512);  // what remains of the source
    CHECK(std::get<Check>(s.steps[5]).range.offset == 1);
    CHECK(std::get<Check>(s.steps[5]).range.count == 2);
}

TEST_CASE("format, name and top-level keys") {
    CHECK_ERROR(load(R"({"format": "syncstress/scenario@3", "name": "t", "steps": []})"), "format", "unsupported format",
                "syncstress/scenario@1", "syncstress/scenario@2");
    CHECK_ERROR(load(R"({"name": "t", "steps": []})"), "", "missing 'format'");
    CHECK_ERROR(load(R"({"format": "syncstress/scenario@1", "steps": []})"), "", "missing 'name'");
    CHECK_ERROR(load(R"({"format": "syncstress/scenario@1", "name": "t"})"), "", "missing 'steps'");
    CHECK_ERROR(load(R"({"format": "syncstress/scenario@1", "name": "Bad_Name", "steps": []})"), "name", "invalid name", "lower-case");
    CHECK_ERROR(load(R"({"format": "syncstress/scenario@1", "name": "-x", "steps": []})"), "name", "invalid name");
    CHECK_ERROR(load(doc(R"("stpes": [])")), "stpes", "unknown key 'stpes'", "did you mean 'steps'?");
    CHECK_ERROR(load(doc(R"("steps": [], "expect": "passes")")), "expect", "\"pass\"", "\"race\"", "\"deadlock\"");
    CHECK_ERROR(load(doc(R"("steps": [], "elements": 0)")), "elements", "at least 1");
    CHECK_ERROR(load(doc(R"("steps": [], "tags": "seed")")), "tags", "array of strings");
    CHECK_ERROR(load("[1, 2]"), "", "expected a JSON object");
    CHECK(load_ok(doc(R"("steps": [])")).steps.empty());
}

TEST_CASE("unknown keys are errors everywhere, with a suggestion") {
    CHECK_ERROR(load(doc(R"("buffers": {"x": {"elemnts": 4}}, "steps": [])")), "buffers.x.elemnts", "did you mean 'elements'?");
    CHECK_ERROR(load(doc(R"("queues": {"q": {"sde": "cuda"}}, "steps": [])")), "queues.q.sde", "did you mean 'side'?");
    CHECK_ERROR(load(doc(R"("semaphores": {"t": {"value": 1}}, "steps": [])")), "semaphores.t.value", "unknown key 'value'", "initial");
    CHECK_ERROR(load(doc(R"("host": {"h": {"init": {"fil": 1}}}, "steps": [])")), "host.h.init.fil", "did you mean 'fill'?");
    const auto r = load(with_steps(R"({"op": "fill", "queue": "main", "dst": "x", "value": 1, "coutn": 4})"));
    CHECK_ERROR(r, "steps[0].coutn", "unknown key 'coutn'", "did you mean 'count'?");
    CHECK_ERROR(load(with_steps(R"({"op": "fill", "queue": "main", "dst": "x", "value": 1, "src_offset": 4})")), "steps[0].src_offset",
                "unknown key 'src_offset'");
    CHECK_ERROR(load(with_steps(R"({"op": "dispatch", "queue": "main", "kernel": "inc", "dst": "x", "k": 1, "seed": 4})")), "steps[0].seed",
                "unknown key 'seed'", "kernel inc");
    CHECK_ERROR(load(with_steps(R"({"op": "submit", "queue": "main", "commands": [{"op": "delay", "us": 1, "usec": 2}]})")),
                "steps[0].commands[0].usec", "unknown key 'usec'");
    CHECK_ERROR(load(with_steps(R"({"op": "uplaod", "queue": "main", "src": "h", "dst": "x"})")), "steps[0].op", "unknown op 'uplaod'",
                "did you mean 'upload'?");
    CHECK_ERROR(load(with_steps(R"({"queue": "main"})")), "steps[0]", "missing 'op'");
}

TEST_CASE("duplicate keys are errors, not a silent last-one-wins") {
    CHECK_ERROR(load(doc(R"("buffers": {"x": {}, "x": {"elements": 4}}, "steps": [])")), "buffers.x", "duplicate key 'x'");
    CHECK_ERROR(
        load(doc(
            R"("queues": {"q": {}}, "buffers": {"x": {}}, "steps": [{"op": "fill", "queue": "q", "dst": "x", "value": 1, "value": 2}])")),
        "steps[0].value", "duplicate key 'value'");
}

TEST_CASE("names resolve to their kind, and unknown names list the declared ones") {
    CHECK_ERROR(load(with_steps(R"({"op": "fill", "queue": "main", "dst": "q", "value": 1})")), "steps[0].dst", "unknown buffer 'q'",
                "the buffers are x, y, s, c");
    CHECK_ERROR(load(with_steps(R"({"op": "fill", "queue": "main", "dst": "xx", "value": 1})")), "steps[0].dst", "did you mean 'x'?");
    CHECK_ERROR(load(with_steps(R"({"op": "upload", "queue": "main", "src": "x", "dst": "x"})")), "steps[0].src",
                "'x' is a buffer, not a host array", "the host arrays are h, small");
    CHECK_ERROR(load(with_steps(R"({"op": "signal", "queue": "mian", "semaphore": "t", "value": 1})")), "steps[0].queue",
                "unknown queue 'mian'", "did you mean 'main'?");
    CHECK_ERROR(load(with_steps(R"({"op": "host_signal", "semaphore": "u", "value": 1})")), "steps[0].semaphore", "unknown semaphore 'u'",
                "the semaphores are t");
    CHECK_ERROR(load(doc(R"("steps": [{"op": "host_signal", "semaphore": "u", "value": 1}])")), "steps[0].semaphore",
                "declares no semaphores", "\"semaphores\"");
    CHECK_ERROR(load(with_steps(R"({"op": "fill", "queue": "main", "dst": 3, "value": 1})")), "steps[0].dst",
                "expected the name of a buffer");
    CHECK_ERROR(load(doc(R"("buffers": {"": {}}, "steps": [])")), "buffers.", "invalid name");
}

TEST_CASE("integers: negative, floats, huge, and $iteration only where the format allows it") {
    CHECK_ERROR(load(with_steps(R"({"op": "fill", "queue": "main", "dst": "x", "value": -1})")), "steps[0].value", "non-negative integer",
                "-1");
    CHECK_ERROR(load(with_steps(R"({"op": "fill", "queue": "main", "dst": "x", "value": 1.5})")), "steps[0].value", "expected an integer",
                "1.5");
    CHECK_ERROR(load(with_steps(R"({"op": "fill", "queue": "main", "dst": "x", "value": 4294967296})")), "steps[0].value", "too large",
                "4294967295");
    CHECK_ERROR(load(with_steps(R"({"op": "fill", "queue": "main", "dst": "x", "value": 1, "count": 100000000000000000000000})")),
                "steps[0].count", "too large");
    CHECK_ERROR(load(with_steps(R"({"op": "delay", "queue": "main", "us": 1e400})")), "", "invalid JSON", "overflow");
    CHECK_ERROR(load(with_steps(R"({"op": "delay", "queue": "main", "us": -18446744073709551617})")), "steps[0].us", "non-negative");
    CHECK_ERROR(load(with_steps(R"({"op": "delay", "queue": "main", "us": 3.0})")), "steps[0].us", "expected an integer");
    CHECK_ERROR(load(with_steps(R"({"op": "fill", "queue": "main", "dst": "x", "value": 1, "offset": "$iteration"})")), "steps[0].offset",
                "\"$iteration\" is not allowed here");
    CHECK_ERROR(load(with_steps(R"({"op": "signal", "queue": "main", "semaphore": "t", "value": "$iteration+1"})")), "steps[0].value",
                "not allowed here");
    CHECK_ERROR(load(with_steps(R"({"op": "delay", "queue": "main", "us": "$iteration"})")), "steps[0].us", "not allowed here");
    CHECK_ERROR(load(with_steps(R"({"op": "fill", "queue": "main", "dst": "x", "value": "$iteration-1"})")), "steps[0].value",
                "\"$iteration+K\"");
    CHECK_ERROR(load(with_steps(R"({"op": "fill", "queue": "main", "dst": "x", "value": "$iteration+99999999999"})")), "steps[0].value",
                "\"$iteration+K\"");
    CHECK_ERROR(load(with_steps(R"({"op": "host_signal", "semaphore": "t", "value": 4294967296})")), "steps[0].value", "too large");
    CHECK_ERROR(load(with_steps(R"({"op": "host_fill", "dst": "h", "seq": [1]})")), "steps[0].seq", "[BASE, STRIDE]");
    CHECK_ERROR(load(with_steps(R"({"op": "host_fill", "dst": "h", "seq": ["$iteration", -2]})")), "steps[0].seq[1]", "non-negative");

    const Scenario s = load_ok(with_steps(R"(
        {"op": "fill", "queue": "main", "dst": "x", "value": "$iteration+3"},
        {"op": "dispatch", "queue": "main", "kernel": "seq", "dst": "x", "base": "$iteration", "stride": 4294967295},
        {"op": "check", "host": "h", "expect": {"fill": 0}})"));
    const auto& fill = std::get<Fill>(std::get<Submit>(s.steps[0]).commands[0]);
    CHECK(fill.value.iteration);
    CHECK(fill.value.at(10) == 13);
    const auto& seq = std::get<Dispatch>(std::get<Submit>(s.steps[1]).commands[0]);
    CHECK(seq.p0.iteration);
    CHECK(seq.p1.k == 0xffffffffu);
}

TEST_CASE("ranges: whole op, copies, defaults and bounds") {
    CHECK_ERROR(load(with_steps(R"({"op": "fill", "queue": "main", "dst": "y", "value": 1, "offset": 500, "count": 13})")),
                "steps[0].count", "[500, 513)", "buffer 'y' (512 elements)");
    CHECK_ERROR(load(with_steps(R"({"op": "fill", "queue": "main", "dst": "y", "value": 1, "offset": 512})")), "steps[0].offset",
                "offset 512 is outside buffer 'y'");
    CHECK_ERROR(load(with_steps(R"({"op": "fill", "queue": "main", "dst": "y", "value": 1, "count": 0})")), "steps[0].count", "at least 1");
    // The default count of a copy is what remains of the source; it must fit the destination.
    CHECK_ERROR(load(with_steps(R"({"op": "copy", "queue": "main", "src": "x", "dst": "y"})")), "steps[0].dst", "does not fit",
                "buffer 'y' (512 elements)", "give 'count'");
    CHECK_ERROR(load(with_steps(R"({"op": "copy", "queue": "main", "src": "x", "dst": "y", "count": 600})")), "steps[0].count",
                "destination range [0, 600)");
    CHECK_ERROR(load(with_steps(R"({"op": "copy", "queue": "main", "src": "y", "dst": "x", "src_offset": 12, "count": 501})")),
                "steps[0].count", "source range [12, 513)");
    CHECK_ERROR(load(with_steps(R"({"op": "copy", "queue": "main", "src": "y", "dst": "x", "offset": 1, "dst_offset": 2})")),
                "steps[0].offset", "not both");
    CHECK_ERROR(
        load(with_steps(R"({"op": "copy", "queue": "main", "src": "x", "dst": "x", "src_offset": 0, "dst_offset": 10, "count": 20})")),
        "steps[0]", "overlap");
    CHECK_ERROR(load(with_steps(R"({"op": "download", "queue": "main", "src": "x", "dst": "small", "src_offset": 1000})")), "steps[0].dst",
                "does not fit", "host array 'small' (16 elements)");
    CHECK_ERROR(load(with_steps(R"({"op": "dispatch", "queue": "main", "kernel": "add", "a": "y", "b": "x", "dst": "x"})")), "steps[0].a",
                "dispatch range [0, 1024)", "buffer 'y' (512 elements)");
    CHECK_ERROR(load(with_steps(R"({"op": "check", "host": "small", "offset": 10, "count": 7})")), "steps[0].count", "host array 'small'");

    const Scenario s = load_ok(with_steps(R"(
        {"op": "copy", "queue": "main", "src": "y", "dst": "x", "offset": 10},
        {"op": "copy", "queue": "main", "src": "x", "dst": "y", "src_offset": 1000},
        {"op": "write", "queue": "main", "src": "small", "dst": "x", "dst_offset": 1008},
        {"op": "dispatch", "queue": "main", "kernel": "add", "a": "x", "b": "x", "dst": "x", "offset": 500},
        {"op": "copy", "queue": "main", "src": "x", "dst": "x", "src_offset": 0, "dst_offset": 10, "count": 10})"));
    const auto& c0 = std::get<Copy>(std::get<Submit>(s.steps[0]).commands[0]);
    CHECK(c0.src_offset == 10);
    CHECK(c0.dst_offset == 10);
    CHECK(c0.count == 502);
    const auto& c1 = std::get<Copy>(std::get<Submit>(s.steps[1]).commands[0]);
    CHECK(c1.count == 24);
    const auto& w = std::get<Write>(s.steps[2]);
    CHECK(w.src_offset == 0);
    CHECK(w.dst_offset == 1008);
    CHECK(w.count == 16);
    const auto& d = std::get<Dispatch>(std::get<Submit>(s.steps[3]).commands[0]);
    CHECK(d.range.offset == 500);
    CHECK(d.range.count == 524);
}

TEST_CASE("sides: side-specific buffers are touched only by queues of their side") {
    CHECK_ERROR(load(with_steps(R"({"op": "fill", "queue": "torch", "dst": "x", "value": 1})")), "steps[0].dst", "buffer 'x'",
                "device side", "queue 'torch' is on the cuda side", "shared");
    CHECK_ERROR(load(with_steps(R"({"op": "submit", "queue": "main", "commands": [{"op": "download", "src": "c", "dst": "h"}]})")),
                "steps[0].commands[0].src", "cuda side");
    CHECK_ERROR(load(with_steps(R"({"op": "read", "queue": "torch", "src": "x", "dst": "h"})")), "steps[0].src", "device side");
    CHECK_ERROR(load(doc(R"("buffers": {"s": {"memory": "shared", "side": "cuda"}}, "steps": [])")), "buffers.s.side",
                "shared buffer belongs to both sides");
    CHECK_ERROR(load(doc(R"("queues": {"q": {"side": "gpu"}}, "steps": [])")), "queues.q.side", "\"device\"", "\"cuda\"");
    CHECK_ERROR(load(doc(R"("buffers": {"b": {"memory": "host-visible"}}, "steps": [])")), "buffers.b.memory",
                "did you mean 'host_visible'?");
    // Shared memory and host arrays are reachable from both sides.
    load_ok(with_steps(R"({"op": "copy", "queue": "torch", "src": "s", "dst": "c"},
                          {"op": "upload", "queue": "torch", "src": "h", "dst": "s"},
                          {"op": "dispatch", "queue": "main", "kernel": "copy", "src": "s", "dst": "x"})"));
}

TEST_CASE("submit holds queue ops without a queue") {
    CHECK_ERROR(load(with_steps(R"({"op": "submit", "queue": "main", "commands": [{"op": "delay", "queue": "main", "us": 1}]})")),
                "steps[0].commands[0].queue", "remove 'queue'");
    CHECK_ERROR(load(with_steps(R"({"op": "submit", "queue": "main", "commands": [{"op": "host_wait", "all": true}]})")),
                "steps[0].commands[0].op", "is a host op", "upload");
    CHECK_ERROR(load(with_steps(R"({"op": "submit", "queue": "main", "commands": [{"op": "submit", "commands": []}]})")),
                "steps[0].commands[0].op", "cannot hold another submit");
    CHECK_ERROR(load(with_steps(R"({"op": "submit", "queue": "main", "commands": []})")), "steps[0].commands", "non-empty");
    CHECK_ERROR(load(with_steps(R"({"op": "submit", "commands": [{"op": "delay", "us": 1}]})")), "steps[0]", "missing 'queue'");
    CHECK_ERROR(load(with_steps(R"({"op": "delay", "us": 1})")), "steps[0]", "missing 'queue'");
}

TEST_CASE("host ops: host_wait forms, sync, check") {
    CHECK_ERROR(load(with_steps(R"({"op": "host_wait"})")), "steps[0]", "nothing to wait for", "exactly one of");
    CHECK_ERROR(load(with_steps(R"({"op": "host_wait", "queue": "main", "all": true})")), "steps[0]", "mixes its forms");
    CHECK_ERROR(load(with_steps(R"({"op": "host_wait", "semaphore": "t"})")), "steps[0]", "missing 'value'");
    CHECK_ERROR(load(with_steps(R"({"op": "host_wait", "value": 3})")), "steps[0]", "missing 'semaphore'");
    CHECK_ERROR(load(with_steps(R"({"op": "host_wait", "all": false})")), "steps[0].all", "expected true");
    CHECK_ERROR(load(with_steps(R"({"op": "sync", "queue": "main", "after": "main"})")), "steps[0].after", "another queue");
    CHECK_ERROR(load(with_steps(R"({"op": "sync", "queue": "main"})")), "steps[0]", "missing 'after'");
    CHECK_ERROR(load(with_steps(R"({"op": "check", "host": "h", "expect": {"fill": 1, "hash": 2}})")), "steps[0].expect.hash",
                "one pattern");
    CHECK_ERROR(load(with_steps(R"({"op": "check", "host": "h", "expect": 5})")), "steps[0].expect", "a pattern");
    CHECK_ERROR(load(with_steps(R"({"op": "host_fill", "dst": "h"})")), "steps[0]", "missing the pattern");
    CHECK_ERROR(load(with_steps(R"({"op": "sleep", "us": -5})")), "steps[0].us", "non-negative");

    const Scenario s = load_ok(with_steps(R"(
        {"op": "host_wait", "semaphore": "t", "value": 2},
        {"op": "host_wait", "queue": "torch"},
        {"op": "host_wait", "all": true},
        {"op": "sleep", "us": 10})"));
    CHECK(std::get<HostWait>(s.steps[0]).kind == HostWait::Kind::semaphore);
    CHECK(std::get<HostWait>(s.steps[1]).kind == HostWait::Kind::queue);
    CHECK(std::get<HostWait>(s.steps[1]).target == 1);
    CHECK(std::get<HostWait>(s.steps[2]).kind == HostWait::Kind::all);
    CHECK(std::get<Sleep>(s.steps[3]).us == 10);
}

TEST_CASE("semaphore_stride is the largest semaphore value named, at least 1") {
    CHECK(load_ok(doc(R"("steps": [])")).semaphore_stride == 1);
    const std::string decl = R"("queues": {"q": {}}, "semaphores": {"a": {"initial": 3}, "b": {}}, )";
    CHECK(load_ok(doc(decl + R"("steps": [])")).semaphore_stride == 3);
    CHECK(load_ok(doc(decl + R"("steps": [{"op": "signal", "queue": "q", "semaphore": "b", "value": 9}])")).semaphore_stride == 9);
    CHECK(load_ok(doc(decl + R"("steps": [{"op": "wait", "queue": "q", "semaphore": "b", "value": 11}])")).semaphore_stride == 11);
    CHECK(load_ok(doc(decl + R"("steps": [{"op": "host_signal", "semaphore": "b", "value": 7}])")).semaphore_stride == 7);
    CHECK(
        load_ok(doc(decl +
                    R"("steps": [{"op": "host_signal", "semaphore": "b", "value": 7}, {"op": "host_wait", "semaphore": "b", "value": 8}])"))
            .semaphore_stride == 8);
    const Scenario s = load_ok(doc(decl + R"("steps": [{"op": "signal", "queue": "q", "semaphore": "b", "value": 4}])"));
    CHECK(s.semaphore_value(4, 0) == 4);
    CHECK(s.semaphore_value(4, 2) == 12);
}

TEST_CASE("every error is reported, not just the first") {
    const auto r = load(with_steps(R"(
        {"op": "fill", "queue": "main", "dst": "nope", "value": 1},
        {"op": "host_wait"},
        {"op": "dispatch", "queue": "main", "kernel": "blur", "dst": "x"})",
                                   R"("elements": -1, )"));
    CHECK(r.errors.size() >= 4);
    CHECK_ERROR(r, "elements", "non-negative");
    CHECK_ERROR(r, "steps[0].dst", "unknown buffer 'nope'");
    CHECK_ERROR(r, "steps[1]", "nothing to wait for");
    CHECK_ERROR(r, "steps[2].kernel", "\"seq\"", "\"hash\"");
    CHECK(r.errors.front().to_string().starts_with("t.json: "));

    // A bad value does not hide a bad range of the same op.
    const auto both = load(with_steps(R"(
        {"op": "check", "host": "h", "expect": {"fill": "$iteration-1"}, "count": 2000},
        {"op": "fill", "queue": "main", "dst": "x", "value": -3, "offset": 1024},
        {"op": "dispatch", "queue": "main", "kernel": "inc", "dst": "y", "k": 0.5, "count": 513})"));
    CHECK_ERROR(both, "steps[0].expect.fill", "$iteration+K");
    CHECK_ERROR(both, "steps[0].count", "[0, 2000)");
    CHECK_ERROR(both, "steps[1].value", "non-negative");
    CHECK_ERROR(both, "steps[1].offset", "outside buffer 'x'");
    CHECK_ERROR(both, "steps[2].k", "expected an integer");
    CHECK_ERROR(both, "steps[2].count", "[0, 513)");
}

TEST_CASE("a file of millions of errors stops after 20, saying so") {
    std::string steps = R"("steps": [0)";
    for (int i = 1; i < 1000000; ++i) steps += ", 0";
    const auto r = load(doc(steps + "]"));
    REQUIRE(r.errors.size() == 21);
    CHECK_ERROR(r, "steps[19]", "expected an op");
    CHECK(r.errors.back().path.empty());
    CHECK(r.errors.back().message == "stopped after 20 errors; fix these and load the file again to see more");
    // Duplicate keys count too.
    std::string twice = R"("buffers": {"x": {})";
    for (int i = 0; i < 100000; ++i) twice += R"(, "x": {})";
    CHECK(load(doc(twice + R"(}, "steps": [])")).errors.size() == 21);
}

TEST_CASE("a repeated key is found among a map's thousands: each key is looked up by hash, not compared with all") {
    std::string semaphores = R"("semaphores": {)";
    for (int i = 0; i < 5000; ++i) semaphores += (i ? ", " : "") + std::string("\"s") + std::to_string(i) + "\": {}";
    const auto r = load(doc(semaphores + R"(, "s4321": {"initial": 2}, "s17": {}}, "steps": [])"));
    REQUIRE(r.errors.size() == 2);
    CHECK_ERROR(r, "semaphores.s4321", "duplicate key 's4321'");
    CHECK_ERROR(r, "semaphores.s17", "duplicate key 's17'");
    CHECK(load_ok(doc(semaphores + R"(}, "steps": [])")).semaphores.size() == 5000);
}

TEST_CASE("a host sleep is bounded: 10 s at most, longer is refused with its path and what to do") {
    const std::string queues = R"("queues": {"q": {}}, )";
    CHECK(load_ok(doc(R"("steps": [{"op": "sleep", "us": 10000000}])")).steps.size() == 1);
    const auto r = load(doc(R"("steps": [{"op": "sleep", "us": 4294967295}])"));
    CHECK_ERROR(r, "steps[0].us", "a host sleep of 4294967295 us is longer than the 10000000 us (10 s)", "host_wait");
    // A device-side delay is bounded by the watchdog of the wait that follows it.
    CHECK(load_ok(doc(queues + R"("steps": [{"op": "delay", "queue": "q", "us": 60000000}])")).steps.size() == 1);
}

TEST_CASE("explicit expect patterns are checked against the model at load time") {
    const std::string objects = R"("queues": {"q": {}}, "buffers": {"b": {"elements": 8}}, "host": {"h": {"elements": 8}}, )";
    const std::string good = objects + R"("steps": [
        {"op": "dispatch", "queue": "q", "kernel": "seq", "dst": "b", "base": "$iteration", "stride": 3},
        {"op": "read", "queue": "q", "src": "b", "dst": "h"},
        {"op": "check", "host": "h", "expect": {"seq": ["$iteration", 3]}}])";
    load_ok(doc(good));

    // Right in iteration 0, wrong from iteration 1 on: the pattern forgot $iteration.
    std::string stale = good;
    stale.replace(stale.rfind(R"(["$iteration", 3])"), 17, "[0, 3]");
    const auto r1 = load(doc(stale));
    CHECK_ERROR(r1, "steps[2].expect", "the model gives 1 at element 0, the pattern says 0", "iteration 1");

    std::string wrong = good;
    wrong.replace(wrong.rfind(R"({"seq": ["$iteration", 3]})"), 26, R"({"fill": 7}, "offset": 2)");
    const auto r2 = load(doc(wrong));
    CHECK_ERROR(r2, "steps[2].expect", "the model gives 6 at element 2, the pattern says 7");

    // Not checked when the scenario documents a race on purpose.
    CHECK(load(doc(wrong + R"(, "expect": "race")")).errors.empty());
}

TEST_CASE("robustness: empty, binary, truncated, deep nesting") {
    CHECK_ERROR(load(""), "", "the file is empty");
    CHECK_ERROR(load("  \n\t "), "", "the file is empty");
    CHECK_ERROR(load(std::string("{\"a\":\0\1\2}", 10)), "", "not text", "line 1, column 6");
    CHECK_ERROR(load("\x89PNG\r\n\x1a\n\xff\xfe"), "", "invalid JSON", "line 1");
    CHECK_ERROR(load("{\"format\": \"syncstress/scenario@1\",\n  \"name\": \"t\",\n  \"steps\": [\n"), "", "invalid JSON", "line 4");
    CHECK_ERROR(load("{\"format\": \"syncstress/scenario@1\",\n \"name\" \"t\"}"), "", "invalid JSON", "line 2, column");
    CHECK_ERROR(load("{\"name\": \"\xff\xfe\"}"), "", "invalid JSON");

    std::string deep(200000, '[');
    CHECK_ERROR(load(deep), "", "nesting deeper than 64");
    std::string deep_objects;
    for (int i = 0; i < 100000; ++i) deep_objects += "{\"a\":";
    CHECK_ERROR(load(deep_objects), "", "nesting deeper than 64");
    // Brackets inside strings do not count.
    CHECK(load_ok(doc(R"("description": ")" + std::string(1000, '[') + R"(", "steps": [])")).description.size() == 1000);
}

TEST_CASE("a scenario larger than the limit is refused before anything is allocated") {
    const std::string big = doc(R"("buffers": {"a": {"elements": 1024}, "big": {"elements": 4294967296}}, "steps": [])");
    const auto r = load(big, LoadLimits{1 << 20});
    CHECK_ERROR(r, "buffers.big", "16.0 GiB", "the limit is 1.0 MiB");
    const auto with_other = load(doc(R"("buffers": {"big": {"elements": 4294967296}}, "steps": [{"op": "sleep"}])"), LoadLimits{1 << 20});
    CHECK_ERROR(with_other, "buffers.big", "the limit is 1.0 MiB");
    CHECK_ERROR(with_other, "steps[0]", "missing 'us'");
    // The default limit is a quarter of physical memory, and 2^32 elements x 64 objects is 1 TiB.
    std::string many = R"("buffers": {)";
    for (int i = 0; i < 64; ++i) many += std::string(i ? ", " : "") + "\"b" + std::to_string(i) + R"(": {"elements": 4294967296})";
    many += R"(}, "steps": [])";
    const auto r2 = load(doc(many));
    CHECK_ERROR(r2, "buffers.b0", "1.0 TiB", "quarter of this machine's memory");
    CHECK_ERROR(load(doc(R"("elements": 4294967297, "steps": [])")), "elements", "too large");
    CHECK(load(doc(R"("buffers": {"a": {"elements": 1024}}, "steps": [])"), LoadLimits{4096}).errors.empty());
    CHECK_FALSE(load(doc(R"("buffers": {"a": {"elements": 1025}}, "steps": [])"), LoadLimits{4096}).errors.empty());
}

#ifndef _WIN32
TEST_CASE("files: load_scenario_file and find_scenario_files") {
    namespace fs = std::filesystem;
    const fs::path dir = fs::temp_directory_path() / ("syncstress-scenario-test-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir / "sub" / "deeper");
    auto write = [](const fs::path& p, const std::string& text) { std::ofstream(p) << text; };
    write(dir / "b.json", doc(R"("steps": [])"));
    write(dir / "sub" / "a.json", doc(R"("steps": [])"));
    write(dir / "sub" / "deeper" / "c.json", "{");
    write(dir / "sub" / "notes.txt", "not a scenario");

    const auto files = find_scenario_files({dir.string(), (dir / "b.json").string(), (dir / "sub").string()});
    REQUIRE(files.ok());
    CHECK(*files == std::vector<std::string>{(dir / "b.json").string(), (dir / "sub" / "a.json").string(),
                                             (dir / "sub" / "deeper" / "c.json").string()});

    const auto missing = find_scenario_files({(dir / "nope").string()});
    REQUIRE_FALSE(missing.ok());
    CHECK(missing.error().message.find("nope") != std::string::npos);

    CHECK(load_scenario_file((dir / "b.json").string()).errors.empty());
    const auto broken = load_scenario_file((dir / "sub" / "deeper" / "c.json").string());
    REQUIRE(broken.errors.size() == 1);
    CHECK(broken.errors[0].file == (dir / "sub" / "deeper" / "c.json").string());
    const auto absent = load_scenario_file((dir / "absent.json").string());
    REQUIRE(absent.errors.size() == 1);
    CHECK(absent.errors[0].message.find("cannot read") != std::string::npos);

    if (::geteuid() != 0) {  // root reads everything
        fs::permissions(dir / "sub", fs::perms::none);
        const auto unreadable = find_scenario_files({dir.string()});
        fs::permissions(dir / "sub", fs::perms::owner_all);
        REQUIRE_FALSE(unreadable.ok());
        CHECK(unreadable.error().message.find("sub") != std::string::npos);
    }
    fs::remove_all(dir);
}
#endif
