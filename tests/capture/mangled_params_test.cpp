// Which parameters of a kernel are pointers to const, from its mangled name (core/capture/cuda/mangled_params.h). The
// names are what g++ (the host compiler nvcc hands kernels' names to) gives the declarations beside them.
#include "core/capture/cuda/mangled_params.h"

#include <doctest/doctest.h>

#include <string>
#include <vector>

using syncstress::capture_cuda::const_pointer_params;

namespace {

std::vector<bool> params(const char* mangled) {
    const auto result = const_pointer_params(mangled);
    REQUIRE_MESSAGE(result.has_value(), mangled);
    return *result;
}

}  // namespace

TEST_CASE("mangled names: const pointers among plain parameters, and a substitution of one") {
    // void negateArray(const float*, float*, int)
    CHECK(params("_Z11negateArrayPKfPfi") == std::vector<bool>{true, false, false});
    // void vectorAdd(const float*, const float*, float*, int): the second is S0_, the first's type again
    CHECK(params("_Z9vectorAddPKfS0_Pfi") == std::vector<bool>{true, true, false, false});
    // void vol(const volatile int*, volatile int*, const unsigned long long*)
    CHECK(params("_Z3volPVKiPViPKy") == std::vector<bool>{true, false, true});
    // void topconst(float* const, const float* const): a parameter's own const is not in the name
    CHECK(params("_Z8topconstPfPKf") == std::vector<bool>{false, true});
    // void none()
    CHECK(params("_Z4nonev").empty());
    // a clone's suffix
    CHECK(params("_Z11negateArrayPKfPfi.constprop.0") == std::vector<bool>{true, false, false});
}

TEST_CASE("mangled names: pointers to pointers, arrays and functions") {
    // void pp(const float**, float* const*, const float* const*): only a pointer to a const thing is read only
    CHECK(params("_Z2ppPPKfPKPfPKS0_") == std::vector<bool>{false, true, true});
    // void fnptr(void (*)(int), const int*, int*)
    CHECK(params("_Z5fnptrPFviEPKiPi") == std::vector<bool>{false, true, false});
    // void arr(const float (*)[4], float (*)[4]): an array of const is taken as written (not read here)
    CHECK(params("_Z3arrPA4_KfPA4_f") == std::vector<bool>{false, false});
}

TEST_CASE("mangled names: class types, nested names and the substitutions of their prefixes") {
    // void half(const __half*, __half*, const __half*)
    CHECK(params("_Z4halfPK6__halfPS_S1_") == std::vector<bool>{true, false, true});
    // void nested(const ns::V*, ns::V*, const ns::V*)
    CHECK(params("_Z6nestedPKN2ns1VEPS0_S2_") == std::vector<bool>{true, false, true});
    // void outer::inner::deep(const float*, float*, const float*)
    CHECK(params("_ZN5outer5inner4deepEPKfPfS2_") == std::vector<bool>{true, false, true});
    // void boxes(const ns::Box<float>*, ns::Box<float>*, const ns::Box<int>*, ns::Box<float>)
    CHECK(params("_Z5boxesPKN2ns3BoxIfEEPS1_PKNS0_IiEES1_") == std::vector<bool>{true, false, true, false});
    // void stdpair(const std::pair<int, float>*, std::pair<int, float>*)
    CHECK(params("_Z7stdpairPKSt4pairIifEPS0_") == std::vector<bool>{true, false});
}

TEST_CASE("mangled names: function templates, their return type and their parameters") {
    // template <class T> void k(const T*, T*, int), T = float and T = ns::V
    CHECK(params("_Z1kIfEvPKT_PS0_i") == std::vector<bool>{true, false, false});
    CHECK(params("_Z1kIN2ns1VEEvPKT_PS2_i") == std::vector<bool>{true, false, false});
    // template <int N> void g(const float* __restrict__, float* __restrict__), N = 256
    CHECK(params("_Z1gILi256EEvPKfPf") == std::vector<bool>{true, false});
    // template <class T, class U> void two(const T*, U*, const U*, T), T = double, U = ns::V
    CHECK(params("_Z3twoIdN2ns1VEEvPKT_PT0_PKS5_S2_") == std::vector<bool>{true, false, true, false});
    // template <class T> void cls(T, const T*), T = const float*: T_ stands for its argument
    CHECK(params("_Z3clsIPKfEvT_PKS2_") == std::vector<bool>{true, true});
    // template <class T> T ret(const T*, T*), T = float
    CHECK(params("_Z3retIfET_PKS0_PS0_") == std::vector<bool>{true, false});
}

TEST_CASE("mangled names: what is not read gives no answer, and every pointer is then taken as written") {
    CHECK_FALSE(const_pointer_params("vectorAdd").has_value());  // extern "C"
    CHECK_FALSE(const_pointer_params("").has_value());
    CHECK_FALSE(const_pointer_params("_Z").has_value());
    // template <class... T> void pk(const float*, T...): a pack expansion stands for any number of parameters
    CHECK_FALSE(const_pointer_params("_Z2pkIJiPfEEvPKfDpT_").has_value());
    // a lambda's type, local to main: a local name
    CHECK_FALSE(const_pointer_params("_Z6launchIZ4mainEUlPKfE_EvT_").has_value());
    // cut short, or a substitution of a candidate that does not exist
    CHECK_FALSE(const_pointer_params("_Z9vectorAddPK").has_value());
    CHECK_FALSE(const_pointer_params("_Z9vectorAddPKfS9_").has_value());
    CHECK_FALSE(const_pointer_params("_Z3fooILi3").has_value());
    // a type nested deeper than any kernel's (a pointer to a pointer to ... 10,000 times)
    CHECK_FALSE(const_pointer_params("_Z3foo" + std::string(10000, 'P') + "f").has_value());
    CHECK(const_pointer_params("_Z3foo" + std::string(8, 'P') + "Kf") == std::vector<bool>{false});
}
