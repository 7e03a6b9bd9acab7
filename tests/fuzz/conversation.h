// A recorded conversation with an adapter process read as syncstress reads it: a request line, then the line
// answering it, and so on (tests/fuzz/record_conversation.py writes them). Each answer is read as the answer to the
// request before it (its op and id; a request that is not a JSON object counts as a submit of id 1) through
// read_reply, the channel's reader; an answer read as ok goes on to what that op's handler reads from it: hello's
// identity, create's info, semaphore_value's value. The fuzz target (adapter_fuzz.cpp) and the corpus census
// (census.cpp) both read through here, so that the census counts what the fuzzer runs.
#pragma once

#include "core/backends/adapter/python_channel.h"
#include "core/backends/adapter/python_messages.h"
#include "core/common/json_depth.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace syncstress::fuzz {

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

// One answer: the op it answers, the channel's reading of it, and for an ok answer of an op whose handler reads
// its body (hello, create, semaphore_value) whether the handler took it.
struct Answer {
    std::string op;
    Result<backends::process::Reply> reply;
    bool handled = false;                // the body went through the op's handler
    std::optional<Error> handler_error;  // the handler refused it
};

// The op and id of a request line; a line that is not a request object, or names no op of the protocol: a submit of id 1.
inline void read_request(const std::string& line, std::string& op, uint64_t& id) {
    op = "submit";
    id = 1;
    if (json_too_deep_at(line, 64)) return;
    const auto request = nlohmann::json::parse(line, nullptr, false);
    if (!request.is_object()) return;
    if (auto it = request.find("op");
        it != request.end() && it->is_string() && std::find(k_ops.begin(), k_ops.end(), it->get<std::string>()) != k_ops.end())
        op = it->get<std::string>();
    if (auto it = request.find("id"); it != request.end() && it->is_number_unsigned()) id = it->get<uint64_t>();
}

// What the handler of the answer's op reads from an answer that says ok.
inline void read_body(Answer& answer) {
    namespace python = backends::python;
    const nlohmann::json& body = answer.reply->body;
    answer.handled = answer.op == "hello" || answer.op == "create" || answer.op == "semaphore_value";
    if (answer.op == "hello") {
        if (auto hello = python::hello_from_json(body); !hello) answer.handler_error = hello.error();
    } else if (answer.op == "create") {
        if (auto info = python::info_from_json(body.value("info", nlohmann::json())); !info) answer.handler_error = info.error();
    } else if (answer.op == "semaphore_value") {
        if (auto value = python::semaphore_value_from_json(body); !value) answer.handler_error = value.error();
    }
}

// Calls on_answer(const Answer&) for each answer of the conversation `text`.
template <class OnAnswer>
void read_conversation(std::string_view text, OnAnswer&& on_answer) {
    std::string op;
    uint64_t id = 1;
    bool is_answer = false;  // the lines alternate: request, answer
    for (size_t at = 0; at < text.size();) {
        const size_t end = std::min(text.find('\n', at), text.size());
        const std::string line(text.substr(at, end - at));
        at = end + 1;
        if (is_answer) {
            Answer answer{op, backends::process::read_reply(line, op, id)};
            if (answer.reply && answer.reply->status == backends::process::Reply::Status::ok) read_body(answer);
            on_answer(static_cast<const Answer&>(answer));
        } else {
            read_request(line, op, id);
        }
        is_answer = !is_answer;
    }
}

}  // namespace syncstress::fuzz
