// The capture log: one line per recorded call, streamed to the file that SYNCSTRESS_CAPTURE_LOG names as the call
// happens, so that the recorders' memory does not grow with the run. The Vulkan layer and the CUDA subscriber both
// write through this one shared library (libsyncstress_capture_log), so a process that uses both APIs has one log,
// one call index and one thread numbering. docs/capture.md describes the lines; core/capture/log_reader.h reads them
// back.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <type_traits>

namespace syncstress::capture_layer {

// Whether a log is being written: SYNCSTRESS_CAPTURE_LOG was set and the file opened at the first record.
bool log_enabled();
// Whether the environment variable `variable` is set to `value` (the recorders' switches: SYNCSTRESS_CAPTURE_HOST=0,
// SYNCSTRESS_CAPTURE_TRAMPOLINE=0, SYNCSTRESS_CAPTURE_PINNED=1).
bool env_is(const char* variable, const char* value);
// This thread's ordinal in the log: 0 is the first thread that called into the layer or the subscriber.
uint32_t this_thread();

// One line: "<index> t<thread> <call> key=value ...". The index (the call's ordinal in the process) and the thread
// (an ordinal: 0 is the first thread that called into the layer) are given when the line is written.
class Record {
public:
    explicit Record(const char* call);
    Record& u64(const char* key, uint64_t value);
    Record& i64(const char* key, int64_t value);
    // Handles are written as their 64-bit values, in decimal as every number.
    // key=a:b:c... (the parts of one thing, such as a buffer barrier's buffer, accesses, offset and size)
    Record& parts(const char* key, std::initializer_list<uint64_t> values);
    // Writes the line; `flush` pushes it to the file at once (a sync point: what follows may not come to the log if
    // the program ends abruptly).
    void write(bool flush = false);
    // Writes the line as thread `thread`'s (an access the fault handler saw on that thread).
    void write_as(uint32_t thread);

private:
    Record& field(const char* key, const std::string& value);
    void write_line(uint32_t thread, bool flush);
    std::string line_;
};

template <class Handle>
uint64_t handle_id(Handle handle) {
    if constexpr (std::is_pointer_v<Handle>)
        return static_cast<uint64_t>(reinterpret_cast<uintptr_t>(handle));
    else
        return static_cast<uint64_t>(handle);
}

}  // namespace syncstress::capture_layer
