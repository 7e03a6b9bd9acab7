// Opaque kernels (version 2) in the loader and the reference model: what loads, each refusal with its path and fix, and
// the values the model expects, against the tests' second implementation (core/conformance/independent_kernels.h).
#include "core/conformance/independent_kernels.h"
#include "core/model/model.h"
#include "tests/scenario/scenario_test_util.h"

#include <string>
#include <vector>

using namespace syncstress;
using namespace syncstress::scenario;
using namespace syncstress::scenario::test;

namespace {

// A @2 scenario over buffers in (64), lut (16), out (64), c (cuda side), host arrays in_h, out_h (64), with `steps`.
std::string v2(const std::string& steps, const std::string& format = "syncstress/scenario@2") {
    return R"({"format": ")" + format + R"(", "name": "t", "elements": 64, "queues": {"q": {}, "torch": {"side": "cuda"}},
      "buffers": {"in": {}, "lut": {"elements": 16}, "out": {}, "c": {"side": "cuda"}},
      "host": {"in_h": {"init": {"seq": ["$iteration", 3]}}, "out_h": {}, "lut_h": {"elements": 16, "init": {"hash": 5}}},
      "steps": [)" +
           steps + "]}";
}

std::string opaque(const std::string& fields) { return R"({"op": "dispatch", "queue": "q", "kernel": "opaque", )" + fields + "}"; }

// The expected element i of write range w, from the second implementation: `reads` are the read ranges' data from
// their offsets and their counts.
uint32_t expected(uint32_t id, uint32_t w, uint64_t i, const std::vector<std::vector<uint32_t>>& reads) {
    uint32_t values[k_opaque_max_ranges] = {};
    bool has[k_opaque_max_ranges] = {};
    for (size_t r = 0; r < reads.size(); ++r) {
        has[r] = i < reads[r].size();
        values[r] = has[r] ? reads[r][i] : 0;
    }
    return conformance::independent_opaque_element(id, w, i, values, has, reads.size());
}

std::vector<uint32_t> run_check(const Scenario& s, uint64_t iterations, size_t check = 0) {
    model::Model m(s);
    for (uint64_t it = 0; it < iterations; ++it) REQUIRE_FALSE(m.run_iteration(it).has_value());
    const auto e = m.expected(check);
    return {e.begin(), e.end()};
}

}  // namespace

TEST_CASE("opaque kernel: loads its id and ranges, offsets and counts defaulted, in a submit and standing alone") {
    const Scenario s = load_ok(v2(opaque(R"("id": 12, "reads": [{"buffer": "in", "offset": 8, "count": 32}, {"buffer": "lut"}],
        "writes": [{"buffer": "out"}, {"buffer": "in", "offset": 8, "count": 16}])") +
                                  R"(, {"op": "submit", "queue": "torch", "commands": [
        {"op": "dispatch", "kernel": "opaque", "id": 4294967295, "writes": [{"buffer": "c", "offset": 60}]}]})"));
    const auto& d = std::get<OpaqueDispatch>(std::get<Submit>(s.steps[0]).commands[0]);
    CHECK(d.id == 12);
    REQUIRE(d.reads.size() == 2);
    CHECK(d.reads[0].buffer == 0);
    CHECK(d.reads[0].range.offset == 8);
    CHECK(d.reads[0].range.count == 32);
    CHECK(d.reads[1].buffer == 1);
    CHECK(d.reads[1].range.count == 16);  // the rest of lut
    REQUIRE(d.writes.size() == 2);
    CHECK(d.writes[0].buffer == 2);
    CHECK(d.writes[0].range.count == 64);
    CHECK(d.writes[1].range.offset == 8);  // in place: in at offset 8 in both lists
    const auto& c = std::get<OpaqueDispatch>(std::get<Submit>(s.steps[1]).commands[0]);
    CHECK(c.id == 4294967295u);
    CHECK(c.reads.empty());
    CHECK(c.writes[0].range.offset == 60);
    CHECK(c.writes[0].range.count == 4);
    CHECK(command_stage(std::get<Submit>(s.steps[0]).commands[0]) == Stage::compute);
    CHECK(std::string(op_name(std::get<Submit>(s.steps[0]).commands[0])) == "opaque");
    CHECK(step_name(s, 0) == "steps[0] opaque");
}

TEST_CASE("opaque kernel: each bad field is an error with its JSON path and the fix") {
    const std::string w = R"("writes": [{"buffer": "out"}])";
    CHECK_ERROR(load(v2(opaque(R"("id": 1, "reads": [{"buffer": "nope"}], )" + w))), "steps[0].reads[0].buffer", "unknown buffer",
                "'nope'");
    CHECK_ERROR(load(v2(opaque(R"("id": 1, "reads": [{"buffer": "lut", "offset": 8, "count": 16}], )" + w))), "steps[0].reads[0].count",
                "falls outside", "lut");
    CHECK_ERROR(load(v2(opaque(R"("id": 1, "writes": [{"buffer": "out", "offset": 64}])"))), "steps[0].writes[0].offset", "outside");
    CHECK_ERROR(load(v2(opaque(R"("id": 1, "reads": [{"buffer": "in"}])"))), "steps[0]", "missing 'writes'", "at least one");
    CHECK_ERROR(load(v2(opaque(R"("id": 1, "writes": [])"))), "steps[0].writes", "non-empty");
    std::string nine;
    for (int i = 0; i < 9; ++i) nine += std::string(i ? ", " : "") + R"({"buffer": "in"})";
    CHECK_ERROR(load(v2(opaque(R"("id": 1, "reads": [)" + nine + "], " + w))), "steps[0].reads", "9 ranges", "more than the 8");
    CHECK_ERROR(load(v2(opaque(R"("id": 1, "writes": [)" + nine + "]"))), "steps[0].writes", "more than the 8");
    CHECK_ERROR(load(v2(opaque(R"("id": 1, "writes": [{"buffer": "c"}])"))), "steps[0].writes[0].buffer", "cuda side", "\"shared\"");
    CHECK_ERROR(load(v2(opaque(w))), "steps[0]", "missing 'id'");
    CHECK_ERROR(load(v2(opaque(R"("id": 4294967296, )" + w))), "steps[0].id", "too large");
    CHECK_ERROR(load(v2(opaque(R"("id": 1, "dst": "out", )" + w))), "steps[0].dst", "unknown key", "opaque");
    CHECK_ERROR(load(v2(opaque(R"("id": 1, "writes": [{"buffer": "out", "size": 4}])"))), "steps[0].writes[0].size", "unknown key");
    CHECK_ERROR(load(v2(opaque(R"("id": 1, "writes": [{"buffer": "out", "count": 32}, {"buffer": "out", "offset": 16}])"))),
                "steps[0].writes[1]", "overlaps writes[0]", "must not overlap");
    CHECK_ERROR(load(v2(opaque(R"("id": 1, "reads": [{"buffer": "out", "offset": 1}], "writes": [{"buffer": "out"}])"))),
                "steps[0].reads[0]", "at another offset", "same offset");
    CHECK_ERROR(load(v2(opaque(R"("id": 1, "reads": {"buffer": "in"}, )" + w))), "steps[0].reads", "array of buffer ranges");
    CHECK_ERROR(load(v2(opaque(R"("id": 1, "writes": ["out"])"))), "steps[0].writes[0]", "a buffer range");
}

TEST_CASE("opaque kernel: a @1 file says to declare @2, and the kernel list names opaque") {
    CHECK_ERROR(load(v2(opaque(R"("id": 1, "writes": [{"buffer": "out"}])"), "syncstress/scenario@1")), "steps[0].kernel",
                "syncstress/scenario@2");
    CHECK_ERROR(load(v2(R"({"op": "dispatch", "queue": "q", "kernel": "opaqe", "id": 1, "writes": [{"buffer": "out"}]})")),
                "steps[0].kernel", "\"opaque\"", "did you mean 'opaque'");
    CHECK_ERROR(load(v2(R"({"op": "opaque", "queue": "q", "id": 1, "writes": [{"buffer": "out"}]})")), "steps[0].op", "unknown op");
}

TEST_CASE("model: an opaque kernel's elements are the format's hash of id, range, index and read elements") {
    // in = $iteration + 3i (uploaded), lut = hash32(5, i); out[0..47] and in[8..23] in place from in[8..39] and lut.
    const Scenario s = load_ok(v2(R"({"op": "host_fill", "dst": "in_h", "seq": ["$iteration", 3]},
        {"op": "upload", "queue": "q", "src": "in_h", "dst": "in"},
        {"op": "upload", "queue": "q", "src": "lut_h", "dst": "lut"},)" +
                                  opaque(R"("id": 12, "reads": [{"buffer": "in", "offset": 8, "count": 32}, {"buffer": "lut"}],
            "writes": [{"buffer": "out", "count": 48}, {"buffer": "in", "offset": 8, "count": 16}])") +
                                  R"(, {"op": "download", "queue": "q", "src": "out", "dst": "out_h"},
        {"op": "download", "queue": "q", "src": "in", "dst": "in_h"},
        {"op": "host_wait", "all": true}, {"op": "check", "host": "out_h"}, {"op": "check", "host": "in_h"})"));
    for (uint64_t iterations : {1u, 3u}) {
        const uint32_t it = static_cast<uint32_t>(iterations - 1);
        std::vector<uint32_t> in(32), lut(16);
        for (uint32_t i = 0; i < 32; ++i) in[i] = it + 3 * (8 + i);
        for (uint32_t i = 0; i < 16; ++i) lut[i] = conformance::independent_hash32(5, i);
        const auto out = run_check(s, iterations, 0);
        const auto in_after = run_check(s, iterations, 1);
        for (uint32_t i = 0; i < 64; ++i) {
            CAPTURE(i);
            CHECK(out[i] == (i < 48 ? expected(12, 0, i, {in, lut}) : 0u));  // out past its range: never written
            const bool written = i >= 8 && i < 24;
            CHECK(in_after[i] == (written ? expected(12, 1, i - 8, {in, lut}) : it + 3 * i));  // in place: the old in[i]
        }
    }
}

TEST_CASE("model: an opaque kernel reading nothing depends on its id, range and index alone, and is never 0") {
    const Scenario s = load_ok(v2(opaque(R"("id": 0, "writes": [{"buffer": "out"}, {"buffer": "lut"}])") +
                                  R"(, {"op": "read", "queue": "q", "src": "out", "dst": "out_h"}, {"op": "check", "host": "out_h"})"));
    const auto out = run_check(s, 2);
    for (uint32_t i = 0; i < 64; ++i) {
        CHECK(out[i] == expected(0, 0, i, {}));
        CHECK(out[i] != 0u);
        CHECK(out[i] != expected(0, 1, i, {}));
    }
}
