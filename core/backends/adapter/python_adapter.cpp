#include "core/backends/adapter/python_adapter.h"

#include "core/backends/adapter/adapter_objects.h"
#include "core/backends/adapter/process_manifest.h"
#include "core/backends/adapter/python_messages.h"
#include "core/platform/shared_file.h"

#include <syncstress/adapter.h>

#include <filesystem>
#include <random>

namespace syncstress::backends {

namespace {

using namespace std::chrono;
using nlohmann::json;
using process::Reply;

// A timeout larger than this is "no timeout" to the engine: it bounds the wait only by this, and is sent as this
// (below k_largest_exact_integer nanoseconds: 104 days).
constexpr nanoseconds k_longest_wait = hours(24 * 100);

// A private folder (only we may enter it) for the shared file, the channel and the child's output, removed with
// everything in it.
struct Folder {
    std::string path;
    ~Folder() {
        std::error_code ec;
        if (!path.empty()) std::filesystem::remove_all(path, ec);
    }
};

Result<std::unique_ptr<Folder>> make_folder() {
    std::random_device random;
    for (int attempt = 0; attempt < 16; ++attempt) {
        const std::filesystem::path path = std::filesystem::path(platform::shared_memory_folder()) /
                                           ("syncstress-adapter-" + std::to_string(random()) + std::to_string(random()));
        std::error_code ec;
        if (std::filesystem::create_directory(path, ec)) {
            std::filesystem::permissions(path, std::filesystem::perms::owner_all, ec);
            auto folder = std::make_unique<Folder>();
            folder->path = path.string();
            return folder;
        }
        if (ec) return make_error("cannot create a folder in " + platform::shared_memory_folder() + ": " + ec.message(), ErrorKind::io);
    }
    return make_error("cannot create a folder of a new name in " + platform::shared_memory_folder(), ErrorKind::io);
}

std::string abi_text(uint64_t version) {
    return std::to_string(SS_ADAPTER_ABI_MAJOR(version)) + "." + std::to_string(SS_ADAPTER_ABI_MINOR(version));
}

// "" when `value` fits the protocol's integers, else the refusal.
std::string too_large(const char* what, uint64_t value) {
    if (value <= k_largest_exact_integer) return "";
    return std::string(what) + " " + std::to_string(value) + " is above 2^53 - 1, the largest integer the adapter protocol carries " +
           "exactly (a JSON number is a double in JavaScript); keep it below 9007199254740992";
}

std::string too_large(std::span<const sync::Batch> batches) {
    for (const auto& batch : batches)
        for (const auto* list : {&batch.waits, &batch.signals})
            for (const auto& value : *list)
                if (std::string wrong = too_large("semaphore value", value.value); !wrong.empty()) return wrong;
    return "";
}

// "" when every integer of `value` fits the protocol's integers, else the refusal naming the first that does not by
// its JSON path (`where`): the last guard, behind the sentences above for semaphore values.
std::string too_large_in(const json& value, const std::string& where) {
    if (value.is_number_unsigned()) return too_large(("integer " + where + " =").c_str(), value.get<uint64_t>());
    if (value.is_array())
        for (size_t i = 0; i < value.size(); ++i)
            if (std::string wrong = too_large_in(value[i], where + "[" + std::to_string(i) + "]"); !wrong.empty()) return wrong;
    if (value.is_object())
        for (const auto& [key, member] : value.items())
            if (std::string wrong = too_large_in(member, where + "." + key); !wrong.empty()) return wrong;
    return "";
}

class ProcessAdapter final : public sync::Backend {
public:
    ProcessAdapter(std::unique_ptr<Folder> folder, platform::SharedFilePtr shared, std::unique_ptr<process::Channel> channel)
        : folder_(std::move(folder)), shared_(std::move(shared)), channel_(std::move(channel)) {}

    ~ProcessAdapter() override {
        channel_->stop(channel_->settings().call_bound);
        channel_.reset();  // the child is gone before its files are
        shared_.reset();
    }

    // hello, then create: the adapter's identity and what it opened.
    Status open(const std::string& name, const sync::BackendOptions& options) {
        const auto bound = channel_->settings().start_bound;
        auto hello =
            ask({{"op", "hello"}, {"abi_version", SS_ADAPTER_ABI_VERSION}, {"shared_file", platform::shared_file_name(*shared_)}}, bound);
        if (!hello) return hello.error();
        auto said = python::hello_from_json(hello->body);
        if (!said) return fail(said.error().message);
        const uint64_t theirs = said->abi_version;
        if (SS_ADAPTER_ABI_MAJOR(theirs) != SS_ADAPTER_ABI_MAJOR(SS_ADAPTER_ABI_VERSION))
            return fail("speaks adapter ABI " + abi_text(theirs) + "; this syncstress speaks " + abi_text(SS_ADAPTER_ABI_VERSION));
        json pairs = json::array();
        for (const auto& [key, value] : options.adapter_options) pairs.push_back({key, value});
        auto created = ask({{"op", "create"}, {"options", pairs}}, bound);
        if (!created) return created.error();
        auto info = python::info_from_json(created->body.value("info", json()));
        if (!info) return fail("create's info: " + info.error().message);
        info_ = std::move(*info);
        info_.name = name;
        const std::string& file = channel_->file();
        std::error_code ec;
        const std::filesystem::path path = std::filesystem::absolute(file, ec);
        info_.adapter = sync::BackendInfo::Adapter{said->name, said->version, ec ? file : path.string()};
        return {};
    }

    const sync::BackendInfo& info() const override { return info_; }

    Status create_queue(sync::QueueId id, Side side, const std::string& name) override {
        if (id != objects_.queues.size()) return fail("queue id " + std::to_string(id) + " out of order");
        if (!(side == Side::device ? info_.device_side : info_.cuda_side))
            return fail("runs no " + std::string(to_string(side)) + "-side queues (its info does not declare that side)");
        SYNCSTRESS_TRY(status(ask({{"op", "create_queue"}, {"queue", id}, {"side", to_string(side)}, {"name", name}})));
        objects_.queues.push_back(side);
        return {};
    }
    Status create_buffer(sync::BufferId id, uint64_t elements, Memory memory, Side side) override {
        if (id != objects_.buffers.size()) return fail("buffer id " + std::to_string(id) + " out of order");
        SYNCSTRESS_TRY(status(ask(
            {{"op", "create_buffer"}, {"buffer", id}, {"elements", elements}, {"memory", to_string(memory)}, {"side", to_string(side)}})));
        objects_.buffers.push_back(elements);
        return {};
    }
    Status create_host_array(sync::HostArrayId id, uint64_t elements) override {
        if (id != host_arrays_.size()) return fail("host array id " + std::to_string(id) + " out of order");
        auto region = platform::add_region(*shared_, elements * sizeof(uint32_t));
        if (!region) return fail(region.error().message);
        host_arrays_.push_back(static_cast<uint32_t*>(region->data));
        SYNCSTRESS_TRY(status(ask({{"op", "create_host_array"}, {"host_array", id}, {"elements", elements}, {"offset", region->offset}})));
        objects_.host_arrays.push_back(elements);
        return {};
    }
    uint32_t* host_array_data(sync::HostArrayId id) override { return id < host_arrays_.size() ? host_arrays_[id] : nullptr; }
    Status create_semaphore(sync::SemaphoreId id, uint64_t initial) override {
        if (id != objects_.semaphores) return fail("semaphore id " + std::to_string(id) + " out of order");
        if (std::string wrong = too_large("semaphore value", initial); !wrong.empty()) return fail("create_semaphore refused: " + wrong);
        SYNCSTRESS_TRY(status(ask({{"op", "create_semaphore"}, {"semaphore", id}, {"initial", initial}})));
        ++objects_.semaphores;
        return {};
    }

    Status submit(sync::QueueId queue, std::span<const sync::Batch> batches, const sync::SubmitFlags& flags) override {
        if (std::string wrong = objects_.refusal(queue, batches); !wrong.empty()) return fail("submit refused: " + wrong);
        if (std::string wrong = too_large(batches); !wrong.empty()) return fail("submit refused: " + wrong);
        // An adapter that does not declare barriers gets none (the engine skips what needs them), nor unordered_queue.
        json request = {{"op", "submit"},
                        {"queue", queue},
                        {"commands", python::commands_json(batches, info_.barriers && !flags.ordered)},
                        {"unordered", !flags.ordered}};
        if (!flags.after_earlier && info_.barriers) request["unordered_queue"] = true;
        return status(ask(std::move(request)));
    }

    Result<bool> host_wait(sync::SemaphoreId id, uint64_t value, nanoseconds timeout) override {
        if (std::string wrong = too_large("semaphore value", value); !wrong.empty()) return fail("host_wait refused: " + wrong);
        return reached(
            ask({{"op", "host_wait"}, {"semaphore", id}, {"value", value}, {"timeout_ns", count_ns(timeout)}}, waiting(timeout)));
    }
    Status host_signal(sync::SemaphoreId id, uint64_t value) override {
        if (std::string wrong = too_large("semaphore value", value); !wrong.empty()) return fail("host_signal refused: " + wrong);
        return status(ask({{"op", "host_signal"}, {"semaphore", id}, {"value", value}}));
    }
    Result<uint64_t> semaphore_value(sync::SemaphoreId id) override {
        auto reply = ask({{"op", "semaphore_value"}, {"semaphore", id}});
        if (!reply) return reply.error();
        auto value = python::semaphore_value_from_json(reply->body);
        if (!value) return fail(value.error().message);
        return *value;
    }
    bool findings_pending() override { return false; }  // the protocol reports no violations or messages

    Result<bool> read(sync::QueueId queue, const sync::DownloadCmd& c, nanoseconds timeout) override {
        SYNCSTRESS_TRY(check_host_op(queue, c));
        return reached(ask({{"op", "read"},
                            {"queue", queue},
                            {"transfer", python::transfer_json(c.src, c.dst, c.src_offset, c.dst_offset, c.count)},
                            {"timeout_ns", count_ns(timeout)}},
                           waiting(timeout)));
    }
    Result<bool> write(sync::QueueId queue, const sync::UploadCmd& c, nanoseconds timeout) override {
        SYNCSTRESS_TRY(check_host_op(queue, c));
        return reached(ask({{"op", "write"},
                            {"queue", queue},
                            {"transfer", python::transfer_json(c.src, c.dst, c.src_offset, c.dst_offset, c.count)},
                            {"timeout_ns", count_ns(timeout)}},
                           waiting(timeout)));
    }
    Status sync(sync::QueueId queue, sync::QueueId after) override {
        if (queue >= objects_.queues.size() || after >= objects_.queues.size()) return fail("sync refused: an unknown queue");
        return status(ask({{"op", "sync"}, {"queue", queue}, {"after", after}}));
    }
    Status recover() override { return status(ask({{"op", "recover"}})); }

    std::string abandon() override {
        channel_->kill("was killed: its queues did not drain");
        std::error_code ec;
        std::filesystem::remove_all(folder_->path, ec);  // our mappings stay valid; nothing else needs the files
        return "the adapter process (" + channel_->file() + ") was killed";
    }

private:
    static uint64_t count_ns(nanoseconds t) { return static_cast<uint64_t>(std::clamp(t, nanoseconds(0), k_longest_wait).count()); }
    nanoseconds waiting(nanoseconds timeout) const {
        return std::clamp(timeout, nanoseconds(0), k_longest_wait) + channel_->settings().call_bound;
    }

    Status check_host_op(sync::QueueId queue, const sync::Command& copy) const {
        if (queue >= objects_.queues.size()) return fail("refused: unknown queue " + std::to_string(queue));
        if (std::string wrong = objects_.refusal(sync::Command(copy)); !wrong.empty()) return fail("refused: " + wrong);
        return {};
    }
    Error fail(const std::string& sentence, ErrorKind kind = ErrorKind::backend_failed) const {
        return make_error("adapter process " + channel_->file() + ": " + sentence, kind);
    }

    // The call's answer; an error for a failure the adapter reports (a lost device also refuses every later call)
    // or a broken channel. A timeout comes back as a Reply, for the calls that have one.
    Result<Reply> ask(json request) { return ask(std::move(request), channel_->settings().call_bound); }
    Result<Reply> ask(json request, nanoseconds bound) {
        const std::string op = request["op"].get<std::string>();
        if (std::string wrong = too_large_in(request, op); !wrong.empty()) return fail(op + " refused: " + wrong);
        auto reply = channel_->call(std::move(request), bound);
        if (!reply) return reply.error();
        switch (reply->status) {
        case Reply::Status::ok:
        case Reply::Status::timeout: return reply;
        case Reply::Status::unsupported: return fail(op + " is not supported: " + reply->error);
        case Reply::Status::error: return fail(op + ": " + reply->error);
        case Reply::Status::device_lost: break;
        }
        const Error lost = fail("lost its device during " + op + ": " + reply->error, ErrorKind::device_lost);
        channel_->refuse_calls(lost.message + " (no call is made to it any more)");
        return lost;
    }
    Status status(const Result<Reply>& reply) const {
        if (!reply) return reply.error();
        if (reply->status == Reply::Status::timeout) return fail("timed out where no timeout applies: " + reply->error);
        return {};
    }
    static Result<bool> reached(const Result<Reply>& reply) {
        if (!reply) return reply.error();
        return reply->status == Reply::Status::ok;
    }

    std::unique_ptr<Folder> folder_;
    platform::SharedFilePtr shared_;
    std::unique_ptr<process::Channel> channel_;
    sync::BackendInfo info_;
    std::vector<uint32_t*> host_arrays_;
    AdapterObjects objects_;  // what was created, to refuse a bad submission whole
};

// The backend `name` over the process `launch` says, its file checked first.
Result<std::unique_ptr<sync::Backend>> create_process_adapter(const std::string& name, const process::Launch& launch,
                                                              const sync::BackendOptions& options, const process::Settings& settings) {
    std::error_code ec;
    if (!std::filesystem::is_regular_file(launch.file, ec))
        return make_error("adapter process " + launch.file + ": no such file", ErrorKind::backend_unavailable);
    auto folder = make_folder();
    if (!folder) return in_context(folder.error(), "adapter process " + launch.file + ": ");
    auto shared = platform::create_shared_file((*folder)->path + "/host-arrays");
    if (!shared) return in_context(shared.error(), "adapter process " + launch.file + ": ");
    auto channel = process::Channel::start(launch, settings, (*folder)->path);
    if (!channel) return channel.error();
    auto adapter = std::make_unique<ProcessAdapter>(std::move(*folder), std::move(*shared), std::move(*channel));
    SYNCSTRESS_TRY(adapter->open(name, options));
    return std::unique_ptr<sync::Backend>(std::move(adapter));
}

Result<process::Settings> environment_settings(const std::string& file) {
    auto settings = process::settings_from_environment();
    if (!settings) return in_context(settings.error(), "adapter process " + file + ": ");
    return settings;
}

}  // namespace

Result<std::unique_ptr<sync::Backend>> create_python_adapter(const std::string& file, const sync::BackendOptions& options,
                                                             const process::Settings& settings) {
    const process::Launch launch{{settings.interpreter, file}, {}, file, " (SYNCSTRESS_PYTHON names the interpreter)"};
    return create_process_adapter("adapter:python:" + file, launch, options, settings);
}

Result<std::unique_ptr<sync::Backend>> create_python_adapter(const std::string& file, const sync::BackendOptions& options) {
    auto settings = environment_settings(file);
    if (!settings) return settings.error();
    return create_python_adapter(file, options, *settings);
}

Result<std::unique_ptr<sync::Backend>> create_manifest_adapter(const std::string& manifest, const sync::BackendOptions& options,
                                                               const process::Settings& settings) {
    auto launch = read_manifest(manifest);
    if (!launch) return launch.error();
    return create_process_adapter("adapter:" + manifest, *launch, options, settings);
}

Result<std::unique_ptr<sync::Backend>> create_manifest_adapter(const std::string& manifest, const sync::BackendOptions& options) {
    auto settings = environment_settings(manifest);
    if (!settings) return settings.error();
    return create_manifest_adapter(manifest, options, *settings);
}

sync::Availability probe_python_adapter(const std::string& file, const std::vector<std::pair<std::string, std::string>>& options) {
    sync::BackendOptions backend_options;
    backend_options.adapter_options = options;
    auto created = create_python_adapter(file, backend_options);
    if (!created) return {false, created.error().message, "", "", ""};
    const sync::BackendInfo& info = (*created)->info();
    return {true, "", info.device, info.driver, info.api_version};
}

}  // namespace syncstress::backends
