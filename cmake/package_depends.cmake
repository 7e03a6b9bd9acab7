# Read by cpack for each generator (CPACK_PROJECT_CONFIG_FILE): the .deb's Depends. The binary's shared libraries
# as dpkg-shlibdeps finds their packages (libc6, libstdc++6, libgcc-s1, with the versions it needs), and libvulkan1,
# the loader it dlopens (libvulkan.so.1: no ELF dependency names it). CUDA is linked statically and its driver,
# libcuda.so.1, is opened at run time where one is installed.
if(NOT CPACK_GENERATOR STREQUAL "DEB" OR CPACK_DEBIAN_PACKAGE_DEPENDS)
  return()
endif()
file(READ "${CPACK_SYNCSTRESS_BINARY_FILE}" binary)
get_filename_component(work "${CPACK_SYNCSTRESS_BINARY_FILE}" DIRECTORY)
set(work "${work}/_CPack_Packages/shlibdeps")
file(MAKE_DIRECTORY "${work}/debian")
file(WRITE "${work}/debian/control" "")
find_program(syncstress_shlibdeps dpkg-shlibdeps)
if(NOT syncstress_shlibdeps)
  message(FATAL_ERROR "the .deb needs dpkg-shlibdeps to work out its Depends: apt-get install dpkg-dev (scripts/setup --test installs it)")
endif()
execute_process(COMMAND dpkg-shlibdeps -O -e "${binary}" WORKING_DIRECTORY "${work}"
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err OUTPUT_STRIP_TRAILING_WHITESPACE)
if(NOT rc EQUAL 0 OR NOT out MATCHES "^shlibs:Depends=")
  message(FATAL_ERROR "dpkg-shlibdeps -e ${binary} failed (${rc}): ${err}")
endif()
string(REGEX REPLACE "^shlibs:Depends=" "" depends "${out}")
set(CPACK_DEBIAN_PACKAGE_DEPENDS "${depends}, libvulkan1")
