// platform/shared_file.h on Windows: each region is a file mapping as large as the file up to its end (which grows
// the file, zero-filled) and a view of its part. Views of one file are coherent between processes.
#include "core/platform/shared_file.h"

#include "core/platform/text_win32.h"

#include <filesystem>
#include <vector>

namespace syncstress::platform {

struct SharedFile {
    HANDLE file = INVALID_HANDLE_VALUE;
    std::string path;
    uint64_t size = 0;
    struct Mapping {
        HANDLE mapping;
        void* view;
    };
    std::vector<Mapping> mappings;
};

void SharedFileDeleter::operator()(SharedFile* file) const {
    if (!file) return;
    for (const auto& m : file->mappings) {
        UnmapViewOfFile(m.view);
        CloseHandle(m.mapping);
    }
    if (file->file != INVALID_HANDLE_VALUE) CloseHandle(file->file);
    DeleteFileW(widen(file->path).c_str());
    delete file;
}

std::string shared_memory_folder() {
    std::error_code ec;
    return std::filesystem::temp_directory_path(ec).string();
}

Result<SharedFilePtr> create_shared_file(const std::string& path) {
    // FILE_ATTRIBUTE_TEMPORARY: kept in the cache rather than written back while it is open.
    HANDLE h = CreateFileW(widen(path).c_str(), GENERIC_READ | GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE,
                           nullptr, CREATE_ALWAYS, FILE_ATTRIBUTE_TEMPORARY, nullptr);
    if (h == INVALID_HANDLE_VALUE) return make_error("cannot create " + path + ": " + windows_error_text(GetLastError()), ErrorKind::io);
    SharedFilePtr file(new SharedFile);
    file->file = h;
    file->path = path;
    return file;
}

std::string shared_file_name(const SharedFile& file) { return file.path; }

uint64_t region_alignment() {
    static const uint64_t granularity = [] {
        SYSTEM_INFO info{};
        GetSystemInfo(&info);
        return static_cast<uint64_t>(info.dwAllocationGranularity);
    }();
    return granularity;
}

Result<SharedRegion> add_region(SharedFile& file, uint64_t bytes) {
    const uint64_t align = region_alignment();
    const uint64_t length = (std::max<uint64_t>(bytes, 1) + align - 1) / align * align;
    const uint64_t offset = file.size, end = offset + length;
    HANDLE mapping =
        CreateFileMappingW(file.file, nullptr, PAGE_READWRITE, static_cast<DWORD>(end >> 32), static_cast<DWORD>(end), nullptr);
    if (!mapping)
        return make_error("cannot grow " + file.path + " to " + std::to_string(end) + " bytes: " + windows_error_text(GetLastError()),
                          ErrorKind::io);
    void* view = MapViewOfFile(mapping, FILE_MAP_ALL_ACCESS, static_cast<DWORD>(offset >> 32), static_cast<DWORD>(offset),
                               static_cast<SIZE_T>(length));
    if (!view) {
        const DWORD error = GetLastError();
        CloseHandle(mapping);
        return make_error("cannot map " + std::to_string(length) + " bytes of " + file.path + ": " + windows_error_text(error),
                          ErrorKind::io);
    }
    file.size = end;
    file.mappings.push_back({mapping, view});
    return SharedRegion{offset, view};
}

}  // namespace syncstress::platform
