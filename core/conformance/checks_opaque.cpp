// Opaque kernels (scenario format 2; adapter ABI 1.1, SS_CAP_OPAQUE_KERNELS): each element of every write range is
// the independently worked out one (independent_kernels.h), reads of a range with no element at an index left out,
// a range read and written in place read before it is written, and nothing outside the write ranges touched.
#include "core/conformance/checks.h"
#include "core/conformance/independent_kernels.h"
#include "core/conformance/rig.h"

#include <map>

namespace syncstress::conformance {

namespace {

// Distinct, non-zero contents per buffer: element i of buffer b is hash32(b + 1, i).
std::vector<uint32_t> contents(sync::BufferId b) {
    std::vector<uint32_t> v(k_n);
    for (uint64_t i = 0; i < k_n; ++i) v[i] = independent_hash32(b + 1, static_cast<uint32_t>(i));
    return v;
}

// Uploads every buffer's contents, runs `kernel` over buffers `ids`, and compares each buffer with independent_opaque.
void run_and_compare(Rig& rig, sync::QueueId q, sync::OpaqueCmd kernel, const std::vector<sync::BufferId>& ids, const std::string& what) {
    auto scope = rig.c.scope(what);
    std::map<sync::BufferId, std::vector<uint32_t>> before;
    const auto h = rig.host();
    for (sync::BufferId b : ids) {
        before[b] = contents(b);
        rig.set(h, before[b]);
        rig.run(q, {sync::UploadCmd{h, b, 0, 0, k_n}});
    }
    const auto expected = independent_opaque(kernel, before);
    rig.run(q, {std::move(kernel)});
    for (sync::BufferId b : ids) {
        rig.fill(h, k_untouched);
        rig.c.expect_elements(rig.download(q, b, h), expected.at(b), "buffer " + std::to_string(b));
    }
}

void check_opaque(Rig& rig) {
    rig.need_opaque_kernels();
    const auto q = rig.queue();
    const auto in = rig.buffer(), lut = rig.buffer(), out = rig.buffer();
    // Reads of two buffers, one range read and written in place, a write range longer than every read range.
    run_and_compare(rig, q, sync::OpaqueCmd{0xc0ffeeu, {{in, 5, 600}, {lut, 0, 100}}, {{out, 17, 700}, {in, 5, 300}}}, {in, lut, out},
                    "two reads, two writes, one in place");
    run_and_compare(rig, q, sync::OpaqueCmd{0, {}, {{out, 0, k_n}}}, {out}, "no reads, id 0");
    // The most ranges a list holds: eight reads of different lengths, eight writes apart.
    sync::OpaqueCmd most{4294967295u, {}, {}};
    for (uint64_t r = 0; r < k_opaque_max_ranges; ++r) most.reads.push_back({r % 2 ? in : lut, r * 50, 30 * r + 10});
    for (uint64_t w = 0; w < k_opaque_max_ranges; ++w) most.writes.push_back({out, w * 128, 100 + w});
    run_and_compare(rig, q, most, {in, lut, out}, "eight reads, eight writes");
}

}  // namespace

std::vector<Check> opaque_checks() {
    std::vector<Check> checks;
    add_sided(checks, "opaque kernels give the independently worked out element of every range", check_opaque);
    return checks;
}

}  // namespace syncstress::conformance
