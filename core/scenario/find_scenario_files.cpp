#include "core/scenario/loader.h"

#include <algorithm>
#include <exception>
#include <filesystem>
#include <fstream>

namespace syncstress::scenario {

namespace {

Result<std::vector<std::string>> find_files(const std::vector<std::string>& paths, std::vector<std::string>* skipped_links) {
    namespace fs = std::filesystem;
    std::vector<std::string> files;
    for (const std::string& path : paths) {
        std::error_code ec;
        const fs::file_status status = fs::status(path, ec);
        if (ec || !fs::exists(status)) return make_error("no such file or folder: '" + path + "'", ErrorKind::io);
        if (fs::is_directory(status)) {
            fs::recursive_directory_iterator it(path, ec), end;
            if (ec) return make_error("cannot read the folder '" + path + "': " + ec.message(), ErrorKind::io);
            std::string last = path;
            for (; it != end; it.increment(ec)) {
                if (ec) break;
                last = it->path().string();
                std::error_code entry_ec;
                if (it->is_regular_file(entry_ec) && it->path().extension() == ".json")
                    files.push_back(it->path().lexically_normal().generic_string());
                else if (skipped_links && it->is_symlink(entry_ec) && it->is_directory(entry_ec))
                    skipped_links->push_back(it->path().lexically_normal().generic_string());
            }
            if (ec) return make_error("cannot read the folder '" + last + "': " + ec.message(), ErrorKind::io);
        } else if (fs::is_regular_file(status)) {
            std::ifstream in(path, std::ios::binary);
            if (!in) return make_error("cannot read the file '" + path + "'", ErrorKind::io);
            files.push_back(fs::path(path).lexically_normal().generic_string());
        } else {
            return make_error("'" + path + "' is neither a file nor a folder", ErrorKind::bad_input);
        }
    }
    std::sort(files.begin(), files.end());
    files.erase(std::unique(files.begin(), files.end()), files.end());
    return files;
}

}  // namespace

Result<std::vector<std::string>> find_scenario_files(const std::vector<std::string>& paths, std::vector<std::string>* skipped_links) {
    try {
        return find_files(paths, skipped_links);
    } catch (const std::exception& e) {
        return make_error(std::string("cannot list the scenario files: ") + e.what(), ErrorKind::io);
    }
}

}  // namespace syncstress::scenario
