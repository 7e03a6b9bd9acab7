// The backend conformance suite: every check of core/conformance on every backend of the registry. Each check is
// registered once per backend, so ctest lists, runs and skips "conformance <backend>: <check>" one by one, labelled by
// the device it needs. A backend that cannot run here skips with its probe's reason (a failure where
// SYNCSTRESS_REQUIRE_VULKAN or SYNCSTRESS_REQUIRE_CUDA says it must run, tests/common/skip.h); a check the backend's
// info says does not apply to it (a side, a command, a host op of its own it lacks) skips with the library's reason.
#include "core/backends/registry.h"
#include "core/conformance/conformance.h"
#include "tests/common/skip.h"

#include <doctest/doctest.h>

#include <array>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

using namespace syncstress;
using namespace syncstress::testing;

namespace {

// The backends the suite runs on, in registry order, with the ctest label of the device each needs. The case
// "conformance: the suite runs on every backend of the registry" holds this list against the registry.
struct SuiteBackend {
    const char* name;
    const char* label;
};
constexpr SuiteBackend k_suite_backends[] = {{"cpu", "cpu"}, {"vulkan", "vulkan"}, {"cuda", "cuda"}, {"vulkan+cuda", "cuda"}};

// The variable that turns a backend's absence into a failure (cpu runs everywhere: its absence always is one).
const char* required_by(std::string_view backend) {
    if (backend == "vulkan") return k_require_vulkan;
    if (backend == "cuda" || backend == "vulkan+cuda") return k_require_cuda;
    return nullptr;
}

struct Case {
    const conformance::Check* check;
    const SuiteBackend* backend;
    std::string name;  // "conformance cpu: buffers start zero in every memory (device-side queues)"
};

std::vector<Case>& cases() {
    static std::vector<Case> registered;
    return registered;
}

void run_case(const Case& c) {
    const std::string name = c.backend->name;
    const backends::BackendEntry* entry = backends::find_backend(name);
    REQUIRE_MESSAGE(entry != nullptr, name << " is not in the registry");
    if (c.check->info.side == Side::cuda && !entry->cuda_side)
        return skip(nullptr, name + " has no cuda side, and this check runs cuda-side queues");
    const sync::Availability availability = entry->probe({});
    if (!availability.available) {
        REQUIRE_MESSAGE(required_by(name) != nullptr, name << " is unavailable: " << availability.reason);
        return skip(required_by(name), name + " is unavailable here: " + availability.reason);
    }
    const conformance::CheckResult result = conformance::run_check(*c.check, name, {});
    for (const std::string& message : result.messages) FAIL_CHECK(message);
    for (const std::string& note : result.notes) MESSAGE(note);
    CHECK(result.outcome != conformance::Outcome::fail);
    if (result.outcome == conformance::Outcome::not_applicable) skip(nullptr, "not applicable: " + result.reason);
}

// doctest registers a case as a plain function: one instantiation per slot of the list of cases.
constexpr size_t k_max_cases = 512;
template <size_t I>
void run_slot() {
    run_case(cases()[I]);
}
template <size_t... I>
constexpr std::array<void (*)(), sizeof...(I)> slots(std::index_sequence<I...>) {
    return {&run_slot<I>...};
}
constexpr auto k_slots = slots(std::make_index_sequence<k_max_cases>());

// Case names hold no comma: doctest_discover_tests looks a case's label up with its name as a filter, and doctest
// splits filters at commas.
int register_cases() {
    for (const SuiteBackend& backend : k_suite_backends)
        for (const conformance::Check& check : conformance::all_checks())
            if (cases().size() < k_max_cases)  // the case "every check has a case" fails past it
                cases().push_back({&check, &backend, "conformance " + std::string(backend.name) + ": " + check.info.name});
    for (size_t i = 0; i < cases().size(); ++i)
        doctest::detail::regTest(
            doctest::detail::TestCase(k_slots[i], __FILE__, static_cast<unsigned>(__LINE__ + i), doctest::detail::TestSuite()) *
            cases()[i].name.c_str() * doctest::test_suite(cases()[i].backend->label));
    return 0;
}
const int k_registered = register_cases();

}  // namespace

TEST_CASE("conformance: the suite runs on every backend of the registry") {
    std::vector<std::string> registry, suite;
    for (const auto& entry : backends::all_backends()) registry.push_back(entry.name);
    for (const SuiteBackend& backend : k_suite_backends) suite.push_back(backend.name);
    CHECK(registry == suite);
}

TEST_CASE("conformance: every check of the library has a case on every backend, named once") {
    CHECK(k_registered == 0);
    CHECK(cases().size() == conformance::all_checks().size() * std::size(k_suite_backends));
    std::set<std::string> names;
    for (const conformance::Check& check : conformance::all_checks()) {
        CHECK_MESSAGE(names.insert(check.info.name).second, check.info.name << " is the name of two checks");
        CHECK_MESSAGE(check.info.name.find(',') == std::string::npos, check.info.name << " holds a comma");
    }
}

TEST_CASE("conformance: a check of what a backend's info does not declare is not applicable, with the reason") {
    sync::BackendInfo info;
    info.cuda_side = false;
    info.native.read = true;
    info.weaker = sync::k_weaker_upload_reads_until_complete;
    info.adapter = sync::BackendInfo::Adapter{"rt", "1.0", "/opt/rt/librt_adapter.so"};
    auto reason = [&](const std::string& name) {
        for (const conformance::Check& check : conformance::all_checks())
            if (check.info.name == name) return conformance::not_applicable(check, info, "adapter:rt");
        FAIL("no check is named " << name);
        return std::string();
    };
    CHECK(reason("buffers start zero in every memory (device-side queues)") == "");
    CHECK(reason("buffers start zero in every memory (cuda-side queues)") == "adapter:rt runs no cuda-side queues");
    CHECK(reason("host_wait/host_signal/semaphore_value work and refuse unknown semaphores") == "");
    CHECK(reason("host_wait/host_signal/semaphore_value work and a signal that does not raise the timeline is reported") ==
          "adapter:rt cannot report timeline violations");
    CHECK(reason("upload and download touch host arrays when they execute (device-side queues)") ==
          "adapter:rt does not promise this rule (BackendInfo::weaker: an upload may read its host array any time from its submission)");
    CHECK(reason("a read through the runtime's own path returns after the queue's earlier work (device-side queues)") == "");
    CHECK(reason("a read through the sync core's protocol returns after the queue's earlier work (device-side queues)") ==
          "adapter:rt runs read through its own path (BackendInfo::native.read), not the sync core's protocol");
    CHECK(reason("a sync through the runtime's own path makes a queue wait for another queue's earlier work (device-side queues)") ==
          "adapter:rt has no sync of its own (BackendInfo::native.sync); the sync core's protocol runs it");
    CHECK(reason("a sync through the sync core's protocol makes a queue wait for another queue's earlier work (device-side queues)") == "");
}
