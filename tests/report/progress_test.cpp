#include "core/report/progress.h"

#include <doctest/doctest.h>

#include "tests/common/skip.h"
#include "tests/support/os.h"

#include <cstdio>
#include <string>
#include <thread>

using namespace syncstress::report;

namespace {

Progress example() {
    Progress p;
    p.scenario = "luisa-host-roundtrip";
    p.backend = "cpu";
    p.iteration = 4200;
    p.total = 10000;
    p.elapsed_s = 4200.0 / 52000;
    p.failures = 0;
    p.job = 3;
    p.jobs = 12;
    return p;
}

}  // namespace

TEST_CASE("format_progress") {
    CHECK(format_progress(example()) ==
          "[3/12] luisa-host-roundtrip on cpu: 4200/10000 it, 0 failures, 52000 it/s, ETA 0:01");

    Progress timed = example();  // duration-bound: no total, the ETA is what is left of the budget
    timed.total = 0;
    timed.duration_s = 3725;
    timed.elapsed_s = 0.5;
    timed.iteration = 2;
    timed.failures = 1;
    timed.jobs = 0;
    CHECK(format_progress(timed) == "luisa-host-roundtrip on cpu: 2 it, 1 failure, 4.0 it/s, ETA 1:02:05");

    Progress start = example();  // nothing measured yet: no rate, no ETA
    start.iteration = 0;
    start.elapsed_s = 0;
    CHECK(format_progress(start) == "[3/12] luisa-host-roundtrip on cpu: 0/10000 it, 0 failures");
}

TEST_CASE("ProgressLine stays silent when the output is not a terminal") {
    FILE* file = std::tmpfile();
    REQUIRE(file);
    ProgressLine line(file);
    CHECK_FALSE(line.enabled());
    line.update(example());
    line.clear();
    CHECK(std::ftell(file) == 0);
    std::fclose(file);
}

TEST_CASE("ProgressLine redraws in place on a terminal, at most ~10 times a second") {
    auto pty = syncstress::test::PseudoTerminal::open();
    if (!pty) return syncstress::testing::skip(nullptr, "no pseudo-terminal to draw on here (Windows: ConPTY is not driven by this test)");
    ProgressLine line(pty->terminal());
    REQUIRE(line.enabled());
    Progress p = example();
    line.update(p);
    CHECK(pty->drain() == "\r\x1b[K" + format_progress(p));

    p.iteration = 4300;
    line.update(p);  // right after the last redraw: skipped
    CHECK(pty->drain().empty());

    std::this_thread::sleep_for(std::chrono::milliseconds(120));
    line.update(p);
    CHECK(pty->drain() == "\r\x1b[K" + format_progress(p));

    p.iteration = p.total;  // the last iteration is always shown
    line.update(p);
    CHECK(pty->drain() == "\r\x1b[K" + format_progress(p));

    line.clear();
    CHECK(pty->drain() == "\r\x1b[K");
    line.clear();  // nothing shown: nothing to erase
    CHECK(pty->drain().empty());
}
