#include "core/backends/adapter/adapter_objects.h"

#include <variant>

namespace syncstress::backends {

namespace {

std::string outside(const std::vector<uint64_t>& sizes, uint32_t id, uint64_t offset, uint64_t count, const char* kind) {
    if (id >= sizes.size()) return std::string("names unknown ") + kind + " " + std::to_string(id);
    if (offset > sizes[id] || count > sizes[id] - offset)
        return "reaches outside " + std::string(kind) + " " + std::to_string(id) + " of " + std::to_string(sizes[id]) + " elements";
    return "";
}

struct Refusal {
    const AdapterObjects& o;
    static std::string first(std::string a, std::string b) { return a.empty() ? b : a; }
    std::string operator()(const sync::FillCmd& c) const { return outside(o.buffers, c.dst, c.offset, c.count, "buffer"); }
    std::string operator()(const sync::CopyCmd& c) const {
        return first(outside(o.buffers, c.src, c.src_offset, c.count, "buffer"),
                     outside(o.buffers, c.dst, c.dst_offset, c.count, "buffer"));
    }
    std::string operator()(const sync::UploadCmd& c) const {
        return first(outside(o.host_arrays, c.src, c.src_offset, c.count, "host array"),
                     outside(o.buffers, c.dst, c.dst_offset, c.count, "buffer"));
    }
    std::string operator()(const sync::DownloadCmd& c) const {
        return first(outside(o.buffers, c.src, c.src_offset, c.count, "buffer"),
                     outside(o.host_arrays, c.dst, c.dst_offset, c.count, "host array"));
    }
    std::string operator()(const sync::DispatchCmd& c) const {
        std::string why = outside(o.buffers, c.dst, c.offset, c.count, "buffer");
        if (why.empty() && sync::kernel_reads_a(c.kernel)) why = outside(o.buffers, c.a, c.offset, c.count, "buffer");
        if (why.empty() && sync::kernel_reads_b(c.kernel)) why = outside(o.buffers, c.b, c.offset, c.count, "buffer");
        return why;
    }
    std::string operator()(const sync::OpaqueCmd& c) const {
        for (const auto* list : {&c.reads, &c.writes})
            for (const sync::OpaqueRange& r : *list)
                if (auto why = outside(o.buffers, r.buffer, r.offset, r.count, "buffer"); !why.empty()) return why;
        return "";
    }
    std::string operator()(const sync::DelayCmd&) const { return ""; }
    std::string operator()(const sync::BarrierCmd& c) const {
        return c.buffer == sync::BarrierCmd::k_all_memory ? "" : outside(o.buffers, c.buffer, c.offset, c.count, "buffer");
    }
};

}  // namespace

std::string AdapterObjects::refusal(sync::QueueId queue, std::span<const sync::Batch> batches) const {
    if (queue >= queues.size()) return "submit to unknown queue " + std::to_string(queue);
    auto semaphore = [&](const sync::SemaphoreValue& v) {
        return v.semaphore < semaphores ? std::string() : "names unknown semaphore " + std::to_string(v.semaphore);
    };
    for (size_t b = 0; b < batches.size(); ++b) {
        const std::string where = "submit to queue " + std::to_string(queue) + ", batch " + std::to_string(b) + ": ";
        for (const auto& w : batches[b].waits)
            if (auto why = semaphore(w); !why.empty()) return where + "a wait " + why;
        for (size_t c = 0; c < batches[b].commands.size(); ++c)
            if (auto why = refusal(batches[b].commands[c]); !why.empty())
                return where + "command " + std::to_string(c) + " (" + k_queue_command_names[batches[b].commands[c].index()] + ") " + why;
        for (const auto& s : batches[b].signals)
            if (auto why = semaphore(s); !why.empty()) return where + "a signal " + why;
    }
    return "";
}

std::string AdapterObjects::refusal(const sync::Command& command) const { return std::visit(Refusal{*this}, command); }

}  // namespace syncstress::backends
