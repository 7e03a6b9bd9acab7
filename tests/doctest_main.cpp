// One main for every test binary: doctest's, plus the exit code of a skip (tests/common/skip.h), and a failure for
// a test case that neither checked anything nor skipped (it could not have failed).
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

#include "tests/common/skip.h"

#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

namespace syncstress::testing {

namespace {

bool g_skipped = false;       // some case of this process skipped
bool g_case_skipped = false;  // the case running now did

// Finds the cases that ran no assertion and did not skip. A case with subcases may end more than once.
class EmptyCaseListener final : public doctest::IReporter {
public:
    static inline std::vector<std::string> empty_cases;

    explicit EmptyCaseListener(const doctest::ContextOptions&) {}
    void test_case_start(const doctest::TestCaseData& data) override {
        finish_case();
        name_ = data.m_name;
        running_ = true;
        asserted_ = false;
        g_case_skipped = false;
    }
    void test_case_end(const doctest::CurrentTestCaseStats& stats) override { asserted_ = asserted_ || stats.numAssertsCurrentTest > 0; }
    void test_run_end(const doctest::TestRunStats&) override { finish_case(); }
    void report_query(const doctest::QueryData&) override {}
    void test_run_start() override {}
    void test_case_reenter(const doctest::TestCaseData&) override {}
    void test_case_exception(const doctest::TestCaseException&) override {}
    void subcase_start(const doctest::SubcaseSignature&) override {}
    void subcase_end() override {}
    void log_assert(const doctest::AssertData&) override {}
    void log_message(const doctest::MessageData&) override {}
    void test_case_skipped(const doctest::TestCaseData&) override {}

private:
    void finish_case() {
        if (running_ && !asserted_ && !g_case_skipped) empty_cases.push_back(name_);
        running_ = false;
    }
    std::string name_;
    bool running_ = false, asserted_ = false;
};

}  // namespace

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
    g_case_skipped = true;
}

bool skipped() { return g_skipped; }

}  // namespace syncstress::testing

DOCTEST_REGISTER_LISTENER("empty_cases", 1, syncstress::testing::EmptyCaseListener);

int main(int argc, char** argv) {
    using syncstress::testing::EmptyCaseListener;
    doctest::Context context(argc, argv);
    const int failed = context.run();
    if (context.shouldExit()) return failed;
    for (const std::string& name : EmptyCaseListener::empty_cases)
        std::cout << "[syncstress] FAILED: \"" << name << "\" ran no assertion and did not skip" << std::endl;
    if (failed != 0 || !EmptyCaseListener::empty_cases.empty()) return EXIT_FAILURE;
    if (!syncstress::testing::skipped()) return 0;
    // doctest counts a case that returned early as passed: the exit code says otherwise.
    std::cout << "[syncstress] a test case skipped (see SKIPPED above): exit " << syncstress::testing::k_skip_exit_code << std::endl;
    return syncstress::testing::k_skip_exit_code;
}
