# Turns SPIR-V files into one C++ header of uint32_t arrays, so the binary carries its shaders.
# Usage: cmake -DOUTPUT=file.h -DNAMES="a;b" -DINPUTS="a.spv;b.spv" -P embed_spirv.cmake
list(LENGTH NAMES count)
list(LENGTH INPUTS input_count)
if(NOT count EQUAL input_count)
  message(FATAL_ERROR "embed_spirv: ${count} names for ${input_count} inputs")
endif()

set(text "// Generated from SPIR-V by embed_spirv.cmake; do not edit.\n#pragma once\n\n#include <cstdint>\n\nnamespace syncstress::backends::spirv {\n")
math(EXPR last "${count} - 1")
foreach(i RANGE ${last})
  list(GET NAMES ${i} name)
  list(GET INPUTS ${i} input)
  file(READ "${input}" hex HEX)
  string(LENGTH "${hex}" hex_length)
  math(EXPR remainder "${hex_length} % 8")
  if(hex_length EQUAL 0 OR NOT remainder EQUAL 0)
    message(FATAL_ERROR "embed_spirv: ${input} is not a whole number of 32-bit words")
  endif()
  # SPIR-V words are little-endian on disk: bytes b0 b1 b2 b3 make the word 0xb3b2b1b0.
  string(REGEX REPLACE "(..)(..)(..)(..)" "0x\\4\\3\\2\\1u," words "${hex}")
  # CMake regexes have no {n}: eight words per line, spelled out.
  set(word "0x[0-9a-f]+u,")
  string(REGEX REPLACE "(${word}${word}${word}${word}${word}${word}${word}${word})" "\\1\n    " words "${words}")
  string(APPEND text "\ninline constexpr uint32_t ${name}[] = {\n    ${words}\n};\n")
endforeach()
string(APPEND text "\n}  // namespace syncstress::backends::spirv\n")

# Rewrite only on change so that dependents do not rebuild needlessly.
if(EXISTS "${OUTPUT}")
  file(READ "${OUTPUT}" old)
  if(old STREQUAL text)
    return()
  endif()
endif()
file(WRITE "${OUTPUT}" "${text}")
