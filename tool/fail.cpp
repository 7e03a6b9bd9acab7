#include "tool/fail.h"

#include "core/report/terminal_text.h"

#include <iostream>

namespace syncstress::tool {

int fail(const std::string& message, int code) {
    // An error may quote an adapter (its message, its stderr): one line, whatever it holds.
    std::cerr << "syncstress: " << report::terminal_text(message) << "\n";
    return code;
}

int fail(const Error& error) { return fail(error.message, report::exit_code(error)); }

}  // namespace syncstress::tool
