#include "core/scenario/loader_internal.h"

#include <cmath>

namespace syncstress::scenario {

void Loader::check_keys(const Json& obj, const Path& path, const Keys& allowed, std::string_view what) {
    const bool sited = &obj == sited_;
    for (const auto& [key, value] : obj.members()) {
        (void)value;
        if (contains(allowed, key) || (sited && key == "at")) continue;
        std::vector<std::string> names(allowed.begin(), allowed.end());
        if (sited) names.emplace_back("at");
        const std::string best = closest(key, names);
        error(path.key(key), "unknown key " + quote(key) + (what.empty() ? "" : " in " + std::string(what)) + "; " +
                                 (best.empty() ? "the keys here are " + join(names) : "did you mean '" + best + "'?"));
    }
}

bool Loader::expect_object(const Json& v, const Path& path, std::string_view what) {
    if (v.is_object()) return true;
    error(path, "expected " + std::string(what) + " (a JSON object), got " + describe(v));
    return false;
}

std::optional<std::string_view> Loader::as_string(const Json& v, const Path& path) {
    if (v.is_string()) return v.string();
    error(path, "expected a string, got " + describe(v));
    return std::nullopt;
}

std::optional<uint64_t> Loader::as_uint(const Json& v, const Path& path, uint64_t max, uint64_t min) {
    std::optional<uint64_t> out;
    if (v.is_number_unsigned()) {
        out = v.number_unsigned();
    } else if (v.is_number_integer()) {
        error(path, "expected a non-negative integer, got " + describe(v));
        return std::nullopt;
    } else if (v.is_number_float()) {
        const double d = v.number_float();
        if (d < 0)
            error(path, "expected a non-negative integer, got " + describe(v));
        else if (std::isfinite(d) && d == std::floor(d) && d >= 1e18)
            error(path, "the number " + describe(v) + " is too large; the largest allowed here is " + std::to_string(max));
        else
            error(path, "expected an integer, got " + describe(v));
        return std::nullopt;
    } else if (v.is_string() && v.string().starts_with("$iteration")) {
        error(path, "\"$iteration\" is not allowed here; only pattern values, kernel parameters and fill values "
                    "follow the iteration; give a number");
        return std::nullopt;
    } else {
        error(path, "expected a non-negative integer, got " + describe(v));
        return std::nullopt;
    }
    if (*out > max) {
        error(path, "the number " + std::to_string(*out) + " is too large; the largest allowed here is " + std::to_string(max));
        return std::nullopt;
    }
    if (*out < min) {
        error(path, "expected at least " + std::to_string(min) + ", got " + std::to_string(*out));
        return std::nullopt;
    }
    return out;
}

std::optional<IterValue> Loader::as_iter(const Json& v, const Path& path) {
    if (!v.is_string()) {
        auto k = as_uint(v, path, k_max_u32);
        if (!k) return std::nullopt;
        return IterValue{static_cast<uint32_t>(*k), false};
    }
    const std::string_view s = v.string();
    constexpr std::string_view base = "$iteration";
    auto how = [&] { return "expected an integer, \"$iteration\" or \"$iteration+K\", got " + describe(v); };
    if (!s.starts_with(base)) {
        error(path, how());
        return std::nullopt;
    }
    if (s.size() == base.size()) return IterValue{0, true};
    const std::string_view rest = s.substr(base.size());
    if (rest.size() < 2 || rest[0] != '+' || rest.size() > 11 ||
        !std::all_of(rest.begin() + 1, rest.end(), [](char c) { return c >= '0' && c <= '9'; })) {
        error(path, how());
        return std::nullopt;
    }
    const uint64_t k = std::stoull(std::string(rest.substr(1)));
    if (k > k_max_u32) {
        error(path, "K in " + describe(v) + " is too large; the largest allowed is " + std::to_string(k_max_u32));
        return std::nullopt;
    }
    return IterValue{static_cast<uint32_t>(k), true};
}

std::optional<uint32_t> Loader::lookup(const Json& v, const Path& path, NameKind kind) {
    const auto k = static_cast<size_t>(kind);
    if (!v.is_string()) {
        error(path, std::string("expected the name of a ") + k_kind_one[k] + " (a string), got " + describe(v));
        return std::nullopt;
    }
    const std::string_view name = v.string();
    const auto& names = names_[k];
    if (auto it = index_[k].find(name); it != index_[k].end()) return it->second;
    std::string declared = names.empty()
                               ? std::string("the scenario declares no ") + k_kind_many[k] + "; add it under \"" + k_kind_key[k] + "\""
                               : std::string("the ") + k_kind_many[k] + " are " + join(names);
    for (size_t other = 0; other < 4; ++other)
        if (other != k && index_[other].find(name) != index_[other].end()) {
            error(path, quote(name) + " is a " + k_kind_one[other] + ", not a " + k_kind_one[k] + "; " + declared);
            return std::nullopt;
        }
    error(path, std::string("unknown ") + k_kind_one[k] + " " + quote(name) + "; " + did_you_mean(name, names) + declared);
    return std::nullopt;
}

const Json* Loader::need(const Json& obj, const Path& path, std::string_view key, std::string_view what) {
    if (const Json* v = find(obj, key)) return v;
    error(path, "missing " + quote(key) + (what.empty() ? "" : " (" + std::string(what) + ")"));
    return nullptr;
}

std::optional<Pattern> Loader::pattern_keys(const Json& obj, const Path& path) {
    constexpr std::array keys = {"fill", "seq", "hash"};
    std::array<std::string_view, keys.size()> present;
    size_t present_count = 0;
    for (const char* k : keys)
        if (find(obj, k)) present[present_count++] = k;
    if (present_count == 0) {
        error(path, "missing the pattern: give one of \"fill\": V, \"seq\": [BASE, STRIDE] or \"hash\": SEED");
        return std::nullopt;
    }
    if (present_count > 1) {
        error(path.key(present[1]), "give one pattern, not both " + quote(present[0]) + " and " + quote(present[1]));
        return std::nullopt;
    }
    Pattern p;
    const Path at = path.key(present[0]);
    const Json& v = *find(obj, present[0]);
    std::optional<IterValue> a, b{IterValue{}};
    if (present[0] == "fill") {
        p.kind = Pattern::Kind::fill;
        a = as_iter(v, at);
    } else if (present[0] == "hash") {
        p.kind = Pattern::Kind::hash;
        a = as_iter(v, at);
    } else {
        p.kind = Pattern::Kind::seq;
        if (!v.is_array() || v.size() != 2) {
            error(at, "expected [BASE, STRIDE], got " + describe(v));
            return std::nullopt;
        }
        a = as_iter(v[0], at.index(0));
        b = as_iter(v[1], at.index(1));
    }
    if (!a || !b) return std::nullopt;
    p.a = *a;
    p.b = *b;
    return p;
}

std::optional<Pattern> Loader::pattern_object(const Json& v, const Path& path) {
    if (!expect_object(v, path, "a pattern: {\"fill\": V}, {\"seq\": [BASE, STRIDE]} or {\"hash\": SEED}")) return std::nullopt;
    check_keys(v, path, {"fill", "seq", "hash"}, "a pattern");
    return pattern_keys(v, path);
}

}  // namespace syncstress::scenario
