// What the adapter asks of the OpenCL API apart from its queues: error names, the device an adapter's options pick,
// and the strings it reports.
#pragma once

#include <CL/cl.h>

#include <string>

namespace syncstress::opencl {

// "CL_OUT_OF_RESOURCES (-5)".
std::string error_name(cl_int code);
// "CALL failed with CL_... (N) in WHAT".
std::string call_failed(const char* call, cl_int code, const std::string& what);

struct DeviceChoice {
    std::string platform;  // a substring of the platform's name; empty: any
    int index = -1;        // among the devices of the platforms it matches; -1: the first GPU, else the first device
};

struct PickedDevice {
    cl_platform_id platform = nullptr;
    cl_device_id device = nullptr;
    std::string name;          // CL_DEVICE_NAME
    std::string driver;        // "<platform name> <CL_DRIVER_VERSION>"
    std::string api_version;   // CL_DEVICE_VERSION
    int major = 0, minor = 0;  // of CL_DEVICE_VERSION
};

// The device `choice` names; on failure, false and one sentence in `error`.
bool pick_device(const DeviceChoice& choice, PickedDevice& out, std::string& error);

}  // namespace syncstress::opencl
