# syncstress_utf8_manifest(TARGET): on Windows, gives an executable the manifest that makes UTF-8 its code page
# (argv, paths, every narrow Win32 and C runtime call: Windows 10 1903+), so that non-ASCII scenario and report
# paths work through std::string everywhere. Elsewhere a no-op.
set(syncstress_manifest_rc "${PROJECT_BINARY_DIR}/utf8-manifest.rc")
if(WIN32)
  # RT_MANIFEST (24), id 1: the manifest the loader reads.
  file(WRITE "${syncstress_manifest_rc}" "1 24 \"${PROJECT_SOURCE_DIR}/cmake/utf8.manifest\"\n")
endif()
function(syncstress_utf8_manifest target)
  if(WIN32)
    target_sources(${target} PRIVATE "${syncstress_manifest_rc}")
  endif()
endfunction()
if(WIN32)
  enable_language(RC)
endif()
