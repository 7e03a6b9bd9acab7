// One file that host memory is carved from and that a child process maps too, so that both see the same bytes with
// nothing copied between them: each region is a separate mapping of a part of the file, so that regions already
// handed out never move as the file grows. The file is removed when the SharedFile is destroyed.
#pragma once

#include "core/common/result.h"

#include <cstdint>
#include <memory>
#include <string>

namespace syncstress::platform {

struct SharedFile;
struct SharedFileDeleter {
    void operator()(SharedFile* file) const;  // unmaps every region, closes and removes the file
};
using SharedFilePtr = std::unique_ptr<SharedFile, SharedFileDeleter>;

// A folder for such files: one in memory where the OS has it (Linux: /dev/shm, so that no page is written back to a
// disk), else the temporary folder.
std::string shared_memory_folder();

// Creates (or truncates) the file at `path`, empty. On Linux it is memory of no path (memfd) sealed against
// shrinking, so that no other process can cut pages from under the regions (SIGBUS in this one); `path` is then only
// its name in messages. Where that is not possible it is a file at `path` (Windows refuses to shorten a file while a
// view of it is mapped).
Result<SharedFilePtr> create_shared_file(const std::string& path);
// What another process of this user opens to map the same bytes: /proc/PID/fd/N for a sealed memfd, else the path.
std::string shared_file_name(const SharedFile& file);

struct SharedRegion {
    uint64_t offset = 0;   // in the file, a multiple of k_region_alignment
    void* data = nullptr;  // valid until the SharedFile is destroyed
};
// Where a mapping of a file may start: a page on POSIX; Windows' allocation granularity. Python's mmap needs its
// `offset` to be a multiple of mmap.ALLOCATIONGRANULARITY, which is these.
uint64_t region_alignment();

// Grows the file by a zero-filled region of at least `bytes` (at least one byte), mapped read-write.
Result<SharedRegion> add_region(SharedFile& file, uint64_t bytes);

}  // namespace syncstress::platform
