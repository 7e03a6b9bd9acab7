#include "core/capture/cuda/mangled_params.h"

#include <cstddef>
#include <cstring>

namespace syncstress::capture_cuda {
namespace {

// What the parameters' test needs of a type: whether it is const itself, and whether it points to a const type.
struct TypeInfo {
    bool is_const = false;
    bool pointer_to_const = false;
};

// A reader of the ABI's grammar for what a kernel's name can hold: names (nested, in std::, with ABI tags), template
// arguments (types, literals, packs), and every type production but expressions. Each substitution candidate is kept
// with its TypeInfo, in the ABI's order, so that `S0_` in `PKfS0_` is known to be `const float*` again.
class Parser {
public:
    explicit Parser(std::string_view text) : s_(text) {}

    std::optional<std::vector<bool>> params() {
        if (!take("_Z")) return std::nullopt;
        bool is_template = false;
        if (!name(false, &is_template)) return std::nullopt;
        if (is_template && !type()) return std::nullopt;  // a function template's name is followed by its return type
        std::vector<bool> result;
        auto at_end = [&] { return i_ >= s_.size() || s_[i_] == '.'; };           // ".constprop.0" and the like: a clone's suffix
        if (peek() == 'v' && (peek(1) == '\0' || peek(1) == '.')) return result;  // f(void)
        while (ok_ && !at_end()) {
            const auto t = type();
            if (!t) return std::nullopt;
            result.push_back(t->pointer_to_const);
        }
        if (!ok_) return std::nullopt;
        return result;
    }

private:
    char peek(size_t ahead = 0) const { return i_ + ahead < s_.size() ? s_[i_ + ahead] : '\0'; }
    bool take(std::string_view word) {
        if (s_.substr(i_, word.size()) != word) return false;
        i_ += word.size();
        return true;
    }
    std::nullopt_t fail() {
        ok_ = false;
        return std::nullopt;
    }
    static bool digit(char c) { return c >= '0' && c <= '9'; }

    bool number(size_t* value = nullptr) {
        if (!digit(peek())) return false;
        size_t n = 0;
        while (digit(peek())) n = n * 10 + static_cast<size_t>(s_[i_++] - '0');
        if (value) *value = n;
        return true;
    }

    // <source-name> ::= <length> <identifier>, then any ABI tags (B <source-name>).
    bool source_name() {
        size_t length = 0;
        if (!number(&length) || i_ + length > s_.size()) return false;
        i_ += length;
        while (peek() == 'B') {
            ++i_;
            if (!number(&length) || i_ + length > s_.size()) return false;
            i_ += length;
        }
        return true;
    }

    // S_ is the first candidate, S<base-36 number>_ the one after that number.
    std::optional<TypeInfo> substitution() {
        size_t id = 0;
        if (!take("S")) return fail();
        if (!take("_")) {
            while (digit(peek()) || (peek() >= 'A' && peek() <= 'Z'))
                id = id * 36 + static_cast<size_t>(digit(peek()) ? s_[i_++] - '0' : s_[i_++] - 'A' + 10);
            if (!take("_")) return fail();
            ++id;
        }
        if (id >= candidates_.size()) return fail();
        return candidates_[id];
    }

    // I <template-arg>+ E. At the function's own name (`outermost`), they are what T_, T0_, ... name.
    bool template_args(bool outermost) {
        if (!take("I")) return false;
        std::vector<TypeInfo> args;
        while (ok_ && !take("E")) {
            if (i_ >= s_.size()) return false;
            if (peek() == 'L') {  // a literal: L <type> <value> E (an external name, L_Z ... E, is not read)
                ++i_;
                if (peek() == '_' || !type()) return false;
                while (i_ < s_.size() && peek() != 'E') ++i_;
                if (!take("E")) return false;
                args.push_back({});
            } else if (peek() == 'J') {  // a pack
                ++i_;
                while (ok_ && !take("E")) {
                    if (i_ >= s_.size() || !type()) return false;
                }
                args.push_back({});
            } else if (peek() == 'X') {
                return false;  // an expression
            } else {
                const auto t = type();
                if (!t) return false;
                args.push_back(*t);
            }
        }
        if (outermost) template_params_ = std::move(args);
        return ok_;
    }

    // A name: of the function (`as_type` false: its last part is no candidate) or of a class type (every part is).
    // Sets *is_template where it ends with template arguments.
    bool name(bool as_type, bool* is_template) {
        *is_template = false;
        if (take("N")) {
            while (peek() == 'r' || peek() == 'V' || peek() == 'K' || peek() == 'R' || peek() == 'O') ++i_;
            bool pending = false;  // the prefix so far is a candidate not yet kept
            while (!take("E")) {
                if (i_ >= s_.size()) return false;
                const char c = peek();
                if (pending) candidates_.push_back({});
                pending = true;
                *is_template = c == 'I';
                if (c == 'I') {
                    if (!template_args(!as_type)) return false;  // after the template's name, kept above
                } else if (c == 'S' && peek(1) == 't') {
                    i_ += 2;
                    if (!source_name()) return false;
                } else if (c == 'S' && peek(1) != '\0' && std::strchr("absiod", peek(1))) {
                    i_ += 2;
                    pending = false;
                } else if (c == 'S') {
                    if (!substitution()) return false;
                    pending = false;  // a candidate already
                } else if (c == 'T') {
                    if (!template_param()) return false;
                } else if (!source_name()) {
                    return false;  // a constructor, an operator, a local name: not read
                }
            }
            if (as_type && pending) candidates_.push_back({});
            return true;
        }
        if (take("St")) {
            if (!source_name()) return false;
        } else if (digit(peek())) {
            if (!source_name()) return false;
        } else {
            return false;  // a local name (Z), an operator: not read
        }
        if (peek() == 'I') {
            candidates_.push_back({});  // <unscoped-template-name>
            if (!template_args(!as_type)) return false;
            *is_template = true;
        }
        if (as_type) candidates_.push_back({});
        return true;
    }

    // T_ is the first template argument, T<n>_ the one after n.
    std::optional<TypeInfo> template_param() {
        size_t index = 0;
        if (!take("T")) return fail();
        if (number(&index)) ++index;
        if (!take("_")) return fail();
        return index < template_params_.size() ? template_params_[index] : TypeInfo{};
    }

    std::optional<TypeInfo> candidate(TypeInfo info) {
        candidates_.push_back(info);
        return info;
    }

    std::optional<TypeInfo> type() {
        if (!ok_ || i_ >= s_.size() || depth_ >= k_max_depth) return fail();
        ++depth_;
        auto info = type_at_depth();
        --depth_;
        return info;
    }

    std::optional<TypeInfo> type_at_depth() {
        const char c = peek();
        if (std::strchr("vwbcahstijlmxynofdegz", c)) {
            ++i_;
            return TypeInfo{};
        }
        switch (c) {
        case 'u':
            ++i_;
            if (!source_name()) return fail();
            return candidate({});
        case 'D': return d_type();
        case 'r':
        case 'V':
        case 'K': {
            bool is_const = false;
            while (peek() == 'r' || peek() == 'V' || peek() == 'K') is_const = s_[i_++] == 'K' || is_const;
            if (!type()) return fail();
            return candidate({is_const, false});
        }
        case 'P': {
            ++i_;
            const auto pointee = type();
            if (!pointee) return fail();
            return candidate({false, pointee->is_const});
        }
        case 'R':
        case 'O':
            ++i_;
            if (!type()) return fail();
            return candidate({});
        case 'A':
            ++i_;
            number();
            if (!take("_") || !type()) return fail();
            return candidate({});
        case 'M':
            ++i_;
            if (!type() || !type()) return fail();
            return candidate({});
        case 'F':
            ++i_;
            take("Y");
            while (!take("E")) {
                if ((peek() == 'R' || peek() == 'O') && peek(1) == 'E')
                    ++i_;  // a ref-qualifier
                else if (!type())
                    return fail();
            }
            return candidate({});
        case 'T': {
            const auto info = template_param();
            if (!info) return fail();
            candidates_.push_back(*info);
            if (peek() != 'I') return info;
            if (!template_args(false)) return fail();
            return candidate({});
        }
        case 'S':
            if (peek(1) != 't' && peek(1) != '\0' && std::strchr("absiod", peek(1))) {
                i_ += 2;
                if (peek() != 'I') return TypeInfo{};
                if (!template_args(false)) return fail();
                return candidate({});
            }
            if (peek(1) != 't') {
                const auto info = substitution();
                if (!info || peek() != 'I') return info;
                if (!template_args(false)) return fail();
                return candidate({});
            }
            [[fallthrough]];
        default: {
            bool is_template = false;
            if (!name(true, &is_template)) return fail();
            return TypeInfo{};
        }
        }
    }

    // The D types: the builtin ones (Dh half, Dn nullptr_t, DF16_ ...) and vectors (Dv).
    std::optional<TypeInfo> d_type() {
        const char c = peek(1);
        i_ += 2;
        if (c != '\0' && std::strchr("hfdeisuacn", c)) return TypeInfo{};
        if (c == 'F' || c == 'B' || c == 'U') {
            if (!number()) return fail();
            if (!take("_")) take("b");
            return TypeInfo{};
        }
        if (c == 'v') {
            if (!number() || !take("_") || !type()) return fail();
            return candidate({});
        }
        return fail();  // a pack expansion (Dp) stands for any number of parameters: not read
    }

    // Types nest at most this deep (a pointer to a pointer to ...): deeper, the name gives no answer rather than the
    // program's stack.
    static constexpr int k_max_depth = 64;
    std::string_view s_;
    size_t i_ = 0;
    int depth_ = 0;
    bool ok_ = true;
    std::vector<TypeInfo> candidates_;
    std::vector<TypeInfo> template_params_;
};

}  // namespace

std::optional<std::vector<bool>> const_pointer_params(std::string_view mangled) { return Parser(mangled).params(); }

}  // namespace syncstress::capture_cuda
