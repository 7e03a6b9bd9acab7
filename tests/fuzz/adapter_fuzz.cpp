// libFuzzer target: the adapter protocol as syncstress reads it, from bytes an adapter process could write. The input
// is a conversation as it goes over the channel: a request line, then the line answering it, and so on (the corpus:
// real conversations with tests/adapters' Python adapters, recorded by tests/fuzz/record_conversation.py). Each answer
// is read as the answer to the request before it (its op and id; a request that is not a JSON object counts as a
// submit of id 1) through read_reply, the channel's reader; an answer read as ok goes on to what that op's handler
// reads from it: hello's identity, create's info, semaphore_value's value. A crash, a sanitizer report, a timeout, or
// an error that quotes more than a short excerpt of the line is a finding; a refused answer is not.
#include "core/backends/adapter/python_channel.h"
#include "core/backends/adapter/python_messages.h"
#include "core/common/json_depth.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

namespace {

using namespace syncstress::backends;

// An error quotes at most 200 bytes of what the adapter wrote, escaped as JSON (a control byte as \u0000: six
// characters each); its own words add less than 300.
constexpr size_t k_longest_error = 6 * 200 + 300;

void check_short(const syncstress::Error& error) {
    if (error.message.size() > k_longest_error) std::abort();
}

// What the handler of `op` reads from an answer that says ok.
void read_answer(const std::string& op, const nlohmann::json& body) {
    if (op == "hello") {
        if (auto hello = python::hello_from_json(body); !hello) check_short(hello.error());
    } else if (op == "create") {
        if (auto info = python::info_from_json(body.value("info", nlohmann::json())); !info) check_short(info.error());
    } else if (op == "semaphore_value") {
        if (auto value = python::semaphore_value_from_json(body); !value) check_short(value.error());
    }
}

// The ops syncstress sends (docs/adapter-protocol.md): a request is its own, so its op is always one of these.
constexpr std::array<std::string_view, 15> k_ops = {"hello",
                                                    "create",
                                                    "create_queue",
                                                    "create_buffer",
                                                    "create_host_array",
                                                    "create_semaphore",
                                                    "submit",
                                                    "host_wait",
                                                    "host_signal",
                                                    "semaphore_value",
                                                    "read",
                                                    "write",
                                                    "sync",
                                                    "recover",
                                                    "destroy"};

// The op and id of a request line; a line that is not a request object, or names no op of the protocol: a submit of id 1.
void read_request(const std::string& line, std::string& op, uint64_t& id) {
    op = "submit";
    id = 1;
    if (syncstress::json_too_deep_at(line, 64)) return;
    const auto request = nlohmann::json::parse(line, nullptr, false);
    if (!request.is_object()) return;
    if (auto it = request.find("op");
        it != request.end() && it->is_string() && std::find(k_ops.begin(), k_ops.end(), it->get<std::string>()) != k_ops.end())
        op = it->get<std::string>();
    if (auto it = request.find("id"); it != request.end() && it->is_number_unsigned()) id = it->get<uint64_t>();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::string op;
    uint64_t id = 1;
    bool answer = false;  // the lines alternate: request, answer
    for (size_t at = 0; at < text.size();) {
        const size_t end = std::min(text.find('\n', at), text.size());
        const std::string line(text.substr(at, end - at));
        at = end + 1;
        if (!answer) {
            read_request(line, op, id);
        } else if (auto reply = process::read_reply(line, op, id); !reply) {
            check_short(reply.error());
        } else if (reply->status == process::Reply::Status::ok) {
            read_answer(op, reply->body);
        }
        answer = !answer;
    }
    return 0;
}
