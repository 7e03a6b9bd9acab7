# Cross build for Windows (x86_64) with Debian's MinGW-w64 (posix threads: std::thread, std::mutex), run under
# Wine. Used by scripts/test-windows:  cmake -DCMAKE_TOOLCHAIN_FILE=cmake/mingw-w64.cmake ...
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(CMAKE_C_COMPILER x86_64-w64-mingw32-gcc-posix)
set(CMAKE_CXX_COMPILER x86_64-w64-mingw32-g++-posix)
set(CMAKE_RC_COMPILER x86_64-w64-mingw32-windres)

set(CMAKE_FIND_ROOT_PATH /usr/x86_64-w64-mingw32)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)  # glslc and python run on the build machine
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# The header-only dependencies (CLI11, nlohmann-json, doctest, the Vulkan headers) come from the build machine's
# /usr/include, which cannot go on the include path whole (its glibc headers would shadow MinGW's). The top
# CMakeLists.txt makes a folder of links to just them when this is set.
set(SYNCSTRESS_HOST_HEADERS /usr/include)
list(APPEND CMAKE_MODULE_PATH /usr/lib/cmake/doctest)  # doctest_discover_tests

# nvcc cannot build for MinGW: for a Windows target CMake hands it MSVC's flags and the configure fails. The CUDA
# backends are switched off here, saying so once, whatever the command line asked.
if(NOT CMAKE_IN_TRY_COMPILE AND (NOT DEFINED CACHE{SYNCSTRESS_CUDA} OR SYNCSTRESS_CUDA))
  message(STATUS "syncstress: SYNCSTRESS_CUDA set to OFF by cmake/mingw-w64.cmake: nvcc cannot target MinGW-w64 "
                 "(the cuda and vulkan+cuda backends report unavailable in this build)")
  set(SYNCSTRESS_CUDA OFF CACHE BOOL "Build the CUDA backends when a CUDA Toolkit is found" FORCE)
endif()

# One .exe with no MinGW DLLs beside it: Windows users copy it anywhere.
set(CMAKE_EXE_LINKER_FLAGS_INIT "-static -static-libgcc -static-libstdc++")

# Test discovery and ctest run the .exe files under Wine.
set(CMAKE_CROSSCOMPILING_EMULATOR "${CMAKE_CURRENT_LIST_DIR}/wine-run")
# Under Wine, this machine's / is drive Z:; the tests' compiled-in paths get the prefix.
set(SYNCSTRESS_TEST_PATH_PREFIX "Z:")
