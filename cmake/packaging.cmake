# Packages, made by `cpack` in a build folder (scripts/package makes them all): on Linux a .deb and a .tar.gz, on
# Windows (the MinGW cross build) a .zip. Their contents are cmake/install.cmake's.
set(CPACK_PACKAGE_NAME syncstress)
set(CPACK_PACKAGE_VENDOR syncstress)
set(CPACK_PACKAGE_CONTACT "syncstress developers" CACHE STRING "The packages' maintainer, as Debian wants it: NAME <EMAIL>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
string(CONCAT CPACK_PACKAGE_DESCRIPTION
  "syncstress runs copy/dispatch/sync scenarios (JSON) thousands of times on the host, Vulkan queues and CUDA\n"
  "streams under seeded timing perturbation, proves them race- and deadlock-free by analysis, and checks every\n"
  "result against a reference model; failures come with the command line that reproduces them.")
set(CPACK_RESOURCE_FILE_README "${PROJECT_SOURCE_DIR}/README.md")
# Release packages carry no debug information (65 MB of it in a RelWithDebInfo binary); the build folder keeps it.
set(CPACK_STRIP_FILES ON)
# cpack installs what is built and builds nothing itself (scripts/package builds first): so the package tests can run
# cpack in a build folder while other tests run, with no second ninja there.
set(CMAKE_SKIP_INSTALL_ALL_DEPENDENCY ON)
set(CPACK_SOURCE_IGNORE_FILES "/\\\\.git/" "/build[^/]*/" "/dist/" "/node_modules/")

if(WIN32)
  set(CPACK_GENERATOR ZIP)
  set(CPACK_SYSTEM_NAME win64)
else()
  set(CPACK_GENERATOR DEB TGZ)
  set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # syncstress_0.1.0_amd64.deb
  set(CPACK_DEBIAN_PACKAGE_SECTION devel)
  set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "${CPACK_PACKAGE_DESCRIPTION_SUMMARY}\n${CPACK_PACKAGE_DESCRIPTION}")
  # Vulkan drivers for the vulkan backend (lavapipe runs it on the CPU); the OpenCL ICD loader for the OpenCL
  # adapter, which only a run naming it loads.
  set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "mesa-vulkan-drivers, ocl-icd-libopencl1")
  set(CPACK_DEBIAN_PACKAGE_SUGGESTS "python3, python3-pyopencl")
  # Depends is computed when cpack runs (cmake/package_depends.cmake): dpkg-shlibdeps on the binary alone, since
  # the OpenCL adapter's libOpenCL.so.1 must not become a dependency, plus the Vulkan loader it opens at run time.
  file(GENERATE OUTPUT "${PROJECT_BINARY_DIR}/package-binary.txt" CONTENT "$<TARGET_FILE:syncstress>")
  set(CPACK_SYNCSTRESS_BINARY_FILE "${PROJECT_BINARY_DIR}/package-binary.txt")
  set(CPACK_PROJECT_CONFIG_FILE "${PROJECT_SOURCE_DIR}/cmake/package_depends.cmake")
endif()
include(CPack)
