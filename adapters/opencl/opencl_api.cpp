#include "opencl_api.h"

#include <cstdio>
#include <vector>

namespace syncstress::opencl {

std::string error_name(cl_int code) {
    const char* name = nullptr;
    switch (code) {
#define SS_CL_ERROR(e)                                                                                                                     \
    case e: name = #e; break;
        SS_CL_ERROR(CL_DEVICE_NOT_FOUND)
        SS_CL_ERROR(CL_DEVICE_NOT_AVAILABLE)
        SS_CL_ERROR(CL_COMPILER_NOT_AVAILABLE)
        SS_CL_ERROR(CL_MEM_OBJECT_ALLOCATION_FAILURE)
        SS_CL_ERROR(CL_OUT_OF_RESOURCES)
        SS_CL_ERROR(CL_OUT_OF_HOST_MEMORY)
        SS_CL_ERROR(CL_PROFILING_INFO_NOT_AVAILABLE)
        SS_CL_ERROR(CL_MEM_COPY_OVERLAP)
        SS_CL_ERROR(CL_BUILD_PROGRAM_FAILURE)
        SS_CL_ERROR(CL_MISALIGNED_SUB_BUFFER_OFFSET)
        SS_CL_ERROR(CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST)
        SS_CL_ERROR(CL_INVALID_VALUE)
        SS_CL_ERROR(CL_INVALID_DEVICE_TYPE)
        SS_CL_ERROR(CL_INVALID_PLATFORM)
        SS_CL_ERROR(CL_INVALID_DEVICE)
        SS_CL_ERROR(CL_INVALID_CONTEXT)
        SS_CL_ERROR(CL_INVALID_QUEUE_PROPERTIES)
        SS_CL_ERROR(CL_INVALID_COMMAND_QUEUE)
        SS_CL_ERROR(CL_INVALID_HOST_PTR)
        SS_CL_ERROR(CL_INVALID_MEM_OBJECT)
        SS_CL_ERROR(CL_INVALID_BUFFER_SIZE)
        SS_CL_ERROR(CL_INVALID_PROGRAM)
        SS_CL_ERROR(CL_INVALID_PROGRAM_EXECUTABLE)
        SS_CL_ERROR(CL_INVALID_KERNEL_NAME)
        SS_CL_ERROR(CL_INVALID_KERNEL)
        SS_CL_ERROR(CL_INVALID_ARG_INDEX)
        SS_CL_ERROR(CL_INVALID_ARG_VALUE)
        SS_CL_ERROR(CL_INVALID_ARG_SIZE)
        SS_CL_ERROR(CL_INVALID_KERNEL_ARGS)
        SS_CL_ERROR(CL_INVALID_WORK_DIMENSION)
        SS_CL_ERROR(CL_INVALID_WORK_GROUP_SIZE)
        SS_CL_ERROR(CL_INVALID_GLOBAL_OFFSET)
        SS_CL_ERROR(CL_INVALID_EVENT_WAIT_LIST)
        SS_CL_ERROR(CL_INVALID_EVENT)
        SS_CL_ERROR(CL_INVALID_OPERATION)
        SS_CL_ERROR(CL_INVALID_GLOBAL_WORK_SIZE)
#undef SS_CL_ERROR
    case -1001: name = "CL_PLATFORM_NOT_FOUND_KHR"; break;  // the ICD loader's: no driver is installed
    }
    char text[96];
    std::snprintf(text, sizeof text, "%s (%d)", name ? name : "an OpenCL error", static_cast<int>(code));
    return text;
}

std::string call_failed(const char* call, cl_int code, const std::string& what) {
    return std::string(call) + " failed with " + error_name(code) + " in " + what;
}

namespace {

// A string property of a platform or a device through its clGet*Info; "" when the driver gives none.
template <class Object, class Info, class Get>
std::string info_string(Object object, Info what, Get get) {
    size_t size = 0;
    if (get(object, what, 0, nullptr, &size) != CL_SUCCESS || size == 0) return "";
    std::string s(size, '\0');
    if (get(object, what, size, s.data(), nullptr) != CL_SUCCESS) return "";
    s.resize(s.find('\0') == std::string::npos ? s.size() : s.find('\0'));
    return s;
}
std::string platform_string(cl_platform_id platform, cl_platform_info what) { return info_string(platform, what, clGetPlatformInfo); }
std::string device_string(cl_device_id device, cl_device_info what) { return info_string(device, what, clGetDeviceInfo); }

struct Candidate {
    cl_platform_id platform;
    cl_device_id device;
    bool gpu;
};

// Every device of the platforms whose name contains `platform`, platform by platform; `names` lists the platforms.
bool candidates(const std::string& platform, std::vector<Candidate>& out, std::string& names, std::string& error) {
    cl_uint count = 0;
    const cl_int rc = clGetPlatformIDs(0, nullptr, &count);
    if (rc != CL_SUCCESS || count == 0) {
        error = "no OpenCL platform found (clGetPlatformIDs: " + (rc == CL_SUCCESS ? std::string("0 platforms") : error_name(rc)) +
                "): install an OpenCL driver, or point OCL_ICD_VENDORS at a folder of .icd files";
        return false;
    }
    std::vector<cl_platform_id> platforms(count);
    clGetPlatformIDs(count, platforms.data(), nullptr);
    for (cl_platform_id p : platforms) {
        const std::string name = platform_string(p, CL_PLATFORM_NAME);
        names += (names.empty() ? "\"" : ", \"") + name + "\"";
        if (name.find(platform) == std::string::npos) continue;
        cl_uint devices = 0;
        if (clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 0, nullptr, &devices) != CL_SUCCESS || devices == 0) continue;
        std::vector<cl_device_id> ids(devices);
        if (clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, devices, ids.data(), nullptr) != CL_SUCCESS) continue;
        for (cl_device_id d : ids) {
            cl_device_type type = 0;
            clGetDeviceInfo(d, CL_DEVICE_TYPE, sizeof type, &type, nullptr);
            out.push_back({p, d, (type & CL_DEVICE_TYPE_GPU) != 0});
        }
    }
    return true;
}

}  // namespace

bool pick_device(const DeviceChoice& choice, PickedDevice& out, std::string& error) {
    std::vector<Candidate> found;
    std::string names;
    if (!candidates(choice.platform, found, names, error)) return false;
    const std::string where = choice.platform.empty() ? "" : " of a platform whose name contains \"" + choice.platform + "\"";
    if (found.empty()) {
        error = "no OpenCL device" + where + " (platforms: " + names + ")";
        return false;
    }
    size_t pick = 0;
    if (choice.index >= 0) {
        if (static_cast<size_t>(choice.index) >= found.size()) {
            error = "device=" + std::to_string(choice.index) + " names no OpenCL device: there are " + std::to_string(found.size()) +
                    where + ", numbered from 0";
            return false;
        }
        pick = static_cast<size_t>(choice.index);
    } else {
        for (size_t i = found.size(); i-- > 0;)
            if (found[i].gpu) pick = i;
    }
    out.platform = found[pick].platform;
    out.device = found[pick].device;
    out.name = device_string(out.device, CL_DEVICE_NAME);
    out.driver = platform_string(out.platform, CL_PLATFORM_NAME) + " " + device_string(out.device, CL_DRIVER_VERSION);
    out.api_version = device_string(out.device, CL_DEVICE_VERSION);
    // "OpenCL <major>.<minor> <vendor-specific information>"
    if (std::sscanf(out.api_version.c_str(), "OpenCL %d.%d", &out.major, &out.minor) != 2) out.major = out.minor = 0;
    return true;
}

}  // namespace syncstress::opencl
