#include "tool/exit_codes.h"

#include <iostream>

namespace syncstress::tool {

int fail(const std::string& message, int code) {
    std::cerr << "syncstress: " << message << "\n";
    return code;
}

}  // namespace syncstress::tool
