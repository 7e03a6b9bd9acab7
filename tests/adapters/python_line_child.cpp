// The child of tests/adapters/python_pipe_child_test.cpp: a program spoken to in lines, as an adapter process is, over
// the channel named by SYNCSTRESS_ADAPTER_CHANNEL; built for the OS under test (so that the Win32 pipe child runs
// under Wine, where no python.exe is).
//   echo              each line back, until end of input
//   exit CODE         reads one line, then exits with CODE
//   abort             reads one line, then aborts
//   hang              reads one line, then sleeps for good
//   stderr TEXT CODE  writes TEXT to stderr, exits with CODE
//   stdout TEXT       writes TEXT to stdout (not the channel), then echoes
//   env NAME          writes the variable's value as a line, then echoes
//   never             never opens the channel; sleeps for good
//   poke PATH OFFSET VALUE   per line read: writes the u32 VALUE at byte OFFSET of PATH (file I/O, not a mapping),
//                            then answers "poked"
//   peek PATH OFFSET  per line read: answers the u32 at byte OFFSET of PATH, in decimal
#include "core/platform/child.h"

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <string>
#include <thread>

namespace {

using namespace syncstress::platform;

uint64_t number(const char* text) { return std::strtoull(text, nullptr, 10); }

// The channel, in lines; every read and write waits as long as it takes.
struct Lines {
    os::ConnectionPtr connection;
    std::string pending;
    static os::Deadline far() { return std::chrono::steady_clock::now() + std::chrono::hours(24); }
    bool get(std::string& line) {
        for (size_t end; (end = pending.find('\n')) == std::string::npos;)
            if (os::receive_some(*connection, pending, far()) != os::Transfer::done) return false;
        line = pending.substr(0, pending.find('\n'));
        pending.erase(0, line.size() + 1);
        return true;
    }
    void put(const std::string& line) { (void)os::send_all(*connection, line + "\n", far()); }
};

int echo(Lines& lines) {
    for (std::string line; lines.get(line);) lines.put(line);
    return 0;
}

int peek_poke(Lines& lines, bool poke, const char* path, uint64_t offset, uint32_t value) {
    for (std::string line; lines.get(line);) {
        std::fstream file(path, std::ios::in | std::ios::out | std::ios::binary);
        file.seekg(static_cast<std::streamoff>(offset));
        if (poke) {
            file.seekp(static_cast<std::streamoff>(offset));
            file.write(reinterpret_cast<const char*>(&value), sizeof value);
            file.flush();
            lines.put(file ? "poked" : "poke failed");
            continue;
        }
        uint32_t read = 0;
        file.read(reinterpret_cast<char*>(&read), sizeof read);
        lines.put(std::to_string(read));
    }
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    const std::string mode = argc > 1 ? argv[1] : "";
    if (mode == "never")
        for (;;) std::this_thread::sleep_for(std::chrono::hours(1));
    if (mode == "stderr" && argc == 4) {
        std::cerr << argv[2] << std::endl;
        return static_cast<int>(number(argv[3]));
    }
    const char* name = std::getenv("SYNCSTRESS_ADAPTER_CHANNEL");
    auto connection = os::open_channel_named(name ? name : "");
    if (!connection) {
        std::cerr << "python_line_child: " << connection.error().message << std::endl;
        return 2;
    }
    Lines lines{std::move(*connection), {}};
    if (mode == "echo") return echo(lines);
    if (mode == "stdout" && argc == 3) {
        std::cout << argv[2] << std::endl;
        return echo(lines);
    }
    if (mode == "env" && argc == 3) {
        const char* value = std::getenv(argv[2]);
        lines.put(value ? value : "(unset)");
        return echo(lines);
    }
    if ((mode == "poke" && argc == 5) || (mode == "peek" && argc == 4))
        return peek_poke(lines, mode == "poke", argv[2], number(argv[3]), argc == 5 ? static_cast<uint32_t>(number(argv[4])) : 0);
    std::string line;
    lines.get(line);
    if (mode == "exit" && argc == 3) return static_cast<int>(number(argv[2]));
    if (mode == "abort") std::abort();
    if (mode == "hang")
        for (;;) std::this_thread::sleep_for(std::chrono::hours(1));
    std::cerr << "python_line_child: unknown mode " << mode << std::endl;
    return 2;
}
