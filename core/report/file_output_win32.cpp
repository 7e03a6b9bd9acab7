#include "core/report/file_output.h"

#include "core/platform/text_win32.h"

#include <fcntl.h>
#include <io.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>

namespace syncstress::report {

namespace {

constexpr int k_name_attempts = 16;  // random names that already exist before giving up

Error failure(const std::string& path, const std::string& what, DWORD error) {
    return make_error("cannot write " + path + ": " + what + ": " + platform::windows_error_text(error), ErrorKind::io);
}

size_t name_start(const std::string& path) {
    auto slash = path.find_last_of("/\\");
    return slash == std::string::npos ? 0 : slash + 1;
}

std::string folder_of(const std::string& path) {
    size_t start = name_start(path);
    return start == 0 ? "." : path.substr(0, start);
}

// A new file beside PATH with a random name; CREATE_NEW never opens anything already there.
HANDLE create_temp(const std::string& path, std::string& name) {
    for (int attempt = 0; attempt < k_name_attempts; ++attempt) {
        size_t start = name_start(path);
        name = path.substr(0, start) + "." + path.substr(start) + "." + random_hex(16) + ".tmp";
        HANDLE h = CreateFileW(platform::widen(name).c_str(), GENERIC_WRITE, 0, nullptr, CREATE_NEW, FILE_ATTRIBUTE_NORMAL, nullptr);
        if (h != INVALID_HANDLE_VALUE || GetLastError() != ERROR_FILE_EXISTS) return h;
    }
    return INVALID_HANDLE_VALUE;
}

bool write_all(HANDLE h, const std::string& content) {
    size_t done = 0;
    while (done < content.size()) {
        DWORD chunk = static_cast<DWORD>(std::min<size_t>(content.size() - done, 1u << 30));
        DWORD written = 0;
        if (!WriteFile(h, content.data() + done, chunk, &written, nullptr) || written == 0) return false;
        done += written;
    }
    return true;
}

// An existing target that is not a disk file (a pipe, the console, NUL), opened for writing; else nothing.
HANDLE open_special(const std::string& path) {
    HANDLE h = CreateFileW(platform::widen(path).c_str(), GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_WRITE, nullptr, OPEN_EXISTING,
                           FILE_ATTRIBUTE_NORMAL, nullptr);
    if (h == INVALID_HANDLE_VALUE) return h;
    if (GetFileType(h) == FILE_TYPE_DISK) {
        CloseHandle(h);
        return INVALID_HANDLE_VALUE;
    }
    return h;
}

bool is_device_path(const std::string& path) { return path.rfind("\\\\.\\", 0) == 0 || path.rfind("//./", 0) == 0; }

// Another process reading the report (a -j run's parent reads its workers' as they grow) holds it open without
// FILE_SHARE_DELETE, as the C and C++ runtimes open files: replacing it then fails with a sharing violation or
// access denied until that reader closes it, a few milliseconds later. Such a failure is retried for up to a second.
bool replace_file(const std::string& temp, const std::string& path) {
    constexpr int k_attempts = 50;
    constexpr DWORD k_pause_ms = 20;
    for (int attempt = 1;; ++attempt) {
        if (MoveFileExW(platform::widen(temp).c_str(), platform::widen(path).c_str(), MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH))
            return true;
        const DWORD error = GetLastError();
        const DWORD target = GetFileAttributesW(platform::widen(path).c_str());
        const bool folder = target != INVALID_FILE_ATTRIBUTES && (target & FILE_ATTRIBUTE_DIRECTORY);
        if ((error != ERROR_SHARING_VIOLATION && error != ERROR_ACCESS_DENIED) || folder || attempt == k_attempts) {
            SetLastError(error);
            return false;
        }
        Sleep(k_pause_ms);
    }
}

}  // namespace

bool is_special_file(const std::string& path) {
    if (is_device_path(path)) return true;
    DWORD attributes = GetFileAttributesW(platform::widen(path).c_str());
    if (attributes == INVALID_FILE_ATTRIBUTES || (attributes & FILE_ATTRIBUTE_DIRECTORY)) return false;
    HANDLE h = open_special(path);
    if (h == INVALID_HANDLE_VALUE) return false;
    CloseHandle(h);
    return true;
}

Status check_writable(const std::string& path) {
    DWORD attributes = GetFileAttributesW(platform::widen(path).c_str());
    if (attributes != INVALID_FILE_ATTRIBUTES && (attributes & FILE_ATTRIBUTE_DIRECTORY))
        return make_error("cannot write " + path + ": it is a folder; give a file name", ErrorKind::io);
    if (is_device_path(path)) return {};  // a pipe's server would see a client come and go
    std::string temp;
    HANDLE h = create_temp(path, temp);
    if (h == INVALID_HANDLE_VALUE) return failure(path, "cannot create a file in " + folder_of(path), GetLastError());
    CloseHandle(h);
    DeleteFileW(platform::widen(temp).c_str());
    return {};
}

Status write_atomically(const std::string& path, const std::string& content) {
    if (HANDLE special = open_special(path); special != INVALID_HANDLE_VALUE) {
        bool written = write_all(special, content);
        DWORD error = GetLastError();
        CloseHandle(special);
        return written ? Status{} : failure(path, "write", error);
    }
    std::string temp;
    HANDLE h = create_temp(path, temp);
    if (h == INVALID_HANDLE_VALUE) return failure(path, "cannot create a file in " + folder_of(path), GetLastError());
    const char* step = nullptr;
    if (!write_all(h, content))
        step = "write";
    else if (!FlushFileBuffers(h))
        step = "flush";  // the data is on disk before the name points at it
    DWORD error = GetLastError();
    CloseHandle(h);
    if (!step && !replace_file(temp, path)) step = "rename", error = GetLastError();
    if (step) {
        DeleteFileW(platform::widen(temp).c_str());
        return failure(path, std::string(step) + " " + temp, error);
    }
    return {};
}

Status write_stdout(const std::string& content) {
    std::fflush(stdout);
    const int mode = _setmode(_fileno(stdout), _O_BINARY);
    const bool written = std::fwrite(content.data(), 1, content.size(), stdout) == content.size() && std::fflush(stdout) == 0;
    const int error = errno;
    if (mode != -1) _setmode(_fileno(stdout), mode);
    if (!written) return make_error(std::string("cannot write the report to stdout: ") + std::strerror(error), ErrorKind::io);
    return {};
}

}  // namespace syncstress::report
