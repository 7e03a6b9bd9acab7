#include "core/backends/adapter/c_adapter.h"

#include "core/backends/adapter/adapter_objects.h"

#include "core/platform/library.h"
#include "core/report/exit_codes.h"
#include <syncstress/adapter.h>

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <map>
#include <mutex>
#include <new>
#include <type_traits>
#include <variant>

namespace syncstress::backends {

namespace {

// The ABI's enums against the core's tables. Kinds up to SS_CMD_DELAY are the work rows of SYNCSTRESS_QUEUE_COMMANDS in
// their order; the timeline ops and the barrier, which ABI 1.1 appended after them, sit at other rows in the core (the
// barrier is a work row there): row_of_kind maps them.
template <class T, class Variant>
struct IndexIn;
template <class T, class... Ts>
struct IndexIn<T, std::variant<Ts...>> {
    static constexpr size_t value = [] {
        constexpr bool same[] = {std::is_same_v<T, Ts>...};
        for (size_t i = 0; i < sizeof...(Ts); ++i)
            if (same[i]) return i;
        return sizeof...(Ts);
    }();
};
template <class T>
constexpr size_t command_row = IndexIn<T, sync::QueueOp>::value;
static_assert(SS_CMD_COUNT == std::variant_size_v<sync::QueueOp>);
static_assert(SS_CMD_FILL == command_row<sync::FillCmd> && SS_CMD_COPY == command_row<sync::CopyCmd> &&
              SS_CMD_UPLOAD == command_row<sync::UploadCmd> && SS_CMD_DOWNLOAD == command_row<sync::DownloadCmd> &&
              SS_CMD_DISPATCH == command_row<sync::DispatchCmd> && SS_CMD_DELAY == command_row<sync::DelayCmd>);
// The row of SYNCSTRESS_QUEUE_COMMANDS of each ss_command_kind.
constexpr size_t row_of_kind(uint32_t kind) {
    switch (kind) {
    case SS_CMD_SIGNAL: return command_row<sync::SignalOp>;
    case SS_CMD_WAIT: return command_row<sync::WaitOp>;
    case SS_CMD_BARRIER: return command_row<sync::BarrierCmd>;
    case SS_CMD_OPAQUE: return command_row<sync::OpaqueCmd>;
    default: return kind;
    }
}
static_assert(row_of_kind(SS_CMD_DELAY) == command_row<sync::DelayCmd>);
// Stage and access-class bits are the core's (core/common/types.h).
static_assert(SS_STAGE_TRANSFER == stage_bit(Stage::transfer) && SS_STAGE_COMPUTE == stage_bit(Stage::compute));
static_assert(SS_ACCESS_TRANSFER_READ == access_bit(Stage::transfer, false) &&
              SS_ACCESS_TRANSFER_WRITE == access_bit(Stage::transfer, true) &&
              SS_ACCESS_COMPUTE_READ == access_bit(Stage::compute, false) && SS_ACCESS_COMPUTE_WRITE == access_bit(Stage::compute, true));
static_assert(SS_BARRIER_ALL_MEMORY == sync::BarrierCmd::k_all_memory);
// ABI 1.1 added to the union, not to the struct: a 1.0 adapter reads the commands of a 1.1 host at the same stride.
static_assert(sizeof(ss_command) == 48 && sizeof(ss_barrier) <= sizeof(ss_dispatch) && sizeof(ss_opaque) <= sizeof(ss_dispatch));
static_assert(SS_OPAQUE_MAX_RANGES == k_opaque_max_ranges);
static_assert(SS_KERNEL_COUNT == k_kernel_count);
static_assert(SS_KERNEL_SEQ == static_cast<int>(Kernel::seq) && SS_KERNEL_HASH == static_cast<int>(Kernel::hash) &&
              SS_KERNEL_ADD == static_cast<int>(Kernel::add) && SS_KERNEL_SCALE == static_cast<int>(Kernel::scale) &&
              SS_KERNEL_INC == static_cast<int>(Kernel::inc) && SS_KERNEL_COPY == static_cast<int>(Kernel::copy));
static_assert(SS_SIDE_DEVICE == static_cast<int>(Side::device) && SS_SIDE_CUDA == static_cast<int>(Side::cuda));
static_assert(SS_MEMORY_DEVICE == static_cast<int>(Memory::device) && SS_MEMORY_HOST_VISIBLE == static_cast<int>(Memory::host_visible) &&
              SS_MEMORY_SHARED == static_cast<int>(Memory::shared));
static_assert(SS_WEAKER_UPLOAD_READS_UNTIL_COMPLETE == sync::k_weaker_upload_reads_until_complete &&
              SS_WEAKER_DOWNLOAD_WRITES_UNTIL_COMPLETE == sync::k_weaker_download_writes_until_complete);

std::string abi_text(uint32_t version) {
    return std::to_string(SS_ADAPTER_ABI_MAJOR(version)) + "." + std::to_string(SS_ADAPTER_ABI_MINOR(version));
}

// The end of a table's last required entry: a shorter table is refused.
constexpr size_t k_required_size = offsetof(ss_adapter_api, semaphore_value) + sizeof(ss_adapter_api::semaphore_value);

// Whether a table of `struct_size` bytes holds the whole of the entry at `offset` (a function, or a field of `size`).
constexpr bool holds(uint32_t struct_size, size_t offset, size_t size = sizeof(void (*)())) { return offset + size <= struct_size; }

// The table as syncstress reads it, copied: what the adapter's struct_size covers (an adapter built against an
// older minor version has a shorter table), every optional entry it does not cover wholly null, so never called.
ss_adapter_api known_part(const ss_adapter_api& api) {
    ss_adapter_api copy{};
    std::memcpy(&copy, &api, std::min<size_t>(api.struct_size, sizeof copy));
    if (!holds(api.struct_size, offsetof(ss_adapter_api, read))) copy.read = nullptr;
    if (!holds(api.struct_size, offsetof(ss_adapter_api, write))) copy.write = nullptr;
    if (!holds(api.struct_size, offsetof(ss_adapter_api, sync))) copy.sync = nullptr;
    if (!holds(api.struct_size, offsetof(ss_adapter_api, recover))) copy.recover = nullptr;
    // 1.1's capabilities: none from a table that ends before them or says it is 1.0.
    if (!holds(api.struct_size, offsetof(ss_adapter_api, capabilities), sizeof api.capabilities) ||
        SS_ADAPTER_ABI_MINOR(api.abi_version) < 1)
        copy.capabilities = 0;
    copy.reserved = 0;
    copy.struct_size = static_cast<uint32_t>(std::min<size_t>(api.struct_size, sizeof copy));
    return copy;
}
static_assert(offsetof(ss_adapter_api, reserved) + sizeof(ss_adapter_api::reserved) == sizeof(ss_adapter_api),
              "a new entry of ss_adapter_api must be nulled by known_part when the table is too short for it");

// The table of a library, checked: its ABI major version is ours and every required call is there. The copy
// returned lives as long as the process.
Result<const ss_adapter_api*> check_table(const ss_adapter_api* api, const std::string& path) {
    const std::string ours = abi_text(SS_ADAPTER_ABI_VERSION);
    if (!api)
        return make_error("adapter " + path + " declined adapter ABI " + ours +
                              " (its " SS_ADAPTER_ENTRY_NAME
                              "() returned NULL): rebuild it against this syncstress's include/syncstress/adapter.h",
                          ErrorKind::backend_unavailable);
    if (SS_ADAPTER_ABI_MAJOR(api->abi_version) != SS_ADAPTER_ABI_MAJOR(SS_ADAPTER_ABI_VERSION))
        return make_error("adapter " + path + " was built for adapter ABI " + abi_text(api->abi_version) + "; this syncstress speaks " +
                              ours + ": rebuild it against this syncstress's include/syncstress/adapter.h",
                          ErrorKind::backend_unavailable);
    if (api->struct_size < k_required_size)
        return make_error("adapter " + path + ": its function table is " + std::to_string(api->struct_size) +
                              " bytes, too short for adapter ABI " + abi_text(api->abi_version),
                          ErrorKind::backend_unavailable);
    static std::deque<ss_adapter_api> tables;  // under load()'s lock
    const ss_adapter_api* table = &tables.emplace_back(known_part(*api));
    const std::pair<const void*, const char*> required[] = {
        {reinterpret_cast<const void*>(table->create), "create"},
        {reinterpret_cast<const void*>(table->destroy), "destroy"},
        {reinterpret_cast<const void*>(table->last_error), "last_error"},
        {reinterpret_cast<const void*>(table->get_info), "get_info"},
        {reinterpret_cast<const void*>(table->create_queue), "create_queue"},
        {reinterpret_cast<const void*>(table->create_buffer), "create_buffer"},
        {reinterpret_cast<const void*>(table->create_host_array), "create_host_array"},
        {reinterpret_cast<const void*>(table->create_semaphore), "create_semaphore"},
        {reinterpret_cast<const void*>(table->submit), "submit"},
        {reinterpret_cast<const void*>(table->host_signal), "host_signal"},
        {reinterpret_cast<const void*>(table->host_wait), "host_wait"},
        {reinterpret_cast<const void*>(table->semaphore_value), "semaphore_value"},
    };
    for (const auto& [function, name] : required)
        if (!function) return make_error("adapter " + path + ": its function table has no " + name + "()", ErrorKind::backend_unavailable);
    return table;
}

// A library that calls exit() while it loads or starts (in a constructor, its entry point, create or get_info) would
// end syncstress with its own exit code, no report written: exit(0) would read as success. While an adapter loads or
// starts, an atexit (and at_quick_exit) handler makes such an exit code 3 with a sentence naming the adapter. It runs
// before anything syncstress registered earlier (handlers run in the reverse order), and ends the process there.
// Out of its reach: _exit() and a kill, which run no handler (the exit code is then the library's).
std::atomic<const char*> g_loading{nullptr};

void exit_while_loading() {
    if (const char* path = g_loading.load()) {
        std::fprintf(stderr, "syncstress: adapter %s ended the process while it was loading or starting (it called exit())\n", path);
        std::fflush(stderr);
        std::_Exit(report::k_exit_backend);
    }
}

class LoadingGuard {
public:
    explicit LoadingGuard(const std::string& path) : path_(path) {
        static const bool registered = platform::at_any_exit(exit_while_loading);
        (void)registered;
        previous_ = g_loading.exchange(path_.c_str());
    }
    ~LoadingGuard() { g_loading.store(previous_); }
    LoadingGuard(const LoadingGuard&) = delete;
    LoadingGuard& operator=(const LoadingGuard&) = delete;

private:
    std::string path_;
    const char* previous_ = nullptr;
};

// Loads a library once per process and keeps it: a runtime's threads may run its code until the process ends.
Result<const ss_adapter_api*> load(const std::string& path) {
    static std::mutex mutex;
    static std::map<std::string, Result<const ss_adapter_api*>> loaded;
    std::lock_guard lock(mutex);
    if (auto it = loaded.find(path); it != loaded.end()) return it->second;
    const LoadingGuard guard(path);
    auto attempt = [&]() -> Result<const ss_adapter_api*> {
        if (!platform::file_exists(path)) return make_error("adapter " + path + ": no such file", ErrorKind::backend_unavailable);
        std::string why;
        const platform::Library library = platform::load_library(path, why);
        if (!library.handle) return make_error("adapter " + path + " cannot be loaded: " + why, ErrorKind::backend_unavailable);
        auto* entry = reinterpret_cast<ss_adapter_entry_fn>(platform::library_symbol(library, SS_ADAPTER_ENTRY_NAME));
        if (!entry)
            return make_error("adapter " + path +
                                  " exports no " SS_ADAPTER_ENTRY_NAME
                                  "() entry point: is it a syncstress adapter? (include/syncstress/adapter.h)",
                              ErrorKind::backend_unavailable);
        return check_table(entry(SS_ADAPTER_ABI_VERSION), path);
    };
    return loaded.emplace(path, attempt()).first->second;
}

struct AlignedDelete {
    void operator()(uint32_t* p) const { ::operator delete (p, std::align_val_t{4096}); }
};
using HostMemory = std::unique_ptr<uint32_t, AlignedDelete>;

std::vector<std::string> lines_of(const char* text) {
    std::vector<std::string> lines;
    std::string line;
    for (const char* c = text ? text : ""; *c; ++c) {
        if (*c != '\n') {
            line += *c;
        } else if (!line.empty()) {
            lines.push_back(std::exchange(line, {}));
        }
    }
    if (!line.empty()) lines.push_back(line);
    return lines;
}

std::string or_unknown(const char* text) { return text && *text ? text : "unknown"; }

// The rows of SYNCSTRESS_QUEUE_COMMANDS of the kinds in `bits` (1u << ss_command_kind). The barrier's row comes from
// the table's SS_CAP_BARRIERS alone, the opaque kernel's from SS_CAP_OPAQUE_KERNELS: a 1.0 adapter may have set every
// bit of `commands`.
uint32_t command_rows(uint32_t bits, uint32_t capabilities) {
    uint32_t rows = 0;
    for (uint32_t kind = 0; kind < SS_CMD_COUNT; ++kind)
        if (kind != SS_CMD_BARRIER && kind != SS_CMD_OPAQUE && (bits & (1u << kind)) != 0) rows |= 1u << row_of_kind(kind);
    if (capabilities & SS_CAP_BARRIERS) rows |= 1u << row_of_kind(SS_CMD_BARRIER);
    if (capabilities & SS_CAP_OPAQUE_KERNELS) rows |= 1u << row_of_kind(SS_CMD_OPAQUE);
    return rows;
}

sync::BackendInfo info_of(const ss_adapter_info& a, uint32_t capabilities, const std::string& name, const std::string& path) {
    sync::BackendInfo info;
    info.name = name;
    info.device = or_unknown(a.device);
    info.driver = or_unknown(a.driver);
    info.api_version = or_unknown(a.api_version);
    info.device_side = (a.sides & (1u << SS_SIDE_DEVICE)) != 0;
    info.cuda_side = (a.sides & (1u << SS_SIDE_CUDA)) != 0;
    info.hardware_queues = a.hardware_queues;
    info.queue_mapping = a.hardware_queues == 0
                             ? "each queue on a queue of the runtime's own"
                             : "queues round-robin onto " + std::to_string(a.hardware_queues) + " hardware queues of the runtime";
    info.commands = command_rows(a.commands, capabilities);
    info.barriers = (capabilities & SS_CAP_BARRIERS) != 0;
    info.opaque_kernels = (capabilities & SS_CAP_OPAQUE_KERNELS) != 0;
    if (info.barriers && (capabilities & SS_CAP_SERIAL_UNORDERED) != 0)
        info.unordered_serial = "adapter " + or_unknown(a.name) +
                                " declares that its unordered queues run their commands in order "
                                "(SS_CAP_SERIAL_UNORDERED)";
    info.kernels = a.kernels;
    info.memories = a.memories;
    info.max_queues = a.max_queues;
    info.native = {(a.host_ops & SS_HOST_READ) != 0, (a.host_ops & SS_HOST_WRITE) != 0, (a.host_ops & SS_HOST_SYNC) != 0};
    info.weaker = a.weaker;
    info.sees_timeline_violations = false;
    info.adapter = sync::BackendInfo::Adapter{or_unknown(a.name), or_unknown(a.version), path};
    info.notes = lines_of(a.notes);
    if (!info.barriers)
        info.notes.push_back("no barriers: the adapter does not declare SS_CAP_BARRIERS (adapter ABI 1.1), so scenarios with an "
                             "unordered queue or a barrier are skipped");
    else if (!info.unordered_serial.empty())
        info.notes.push_back(info.unordered_serial + ": races between the commands of an unordered queue cannot show");
    return info;
}

ss_transfer transfer(uint32_t src, uint32_t dst, uint64_t src_offset, uint64_t dst_offset, uint64_t count) {
    return {src, dst, src_offset, dst_offset, count};
}

// One command of a batch in the ABI's form; an opaque kernel's ranges go to `ranges`, which keeps them in place until
// the submission is handed over.
struct ToAbi {
    std::deque<ss_range>& ranges;
    ss_command operator()(const sync::FillCmd& c) const {
        ss_command out{SS_CMD_FILL, 0, {}};
        out.u.fill = {c.dst, c.value, c.offset, c.count};
        return out;
    }
    ss_command operator()(const sync::CopyCmd& c) const {
        ss_command out{SS_CMD_COPY, 0, {}};
        out.u.copy = transfer(c.src, c.dst, c.src_offset, c.dst_offset, c.count);
        return out;
    }
    ss_command operator()(const sync::UploadCmd& c) const {
        ss_command out{SS_CMD_UPLOAD, 0, {}};
        out.u.upload = transfer(c.src, c.dst, c.src_offset, c.dst_offset, c.count);
        return out;
    }
    ss_command operator()(const sync::DownloadCmd& c) const {
        ss_command out{SS_CMD_DOWNLOAD, 0, {}};
        out.u.download = transfer(c.src, c.dst, c.src_offset, c.dst_offset, c.count);
        return out;
    }
    ss_command operator()(const sync::DispatchCmd& c) const {
        ss_command out{SS_CMD_DISPATCH, 0, {}};
        out.u.dispatch = {static_cast<uint32_t>(c.kernel), c.dst, c.a, c.b, c.offset, c.count, c.p0, c.p1};
        return out;
    }
    ss_command operator()(const sync::OpaqueCmd& c) const {
        ss_command out{SS_CMD_OPAQUE, 0, {}};
        out.u.opaque = {c.id, static_cast<uint32_t>(c.reads.size()), static_cast<uint32_t>(c.writes.size()), 0, nullptr};
        const size_t first = ranges.size();
        for (const auto* list : {&c.reads, &c.writes})
            for (const sync::OpaqueRange& r : *list) ranges.push_back({r.buffer, 0, r.offset, r.count});
        if (ranges.size() > first) out.u.opaque.ranges = &ranges[first];
        return out;
    }
    ss_command operator()(const sync::DelayCmd& c) const {
        ss_command out{SS_CMD_DELAY, 0, {}};
        out.u.delay = {c.us};
        return out;
    }
    ss_command operator()(const sync::BarrierCmd& c) const {
        ss_command out{SS_CMD_BARRIER, 0, {}};
        const bool all = c.buffer == sync::BarrierCmd::k_all_memory;
        out.u.barrier = {
            c.src, c.dst, c.src_access, c.dst_access, all ? SS_BARRIER_ALL_MEMORY : c.buffer, 0, all ? 0 : c.offset, all ? 0 : c.count};
        return out;
    }
};

ss_command timeline(uint32_t kind, const sync::SemaphoreValue& v) {
    ss_command out{kind, 0, {}};
    out.u.signal = {v.semaphore, 0, v.value};
    return out;
}

class CAdapterBackend final : public sync::Backend {
public:
    CAdapterBackend(const ss_adapter_api* api, ss_adapter* adapter, sync::BackendInfo info)
        : api_(api), adapter_(adapter), info_(std::move(info)) {}
    ~CAdapterBackend() override { api_->destroy(adapter_); }  // before the host memory it was handed goes

    const sync::BackendInfo& info() const override { return info_; }

    Status create_queue(sync::QueueId id, Side side, const std::string& name) override {
        SYNCSTRESS_TRY(check(api_->create_queue(adapter_, id, static_cast<uint32_t>(side), name.c_str()), "create_queue"));
        objects_.queues.push_back(side);
        return {};
    }
    Status create_buffer(sync::BufferId id, uint64_t elements, Memory memory, Side side) override {
        SYNCSTRESS_TRY(check(api_->create_buffer(adapter_, id, elements, static_cast<uint32_t>(memory), static_cast<uint32_t>(side)),
                             "create_buffer"));
        objects_.buffers.push_back(elements);
        return {};
    }
    Status create_host_array(sync::HostArrayId id, uint64_t elements) override {
        if (id != hosts_.size()) return make_error(info_.name + ": create_host_array: ids must be dense", ErrorKind::backend_failed);
        const size_t bytes = std::max<uint64_t>(elements, 1) * sizeof(uint32_t);
        HostMemory memory(static_cast<uint32_t*>(::operator new (bytes, std::align_val_t{4096})));
        std::memset(memory.get(), 0, bytes);
        SYNCSTRESS_TRY(check(api_->create_host_array(adapter_, id, memory.get(), elements), "create_host_array"));
        hosts_.push_back(std::move(memory));
        objects_.host_arrays.push_back(elements);
        return {};
    }
    uint32_t* host_array_data(sync::HostArrayId id) override { return id < hosts_.size() ? hosts_[id].get() : nullptr; }
    Status create_semaphore(sync::SemaphoreId id, uint64_t initial) override {
        SYNCSTRESS_TRY(check(api_->create_semaphore(adapter_, id, initial), "create_semaphore"));
        ++objects_.semaphores;
        return {};
    }

    Status submit(sync::QueueId queue, std::span<const sync::Batch> batches, const sync::SubmitFlags& flags) override {
        if (auto why = objects_.refusal(queue, batches); !why.empty())
            return make_error(info_.name + ": " + why, ErrorKind::backend_failed);
        commands_.clear();
        ranges_.clear();
        for (const sync::Batch& batch : batches) {
            for (const auto& w : batch.waits) commands_.push_back(timeline(SS_CMD_WAIT, w));
            for (const auto& c : batch.commands) {
                // Never to an adapter that does not declare barriers: the engine skips what needs them, and a barrier on
                // an ordered queue (the core's read path) orders nothing that is not ordered already.
                if (std::holds_alternative<sync::BarrierCmd>(c) && (!info_.barriers || flags.ordered)) continue;
                commands_.push_back(std::visit(ToAbi{ranges_}, c));
            }
            for (const auto& s : batch.signals) commands_.push_back(timeline(SS_CMD_SIGNAL, s));
        }
        uint32_t abi_flags = flags.ordered ? 0u : SS_SUBMIT_UNORDERED;
        if (!flags.after_earlier && info_.barriers) abi_flags |= SS_SUBMIT_QUEUE_UNORDERED;
        return check(api_->submit(adapter_, queue, commands_.data(), commands_.size(), abi_flags), "submit");
    }

    Result<bool> host_wait(sync::SemaphoreId id, uint64_t value, std::chrono::nanoseconds timeout) override {
        return finished(api_->host_wait(adapter_, id, value, nanoseconds(timeout)), "host_wait");
    }
    Status host_signal(sync::SemaphoreId id, uint64_t value) override {
        return check(api_->host_signal(adapter_, id, value), "host_signal");
    }
    Result<uint64_t> semaphore_value(sync::SemaphoreId id) override {
        uint64_t value = 0;
        SYNCSTRESS_TRY(check(api_->semaphore_value(adapter_, id, &value), "semaphore_value"));
        return value;
    }

    Result<bool> read(sync::QueueId queue, const sync::DownloadCmd& c, std::chrono::nanoseconds timeout) override {
        if (!api_->read) return make_error(info_.name + " declares read but has no read()", ErrorKind::backend_failed);
        const ss_transfer t = transfer(c.src, c.dst, c.src_offset, c.dst_offset, c.count);
        return finished(api_->read(adapter_, queue, &t, nanoseconds(timeout)), "read");
    }
    Result<bool> write(sync::QueueId queue, const sync::UploadCmd& c, std::chrono::nanoseconds timeout) override {
        if (!api_->write) return make_error(info_.name + " declares write but has no write()", ErrorKind::backend_failed);
        const ss_transfer t = transfer(c.src, c.dst, c.src_offset, c.dst_offset, c.count);
        return finished(api_->write(adapter_, queue, &t, nanoseconds(timeout)), "write");
    }
    Status sync(sync::QueueId queue, sync::QueueId after) override {
        if (!api_->sync) return make_error(info_.name + " declares sync but has no sync()", ErrorKind::backend_failed);
        return check(api_->sync(adapter_, queue, after), "sync");
    }
    Status recover() override { return api_->recover ? check(api_->recover(adapter_), "recover") : Status{}; }

    std::string abandon() override { return "the adapter's runtime keeps whatever threads it runs; its library stays loaded"; }

private:
    static uint64_t nanoseconds(std::chrono::nanoseconds t) { return t.count() < 0 ? 0 : static_cast<uint64_t>(t.count()); }

    Status check(ss_status status, const char* call) {
        if (status == SS_OK) return {};
        const char* message = api_->last_error(adapter_);
        std::string text = info_.name + ": " + call + ": " + (message && *message ? message : "failed, saying nothing");
        if (status == SS_UNSUPPORTED) text += " (unsupported)";
        if (status == SS_DEVICE_LOST) text += " (device lost)";
        return make_error(std::move(text), status == SS_DEVICE_LOST ? ErrorKind::device_lost : ErrorKind::backend_failed);
    }
    // SS_OK: true; SS_TIMEOUT: false; anything else an error.
    Result<bool> finished(ss_status status, const char* call) {
        if (status == SS_TIMEOUT) return false;
        SYNCSTRESS_TRY(check(status, call));
        return true;
    }

    const ss_adapter_api* api_;
    ss_adapter* adapter_;
    sync::BackendInfo info_;
    std::vector<HostMemory> hosts_;
    AdapterObjects objects_;
    std::vector<ss_command> commands_;  // scratch of submit(), so that a submission does not allocate
    std::deque<ss_range> ranges_;       // likewise: the opaque kernels' ranges (a deque: a range stays where it was put)
};

}  // namespace

sync::Availability probe_c_adapter(const std::string& path) {
    sync::Availability a;
    auto api = load(path);
    a.available = api.ok();
    if (!api) a.reason = api.error().message;
    a.api_version = "adapter ABI " + abi_text(api ? (*api)->abi_version : SS_ADAPTER_ABI_VERSION);
    return a;
}

Result<std::unique_ptr<sync::Backend>> create_c_adapter(const std::string& name, const std::string& path,
                                                        const sync::BackendOptions& options) {
    auto api = load(path);
    if (!api) return api.error();
    std::vector<ss_option> abi_options;
    for (const auto& [key, value] : options.adapter_options) abi_options.push_back({key.c_str(), value.c_str()});
    char error[1024] = "";
    ss_adapter* adapter = nullptr;
    const LoadingGuard guard(path);
    const ss_status created = (*api)->create(abi_options.data(), abi_options.size(), &adapter, error, sizeof error);
    error[sizeof error - 1] = '\0';
    if (created != SS_OK || !adapter)
        return make_error("adapter " + path + " could not start: " + (*error ? error : "its create() said nothing"),
                          ErrorKind::backend_unavailable);
    ss_adapter_info raw{};
    if ((*api)->get_info(adapter, &raw) != SS_OK) {
        std::string why = or_unknown((*api)->last_error(adapter));
        (*api)->destroy(adapter);
        return make_error("adapter " + path + ": get_info failed: " + why, ErrorKind::backend_unavailable);
    }
    return std::unique_ptr<sync::Backend>(std::make_unique<CAdapterBackend>(*api, adapter, info_of(raw, (*api)->capabilities, name, path)));
}

}  // namespace syncstress::backends
