// Internal to core/scenario: where in a scenario file a message points.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace syncstress::scenario {

// A JSON path ("steps[3].dst"), written out only when a message names it: loading a 1M-step scenario must not build
// a string for every field it reads. A Path points to its parent, so it is made from a named one only (`&`).
class Path {
public:
    Path() = default;                     // the whole document: ""
    Path(const char* key) : key_(key) {}  // a member of the document
    Path key(std::string_view key) const& { return Path(this, key, k_no_index); }
    Path index(size_t index) const& { return Path(this, {}, index); }
    Path key(std::string_view) const&& = delete;
    Path index(size_t) const&& = delete;

    std::string str() const {
        std::string base = parent_ ? parent_->str() : std::string{};
        if (index_ != k_no_index) return base + "[" + std::to_string(index_) + "]";
        return base.empty() ? std::string(key_) : base + "." + std::string(key_);
    }

private:
    static constexpr size_t k_no_index = SIZE_MAX;
    Path(const Path* parent, std::string_view key, size_t index) : parent_(parent), key_(key), index_(index) {}
    const Path* parent_ = nullptr;
    std::string_view key_;
    size_t index_ = k_no_index;
};

}  // namespace syncstress::scenario
