#include "core/platform/library.h"

#include <cstdlib>
#include <dlfcn.h>
#include <sys/stat.h>

namespace syncstress::platform {

Library load_library(const std::string& path, std::string& error) {
    // A bare name would be searched on the library path: "./" keeps a file in the working directory what it says.
    const std::string given = path.find('/') == std::string::npos ? "./" + path : path;
    void* handle = dlopen(given.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        const char* why = dlerror();
        error = why ? why : "dlopen failed";
    }
    return {handle};
}

void* library_symbol(Library library, const char* name) { return library.handle ? dlsym(library.handle, name) : nullptr; }

SystemLibrary vulkan_loader_library() { return {"libvulkan.so.1", "install libvulkan1"}; }
const char* cuda_driver_library() { return "libcuda.so.1"; }

Library load_system_library(const char* name, std::string& error) {
    void* handle = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        const char* why = dlerror();
        error = why ? why : "";
    }
    return {handle};
}

Library loaded_library(const char* name) { return {dlopen(name, RTLD_NOW | RTLD_NOLOAD)}; }

bool system_library_loads(const char* name) {
    void* handle = dlopen(name, RTLD_LAZY | RTLD_LOCAL);
    if (handle) dlclose(handle);
    return handle != nullptr;
}

bool file_exists(const std::string& path) {
    struct stat st {};
    return stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode);
}

bool at_any_exit(void (*handler)()) { return std::atexit(handler) == 0 && std::at_quick_exit(handler) == 0; }

}  // namespace syncstress::platform
