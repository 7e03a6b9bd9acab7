// --adapter-option KEY=VALUE, read the same way by every command that creates backends.
#pragma once

#include "core/common/result.h"

#include <string>
#include <utility>
#include <vector>

namespace syncstress::tool {

// Each "KEY=VALUE" as a pair, in the order given (an adapter may read a key's meaning from an earlier one); the value
// may be empty, the key may not, and a key given twice is refused.
Result<std::vector<std::pair<std::string, std::string>>> parse_adapter_options(const std::vector<std::string>& options);

}  // namespace syncstress::tool
