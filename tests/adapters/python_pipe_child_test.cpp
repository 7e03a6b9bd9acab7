// The platform layer under adapter processes, on both OSes: core/platform/pipe_child.h (a channel the child opens
// by name, lines both ways, deadlines, ends, kills, stdout and stderr to a file, the environment) with python_line_child, and core/platform/shared_file.h (regions
// that never move, seen by the child's file I/O both ways). Under Wine these run the Win32 implementations.
#include "core/platform/os.h"
#include "core/platform/pipe_child.h"
#include "core/platform/shared_file.h"
#include "tests/common/must.h"

#include <doctest/doctest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>

using namespace syncstress;
using namespace syncstress::platform;
using namespace std::chrono;
using testing::must;

namespace {

using Clock = steady_clock;
constexpr size_t k_max_line = 1u << 20;

// A folder of this test's own, removed at the end.
struct Scratch {
    std::filesystem::path path;
    Scratch() {
        std::random_device random;
        path = std::filesystem::path(shared_memory_folder()) / ("syncstress-pipe-child-test-" + std::to_string(random()));
        std::filesystem::create_directories(path);
    }
    ~Scratch() {
        std::error_code ec;
        std::filesystem::remove_all(path, ec);
    }
    std::string file(const char* name) const { return (path / name).string(); }
};

PipeChildPtr spawn(const Scratch& scratch, std::vector<std::string> args, std::vector<std::pair<std::string, std::string>> env = {}) {
    PipeChildSpec spec;
    spec.argv = {SYNCSTRESS_LINE_CHILD};
    spec.argv.insert(spec.argv.end(), args.begin(), args.end());
    spec.env = std::move(env);
    spec.output_path = scratch.file("stderr.txt");
    spec.channel_variable = "SYNCSTRESS_ADAPTER_CHANNEL";
    spec.channel_folder = scratch.path.string();
    return must(spawn_pipe_child(spec));
}

Deadline in(milliseconds ms) { return Clock::now() + ms; }

std::string next_line(PipeChild& child, milliseconds within = milliseconds(10000)) {
    std::string line;
    REQUIRE(read_line(child, line, in(within), k_max_line) == LineResult::line);
    return line;
}

}  // namespace

TEST_CASE("pipe child: lines both ways, long ones too, and the end of input") {
    Scratch scratch;
    auto child = spawn(scratch, {"echo"});
    CHECK(write_line(*child, "{\"id\":1}", in(seconds(10))) == LineResult::line);
    CHECK(next_line(*child) == "{\"id\":1}");
    const std::string long_line(300000, 'x');  // more than a pipe's buffer: written and read in parts
    CHECK(write_line(*child, long_line, in(seconds(10))) == LineResult::line);
    CHECK(next_line(*child) == long_line);
    CHECK(write_line(*child, std::string(2000, 'y'), in(seconds(10))) == LineResult::line);
    std::string cut;
    CHECK(read_line(*child, cut, in(seconds(10)), 1500) == LineResult::line);  // a line longer than asked comes back cut
    CHECK(cut == std::string(1500, 'y'));
    CHECK(next_line(*child) == std::string(500, 'y'));
    close_input(*child);
    const auto exit = wait_child(*child, in(seconds(10)));
    REQUIRE(exit.has_value());
    CHECK(exit->exit_code == 0);
}

TEST_CASE("pipe child: a read or a write past its deadline, and a kill") {
    Scratch scratch;
    auto child = spawn(scratch, {"hang"});
    CHECK(write_line(*child, "go", in(seconds(10))) == LineResult::line);
    std::string line;
    const auto start = Clock::now();
    CHECK(read_line(*child, line, in(milliseconds(300)), k_max_line) == LineResult::timeout);
    CHECK(Clock::now() - start >= milliseconds(290));
    CHECK(Clock::now() - start < seconds(3));
    // It reads no more: a large enough write fills the connection and then times out.
    CHECK(write_line(*child, std::string(16u << 20, 'z'), in(milliseconds(300))) == LineResult::timeout);
    CHECK_FALSE(wait_child(*child, in(milliseconds(50))).has_value());
    kill_child(*child);
    const auto exit = wait_child(*child, in(seconds(5)));
    REQUIRE(exit.has_value());
    if constexpr (!k_windows) CHECK(exit->description() == "killed by signal 9 (SIGKILL)");
}

TEST_CASE("pipe child: an exit, an abort, and writes to a child that is gone") {
    Scratch scratch;
    auto exiting = spawn(scratch, {"exit", "3"});
    CHECK(write_line(*exiting, "go", in(seconds(10))) == LineResult::line);
    std::string line;
    CHECK(read_line(*exiting, line, in(seconds(10)), k_max_line) == LineResult::closed);
    auto exit = wait_child(*exiting, in(seconds(10)));
    REQUIRE(exit.has_value());
    CHECK(exit->description() == "exit code 3");
    // Its end of the connection is closed: a write fails, and raises no signal in us.
    CHECK(write_line(*exiting, std::string(1u << 20, 'w'), in(seconds(10))) == LineResult::closed);

    auto aborting = spawn(scratch, {"abort"});
    CHECK(write_line(*aborting, "go", in(seconds(10))) == LineResult::line);
    CHECK(read_line(*aborting, line, in(seconds(10)), k_max_line) == LineResult::closed);
    exit = wait_child(*aborting, in(seconds(10)));
    REQUIRE(exit.has_value());
    if constexpr (!k_windows)
        CHECK(exit->description() == "killed by signal 6 (SIGABRT)");
    else
        CHECK(exit->exit_code != 0);
}

TEST_CASE("pipe child: stderr into its file, the environment, and a program that is not there") {
    Scratch scratch;
    auto child = spawn(scratch, {"stderr", "a line for the file", "4"});
    const auto exit = wait_child(*child, in(seconds(10)));
    REQUIRE(exit.has_value());
    CHECK(exit->exit_code == 4);
    std::ifstream err(scratch.file("stderr.txt"));
    std::stringstream text;
    text << err.rdbuf();
    CHECK(text.str().find("a line for the file") != std::string::npos);

    auto env = spawn(scratch, {"env", "SYNCSTRESS_PIPE_CHILD_TEST"}, {{"SYNCSTRESS_PIPE_CHILD_TEST", "value with spaces"}});
    CHECK(next_line(*env) == "value with spaces");

    PipeChildSpec missing;
    missing.argv = {"syncstress-no-such-program"};
    missing.output_path = scratch.file("missing.txt");
    missing.channel_variable = "SYNCSTRESS_ADAPTER_CHANNEL";
    missing.channel_folder = scratch.path.string();
    auto spawned = spawn_pipe_child(missing);
    REQUIRE_FALSE(spawned.ok());
    CHECK(spawned.error().message.find("cannot run syncstress-no-such-program") != std::string::npos);
}

TEST_CASE("pipe child: its stdout goes to its file, never to the channel, and a child that never connects or ends first") {
    Scratch scratch;
    auto noisy = spawn(scratch, {"stdout", "noise on stdout"});
    CHECK(write_line(*noisy, "{\"id\":1}", in(seconds(10))) == LineResult::line);
    CHECK(next_line(*noisy) == "{\"id\":1}");
    close_input(*noisy);
    REQUIRE(wait_child(*noisy, in(seconds(10))).has_value());
    std::ifstream out(scratch.file("stderr.txt"));
    std::stringstream text;
    text << out.rdbuf();
    CHECK(text.str().find("noise on stdout") != std::string::npos);

    auto never = spawn(scratch, {"never"});
    const auto start = Clock::now();
    CHECK(await_connection(*never, in(milliseconds(300))) == LineResult::timeout);
    CHECK(Clock::now() - start >= milliseconds(290));
    kill_child(*never);
    // Ended before it connected: closed, at once rather than at the deadline.
    auto ending = spawn(scratch, {"stderr", "gone", "5"});
    const auto ending_start = Clock::now();
    CHECK(await_connection(*ending, in(seconds(20))) == LineResult::closed);
    CHECK(Clock::now() - ending_start < seconds(10));
    const auto exit = wait_child(*ending, in(seconds(10)));
    REQUIRE(exit.has_value());
    CHECK(exit->exit_code == 5);
}

TEST_CASE("shared file: zero-filled regions that never move, one memory with another process") {
    Scratch scratch;
    const std::string path = scratch.file("host-arrays");
    auto file = must(create_shared_file(path));
    const SharedRegion first = must(add_region(*file, 1000 * sizeof(uint32_t)));
    const SharedRegion second = must(add_region(*file, 10));
    CHECK(first.offset == 0);
    CHECK(second.offset % region_alignment() == 0);
    CHECK(second.offset >= 4000);
    auto* a = static_cast<uint32_t*>(first.data);
    auto* b = static_cast<uint32_t*>(second.data);
    CHECK(a[999] == 0);
    CHECK(b[0] == 0);
    a[5] = 0x12345678u;
    const SharedRegion third = must(add_region(*file, 1u << 20));  // growing does not move what was handed out
    CHECK(static_cast<uint32_t*>(first.data)[5] == 0x12345678u);
    CHECK(third.offset > second.offset);

    auto peek = spawn(scratch, {"peek", shared_file_name(*file), std::to_string(first.offset + 5 * sizeof(uint32_t))});
    CHECK(write_line(*peek, "peek", in(seconds(10))) == LineResult::line);
    CHECK(next_line(*peek) == std::to_string(0x12345678u));
    auto poke = spawn(scratch, {"poke", shared_file_name(*file), std::to_string(second.offset + sizeof(uint32_t)), "4242"});
    CHECK(write_line(*poke, "poke", in(seconds(10))) == LineResult::line);
    CHECK(next_line(*poke) == "poked");
    CHECK(b[1] == 4242u);
    poke.reset();
    peek.reset();
    file.reset();
    CHECK_FALSE(std::filesystem::exists(path));
}
