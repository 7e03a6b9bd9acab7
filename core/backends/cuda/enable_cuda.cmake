# Included (at file scope) by every directory that compiles CUDA: finds nvcc (also at /usr/local/cuda when it is
# not on PATH), enables the language with the static runtime and the project's architectures, and sets
# syncstress_cuda_found. Without a toolkit it only sets syncstress_cuda_found to OFF.
set(syncstress_cuda_found OFF)
if(SYNCSTRESS_CUDA OR NOT DEFINED SYNCSTRESS_CUDA)
  if(NOT CMAKE_CUDA_COMPILER AND NOT DEFINED ENV{CUDACXX} AND EXISTS /usr/local/cuda/bin/nvcc)
    set(CMAKE_CUDA_COMPILER /usr/local/cuda/bin/nvcc CACHE FILEPATH "CUDA compiler")
  endif()
  include(CheckLanguage)
  check_language(CUDA)
  if(CMAKE_CUDA_COMPILER)
    set(syncstress_cuda_found ON)
  endif()
endif()

if(syncstress_cuda_found)
  # H200 machine code, plus PTX that any newer GPU can compile at load time.
  set(CMAKE_CUDA_ARCHITECTURES "90-real;75-virtual" CACHE STRING "CUDA architectures of the syncstress kernels")
  set(CMAKE_CUDA_RUNTIME_LIBRARY Static)
  enable_language(CUDA)
  # Debian 12's CMake 3.25.1 fails in FindCUDAToolkit on a toolkit without nvToolsExt (CUDA 13 has none) when the
  # project requires CMake 3.25 or later: it marks CUDA::nvToolsExt deprecated without checking that the target
  # exists. The variable it reads only informs modules (policies are set by cmake_minimum_required), so the search
  # is made with it lowered.
  set(syncstress_minimum_version ${CMAKE_MINIMUM_REQUIRED_VERSION})
  set(CMAKE_MINIMUM_REQUIRED_VERSION 3.24)
  find_package(CUDAToolkit REQUIRED)
  set(CMAKE_MINIMUM_REQUIRED_VERSION ${syncstress_minimum_version})
endif()
