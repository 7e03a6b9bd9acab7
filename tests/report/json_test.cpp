#include "core/report/file_output.h"
#include "core/report/report.h"
#include "report_fixtures.h"
#include "tests/common/skip.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <memory>
#include <thread>

using namespace syncstress::report;
using namespace syncstress::report::testing;
using nlohmann::json;

namespace {

std::vector<std::string> keys(const nlohmann::ordered_json& object) {
    std::vector<std::string> names;
    for (const auto& [key, value] : object.items()) names.push_back(key);
    return names;
}

// Reads back a report written by to_json, as `merge` reads a file.
syncstress::Result<Report> reread(const Report& report) { return from_json(json::parse(to_json(report).dump()), "shard-1.json"); }

std::string error_of(const json& document) {
    auto result = from_json(document, "bad.json");
    return result.ok() ? std::string("(accepted)") : result.error().message;
}

std::string validate(const std::vector<std::filesystem::path>& reports, const std::string&) {
    std::vector<std::string> args = {"scripts/validate_report.py", std::string(SYNCSTRESS_SOURCE_DIR) + "/docs/report.schema.json"};
    for (const auto& report : reports) args.push_back(report.string());
    return python(args);
}

// Makes a symbolic link, or says the test is skipped: Windows grants the right to make one only to some users,
// and Wine makes none.
bool symlink_made(const std::filesystem::path& target, const std::filesystem::path& link) {
    std::error_code ec;
    std::filesystem::create_symlink(target, link, ec);
    if (ec) syncstress::testing::skip(nullptr, "no symbolic link can be made here: " + ec.message());
    return !ec;
}

}  // namespace

TEST_CASE("to_json writes exactly the names dashboards key on") {
    auto j = to_json(sample_report());
    CHECK(keys(j) == std::vector<std::string>{"format", "tool", "run_id", "started_at", "finished_at", "duration_s", "complete", "labels",
                                              "ci", "host", "hosts", "options", "results", "not_run", "summary"});
    CHECK(j["format"] == "syncstress/report@2");
    CHECK(j["tool"] == nlohmann::ordered_json({{"name", "syncstress"}, {"version", "0.1.0"}}));
    CHECK(keys(j["host"]) == std::vector<std::string>{"os", "cpu", "hostname", "cores", "backends"});
    CHECK(keys(j["host"]["backends"][0]) == std::vector<std::string>{"name", "available", "reason", "device", "driver", "api_version"});
    CHECK(keys(j["results"][0]) == std::vector<std::string>{"scenario", "file", "backend", "status", "reason", "expect", "iterations",
                                                            "failures", "hangs", "failure_rate", "failure_rate_ci95", "findings",
                                                            "findings_dropped", "timing", "duration_s", "repro", "host"});
    CHECK(j["results"][0]["reason"].is_null());
    CHECK(j["results"][4]["reason"] == "no CUDA driver (libcuda.so.1 not found)");
    CHECK(keys(j["results"][0]["timing"]["iteration_us"]) == std::vector<std::string>{"p50", "p90", "p99", "max", "count"});
    CHECK(keys(j["results"][0]["timing"]["ops"]) == std::vector<std::string>{"host_wait", "read"});
    CHECK(keys(j["summary"]) == std::vector<std::string>{"results", "pass", "fail", "hang", "skip", "error", "expected", "iterations",
                                                         "failures", "hangs", "duration_s", "jobs_duration_s", "exit_code", "interrupted"});
}

TEST_CASE("to_json writes a finding's optional fields only when set") {
    auto j = to_json(sample_report());
    const auto& race = j["results"][3]["findings"][0];
    CHECK(keys(race) == std::vector<std::string>{"kind", "expected", "warning", "message", "steps", "object", "offset", "count", "fix",
                                                 "accesses", "shown"});
    CHECK(race["offset"] == 256);
    const auto& mismatch = j["results"][1]["findings"][0];
    CHECK(keys(mismatch) == std::vector<std::string>{"kind", "expected", "warning", "message", "iteration", "steps", "object", "offset",
                                                     "count", "classification", "first_index", "wrong", "checked", "samples", "repro"});
    CHECK(mismatch["offset"] == 0);  // zero is a value that was set, not an absent one
    CHECK(mismatch["samples"][1] == nlohmann::ordered_json({{"index", 4}, {"expected", 124}, {"actual", 123}}));
    const auto& stuck = j["results"][2]["findings"][1];
    CHECK(stuck["recovered"] == true);
    CHECK(stuck["state"].size() == 2);
    CHECK(keys(j["results"][3]["findings"][2]) == std::vector<std::string>{"kind", "expected", "warning", "message"});
}

TEST_CASE("from_json reads back what to_json writes") {
    Report original = sample_report();
    auto back = reread(original);
    REQUIRE_MESSAGE(back.ok(), back.error().message);
    // Compared as unordered JSON: a parsed report's options come back in key order, not in the order written.
    CHECK(json(to_json(*back)) == json(to_json(original)));
    CHECK(back->source == "shard-1.json");
    CHECK(back->results[0].reason == std::nullopt);
    CHECK(back->results[4].reason == original.results[4].reason);
    std::vector<ResultStatus> statuses;
    for (const ScenarioResult& r : back->results) statuses.push_back(r.status);
    CHECK(statuses == std::vector<ResultStatus>{ResultStatus::pass, ResultStatus::fail, ResultStatus::hang, ResultStatus::expected,
                                                ResultStatus::skip, ResultStatus::error});
    const Finding& mismatch = back->results[1].findings[0];
    CHECK(mismatch.kind == FindingKind::mismatch);
    CHECK(mismatch.classification == syncstress::MismatchKind::stale);
    CHECK(back->results[2].findings[1].kind == FindingKind::hang);
    CHECK(back->results[2].findings[1].classification == std::nullopt);  // not a mismatch: none written, none read
    CHECK(mismatch.iteration == 17);
    CHECK(mismatch.offset == 0);
    CHECK(mismatch.samples.size() == 4);
    CHECK(mismatch.samples[3].actual == 125);
    CHECK(back->results[3].findings[0].iteration == std::nullopt);
    CHECK(back->results[2].findings[1].recovered);
    CHECK(back->results[0].timing.ops.at("read").p50 == 7.5);
    CHECK(back->summary.exit_code == 3);
    // The error kind is written and comes back as it was, not from the reason's words.
    const auto written = to_json(original);
    CHECK(written["results"][5]["error"] == "backend_unavailable");
    CHECK_FALSE(written["results"][1].contains("error"));
    CHECK(back->results[5].error == syncstress::ErrorKind::backend_unavailable);
    CHECK(back->results[1].error == std::nullopt);
    CHECK(back->options["iterations"] == 1000);
    const Finding& race = back->results[3].findings[0];
    REQUIRE(race.shown);
    CHECK(race.shown->iterations == 37);
    CHECK(race.shown->first == 4);
    REQUIRE(race.accesses.size() == 2);
    CHECK(race.accesses[0].command == 0);
    CHECK(race.accesses[1].queue == "torch");
    CHECK(race.accesses[1].next_iteration);
    const Finding& unseen = back->results[3].findings[1];
    CHECK_FALSE(unseen.shown);
    CHECK(unseen.not_shown == "not seen in 100 iterations");
}

TEST_CASE("to_json: a race looked for and not shown says \"shown\": null and why, one not looked for has no \"shown\"") {
    const auto doc = to_json(sample_report());
    const auto& findings = doc["results"][3]["findings"];
    CHECK(findings[0]["shown"] == nlohmann::ordered_json({{"iterations", 37}, {"first", 4}}));
    CHECK(findings[1]["shown"].is_null());
    CHECK(findings[1]["not_shown"] == "not seen in 100 iterations");
    CHECK_FALSE(findings[2].contains("shown"));
}

TEST_CASE("from_json rejects a wrong format with the file and path") {
    json j = json::parse(to_json(sample_report()).dump());
    j["format"] = "syncstress/report@3";
    std::string message = error_of(j);
    CHECK(message.find("bad.json") != std::string::npos);
    CHECK(message.find("format") != std::string::npos);
    CHECK(message.find("syncstress/report@3") != std::string::npos);
}

TEST_CASE("from_json rejects wrong types, naming the JSON path") {
    json good = json::parse(to_json(sample_report()).dump());
    REQUIRE(error_of(good) == "(accepted)");
    struct Case {
        json::json_pointer pointer;
        json value;
        std::string path;
    };
    std::vector<Case> cases = {
        {"/results/1/iterations"_json_pointer, "300", "results[1].iterations"},
        {"/results/1/iterations"_json_pointer, -3, "results[1].iterations"},
        {"/results/1/failure_rate"_json_pointer, "high", "results[1].failure_rate"},
        {"/results/1/findings/0/samples/2/actual"_json_pointer, 1.5, "results[1].findings[0].samples[2].actual"},
        {"/results/1/findings/0/samples/2/actual"_json_pointer, 1ull << 33, "results[1].findings[0].samples[2].actual"},
        {"/results/2/findings/1/state/0"_json_pointer, 7, "results[2].findings[1].state[0]"},
        {"/results/0/reason"_json_pointer, false, "results[0].reason"},
        {"/results/0/status"_json_pointer, "flaky", "results[0].status"},
        {"/results/0/findings"_json_pointer, json::object(), "results[0].findings"},
        {"/results/0/timing/ops/read/p99"_json_pointer, nullptr, "results[0].timing.ops.read.p99"},
        {"/results/0/failure_rate_ci95"_json_pointer, json::array({0}), "results[0].failure_rate_ci95"},
        {"/host/backends/1/available"_json_pointer, "yes", "host.backends[1].available"},
        {"/summary/exit_code"_json_pointer, "1", "summary.exit_code"},
        {"/summary"_json_pointer, json::array(), "summary"},
        {"/options"_json_pointer, 3, "options"},
    };
    for (const Case& c : cases) {
        json bad = good;
        bad[c.pointer] = c.value;
        std::string message = error_of(bad);
        INFO(c.path, " -> ", message);
        CHECK(message.rfind("bad.json: " + c.path + ": ", 0) == 0);
    }
}

TEST_CASE("from_json refuses a status, finding kind or classification it does not know, listing the names there are") {
    json good = json::parse(to_json(sample_report()).dump());
    struct Case {
        json::json_pointer pointer;
        json value;
        std::string message;
    };
    const std::vector<Case> cases = {
        {"/results/0/status"_json_pointer, "flaky",
         "bad.json: results[0].status: expected one of pass, fail, hang, skip, error, expected, got \"flaky\""},
        {"/results/0/status"_json_pointer, "PASS",
         "bad.json: results[0].status: expected one of pass, fail, hang, skip, error, expected, got \"PASS\""},
        {"/results/1/findings/0/kind"_json_pointer, "oops",
         "bad.json: results[1].findings[0].kind: expected one of mismatch, hang, race, deadlock, contract, validation, "
         "timeline, oversync, error, got \"oops\""},
        {"/results/1/findings/0/classification"_json_pointer, "",
         "bad.json: results[1].findings[0].classification: expected one of zeros, stale, initial, torn, other, got \"\""},
        {"/results/1/findings/0/classification"_json_pointer, 2,
         "bad.json: results[1].findings[0].classification: expected a string, got number"},
        {"/results/2/findings/0/kind"_json_pointer, nullptr, "bad.json: results[2].findings[0].kind: expected a string, got null"},
        {"/results/5/error"_json_pointer, "lost",
         "bad.json: results[5].error: expected one of bad_input, io, backend_unavailable, backend_failed, device_lost, "
         "internal, got \"lost\""},
        {"/results/0/error"_json_pointer, "internal", "bad.json: results[0].error: is set, but the status is pass, not error"},
    };
    for (const Case& c : cases) {
        json bad = good;
        bad[c.pointer] = c.value;
        CHECK(error_of(bad) == c.message);
    }
}

TEST_CASE("a report that cannot be read is bad input (exit 2), one that cannot be opened an I/O error") {
    json bad = json::parse(to_json(sample_report()).dump());
    bad["format"] = 7;
    auto read = from_json(bad, "bad.json");
    REQUIRE_FALSE(read.ok());
    CHECK(read.error().kind == syncstress::ErrorKind::bad_input);
    CHECK(exit_code(read.error()) == k_exit_usage);
    auto missing = read_json_report("no-such-report.json");
    REQUIRE_FALSE(missing.ok());
    CHECK(missing.error().kind == syncstress::ErrorKind::io);
}

TEST_CASE("a result's error kind of a report written before it was said is read from its reason") {
    json old = json::parse(to_json(sample_report()).dump());
    old["results"][5].erase("error");
    old["results"][4]["status"] = "error";  // "no CUDA driver ...": not the backend's words
    old["results"][4]["reason"] = "the worker crashed";
    auto back = from_json(old, "old.json");
    REQUIRE_MESSAGE(back.ok(), back.error().message);
    CHECK(back->results[5].error == syncstress::ErrorKind::backend_failed);
    CHECK(back->results[4].error == syncstress::ErrorKind::internal);
}

TEST_CASE("every status, finding kind and classification is written by its name and read back as itself") {
    for (const char* name : k_statuses) {
        Report report = sample_report();
        report.results[0].status = syncstress::parse_name<ResultStatus>(name).value();
        finalize(report);
        const auto j = to_json(report);
        CHECK(j["results"][0]["status"] == name);
        auto back = reread(report);
        REQUIRE_MESSAGE(back.ok(), back.error().message);
        CHECK(back->results[0].status == report.results[0].status);
    }
    for (const char* name : k_finding_kinds) {
        Report report = sample_report();
        report.results[1].findings[0].kind = syncstress::parse_name<FindingKind>(name).value();
        CHECK(to_json(report)["results"][1]["findings"][0]["kind"] == name);
        auto back = reread(report);
        REQUIRE_MESSAGE(back.ok(), back.error().message);
        CHECK(back->results[1].findings[0].kind == report.results[1].findings[0].kind);
    }
    for (const char* name : syncstress::k_mismatch_kinds) {
        Report report = sample_report();
        report.results[1].findings[0].classification = syncstress::parse_name<syncstress::MismatchKind>(name).value();
        CHECK(to_json(report)["results"][1]["findings"][0]["classification"] == name);
        auto back = reread(report);
        REQUIRE_MESSAGE(back.ok(), back.error().message);
        CHECK(back->results[1].findings[0].classification == report.results[1].findings[0].classification);
    }
    for (const char* name : syncstress::k_expects) {
        Report report = sample_report();
        report.results[1].expect = syncstress::parse_name<syncstress::Expect>(name).value();
        CHECK(to_json(report)["results"][1]["expect"] == name);
        auto back = reread(report);
        REQUIRE_MESSAGE(back.ok(), back.error().message);
        CHECK(back->results[1].expect == report.results[1].expect);
    }
    for (const char* name : syncstress::k_hazards) {
        Report report = sample_report();
        report.results[1].findings[0].hazard = syncstress::parse_name<syncstress::Hazard>(name).value();
        report.results[1].findings[0].accesses = {{1, 0, "q", AccessKind::write, false}, {2, std::nullopt, "", AccessKind::read, true}};
        CHECK(to_json(report)["results"][1]["findings"][0]["hazard"] == name);
        CHECK(to_json(report)["results"][1]["findings"][0]["accesses"][1]["access"] == "read");
        auto back = reread(report);
        REQUIRE_MESSAGE(back.ok(), back.error().message);
        CHECK(back->results[1].findings[0].hazard == report.results[1].findings[0].hazard);
        REQUIRE(back->results[1].findings[0].accesses.size() == 2);
        CHECK(back->results[1].findings[0].accesses[0].access == AccessKind::write);
        CHECK(back->results[1].findings[0].accesses[1].access == AccessKind::read);
    }
}

TEST_CASE("a finding's certainty and order are written and read back, and a finding without them reads as before") {
    Report report = sample_report();
    Finding& f = report.results[1].findings[0];
    f.kind = FindingKind::deadlock;
    f.certain = false;
    f.order = Order{SyncSite{2, 0, "torch", 2, false}, SyncSite{0, 2, "device", 1, false}, SyncSite{3, std::nullopt, "", 3, true}};
    const auto written = to_json(report)["results"][1]["findings"][0];
    CHECK(written["certain"] == false);
    CHECK(written["order"]["early"] == nlohmann::ordered_json::parse(R"({"step": 2, "command": 0, "queue": "torch", "value": 2})"));
    CHECK(written["order"]["late"] == nlohmann::ordered_json::parse(R"({"step": 0, "command": 2, "queue": "device", "value": 1})"));
    CHECK(written["order"]["waiter"] == nlohmann::ordered_json::parse(R"({"step": 3, "value": 3, "next_iteration": true})"));
    auto back = reread(report);
    REQUIRE_MESSAGE(back.ok(), back.error().message);
    CHECK(back->results[1].findings[0].certain == false);
    CHECK(back->results[1].findings[0].order == f.order);

    f.certain = true;
    f.order.reset();
    CHECK(to_json(report)["results"][1]["findings"][0]["certain"] == true);
    CHECK_FALSE(to_json(report)["results"][1]["findings"][0].contains("order"));

    Report before = sample_report();  // a report written before findings said it
    CHECK_FALSE(to_json(before)["results"][1]["findings"][0].contains("certain"));
    auto old = reread(before);
    REQUIRE_MESSAGE(old.ok(), old.error().message);
    CHECK_FALSE(old->results[1].findings[0].certain);
    CHECK_FALSE(old->results[1].findings[0].order);
}

TEST_CASE("call sites of a finding's accesses and order are written, read back and valid, and a report without them reads as before") {
    Report report = sample_report();
    Finding& race = report.results[3].findings[0];
    race.accesses[0].call_site = syncstress::CallSite{"vkCmdFillBuffer", 412, "main", "src/app.cpp", 88};
    race.accesses[1].call_site = syncstress::CallSite{"cudaMemcpyAsync", std::nullopt, "", "", std::nullopt};
    Finding& deadlock = report.results[1].findings[0];
    deadlock.kind = FindingKind::deadlock;
    deadlock.order = Order{std::nullopt, SyncSite{0, 2, "device", 1, false, syncstress::CallSite{"vkQueueSubmit", 7, "", "", 3}},
                           SyncSite{3, std::nullopt, "", 3, true}};
    const auto written = to_json(report)["results"];
    CHECK(
        written[3]["findings"][0]["accesses"][0]["call_site"] ==
        nlohmann::ordered_json::parse(R"({"call": "vkCmdFillBuffer", "index": 412, "thread": "main", "file": "src/app.cpp", "line": 88})"));
    CHECK(written[3]["findings"][0]["accesses"][1]["call_site"] == nlohmann::ordered_json::parse(R"({"call": "cudaMemcpyAsync"})"));
    CHECK(written[1]["findings"][0]["order"]["late"]["call_site"] ==
          nlohmann::ordered_json::parse(R"({"call": "vkQueueSubmit", "index": 7, "line": 3})"));
    CHECK_FALSE(written[1]["findings"][0]["order"]["waiter"].contains("call_site"));

    auto back = reread(report);
    REQUIRE_MESSAGE(back.ok(), back.error().message);
    CHECK(back->results[3].findings[0].accesses[0].call_site == race.accesses[0].call_site);
    CHECK(back->results[3].findings[0].accesses[1].call_site == race.accesses[1].call_site);
    CHECK(back->results[1].findings[0].order == deadlock.order);
    const auto file = temp_dir() / "call-sites.json";
    REQUIRE(write_json(report, file.string()).ok());
    const std::string output = validate({file}, "call-sites.log");
    CHECK_MESSAGE(output.rfind("0\n", 0) == 0, output);

    auto old = reread(sample_report());  // written before call sites: none read
    REQUIRE_MESSAGE(old.ok(), old.error().message);
    CHECK_FALSE(old->results[3].findings[0].accesses[0].call_site);
}

TEST_CASE("from_json refuses a call site the scenario format would not take, naming the path") {
    Report report = sample_report();
    report.results[3].findings[0].accesses[0].call_site = syncstress::CallSite{"vkCmdFillBuffer", std::nullopt, "", "", 88};
    json good = json::parse(to_json(report).dump());
    const std::string at = "bad.json: results[3].findings[0].accesses[0].call_site";
    json no_call = good, empty_call = good, line_zero = good, unknown = good, wrong_type = good;
    no_call["results"][3]["findings"][0]["accesses"][0]["call_site"].erase("call");
    empty_call["results"][3]["findings"][0]["accesses"][0]["call_site"]["call"] = "";
    line_zero["results"][3]["findings"][0]["accesses"][0]["call_site"]["line"] = 0u;  // as a parsed file holds it: unsigned
    unknown["results"][3]["findings"][0]["accesses"][0]["call_site"]["column"] = 4;
    wrong_type["results"][3]["findings"][0]["accesses"][0]["call_site"]["index"] = "412";
    CHECK(error_of(good) == "(accepted)");
    CHECK(error_of(no_call) == at + ": missing \"call\"");
    CHECK(error_of(empty_call) == at + ".call: expected the API call's name, got an empty string");
    CHECK(error_of(line_zero) == at + ".line: expected a line number from 1, got 0");
    CHECK(error_of(unknown).find(at + ".column: unknown key") == 0);
    CHECK(error_of(wrong_type) == at + ".index: expected a non-negative integer, got string");
}

TEST_CASE("the names of statuses, finding kinds, classifications, expects, hazards and accesses are the schema's, in its order") {
    const json schema = json::parse(read_text(std::filesystem::path(SYNCSTRESS_SOURCE_DIR) / "docs" / "report.schema.json"));
    auto names = [](const auto& list) { return json(std::vector<std::string>(std::begin(list), std::end(list))); };
    CHECK(schema["$defs"]["result"]["properties"]["status"]["enum"] == names(k_statuses));
    CHECK(schema["$defs"]["finding"]["properties"]["kind"]["enum"] == names(k_finding_kinds));
    CHECK(schema["$defs"]["finding"]["properties"]["classification"]["enum"] == names(syncstress::k_mismatch_kinds));
    CHECK(schema["$defs"]["result"]["properties"]["expect"]["enum"] == names(syncstress::k_expects));
    CHECK(schema["$defs"]["finding"]["properties"]["hazard"]["enum"] == names(syncstress::k_hazards));
    CHECK(schema["$defs"]["access"]["properties"]["access"]["enum"] == names(k_access_kinds));
}

TEST_CASE("from_json names a missing member, and survives any document") {
    json j = json::parse(to_json(sample_report()).dump());
    j["results"][2].erase("hangs");
    CHECK(error_of(j) == "bad.json: results[2]: missing \"hangs\"");
    CHECK(error_of(json::array()) == "bad.json: (top level): expected an object, got array");
    CHECK(error_of(json("text")).find("bad.json") == 0);
    CHECK(error_of(json::object()).find("missing \"format\"") != std::string::npos);
}

TEST_CASE("every produced report validates against the schema") {
    Report full = sample_report();
    Report empty;
    start(empty);
    finalize(empty);
    Report merged = merge({full, full}).value();
    Report interrupted = sample_report();
    interrupted.results.resize(1);
    interrupted.summary.interrupted = true;
    interrupted.options = {{"command", "run"}, {"duration_s", 2.0}, {"perturb", {{"delay_s", 0.001}, {"jitter_s", 0.0002}}}};
    finalize(interrupted);
    std::vector<std::filesystem::path> files;
    int i = 0;
    for (const Report* report : {&full, &empty, &merged, &interrupted}) {
        files.push_back(temp_dir() / ("valid-" + std::to_string(i++) + ".json"));
        REQUIRE(write_json(*report, files.back().string()).ok());
    }
    std::string output = validate(files, "valid.log");
    CHECK_MESSAGE(output.rfind("0\n", 0) == 0, output);
}

TEST_CASE("the schema rejects invalid reports, naming the path") {
    json good = json::parse(to_json(sample_report()).dump());
    json bad_status = good, extra_key = good, missing = good, bad_kind = good, bad_ci = good, old_names = good, string_duration = good,
         no_call = good;
    bad_status["results"][1]["status"] = "flaky";
    extra_key["results"][0]["colour"] = "green";
    missing.erase("summary");
    bad_kind["results"][1]["findings"][0]["kind"] = "oops";
    bad_ci["results"][1]["failure_rate_ci95"] = json::array({0.1, 1.5});
    old_names["options"]["hang_timeout"] = "2s";  // the vocabulary before @2 settled: durations are *_s numbers
    string_duration["options"]["hang_timeout_s"] = "2s";
    no_call["results"][3]["findings"][0]["accesses"][0]["call_site"] = {{"file", "src/app.cpp"}};
    auto dir = temp_dir();
    std::vector<std::pair<json*, std::string>> cases = {{&bad_status, "$.results[1].status"},
                                                        {&extra_key, "$.results[0]"},
                                                        {&missing, "$:"},
                                                        {&bad_kind, "$.results[1].findings[0].kind"},
                                                        {&bad_ci, "$.results[1].failure_rate_ci95[1]"},
                                                        {&old_names, "$.options"},
                                                        {&string_duration, "$.options.hang_timeout_s"},
                                                        {&no_call, "$.results[3].findings[0].accesses[0].call_site"}};
    for (auto& [document, path] : cases) {
        auto file = dir / "invalid.json";
        write_text(file, document->dump());
        std::string output = validate({file}, "invalid.log");
        INFO(output);
        CHECK(output.rfind("1\n", 0) == 0);
        CHECK(output.find("invalid.json: " + path) != std::string::npos);
    }
    // One valid and one invalid: the run fails.
    auto valid = dir / "one-valid.json";
    write_text(valid, good.dump());
    CHECK(validate({valid, dir / "invalid.json"}, "mixed.log").rfind("1\n", 0) == 0);
    CHECK(validate({valid}, "good.log").rfind("0\n", 0) == 0);
}

namespace {

std::vector<std::string> names_in(const std::filesystem::path& folder) {
    std::vector<std::string> names;
    for (const auto& entry : std::filesystem::directory_iterator(folder)) names.push_back(entry.path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
}

}  // namespace

TEST_CASE("write_atomically writes, replaces, and leaves no temporary file") {
    auto folder = temp_dir() / "atomic";
    std::filesystem::create_directories(folder);
    auto path = folder / "atomic.json";
    REQUIRE(write_atomically(path.string(), "first").ok());
    CHECK(read_text(path) == "first");
    REQUIRE(write_atomically(path.string(), "second, longer").ok());
    CHECK(read_text(path) == "second, longer");
    CHECK(names_in(folder) == std::vector<std::string>{"atomic.json"});

    auto nowhere = temp_dir() / "no-such-folder" / "report.json";
    auto status = write_atomically(nowhere.string(), "x");
    REQUIRE_FALSE(status.ok());
    CHECK(status.error().message.find(nowhere.string()) != std::string::npos);

    auto over = folder / "a-folder";  // rename over a folder fails after the temporary file was written
    std::filesystem::create_directories(over / "inside");
    auto replaced = write_atomically(over.string(), "x");
    REQUIRE_FALSE(replaced.ok());
    CHECK(replaced.error().message.find(over.string()) != std::string::npos);
    CHECK(names_in(folder) == std::vector<std::string>{"a-folder", "atomic.json"});
}

TEST_CASE("write_atomically replaces a report another reader holds open, as a -j run's parent reads its workers'") {
    auto folder = temp_dir() / "held";
    std::filesystem::create_directories(folder);
    auto path = folder / "r.json";
    REQUIRE(write_atomically(path.string(), "first").ok());
    // Windows: the C++ runtime opens without FILE_SHARE_DELETE, so the rename waits for the reader to close.
    auto reader = std::make_unique<std::ifstream>(path, std::ios::binary);
    REQUIRE(reader->is_open());
    std::thread closer([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        reader.reset();
    });
    const auto written = write_atomically(path.string(), "second");
    closer.join();
    INFO((written.ok() ? std::string() : written.error().message));
    CHECK(written.ok());
    CHECK(read_text(path) == "second");
    CHECK(names_in(folder) == std::vector<std::string>{"r.json"});
}

TEST_CASE("write_atomically: temporary names are random, and a symlink planted beside the target is not followed") {
    auto folder = temp_dir() / "planted";
    std::filesystem::create_directories(folder);
    auto victim = temp_dir() / "victim.txt";
    write_text(victim, "untouched");
    auto path = folder / "r.json";
    // The names a predictable writer would use, each a symlink to the victim.
    for (const char* name : {"r.json.tmp", ".r.json.tmp", "r.json~"})
        if (!symlink_made(victim, folder / name)) return;
    for (int i = 0; i < 20; ++i) REQUIRE(write_atomically(path.string(), "report " + std::to_string(i)).ok());
    CHECK(read_text(path) == "report 19");
    CHECK(read_text(victim) == "untouched");
    for (const char* name : {"r.json.tmp", ".r.json.tmp", "r.json~"}) CHECK(std::filesystem::is_symlink(folder / name));
    CHECK(names_in(folder).size() == 4);
    CHECK(random_hex(16).size() == 16);
    CHECK(random_hex(16) != random_hex(16));
}

TEST_CASE("write_atomically: a symlink at the target is replaced by the report, its target left alone") {
    auto folder = temp_dir() / "linked";
    std::filesystem::create_directories(folder);
    auto victim = temp_dir() / "linked-victim.txt";
    write_text(victim, "untouched");
    if (!symlink_made(victim, folder / "r.json")) return;
    REQUIRE(write_atomically((folder / "r.json").string(), "report").ok());
    CHECK_FALSE(std::filesystem::is_symlink(folder / "r.json"));
    CHECK(read_text(folder / "r.json") == "report");
    CHECK(read_text(victim) == "untouched");
    CHECK_FALSE(is_special_file((folder / "r.json").string()));
    CHECK_FALSE(is_special_file((folder / "missing.json").string()));
    CHECK_FALSE(is_special_file(folder.string()));
}

TEST_CASE("check_writable: a folder that exists and can be written, nothing left behind, else the reason") {
    auto folder = temp_dir() / "writable";
    std::filesystem::create_directories(folder);
    CHECK(check_writable((folder / "r.json").string()).ok());
    CHECK(names_in(folder).empty());
    write_text(folder / "plain", "x");
    auto under_file = check_writable((folder / "plain" / "r.json").string());
    REQUIRE_FALSE(under_file.ok());
    CHECK(under_file.error().message.find((folder / "plain" / "r.json").string()) != std::string::npos);
    auto is_folder = check_writable(folder.string());
    REQUIRE_FALSE(is_folder.ok());
    CHECK(is_folder.error().message.find("folder") != std::string::npos);
    CHECK(names_in(folder) == std::vector<std::string>{"plain"});
}

TEST_CASE("write_json output reads back") {
    auto path = temp_dir() / "report.json";
    Report report = sample_report();
    REQUIRE(write_json(report, path.string()).ok());
    auto back = from_json(json::parse(read_text(path)), path.string());
    REQUIRE(back.ok());
    CHECK(json(to_json(*back)) == json(to_json(report)));
}

namespace {

// sample_report's first result with timing as the engine gives it: histograms for the iteration, device,
// engine and an op.
Report report_with_histograms() {
    Report report = sample_report();
    Histogram iteration, device, engine, read;
    for (int i = 0; i < 1000; ++i) {
        const double d = 3 + (i % 17) * 0.25, e = 1.5 + (i % 5) * 0.1;
        device.record(d);
        engine.record(e);
        iteration.record(d + e);
        read.record(d / 2);
    }
    Timing& t = report.results[0].timing;
    t.iteration_us = summarize(iteration);
    t.device_us = summarize(device);
    t.engine_us = summarize(engine);
    t.ops["read"] = summarize(read);
    return report;
}

}  // namespace

TEST_CASE("histograms: written sparse next to the percentiles, read back equal, and schema-valid") {
    const Report original = report_with_histograms();
    auto j = to_json(original);
    const auto& timing = j["results"][0]["timing"];
    CHECK(keys(timing) == std::vector<std::string>{"iteration_us", "device_us", "engine_us", "ops"});
    CHECK(keys(timing["iteration_us"]) == std::vector<std::string>{"p50", "p90", "p99", "max", "count", "histogram"});
    const auto& histogram = timing["device_us"]["histogram"];
    CHECK(keys(histogram) == std::vector<std::string>{"unit", "sub_buckets", "min_us", "max_us", "sum_us", "counts"});
    CHECK(histogram["unit"] == "ns");
    CHECK(histogram["sub_buckets"] == 128);
    CHECK(histogram["counts"].size() == 17);  // one pair per distinct device time: sparse
    CHECK(histogram["counts"][0] == nlohmann::ordered_json::array({Histogram::bucket_of(3000), 59}));
    CHECK(keys(j["results"][1]["timing"]) == std::vector<std::string>{"iteration_us", "ops"});  // none: not written

    auto back = reread(original);
    REQUIRE(back.ok());
    const Timing& t = back->results[0].timing;
    REQUIRE(t.iteration_us.histogram);
    CHECK(*t.iteration_us.histogram == *original.results[0].timing.iteration_us.histogram);
    REQUIRE(t.device_us);
    CHECK(t.device_us->histogram == original.results[0].timing.device_us->histogram);
    CHECK(t.engine_us->p99 == original.results[0].timing.engine_us->p99);
    CHECK(t.ops.at("read").histogram == original.results[0].timing.ops.at("read").histogram);
    CHECK_FALSE(back->results[1].timing.device_us);
    CHECK(json(to_json(*back)) == json(to_json(original)));

    auto file = temp_dir() / "histograms.json";
    REQUIRE(write_json(original, file.string()).ok());
    std::string output = validate({file}, "histograms.log");
    CHECK_MESSAGE(output.rfind("0\n", 0) == 0, output);
}

TEST_CASE("histograms: from_json refuses a histogram no build writes, naming the path") {
    json good = json::parse(to_json(report_with_histograms()).dump());
    REQUIRE(error_of(good) == "(accepted)");
    const std::string at = "results[0].timing.device_us.histogram";
    struct Case {
        std::string pointer;
        json value;
        std::string path;
    };
    std::vector<Case> cases = {
        {"/unit", "us", at + ".unit"},
        {"/sub_buckets", 64, at + ".sub_buckets"},
        {"/counts/0", json::array({1}), at + ".counts[0]"},
        {"/counts/0/1", -1, at + ".counts[0][1]"},
        {"/counts/1/0", 0u, at},                    // out of order
        {"/counts/0/0", Histogram::k_buckets, at},  // no such bucket
        {"/counts/0/1", 58u, at},                   // counts no longer add up to count
        {"/min_us", 1e9, at},                       // above max
    };
    for (const Case& c : cases) {
        json bad = good;
        bad[json::json_pointer("/results/0/timing/device_us/histogram" + c.pointer)] = c.value;
        std::string message = error_of(bad);
        INFO(c.pointer, " -> ", message);
        CHECK(message.rfind("bad.json: " + c.path + ": ", 0) == 0);
    }
    json missing = good;
    missing["results"][0]["timing"]["device_us"]["histogram"].erase("counts");
    CHECK(error_of(missing) == "bad.json: " + at + ": missing \"counts\"");
}
