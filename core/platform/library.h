// Shared libraries loaded at run time (runtime adapters, the Vulkan loader, the CUDA driver): dlopen on POSIX,
// LoadLibraryW on Windows.
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
// A library of the system that a backend loads by name, where the OS searches for it, and what to install when it
// is missing.
struct SystemLibrary {
    const char* name;
    const char* install;
};
SystemLibrary vulkan_loader_library();  // libvulkan.so.1; vulkan-1.dll
const char* cuda_driver_library();      // libcuda.so.1; nvcuda.dll
// Loads a system library by name, never unloaded. On failure returns a null handle and sets `error` to the
// loader's words (empty where it says none).
Library load_system_library(const char* name, std::string& error);
// The library `name` if the process has it loaded already, without loading it (a null handle where it has not): a
// plug-in reaching into the library that loaded it. Its reference is kept (the library stays loaded).
Library loaded_library(const char* name);
// Whether the system library `name` can be loaded at all: loaded and unloaded at once.
bool system_library_loads(const char* name);
// Whether `path` names an existing file (a missing file gets its own sentence, not the loader's).
bool file_exists(const std::string& path);
// Registers `handler` to run when the process calls exit(), and quick_exit() where the C library has it (POSIX,
// not MinGW's msvcrt); false if it could not be registered.
bool at_any_exit(void (*handler)());

}  // namespace syncstress::platform
