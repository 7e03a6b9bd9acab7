# What `cmake --install` (and so every package, cmake/packaging.cmake) puts where. Linux follows GNUInstallDirs;
# the Windows zip is flat, as Windows users unpack and run it: syncstress.exe beside scenarios/ and docs/.
include(GNUInstallDirs)
if(WIN32)
  set(syncstress_bin_dir .)
  set(syncstress_data_dir .)
  set(syncstress_doc_dir docs)
  set(syncstress_lib_dir adapters)
  set(SYNCSTRESS_INSTALL_PYTHONDIR python CACHE STRING "Where the Python adapter module syncstress_adapter.py goes")
else()
  set(syncstress_bin_dir "${CMAKE_INSTALL_BINDIR}")
  set(syncstress_data_dir "${CMAKE_INSTALL_DATADIR}/syncstress")
  set(syncstress_doc_dir "${CMAKE_INSTALL_DOCDIR}")
  set(syncstress_lib_dir "${CMAKE_INSTALL_LIBDIR}/syncstress")  # adapters are loaded by path, not linked against
  # Debian's folder for modules of every Python 3, on sys.path under /usr; elsewhere PYTHONPATH names it.
  set(SYNCSTRESS_INSTALL_PYTHONDIR lib/python3/dist-packages CACHE STRING "Where the Python adapter module syncstress_adapter.py goes")
  set(SYNCSTRESS_INSTALL_ZSHDIR "${CMAKE_INSTALL_DATADIR}/zsh/vendor-completions" CACHE STRING
      "Where the zsh completion _syncstress goes (Debian's zsh looks in share/zsh/vendor-completions)")
endif()

install(TARGETS syncstress RUNTIME DESTINATION "${syncstress_bin_dir}")
# The binary finds the Python adapter module where the packages put it, relative to itself, wherever it is unpacked.
if(IS_ABSOLUTE "${SYNCSTRESS_INSTALL_PYTHONDIR}")
  set(syncstress_python_from_binary "${SYNCSTRESS_INSTALL_PYTHONDIR}")
else()
  file(RELATIVE_PATH syncstress_python_from_binary "/prefix/${syncstress_bin_dir}" "/prefix/${SYNCSTRESS_INSTALL_PYTHONDIR}")
endif()
target_compile_definitions(syncstress_backend_python PRIVATE SYNCSTRESS_PYTHON_MODULE_FROM_BINARY="${syncstress_python_from_binary}")
install(DIRECTORY scenarios/ DESTINATION "${syncstress_data_dir}/scenarios" FILES_MATCHING PATTERN "*.json")
install(FILES docs/report.schema.json DESTINATION "${syncstress_data_dir}")
install(FILES README.md docs/guide.md docs/cli.md docs/SCENARIO-FORMAT.md docs/ci.md DESTINATION "${syncstress_doc_dir}")
foreach(doc docs/adapters.md docs/adapter-protocol.md)
  if(EXISTS "${PROJECT_SOURCE_DIR}/${doc}")
    install(FILES "${doc}" DESTINATION "${syncstress_doc_dir}")
  endif()
endforeach()
install(FILES include/syncstress/adapter.h DESTINATION "${CMAKE_INSTALL_INCLUDEDIR}/syncstress")

# The capture layer and its manifest, side by side: `syncstress capture` finds them relative to itself.
file(RELATIVE_PATH syncstress_layer_from_binary "/prefix/${syncstress_bin_dir}" "/prefix/${syncstress_lib_dir}/layer")
target_compile_definitions(syncstress PRIVATE SYNCSTRESS_CAPTURE_LAYER_FROM_BINARY="${syncstress_layer_from_binary}")
if(TARGET VkLayer_syncstress_capture)
  install(TARGETS VkLayer_syncstress_capture LIBRARY DESTINATION "${syncstress_lib_dir}/layer")
  install(FILES "$<TARGET_FILE_DIR:VkLayer_syncstress_capture>/VkLayer_syncstress_capture.json" DESTINATION "${syncstress_lib_dir}/layer")
endif()
# The log writer the layer and the CUDA subscriber share, the preload library of host synchronisation and the
# subscriber: beside the layer, each finding the others there. The subscriber needs the CUDA Toolkit's libcupti.so.13 beside it or on the library path.
foreach(capture_library syncstress_capture_log syncstress_capture_host syncstress_capture_cuda)
  if(TARGET ${capture_library})
    install(TARGETS ${capture_library} LIBRARY DESTINATION "${syncstress_lib_dir}/layer")
  endif()
endforeach()

# The adapters: built or written elsewhere in the tree; shipped where they exist.
if(EXISTS "${PROJECT_SOURCE_DIR}/python/syncstress_adapter.py")
  install(FILES python/syncstress_adapter.py DESTINATION "${SYNCSTRESS_INSTALL_PYTHONDIR}")
endif()
if(TARGET syncstress_opencl)
  install(TARGETS syncstress_opencl LIBRARY DESTINATION "${syncstress_lib_dir}" RUNTIME DESTINATION "${syncstress_lib_dir}")
endif()
if(EXISTS "${PROJECT_SOURCE_DIR}/adapters/pyopencl/pyopencl_adapter.py")
  install(FILES adapters/pyopencl/pyopencl_adapter.py DESTINATION "${syncstress_data_dir}/adapters")
endif()
# The WebGPU adapter: its manifest, program and npm lock, without node_modules (Dawn for Node.js comes from `npm ci`
# in that folder, adapters/webgpu/README.md).
if(EXISTS "${PROJECT_SOURCE_DIR}/adapters/webgpu/webgpu.json")
  install(FILES adapters/webgpu/webgpu.json adapters/webgpu/webgpu_adapter.mjs adapters/webgpu/webgpu_kernels.mjs
    adapters/webgpu/package.json adapters/webgpu/package-lock.json adapters/webgpu/README.md
    DESTINATION "${syncstress_data_dir}/adapters/webgpu")
endif()

# The man page and the completions, made by the binary from its own command-line definition (tool/cli_docs.h). A
# cross build cannot run its binary at build time; the Windows zip goes without (`syncstress.exe completion
# powershell` prints the script there).
if(NOT CMAKE_CROSSCOMPILING)
  set(generated "${PROJECT_BINARY_DIR}/generated")
  set(generated_files "${generated}/syncstress.1" "${generated}/syncstress.bash" "${generated}/_syncstress" "${generated}/syncstress.ps1")
  add_custom_command(OUTPUT ${generated_files}
    COMMAND "${CMAKE_COMMAND}" -E make_directory "${generated}"
    COMMAND syncstress help-man -o "${generated}/syncstress.1"
    COMMAND syncstress completion bash -o "${generated}/syncstress.bash"
    COMMAND syncstress completion zsh -o "${generated}/_syncstress"
    COMMAND syncstress completion powershell -o "${generated}/syncstress.ps1"
    DEPENDS syncstress
    COMMENT "Generating the man page and the shell completions from syncstress's command line"
    VERBATIM)
  add_custom_target(syncstress_cli_docs ALL DEPENDS ${generated_files})
  install(FILES "${generated}/syncstress.ps1" DESTINATION "${syncstress_data_dir}/completion")
  if(NOT WIN32)
    install(FILES "${generated}/syncstress.1" DESTINATION "${CMAKE_INSTALL_MANDIR}/man1")
    install(FILES "${generated}/syncstress.bash" DESTINATION "${CMAKE_INSTALL_DATADIR}/bash-completion/completions" RENAME syncstress)
    install(FILES "${generated}/_syncstress" DESTINATION "${SYNCSTRESS_INSTALL_ZSHDIR}")
  endif()
endif()
