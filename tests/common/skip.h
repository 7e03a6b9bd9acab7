// A test that cannot run here ends as skipped, never as passed: `skip` prints "SKIPPED: <reason>" and the test
// binary then exits with k_skip_exit_code (ctest's SKIP_RETURN_CODE), unless a check failed. Where the
// environment variable `required_by` is 1 (scripts/test, scripts/gpu-suite.sh) the same call is a failure.
#pragma once

#include <string>
#include <string_view>

namespace syncstress::testing {

constexpr int k_skip_exit_code = 77;

// The variables that turn a skip into a failure.
inline constexpr const char* k_require_cuda = "SYNCSTRESS_REQUIRE_CUDA";
inline constexpr const char* k_require_vulkan = "SYNCSTRESS_REQUIRE_VULKAN";
inline constexpr const char* k_require_validation = "SYNCSTRESS_REQUIRE_VALIDATION";

bool required(const char* variable);  // the variable is set to 1
// The caller returns from its test case right after. required_by nullptr: a skip on every machine (a platform
// without the feature), never a failure.
void skip(const char* required_by, const std::string& reason);
bool skipped();  // some test case of this process skipped

// The sanitizers this build has (CMake's SYNCSTRESS_SANITIZE, e.g. "address,undefined"; empty without), for the
// few tests whose subject a sanitizer changes (a deliberate crash it catches, a memory bound its shadow breaks):
// those skip in that build, saying why.
inline constexpr std::string_view k_sanitizers = SYNCSTRESS_TEST_SANITIZERS;
constexpr bool built_with(std::string_view sanitizer) { return k_sanitizers.find(sanitizer) != std::string_view::npos; }

}  // namespace syncstress::testing
