// The CUDA subscriber's records: one log line (core/capture/layer/capture_log.h) per driver call that touches
// streams, events or memory, written when the call returns. docs/capture.md lists them; core/capture/from_log_cuda.cpp
// reads them back.
#pragma once

#include <cupti.h>

namespace syncstress::capture_cuda {

// Where the driver has cuFuncGetParamInfo (CUDA 12.4 and later): a kernel's parameter layout. Null on older drivers:
// a launch then records the words of its `extra` buffer only.
using ParamInfo = CUresult (*)(CUfunction, size_t, size_t*, size_t*);

// Records the driver call that `data` describes (a callback of the driver API domain, at its exit).
void record_call(CUpti_CallbackId id, const CUpti_CallbackData& data, ParamInfo param_info);

}  // namespace syncstress::capture_cuda
