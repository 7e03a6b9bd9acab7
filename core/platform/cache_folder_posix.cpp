#include "core/platform/cache_folder.h"

#include <cstdlib>

namespace syncstress::platform {

std::filesystem::path user_cache_folder() {
    // A relative XDG_CACHE_HOME is invalid and ignored, as the XDG rules say.
    if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && xdg[0] == '/') return xdg;
    if (const char* home = std::getenv("HOME"); home && home[0] != '\0') return std::filesystem::path(home) / ".cache";
    return {};
}

}  // namespace syncstress::platform
