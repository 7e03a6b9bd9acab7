// Which parameters of a C++ kernel are pointers to const, from its mangled name (the Itanium C++ ABI's, which nvcc
// gives every kernel that is not extern "C"): `_Z9vectorAddPKfS0_Pfi` is vectorAdd(const float*, const float*,
// float*, int), whose first two pointers the kernel only reads. Plain C++ with no CUDA in it: the CUDA subscriber
// compiles it in, and the tests run it on every platform.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

namespace syncstress::capture_cuda {

// For each parameter, in order: true where it is a pointer to a const type (`const T*`, `const T* __restrict__`).
// nullopt where `mangled` is not a mangled function name or uses what the parser does not read (a local name, an
// expression in a template argument): a caller then takes every pointer as read and written.
std::optional<std::vector<bool>> const_pointer_params(std::string_view mangled);

}  // namespace syncstress::capture_cuda
