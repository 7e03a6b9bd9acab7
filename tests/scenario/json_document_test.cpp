// The loader's JSON document against nlohmann's own parser: the same values, types and member order, the later of two
// repeated keys in the earlier one's place, and on invalid text nlohmann's very message. The texts are the kinds the
// fast reader reads itself and the kinds it leaves to nlohmann's parser.
#include "core/scenario/json_document.h"

#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <cstdint>
#include <random>
#include <string>
#include <vector>

using namespace syncstress::scenario;

namespace {

using Ordered = nlohmann::ordered_json;

std::string dump(const Ordered& j) { return j.dump(-1, ' ', false, Ordered::error_handler_t::replace); }

// Compares parse(text) with nlohmann; returns what differs, or "".
std::string differs(const std::string& text) {
    const json::ParseResult got = json::parse(text);
    try {
        const Ordered want = Ordered::parse(text);
        if (got.failure) return "parse failed: " + got.failure->second;
        if (got.document.root().dump() != dump(want)) return "document " + got.document.root().dump() + ", nlohmann " + dump(want);
        return {};
    } catch (const Ordered::exception& e) {  // a parse_error, or out_of_range for a number beyond double
        if (!got.failure) return std::string("parsed, nlohmann failed: ") + e.what();
        const auto* parse_error = dynamic_cast<const Ordered::parse_error*>(&e);
        if (got.failure->second != e.what() || (parse_error && got.failure->first != parse_error->byte))
            return "failure '" + got.failure->second + "' at " + std::to_string(got.failure->first) + ", nlohmann '" + e.what() + "'" +
                   (parse_error ? " at " + std::to_string(parse_error->byte) : "");
        return {};
    }
}

// Random text of the kind scenarios are, with the edge cases of each token, sometimes broken by one byte.
class TextMaker {
public:
    explicit TextMaker(uint32_t seed) : rng_(seed) {}

    std::string text() {
        std::string out;
        value(out, 0);
        if (pick(4) == 0 && !out.empty()) {
            const size_t at = pick(out.size());
            switch (pick(3)) {
            case 0: out.erase(at, 1); break;
            case 1: out.insert(at, 1, "{}[],:\"0-a \\\x01\xc3"[pick(14)]); break;
            default: out.resize(at); break;
            }
        }
        return out;
    }

private:
    size_t pick(size_t n) { return std::uniform_int_distribution<size_t>(0, n - 1)(rng_); }
    void space(std::string& out) {
        static const char* spaces[] = {"", "", " ", "\n  ", "\t", "\r\n"};
        out += spaces[pick(6)];
    }
    void value(std::string& out, int depth) {
        space(out);
        const size_t kind = depth > 3 ? 2 + pick(3) : pick(5);
        if (kind == 0) {
            out += '{';
            const size_t n = pick(5);
            for (size_t i = 0; i < n; ++i) {
                if (i) out += ',';
                space(out);
                static const char* keys[] = {"\"op\"", "\"queue\"", "\"a\"", "\"\"", "\"d\\u0075p\"", "\"dup\"", "\"x\\ny\""};
                out += keys[pick(7)];  // few keys: repeated ones come up
                space(out);
                out += ':';
                value(out, depth + 1);
            }
            space(out);
            out += '}';
        } else if (kind == 1) {
            out += '[';
            const size_t n = pick(5);
            for (size_t i = 0; i < n; ++i) {
                if (i) out += ',';
                value(out, depth + 1);
            }
            space(out);
            out += ']';
        } else if (kind == 2) {
            static const char* strings[] = {"\"\"",
                                            "\"main\"",
                                            "\"$iteration+3\"",
                                            "\"tab\\there\"",
                                            "\"q\\\"uote\\\\ \\/ \\b\\f\\n\\r\"",
                                            "\"\\u00e9\"",
                                            "\"\xc3\xa9\"",
                                            "\"\\ud83d\\ude00\"",
                                            "\"\\ud83d\"",
                                            "\"\\x\"",
                                            "\"bad\xff\"",
                                            "\"ctl\x01\"",
                                            "\"del\x7f\"",
                                            "\"\\u0000\"",
                                            "\"\xe2\x82\"",
                                            "\"\xef\xbb\xbf\""};
            out += strings[pick(16)];
        } else if (kind == 3) {
            static const char* numbers[] = {"0",
                                            "-0",
                                            "7",
                                            "-1",
                                            "18446744073709551615",
                                            "18446744073709551616",
                                            "-9223372036854775808",
                                            "-9223372036854775809",
                                            "9223372036854775808",
                                            "00",
                                            "01",
                                            "-",
                                            "1.5",
                                            "-2.5e3",
                                            "1e400",
                                            "1E+2",
                                            "1.",
                                            ".5",
                                            "+1",
                                            "1e",
                                            "123456789012345678901234567890",
                                            "-0.0",
                                            "4294967296"};
            out += numbers[pick(23)];
        } else {
            static const char* literals[] = {"true", "false", "null", "tru", "nul", "True", "falsey"};
            out += literals[pick(7)];
        }
        space(out);
    }
    std::mt19937 rng_;
};

}  // namespace

TEST_CASE("json document: values, types and order as nlohmann parses them") {
    for (const char* text :
         {R"({"a": 1, "b": -2, "c": 1.5, "d": "x", "e": true, "f": false, "g": null, "h": [], "i": {}, "j": [1, [2, {"k": 3}]]})",
          R"([18446744073709551615, -9223372036854775808, 18446744073709551616, -9223372036854775809, 0, -0, 1e2])",
          R"("a \"quoted\" \\ \/ \b\f\n\r\t string")", R"("\u00e9 \ud83d\ude00 é")", "\xef\xbb\xbf{\"bom\": 1}", "  42  ",
          R"({"z": 1, "a": 2, "m": 3})"}) {
        CAPTURE(text);
        CHECK(differs(text) == "");
    }
    const json::ParseResult r = json::parse(R"({"u": 5, "i": -5, "f": 5.0, "s": "5", "l": [1, 2]})");
    REQUIRE(!r.failure);
    const json::Value& root = r.document.root();
    REQUIRE(root.is_object());
    CHECK(root.size() == 5);
    CHECK(root.find("u")->is_number_unsigned());
    CHECK(root.find("u")->number_unsigned() == 5);
    CHECK(root.find("i")->is_number_integer());
    CHECK(!root.find("i")->is_number_unsigned());
    CHECK(root.find("i")->number_integer() == -5);
    CHECK(root.find("f")->is_number_float());
    CHECK(root.find("s")->string() == "5");
    CHECK(root.find("l")->is_array());
    CHECK((*root.find("l"))[1].number_unsigned() == 2);
    CHECK(root.find("nope") == nullptr);
    // "-0" is an integer, as nlohmann types it (strtoll), not unsigned.
    const json::ParseResult zero = json::parse("-0");
    CHECK(zero.document.root().type() == json::Value::Type::number_integer);
}

TEST_CASE("json document: a repeated key is reported with its path and the later value takes the earlier one's place") {
    const std::string text = R"({"steps": [{"op": "a"}, {"op": "b", "value": 1, "x": 2, "value": {"deep": [3]}}], "op": 1, "op": [2]})";
    CHECK(differs(text) == "");
    const json::ParseResult r = json::parse(text);
    REQUIRE(r.duplicates.size() == 2);
    CHECK(r.duplicates[0] == std::pair<std::string, std::string>{"steps[1].value", "value"});
    CHECK(r.duplicates[1] == std::pair<std::string, std::string>{"op", "op"});
    CHECK(r.document.root().dump() == R"({"steps":[{"op":"a"},{"op":"b","value":{"deep":[3]},"x":2}],"op":[2]})");
}

TEST_CASE("json document: invalid text fails with nlohmann's message and byte") {
    for (const char* text : {"", "{", R"({"a": 1,})", R"({"a" 1})", "[1 2]", "01", "1.", "-", "1e400", "tru", R"("\x")", "\"\x01\"",
                             "\"\xff\"", R"("\ud83d")", "[1] x", "{\"a\": 1}}", "/* c */ 1"}) {
        CAPTURE(text);
        CHECK(differs(text) == "");
        CHECK(json::parse(text).failure.has_value());
    }
}

TEST_CASE("json document: 20000 random texts, valid and broken, as nlohmann reads them") {
    TextMaker maker(13);
    size_t valid = 0;
    for (int i = 0; i < 20000; ++i) {
        const std::string text = maker.text();
        CAPTURE(text);
        const std::string d = differs(text);
        REQUIRE(d == "");
        valid += json::parse(text).failure ? 0 : 1;
    }
    // Both kinds came up, so that neither side of the comparison went untried.
    CHECK(valid > 2000);
    CHECK(valid < 18000);
}
