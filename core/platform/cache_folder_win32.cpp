#include "core/platform/cache_folder.h"

#include <cstdlib>

namespace syncstress::platform {

std::filesystem::path user_cache_folder() {
    // Read as UTF-16: a user name outside the ANSI code page stays intact.
    if (const wchar_t* local = _wgetenv(L"LOCALAPPDATA"); local && local[0] != L'\0') return std::filesystem::path(local);
    return {};
}

}  // namespace syncstress::platform
