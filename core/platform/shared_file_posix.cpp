// platform/shared_file.h on POSIX: ftruncate grows the file (with zeros), mmap MAP_SHARED maps each region.
#include "core/platform/shared_file.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <vector>

#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

namespace syncstress::platform {

struct SharedFile {
    int fd = -1;
    std::string path;
    uint64_t size = 0;
    struct Mapping {
        void* data;
        size_t bytes;
    };
    std::vector<Mapping> mappings;
};

void SharedFileDeleter::operator()(SharedFile* file) const {
    if (!file) return;
    for (const auto& m : file->mappings) ::munmap(m.data, m.bytes);
    if (file->fd >= 0) ::close(file->fd);
    ::unlink(file->path.c_str());
    delete file;
}

std::string shared_memory_folder() {
    std::error_code ec;
    if (std::filesystem::is_directory("/dev/shm", ec) && ::access("/dev/shm", W_OK | X_OK) == 0) return "/dev/shm";
    return std::filesystem::temp_directory_path(ec).string();
}

Result<SharedFilePtr> create_shared_file(const std::string& path) {
    const int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd < 0) return make_error("cannot create " + path + ": " + std::strerror(errno), ErrorKind::io);
    SharedFilePtr file(new SharedFile);
    file->fd = fd;
    file->path = path;
    return file;
}

uint64_t region_alignment() {
    static const uint64_t page = static_cast<uint64_t>(::sysconf(_SC_PAGESIZE));
    return page;
}

Result<SharedRegion> add_region(SharedFile& file, uint64_t bytes) {
    const uint64_t align = region_alignment();
    const uint64_t length = (std::max<uint64_t>(bytes, 1) + align - 1) / align * align;
    const uint64_t offset = file.size;
    if (::ftruncate(file.fd, static_cast<off_t>(offset + length)) != 0)
        return make_error("cannot grow " + file.path + " to " + std::to_string(offset + length) + " bytes: " + std::strerror(errno),
                          ErrorKind::io);
    void* data = ::mmap(nullptr, length, PROT_READ | PROT_WRITE, MAP_SHARED, file.fd, static_cast<off_t>(offset));
    if (data == MAP_FAILED)
        return make_error("cannot map " + std::to_string(length) + " bytes of " + file.path + ": " + std::strerror(errno), ErrorKind::io);
    file.size = offset + length;
    file.mappings.push_back({data, static_cast<size_t>(length)});
    return SharedRegion{offset, data};
}

}  // namespace syncstress::platform
