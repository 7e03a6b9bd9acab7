#include "core/scenario/json_document.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <limits>
#include <memory>
#include <stdexcept>
#include <unordered_map>

namespace syncstress::scenario::json {

const Value* Value::find(std::string_view key) const {
    for (const auto& [k, v] : members())
        if (k == key) return &v;
    return nullptr;
}

namespace {

nlohmann::ordered_json to_nlohmann(const Value& v) {
    switch (v.type()) {
    case Value::Type::null: return nullptr;
    case Value::Type::boolean: return v.boolean();
    case Value::Type::number_integer: return v.number_integer();
    case Value::Type::number_unsigned: return v.number_unsigned();
    case Value::Type::number_float: return v.number_float();
    case Value::Type::string: return std::string(v.string());
    case Value::Type::array: {
        auto out = nlohmann::ordered_json::array();
        for (size_t i = 0; i < v.size(); ++i) out.push_back(to_nlohmann(v[i]));
        return out;
    }
    case Value::Type::object: {
        auto out = nlohmann::ordered_json::object();
        for (const auto& [key, value] : v.members()) out[std::string(key)] = to_nlohmann(value);
        return out;
    }
    }
    return nullptr;
}

}  // namespace

std::string Value::dump() const { return to_nlohmann(*this).dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace); }

// SAX events (nlohmann's, or FastReader's below) to a Document. The items of the containers still open wait on one
// stack; a container's items move to the document, contiguous, when it closes.
class Builder {
public:
    using number_integer_t = nlohmann::json::number_integer_t;
    using number_unsigned_t = nlohmann::json::number_unsigned_t;
    using number_float_t = nlohmann::json::number_float_t;
    using string_t = nlohmann::json::string_t;
    using binary_t = nlohmann::json::binary_t;

    explicit Builder(ParseResult& out, size_t text_size) : out_(out) {
        // Room, not limits: a decoded string is never longer than its text, and a scenario has about one value (or
        // key) per 5 bytes of text.
        out_.document.strings.reserve(text_size);
        out_.document.values.reserve(text_size / 4);
    }

    bool null() { return add(Value{}); }
    bool boolean(bool b) {
        Value v;
        v.type_ = Value::Type::boolean;
        v.boolean_ = b;
        return add(v);
    }
    bool number_integer(number_integer_t i) {
        Value v;
        v.type_ = Value::Type::number_integer;
        v.integer_ = i;
        return add(v);
    }
    bool number_unsigned(number_unsigned_t u) {
        Value v;
        v.type_ = Value::Type::number_unsigned;
        v.unsigned_ = u;
        return add(v);
    }
    bool number_float(number_float_t f, const string_t&) {
        Value v;
        v.type_ = Value::Type::number_float;
        v.float_ = f;
        return add(v);
    }
    bool string(std::string_view s) { return add(text(s)); }
    bool binary(binary_t&) { throw std::logic_error("binary value in a JSON text"); }  // only binary formats have them
    bool start_object(std::size_t) { return open(true); }
    bool start_array(std::size_t) { return open(false); }
    bool end_object() { return close(Value::Type::object); }
    bool end_array() { return close(Value::Type::array); }
    bool key(std::string_view k) {
        Frame& top = frames_.back();
        if (const size_t i = find_key(top, k); i != npos) {
            if (out_.duplicates.size() < k_max_duplicates) out_.duplicates.push_back({path(k), std::string(k)});
            top.key = open_[i];
            top.replace = i + 1;
            return true;
        }
        top.key = text(k);
        if (top.keys) top.keys->emplace(hash(k), open_.size());
        open_.push_back(top.key);
        return true;
    }
    bool parse_error(std::size_t position, const std::string&, const nlohmann::detail::exception& e) {
        out_.failure = {position, e.what()};
        return false;
    }

    // Places the root and turns every offset into a pointer, now that neither array moves any more.
    void finish() {
        Document& doc = out_.document;
        doc.values.push_back(root_);
        for (Value& v : doc.values) {
            if (v.type_ == Value::Type::string)
                v.chars_ = doc.strings.data() + v.offset_;
            else if (v.type_ == Value::Type::array || v.type_ == Value::Type::object)
                v.items_ = doc.values.data() + v.offset_;
        }
    }

private:
    // An object's keys by their hash: where each is in open_. Offsets, not views: the strings may still move.
    using KeyIndex = std::unordered_multimap<size_t, size_t>;
    struct Frame {
        size_t start;  // its first item in open_
        bool object;
        Value key;                                 // objects: the key whose value comes next
        size_t replace = npos;                     // objects: where the value of a repeated key goes
        std::unique_ptr<KeyIndex> keys = nullptr;  // objects with more than k_scan_keys keys
    };
    static constexpr size_t npos = std::numeric_limits<size_t>::max();
    // Up to this many keys an object's are compared one by one; past it they are indexed by hash, so that a map of
    // a million semaphores is read in linear time.
    static constexpr size_t k_scan_keys = 16;
    static constexpr size_t k_max_duplicates = 64;  // kept; the loader stops at fewer errors

    static size_t hash(std::string_view k) { return std::hash<std::string_view>{}(k); }
    // Where the key k already is among top's items, or npos.
    size_t find_key(Frame& top, std::string_view k) {
        if (!top.keys) {
            for (size_t i = top.start; i < open_.size(); i += 2)
                if (view(open_[i]) == k) return i;
            if ((open_.size() - top.start) / 2 < k_scan_keys) return npos;
            top.keys = std::make_unique<KeyIndex>();
            for (size_t i = top.start; i < open_.size(); i += 2) top.keys->emplace(hash(view(open_[i])), i);
            return npos;
        }
        auto [first, last] = top.keys->equal_range(hash(k));
        for (auto it = first; it != last; ++it)
            if (view(open_[it->second]) == k) return it->second;
        return npos;
    }

    static uint32_t size32(size_t n) {
        if (n > std::numeric_limits<uint32_t>::max())
            throw std::length_error("a JSON string or container with more than 2^32 bytes or items");
        return static_cast<uint32_t>(n);
    }
    Value text(std::string_view s) {
        std::vector<char>& strings = out_.document.strings;
        Value v;
        v.type_ = Value::Type::string;
        v.size_ = size32(s.size());
        v.offset_ = strings.size();
        strings.insert(strings.end(), s.begin(), s.end());
        return v;
    }
    std::string_view view(const Value& string) const { return {out_.document.strings.data() + string.offset_, string.size_}; }

    bool add(const Value& v) {
        if (frames_.empty()) {
            root_ = v;
        } else if (Frame& top = frames_.back(); top.replace != npos) {
            open_[top.replace] = v;
            top.replace = npos;
        } else {
            open_.push_back(v);
        }
        return true;
    }
    bool open(bool object) {
        frames_.push_back(Frame{open_.size(), object, Value{}});
        return true;
    }
    bool close(Value::Type type) {
        const size_t start = frames_.back().start;
        frames_.pop_back();
        std::vector<Value>& values = out_.document.values;
        Value v;
        v.type_ = type;
        const size_t items = open_.size() - start;
        v.size_ = size32(type == Value::Type::object ? items / 2 : items);
        v.offset_ = values.size();
        values.insert(values.end(), open_.begin() + static_cast<std::ptrdiff_t>(start), open_.end());
        open_.resize(start);
        return add(v);
    }

    // Where a repeated key is: "steps[3].value". An array's element in progress is the one after those it holds.
    std::string path(std::string_view key) const {
        std::string p;
        for (size_t i = 0; i + 1 < frames_.size(); ++i) {
            const Frame& f = frames_[i];
            if (f.object) {
                if (!p.empty()) p += '.';
                p += view(f.key);
            } else {
                p += '[';
                p += std::to_string(frames_[i + 1].start - f.start);
                p += ']';
            }
        }
        return p.empty() ? std::string(key) : p + "." + std::string(key);
    }

    ParseResult& out_;
    std::vector<Value> open_;  // the items of the open containers, outermost first
    std::vector<Frame> frames_;
    Value root_;
};

namespace {

// The fast path: reads the JSON that scenarios are made of (strings of printable ASCII with the short escapes,
// integers, true, false, null) and feeds the Builder. nlohmann's lexer was most of a large scenario's load. On
// anything else (a \u escape, a byte beyond ASCII, a fraction or an exponent, an integer beyond 64 bits, an error)
// it gives up and nlohmann's parser reads the text from the start, so that what is valid, how a number is typed and
// how an error is worded stay nlohmann's; on what it reads, its events are the ones nlohmann's parser gives.
class FastReader {
public:
    FastReader(std::string_view text, Builder& builder) : p_(text.data()), end_(text.data() + text.size()), b_(builder) {}

    // false: not read (given up); what the builder holds then is to be dropped.
    bool read() {
        std::vector<char> open;  // the containers open, by their closing bracket: '}' or ']'
        for (;;) {
            // A value.
            space();
            if (p_ == end_) return false;
            if (*p_ == '{' || *p_ == '[') {
                const char closer = *p_++ == '{' ? '}' : ']';
                start(closer);
                space();
                if (p_ == end_ || *p_ != closer) {
                    open.push_back(closer);
                    if (closer == '}' && !key()) return false;
                    continue;
                }
                ++p_;
                end(closer);
            } else if (!scalar()) {
                return false;
            }
            // After a value: a comma, the end of its container, or the end of the text.
            for (;;) {
                space();
                if (open.empty()) return p_ == end_;
                if (p_ == end_) return false;
                const char c = *p_++;
                if (c == ',') {
                    if (open.back() == '}' && !key()) return false;
                    break;
                }
                if (c != open.back()) return false;
                end(c);
                open.pop_back();
            }
        }
    }

private:
    void start(char closer) {
        if (closer == '}')
            b_.start_object(0);
        else
            b_.start_array(0);
    }
    void end(char closer) {
        if (closer == '}')
            b_.end_object();
        else
            b_.end_array();
    }
    void space() {
        while (p_ != end_ && (*p_ == ' ' || *p_ == '\n' || *p_ == '\r' || *p_ == '\t')) ++p_;
    }

    // "key" : (the value follows)
    bool key() {
        space();
        std::string_view k;
        if (p_ == end_ || *p_ != '"' || !string(k)) return false;
        b_.key(k);
        space();
        if (p_ == end_ || *p_ != ':') return false;
        ++p_;
        return true;
    }

    bool scalar() {
        switch (*p_) {
        case '"': {
            std::string_view s;
            return string(s) && b_.string(s);
        }
        case 't': return literal("true") && b_.boolean(true);
        case 'f': return literal("false") && b_.boolean(false);
        case 'n': return literal("null") && b_.null();
        default: return number();
        }
    }

    bool literal(std::string_view word) {
        if (static_cast<size_t>(end_ - p_) < word.size() || std::string_view(p_, word.size()) != word) return false;
        p_ += word.size();
        return true;
    }

    // At the opening quote. The string is a view of the text, or of scratch_ where an escape was decoded.
    bool string(std::string_view& out) {
        const char* start = ++p_;
        while (p_ != end_ && plain(*p_)) ++p_;
        if (p_ == end_) return false;
        if (*p_ == '"') {
            out = std::string_view(start, static_cast<size_t>(p_++ - start));
            return true;
        }
        scratch_.assign(start, p_);
        while (p_ != end_) {
            const char c = *p_++;
            if (c == '"') {
                out = scratch_;
                return true;
            }
            if (plain(c)) {
                scratch_ += c;
                continue;
            }
            if (c != '\\' || p_ == end_) return false;  // a control character or a byte beyond ASCII: nlohmann's
            switch (*p_++) {
            case '"': scratch_ += '"'; break;
            case '\\': scratch_ += '\\'; break;
            case '/': scratch_ += '/'; break;
            case 'b': scratch_ += '\b'; break;
            case 'f': scratch_ += '\f'; break;
            case 'n': scratch_ += '\n'; break;
            case 'r': scratch_ += '\r'; break;
            case 't': scratch_ += '\t'; break;
            default: return false;  // \u and anything else: nlohmann's
            }
        }
        return false;
    }
    // A byte that stands for itself in a string: printable ASCII and DEL, but the quote and the backslash.
    static bool plain(char c) { return c >= 0x20 && c != '"' && c != '\\' && static_cast<unsigned char>(c) < 0x80; }

    // -?(0|[1-9][0-9]*) ending there: unsigned without a sign, integer with one, as nlohmann types them.
    bool number() {
        const bool negative = *p_ == '-';
        if (negative) ++p_;
        if (p_ == end_ || !digit(*p_) || (*p_ == '0' && p_ + 1 != end_ && digit(p_[1]))) return false;
        uint64_t v = 0;
        for (; p_ != end_ && digit(*p_); ++p_) {
            const auto d = static_cast<uint64_t>(*p_ - '0');
            if (v > (std::numeric_limits<uint64_t>::max() - d) / 10) return false;  // beyond 64 bits: nlohmann makes it a float
            v = v * 10 + d;
        }
        if (p_ != end_ && (*p_ == '.' || *p_ == 'e' || *p_ == 'E')) return false;  // a float
        if (!negative) return b_.number_unsigned(v);
        constexpr uint64_t k_min_magnitude = uint64_t{1} << 63;  // of int64's minimum
        if (v > k_min_magnitude) return false;
        return b_.number_integer(v == k_min_magnitude ? std::numeric_limits<int64_t>::min() : -static_cast<int64_t>(v));
    }
    static bool digit(char c) { return c >= '0' && c <= '9'; }

    const char* p_;
    const char* end_;
    Builder& b_;
    std::string scratch_;
};

}  // namespace

ParseResult parse(std::string_view text) {
    {
        ParseResult fast;
        Builder builder(fast, text.size());
        if (FastReader(text, builder).read()) {
            builder.finish();
            return fast;
        }
    }
    ParseResult out;
    Builder builder(out, text.size());
    try {
        nlohmann::json::sax_parse(text.begin(), text.end(), &builder);
    } catch (const nlohmann::json::exception& e) {
        out.failure = {0, e.what()};
    }
    if (!out.failure) builder.finish();
    return out;
}

}  // namespace syncstress::scenario::json
