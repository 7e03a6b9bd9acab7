// The child of tests/adapters/python_pipe_child_test.cpp: a program spoken to in lines, as a Python adapter is, built
// for the OS under test (so that the Win32 pipe child runs under Wine, where no python.exe is).
//   echo              each line back, until end of input
//   exit CODE         reads one line, then exits with CODE
//   abort             reads one line, then aborts
//   hang              reads one line, then sleeps for good
//   stderr TEXT CODE  writes TEXT to stderr, exits with CODE
//   env NAME          writes the variable's value as a line, then echoes
//   poke PATH OFFSET VALUE   per line read: writes the u32 VALUE at byte OFFSET of PATH (file I/O, not a mapping),
//                            then answers "poked"
//   peek PATH OFFSET  per line read: answers the u32 at byte OFFSET of PATH, in decimal
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

uint64_t number(const char* text) { return std::strtoull(text, nullptr, 10); }

int echo() {
    for (std::string line; std::getline(std::cin, line);) std::cout << line << '\n' << std::flush;
    return 0;
}

int peek_poke(bool poke, const char* path, uint64_t offset, uint32_t value) {
    for (std::string line; std::getline(std::cin, line);) {
        std::fstream file(path, std::ios::in | std::ios::out | std::ios::binary);
        file.seekg(static_cast<std::streamoff>(offset));
        if (poke) {
            file.seekp(static_cast<std::streamoff>(offset));
            file.write(reinterpret_cast<const char*>(&value), sizeof value);
            file.flush();
            std::cout << (file ? "poked" : "poke failed") << '\n' << std::flush;
            continue;
        }
        uint32_t read = 0;
        file.read(reinterpret_cast<char*>(&read), sizeof read);
        std::cout << read << '\n' << std::flush;
    }
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    const std::string mode = argc > 1 ? argv[1] : "";
    std::string line;
    if (mode == "echo") return echo();
    if (mode == "env" && argc == 3) {
        const char* value = std::getenv(argv[2]);
        std::cout << (value ? value : "(unset)") << '\n' << std::flush;
        return echo();
    }
    if (mode == "stderr" && argc == 4) {
        std::cerr << argv[2] << std::endl;
        return static_cast<int>(number(argv[3]));
    }
    if ((mode == "poke" && argc == 5) || (mode == "peek" && argc == 4))
        return peek_poke(mode == "poke", argv[2], number(argv[3]), argc == 5 ? static_cast<uint32_t>(number(argv[4])) : 0);
    std::getline(std::cin, line);
    if (mode == "exit" && argc == 3) return static_cast<int>(number(argv[2]));
    if (mode == "abort") std::abort();
    if (mode == "hang")
        for (;;) std::this_thread::sleep_for(std::chrono::hours(1));
    std::cerr << "python_line_child: unknown mode " << mode << std::endl;
    return 2;
}
