// When does an OpenCL driver read the host memory of a non-blocking clEnqueueWriteBuffer? The format's upload reads
// the host array when it runs; OpenCL allows any time from the enqueue until the command completes. A driver that
// copies pageable memory aside at the enqueue makes a race on that memory (the host refilling a staging slot an
// upload still reads) impossible to show in the data, whatever the timing.
//   syncstress_opencl_staging_probe [--expect enqueued|refilled] [PLATFORM]
// For each size (1 KiB, 16 MiB), each source (pageable memory, as the adapter's host arrays are; a mapped CL_MEM_ALLOC_HOST_PTR buffer) and each
// way of holding the write back (a user event in its wait list; a long kernel ahead of it in the in-order queue), it
// enqueues the write of value 1, overwrites the source with 2 at once, lets the queue go and reads the buffer back.
// Prints one line each: "SOURCE, GATE: enqueue returned in T ms; the write took the data as enqueued|as refilled|
// mixed (N of M elements as enqueued)". Exit 0 when every case ran (and, with --expect, pageable memory behind a user
// event was taken as expected), 1 on an OpenCL error or another outcome, 77 when there is no OpenCL device.
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>

#include "bench/raw/opencl_device.h"

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <algorithm>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

namespace {

// The largest write: 16 MiB, more than a driver would put inline in its command stream. The smallest is a scenario's
// 256 elements (1 KiB), which a driver may copy into the command itself.
constexpr size_t k_elements = 4 << 20;
constexpr size_t k_bytes = k_elements * sizeof(cl_uint);

const char* k_spin_source = R"(
__kernel void spin(__global uint* out, uint n) {
    uint x = get_global_id(0) + 1u;
    for (uint k = 0; k < n; ++k) x = x * 1664525u + 1013904223u;
    if (x == 0xffffffffu) out[0] = x;
}
)";

bool ok(cl_int rc, const char* call) {
    if (rc == CL_SUCCESS) return true;
    std::fprintf(stderr, "opencl_staging_probe: %s failed: %d\n", call, static_cast<int>(rc));
    return false;
}

struct Rig {
    cl_context context = nullptr;
    cl_command_queue queue = nullptr;
    cl_mem buffer = nullptr;
    cl_kernel spin = nullptr;
};

// Runs the spin kernel on one work-item for about `ms` milliseconds; returns the iteration count that does.
cl_uint calibrate_spin(Rig& rig, double ms) {
    cl_uint n = 1 << 16;
    for (int round = 0; round < 12; ++round) {
        size_t one = 1;
        clSetKernelArg(rig.spin, 1, sizeof n, &n);
        const auto start = std::chrono::steady_clock::now();
        if (clEnqueueNDRangeKernel(rig.queue, rig.spin, 1, nullptr, &one, nullptr, 0, nullptr, nullptr) != CL_SUCCESS) return n;
        clFinish(rig.queue);
        const double took = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
        if (took >= ms || n >= (1u << 30)) return n;
        n *= took < ms / 8 ? 8 : 2;
    }
    return n;
}

// One case: the write of 1s from `source`, held back by `gate`, the source overwritten with 2s right after. Returns
// "enqueued", "refilled", "mixed", or "" on an OpenCL error.
std::string probe(Rig& rig, uint32_t* source, const char* source_name, bool user_event_gate, cl_uint spin_iterations, size_t elements) {
    const size_t bytes = elements * sizeof(cl_uint);
    std::fill(source, source + elements, 1u);
    const cl_uint zero = 0;
    if (!ok(clEnqueueFillBuffer(rig.queue, rig.buffer, &zero, sizeof zero, 0, k_bytes, 0, nullptr, nullptr), "clEnqueueFillBuffer") ||
        !ok(clFinish(rig.queue), "clFinish"))
        return "";
    cl_int rc = CL_SUCCESS;
    cl_event gate = nullptr;
    if (user_event_gate) {
        gate = clCreateUserEvent(rig.context, &rc);
        if (!ok(rc, "clCreateUserEvent")) return "";
    } else {
        size_t one = 1;
        clSetKernelArg(rig.spin, 1, sizeof spin_iterations, &spin_iterations);
        if (!ok(clEnqueueNDRangeKernel(rig.queue, rig.spin, 1, nullptr, &one, nullptr, 0, nullptr, nullptr), "clEnqueueNDRangeKernel") ||
            !ok(clFlush(rig.queue), "clFlush"))
            return "";
    }
    // A driver that waits for the gate inside the enqueue would never return: open it from another thread.
    std::thread opener;
    if (gate)
        opener = std::thread([gate] {
            std::this_thread::sleep_for(std::chrono::milliseconds(300));
            clSetUserEventStatus(gate, CL_COMPLETE);
        });
    const auto start = std::chrono::steady_clock::now();
    rc = clEnqueueWriteBuffer(rig.queue, rig.buffer, CL_FALSE, 0, bytes, source, gate ? 1 : 0, gate ? &gate : nullptr, nullptr);
    const double enqueue_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    std::fill(source, source + elements, 2u);
    if (opener.joinable()) opener.join();
    if (gate) clReleaseEvent(gate);
    if (!ok(rc, "clEnqueueWriteBuffer") || !ok(clFinish(rig.queue), "clFinish")) return "";
    std::vector<uint32_t> back(elements);
    if (!ok(clEnqueueReadBuffer(rig.queue, rig.buffer, CL_TRUE, 0, bytes, back.data(), 0, nullptr, nullptr), "clEnqueueReadBuffer"))
        return "";
    size_t enqueued = 0, refilled = 0;
    for (uint32_t v : back) {
        enqueued += v == 1;
        refilled += v == 2;
    }
    const char* gate_name = user_event_gate ? "behind a user event" : "behind a running kernel";
    std::printf("%zu bytes of %s, %s: enqueue returned in %.1f ms; ", bytes, source_name, gate_name, enqueue_ms);
    if (enqueued == elements) {
        std::printf("the write took the data as enqueued (copied at the enqueue)\n");
        return "enqueued";
    }
    if (refilled == elements) {
        std::printf("the write took the data as refilled (read when it ran)\n");
        return "refilled";
    }
    std::printf("mixed (%zu of %zu elements as enqueued, %zu as refilled)\n", enqueued, elements, refilled);
    return "mixed";
}

}  // namespace

int main(int argc, char** argv) {
    std::string expect, platform;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--expect") == 0 && i + 1 < argc)
            expect = argv[++i];
        else
            platform = argv[i];
    }
    cl_device_id device = syncstress::bench::pick_opencl_device(platform);
    if (!device) {
        std::printf("skipped: no OpenCL device on a platform named like \"%s\"\n", platform.c_str());
        return 77;
    }
    char name[256] = "";
    clGetDeviceInfo(device, CL_DEVICE_NAME, sizeof name, name, nullptr);
    std::printf("device: %s\n", name);
    Rig rig;
    cl_int rc = CL_SUCCESS;
    rig.context = clCreateContext(nullptr, 1, &device, nullptr, nullptr, &rc);
    if (!ok(rc, "clCreateContext")) return 1;
    rig.queue = clCreateCommandQueue(rig.context, device, 0, &rc);
    if (!ok(rc, "clCreateCommandQueue")) return 1;
    rig.buffer = clCreateBuffer(rig.context, CL_MEM_READ_WRITE, k_bytes, nullptr, &rc);
    if (!ok(rc, "clCreateBuffer")) return 1;
    cl_program program = clCreateProgramWithSource(rig.context, 1, &k_spin_source, nullptr, &rc);
    if (!ok(rc, "clCreateProgramWithSource") || !ok(clBuildProgram(program, 1, &device, "", nullptr, nullptr), "clBuildProgram")) return 1;
    rig.spin = clCreateKernel(program, "spin", &rc);
    if (!ok(rc, "clCreateKernel")) return 1;
    clSetKernelArg(rig.spin, 0, sizeof rig.buffer, &rig.buffer);
    const cl_uint spin = calibrate_spin(rig, 200.0);

    std::vector<uint32_t> pageable(k_elements);
    cl_mem pinned_buffer = clCreateBuffer(rig.context, CL_MEM_ALLOC_HOST_PTR, k_bytes, nullptr, &rc);
    if (!ok(rc, "clCreateBuffer(CL_MEM_ALLOC_HOST_PTR)")) return 1;
    auto* pinned = static_cast<uint32_t*>(
        clEnqueueMapBuffer(rig.queue, pinned_buffer, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 0, k_bytes, 0, nullptr, nullptr, &rc));
    if (!ok(rc, "clEnqueueMapBuffer")) return 1;
    bool good = true;
    for (size_t elements : {size_t{256}, k_elements})
        for (bool user_event : {true, false}) {
            const std::string outcome = probe(rig, pageable.data(), "pageable memory", user_event, spin, elements);
            good = good && !outcome.empty();
            if (user_event && !expect.empty() && outcome != expect) {
                std::printf("expected pageable memory behind a user event to be taken as %s\n", expect.c_str());
                good = false;
            }
            good = !probe(rig, pinned, "mapped CL_MEM_ALLOC_HOST_PTR memory", user_event, spin, elements).empty() && good;
        }
    clEnqueueUnmapMemObject(rig.queue, pinned_buffer, pinned, 0, nullptr, nullptr);
    clFinish(rig.queue);
    clReleaseMemObject(pinned_buffer);
    clReleaseKernel(rig.spin);
    clReleaseProgram(program);
    clReleaseMemObject(rig.buffer);
    clReleaseCommandQueue(rig.queue);
    clReleaseContext(rig.context);
    return good ? 0 : 1;
}
