// The baseline of the OpenCL adapter's cost: scenarios/bench/cpu-trivial.json's iteration written directly against
// OpenCL, to compare with `syncstress run scenarios/bench/cpu-trivial.json --backend adapter:libsyncstress_opencl.so`.
//   syncstress_raw_opencl trivial ITERATIONS [PLATFORM]   a fill of 64 elements with the iteration's number, a
//                                                         blocking read of them, the host's check
//   syncstress_raw_opencl flushed ITERATIONS [PLATFORM]   the same with a clFlush after the fill, as the adapter
//                                                         ends every submission (work starts when it is submitted)
//   syncstress_raw_opencl evented ITERATIONS [PLATFORM]   flushed, and the fill's event asked for, looked at after the
//                                                         read and released, as the adapter tracks a submission's end
// PLATFORM: a substring of the platform's name (as the adapter's platform= option); the device is the first GPU, else
// the first device, as the adapter picks by default.
// Prints "trivial: N iterations in S s: U us per iteration, p50 P us, R it/s"; exit 1 at the first wrong element.
#define CL_TARGET_OPENCL_VERSION 120
#include "bench/cpu_loop.h"
#include "bench/raw/opencl_device.h"

#include <CL/cl.h>

#include <cstdio>
#include <string>
#include <vector>

namespace {

bool ok(cl_int rc, const char* call) {
    if (rc == CL_SUCCESS) return true;
    std::fprintf(stderr, "raw_opencl: %s failed: %d\n", call, static_cast<int>(rc));
    return false;
}

int trivial(const std::string& mode, uint64_t iterations, const std::string& platform) {
    constexpr size_t k_elements = 64;
    cl_device_id device = syncstress::bench::pick_opencl_device(platform);
    if (!device) {
        std::fprintf(stderr, "raw_opencl: no OpenCL device on a platform named like \"%s\"\n", platform.c_str());
        return 1;
    }
    cl_int rc = CL_SUCCESS;
    cl_context context = clCreateContext(nullptr, 1, &device, nullptr, nullptr, &rc);
    if (!ok(rc, "clCreateContext")) return 1;
    cl_command_queue queue = clCreateCommandQueue(context, device, 0, &rc);
    if (!ok(rc, "clCreateCommandQueue")) return 1;
    cl_mem buffer = clCreateBuffer(context, CL_MEM_READ_WRITE, k_elements * sizeof(cl_uint), nullptr, &rc);
    if (!ok(rc, "clCreateBuffer")) return 1;
    std::vector<uint32_t> out(k_elements);
    const bool evented = mode == "evented", flush = evented || mode == "flushed";
    const int status = syncstress::bench::run_loop(mode.c_str(), iterations, true, [&](uint64_t it) {
        const cl_uint value = static_cast<cl_uint>(it);
        cl_event filled = nullptr;
        cl_int state = CL_QUEUED;
        const bool good =
            ok(clEnqueueFillBuffer(queue, buffer, &value, sizeof value, 0, k_elements * sizeof(cl_uint), 0, nullptr,
                                   evented ? &filled : nullptr),
               "clEnqueueFillBuffer") &&
            (!flush || ok(clFlush(queue), "clFlush")) &&
            ok(clEnqueueReadBuffer(queue, buffer, CL_TRUE, 0, k_elements * sizeof(cl_uint), out.data(), 0, nullptr, nullptr),
               "clEnqueueReadBuffer") &&
            (!evented || ok(clGetEventInfo(filled, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof state, &state, nullptr), "clGetEventInfo")) &&
            syncstress::bench::all_equal(out, value, it);
        if (filled) clReleaseEvent(filled);
        return good;
    });
    clReleaseMemObject(buffer);
    clReleaseCommandQueue(queue);
    clReleaseContext(context);
    return status;
}

}  // namespace

int main(int argc, char** argv) {
    const auto args = syncstress::bench::loop_args(argc > 3 ? 3 : argc, argv, {"trivial", "flushed", "evented"});
    if (!args) return 2;
    return trivial(args->mode, args->iterations, argc > 3 ? argv[3] : "");
}
