// A finding of kind contract (a scenario relying on a rule the runtime under test does not promise): written and
// read back, valid under the schema, placed among the kinds, and told what the run showed of it.
#include "core/report/format.h"
#include "core/report/overview.h"
#include "report_fixtures.h"

#include <doctest/doctest.h>

#include <string>
#include <vector>

using namespace syncstress::report;
using namespace syncstress::report::testing;
using nlohmann::json;

namespace {

Finding contract_finding() {
    Finding f;
    f.kind = FindingKind::contract;
    f.warning = true;
    f.message = "steps[4].commands[3] (upload on queue main) relies on the upload reading z_data[0..1023] when it "
                "executes; this runtime may read it at any moment from its submission until it completes, and "
                "steps[4].commands[2] (download on queue main) writes it in that window";
    f.steps = {4, 4};
    f.object = "z_data";
    f.offset = 0;
    f.count = 1024;
    f.fix = "make steps[4].commands[2] happen before steps[4].commands[3] is submitted or after the upload completes";
    f.accesses = {{4, 2, "main", AccessKind::write, false}, {4, 3, "main", AccessKind::read, false}};
    f.hazard = syncstress::Hazard::read_after_write;
    return f;
}

Report report_with(const Finding& f) {
    Report report = sample_report();
    report.results[0].findings = {f};
    finalize(report);
    return report;
}

ScenarioResult ran(uint64_t iterations, std::vector<Finding> mismatches) {
    ScenarioResult r = make_result("luisa-host-roundtrip-in-one-list", "adapter:libss_opencl.so", ResultStatus::pass);
    r.iterations = iterations;
    r.findings = {contract_finding()};
    for (Finding& m : mismatches) r.findings.push_back(std::move(m));
    return r;
}

Finding mismatch_of(const std::string& object, uint64_t iteration) {
    Finding m = stale_mismatch(iteration);
    m.object = object;
    return m;
}

}  // namespace

TEST_CASE("contract: written with a race's fields and read back as itself") {
    const Finding f = contract_finding();
    const auto j = to_json(report_with(f))["results"][0]["findings"][0];
    CHECK(j["kind"] == "contract");
    CHECK(j["warning"] == true);
    CHECK(j["expected"] == false);
    CHECK(j["object"] == "z_data");
    CHECK(j["hazard"] == "read-after-write");
    CHECK(j["accesses"][1] == nlohmann::ordered_json({{"step", 4}, {"command", 3}, {"queue", "main"}, {"access", "read"}}));
    CHECK_FALSE(j.contains("shown"));
    auto back = from_json(json::parse(to_json(report_with(f)).dump()), "contract.json");
    REQUIRE_MESSAGE(back.ok(), back.error().message);
    const Finding& read = back->results[0].findings[0];
    CHECK(read.kind == FindingKind::contract);
    CHECK(read.warning);
    CHECK(read.message == f.message);
    CHECK(read.steps == f.steps);
    CHECK((read.offset == f.offset && read.count == f.count));
    CHECK(read.fix == f.fix);
    CHECK(read.hazard == f.hazard);
    REQUIRE(read.accesses.size() == 2);
    CHECK((read.accesses[0].command == 2u && read.accesses[0].access == AccessKind::write));
}

TEST_CASE("contract: a report holding one validates against the schema") {
    const auto file = temp_dir() / "contract-valid.json";
    REQUIRE(write_json(report_with(contract_finding()), file.string()).ok());
    const std::string output =
        python({"scripts/validate_report.py", std::string(SYNCSTRESS_SOURCE_DIR) + "/docs/report.schema.json", file.string()});
    CHECK_MESSAGE(output.rfind("0\n", 0) == 0, output);
}

TEST_CASE("contract: a warning, listed after deadlock and before timeline, never the failure of a result") {
    CHECK(static_cast<size_t>(FindingKind::contract) == static_cast<size_t>(FindingKind::deadlock) + 1);
    ScenarioResult r = ran(10, {});
    CHECK(first_failure(r) == nullptr);
    const auto lines = finding_lines(r.findings[0], true);
    REQUIRE(lines.size() >= 3);
    CHECK(lines[0].rfind("contract, warning: steps[4].commands[3] (upload on queue main) relies on", 0) == 0);
    CHECK(lines.back().rfind("fix: make steps[4].commands[2]", 0) == 0);

    // The views group findings by kind in the enum's order, the kinds with failing findings first: none fail here.
    auto warning = [](FindingKind kind) {
        Finding f;
        f.kind = kind;
        f.warning = true;
        f.message = std::string("a ") + to_string(kind) + " warning";
        return f;
    };
    Report report;
    report.results = {ran(10, {})};
    report.results[0].findings = {warning(FindingKind::oversync), warning(FindingKind::timeline), contract_finding(),
                                  warning(FindingKind::deadlock)};
    finalize(report);
    const Overview o = make_overview({report});
    std::vector<FindingKind> kinds;
    for (const FindingGroup& g : o.findings) kinds.push_back(g.kind);
    CHECK(kinds == std::vector<FindingKind>{FindingKind::deadlock, FindingKind::contract, FindingKind::timeline, FindingKind::oversync});
}

TEST_CASE("contract: the sentence says whether the run showed wrong data in its host array") {
    ScenarioResult shown = ran(100, {mismatch_of("x_data", 3), mismatch_of("z_data", 7), mismatch_of("z_data", 9)});
    note_contract_shown(shown);
    CHECK(shown.findings[0].message == contract_finding().message + "; the run showed wrong data in z_data (first in iteration 7)");

    ScenarioResult elsewhere = ran(100, {mismatch_of("x_data", 3), mismatch_of("out", 4), mismatch_of("x_data", 5)});
    note_contract_shown(elsewhere);
    CHECK(elsewhere.findings[0].message == contract_finding().message + "; the run showed no wrong data in z_data, but in x_data, out");

    ScenarioResult clean = ran(1, {});
    note_contract_shown(clean);
    CHECK(clean.findings[0].message == contract_finding().message + "; the run showed no wrong data in z_data in 1 iteration");

    ScenarioResult not_run = ran(0, {});
    note_contract_shown(not_run);
    CHECK(not_run.findings[0].message == contract_finding().message);
    // Other kinds keep their words.
    CHECK(shown.findings[1].message == stale_mismatch(3).message);
}
