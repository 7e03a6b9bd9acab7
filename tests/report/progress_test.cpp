#include "core/report/progress.h"

#include <doctest/doctest.h>

#include "tests/common/skip.h"
#include "tests/support/os.h"

#include <algorithm>
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

// The size of what `file` holds so far (another thread writes it; stdio locks the stream for each call).
long written(FILE* file) { return std::ftell(file); }

// Waits until `file` holds more than `size` bytes, up to a minute (a loaded machine may delay the heartbeat thread).
bool wait_past(FILE* file, long size) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::minutes(1);
    while (written(file) <= size) {
        if (std::chrono::steady_clock::now() > deadline) return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    return true;
}

}  // namespace

TEST_CASE("format_progress") {
    CHECK(format_progress(example()) == "[3/12] luisa-host-roundtrip on cpu: 4200/10000 it, 0 failures, 52000 it/s, ETA 0:01");

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

TEST_CASE("progress modes: auto is tty on a terminal and lines elsewhere") {
    FILE* file = std::tmpfile();
    REQUIRE(file);
    CHECK(progress_mode("auto", file) == ProgressMode::lines);
    CHECK(progress_mode("tty", file) == ProgressMode::tty);
    CHECK(progress_mode("lines", file) == ProgressMode::lines);
    CHECK(progress_mode("off", file) == ProgressMode::off);
    CHECK_FALSE(progress_mode("on", file).has_value());
    std::fclose(file);
    auto pty = syncstress::test::PseudoTerminal::open();
    if (!pty) return syncstress::testing::skip(nullptr, "no pseudo-terminal here (Windows: ConPTY is not driven by this test)");
    CHECK(progress_mode("auto", pty->terminal()) == ProgressMode::tty);
}

TEST_CASE("ProgressLine off prints nothing") {
    FILE* file = std::tmpfile();
    REQUIRE(file);
    {
        ProgressLine line(file, ProgressMode::off, std::chrono::milliseconds(10));
        CHECK_FALSE(line.enabled());
        line.update(example());
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        line.clear();
    }
    CHECK(std::ftell(file) == 0);
    std::fclose(file);
}

TEST_CASE("ProgressLine lines: a heartbeat line every interval, with the latest progress, until destroyed") {
    FILE* file = std::tmpfile();
    REQUIRE(file);
    const auto start = std::chrono::steady_clock::now();
    {
        ProgressLine line(file, ProgressMode::lines, std::chrono::milliseconds(100));
        CHECK(line.enabled());
        REQUIRE(wait_past(file, 0));  // the first heartbeat, before any progress
        line.update(example());
        // Measured after update: a heartbeat writes under the lock update takes, so one already writing has written.
        const long before = written(file);
        REQUIRE(wait_past(file, before));  // a heartbeat after it
        line.clear();
    }
    const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::fflush(file);
    std::rewind(file);
    std::string text;
    for (int c; (c = std::fgetc(file)) != EOF;) text += static_cast<char>(c);
    std::fclose(file);
    INFO(text);
    CHECK(text.rfind("progress at 0:", 0) == 0);
    CHECK(text.substr(0, text.find('\n')).find(": starting") != std::string::npos);  // the first, before the update
    CHECK(text.find(": " + format_progress(example()) + "\n") != std::string::npos);
    const auto lines = static_cast<size_t>(std::count(text.begin(), text.end(), '\n'));
    CHECK(lines >= 2);
    // Heartbeats are due at whole intervals from the start, however late the thread wakes: never more than one per
    // interval of the whole time.
    CHECK(static_cast<double>(lines) <= elapsed / 0.1 + 0.5);
    // Nothing after the destructor: the heartbeat stopped with it.
}

TEST_CASE("format_heartbeat") {
    CHECK(format_heartbeat(std::nullopt, 9.8) == "progress at 0:09: starting");  // elapsed, rounded down
    CHECK(format_heartbeat(example(), 3725) == "progress at 1:02:05: " + format_progress(example()));
}

TEST_CASE("ProgressLine redraws in place on a terminal, at most ~10 times a second") {
    auto pty = syncstress::test::PseudoTerminal::open();
    if (!pty) return syncstress::testing::skip(nullptr, "no pseudo-terminal to draw on here (Windows: ConPTY is not driven by this test)");
    auto now = std::chrono::steady_clock::time_point{} + std::chrono::hours(1);  // the redraw limit's clock, ours
    ProgressLine line(pty->terminal(), ProgressMode::tty, k_default_heartbeat, [&now] { return now; });
    REQUIRE(line.enabled());
    Progress p = example();
    line.update(p);
    CHECK(pty->drain() == "\r\x1b[K" + format_progress(p));

    p.iteration = 4300;
    now += std::chrono::milliseconds(99);
    line.update(p);  // within 0.1 s of the last redraw: skipped
    CHECK(pty->drain().empty());

    now += std::chrono::milliseconds(2);
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
