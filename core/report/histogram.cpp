#include "core/report/histogram.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <string>

namespace syncstress::report {

namespace {

constexpr uint32_t k_linear_bits = 7;  // log2(k_sub_buckets)
static_assert(Histogram::k_sub_buckets == 1u << k_linear_bits);
static_assert(Histogram::k_buckets == (64 - k_linear_bits + 1) * Histogram::k_sub_buckets);

uint64_t to_ns(double us) {
    if (!(us > 0)) return 0;           // also NaN
    const double ns = us * 1e3 + 0.5;  // rounded half up by the cast below: std::round is a library call per sample
    if (ns >= 0x1p64) return std::numeric_limits<uint64_t>::max();
    return static_cast<uint64_t>(ns);
}

}  // namespace

uint32_t Histogram::bucket_of(uint64_t ns) {
    if (ns < 2 * k_sub_buckets) return static_cast<uint32_t>(ns);
    const uint32_t shift = static_cast<uint32_t>(std::bit_width(ns)) - 1 - k_linear_bits;
    return shift * k_sub_buckets + static_cast<uint32_t>(ns >> shift);  // ns >> shift is in [128, 256)
}

uint64_t Histogram::lowest_ns(uint32_t bucket) {
    if (bucket < 2 * k_sub_buckets) return bucket;
    const uint32_t shift = bucket / k_sub_buckets - 1;
    return static_cast<uint64_t>(bucket - shift * k_sub_buckets) << shift;
}

void Histogram::record(double us) {
    const uint64_t ns = to_ns(us);
    const uint32_t bucket = bucket_of(ns);
    if (bucket >= counts_.size()) counts_.resize(bucket + 1);
    ++counts_[bucket];
    // Kept in microseconds as given (a NaN or negative sample as 0), so that min, max and sum stay exact.
    const double value = std::isnan(us) ? 0.0 : std::max(us, 0.0);
    min_us_ = count_ == 0 ? value : std::min(min_us_, value);
    max_us_ = count_ == 0 ? value : std::max(max_us_, value);
    sum_us_ += value;
    ++count_;
}

void Histogram::merge(const Histogram& other) {
    if (other.count_ == 0) return;
    if (other.counts_.size() > counts_.size()) counts_.resize(other.counts_.size());
    for (size_t i = 0; i < other.counts_.size(); ++i) counts_[i] += other.counts_[i];
    min_us_ = count_ == 0 ? other.min_us_ : std::min(min_us_, other.min_us_);
    max_us_ = count_ == 0 ? other.max_us_ : std::max(max_us_, other.max_us_);
    sum_us_ += other.sum_us_;
    count_ += other.count_;
}

double Histogram::percentile(double p) const {
    if (count_ == 0) return 0;
    const auto wanted = static_cast<uint64_t>(std::ceil(std::clamp(p, 0.0, 100.0) / 100.0 * static_cast<double>(count_)));
    const uint64_t rank = std::clamp<uint64_t>(wanted, 1, count_);
    uint64_t seen = 0;
    uint32_t bucket = 0;
    for (; bucket < counts_.size(); ++bucket) {
        seen += counts_[bucket];
        if (seen >= rank) break;
    }
    const uint64_t low = lowest_ns(bucket);
    const uint64_t width = bucket + 1 < k_buckets ? lowest_ns(bucket + 1) - low : std::numeric_limits<uint64_t>::max() - low;
    // The samples of a bucket rounded to [low, low + width - 1] ns: its middle is at most half a bucket off.
    const double middle_us = (static_cast<double>(low) + static_cast<double>(width - 1) / 2) / 1e3;
    return std::clamp(middle_us, min_us_, max_us_);
}

std::vector<Histogram::Bucket> Histogram::buckets() const {
    std::vector<Bucket> out;
    for (uint32_t i = 0; i < counts_.size(); ++i)
        if (counts_[i]) out.emplace_back(i, counts_[i]);
    return out;
}

Result<Histogram> Histogram::from_buckets(const std::vector<Bucket>& buckets, double min_us, double max_us, double sum_us) {
    Histogram h;
    for (size_t i = 0; i < buckets.size(); ++i) {
        const auto [index, count] = buckets[i];
        const std::string where = "bucket " + std::to_string(i) + " (index " + std::to_string(index) + ")";
        if (index >= k_buckets) return make_error(where + ": expected an index below " + std::to_string(k_buckets), ErrorKind::bad_input);
        if (i > 0 && index <= buckets[i - 1].first)
            return make_error(where + ": expected indices in increasing order", ErrorKind::bad_input);
        if (count == 0) return make_error(where + ": expected a count above 0 (empty buckets are left out)", ErrorKind::bad_input);
        if (count > std::numeric_limits<uint64_t>::max() - h.count_)
            return make_error(where + ": the counts overflow", ErrorKind::bad_input);
        h.counts_.resize(index + 1);
        h.counts_[index] = count;
        h.count_ += count;
    }
    if (!(min_us >= 0 && min_us <= max_us && sum_us >= 0))
        return make_error("expected 0 <= min_us <= max_us and sum_us >= 0", ErrorKind::bad_input);
    if (h.count_ == 0 && (min_us != 0 || max_us != 0 || sum_us != 0))
        return make_error("an empty histogram has min_us, max_us and sum_us 0", ErrorKind::bad_input);
    h.min_us_ = min_us;
    h.max_us_ = max_us;
    h.sum_us_ = sum_us;
    return h;
}

}  // namespace syncstress::report
