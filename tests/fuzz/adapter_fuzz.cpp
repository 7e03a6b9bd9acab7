// libFuzzer target: the adapter protocol as syncstress reads it, from bytes an adapter process could write. The input
// is a conversation as it goes over the channel, read as conversation.h says (the corpus: real conversations with
// tests/adapters' Python adapters, recorded by tests/fuzz/record_conversation.py): each answer through read_reply,
// the channel's reader, and an answer read as ok on to what that op's handler reads from it. A crash, a sanitizer
// report, a timeout, or an error that quotes more than a short excerpt of the line is a finding; a refused answer is
// not.
#include "tests/fuzz/conversation.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

namespace {

// An error quotes at most 200 bytes of what the adapter wrote, escaped as JSON (a control byte as \u0000: six
// characters each); its own words add less than 300.
constexpr size_t k_longest_error = 6 * 200 + 300;

void check_short(const syncstress::Error& error) {
    if (error.message.size() > k_longest_error) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    syncstress::fuzz::read_conversation(std::string_view(reinterpret_cast<const char*>(data), size),
                                        [](const syncstress::fuzz::Answer& answer) {
                                            if (!answer.reply) check_short(answer.reply.error());
                                            if (answer.handler_error) check_short(*answer.handler_error);
                                        });
    return 0;
}
