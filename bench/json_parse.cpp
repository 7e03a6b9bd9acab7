// The baseline of the analyze benchmark: reads a file and parses it with nlohmann::json::parse, nothing else, so
// that `scripts/bench analyze` can give `syncstress analyze` of the same file as a ratio to a plain parse.
#include <nlohmann/json.hpp>

#include <cstdio>
#include <fstream>
#include <string>

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: syncstress_json_parse FILE\n");
        return 2;
    }
    std::ifstream in(argv[1], std::ios::binary | std::ios::ate);
    if (!in) {
        std::fprintf(stderr, "syncstress_json_parse: cannot open %s\n", argv[1]);
        return 2;
    }
    // One read, as the loader does, so that the baseline is not slowed by how it reads.
    std::string text(static_cast<size_t>(in.tellg()), '\0');
    in.seekg(0);
    if (!in.read(text.data(), static_cast<std::streamsize>(text.size()))) {
        std::fprintf(stderr, "syncstress_json_parse: cannot read %s\n", argv[1]);
        return 2;
    }
    const nlohmann::json doc = nlohmann::json::parse(text, nullptr, false);
    if (doc.is_discarded()) {
        std::fprintf(stderr, "syncstress_json_parse: %s is not valid JSON\n", argv[1]);
        return 1;
    }
    // Uses the document, so that nothing of the parse can be left out.
    std::printf("%zu top-level keys\n", doc.size());
    return 0;
}
