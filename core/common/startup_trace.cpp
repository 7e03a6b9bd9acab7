#include "core/common/startup_trace.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace syncstress::startup_trace {

namespace {

bool enabled() {
    static const bool on = [] {
        const char* value = std::getenv("SYNCSTRESS_TRACE_STARTUP");
        return value != nullptr && value[0] != '\0' && std::strcmp(value, "0") != 0;
    }();
    return on;
}

}  // namespace

void mark(const char* what) {
    if (!enabled()) return;
    using clock = std::chrono::steady_clock;
    static const clock::time_point start = clock::now();
    const double ms = std::chrono::duration<double, std::milli>(clock::now() - start).count();
    std::fprintf(stderr, "syncstress: startup: +%.1f ms %s\n", ms, what);
}

}  // namespace syncstress::startup_trace
