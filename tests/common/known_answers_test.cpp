// The kernel math and the fixed hash of docs/SCENARIO-FORMAT.md against values worked out apart from the code (by
// hand and in Python): core/common/types.h, which the model and every backend share, and the tests' second
// implementation.
#include "core/common/types.h"
#include "core/conformance/independent_kernels.h"

#include <doctest/doctest.h>

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <utility>

using namespace syncstress;
using syncstress::conformance::independent_element;
using syncstress::conformance::independent_hash32;
using syncstress::conformance::independent_lowbias32;
using syncstress::conformance::independent_opaque_element;

namespace {

struct HashAnswer {
    uint32_t seed, index, hash;
};
// Non-zero seeds and indices, where i + lowbias32(seed) and i ^ lowbias32(seed) differ (the first two rows).
constexpr HashAnswer k_hashes[] = {
    {9, 1000, 0xee0621bfu}, {77, 15, 0x0a453fa1u}, {0x9e3779b9u, 3000, 0x55caf8b2u}, {1, 1, 0xd25b73e6u}, {0, 0, 0},
};

struct ElementAnswer {
    Kernel kernel;
    uint32_t i, old, a, b, p0, p1, expected;
};
// Every operand distinct, so that a kernel reading the wrong one gives another value; the sums and products wrap.
constexpr ElementAnswer k_elements[] = {
    {Kernel::seq, 7, 11, 12, 13, 0xfffffff0u, 0x01000193u, 0x07000af5u},  // 0xfffffff0 + 7 * 0x01000193
    {Kernel::hash, 1000, 11, 12, 13, 9, 14, 0xee0621bfu},
    {Kernel::add, 5, 11, 0xfffffff0u, 0x20u, 15, 16, 0x10u},
    {Kernel::scale, 5, 11, 0x12345678u, 13, 0x9e3779b9u, 16, 0x887934b8u},
    {Kernel::inc, 5, 0xfffffffeu, 12, 13, 5, 16, 3},
    {Kernel::copy, 5, 11, 0xcafef00du, 13, 15, 16, 0xcafef00du},
};

}  // namespace

TEST_CASE("the fixed hash: lowbias32 and hash32 give the known answers") {
    CHECK(lowbias32(1) == 0x688990c0u);
    CHECK(lowbias32(0xdeadbeefu) == 0xe628c683u);
    CHECK(independent_lowbias32(1) == 0x688990c0u);
    CHECK(independent_lowbias32(0xdeadbeefu) == 0xe628c683u);
    for (const HashAnswer& h : k_hashes) {
        CAPTURE(h.seed);
        CAPTURE(h.index);
        CHECK(hash32(h.seed, h.index) == h.hash);
        CHECK(independent_hash32(h.seed, h.index) == h.hash);
    }
    // The first rows tell + from ^: with ^ they would hash differently.
    CHECK(lowbias32(1000u ^ lowbias32(9)) != k_hashes[0].hash);
    CHECK(lowbias32(15u ^ lowbias32(77)) != k_hashes[1].hash);
}

TEST_CASE("every kernel gives its known answer, in the core and in the tests' second implementation") {
    static_assert(std::size(k_elements) == static_cast<size_t>(Kernel::copy) + 1, "one known answer per kernel");
    for (const ElementAnswer& e : k_elements) {
        CAPTURE(to_string(e.kernel));
        CHECK(kernel_element(e.kernel, e.i, e.old, e.a, e.b, e.p0, e.p1) == e.expected);
        CHECK(independent_element(e.kernel, e.i, e.old, e.a, e.b, e.p0, e.p1) == e.expected);
    }
}

TEST_CASE("the kernels agree with the second implementation over many operands") {
    uint32_t x = 0x2545f491u;  // xorshift32: operands of every size, reproducibly
    auto next = [&] {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        return x;
    };
    for (Kernel kernel : {Kernel::seq, Kernel::hash, Kernel::add, Kernel::scale, Kernel::inc, Kernel::copy}) {
        CAPTURE(to_string(kernel));
        int wrong = 0;
        for (int n = 0; n < 10000; ++n) {
            const uint32_t i = next(), old = next(), a = next(), b = next(), p0 = next(), p1 = next();
            wrong += kernel_element(kernel, i, old, a, b, p0, p1) != independent_element(kernel, i, old, a, b, p0, p1);
        }
        CHECK(wrong == 0);
    }
}

// An opaque kernel's elements, worked out apart from the code (a few lines of Python over the formula of
// docs/SCENARIO-FORMAT.md, Opaque kernels): id, write range, index, then the read elements of that index.
TEST_CASE("opaque kernels give their known answers, in the core and in the tests' second implementation") {
    auto core = [](uint32_t id, uint32_t w, uint32_t i, std::initializer_list<std::pair<uint32_t, uint32_t>> reads) {
        uint32_t h = opaque_start(id, w, i);
        for (auto [r, value] : reads) h = opaque_mix(h, r, value);
        return opaque_finish(h);
    };
    CHECK(core(12, 0, 0, {}) == 0x0df540eeu);
    CHECK(core(12, 0, 5, {{0, 7}, {1, 9}}) == 0x5f6636d8u);
    CHECK(core(12, 1, 5, {{0, 7}, {1, 9}}) == 0x4b07ebf5u);  // another write range
    CHECK(core(13, 0, 5, {{0, 7}, {1, 9}}) == 0x4baaa6a4u);  // another id
    CHECK(core(12, 0, 5, {{1, 9}}) == 0x5f10041au);          // read range 0 has no element 5
    const uint32_t values[] = {7, 9};
    const bool both[] = {true, true}, second[] = {false, true};
    CHECK(independent_opaque_element(12, 0, 0, values, both, 0) == 0x0df540eeu);
    CHECK(independent_opaque_element(12, 0, 5, values, both, 2) == 0x5f6636d8u);
    CHECK(independent_opaque_element(12, 1, 5, values, both, 2) == 0x4b07ebf5u);
    CHECK(independent_opaque_element(13, 0, 5, values, both, 2) == 0x4baaa6a4u);
    CHECK(independent_opaque_element(12, 0, 5, values, second, 2) == 0x5f10041au);
    CHECK(opaque_finish(0) == 1u);  // never 0
}
