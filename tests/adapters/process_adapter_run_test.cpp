// Adapter processes under the real binary: a manifest that is wrong is exit 2 before anything runs (run and
// conformance), and a repro line names everything needed to run again: pasted into a shell it runs the same adapter,
// by its manifest or, for a Python adapter, with the interpreter SYNCSTRESS_PYTHON named.
#include "tests/common/skip.h"
#include "tests/engine/e2e_support.h"

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>

namespace {

const std::string k_scenario = e2e::source("scenarios/patterns/transfers-and-ranges.json");

std::string quoted(const std::string& s) { return "'" + s + "'"; }

// Runs `line` in sh with the binary's folder first on PATH (a repro line names the program "syncstress").
e2e::Outcome in_shell(const std::string& line) {
    const std::string folder = std::filesystem::path(SYNCSTRESS_BINARY).parent_path().string();
    return syncstress::test::run({"sh", "-c", "PATH=" + quoted(folder) + ":\"$PATH\"; unset SYNCSTRESS_PYTHON; " + line});
}

// The repro line of the run's one result, after a run of `backend` that must pass; "" after a skip.
std::string repro_of_passing_run(const std::string& backend, const syncstress::test::Env& env, const char* missing) {
    const auto dir = e2e::temp_dir("process-adapter-repro");
    const auto out = e2e::syncstress(
        "run " + quoted(k_scenario) + " --backend " + quoted(backend) + " -n 2 --json " + quoted((dir / "r.json").string()), env);
    if (out.output.find("cannot run " + std::string(missing)) != std::string::npos) {
        syncstress::testing::skip(nullptr, std::string(missing) + " does not run here: " + out.output);
        return "";
    }
    INFO(out.output);
    REQUIRE(out.exit_code == 0);
    const auto report = e2e::read_json(dir / "r.json");
    REQUIRE(report["results"].size() == 1);
    CHECK(report["results"][0]["status"] == "pass");
    return report["results"][0]["repro"].get<std::string>();
}

}  // namespace

TEST_CASE("adapter process run: a bad manifest is exit 2 naming the file, the JSON path and the fix") {
    const auto dir = e2e::temp_dir("process-adapter-bad");
    const std::string manifest = (dir / "bad.json").string();
    std::ofstream(manifest) << R"({"format": "syncstress/adapter-process@1", "command": ["node", 7]})";
    const std::string says = manifest + ": command[1]: expected a non-empty string, not 7 (write each argument as its own string)";
    for (const std::string command : {"run " + quoted(k_scenario), std::string("conformance")}) {
        const auto out = e2e::syncstress(command + " --backend " + quoted("adapter:" + manifest));
        INFO(out.output);
        CHECK(out.exit_code == 2);
        CHECK(out.output.find(says) != std::string::npos);
    }
}

TEST_CASE("adapter process run: a manifest adapter's repro line runs again as it is") {
    const std::string repro = repro_of_passing_run("adapter:" + e2e::source("tests/adapters/node_host_adapter.json"), {}, "node");
    if (repro.empty()) return;
    CHECK(repro.rfind("syncstress run ", 0) == 0);
    const auto again = in_shell(repro);
    INFO(repro << "\n" << again.output);
    CHECK(again.exit_code == 0);
    CHECK(again.output.find("PASS") != std::string::npos);
}

TEST_CASE("adapter process run: a Python adapter's repro line names the interpreter SYNCSTRESS_PYTHON named") {
    // An interpreter that leaves a mark each time it starts: the repro line must start it again.
    const auto dir = e2e::temp_dir("process-adapter-interpreter");
    const std::string interpreter = (dir / "marking-python").string(), mark = (dir / "started").string();
    std::ofstream(interpreter) << "#!/bin/sh\ntouch " << quoted(mark) << "\nexec python3 \"$@\"\n";
    std::filesystem::permissions(interpreter, std::filesystem::perms::owner_all);
    const std::string repro = repro_of_passing_run("adapter:python:" + e2e::source("tests/adapters/python_cpu_adapter.py"),
                                                   {{"SYNCSTRESS_PYTHON", interpreter}}, "python3");
    if (repro.empty()) return;
    CHECK(std::filesystem::exists(mark));
    CHECK(repro.rfind("SYNCSTRESS_PYTHON=" + interpreter + " syncstress run ", 0) == 0);
    std::filesystem::remove(mark);
    const auto again = in_shell(repro);
    INFO(repro << "\n" << again.output);
    CHECK(again.exit_code == 0);
    CHECK(again.output.find("PASS") != std::string::npos);
    CHECK(std::filesystem::exists(mark));
}
