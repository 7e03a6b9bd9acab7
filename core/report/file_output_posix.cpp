#include "core/report/file_output.h"

#include <cerrno>
#include <cstdio>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace syncstress::report {

namespace {

constexpr int k_name_attempts = 16;  // random names that already exist before giving up

std::string folder_of(const std::string& path) {
    auto slash = path.rfind('/');
    if (slash == std::string::npos) return ".";
    return slash == 0 ? "/" : path.substr(0, slash);
}

// ".NAME.RANDOM.tmp" beside PATH: hidden, and never predictable.
std::string temp_name(const std::string& path) {
    auto slash = path.rfind('/');
    std::string base = slash == std::string::npos ? path : path.substr(slash + 1);
    std::string folder = slash == std::string::npos ? "" : path.substr(0, slash + 1);
    return folder + "." + base + "." + random_hex(16) + ".tmp";
}

Error failure(const std::string& path, const std::string& what, int error) {
    return make_error("cannot write " + path + ": " + what + ": " + std::strerror(error), ErrorKind::io);
}

// A new file beside PATH: O_EXCL and O_NOFOLLOW, so that nothing already there (a file, a symlink
// planted by someone else) is opened. Returns the descriptor and sets `name`, or -1 with errno.
int create_temp(const std::string& path, std::string& name) {
    for (int attempt = 0; attempt < k_name_attempts; ++attempt) {
        name = temp_name(path);
        int fd = ::open(name.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
        if (fd >= 0 || errno != EEXIST) return fd;
    }
    return -1;
}

bool write_all(int fd, const std::string& content) {
    size_t done = 0;
    while (done < content.size()) {
        ssize_t n = ::write(fd, content.data() + done, content.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n == 0) errno = EIO;  // nothing written and no reason given: do not report "Success"
        if (n <= 0) return false;
        done += static_cast<size_t>(n);
    }
    return true;
}

bool special(const struct stat& s) { return !S_ISREG(s.st_mode) && !S_ISDIR(s.st_mode); }

// A pipe or device: written in place. Opened first and checked after, so that a path that changed in
// between is never truncated; returns false (nothing done) when it is not special after all.
bool write_special(const std::string& path, const std::string& content, Status& status) {
    int fd = ::open(path.c_str(), O_WRONLY | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) {
        status = failure(path, "open", errno);
        return true;
    }
    struct stat s {};
    if (::fstat(fd, &s) != 0 || !special(s)) {
        ::close(fd);
        return false;
    }
    bool written = write_all(fd, content);
    int saved = errno;
    ::close(fd);
    status = written ? Status{} : failure(path, "write", saved);
    return true;
}

}  // namespace

bool is_special_file(const std::string& path) {
    struct stat s {};
    return ::stat(path.c_str(), &s) == 0 && special(s);
}

Status check_writable(const std::string& path) {
    struct stat s {};
    if (::stat(path.c_str(), &s) == 0) {
        if (S_ISDIR(s.st_mode)) return make_error("cannot write " + path + ": it is a folder; give a file name", ErrorKind::io);
        if (special(s)) return ::access(path.c_str(), W_OK) == 0 ? Status{} : failure(path, "no write permission", errno);
    }
    std::string temp;
    int fd = create_temp(path, temp);
    if (fd < 0) return failure(path, "cannot create a file in " + folder_of(path), errno);
    ::close(fd);
    ::unlink(temp.c_str());
    return {};
}

Status write_atomically(const std::string& path, const std::string& content) {
    if (is_special_file(path)) {
        Status status;
        if (write_special(path, content, status)) return status;
    }
    std::string temp;
    int fd = create_temp(path, temp);
    if (fd < 0) return failure(path, "cannot create a file in " + folder_of(path), errno);
    const char* step = nullptr;
    if (!write_all(fd, content))
        step = "write";
    else if (::fsync(fd) != 0)
        step = "fsync";  // the data is on disk before the name points at it
    int saved = errno;
    if (::close(fd) != 0 && !step) step = "close", saved = errno;
    if (!step && ::rename(temp.c_str(), path.c_str()) != 0) step = "rename", saved = errno;
    if (step) {
        ::unlink(temp.c_str());
        return failure(path, std::string(step) + " " + temp, saved);
    }
    // The rename is durable once the folder is synced; best effort, the report is complete anyway.
    if (int folder = ::open(folder_of(path).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC); folder >= 0) {
        ::fsync(folder);
        ::close(folder);
    }
    return {};
}

Status write_stdout(const std::string& content) {
    if (std::fwrite(content.data(), 1, content.size(), stdout) != content.size() || std::fflush(stdout) != 0)
        return make_error(std::string("cannot write the report to stdout: ") + std::strerror(errno), ErrorKind::io);
    return {};
}

}  // namespace syncstress::report
