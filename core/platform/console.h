// The terminal the progress line is drawn on.
#pragma once

#include <cstddef>
#include <cstdio>

namespace syncstress::platform {

// True when `out` is a terminal that understands "\r" and "\x1b[K" (on Windows: a console, with virtual
// terminal processing switched on by this call).
bool is_terminal(FILE* out);

// Columns of the terminal, 0 if unknown: a line longer than the terminal wraps and "\r" no longer erases it.
size_t terminal_columns(FILE* out);

}  // namespace syncstress::platform
