// Where a user's programs keep what they can measure again: the figures a run calibrates once per device
// (core/sync/calibration_cache.h).
#pragma once

#include <filesystem>

namespace syncstress::platform {

// Linux: $XDG_CACHE_HOME when it is an absolute path, else $HOME/.cache (the XDG base directory rules);
// Windows: %LOCALAPPDATA%. Empty when the environment names none. The folder need not exist yet.
std::filesystem::path user_cache_folder();

}  // namespace syncstress::platform
