// Shared libraries loaded at run time (runtime adapters): dlopen on POSIX, LoadLibraryW on Windows.
#pragma once

#include <string>

namespace syncstress::platform {

// A loaded library, never unloaded: a runtime may leave threads running code of it until the process ends.
struct Library {
    void* handle = nullptr;
};

// Loads `path` (UTF-8; used as given, so a relative path is relative to the working directory or searched where
// the OS searches). On failure returns a null handle and sets `error` to the loader's words.
Library load_library(const std::string& path, std::string& error);
// The exported symbol `name`, or null.
void* library_symbol(Library library, const char* name);
// Whether `path` names an existing file (a missing file gets its own sentence, not the loader's).
bool file_exists(const std::string& path);

}  // namespace syncstress::platform
