// One main for every test binary: doctest's, plus the exit code of a skip (tests/common/skip.h).
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

#include "tests/common/skip.h"

#include <cstdlib>
#include <iostream>

namespace syncstress::testing {

namespace {
bool g_skipped = false;
}

bool required(const char* variable) {
    const char* value = std::getenv(variable);
    return value != nullptr && std::string(value) == "1";
}

void skip(const char* required_by, const std::string& reason) {
    if (required_by != nullptr && required(required_by)) {
        FAIL_CHECK(std::string(required_by) << "=1, so this may not be skipped: " << reason);
        return;
    }
    std::cout << "SKIPPED: " << reason << std::endl;
    g_skipped = true;
}

bool skipped() { return g_skipped; }

}  // namespace syncstress::testing

int main(int argc, char** argv) {
    doctest::Context context(argc, argv);
    const int failed = context.run();
    if (context.shouldExit() || failed != 0) return failed;
    if (!syncstress::testing::skipped()) return 0;
    // doctest counts a case that returned early as passed: the exit code says otherwise.
    std::cout << "[syncstress] a test case skipped (see SKIPPED above): exit " << syncstress::testing::k_skip_exit_code << std::endl;
    return syncstress::testing::k_skip_exit_code;
}
