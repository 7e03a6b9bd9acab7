// What a Python adapter costs a command, against the cpu backend: N submissions of one fill and one signal, through
// sync::Backend, then a host wait for the last signal and a download checked element by element (a figure whose
// work did not happen is no figure).
//   syncstress_python_adapter_bench cpu N                  the cpu backend
//   syncstress_python_adapter_bench python FILE.py N [K=V]  a Python adapter (SYNCSTRESS_PYTHON: the interpreter);
//                                                         bench/python_noop_adapter.py runs nothing: the protocol alone
// Prints "NAME: N submissions in S s: U us per submission (each one request and one response)"; exit 1 on a wrong
// element or a failed call, 2 on bad arguments.
#include "core/backends/adapter/python_adapter.h"
#include "core/backends/cpu/cpu_backend.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

using namespace syncstress;
constexpr uint64_t k_elements = 64;

template <class R>
void must(const R& result, const char* what) {
    if (result.ok()) return;
    std::fprintf(stderr, "%s: %s\n", what, result.error().message.c_str());
    std::exit(1);
}

int run(const std::string& name, sync::Backend& be, uint64_t submissions) {
    must(be.create_queue(0, Side::device, "main"), "create_queue");
    must(be.create_semaphore(0, 0), "create_semaphore");
    must(be.create_buffer(0, k_elements, Memory::device, Side::device), "create_buffer");
    must(be.create_host_array(0, k_elements), "create_host_array");
    const auto start = std::chrono::steady_clock::now();
    for (uint64_t i = 1; i <= submissions; ++i) {
        const sync::Batch batch{{}, {sync::FillCmd{0, 0, k_elements, static_cast<uint32_t>(i)}}, {{0, i}}};
        must(be.submit(0, std::span<const sync::Batch>(&batch, 1), {}), "submit");
    }
    auto reached = be.host_wait(0, submissions, std::chrono::seconds(60));
    must(reached, "host_wait");
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (!*reached) return std::fprintf(stderr, "%s: the last signal did not come\n", name.c_str()), 1;
    const sync::Batch download{{}, {sync::DownloadCmd{0, 0, 0, 0, k_elements}}, {{0, submissions + 1}}};
    must(be.submit(0, std::span<const sync::Batch>(&download, 1), {}), "submit");
    must(be.host_wait(0, submissions + 1, std::chrono::seconds(60)), "host_wait");
    const uint32_t* data = be.host_array_data(0);
    for (uint64_t e = 0; e < k_elements; ++e)
        if (data[e] != static_cast<uint32_t>(submissions))
            return std::fprintf(stderr, "%s: element %llu is %u, not %u\n", name.c_str(), static_cast<unsigned long long>(e), data[e],
                                static_cast<uint32_t>(submissions)),
                   1;
    std::printf("%s: %llu submissions in %.3f s: %.2f us per submission\n", name.c_str(), static_cast<unsigned long long>(submissions),
                seconds, seconds * 1e6 / static_cast<double>(submissions));
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    const std::string kind = argc > 1 ? argv[1] : "";
    if (kind == "cpu" && argc == 3) {
        auto be = backends::create_cpu_backend({});
        must(be, "cpu backend");
        return run("cpu", **be, std::strtoull(argv[2], nullptr, 10));
    }
    if (kind == "python" && argc >= 4) {
        sync::BackendOptions options;
        for (int i = 4; i < argc; ++i) {
            const std::string option = argv[i];
            const size_t eq = option.find('=');
            options.adapter_options.emplace_back(option.substr(0, eq), eq == std::string::npos ? "" : option.substr(eq + 1));
        }
        auto be = backends::create_python_adapter(argv[2], options);
        must(be, "python adapter");
        return run(std::string("adapter:python:") + argv[2], **be, std::strtoull(argv[3], nullptr, 10));
    }
    std::fprintf(stderr, "usage: %s cpu N | python FILE.py N [KEY=VALUE...]\n", argv[0]);
    return 2;
}
