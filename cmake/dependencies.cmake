# The header-only dependencies: CLI11, nlohmann-json, doctest and the Vulkan headers, as the targets their own
# packages define. A native build finds their CMake packages. A cross build (SYNCSTRESS_HOST_HEADERS, set by
# cmake/mingw-w64.cmake) takes them from the build machine's include folder through a folder of links to just
# them, because that folder whole would put glibc's headers before MinGW's.
if(NOT SYNCSTRESS_HOST_HEADERS)
  find_package(nlohmann_json CONFIG REQUIRED)
  find_package(CLI11 CONFIG REQUIRED)
  return()
endif()

set(syncstress_host_headers "${PROJECT_BINARY_DIR}/host-headers")
file(MAKE_DIRECTORY "${syncstress_host_headers}")
foreach(entry nlohmann CLI doctest vulkan vk_video)
  if(EXISTS "${SYNCSTRESS_HOST_HEADERS}/${entry}" AND NOT EXISTS "${syncstress_host_headers}/${entry}")
    file(CREATE_LINK "${SYNCSTRESS_HOST_HEADERS}/${entry}" "${syncstress_host_headers}/${entry}" SYMBOLIC)
  endif()
endforeach()

function(syncstress_header_target target probe)
  if(NOT EXISTS "${syncstress_host_headers}/${probe}")
    message(FATAL_ERROR "syncstress: ${SYNCSTRESS_HOST_HEADERS}/${probe} not found (scripts/setup installs it)")
  endif()
  add_library(${target} INTERFACE IMPORTED GLOBAL)
  set_target_properties(${target} PROPERTIES INTERFACE_INCLUDE_DIRECTORIES "${syncstress_host_headers}")
endfunction()
syncstress_header_target(nlohmann_json::nlohmann_json nlohmann/json.hpp)
syncstress_header_target(CLI11::CLI11 CLI/CLI.hpp)
if(SYNCSTRESS_TESTS)
  syncstress_header_target(doctest::doctest doctest/doctest.h)
endif()
