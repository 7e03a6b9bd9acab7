#include "core/platform/library.h"
#include "core/platform/text_win32.h"

#include <cstdlib>
#include <filesystem>

namespace syncstress::platform {

Library load_library(const std::string& path, std::string& error) {
    // The library's own folder is searched for the DLLs it needs, as its author expects; that search wants an
    // absolute path with backslashes (one written with forward slashes, as Z:/... under Wine, is turned).
    std::error_code ec;
    std::filesystem::path file = std::filesystem::absolute(std::filesystem::path(widen(path)), ec);
    if (ec) file = std::filesystem::path(widen(path));
    file.make_preferred();
    HMODULE module = LoadLibraryExW(file.c_str(), nullptr, LOAD_WITH_ALTERED_SEARCH_PATH);
    if (!module) error = windows_error_text(GetLastError());
    return {reinterpret_cast<void*>(module)};
}

void* library_symbol(Library library, const char* name) {
    if (!library.handle) return nullptr;
    return reinterpret_cast<void*>(GetProcAddress(static_cast<HMODULE>(library.handle), name));
}

SystemLibrary vulkan_loader_library() { return {"vulkan-1.dll", "install a Vulkan driver or runtime"}; }
const char* cuda_driver_library() { return "nvcuda.dll"; }

// The loader's words are left out: "The specified module could not be found" says no more than the sentence
// the backend writes around the library's name.
Library load_system_library(const char* name, std::string& error) {
    HMODULE module = LoadLibraryA(name);
    if (!module) error.clear();
    return {reinterpret_cast<void*>(module)};
}

Library loaded_library(const char* name) {
    HMODULE module = nullptr;
    GetModuleHandleExA(0, name, &module);  // 0: takes a reference, as the POSIX side's dlopen does
    return {reinterpret_cast<void*>(module)};
}

bool system_library_loads(const char* name) {
    HMODULE module = LoadLibraryA(name);
    if (module) FreeLibrary(module);
    return module != nullptr;
}

bool file_exists(const std::string& path) {
    const DWORD attributes = GetFileAttributesW(widen(path).c_str());
    return attributes != INVALID_FILE_ATTRIBUTES && !(attributes & FILE_ATTRIBUTE_DIRECTORY);
}

bool at_any_exit(void (*handler)()) { return std::atexit(handler) == 0; }  // msvcrt has no at_quick_exit

}  // namespace syncstress::platform
