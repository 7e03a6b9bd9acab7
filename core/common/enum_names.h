// Enums written by name at the edges (the JSON report, the text, the views): each lists its values once, in an
// X-macro whose names are the enumerators', and both the enum and its array of names are generated from that list,
// so the two cannot drift. Inside the program the values are compared as enums; a name is written with the enum's
// to_string and read with parse_name, whose caller lists the valid names with name_list when it fails.
//   #define SYNCSTRESS_COLOURS(X) X(red) X(green)
//   enum class Colour : uint8_t { SYNCSTRESS_COLOURS(SYNCSTRESS_ENUMERATOR) };
//   inline constexpr const char* k_colours[] = {SYNCSTRESS_COLOURS(SYNCSTRESS_ENUMERATOR_NAME)};
//   constexpr const auto& names_of(Colour) { return k_colours; }  // found by argument-dependent lookup
//   constexpr const char* to_string(Colour c) { return k_colours[static_cast<size_t>(c)]; }
#pragma once

#include <cstddef>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

#define SYNCSTRESS_ENUMERATOR(name) name,
#define SYNCSTRESS_ENUMERATOR_NAME(name) #name,
// The same for a list whose names are not the enumerators' (a hyphen, a space): X(enumerator, "name").
#define SYNCSTRESS_NAMED_ENUMERATOR(name, text) name,
#define SYNCSTRESS_NAMED_ENUMERATOR_NAME(name, text) text,

namespace syncstress {

// Whether E has names (a names_of(E) beside it). C++17, like the rest of this header: the CUDA device code
// includes core/common/types.h, which uses it.
template <class E, class = void>
struct has_names : std::false_type {};
template <class E>
struct has_names<E, std::void_t<decltype(names_of(E{}))>> : std::bool_constant<std::is_enum_v<E>> {};
template <class E>
inline constexpr bool is_named_enum = has_names<E>::value;

// The value named `text`; nullopt for a name that is not one of them.
template <class E>
constexpr std::optional<E> parse_name(std::string_view text) {
    const auto& names = names_of(E{});
    for (size_t i = 0; i < std::size(names); ++i)
        if (text == names[i]) return static_cast<E>(i);
    return std::nullopt;
}

// "pass, fail, hang, skip, error, expected": the valid names, in the enum's order, for a message.
template <class E>
std::string name_list() {
    std::string list;
    for (const char* name : names_of(E{})) list += (list.empty() ? "" : ", ") + std::string(name);
    return list;
}

}  // namespace syncstress
