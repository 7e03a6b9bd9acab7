#include "core/common/duration.h"

#include <cstdint>
#include <limits>
#include <numeric>

namespace syncstress {

namespace {

using std::chrono::nanoseconds;

struct Unit {
    std::string_view name;
    uint64_t ns;
};
constexpr Unit k_units[] = {{"ns", 1},         {"us", 1000},       {"\xc2\xb5s", 1000}, {"ms", 1000000}, {"min", 60000000000},
                            {"s", 1000000000}, {"m", 60000000000}, {"h", 3600000000000}};
constexpr std::string_view k_examples = "e.g. 1.5s, 1m30s, 250us, 2h";
constexpr uint64_t k_max_ns = static_cast<uint64_t>(std::numeric_limits<int64_t>::max());

bool is_digit(char c) { return c >= '0' && c <= '9'; }

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return s;
}

// a * b + c within k_max_ns, or nothing.
bool multiply_add(uint64_t a, uint64_t b, uint64_t c, uint64_t& out) {
    if (b != 0 && a > (k_max_ns - c) / b) return false;
    out = a * b + c;
    return true;
}

// `number` (digits, at most one '.') times `unit_ns`, exactly, in nanoseconds.
enum class Part { ok, too_large, below_ns };
Part scale(std::string_view number, uint64_t unit_ns, uint64_t& out) {
    const size_t dot = number.find('.');
    std::string_view whole = number.substr(0, dot);
    std::string_view fraction = dot == std::string_view::npos ? std::string_view() : number.substr(dot + 1);
    while (!fraction.empty() && fraction.back() == '0') fraction.remove_suffix(1);
    while (whole.size() > 1 && whole.front() == '0') whole.remove_prefix(1);
    uint64_t integer = 0;
    for (char c : whole)
        if (!multiply_add(integer, 10, static_cast<uint64_t>(c - '0'), integer)) return Part::too_large;
    uint64_t total = 0;
    if (!multiply_add(integer, unit_ns, 0, total)) return Part::too_large;
    if (fraction.empty()) return (out = total), Part::ok;
    // fraction = F / 10^k; F * unit / 10^k must be a whole number of nanoseconds.
    if (fraction.size() > 18) return Part::below_ns;
    uint64_t numerator = 0, denominator = 1;
    for (char c : fraction) {
        numerator = numerator * 10 + static_cast<uint64_t>(c - '0');
        denominator *= 10;
    }
    const uint64_t common = std::gcd(unit_ns, denominator);
    const uint64_t unit = unit_ns / common, rest = denominator / common;
    if (numerator % rest != 0) return Part::below_ns;
    uint64_t fraction_ns = 0;
    if (!multiply_add(numerator / rest, unit, 0, fraction_ns)) return Part::too_large;
    if (total > k_max_ns - fraction_ns) return Part::too_large;
    return (out = total + fraction_ns), Part::ok;
}

// n / unit as an exact decimal: 1500 / 1000 -> "1.5".
std::string decimal(uint64_t n, uint64_t unit) {
    std::string text = std::to_string(n / unit);
    if (uint64_t rest = n % unit) {
        std::string digits = std::to_string(rest);
        const size_t width = std::to_string(unit).size() - 1;
        digits.insert(0, width - digits.size(), '0');
        while (digits.back() == '0') digits.pop_back();
        text += "." + digits;
    }
    return text;
}

}  // namespace

Result<nanoseconds> parse_duration(std::string_view text, const DurationRules& rules) {
    text = trim(text);
    const std::string quoted = "'" + std::string(text) + "'";
    if (text.empty()) return make_error("no duration given: write a number and a unit, " + std::string(k_examples), ErrorKind::bad_input);
    if (text.front() == '-') return make_error(quoted + ": a duration cannot be negative", ErrorKind::bad_input);
    uint64_t total = 0;
    if (text != "0") {
        std::string_view rest = text;
        while (!rest.empty()) {
            size_t n = 0;
            bool dot = false, digits = false;
            for (; n < rest.size() && (is_digit(rest[n]) || (rest[n] == '.' && !dot)); ++n) {
                dot = dot || rest[n] == '.';
                digits = digits || is_digit(rest[n]);
            }
            if (!digits)
                return make_error(quoted + " is not a duration: write numbers with units, " + std::string(k_examples),
                                  ErrorKind::bad_input);
            const std::string_view number = rest.substr(0, n);
            rest.remove_prefix(n);
            size_t length = 0;
            while (length < rest.size() && !is_digit(rest[length]) && rest[length] != '.') ++length;
            const std::string_view word = rest.substr(0, length);
            rest.remove_prefix(length);
            if (word.empty())
                return make_error(quoted + " has no unit: write e.g. " + std::string(number) + "s or " + std::string(number) + "ms",
                                  ErrorKind::bad_input);
            const Unit* unit = nullptr;
            for (const Unit& u : k_units)
                if (word == u.name) unit = &u;
            if (!unit)
                return make_error(quoted + " has an unknown unit '" + std::string(word) + "': use ns, us, ms, s, m or h, " +
                                      std::string(k_examples),
                                  ErrorKind::bad_input);
            uint64_t part = 0;
            switch (scale(number, unit->ns, part)) {
            case Part::too_large: return make_error(quoted + " is too large", ErrorKind::bad_input);
            case Part::below_ns: return make_error(quoted + " is finer than 1ns", ErrorKind::bad_input);
            case Part::ok: break;
            }
            if (total > k_max_ns - part) return make_error(quoted + " is too large", ErrorKind::bad_input);
            total += part;
        }
    }
    const nanoseconds value(static_cast<int64_t>(total));
    if (value.count() == 0 && !rules.zero_allowed)
        return make_error(quoted + ": " + (rules.zero_refused.empty() ? "must be above zero" : rules.zero_refused), ErrorKind::bad_input);
    if (value > rules.max)
        return make_error(quoted + " is above the largest value this option takes, " + format_duration(rules.max), ErrorKind::bad_input);
    if (rules.resolution.count() > 1 && value.count() % rules.resolution.count() != 0)
        return make_error(quoted + " is finer than this option's resolution, " + format_duration(rules.resolution) +
                              ": give a multiple of it",
                          ErrorKind::bad_input);
    return value;
}

std::string format_duration(nanoseconds duration) {
    if (duration.count() < 0) return "-" + format_duration(-duration);
    const auto ns = static_cast<uint64_t>(duration.count());
    constexpr uint64_t us = 1000, ms = 1000000, s = 1000000000, m = 60 * s, h = 60 * m;
    if (ns == 0) return "0s";
    if (ns < us) return std::to_string(ns) + "ns";
    if (ns < ms) return decimal(ns, us) + "us";
    if (ns < s) return decimal(ns, ms) + "ms";
    std::string text;
    if (ns >= h) text += std::to_string(ns / h) + "h";
    if (ns % h >= m) text += std::to_string(ns % h / m) + "m";
    if (ns % m) text += decimal(ns % m, s) + "s";
    return text;
}

}  // namespace syncstress
