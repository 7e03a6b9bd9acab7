#include "core/platform/timing.h"

#include <thread>

#ifdef __linux__
#include <sys/prctl.h>
#endif

namespace syncstress::platform {

void precise_sleeps() {
#ifdef __linux__
    thread_local const bool set = [] { return prctl(PR_SET_TIMERSLACK, 1000UL, 0UL, 0UL, 0UL) == 0; }();
    (void)set;
#endif
}

void sleep_for(std::chrono::nanoseconds duration) {
    precise_sleeps();
    std::this_thread::sleep_for(duration);
}

}  // namespace syncstress::platform
