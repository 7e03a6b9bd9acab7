// The buffers a shader module declares, read from its SPIR-V when it is made: for each storage or uniform buffer
// binding, whether the shader may read it and may write it (NonWritable and NonReadable, on the variable or on
// every member of its block; a uniform buffer is read only).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace syncstress::capture_layer {

struct ShaderBinding {
    uint32_t set = 0, binding = 0;
    bool read = true, write = true;
};

// An empty list for anything that is not SPIR-V (a wrong magic number, a truncated instruction).
std::vector<ShaderBinding> shader_buffer_bindings(const uint32_t* words, size_t count);

}  // namespace syncstress::capture_layer
