#include "core/platform/guarded_memory_os.h"

#include <windows.h>

namespace syncstress::platform::guard_os {
namespace {

bool (*g_handler)(void*, bool) = nullptr;

// An access violation: ExceptionInformation[0] is 1 for a write (0 a read, 8 an execution), [1] the address. One
// that is not on a guarded page goes on to the next handler.
LONG CALLBACK on_exception(EXCEPTION_POINTERS* pointers) {
    const EXCEPTION_RECORD* record = pointers->ExceptionRecord;
    if (record->ExceptionCode != EXCEPTION_ACCESS_VIOLATION || record->NumberParameters < 2) return EXCEPTION_CONTINUE_SEARCH;
    void* address = reinterpret_cast<void*>(record->ExceptionInformation[1]);
    return g_handler(address, record->ExceptionInformation[0] == 1) ? EXCEPTION_CONTINUE_EXECUTION : EXCEPTION_CONTINUE_SEARCH;
}

DWORD protection(Access access) {
    switch (access) {
    case Access::none: return PAGE_NOACCESS;
    case Access::read: return PAGE_READONLY;
    case Access::read_write: return PAGE_READWRITE;
    }
    return PAGE_NOACCESS;
}

}  // namespace

size_t page_size() {
    static const size_t size = [] {
        SYSTEM_INFO info;
        GetSystemInfo(&info);
        return static_cast<size_t>(info.dwPageSize);
    }();
    return size;
}

bool protect(void* at, size_t size, Access access) {
    DWORD old = 0;
    return VirtualProtect(at, size, protection(access), &old) != 0;
}

void* allocate(size_t size) { return VirtualAlloc(nullptr, size, MEM_COMMIT | MEM_RESERVE, PAGE_READWRITE); }

void free(void* at, size_t) { VirtualFree(at, 0, MEM_RELEASE); }

// One section of the paging file mapped twice; the handle is closed at once, the views keep the memory.
Views allocate_views(size_t size) {
    const auto bytes = static_cast<unsigned long long>(size);
    HANDLE section = CreateFileMappingW(INVALID_HANDLE_VALUE, nullptr, PAGE_READWRITE, static_cast<DWORD>(bytes >> 32),
                                        static_cast<DWORD>(bytes & 0xffffffffu), nullptr);
    if (!section) return {};
    void* guarded = MapViewOfFile(section, FILE_MAP_ALL_ACCESS, 0, 0, size);
    void* open = guarded ? MapViewOfFile(section, FILE_MAP_ALL_ACCESS, 0, 0, size) : nullptr;
    CloseHandle(section);
    if (!open) {
        if (guarded) UnmapViewOfFile(guarded);
        return {};
    }
    return {guarded, open};
}

void free_views(Views views, size_t) {
    UnmapViewOfFile(views.guarded);
    UnmapViewOfFile(views.open);
}

bool install_fault_handler(bool (*handler)(void* address, bool write)) {
    g_handler = handler;
    // The library this is in stays loaded for the rest of the process (the Vulkan loader unloads a layer at
    // vkDestroyInstance): the handler must stay callable.
    HMODULE self = nullptr;
    if (!GetModuleHandleExW(GET_MODULE_HANDLE_EX_FLAG_FROM_ADDRESS | GET_MODULE_HANDLE_EX_FLAG_PIN,
                            reinterpret_cast<LPCWSTR>(&on_exception), &self))
        return false;
    return AddVectoredExceptionHandler(1, &on_exception) != nullptr;  // first in the chain
}

}  // namespace syncstress::platform::guard_os
