// What guarded_memory.cpp needs of the operating system: pages, their protection, and a handler of the faults on
// them (POSIX: mmap, mprotect and SIGSEGV; Windows: VirtualAlloc, VirtualProtect and a vectored exception handler).
#pragma once

#include <cstddef>

namespace syncstress::platform::guard_os {

size_t page_size();
enum class Access { none, read, read_write };
// False where the pages cannot be given that protection.
bool protect(void* at, size_t size, Access access);
// Page-aligned read-write memory of `size` bytes; null where there is none.
void* allocate(size_t size);
void free(void* at, size_t size);
// Page-aligned read-write memory of `size` bytes seen at two addresses: `guarded`, whose pages are protected, and
// `open`, which stays readable and writable. Both null where there is none.
struct Views {
    void* guarded = nullptr;
    void* open = nullptr;
};
Views allocate_views(size_t size);
void free_views(Views views, size_t size);
// Installs `handler`, called with a faulting address and whether the access was a write; where it returns false the
// fault goes on to the handler installed before (or ends the process as it would have). False where it cannot be
// installed. Called once.
bool install_fault_handler(bool (*handler)(void* address, bool write));

}  // namespace syncstress::platform::guard_os
