// A latency histogram of bounded size, so that a run of hours keeps its percentiles in the memory of a run of
// seconds. HdrHistogram's log-linear layout over whole nanoseconds: below 256 ns one bucket per nanosecond,
// above it 128 equal buckets per power of two. A bucket is at most 1/128 of its lower bound wide, so a
// percentile read back (the bucket's middle, kept within the recorded min and max) is within 0.4% of the
// sample's value above 128 ns, and within 0.5 ns below. Count, min, max and sum are exact.
#pragma once

#include "core/common/result.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace syncstress::report {

class Histogram {
public:
    static constexpr uint32_t k_sub_buckets = 128;             // per power of two: the relative resolution, 1/128
    static constexpr uint32_t k_buckets = 58 * k_sub_buckets;  // up to 2^64 ns
    using Bucket = std::pair<uint32_t, uint64_t>;              // index, count

    void record(double us);  // a negative or NaN sample counts as 0, an infinite one as the largest
    void merge(const Histogram& other);

    // Nearest rank, as report::percentiles: the bucket of the smallest sample with at least p% of the samples
    // at or below it (p in [0, 100]); 0 when empty.
    double percentile(double p) const;
    uint64_t count() const { return count_; }
    double min() const { return min_us_; }  // microseconds, exact; 0 when empty
    double max() const { return max_us_; }
    double sum() const { return sum_us_; }
    double mean() const { return count_ ? sum_us_ / static_cast<double>(count_) : 0.0; }

    // The buckets that hold samples, in index order: the histogram's JSON form.
    std::vector<Bucket> buckets() const;
    // The inverse; the error names what is wrong with the buckets (out of range, out of order, empty).
    static Result<Histogram> from_buckets(const std::vector<Bucket>& buckets, double min_us, double max_us, double sum_us);

    static uint32_t bucket_of(uint64_t ns);
    static uint64_t lowest_ns(uint32_t bucket);  // the bucket holds [lowest_ns(b), lowest_ns(b + 1))

    bool operator==(const Histogram&) const = default;

private:
    std::vector<uint64_t> counts_;  // grows to the highest bucket used: at most k_buckets (58 KiB)
    uint64_t count_ = 0;
    double min_us_ = 0, max_us_ = 0, sum_us_ = 0;
};

}  // namespace syncstress::report
