// Which OS this is built for, as a constant: code that differs only in a format (quoting, path separators)
// chooses with `if constexpr`, and both forms stay compiled and testable everywhere.
#pragma once

namespace syncstress::platform {

#ifdef _WIN32
inline constexpr bool k_windows = true;
#else
inline constexpr bool k_windows = false;
#endif

}  // namespace syncstress::platform
