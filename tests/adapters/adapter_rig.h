// A runtime adapter driven through its C table as syncstress drives it: the library loaded at run time, resources
// numbered densely from 0, every call's status checked with the adapter's own message.
#pragma once

#include "syncstress/adapter.h"
#include "tests/common/skip.h"

#include <doctest/doctest.h>

#include <cstdint>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

namespace syncstress::testing {

// The entry point of the library at `path`; nullptr and `error` set when it cannot be loaded.
ss_adapter_entry_fn load_entry(const char* path, std::string& error);
// Its table for this build's ABI version.
const ss_adapter_api* load_adapter(const char* path, std::string& error);

inline ss_command fill_cmd(uint32_t dst, uint32_t value, uint64_t offset, uint64_t count) {
    ss_command c{SS_CMD_FILL, 0, {}};
    c.u.fill = {dst, value, offset, count};
    return c;
}
inline ss_command transfer_cmd(uint32_t kind, uint32_t src, uint32_t dst, uint64_t src_offset, uint64_t dst_offset, uint64_t count) {
    ss_command c{kind, 0, {}};
    c.u.copy = {src, dst, src_offset, dst_offset, count};
    return c;
}
inline ss_command dispatch_cmd(uint32_t kernel, uint32_t dst, uint32_t a, uint32_t b, uint64_t offset, uint64_t count, uint32_t p0,
                               uint32_t p1) {
    ss_command c{SS_CMD_DISPATCH, 0, {}};
    c.u.dispatch = {kernel, dst, a, b, offset, count, p0, p1};
    return c;
}
inline ss_command delay_cmd(uint32_t us) {
    ss_command c{SS_CMD_DELAY, 0, {}};
    c.u.delay = {us};
    return c;
}
inline ss_command timeline_cmd(uint32_t kind, uint32_t semaphore, uint64_t value) {
    ss_command c{kind, 0, {}};
    c.u.signal = {semaphore, 0, value};
    return c;
}
inline ss_command signal_cmd(uint32_t semaphore, uint64_t value) { return timeline_cmd(SS_CMD_SIGNAL, semaphore, value); }
inline ss_command barrier_cmd(uint32_t src_stages, uint32_t dst_stages, uint32_t src_access, uint32_t dst_access,
                              uint32_t buffer = SS_BARRIER_ALL_MEMORY, uint64_t offset = 0, uint64_t count = 0) {
    ss_command c{SS_CMD_BARRIER, 0, {}};
    c.u.barrier = {src_stages, dst_stages, src_access, dst_access, buffer, 0, offset, count};
    return c;
}
inline ss_command wait_cmd(uint32_t semaphore, uint64_t value) { return timeline_cmd(SS_CMD_WAIT, semaphore, value); }

// One adapter and the ids it has handed out. A test that finds no adapter returns at once (skipped, or failed where
// `required_by` is set to 1).
class AdapterRig {
public:
    static constexpr uint64_t k_second = 1000000000ull;

    AdapterRig(const char* path, const char* required_by, std::vector<std::pair<std::string, std::string>> options = {});
    ~AdapterRig();
    AdapterRig(const AdapterRig&) = delete;
    AdapterRig& operator=(const AdapterRig&) = delete;

    explicit operator bool() const { return adapter != nullptr; }
    const char* error() const { return api->last_error(adapter); }
    // The call succeeded, else the test case ends with the adapter's message.
    void ok(ss_status status) const { REQUIRE_MESSAGE(status == SS_OK, "status ", status, ": ", error()); }

    uint32_t queue();
    uint32_t buffer(uint64_t elements, uint32_t memory = SS_MEMORY_DEVICE);
    // A host array over `data`, which must outlive the adapter.
    uint32_t host_array(std::vector<uint32_t>& data);
    uint32_t semaphore(uint64_t initial = 0);
    ss_status submit(uint32_t queue, std::initializer_list<ss_command> commands, uint32_t flags = 0) const;
    // Destroys the adapter now (the destructor then does nothing).
    void destroy();

    const ss_adapter_api* api = nullptr;
    ss_adapter* adapter = nullptr;

private:
    uint32_t queues_ = 0, buffers_ = 0, host_arrays_ = 0, semaphores_ = 0;
};

}  // namespace syncstress::testing
