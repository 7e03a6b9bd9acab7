#include "core/analysis/analysis.h"
#include "core/model/expect_check.h"
#include "core/model/model.h"
#include "core/scenario/loader.h"

#include <doctest/doctest.h>

#include <set>
#include <string>

using namespace syncstress::analysis;
using namespace syncstress::scenario;
using namespace syncstress::model;

namespace {

std::string errors_of(const LoadResult& r) {
    std::string out;
    for (const auto& e : r.errors) out += e.to_string() + "\n";
    return out;
}

// What the pattern scenarios use, as words, so that a missing feature is named by the test.
struct Coverage {
    std::set<std::string> seen;

    void iter(const IterValue& v) {
        if (v.iteration) seen.insert("$iteration");
    }
    void pattern(const Pattern& p) {
        iter(p.a);
        iter(p.b);
        seen.insert(std::string("pattern ") + (p.kind == Pattern::Kind::fill ? "fill" : p.kind == Pattern::Kind::seq ? "seq" : "hash"));
    }
    void whole_or_part(const Range& r, uint64_t elements) {
        seen.insert(r.offset == 0 && r.count == elements ? "range default" : "range offset/count");
    }
    void transfer(uint64_t src_offset, uint64_t dst_offset) {
        seen.insert(src_offset != dst_offset ? "range src_offset/dst_offset" : src_offset ? "range offset for both" : "range from 0");
    }

    void add(const Scenario& s) {
        for (const Queue& q : s.queues) seen.insert(std::string("queue side ") + to_string(q.side));
        for (const Buffer& b : s.buffers) seen.insert(std::string("memory ") + to_string(b.memory));
        for (const Buffer& b : s.buffers)
            if (b.memory != Memory::shared && b.side == Side::cuda) seen.insert("cuda-side buffer");
        for (const HostArray& h : s.host_arrays) pattern(h.init);
        for (const Semaphore& sem : s.semaphores)
            if (sem.initial != 0) seen.insert("semaphore initial");
        for (const Step& step : s.steps) {
            seen.insert(std::string("op ") + op_name(step));
            if (const auto* submit = std::get_if<Submit>(&step)) {
                if (submit->commands.size() > 1) seen.insert("op submit");
                for (const Command& c : submit->commands) command(s, c);
            } else if (const auto* f = std::get_if<HostFill>(&step)) {
                pattern(f->pattern);
                whole_or_part(f->range, s.host_arrays[f->dst_host].elements);
            } else if (const auto* c = std::get_if<Check>(&step)) {
                if (c->expect) pattern(*c->expect);
                whole_or_part(c->range, s.host_arrays[c->host].elements);
            } else if (const auto* w = std::get_if<Write>(&step)) {
                transfer(w->src_offset, w->dst_offset);
            } else if (const auto* r = std::get_if<Read>(&step)) {
                transfer(r->src_offset, r->dst_offset);
            } else if (const auto* h = std::get_if<HostWait>(&step)) {
                seen.insert(std::string("host_wait ") + (h->kind == HostWait::Kind::all     ? "all"
                                                         : h->kind == HostWait::Kind::queue ? "queue"
                                                                                            : "semaphore"));
            }
        }
    }
    void command(const Scenario& s, const Command& c) {
        seen.insert(std::string("op ") + op_name(c));
        if (const auto* f = std::get_if<Fill>(&c)) {
            iter(f->value);
            whole_or_part(f->range, s.buffers[f->dst].elements);
        } else if (const auto* d = std::get_if<Dispatch>(&c)) {
            seen.insert(std::string("kernel ") + to_string(d->kernel));
            iter(d->p0);
            iter(d->p1);
            whole_or_part(d->range, s.buffers[d->dst].elements);
        } else if (const auto* cp = std::get_if<Copy>(&c)) {
            transfer(cp->src_offset, cp->dst_offset);
        } else if (const auto* u = std::get_if<Upload>(&c)) {
            transfer(u->src_offset, u->dst_offset);
        } else if (const auto* dl = std::get_if<Download>(&c)) {
            transfer(dl->src_offset, dl->dst_offset);
        }
    }
};

}  // namespace

TEST_CASE("every scenario shipped under scenarios/ loads without error") {
    const auto files = find_scenario_files({SYNCSTRESS_SOURCE_DIR "/scenarios"});
    REQUIRE(files.ok());
    REQUIRE_FALSE(files->empty());
    std::set<std::string> names;
    for (const std::string& file : *files) {
        LoadResult r = load_scenario_file(file);
        check_expectations(r);
        INFO(file << "\n" << errors_of(r));
        CHECK(r.errors.empty());
        if (r.scenario) {
            INFO("scenario names must be unique within a run");
            CHECK(names.insert(r.scenario->name).second);
        }
    }
}

TEST_CASE("pattern scenarios pass under the model and together use the whole format") {
    const auto files = find_scenario_files({SYNCSTRESS_SOURCE_DIR "/scenarios/patterns"});
    REQUIRE(files.ok());
    REQUIRE(files->size() >= 4);
    Coverage coverage;
    for (const std::string& file : *files) {
        LoadResult r = load_scenario_file(file);
        check_expectations(r);
        INFO(file << "\n" << errors_of(r));
        REQUIRE(r.scenario.has_value());
        const Scenario& s = *r.scenario;
        CHECK(s.expect == Expect::pass);
        // Patterns are examples to copy: not even a warning (an unneeded wait) is allowed.
        for (const Finding& f : analyze(s).findings) {
            INFO(to_string(f.kind) << ": " << f.message);
            CHECK(false);
        }
        Model model(s);
        CHECK(model.check_count() > 0);
        for (uint64_t it = 0; it < 3; ++it) {
            const auto deadlock = model.run_iteration(it);
            INFO((deadlock ? deadlock->cycle : std::string()));
            CHECK_FALSE(deadlock.has_value());
        }
        coverage.add(s);
    }
    std::string missing;
    for (const char* word : {"op fill",
                             "op copy",
                             "op upload",
                             "op download",
                             "op dispatch",
                             "op delay",
                             "op signal",
                             "op wait",
                             "op submit",
                             "op host_fill",
                             "op write",
                             "op read",
                             "op sync",
                             "op host_signal",
                             "host_wait all",
                             "host_wait queue",
                             "host_wait semaphore",
                             "op sleep",
                             "op check",
                             "kernel seq",
                             "kernel hash",
                             "kernel add",
                             "kernel scale",
                             "kernel inc",
                             "kernel copy",
                             "range default",
                             "range offset/count",
                             "range src_offset/dst_offset",
                             "range offset for both",
                             "queue side device",
                             "queue side cuda",
                             "memory device",
                             "memory host_visible",
                             "memory shared",
                             "cuda-side buffer",
                             "semaphore initial",
                             "$iteration",
                             "pattern fill",
                             "pattern seq",
                             "pattern hash"})
        if (!coverage.seen.count(word)) missing += std::string(missing.empty() ? "" : ", ") + word;
    INFO("not used by any pattern scenario: " << missing);
    CHECK(missing.empty());
}
