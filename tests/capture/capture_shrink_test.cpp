// `syncstress shrink` of real captures: staging_probe without its fence wait, captured on the machine's Vulkan driver
// (lavapipe in CI), shrinks to a 1-minimal scenario whose every step and command still names the program's call
// (its `at`) and whose objects keep the capture's names; the same race padded with frames of correct captures
// (staging_probe's own and computeheadless') shrinks as far.
#include "core/shrink/shrink.h"
#include "tests/common/skip.h"
#include "tests/shrink/shrink_checks.h"
#include "tests/support/support.h"

#include <doctest/doctest.h>

#include <filesystem>

using namespace syncstress;
using namespace syncstress::test;

namespace {

const std::string k_probe = SYNCSTRESS_CAPTURE_PROBE;

// PROGRAM's capture in `dir` as FILE; skips the test where there is no Vulkan device for it.
std::optional<std::string> captured(const platform::TempDir& dir, const std::string& file, const std::string& program) {
    const std::string path = (std::filesystem::path(dir.path()) / file).string();
    const Outcome c = test::syncstress("capture -o '" + path + "' -- " + program);
    if (!std::filesystem::exists(path)) {
        testing::skip(testing::k_require_vulkan, "no capture of " + program + " here:\n" + c.output);
        return std::nullopt;
    }
    return path;
}

// Every step and command of the result has the call site its origin had in the input, and the input gave each one.
void check_call_sites(const scenario::Scenario& input, const shrink::Candidate& result) {
    const scenario::Scenario& r = result.scenario;
    for (size_t i = 0; i < r.steps.size(); ++i) {
        const shrink::Origin& origin = result.origins[i];
        const scenario::CallSite* before = scenario::call_site(input, origin.step);
        REQUIRE(before);
        const scenario::CallSite* after = scenario::call_site(r, i);
        REQUIRE(after);
        CHECK(*after == *before);
        for (size_t k = 0; k < origin.commands.size(); ++k) {
            const scenario::CallSite* command_before = scenario::call_site(input, origin.step, origin.commands[k]);
            REQUIRE(command_before);
            const scenario::CallSite* command_after = scenario::call_site(r, i, k);
            REQUIRE(command_after);
            CHECK(*command_after == *command_before);
        }
    }
}

// Shrinks `input` with the analysis as oracle and checks the result: at most `most` steps, 1-minimal, every call
// site kept, and the download and the host's read of the race are what is left.
void check_shrunk(const scenario::Scenario& input, size_t most) {
    const auto target = shrink::analysis_target(input, std::nullopt, shrink::TargetKind::race);
    REQUIRE_MESSAGE(target.ok(), (target.ok() ? "" : target.error().message));
    const shrink::Chosen chosen = shrink::oracle_of(*target);
    const shrink::Outcome outcome = shrink::reduce(input, chosen.keeps);
    const scenario::Scenario& r = outcome.result.scenario;
    CHECK(r.steps.size() <= most);
    CHECK(chosen.keeps(outcome.result));
    check_one_minimal(outcome.result, chosen.keeps);
    check_call_sites(input, outcome.result);
    REQUIRE(r.host_arrays.size() == 1);
    CHECK(r.host_arrays[0].name == "buffer2");  // the mapped readback, by the capture's name
    std::string calls;
    for (const auto& placed : r.call_sites) calls += placed.site.call + ";";
    CHECK(has(calls, "vkCmdCopyBuffer;"));
    CHECK(has(calls, "host read of mapped memory;"));
}

}  // namespace

TEST_CASE("shrink of a capture: the race without the fence wait shrinks to a 1-minimal scenario that names the program's calls") {
    const auto dir = scratch();
    const auto file = captured(dir, "race.json", "'" + k_probe + "' --no-fence-wait");
    if (!file) return;
    const scenario::Scenario input = load_checked(*file);
    check_shrunk(input, 2);
    // The command writes the same: the file names the calls.
    const std::string out = dir.path() + "/race.min.json";
    const Outcome o = test::syncstress("shrink '" + *file + "' -o '" + out + "'");
    INFO(o.output);
    CHECK(o.exit_code == 0);
    const std::string text = read_text(out);
    CHECK(has(text, "\"call\": \"vkCmdCopyBuffer\""));
    CHECK(has(text, "\"call\": \"host read of mapped memory\""));
}

TEST_CASE("shrink of a capture padded with frames of correct captures: 1-minimal, at most 8 steps, the calls named") {
    const auto dir = scratch();
    const auto race = captured(dir, "race.json", "'" + k_probe + "' --no-fence-wait");
    if (!race) return;
    const auto correct = captured(dir, "correct.json", "'" + k_probe + "'");
    const auto other = captured(dir, "computeheadless.json", "'" SYNCSTRESS_COMPUTEHEADLESS "'");
    REQUIRE((correct && other));
    const std::string padded = dir.path() + "/padded.json";
    const Outcome made = test::run_python(
        {"scripts/gen_padded_capture.py", *race, "--frame", *correct, "--frame", *other, "--steps", "1000", "--out", padded});
    INFO(made.output);
    REQUIRE(made.exit_code == 0);
    const scenario::Scenario input = load_checked(padded);
    REQUIRE(input.steps.size() >= 1000);
    check_shrunk(input, 8);
}
