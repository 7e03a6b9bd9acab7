// platform/shared_file.h on POSIX: ftruncate grows the file (with zeros), mmap MAP_SHARED maps each region. On Linux
// the file is a memfd sealed against shrinking (F_SEAL_SHRINK), named to the other process as /proc/PID/fd/N: a
// process that opens it can grow it but not cut pages from under our mappings (which would be SIGBUS here). Where
// memfd_create or sealing fails, and on other POSIX systems, it is a file at the path given.
#include "core/platform/shared_file.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <vector>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace syncstress::platform {

struct SharedFile {
    int fd = -1;
    std::string path;  // what messages call it
    std::string name;  // what another process opens
    bool unlink = true;
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
    if (file->unlink) ::unlink(file->path.c_str());
    delete file;
}

std::string shared_memory_folder() {
    std::error_code ec;
    if (std::filesystem::is_directory("/dev/shm", ec) && ::access("/dev/shm", W_OK | X_OK) == 0) return "/dev/shm";
    return std::filesystem::temp_directory_path(ec).string();
}

namespace {

// A memfd that cannot shrink, or -1.
int sealed_memory(const std::string& path) {
#ifdef __linux__
    const int fd = ::memfd_create(std::filesystem::path(path).filename().c_str(), MFD_CLOEXEC | MFD_ALLOW_SEALING);
    if (fd < 0) return -1;
    if (::fcntl(fd, F_ADD_SEALS, F_SEAL_SHRINK) == 0) return fd;
    ::close(fd);
#else
    (void)path;
#endif
    return -1;
}

}  // namespace

Result<SharedFilePtr> create_shared_file(const std::string& path) {
    SharedFilePtr file(new SharedFile);
    file->path = path;
    file->fd = sealed_memory(path);
    if (file->fd >= 0) {
        file->name = "/proc/" + std::to_string(::getpid()) + "/fd/" + std::to_string(file->fd);
        file->unlink = false;
        return file;
    }
    file->fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (file->fd < 0) {
        file->unlink = false;
        return make_error("cannot create " + path + ": " + std::strerror(errno), ErrorKind::io);
    }
    file->name = path;
    return file;
}

std::string shared_file_name(const SharedFile& file) { return file.name; }

uint64_t region_alignment() {
    static const uint64_t page = static_cast<uint64_t>(::sysconf(_SC_PAGESIZE));
    return page;
}

Result<SharedRegion> add_region(SharedFile& file, uint64_t bytes) {
    const uint64_t align = region_alignment();
    const uint64_t length = (std::max<uint64_t>(bytes, 1) + align - 1) / align * align;
    const uint64_t offset = file.size;
    struct stat now {};
    // Only ever grown: the other process may have grown it already, and a sealed file refuses a shrink.
    const bool large_enough = ::fstat(file.fd, &now) == 0 && static_cast<uint64_t>(now.st_size) >= offset + length;
    if (!large_enough && ::ftruncate(file.fd, static_cast<off_t>(offset + length)) != 0)
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
