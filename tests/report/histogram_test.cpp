#include "core/report/histogram.h"
#include "core/report/report.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>

using namespace syncstress::report;

namespace {

constexpr double k_percents[] = {0, 1, 10, 25, 50, 75, 90, 95, 99, 99.9, 100};

Histogram histogram_of(const std::vector<double>& samples) {
    Histogram h;
    for (double us : samples) h.record(us);
    return h;
}

// Every percentile from the histogram within `relative` of the exact nearest-rank sample.
void check_close_to_exact(const std::vector<double>& samples, double relative) {
    const Histogram h = histogram_of(samples);
    std::vector<double> sorted = samples;
    std::sort(sorted.begin(), sorted.end());
    CHECK(h.count() == samples.size());
    CHECK(h.max() == sorted.back());
    CHECK(h.min() == sorted.front());
    for (double p : k_percents) {
        const auto rank =
            std::clamp<size_t>(static_cast<size_t>(std::ceil(p / 100 * static_cast<double>(sorted.size()))), 1, sorted.size());
        const double exact = sorted[rank - 1];
        CAPTURE(p);
        CAPTURE(exact);
        CHECK(std::abs(h.percentile(p) - exact) <= relative * exact);
    }
    const Percentiles summary = summarize(h);
    const Percentiles exact = percentiles(samples);
    CHECK(std::abs(summary.p50 - exact.p50) <= relative * exact.p50);
    CHECK(std::abs(summary.p90 - exact.p90) <= relative * exact.p90);
    CHECK(std::abs(summary.p99 - exact.p99) <= relative * exact.p99);
    CHECK(summary.max == exact.max);
    CHECK(summary.count == exact.count);
}

}  // namespace

TEST_CASE("histogram: the bucket layout is contiguous and no bucket is wider than 1/128 of its lower bound") {
    CHECK(Histogram::lowest_ns(0) == 0);
    for (uint32_t b = 0; b + 1 < Histogram::k_buckets; ++b) {
        const uint64_t low = Histogram::lowest_ns(b), next = Histogram::lowest_ns(b + 1);
        CAPTURE(b);
        REQUIRE(next > low);
        REQUIRE(Histogram::bucket_of(low) == b);
        REQUIRE(Histogram::bucket_of(next - 1) == b);
        REQUIRE(next - low <= std::max<uint64_t>(1, low / Histogram::k_sub_buckets));
    }
    CHECK(Histogram::bucket_of(std::numeric_limits<uint64_t>::max()) == Histogram::k_buckets - 1);
}

TEST_CASE("histogram: percentiles within 1% of the exact ones") {
    std::mt19937_64 rng(42);
    SUBCASE("uniform 1 us .. 1 ms") {
        std::uniform_real_distribution<double> d(1, 1000);
        std::vector<double> samples(100000);
        for (double& s : samples) s = d(rng);
        check_close_to_exact(samples, 0.01);
    }
    SUBCASE("exponential-ish: 5 us plus an exponential tail of mean 40 us") {
        std::exponential_distribution<double> d(1.0 / 40);
        std::vector<double> samples(100000);
        for (double& s : samples) s = 5 + d(rng);
        check_close_to_exact(samples, 0.01);
    }
    SUBCASE("a few spikes over a steady 3 us: hangs of seconds, one of a minute") {
        std::normal_distribution<double> d(3, 0.2);
        std::vector<double> samples(20000);
        for (double& s : samples) s = std::max(0.5, d(rng));
        for (size_t i = 0; i < 250; ++i) samples[i * 79] = 2e6 + static_cast<double>(i) * 1e3;  // 1.25%: over p99
        samples[7] = 60e6;
        check_close_to_exact(samples, 0.01);
        CHECK(histogram_of(samples).percentile(99) >= 2e6);
    }
    SUBCASE("one sample is every percentile, exactly") { check_close_to_exact({123.456}, 0); }
    SUBCASE("below 256 ns buckets are one nanosecond wide") {
        const Histogram h = histogram_of({0.0504, 0.0504, 0.0504});
        CHECK(h.percentile(50) == doctest::Approx(0.0504).epsilon(1e-12));  // within min and max: exact
        const Histogram two = histogram_of({0.010, 0.2001});
        CHECK(two.percentile(50) == doctest::Approx(0.010));
        CHECK(std::abs(two.percentile(100) - 0.2001) <= 0.0005);
    }
}

TEST_CASE("histogram: empty, negative, NaN and infinite samples") {
    Histogram h;
    CHECK(h.count() == 0);
    CHECK(h.percentile(50) == 0);
    CHECK(h.buckets().empty());
    h.record(-5);
    h.record(std::nan(""));
    CHECK(h.count() == 2);
    CHECK(h.max() == 0);
    CHECK(h.percentile(100) == 0);
    h.record(std::numeric_limits<double>::infinity());
    CHECK(h.buckets().back().first == Histogram::k_buckets - 1);
}

TEST_CASE("histogram: merging gives the histogram of the concatenated samples") {
    std::mt19937_64 rng(3);
    std::lognormal_distribution<double> d(2, 1.5);
    std::vector<double> a(30000), b(70000);
    // Quarter microseconds: sums are exact in any order, so the merged histogram equals the whole one exactly.
    for (double& s : a) s = std::round(d(rng) * 4) / 4;
    for (double& s : b) s = std::round(d(rng) * 40) / 4;
    std::vector<double> all = a;
    all.insert(all.end(), b.begin(), b.end());
    Histogram merged = histogram_of(a);
    merged.merge(histogram_of(b));
    const Histogram whole = histogram_of(all);
    CHECK(merged.buckets() == whole.buckets());
    CHECK(merged.count() == whole.count());
    CHECK(merged == whole);
    for (double p : k_percents) CHECK(merged.percentile(p) == whole.percentile(p));
    // Merging in the other order, or into an empty histogram, is the same.
    Histogram other = histogram_of(b);
    other.merge(histogram_of(a));
    CHECK(other == whole);
    Histogram empty;
    empty.merge(whole);
    CHECK(empty == whole);
    CHECK(merged.buckets().size() < 2000);  // what the JSON holds: buckets with samples, not samples
}

TEST_CASE("histogram: from_buckets rebuilds what buckets() gives, and refuses what no histogram holds") {
    const Histogram h = histogram_of({1, 2, 2, 500, 1e6});
    auto back = Histogram::from_buckets(h.buckets(), h.min(), h.max(), h.sum());
    REQUIRE(back.ok());
    CHECK(*back == h);
    CHECK_FALSE(Histogram::from_buckets({{5, 1}, {5, 1}}, 0, 1, 1).ok());
    CHECK_FALSE(Histogram::from_buckets({{9, 1}, {5, 1}}, 0, 1, 1).ok());
    CHECK_FALSE(Histogram::from_buckets({{5, 0}}, 0, 1, 1).ok());
    CHECK_FALSE(Histogram::from_buckets({{Histogram::k_buckets, 1}}, 0, 1, 1).ok());
    CHECK_FALSE(Histogram::from_buckets({{5, 1}}, 2, 1, 1).ok());
    CHECK_FALSE(Histogram::from_buckets({}, 0, 1, 0).ok());
}
