// The device an OpenCL program of bench/ and tests/ runs on, picked as the OpenCL adapter picks it by default.
#pragma once

#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>

#include <string>
#include <vector>

namespace syncstress::bench {

// The first GPU of the platforms whose name contains `platform`, else their first device.
inline cl_device_id pick_opencl_device(const std::string& platform) {
    cl_uint count = 0;
    if (clGetPlatformIDs(0, nullptr, &count) != CL_SUCCESS || count == 0) return nullptr;
    std::vector<cl_platform_id> platforms(count);
    clGetPlatformIDs(count, platforms.data(), nullptr);
    cl_device_id first = nullptr;
    for (cl_platform_id p : platforms) {
        char name[256] = "";
        clGetPlatformInfo(p, CL_PLATFORM_NAME, sizeof name, name, nullptr);
        if (std::string(name).find(platform) == std::string::npos) continue;
        cl_device_id gpu = nullptr, any = nullptr;
        if (clGetDeviceIDs(p, CL_DEVICE_TYPE_GPU, 1, &gpu, nullptr) == CL_SUCCESS && gpu) return gpu;
        if (!first && clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 1, &any, nullptr) == CL_SUCCESS) first = any;
    }
    return first;
}

}  // namespace syncstress::bench
