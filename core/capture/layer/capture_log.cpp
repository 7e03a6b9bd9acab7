#include "core/capture/layer/capture_log.h"

#include "core/capture/layer/host_order.h"

#include "core/platform/process_fork.h"

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>

namespace syncstress::capture_layer {
namespace {

// The log is process-wide by nature: the Vulkan loader and the CUDA driver give their plug-ins no place to keep state
// but their own globals, and this library is the one both plug-ins share.
struct Log {
    std::mutex mutex;
    std::FILE* file = nullptr;
    std::string path;  // SYNCSTRESS_CAPTURE_LOG
    uint64_t next_index = 0;
    std::atomic<uint32_t> next_thread{0};
};

Log& the_log();

// Each process writes its own log: the first to open SYNCSTRESS_CAPTURE_LOG has it, any other (a child that
// inherited the environment) writes PATH.<its pid>, and a child forked after the log was opened starts its own.
// Binary: the log's lines end with "\n" on Windows too.
std::FILE* open_process_log(const std::string& path) {
    if (std::FILE* first = std::fopen(path.c_str(), "wbx")) return first;
    return std::fopen((path + "." + std::to_string(platform::current_process_id())).c_str(), "wb");
}

// The forking thread holds the log, flushed, across fork(): the child's copy of it has nothing of the parent's to
// write again.
void before_fork() {
    the_log().mutex.lock();
    if (the_log().file) std::fflush(the_log().file);
}
void after_fork_in_parent() { the_log().mutex.unlock(); }
void after_fork_in_child() {
    Log& log = the_log();
    log.mutex.unlock();
    if (!log.file) return;
    std::fclose(log.file);
    log.file = std::fopen((log.path + "." + std::to_string(platform::current_process_id())).c_str(), "wb");
    log.next_index = 0;
    forget_host_order();
}

Log& the_log() {
    static Log* log = [] {
        auto* made = new Log;  // never destroyed: a program's threads may still call into the layer during exit
        if (const char* path = std::getenv("SYNCSTRESS_CAPTURE_LOG"); path && *path) {
            made->path = path;
            made->file = open_process_log(made->path);
        }
        return made;
    }();
    static const bool hooked = log->file && platform::on_fork(&before_fork, &after_fork_in_parent, &after_fork_in_child);
    (void)hooked;
    return *log;
}

}  // namespace

uint32_t this_thread() {
    thread_local const uint32_t ordinal = [] {
        const uint32_t made = the_log().next_thread.fetch_add(1);
        thread_numbered(made);
        return made;
    }();
    return ordinal;
}

bool log_enabled() { return the_log().file != nullptr; }

bool env_is(const char* variable, const char* value) {
    const char* set = std::getenv(variable);
    return set && std::strcmp(set, value) == 0;
}

Record::Record(const char* call) : line_(call) {}

Record& Record::field(const char* key, const std::string& value) {
    line_ += ' ';
    line_ += key;
    line_ += '=';
    line_ += value;
    return *this;
}

Record& Record::u64(const char* key, uint64_t value) { return field(key, std::to_string(value)); }
Record& Record::i64(const char* key, int64_t value) { return field(key, std::to_string(value)); }

Record& Record::parts(const char* key, std::initializer_list<uint64_t> values) {
    line_ += ' ';
    line_ += key;
    char separator = '=';
    for (uint64_t value : values) {
        line_ += separator;
        line_ += std::to_string(value);
        separator = ':';
    }
    return *this;
}

void Record::write(bool flush) { write_line(this_thread(), flush); }

void Record::write_as(uint32_t thread) { write_line(thread, false); }

void Record::write_line(uint32_t thread, bool flush) {
    Log& log = the_log();
    if (!log.file) return;
    std::lock_guard lock(log.mutex);
    // What the program's own synchronisation ordered this thread after comes before its next record (host_order.h).
    if (const std::string order = take_pending_order(thread); !order.empty()) {
        note_written(thread, log.next_index);
        std::fprintf(log.file, "%llu t%u order%s\n", static_cast<unsigned long long>(log.next_index++), thread, order.c_str());
    }
    note_written(thread, log.next_index);
    std::fprintf(log.file, "%llu t%u %s\n", static_cast<unsigned long long>(log.next_index++), thread, line_.c_str());
    if (flush) std::fflush(log.file);
}

}  // namespace syncstress::capture_layer
