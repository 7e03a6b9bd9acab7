#include "core/platform/console.h"

#include <sys/ioctl.h>
#include <unistd.h>

namespace syncstress::platform {

bool is_terminal(FILE* out) { return out && ::isatty(fileno(out)); }

size_t terminal_columns(FILE* out) {
    winsize size{};
    if (out && ::ioctl(fileno(out), TIOCGWINSZ, &size) == 0) return size.ws_col;
    return 0;
}

}  // namespace syncstress::platform
