// `syncstress conformance --backend B`: the backend conformance checks (core/conformance) on one backend, built-in or
// a runtime adapter, as a table of checks and a summary; what an adapter's author runs to see what the sync core
// needs of the runtime.
#pragma once

#include <functional>
#include <optional>

namespace CLI {
class App;
}

namespace syncstress::tool {

// Adds the command to APP. Once APP has parsed the command line, the returned function runs the command if it was
// the one given and returns its exit code (0 every applicable check passed, 1 one failed, 2 bad usage, 3 the backend
// is unavailable or cannot be created), and returns nullopt otherwise.
std::function<std::optional<int>()> add_conformance_command(CLI::App& app);

}  // namespace syncstress::tool
