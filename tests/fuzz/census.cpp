// What the fuzz targets' readers make of each input of a corpus, one line each, for tests/fuzz/census.py to count
// against docs/report.schema.json and docs/adapter-protocol.md:
//
//   census report < PATHS     accepted TAB PATH, or refused TAB PATH TAB ERROR (read_json_report_text)
//   census adapter < PATHS    for each answer of each conversation (conversation.h, as adapter_fuzz.cpp reads it):
//                             answer TAB OP TAB OUTCOME TAB HANDLER [TAB ERROR], OUTCOME being refused, ok, error,
//                             unsupported, timeout or device_lost and HANDLER accepted, refused or -; then, for a
//                             create answer whose info was accepted, info TAB FIELD for each field it holds
//
// PATHS: one file a line. Tabs and line ends in an error are written as spaces.
#include "core/report/report.h"
#include "tests/fuzz/conversation.h"

#include <fstream>
#include <iostream>
#include <iterator>
#include <string>

namespace {

using syncstress::fuzz::Answer;
using Status = syncstress::backends::process::Reply::Status;

std::string one_line(std::string text) {
    for (char& c : text)
        if (c == '\t' || c == '\n' || c == '\r') c = ' ';
    return text;
}

const char* outcome(const Answer& answer) {
    if (!answer.reply) return "refused";
    switch (answer.reply->status) {
    case Status::ok: return "ok";
    case Status::error: return "error";
    case Status::unsupported: return "unsupported";
    case Status::timeout: return "timeout";
    case Status::device_lost: return "device_lost";
    }
    return "?";
}

void count_answer(const Answer& answer) {
    const char* handler = !answer.handled ? "-" : answer.handler_error ? "refused" : "accepted";
    std::cout << "answer\t" << answer.op << '\t' << outcome(answer) << '\t' << handler;
    if (!answer.reply) std::cout << '\t' << one_line(answer.reply.error().message);
    if (answer.handler_error) std::cout << '\t' << one_line(answer.handler_error->message);
    std::cout << '\n';
    if (answer.op != "create" || !answer.handled || answer.handler_error) return;
    for (const auto& [field, value] : answer.reply->body.at("info").items()) std::cout << "info\t" << one_line(field) << '\n';
}

void count_report(const std::string& path, const std::string& text) {
    auto read = syncstress::report::read_json_report_text(text, path);
    if (read)
        std::cout << "accepted\t" << path << '\n';
    else
        std::cout << "refused\t" << path << '\t' << one_line(read.error().message) << '\n';
}

}  // namespace

int main(int argc, char** argv) {
    const std::string mode = argc == 2 ? argv[1] : "";
    if (mode != "report" && mode != "adapter") {
        std::cerr << "usage: census report|adapter < PATHS (one file a line)\n";
        return 2;
    }
    for (std::string path; std::getline(std::cin, path);) {
        std::ifstream in(path, std::ios::binary);
        if (!in) {
            std::cerr << "census: cannot open " << path << '\n';
            return 2;
        }
        const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        if (mode == "report")
            count_report(path, text);
        else
            syncstress::fuzz::read_conversation(text, count_answer);
    }
    return 0;
}
