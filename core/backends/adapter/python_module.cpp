// Where the Python adapter module is: the packages lay it out relative to the executable (the .deb and the .tar.gz:
// ../lib/python3/dist-packages; the Windows zip: python\ beside syncstress.exe), wherever they are unpacked; a build
// runs it from the source tree's python/.
#include "core/backends/registry.h"
#include "core/platform/process.h"

#include <filesystem>

namespace syncstress::backends {

std::string python_module_folder() {
    namespace fs = std::filesystem;
    std::vector<fs::path> candidates;
    const fs::path self = platform::self_path("");
    if (self.is_absolute()) candidates.push_back(self.parent_path() / SYNCSTRESS_PYTHON_MODULE_FROM_BINARY);
    candidates.emplace_back(SYNCSTRESS_PYTHON_MODULE_SOURCE);
    for (const auto& folder : candidates) {
        std::error_code ec;
        if (fs::is_regular_file(folder / "syncstress_adapter.py", ec)) return folder.lexically_normal().string();
    }
    return candidates.back().string();  // where a build has it: the error that follows names the folder
}

}  // namespace syncstress::backends
