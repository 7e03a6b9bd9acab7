#include "tool/exit_codes.h"

#include <iostream>

namespace syncstress::tool {

int fail(const std::string& message, int code) {
    std::cerr << "syncstress: " << message << "\n";
    return code;
}

int fail(const Error& error) { return fail(error.message, report::exit_code(error)); }

}  // namespace syncstress::tool
