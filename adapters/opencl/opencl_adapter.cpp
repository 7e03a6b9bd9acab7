// The adapter's life: its options, the device, the program, the delay's calibration, resources, and the shutdown.
#include "opencl_adapter.h"

#include "opencl_kernels.h"

#include <algorithm>
#include <cstdlib>
#include <thread>

namespace syncstress::opencl {

namespace {

constexpr const char* k_known_options = "platform=SUBSTRING, device=INDEX and queues=in-order";
// How long destroy waits for the queues to drain, and then for the completion threads, before it leaks instead.
constexpr auto k_drain_limit = std::chrono::seconds(2);
// How long a host wait looks at an event's status before it sleeps until the event's callback: a GPU's round trip
// for a short transfer. None on a CPU device: there the host's spinning would take a core from the device's threads.
constexpr auto k_spin = std::chrono::microseconds(50);

// `choice` from the options; on failure the status and one sentence.
ss_status parse_options(const ss_option* options, size_t count, DeviceChoice& choice, std::string& error) {
    for (size_t i = 0; i < count; ++i) {
        const std::string key = options[i].key ? options[i].key : "", value = options[i].value ? options[i].value : "";
        if (key == "platform") {
            choice.platform = value;
        } else if (key == "device") {
            char* end = nullptr;
            const long index = std::strtol(value.c_str(), &end, 10);
            if (value.empty() || *end != '\0' || index < 0 || index > 1000000) {
                error = "device=" + value + " is not a device index (0, 1, ...)";
                return SS_ERROR;
            }
            choice.index = static_cast<int>(index);
        } else if (key == "queues") {
            if (value != "in-order") {
                error = "queues=" + value + " is not supported: the OpenCL adapter runs queues=in-order";
                return SS_UNSUPPORTED;
            }
        } else {
            error = "unknown option \"" + key + "\": the OpenCL adapter knows " + std::string(k_known_options);
            return SS_UNSUPPORTED;
        }
    }
    return SS_OK;
}

// The device time of one spin of `iterations`, in microseconds; negative on failure.
double spin_time_us(cl_command_queue queue, cl_kernel spin, cl_ulong iterations) {
    if (clSetKernelArg(spin, 1, sizeof iterations, &iterations) != CL_SUCCESS) return -1;
    const size_t one = 1;
    cl_event event = nullptr;
    if (clEnqueueNDRangeKernel(queue, spin, 1, nullptr, &one, nullptr, 0, nullptr, &event) != CL_SUCCESS) return -1;
    cl_ulong start = 0, end = 0;
    const bool ok = clWaitForEvents(1, &event) == CL_SUCCESS &&
                    clGetEventProfilingInfo(event, CL_PROFILING_COMMAND_START, sizeof start, &start, nullptr) == CL_SUCCESS &&
                    clGetEventProfilingInfo(event, CL_PROFILING_COMMAND_END, sizeof end, &end, nullptr) == CL_SUCCESS;
    clReleaseEvent(event);
    return ok && end >= start ? static_cast<double>(end - start) / 1000.0 : -1;
}

}  // namespace

ss_status Adapter::create(const ss_option* options, size_t count, std::unique_ptr<Adapter>& out, std::string& error) {
    DeviceChoice choice;
    if (const ss_status s = parse_options(options, count, choice, error); s != SS_OK) return s;
    std::unique_ptr<Adapter> adapter(new Adapter());
    if (const ss_status s = adapter->open(choice, error); s != SS_OK) return s;
    out = std::move(adapter);
    return SS_OK;
}

ss_status Adapter::open(const DeviceChoice& choice, std::string& error) {
    if (!pick_device(choice, device_, error)) return SS_ERROR;
    if (device_.major < 1 || (device_.major == 1 && device_.minor < 2)) {
        error = device_.name + " speaks " + device_.api_version + ": the OpenCL adapter needs OpenCL 1.2 or later";
        return SS_UNSUPPORTED;
    }
    cl_int rc = CL_SUCCESS;
    const cl_context_properties properties[] = {CL_CONTEXT_PLATFORM, reinterpret_cast<cl_context_properties>(device_.platform), 0};
    context_ = clCreateContext(properties, 1, &device_.device, nullptr, nullptr, &rc);
    if (rc != CL_SUCCESS) {
        error = call_failed("clCreateContext", rc, "opening " + device_.name);
        return SS_ERROR;
    }
    // Profiling on this queue only: the calibration reads the spin's device time from it.
    setup_queue_ = clCreateCommandQueue(context_, device_.device, CL_QUEUE_PROFILING_ENABLE, &rc);
    if (rc != CL_SUCCESS) {
        error = call_failed("clCreateCommandQueue", rc, "opening " + device_.name);
        return SS_ERROR;
    }
    sink_ = clCreateBuffer(context_, CL_MEM_READ_WRITE, sizeof(cl_uint), nullptr, &rc);
    if (rc != CL_SUCCESS) {
        error = call_failed("clCreateBuffer", rc, "the delay kernel's buffer");
        return SS_ERROR;
    }
    if (!build_program(error) || !calibrate_delay(error)) return SS_ERROR;
    cl_device_type type = 0;
    clGetDeviceInfo(device_.device, CL_DEVICE_TYPE, sizeof type, &type, nullptr);
    waiter_ = EventWaiter((type & CL_DEVICE_TYPE_CPU) ? std::chrono::nanoseconds(0) : std::chrono::nanoseconds(k_spin));
    notes_ = "each queue is one in-order cl_command_queue on " + device_.name + "\n" +
             "timeline semaphores are host values: a queue's wait is a barrier on a user event the adapter completes "
             "when the value is reached; a queue's signal is the event of the command before it (else a marker), whose "
             "completion raises the value: seen by the host thread when it waits or looks, and by a thread per queue "
             "(clWaitForEvents) while a queue's wait is gated on a value not reached\n"
             "host waits, read and write wait on the host thread: in the runtime (a blocking transfer, clWaitForEvents) "
             "where nothing holds the queue (no wait for a value not reached, no sync after a held queue, under 1 ms of "
             "delays) and the timeout is at least 1 s; else the command's status looked at " +
             std::string((type & CL_DEVICE_TYPE_CPU) ? "once (a CPU device)" : "for 50 us") +
             ", then a sleep until its clSetEventCallback or the timeout\n" +
             "uploads and downloads are non-blocking clEnqueueWriteBuffer/clEnqueueReadBuffer: OpenCL lets them read or "
             "write the host array any time until they complete\n"
             "memory shared is device memory (the adapter has no CUDA side); host_visible is CL_MEM_ALLOC_HOST_PTR\n"
             "a copy within one buffer whose ranges overlap is staged through a scratch buffer\n"
             "delay: a one-work-item spin kernel, " +
             std::to_string(static_cast<long long>(spins_per_us_)) + " iterations per microsecond as measured at create";
    return SS_OK;
}

bool Adapter::build_program(std::string& error) {
    cl_int rc = CL_SUCCESS;
    const char* source = k_kernel_source;
    program_ = clCreateProgramWithSource(context_, 1, &source, nullptr, &rc);
    if (rc != CL_SUCCESS) {
        error = call_failed("clCreateProgramWithSource", rc, "the adapter's kernels");
        return false;
    }
    rc = clBuildProgram(program_, 1, &device_.device, "", nullptr, nullptr);
    if (rc != CL_SUCCESS) {
        size_t size = 0;
        clGetProgramBuildInfo(program_, device_.device, CL_PROGRAM_BUILD_LOG, 0, nullptr, &size);
        std::string log(size, '\0');
        clGetProgramBuildInfo(program_, device_.device, CL_PROGRAM_BUILD_LOG, size, log.data(), nullptr);
        error = call_failed("clBuildProgram", rc, "the adapter's kernels") + ": " + log.c_str();
        return false;
    }
    for (int k = 0; k < SS_KERNEL_COUNT; ++k) {
        kernels_[k] = clCreateKernel(program_, k_kernel_names[k], &rc);
        if (rc != CL_SUCCESS) {
            error = call_failed("clCreateKernel", rc, std::string("kernel ") + k_kernel_names[k]);
            return false;
        }
    }
    opaque_ = clCreateKernel(program_, k_opaque_kernel, &rc);
    if (rc != CL_SUCCESS) {
        error = call_failed("clCreateKernel", rc, "the opaque kernel");
        return false;
    }
    spin_ = clCreateKernel(program_, k_spin_kernel, &rc);
    if (rc == CL_SUCCESS) rc = clSetKernelArg(spin_, 0, sizeof sink_, &sink_);
    if (rc != CL_SUCCESS) error = call_failed("clCreateKernel", rc, "the delay kernel");
    return rc == CL_SUCCESS;
}

// Iterations per microsecond from the slope between two spins long enough that the launch's cost is small beside
// them and cancels out of the difference. The fastest of three pairs: a spin that other work on the device (a CPU
// device's cores shared with other processes) slowed would make every delay shorter than it says; a delay may be
// longer.
bool Adapter::calibrate_delay(std::string& error) {
    cl_ulong n = 1u << 12;
    double t = spin_time_us(setup_queue_, spin_, n);  // the first launch also compiles for the device on some drivers
    if (t >= 0) t = spin_time_us(setup_queue_, spin_, n);
    while (t >= 0 && t < 1000 && n < (cl_ulong{1} << 40)) {
        n *= 2;
        t = spin_time_us(setup_queue_, spin_, n);
    }
    for (int pair = 0; pair < 3 && t >= 0; ++pair) {
        const double t_short = pair == 0 ? t : spin_time_us(setup_queue_, spin_, n);
        const double t_long = t_short >= 0 ? spin_time_us(setup_queue_, spin_, 4 * n) : -1;
        if (t_short < 0 || t_long < 0)
            t = -1;
        else
            spins_per_us_ = std::max(spins_per_us_, t_long > t_short ? static_cast<double>(3 * n) / (t_long - t_short)
                                                                     : static_cast<double>(4 * n) / t_long);
    }
    if (t < 0 || spins_per_us_ <= 0) {
        error = "the delay kernel could not be timed on " + device_.name + " (clGetEventProfilingInfo)";
        return false;
    }
    return true;
}

Adapter::~Adapter() {
    queues_.clear();  // the completers have ended: shut_down returned true
    for (auto& b : buffers_)
        if (b && b->memory) clReleaseMemObject(b->memory);
    semaphores_.clear();
    for (cl_kernel k : kernels_)
        if (k) clReleaseKernel(k);
    if (spin_) clReleaseKernel(spin_);
    if (opaque_) clReleaseKernel(opaque_);
    if (sink_) clReleaseMemObject(sink_);
    if (program_) clReleaseProgram(program_);
    if (setup_queue_) clReleaseCommandQueue(setup_queue_);
    if (context_) clReleaseContext(context_);
}

bool Adapter::shut_down() {
    // Gates still closed would hold their queues forever: open them, so that the queues drain before destroy returns
    // (and the host arrays, freed after it, are written no more). Not with a failed status, which would terminate
    // the commands behind them: pocl 3.1 aborts the process when a user event that a barrier waits for fails.
    for (auto& s : semaphores_)
        if (s) s->end_gates(CL_COMPLETE);
    const auto deadline = std::chrono::steady_clock::now() + k_drain_limit;
    bool drained = true;
    for (auto& q : queues_) {
        if (!q) continue;
        cl_event marker = nullptr;
        if (clEnqueueMarkerWithWaitList(q->queue, 0, nullptr, &marker) != CL_SUCCESS) {
            drained = false;
            continue;
        }
        clFlush(q->queue);
        const auto left = std::chrono::duration_cast<std::chrono::nanoseconds>(deadline - std::chrono::steady_clock::now());
        // A marker that ended in error ended too: the commands before it were terminated.
        drained = wait_event(marker, std::max<int64_t>(left.count(), 0), "destroy") != SS_TIMEOUT && drained;
        clReleaseEvent(marker);
    }
    for (auto& q : queues_)
        if (q && !q->completer->stop(drained ? std::chrono::duration_cast<std::chrono::milliseconds>(k_drain_limit)
                                             : std::chrono::milliseconds(0)))
            drained = false;
    // The event callbacks of earlier waits that timed out run this library's code: they run once their events end.
    if (drained)
        drained = waiter_.quiet(std::max(deadline - std::chrono::steady_clock::now(), std::chrono::steady_clock::duration::zero()));
    if (!drained) return false;
    for (auto& q : queues_) {
        if (!q) continue;
        if (q->held_until) clReleaseEvent(q->held_until);
        if (q->scratch) clReleaseMemObject(q->scratch);
        clReleaseCommandQueue(q->queue);
    }
    return true;
}

void Adapter::info(ss_adapter_info& out) const {
    out.name = "opencl";
    out.version = "1.0.0";
    out.device = device_.name.c_str();
    out.driver = device_.driver.c_str();
    out.api_version = device_.api_version.c_str();
    out.sides = 1u << SS_SIDE_DEVICE;
    out.max_queues = 0;
    out.hardware_queues = 0;
    out.commands = (1u << SS_CMD_COUNT) - 1;
    out.kernels = (1u << SS_KERNEL_COUNT) - 1;
    out.memories = (1u << SS_MEMORY_DEVICE) | (1u << SS_MEMORY_HOST_VISIBLE) | (1u << SS_MEMORY_SHARED);
    out.host_ops = SS_HOST_READ | SS_HOST_WRITE | SS_HOST_SYNC;
    out.weaker = SS_WEAKER_UPLOAD_READS_UNTIL_COMPLETE | SS_WEAKER_DOWNLOAD_WRITES_UNTIL_COMPLETE;
    out.notes = notes_.c_str();
}

ss_status Adapter::fail(ss_status status, std::string message) {
    last_error_ = std::move(message);
    return status;
}

ss_status Adapter::cl_fail(const char* call, cl_int code, const std::string& what) {
    return fail(code == CL_OUT_OF_RESOURCES || code == CL_OUT_OF_HOST_MEMORY ? SS_DEVICE_LOST : SS_ERROR, call_failed(call, code, what));
}

namespace {

// Makes room for `id` in a table of ids handed out densely from 0; false when the id is taken.
template <class T>
bool claim(std::vector<std::unique_ptr<T>>& table, uint32_t id) {
    if (id >= table.size()) table.resize(static_cast<size_t>(id) + 1);
    return table[id] == nullptr;
}

template <class T>
T* lookup(std::vector<std::unique_ptr<T>>& table, uint32_t id) {
    return id < table.size() ? table[id].get() : nullptr;
}

}  // namespace

ss_status Adapter::create_queue(uint32_t id, uint32_t side) {
    if (side != SS_SIDE_DEVICE)
        return fail(SS_UNSUPPORTED, "create_queue " + std::to_string(id) + ": the OpenCL adapter runs device-side queues only");
    if (!claim(queues_, id)) return fail(SS_ERROR, "create_queue: queue " + std::to_string(id) + " already exists");
    cl_int rc = CL_SUCCESS;
    auto q = std::make_unique<Queue>();
    q->queue = clCreateCommandQueue(context_, device_.device, 0, &rc);
    if (rc != CL_SUCCESS) return cl_fail("clCreateCommandQueue", rc, "create_queue " + std::to_string(id));
    q->completer = std::make_unique<Completer>();
    queues_[id] = std::move(q);
    return SS_OK;
}

ss_status Adapter::create_buffer(uint32_t id, uint64_t elements, uint32_t memory, uint32_t side) {
    const std::string what = "create_buffer " + std::to_string(id);
    if (side != SS_SIDE_DEVICE) return fail(SS_UNSUPPORTED, what + ": the OpenCL adapter has device-side buffers only");
    if (memory > SS_MEMORY_SHARED) return fail(SS_ERROR, what + ": unknown memory " + std::to_string(memory));
    if (elements > (uint64_t{1} << 60)) return fail(SS_ERROR, what + ": " + std::to_string(elements) + " elements is too many");
    if (!claim(buffers_, id)) return fail(SS_ERROR, what + ": buffer " + std::to_string(id) + " already exists");
    const cl_mem_flags flags = CL_MEM_READ_WRITE | (memory == SS_MEMORY_HOST_VISIBLE ? CL_MEM_ALLOC_HOST_PTR : 0);
    const size_t bytes = static_cast<size_t>(std::max<uint64_t>(elements, 1) * sizeof(cl_uint));  // 0 bytes is invalid
    cl_int rc = CL_SUCCESS;
    auto b = std::make_unique<Buffer>();
    b->elements = elements;
    b->memory = clCreateBuffer(context_, flags, bytes, nullptr, &rc);
    if (rc != CL_SUCCESS) return cl_fail("clCreateBuffer", rc, what);
    buffers_[id] = std::move(b);  // released by the destructor from here on
    const cl_uint zero = 0;
    rc = clEnqueueFillBuffer(setup_queue_, buffers_[id]->memory, &zero, sizeof zero, 0, bytes, 0, nullptr, nullptr);
    if (rc != CL_SUCCESS) return cl_fail("clEnqueueFillBuffer", rc, what + " (its zero fill)");
    // Finished before any queue can use the buffer: the zero fill happens before every later command.
    rc = clFinish(setup_queue_);
    if (rc != CL_SUCCESS) return cl_fail("clFinish", rc, what + " (its zero fill)");
    return SS_OK;
}

ss_status Adapter::create_host_array(uint32_t id, uint32_t* data, uint64_t elements) {
    const std::string what = "create_host_array " + std::to_string(id);
    if (!data && elements > 0) return fail(SS_ERROR, what + ": no memory given");
    if (!claim(host_arrays_, id)) return fail(SS_ERROR, what + ": host array " + std::to_string(id) + " already exists");
    host_arrays_[id] = std::make_unique<HostArray>(HostArray{data, elements});
    return SS_OK;
}

ss_status Adapter::create_semaphore(uint32_t id, uint64_t initial) {
    if (!claim(semaphores_, id)) return fail(SS_ERROR, "create_semaphore: semaphore " + std::to_string(id) + " already exists");
    semaphores_[id] = std::make_unique<Semaphore>(context_, initial);
    return SS_OK;
}

Queue* Adapter::queue_of(uint32_t id, const char* what) {
    Queue* q = lookup(queues_, id);
    if (!q) fail(SS_ERROR, std::string(what) + ": queue " + std::to_string(id) + " does not exist");
    return q;
}
Buffer* Adapter::buffer_of(uint32_t id, const char* what) {
    Buffer* b = lookup(buffers_, id);
    if (!b) fail(SS_ERROR, std::string(what) + ": buffer " + std::to_string(id) + " does not exist");
    return b;
}
HostArray* Adapter::host_array_of(uint32_t id, const char* what) {
    HostArray* h = lookup(host_arrays_, id);
    if (!h) fail(SS_ERROR, std::string(what) + ": host array " + std::to_string(id) + " does not exist");
    return h;
}
Semaphore* Adapter::semaphore_of(uint32_t id, const char* what) {
    Semaphore* s = lookup(semaphores_, id);
    if (!s) fail(SS_ERROR, std::string(what) + ": semaphore " + std::to_string(id) + " does not exist");
    return s;
}

bool Adapter::in_range(uint64_t offset, uint64_t count, uint64_t elements, const char* what, const char* kind, uint32_t id) {
    if (offset <= elements && count <= elements - offset) return true;
    fail(SS_ERROR, std::string(what) + ": elements [" + std::to_string(offset) + ", " + std::to_string(offset) + " + " +
                       std::to_string(count) + ") lie outside " + kind + " " + std::to_string(id) + " of " + std::to_string(elements) +
                       " elements");
    return false;
}

}  // namespace syncstress::opencl
