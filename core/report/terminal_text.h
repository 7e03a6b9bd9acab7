// Text from outside syncstress (a runtime adapter's errors, last_error, notes, names and stderr) made safe to print to
// a terminal: it cannot move the cursor, colour, clear the screen or start a line of its own that reads as a
// result. The text output and the command line's messages print such text through this; the JSON report keeps it
// exactly as it came.
#pragma once

#include <string>
#include <string_view>

namespace syncstress::report {

// `text` with newline and carriage return written as \n and \r, every other control character (C0, DEL, the C1
// controls U+0080..U+009F, ESC among them) and every byte that is not well-formed UTF-8 as \xNN; tab and the rest of
// UTF-8 as they are.
std::string terminal_text(std::string_view text);

}  // namespace syncstress::report
