#include "tool/adapter_options.h"

#include <algorithm>

namespace syncstress::tool {

Result<std::vector<std::pair<std::string, std::string>>> parse_adapter_options(const std::vector<std::string>& options) {
    std::vector<std::pair<std::string, std::string>> out;
    for (const std::string& option : options) {
        const auto equals = option.find('=');
        if (equals == std::string::npos || equals == 0)
            return make_error("--adapter-option '" + option + "': expected KEY=VALUE (e.g. --adapter-option device=1)",
                              ErrorKind::bad_input);
        std::string key = option.substr(0, equals);
        if (std::any_of(out.begin(), out.end(), [&](const auto& kv) { return kv.first == key; }))
            return make_error("--adapter-option " + key + " is given twice; give each key once", ErrorKind::bad_input);
        out.emplace_back(std::move(key), option.substr(equals + 1));
    }
    return out;
}

}  // namespace syncstress::tool
