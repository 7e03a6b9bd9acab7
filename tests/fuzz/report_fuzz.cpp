// libFuzzer target: any bytes through the report reader of `merge` and `report` (read_json_report_text: the parse,
// the schema's rules, the consistency checks), and what it accepts written back out as JSON and read again, under
// AddressSanitizer and UndefinedBehaviorSanitizer. A crash, a sanitizer report, a timeout, or a report it accepted
// whose own JSON it refuses is a finding; a refused input is not. scripts/fuzz runs it, seeded from tests/golden's
// reports and the ones a run writes.
#include "core/report/report.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    using namespace syncstress::report;
    auto read = read_json_report_text(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz.json");
    if (!read) return 0;
    const std::string again = to_json(*read).dump();
    // What the reader takes of an @2 report (an @1 one has no run identity to write), the writer writes validly.
    if (!read->run_id.empty() && !read_json_report_text(again, "again.json")) std::abort();
    return 0;
}
