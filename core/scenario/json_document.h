// A JSON text parsed into two flat arrays: what the loader reads a scenario from. nlohmann's own tree allocates
// every value, key and member list separately; building and freeing it cost more than validating and analyzing a
// 1M-step scenario. A reader of its own takes the plain JSON scenarios are made of; anything else goes to nlohmann's
// parser, and the two give the same document: what is valid JSON, how a number is typed and how a parse error is
// worded are nlohmann's (tests/scenario/json_document_test.cpp holds them against each other).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace syncstress::scenario::json {

class Value;

// An object's member, key and value, as `for (const auto& [key, value] : object.members())` gives it.
struct Member {
    std::string_view key;
    const Value& value;
};

class Value {
public:
    enum class Type : uint8_t { null, boolean, number_integer, number_unsigned, number_float, string, array, object };

    static Value object() {  // an empty object
        Value v;
        v.type_ = Type::object;
        v.items_ = nullptr;
        return v;
    }

    Type type() const { return type_; }
    bool is_object() const { return type_ == Type::object; }
    bool is_array() const { return type_ == Type::array; }
    bool is_string() const { return type_ == Type::string; }
    bool is_boolean() const { return type_ == Type::boolean; }
    // As nlohmann types them: a non-negative integer is unsigned, a negative one integer; an integer too large for
    // 64 bits, a fraction or an exponent makes a float. is_number_integer holds for both kinds of integer.
    bool is_number_unsigned() const { return type_ == Type::number_unsigned; }
    bool is_number_integer() const { return type_ == Type::number_integer || type_ == Type::number_unsigned; }
    bool is_number_float() const { return type_ == Type::number_float; }

    // Each only for its type.
    bool boolean() const { return boolean_; }
    uint64_t number_unsigned() const { return unsigned_; }
    int64_t number_integer() const { return integer_; }
    double number_float() const { return float_; }
    std::string_view string() const { return {chars_, size_}; }

    // Arrays: elements; objects: members.
    size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    const Value& operator[](size_t index) const { return items_[index]; }  // arrays
    const Value* find(std::string_view key) const;                         // objects: the member's value, or null

    class Members {
    public:
        struct iterator {
            const Value* at;
            Member operator*() const { return {at[0].string(), at[1]}; }
            iterator& operator++() {
                at += 2;
                return *this;
            }
            bool operator!=(const iterator& other) const { return at != other.at; }
        };
        iterator begin() const { return {first_}; }
        iterator end() const { return {first_ + 2 * count_}; }

    private:
        friend class Value;
        Members(const Value* first, size_t count) : first_(first), count_(count) {}
        const Value* first_;
        size_t count_;
    };
    Members members() const { return {items_, is_object() ? size_ : 0}; }  // in the text's order

    // The value as JSON text, the way nlohmann's dump(-1) writes it.
    std::string dump() const;

private:
    friend class Builder;
    Type type_ = Type::null;
    uint32_t size_ = 0;  // string: bytes; array: elements; object: members (its items are key, value, key, ...)
    union {
        bool boolean_;
        int64_t integer_;
        uint64_t unsigned_;
        double float_;
        const char* chars_;
        const Value* items_;
        uint64_t offset_ = 0;  // while building: where the string or the items start in their array
    };
};

// Owns what its values point into; moving it keeps them valid.
struct Document {
    std::vector<Value> values;  // every container's items, contiguous per container; the root last
    std::vector<char> strings;  // every string and key
    const Value& root() const { return values.back(); }
};

struct ParseResult {
    Document document;  // valid when failure is empty
    // Keys repeated within one object (the first 64): the path of the repeated member and its key. As nlohmann's
    // parser would, the later value takes the earlier one's place.
    std::vector<std::pair<std::string, std::string>> duplicates;
    std::optional<std::pair<size_t, std::string>> failure;  // nlohmann's byte position and message
};

ParseResult parse(std::string_view text);

}  // namespace syncstress::scenario::json
