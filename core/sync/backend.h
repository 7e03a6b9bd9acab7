// The backend interface: what a device API must provide for the sync core to run on it.
// A backend knows nothing of scenarios; the sync protocol and the faults live in the core (device.h),
// so every backend gets them for free. A new backend is one folder and one line in core/backends/registry.cpp.
#pragma once

#include "core/common/result.h"
#include "core/sync/calibration_cache.h"
#include "core/sync/commands.h"
#include "core/sync/kept_devices.h"

#include <chrono>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace syncstress::sync {

// Begins a validation message that syncstress's own recovery signal caused (Backend::raise), not the scenario.
inline constexpr std::string_view k_recovery_message = "syncstress's hang recovery caused this: ";

struct BackendInfo {
    std::string name;           // "cpu", "vulkan", "cuda", "vulkan+cuda"
    std::string device;         // "llvmpipe (LLVM 15.0.6, 256 bits)", "NVIDIA H200"
    std::string driver;         // "Mesa 22.3.6", "580.95.05"
    std::string api_version;    // "Vulkan 1.3.239", "CUDA 13.0"
    std::string device_uuid;    // hex; what the calibration cache knows the device by (empty: none, as the cpu backend)
    bool device_side = true;    // runs queues of side `device`
    bool cuda_side = false;     // runs queues of side `cuda`
    std::string queue_mapping;  // how scenario queues map onto hardware queues, in words
    // Device-side scenario queues map round-robin, in creation order, onto this many hardware queues, and two on
    // the same one run one after the other; 0: every queue runs on its own.
    uint32_t hardware_queues = 0;
    std::vector<std::string> notes;  // e.g. which faults can show on this device and why

    // What a backend can run, for the ones that cannot run every scenario (runtime adapters); the built-in backends
    // keep the defaults. A scenario that needs more is skipped with the reason.
    uint32_t commands = ~0u;  // bits (1u << row of SYNCSTRESS_QUEUE_COMMANDS, core/common/ops.h)
    uint32_t kernels = ~0u;   // bits (1u << Kernel)
    uint32_t memories = ~0u;  // bits (1u << Memory)
    uint32_t max_queues = 0;  // 0: no limit
    // Host ops the backend implements itself (a runtime's own read path or cross-queue sync, which is what is under
    // test): sync::Device calls Backend::read, write and sync for them instead of running its own protocol.
    struct NativeHostOps {
        bool read = false, write = false, sync = false;
    } native;
    // Whether take_violations reports a signal that does not raise a timeline (a runtime adapter cannot see them).
    bool sees_timeline_violations = true;
    // Rules of the scenario format the runtime does not promise (adapter.h's SS_WEAKER_* bits, same values).
    uint32_t weaker = 0;
    // Unordered queues (scenario format 2): whether the backend runs them, their BarrierCmds ordering what they say
    // and SubmitFlags{ordered = false, after_earlier = false} honoured. Every built-in backend does; a runtime adapter
    // does when it declares so (adapter ABI 1.1, SS_CAP_BARRIERS). A scenario with an unordered queue or a barrier is
    // skipped on a backend without.
    bool barriers = true;
    // Opaque kernels (scenario format 2, `"kernel": "opaque"`): whether the backend runs OpaqueCmd. A runtime adapter
    // does when it declares so (adapter ABI 1.1, SS_CAP_OPAQUE_KERNELS); a scenario with one is skipped on a backend without.
    bool opaque_kernels = true;
    // Where the commands of an unordered submission never run at once nor out of order (lavapipe runs a command buffer
    // serially; an adapter over an in-order queue): why, in words; races between them cannot show there. Empty: they may.
    std::string unordered_serial;
    // Where every barrier orders everything before it before everything after it, whatever its scopes (the cpu
    // backend; CUDA, which has no pipeline stages): why, in words; a barrier too narrow for a race cannot show there.
    std::string full_barriers;
    // A runtime adapter: what it says of itself and where it was loaded from.
    struct Adapter {
        std::string name, version, path;
    };
    std::optional<Adapter> adapter;
};

// BackendInfo::weaker.
inline constexpr uint32_t k_weaker_upload_reads_until_complete = 1u;
inline constexpr uint32_t k_weaker_download_writes_until_complete = 2u;

// A timeline semaphore signalled with a value not larger than its current one (Vulkan forbids it).
struct TimelineViolation {
    SemaphoreId semaphore;
    uint64_t current;
    uint64_t signalled;
    // Filled by sync::Device: the user's name, or "progress of queue X" for a queue's progress timeline
    // (then `progress` is set and `semaphore` is that queue's id).
    std::string name;
    bool progress = false;
};

// A value of a prepared submission that is given anew at each submit: a wait's or a signal's value, a fill's value, a
// dispatch's p0 or p1; `item` indexes the batch's waits, signals or commands.
struct BatchValue {
    enum class Field : uint8_t { wait, signal, fill, p0, p1 };
    uint32_t batch = 0;
    uint32_t item = 0;
    Field field = Field::wait;
};
// Whether each value names an item of `batches` that has that field: "" when they all do, else what is wrong.
std::string check_values(std::span<const Batch> batches, std::span<const BatchValue> values);
// Sets one value of `batches` (checked by check_values).
void set_value(std::span<Batch> batches, const BatchValue& where, uint64_t value);

// A submission checked and resolved once, then submitted again and again with new values (a stress loop submits the
// same work every iteration, and resolving it each time was most of the tool's cost an iteration).
class PreparedSubmission {
public:
    virtual ~PreparedSubmission() = default;
    // Enqueues the batches as Backend::submit would, with the prepared values set to `values`, in their order.
    virtual Status submit(std::span<const uint64_t> values) = 0;
};

// All calls come from one host thread. Ids are dense per kind, handed out by the core in creation order.
// Resources may be created at any time; a buffer starts zero-filled.
class Backend {
public:
    virtual ~Backend() = default;  // the core has unblocked and drained every queue before this runs

    virtual const BackendInfo& info() const = 0;

    virtual Status create_queue(QueueId id, Side side, const std::string& name) = 0;
    virtual Status create_buffer(BufferId id, uint64_t elements, Memory memory, Side side) = 0;
    virtual Status create_host_array(HostArrayId id, uint64_t elements) = 0;
    virtual uint32_t* host_array_data(HostArrayId id) = 0;  // pinned; stable for the backend's life
    // Every semaphore is a timeline usable from both sides (on vulkan+cuda: exported and imported).
    virtual Status create_semaphore(SemaphoreId id, uint64_t initial) = 0;

    // Enqueues the batches in order; returns once enqueued, never waits for the work.
    virtual Status submit(QueueId queue, std::span<const Batch> batches, const SubmitFlags& flags) = 0;

    // `batches` as one submission of `queue`, to be submitted by the result any number of times with `values` set
    // anew. The places of the values are checked here; ids and ranges here or at each submit, as submit() checks them.
    // The default keeps the batches and calls submit() with the values set.
    virtual Result<std::unique_ptr<PreparedSubmission>> prepare(QueueId queue, std::vector<Batch> batches, const SubmitFlags& flags,
                                                                std::vector<BatchValue> values);

    // true: the semaphore reached `value`; false: `timeout` passed first.
    virtual Result<bool> host_wait(SemaphoreId id, uint64_t value, std::chrono::nanoseconds timeout) = 0;
    virtual Status host_signal(SemaphoreId id, uint64_t value) = 0;
    // Recovery's signal after a hang (Device::recover): a host signal whose messages are the recovery's, not the
    // scenario's. Unless `force`, a backend may leave the value to a signal it sent to the device that reaches it and
    // has not landed (raising to it would race that signal): false then.
    virtual Result<bool> raise(SemaphoreId id, uint64_t value, bool force) {
        (void)force;
        SYNCSTRESS_TRY(host_signal(id, value));
        return true;
    }
    virtual Result<uint64_t> semaphore_value(SemaphoreId id) = 0;

    // Non-monotonic signals seen since the last call, where the backend can see them.
    virtual std::vector<TimelineViolation> take_violations() { return {}; }
    // Validation-layer messages since the last call ("VUID-...: text"); thread-safe inside the backend. One that a
    // raise() caused begins with k_recovery_message.
    virtual std::vector<std::string> take_messages() { return {}; }
    // false only when take_violations and take_messages would both return nothing now: a look the engine takes every
    // iteration before it takes them (taking two empty lists was ~100 host instructions of a trivial iteration). A backend that cannot tell cheaply keeps the default.
    virtual bool findings_pending() { return true; }

    // The host ops of BackendInfo::native, called only where it sets them. read/write: the runtime's blocking path
    // between a buffer and a host array on `queue`; true once done, false when `timeout` passed first. sync: `queue`'s
    // later work waits for everything submitted to `after` so far; returns at once.
    virtual Result<bool> read(QueueId queue, const DownloadCmd& copy, std::chrono::nanoseconds timeout);
    virtual Result<bool> write(QueueId queue, const UploadCmd& copy, std::chrono::nanoseconds timeout);
    virtual Status sync(QueueId queue, QueueId after);
    // After a hang, once the core raised every timeline to the values awaited of it: unblocks whatever else the
    // backend's runtime waits on. The built-in backends have nothing more to do.
    virtual Status recover() { return {}; }

    // The core could not drain the queues and leaks this backend rather than destroy it under running work.
    // Stops the backend's own host threads, so that none runs on beside later measurements, without freeing
    // anything the device may still use; afterwards only take_violations and take_messages are called.
    // Returns what was stopped and what runs on, in words for the report.
    virtual std::string abandon() { return "the backend has no threads of its own"; }
};

// Whether a backend can run here, and why not.
struct Availability {
    bool available = false;
    std::string reason;  // when unavailable: what is missing ("no CUDA driver: cudaGetDeviceCount returned 35")
    std::string device, driver, api_version;
};

// The most one scenario of a run needs, so that a backend creates no more: device creation costs ~30 ms for each
// Vulkan queue and each CUDA connection on NVIDIA (docs/benchmarks.md, "Start-up"). device, cuda: its queues of
// each side; lanes: the streams its unordered submissions fork (fault no-barrier: one a command).
struct QueueNeeds {
    uint32_t device = 0;
    uint32_t cuda = 0;
    uint32_t lanes = 0;
};

struct BackendOptions {
    bool validate = false;  // Vulkan: Khronos validation layer with synchronization validation
    // --adapter-option KEY=VALUE, in the order given: handed to a runtime adapter, ignored by the built-in backends.
    std::vector<std::pair<std::string, std::string>> adapter_options;
    // --device SPEC (core/sync/device_choice.h): which of the API's devices to open; empty: the backend's choice.
    std::string device;
    // What the backend may prepare before the first submission, so that it costs no submission time; the rest is
    // prepared on first use. delays: delay commands may come (Vulkan: the delay shader's speed is measured, or read
    // from the calibration cache). kernels: the kernels that may be dispatched (bits 1u << Kernel, and 1u << k_kernel_count
    // for opaque kernels; Vulkan: their pipelines). The defaults prepare everything.
    bool delays = true;
    uint32_t kernels = ~0u;
    bool cache = true;  // read and write the calibration cache (core/sync/calibration_cache.h); false: --no-cache
    // Where the figures a backend measures for perturbation are kept for the run; a run's backends share one.
    std::shared_ptr<Calibrations> calibrations = std::make_shared<Calibrations>();
    // Devices a backend leaves for the next one of the run (Vulkan: a device of the same flags): a run's backends
    // share one store, and what it holds ends with the run.
    std::shared_ptr<KeptDevices> kept_devices = std::make_shared<KeptDevices>();
    // What the run's scenarios need (Vulkan: hardware queues; CUDA: CUDA_DEVICE_MAX_CONNECTIONS); none: unknown, so
    // as many as the device has.
    std::optional<QueueNeeds> queues;
};

}  // namespace syncstress::sync
