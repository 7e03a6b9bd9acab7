// The number of threads of this process, where the OS shows it as files (Linux: /proc/self/task).
#pragma once

#include "core/platform/os.h"

#include <cstddef>
#include <filesystem>
#include <optional>
#include <system_error>
#include <thread>

namespace syncstress::testing {

inline constexpr const char* k_no_thread_count = "no /proc/self/task here: the thread count is read on Linux only";

// nullopt where there is no /proc/self/task: the caller skips with k_no_thread_count.
inline std::optional<size_t> thread_count() {
    // Under Wine a Windows build would read the /proc of the Wine process's host thread, not its own threads.
    if (platform::k_windows) return std::nullopt;
    std::error_code ec;
    std::filesystem::directory_iterator it("/proc/self/task", ec);
    if (ec) return std::nullopt;
    size_t n = 0;
    for (; it != std::filesystem::directory_iterator(); it.increment(ec)) {
        if (ec) return std::nullopt;
        ++n;
    }
    return n;
}

// The count to come back to: taken after one thread has come and gone, so that a helper thread a runtime starts
// with the first thread (ThreadSanitizer's background thread) is in it already.
inline std::optional<size_t> thread_baseline() {
    std::thread([] {}).join();
    return thread_count();
}

}  // namespace syncstress::testing
