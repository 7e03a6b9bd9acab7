// The CUDA subscriber's records: one log line (core/capture/layer/capture_log.h) per driver call that touches
// streams, events or memory, written when the call returns. docs/capture.md lists them; core/capture/from_log_cuda.cpp
// reads them back.
#pragma once

#include "core/capture/layer/capture_log.h"

#include <cupti.h>

#include <optional>

namespace syncstress::capture_cuda {

// Where the driver has them (CUDA 12.4 and later): a kernel's parameter layout, by CUfunction (cuFuncGetParamInfo) or
// by CUkernel (cuKernelGetParamInfo: the runtime launches the kernels of a fat binary it loaded as a library, whose
// handle cuLaunchKernel takes in place of a function). Null on older drivers: a launch then records the words of its
// `extra` buffer only.
using ParamInfo = CUresult (*)(void*, size_t, size_t*, size_t*);
// And its name (cuFuncGetName, cuKernelGetName: CUDA 12.3 and later), mangled where the kernel is C++: which of its
// pointers point to const (mangled_params.h).
using NameInfo = CUresult (*)(const char**, void*);
struct ParamLookup {
    ParamInfo function = nullptr, kernel = nullptr;
    NameInfo function_name = nullptr, kernel_name = nullptr;
};

// A kernel's function and its parameters' nonzero pointer-sized words ("ptr"), as a launch or a graph's kernel node
// gives them: its parameter array, laid out as the driver says, and its `extra` buffer; "ptr=WORD:1" where the
// parameter is a pointer to const (its kernel's mangled name says so). Where neither is known the record says so
// (unknown_params=1) and why.
void kernel_words(capture_layer::Record& record, CUfunction function, void** params, void** extra, const ParamLookup& param_info);

// Graphs (cuda_graph_calls.cpp): nodes added, graphs cloned, instantiated and launched. True where the call is one.
bool record_graph_call(CUpti_CallbackId id, const CUpti_CallbackData& data, const ParamLookup& param_info);

// Records the driver call that `data` describes (a callback of the driver API domain, at its exit).
void record_call(CUpti_CallbackId id, const CUpti_CallbackData& data, const ParamLookup& param_info);
// Records the call if it imports, maps, signals, waits for or destroys external memory or semaphores
// (cuda_external.cpp); false where it is none of these.
bool record_external_call(CUpti_CallbackId id, const CUpti_CallbackData& data);

// Words of pinned memory that streams write and the host polls (cuda_words.cpp): keeps the live pinned ranges and the
// words written (at each call's entry and exit), and records a word's value that the calling thread has not seen yet
// (once each call returns).
void watch_pinned_words(CUpti_CallbackId id, const CUpti_CallbackData& data);
void read_pinned_words();
// What a call does to pinned memory, from its parameters (cuda_words.cpp): a context destroyed or reset
// (cudaDeviceReset) frees every allocation in it without a call per allocation; cuMemFreeHost and cuMemHostUnregister
// free one (the base); cuMemAllocHost, cuMemHostAlloc and cuMemHostRegister make one (at the exit: the pointer is
// there); cuStreamWriteValue32/64 give a stream a word to write.
bool frees_everything(CUpti_CallbackId id);
std::optional<uint64_t> pinned_freed(CUpti_CallbackId id, const CUpti_CallbackData& data);
struct PinnedMade {
    uint64_t base = 0, bytes = 0;
    bool registered = false;  // the program's own memory (cuMemHostRegister), not the driver's
};
std::optional<PinnedMade> pinned_made(CUpti_CallbackId id, const CUpti_CallbackData& data);
struct StreamWord {
    uint64_t address = 0;
    uint32_t width = 0;  // bytes
};
std::optional<StreamWord> stream_written_word(CUpti_CallbackId id, const CUpti_CallbackData& data);

// The program's own reads and writes of pinned memory, guarded where it is (cuda_pinned.cpp): at each call's entry
// and exit, its allocations guarded, their accesses recorded ("cuda_host"), freed memory opened again.
// At each call's entry the layer's guarded copies of mappings are synced too, and at its exit they are taken again
// from the mappings as the program comes to them (CUDA may have written them: imported memory).
bool pinned_tracking();
void guarded_at_entry(CUpti_CallbackId id, const CUpti_CallbackData& data);
void guarded_at_exit(CUpti_CallbackId id, const CUpti_CallbackData& data);
void sync_pinned();

// Host functions' runs (cuda_host_functions.cpp). At the entry of cuLaunchHostFunc and cuStreamAddCallback: the
// function and its user data are replaced by a trampoline that records its run's begin and end on the thread that
// runs it ("cuda_host_function_begin function=N", "cuda_host_function_end function=N").
void wrap_host_function(CUpti_CallbackId id, const CUpti_CallbackData& data);
// At the call's exit: the replaced function's index N and the program's user data; nullopt where none was replaced.
struct WrappedHostFunction {
    uint64_t index = 0, data = 0;
};
std::optional<WrappedHostFunction> wrapped_host_function(CUpti_CallbackId id, const CUpti_CallbackData& data);
// After the call's record is written (or where the call failed and none is): the trampoline may record its run.
void host_function_recorded(CUpti_CallbackId id, const CUpti_CallbackData& data, bool succeeded);

}  // namespace syncstress::capture_cuda
