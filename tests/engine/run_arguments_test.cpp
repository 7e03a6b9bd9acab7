// The one serializer of run options (engine::run_arguments): what a repro line and a worker's command line say.
#include "core/common/shell.h"
#include "core/engine/engine.h"

#include <doctest/doctest.h>

using namespace syncstress;
using Args = std::vector<std::string>;

TEST_CASE("run_arguments: every option a run was given, so that a worker runs what its parent was asked") {
    engine::RunOptions o;
    o.seed = 7;
    o.iterations = 300;
    o.until_fail = true;
    o.hang_timeout = std::chrono::milliseconds(1500);
    o.perturb = *engine::parse_perturbation("1ms,200us");
    o.faults.add(sync::Fault::drop_wait);
    o.validate = true;
    CHECK(engine::run_arguments(o) == Args{"--seed", "7", "--iterations", "300", "--until-fail", "--inject", "drop-wait", "--perturb",
                                           "1ms,200us", "--hang-timeout", "1.5s", "--validate"});

    SUBCASE("--duration instead of --iterations") {
        o.duration = std::chrono::minutes(90);
        o.until_fail = false;
        o.validate = false;
        o.faults = {};
        o.perturb = *engine::parse_perturbation("auto");
        CHECK(engine::run_arguments(o) == Args{"--seed", "7", "--duration", "1h30m", "--perturb", "auto", "--hang-timeout", "1.5s"});
    }
    SUBCASE("--no-cache: a worker measures again as its parent does") {
        o.use_cache = false;
        const Args args = engine::run_arguments(o);
        CHECK(args.back() == "--no-cache");
    }
    SUBCASE("--until-fail alone: no iteration count") {
        o.iterations = engine::k_until_fail_alone;
        const Args args = engine::run_arguments(o);
        CHECK(std::find(args.begin(), args.end(), "--iterations") == args.end());
        CHECK(std::find(args.begin(), args.end(), "--until-fail") != args.end());
        // A result's repro line names the run's own iterations, which are none here.
        const std::string repro = engine::repro_line("a.json", "cpu", o, o.iterations);
        CHECK(repro.find("--iterations") == std::string::npos);
        CHECK(repro.find("--until-fail") != std::string::npos);
    }
    SUBCASE("a repro: the count that ran, without --until-fail or --duration") {
        o.duration = std::chrono::seconds(30);
        CHECK(engine::run_arguments(o, 12) == Args{"--seed", "7", "--iterations", "12", "--inject", "drop-wait", "--perturb", "1ms,200us",
                                                   "--hang-timeout", "1.5s", "--validate"});
    }
}

TEST_CASE("repro_line: the program, `run FILE --backend B`, then run_arguments, quoted for the platform's shell") {
    engine::RunOptions o;
    o.repro_program = "syncstress";
    o.seed = 2;
    o.perturb = *engine::parse_perturbation("off");
    const std::string file = "my scenarios/a.json";
    CHECK(engine::repro_line(file, "vulkan+cuda", o, 5) ==
          "syncstress run " + shell_quote(file) + " --backend vulkan+cuda --seed 2 --iterations 5 --perturb off --hang-timeout 2s");
}

TEST_CASE("backend_options: a scenario's kernels, and delays only where it or the perturbation has any") {
    engine::RunOptions o;
    o.perturb = *engine::parse_perturbation("off");
    scenario::Scenario sc;
    scenario::Submit submit{};
    scenario::Dispatch dispatch{};
    dispatch.kernel = Kernel::inc;
    submit.commands.push_back(dispatch);
    sc.steps.push_back(submit);
    auto options = engine::backend_options(o, &sc);
    CHECK(options.kernels == 1u << static_cast<uint32_t>(Kernel::inc));
    CHECK_FALSE(options.delays);
    CHECK(options.cache);

    std::get<scenario::Submit>(sc.steps[0]).commands.push_back(scenario::Delay{100});
    CHECK(engine::backend_options(o, &sc).delays);
    sc.steps.clear();
    CHECK(engine::backend_options(o, &sc).kernels == 0);
    CHECK_FALSE(engine::backend_options(o, &sc).delays);
    o.perturb = *engine::parse_perturbation("auto");
    CHECK(engine::backend_options(o, &sc).delays);
    o.use_cache = false;
    CHECK_FALSE(engine::backend_options(o, &sc).cache);
    // Without a scenario (what `backends` and the report describe): everything, as a backend's defaults.
    CHECK(engine::backend_options(o).kernels == ~0u);
    CHECK(engine::backend_options(o).delays);
}
