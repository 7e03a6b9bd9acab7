#include "tests/support/support.h"

#include "tests/common/skip.h"
#include "core/platform/os.h"
#include "tests/support/os.h"
#include "core/platform/stop.h"

#include <nlohmann/json.hpp>

#include <cstdlib>
#include <fstream>
#include <sstream>

namespace syncstress::test {

std::vector<std::string> split_words(const std::string& line) {
    std::vector<std::string> words;
    std::string word;
    bool in_word = false;
    for (size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (c == ' ' || c == '\t' || c == '\n') {
            if (in_word) words.push_back(std::move(word));
            word.clear();
            in_word = false;
            continue;
        }
        in_word = true;
        if (c == '\'') {
            const size_t end = line.find('\'', i + 1);
            word += line.substr(i + 1, end - i - 1);
            i = end == std::string::npos ? line.size() : end;
        } else if (c == '"') {
            for (++i; i < line.size() && line[i] != '"'; ++i) {
                if (line[i] == '\\' && i + 1 < line.size() && (line[i + 1] == '"' || line[i + 1] == '\\')) ++i;
                word += line[i];
            }
        } else if (c == '\\' && !platform::k_windows && i + 1 < line.size()) {  // Windows paths keep their backslashes
            word += line[++i];
        } else {
            word += c;
        }
    }
    if (in_word) words.push_back(std::move(word));
    return words;
}

platform::TempDir scratch() {
    auto dir = platform::TempDir::create("syncstress-test");
    if (!dir) throw std::runtime_error(dir.error().message);
    return std::move(*dir);
}

std::string read_text(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

void write_text(const std::filesystem::path& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

double seconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

namespace {

Outcome outcome_of(const Result<platform::ProcessOutcome>& r, const std::string& output_file) {
    Outcome o;
    o.output = read_text(output_file);
    if (!r) {
        o.output += r.error().message;
        return o;
    }
    o.exit_code = r->signal ? 128 + r->signal : r->exit_code;
    return o;
}

}  // namespace

Outcome run(const std::vector<std::string>& argv, const Env& env) {
    auto dir = scratch();
    platform::ProcessSpec spec{argv, env, dir.path() + "/output"};
    return outcome_of(platform::run_process(spec), spec.output);
}

Outcome syncstress(const std::string& args, const Env& env) {
    auto argv = split_words(args);
    argv.insert(argv.begin(), SYNCSTRESS_BINARY);
    return run(argv, env);
}

std::string test_child() { return SYNCSTRESS_TEST_CHILD; }

platform::ProcessSpec child(const std::vector<std::string>& args) {
    platform::ProcessSpec spec;
    spec.argv = {test_child()};
    spec.argv.insert(spec.argv.end(), args.begin(), args.end());
    return spec;
}

std::string child_command(const std::vector<std::string>& args) {
    std::string line = posix_quote(test_child());
    for (const auto& a : args) line += " " + posix_quote(a);
    return line;
}

Background::Background(std::vector<std::string> argv, Env env) {
    auto dir = platform::TempDir::create("syncstress-background");
    output_ = dir ? dir->path() + ".log" : std::string();
    std::promise<int64_t> started;
    auto pid = started.get_future();
    done_ = std::async(std::launch::async, [this, argv = std::move(argv), env = std::move(env), started = std::move(started)]() mutable {
        platform::PoolOptions options;
        options.stop = &kill_;
        options.stop_grace = std::chrono::milliseconds(100);
        bool told = false;
        options.on_start = [&](uint64_t, int64_t p) {
            started.set_value(p);
            told = true;
        };
        Result<platform::ProcessOutcome> result = make_error("not started", ErrorKind::internal);
        platform::run_pool(
            options,
            [&](uint64_t i) {
                return i == 0 ? std::optional(platform::ProcessSpec{argv, env, output_}) : std::nullopt;
            },
            [&](uint64_t, const Result<platform::ProcessOutcome>& r) { result = r; });
        if (!told) started.set_value(-1);
        return result;
    });
    pid_ = pid.get();
}

Background::~Background() {
    if (done_.valid()) {
        kill_.store(true);
        done_.wait();
    }
    std::error_code ignored;
    std::filesystem::remove(output_, ignored);
}

bool Background::interrupt() const { return pid_ > 0 && platform::send_interrupt(pid_); }

Outcome Background::wait() { return outcome_of(done_.get(), output_); }

Background syncstress_background(const std::string& args, const Env& env) {
    auto argv = split_words(args);
    argv.insert(argv.begin(), SYNCSTRESS_BINARY);
    return Background(argv, env);
}

bool process_gone(int64_t pid) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(5);
    while (std::chrono::steady_clock::now() < until) {
        if (!process_alive(pid)) return true;
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    return false;
}

namespace {

// Under Wine (SYNCSTRESS_TEST_PYTHON_AGENT): a request to tests/support/python_agent.py, which runs this machine's
// Python, since Wine cannot wait for a Linux program it starts; the answer is waited for, two minutes at most. A
// request's name is the process's id, a count and the clock: Wine reuses process ids, and a killed test's request
// may still be there. Wine's rename failed once in a loaded run with an I/O error: it is tried again.
Outcome run_python_through_agent(const std::string& folder, const std::vector<std::string>& argv) {
    static std::atomic<int> counter{0};
    const std::string name = folder + "/" + std::to_string(current_pid()) + "-" + std::to_string(counter++) + "-" +
                             std::to_string(std::chrono::steady_clock::now().time_since_epoch().count());
    write_text(name + ".request.tmp", nlohmann::json{{"args", argv}}.dump());
    Outcome o;
    std::error_code renamed;
    for (int attempt = 0; attempt < 100; ++attempt) {
        std::filesystem::rename(name + ".request.tmp", name + ".request", renamed);
        if (!renamed) break;
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    if (renamed) {
        o.output = "cannot hand the request to tests/support/python_agent.py: " + renamed.message();
        return o;
    }
    const auto until = std::chrono::steady_clock::now() + std::chrono::minutes(2);
    while (!std::filesystem::exists(name + ".response")) {
        if (std::chrono::steady_clock::now() > until) {
            o.output = "no answer from tests/support/python_agent.py in " + folder + " within 2 minutes";
            return o;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    auto response = nlohmann::json::parse(read_text(name + ".response"), nullptr, false);
    std::error_code ignored;
    std::filesystem::remove(name + ".response", ignored);
    if (!response.is_object()) return o;
    o.exit_code = response["exit_code"].get<int>();
    o.output = response["output"].get<std::string>();
    return o;
}

}  // namespace

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

bool runs_here(const std::string& program, const char* required_by, const std::string& what) {
    const Outcome alone = run({program});
    if (alone.exit_code == 0) return true;
    testing::skip(required_by, what + " cannot run here (exit " + std::to_string(alone.exit_code) + "):\n" + alone.output);
    return false;
}

Outcome run_python(const std::vector<std::string>& args) {
    std::vector<std::string> argv;
    for (size_t i = 0; i < args.size(); ++i) {
        const bool repository_path = i == 0 && std::filesystem::path(args[i]).is_relative();
        argv.push_back(repository_path ? std::string(SYNCSTRESS_SOURCE_DIR) + "/" + args[i] : args[i]);
    }
    if (const char* agent = std::getenv("SYNCSTRESS_TEST_PYTHON_AGENT")) return run_python_through_agent(agent, argv);
    const char* configured = std::getenv("SYNCSTRESS_TEST_PYTHON");
    const std::string python = configured ? configured : platform::k_windows ? "python" : "/usr/bin/python3";
    argv.insert(argv.begin(), python);
    auto out = run(argv);
    if (out.exit_code == -1)
        out.output = "no Python to run " + args.front() + " (" + python + "; set SYNCSTRESS_TEST_PYTHON): " + out.output;
    return out;
}

}  // namespace syncstress::test
