// Barriers through the C adapter loader (adapter ABI 1.1), in process, with the test adapter built twice: as a 1.1
// adapter that declares SS_CAP_BARRIERS and shuffles each stretch of an unordered submission, and as a 1.0 adapter
// whose table ends before `capabilities`. What BackendInfo says of each, what the engine decides from it for a scenario
// with an unordered queue, a barrier or an opaque kernel (the skip and its reason), and that barriers order what they
// say on the 1.1 one.
#include "core/backends/adapter/c_adapter.h"
#include "core/conformance/independent_kernels.h"
#include "core/engine/capabilities.h"
#include "tests/common/backend_rig.h"
#include "tests/common/must.h"

#include <doctest/doctest.h>

#include <string>
#include <vector>

using namespace syncstress;
using namespace syncstress::testing;
using sync::Batch;

namespace {

const std::string k_adapter_1_1 = SYNCSTRESS_TEST_ADAPTER;
const std::string k_adapter_1_0 = SYNCSTRESS_TEST_ADAPTER_ABI_1_0;
constexpr uint64_t k_n = 64;

std::unique_ptr<sync::Backend> load(const std::string& path) {
    auto created = backends::create_c_adapter("adapter:" + path, path, {});
    REQUIRE_MESSAGE(created.ok(), (created.ok() ? "" : created.error().message));
    return std::move(*created);
}

uint32_t barrier_row() { return 1u << sync::QueueOp(sync::BarrierCmd{}).index(); }

// A scenario of one queue, ordered or not, whose one submission holds a fill, and a barrier when asked.
scenario::Scenario scenario_with(bool ordered, bool barrier) {
    scenario::Scenario sc;
    sc.name = "unordered";
    sc.queues.push_back({"gfx", Side::device, ordered});
    sc.buffers.push_back({"y", k_n, Memory::device, Side::device});
    scenario::Submit submit{0, {}};
    submit.commands.push_back(scenario::Fill{0, {0, k_n}, {}});
    if (barrier) submit.commands.push_back(scenario::Barrier{stage_bit(Stage::transfer), stage_bit(Stage::transfer)});
    sc.steps.push_back(submit);
    return sc;
}

}  // namespace

TEST_CASE("adapter barriers: an adapter of ABI 1.0 declares none and a scenario that needs them is skipped, saying why") {
    const auto backend = load(k_adapter_1_0);
    const sync::BackendInfo& info = backend->info();
    CHECK_FALSE(info.barriers);
    // Its commands bits (every one, SS_CMD_BARRIER's too) give no barrier: that comes from the table's capabilities.
    CHECK((info.commands & barrier_row()) == 0u);
    CHECK(info.unordered_serial.empty());
    bool noted = false;
    for (const std::string& note : info.notes) noted = noted || note.find("does not declare SS_CAP_BARRIERS") != std::string::npos;
    CHECK(noted);

    const auto unordered = engine::cannot_run(scenario_with(false, false), info);
    REQUIRE(unordered.has_value());
    CHECK(unordered->find("does not declare barriers (adapter ABI 1.1 capability") != std::string::npos);
    CHECK(unordered->find("an unordered queue needs them (queue gfx)") != std::string::npos);
    const auto barrier = engine::cannot_run(scenario_with(true, true), info);
    REQUIRE(barrier.has_value());
    CHECK(barrier->find("the scenario's barriers need them") != std::string::npos);
    // What it declares it still runs.
    CHECK_FALSE(engine::cannot_run(scenario_with(true, false), info).has_value());
}

TEST_CASE("adapter barriers: an adapter of ABI 1.1 that declares them runs the scenarios that need them") {
    const auto backend = load(k_adapter_1_1);
    const sync::BackendInfo& info = backend->info();
    CHECK(info.barriers);
    CHECK((info.commands & barrier_row()) != 0u);
    CHECK_FALSE(engine::cannot_run(scenario_with(false, true), info).has_value());
    // The built-in backends run them all.
    CHECK(sync::BackendInfo{}.barriers);
}

TEST_CASE("adapter barriers: a barrier orders an unordered submission on the 1.1 adapter, which reorders without one") {
    BackendRig rig{"adapter", load(k_adapter_1_1)};
    const auto q = rig.queue(Side::device, "q");
    const auto y = rig.buffer(k_n, Memory::device, Side::device);
    const auto h = rig.host_array(k_n);
    const sync::SubmitFlags unordered{false, false};
    int reordered = 0;
    for (uint64_t round = 1; round <= 30; ++round) {
        const auto done = rig.semaphore();
        // The last fill of each stretch wins only in order; the barrier keeps the download after both stretches' fills.
        const Batch batch{{},
                          {sync::FillCmd{y, 0, k_n, 1}, sync::FillCmd{y, 0, k_n, 2},
                           sync::BarrierCmd{stage_bit(Stage::transfer), stage_bit(Stage::transfer), access_bit(Stage::transfer, true),
                                            access_bit(Stage::transfer, false), y, 0, k_n},
                           sync::DownloadCmd{y, h, 0, 0, k_n}},
                          {{done, 1}}};
        must(rig.backend->submit(q, std::span<const Batch>(&batch, 1), unordered));
        REQUIRE(rig.wait(done, 1));
        const uint32_t got = rig.data(h, k_n)[0];
        REQUIRE((got == 1u || got == 2u));
        reordered += got == 1u;
    }
    MESSAGE("the fills of one stretch ran out of order in " << reordered << " of 30 submissions");
    CHECK(reordered > 0);
    CHECK(reordered < 30);
}

TEST_CASE("adapter opaque kernels: one of ABI 1.0 skips a scenario with one saying why, the 1.1 one declares them and runs one") {
    scenario::Scenario sc = scenario_with(true, false);
    std::get<scenario::Submit>(sc.steps[0]).commands.push_back(scenario::OpaqueDispatch{5, {{0, {0, k_n}}}, {{0, {0, k_n}}}});
    const uint32_t opaque_row = 1u << sync::QueueOp(sync::OpaqueCmd{}).index();

    const auto old = load(k_adapter_1_0);
    CHECK_FALSE(old->info().opaque_kernels);
    CHECK((old->info().commands & opaque_row) == 0u);  // its commands bits set SS_CMD_OPAQUE's too: the capability decides
    const auto skipped = engine::cannot_run(sc, old->info());
    REQUIRE(skipped.has_value());
    CHECK(*skipped ==
          "the adapter:" + k_adapter_1_0 +
              " backend does not declare opaque kernels (adapter ABI 1.1 capability SS_CAP_OPAQUE_KERNELS, \"opaque_kernels\" in "
              "an adapter process's info); the scenario dispatches one at steps[0].commands[" +
              std::to_string(std::get<scenario::Submit>(sc.steps[0]).commands.size() - 1) + "]");

    BackendRig rig{"adapter", load(k_adapter_1_1)};
    CHECK(rig.backend->info().opaque_kernels);
    CHECK((rig.backend->info().commands & opaque_row) != 0u);
    CHECK_FALSE(engine::cannot_run(sc, rig.backend->info()).has_value());
    const auto q = rig.queue(Side::device, "q");
    const auto y = rig.buffer(k_n, Memory::device, Side::device);
    const auto out = rig.host_array(k_n);
    const auto done = rig.semaphore();
    rig.submit(q, Batch{{}, {sync::OpaqueCmd{5, {}, {{y, 0, k_n}}}, sync::DownloadCmd{y, out, 0, 0, k_n}}, {{done, 1}}});
    REQUIRE(rig.wait(done, 1));
    std::vector<std::vector<uint32_t>> zero(1, std::vector<uint32_t>(k_n));
    const auto expected = conformance::independent_opaque(sync::OpaqueCmd{5, {}, {{0, 0, k_n}}}, zero);
    const std::span<uint32_t> got = rig.data(out, k_n);
    CHECK(std::vector<uint32_t>(got.begin(), got.end()) == expected[0]);
}
