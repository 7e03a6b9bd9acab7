// core/common/duration.h: the one parser of every duration option, and its inverse.
#include "core/common/duration.h"

#include <doctest/doctest.h>

#include <string>

using namespace std::chrono;
using syncstress::DurationRules;
using syncstress::format_duration;
using syncstress::parse_duration;

namespace {

nanoseconds parsed(const std::string& text, const DurationRules& rules = {}) {
    auto d = parse_duration(text, rules);
    INFO(text);
    REQUIRE_MESSAGE(d.ok(), d.error().message);
    return *d;
}

std::string error_of(const std::string& text, const DurationRules& rules = {}) {
    auto d = parse_duration(text, rules);
    INFO(text);
    REQUIRE_FALSE(d.ok());
    return d.error().message;
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("parse_duration: every unit, whole numbers") {
    CHECK(parsed("7ns") == nanoseconds(7));
    CHECK(parsed("250us") == microseconds(250));
    CHECK(parsed("250\xc2\xb5s") == microseconds(250));  // µs
    CHECK(parsed("500ms") == milliseconds(500));
    CHECK(parsed("2s") == seconds(2));
    CHECK(parsed("10m") == minutes(10));
    CHECK(parsed("10min") == minutes(10));
    CHECK(parsed("2h") == hours(2));
    CHECK(parsed(" 3s\t") == seconds(3));  // spaces around are trimmed
    CHECK(parsed("007s") == seconds(7));
}

TEST_CASE("parse_duration: decimals are exact") {
    CHECK(parsed("1.5s") == milliseconds(1500));
    CHECK(parsed("0.25ms") == microseconds(250));
    CHECK(parsed(".5s") == milliseconds(500));
    CHECK(parsed("1.s") == seconds(1));
    CHECK(parsed("1.500000000000s") == milliseconds(1500));  // trailing zeros say nothing finer
    CHECK(parsed("0.001us") == nanoseconds(1));
    CHECK(parsed("1.000000001s") == nanoseconds(1000000001));
    CHECK(parsed("0.1h") == minutes(6));
    CHECK(parsed("1.5m") == seconds(90));
    // 1/3 of a nanosecond is not a duration the clock can hold: refused, not rounded.
    CHECK(contains(error_of("0.0001us"), "finer than 1ns"));
    CHECK(contains(error_of("1.0000000005s"), "finer than 1ns"));
}

TEST_CASE("parse_duration: compounds add up, in any order") {
    CHECK(parsed("1m30s") == seconds(90));
    CHECK(parsed("1h30m") == minutes(90));
    CHECK(parsed("1h2m3.5s") == milliseconds(3723500));
    CHECK(parsed("1s500ms") == milliseconds(1500));
    CHECK(parsed("30s1m") == seconds(90));
    CHECK(parsed("1ms1ms") == milliseconds(2));
}

TEST_CASE("parse_duration: zero") {
    CHECK(parsed("0") == nanoseconds(0));
    CHECK(parsed("0s") == nanoseconds(0));
    CHECK(parsed("0.0ms") == nanoseconds(0));
    DurationRules above_zero;
    above_zero.zero_allowed = false;
    CHECK(contains(error_of("0s", above_zero), "must be above zero"));
    CHECK(contains(error_of("0", above_zero), "must be above zero"));
    above_zero.zero_refused = "the watchdog needs a bound, e.g. 2s";
    CHECK(error_of("0ms", above_zero) == "'0ms': the watchdog needs a bound, e.g. 2s");
    CHECK(parsed("1ns", above_zero) == nanoseconds(1));
}

TEST_CASE("parse_duration: what is not a duration is refused, saying why") {
    CHECK(contains(error_of(""), "no duration given"));
    CHECK(contains(error_of("5"), "'5' has no unit: write e.g. 5s or 5ms"));
    CHECK(contains(error_of("1.5"), "has no unit"));
    CHECK(contains(error_of("1m30"), "has no unit"));
    CHECK(contains(error_of("5 s"), "unknown unit"));
    CHECK(contains(error_of("5sec"), "unknown unit"));
    CHECK(contains(error_of("5d"), "unknown unit"));
    CHECK(contains(error_of("s"), "is not a duration"));
    CHECK(contains(error_of("abc"), "is not a duration"));
    CHECK(contains(error_of("1..5s"), "has no unit"));
    CHECK(contains(error_of(".s"), "is not a duration"));
    CHECK(contains(error_of("-1s"), "cannot be negative"));
    CHECK(contains(error_of("+1s"), "is not a duration"));
    CHECK(contains(error_of("1e3ms"), "unknown unit"));
    CHECK(contains(error_of("1s,2s"), "unknown unit"));
}

TEST_CASE("parse_duration: overflow is refused, never wrapped") {
    CHECK(parsed("2562047h") == hours(2562047));  // the largest whole hour a signed 64-bit nanosecond count holds
    CHECK(contains(error_of("2562048h"), "too large"));
    CHECK(contains(error_of("99999999999999999999999s"), "too large"));
    CHECK(contains(error_of("9223372036854775807ns1ns"), "too large"));
    CHECK(parsed("9223372036854775807ns") == nanoseconds::max());
    CHECK(contains(error_of("18446744073709551617ns"), "too large"));  // 2^64 + 1 must not wrap to 1
}

TEST_CASE("parse_duration: an option's resolution and largest value") {
    DurationRules micros;
    micros.resolution = microseconds(1);
    micros.max = minutes(10);
    CHECK(parsed("1.5ms", micros) == microseconds(1500));
    CHECK(parsed("0", micros) == nanoseconds(0));
    CHECK(error_of("500ns", micros) == "'500ns' is finer than this option's resolution, 1us: give a multiple of it");
    CHECK(contains(error_of("1500ns", micros), "resolution, 1us"));
    CHECK(contains(error_of("1.0005ms", micros), "resolution, 1us"));
    CHECK(parsed("10m", micros) == minutes(10));
    CHECK(error_of("2h", micros) == "'2h' is above the largest value this option takes, 10m");
    CHECK(contains(error_of("10m1us", micros), "above the largest value"));
}

TEST_CASE("format_duration: the shortest exact form, read back by parse_duration") {
    CHECK(format_duration(nanoseconds(0)) == "0s");
    CHECK(format_duration(nanoseconds(7)) == "7ns");
    CHECK(format_duration(microseconds(250)) == "250us");
    CHECK(format_duration(nanoseconds(1500)) == "1.5us");
    CHECK(format_duration(microseconds(1500)) == "1.5ms");
    CHECK(format_duration(milliseconds(300)) == "300ms");
    CHECK(format_duration(seconds(2)) == "2s");
    CHECK(format_duration(milliseconds(1500)) == "1.5s");
    CHECK(format_duration(seconds(90)) == "1m30s");
    CHECK(format_duration(minutes(10)) == "10m");
    CHECK(format_duration(hours(2)) == "2h");
    CHECK(format_duration(hours(1) + milliseconds(500)) == "1h0.5s");
    CHECK(format_duration(nanoseconds(1000000001)) == "1.000000001s");
    for (nanoseconds d : std::initializer_list<nanoseconds>{nanoseconds(1), nanoseconds(999), nanoseconds(1001), microseconds(999999),
                                                            nanoseconds(59999999999), seconds(3599),
                                                            hours(25) + minutes(1) + nanoseconds(1), nanoseconds::max()}) {
        CAPTURE(d.count());
        CHECK(parsed(format_duration(d)) == d);
    }
}
