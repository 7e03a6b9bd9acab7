#include "core/capture/from_log.h"

#include <algorithm>

namespace syncstress::capture {
namespace {

// Vulkan's pipeline stage and access bits (VkPipelineStageFlagBits, VkAccessFlagBits), as the log gives them.
constexpr uint64_t k_stage_top = 0x1, k_stage_compute = 0x800, k_stage_transfer = 0x1000, k_stage_bottom = 0x2000, k_stage_all = 0x10000;
constexpr uint64_t k_access_indirect = 0x1, k_access_uniform = 0x8, k_access_shader_read = 0x20, k_access_shader_write = 0x40,
                   k_access_transfer_read = 0x800, k_access_transfer_write = 0x1000, k_access_memory_read = 0x8000,
                   k_access_memory_write = 0x10000;
// Synchronization2's further bits (VkPipelineStageFlagBits2, VkAccessFlagBits2), above the first 32.
constexpr uint64_t k_stage2_copy = 0x100000000, k_stage2_resolve = 0x200000000, k_stage2_blit = 0x400000000, k_stage2_clear = 0x800000000;
constexpr uint64_t k_access2_sampled_read = 0x100000000, k_access2_storage_read = 0x200000000, k_access2_storage_write = 0x400000000;
constexpr uint8_t k_transfer = stage_bit(Stage::transfer), k_compute = stage_bit(Stage::compute);

// The scenario's stages that a barrier's stage mask takes in: a source's bottom of pipe waits for every stage, a
// destination's top of pipe holds none back.
uint8_t stages_of(uint64_t mask, bool source) {
    uint8_t out = 0;
    if (mask & (k_stage_transfer | k_stage2_copy | k_stage2_resolve | k_stage2_blit | k_stage2_clear)) out |= k_transfer;
    if (mask & k_stage_compute) out |= k_compute;
    if ((mask & k_stage_all) || (source && (mask & k_stage_bottom))) out |= k_all_stages;
    (void)k_stage_top;
    return out;
}

uint8_t access_classes_of(uint64_t mask) {
    uint8_t out = 0;
    if (mask & k_access_transfer_read) out |= access_bit(Stage::transfer, false);
    if (mask & k_access_transfer_write) out |= access_bit(Stage::transfer, true);
    if (mask & (k_access_shader_read | k_access_uniform | k_access_indirect | k_access2_sampled_read | k_access2_storage_read))
        out |= access_bit(Stage::compute, false);
    if (mask & (k_access_shader_write | k_access2_storage_write)) out |= access_bit(Stage::compute, true);
    if (mask & k_access_memory_read) out |= access_bits(k_all_stages, true, false);
    if (mask & k_access_memory_write) out |= access_bits(k_all_stages, false, true);
    return out;
}

// Why a counted call (one the layer records by name alone) is not in the scenario.
std::string counted_reason(const std::string& call) {
    if (call == "vkSetEvent" || call == "vkResetEvent" || call == "vkGetEventStatus")
        return "the scenario format has no event the host sets or reads (a queue waiting for the host, the host for a point inside "
               "a submit)";
    return "the scenario format has no such operation";
}

// A tracked access's call site. The layer knows it by page: where the page holds other buffers too, which one the
// host touched is not known, and the access to each is possible, not certain.
std::string tracked_access_name(bool write, uint32_t buffer, const std::vector<uint32_t>& on_the_pages) {
    std::string name = std::string(write ? "host write" : "host read") + " of mapped memory";
    if (on_the_pages.size() < 2) return name;
    std::string others;
    for (uint32_t other : on_the_pages)
        if (other != buffer) others += (others.empty() ? "buffer" : ", buffer") + std::to_string(other);
    return "possible " + name + " (known only by page, which " + others + (on_the_pages.size() > 2 ? " share" : " shares") + ")";
}

}  // namespace

std::string thread_name(uint32_t thread) { return thread == 0 ? "main" : "thread-" + std::to_string(thread); }

CallSite call_site_of(const LogRecord& record) {
    CallSite at;
    at.call = record.call;
    at.index = record.index;
    at.thread = thread_name(record.thread);
    return at;
}

CallSite ProgramBuilder::site(const LogRecord& record) const { return call_site_of(record); }

void ProgramBuilder::not_modelled(const std::string& call, const std::string& reason) {
    ++program_.not_modelled[call];
    program_.not_modelled_reason.emplace(call, reason);
}

void ProgramBuilder::step(const LogRecord& record, CapturedStepOp op) {
    program_.steps.push_back(CapturedStep{record.thread, std::move(op), site(record)});
}

std::optional<uint32_t> ProgramBuilder::buffer(const LogRecord& record, uint64_t handle, const char* role) {
    const auto found = buffers_.find(handle);
    if (found != buffers_.end()) return found->second;
    not_modelled(record.call, std::string("its ") + role + " buffer was not made while the layer recorded");
    return std::nullopt;
}

void ProgramBuilder::add(const LogRecord& record) {
    const size_t before = program_.steps.size();
    add_record(record);
    // A call made inside a CUDA host function's run is the function's: its steps are the function's thread's.
    if (const auto function = cuda_.running_host_function(record.thread))
        for (size_t i = before; i < program_.steps.size(); ++i)
            if (program_.steps[i].thread == record.thread) program_.steps[i].thread = *function;
}

void ProgramBuilder::add_record(const LogRecord& record) {
    ++program_.records;
    program_.threads = std::max(program_.threads, record.thread + 1);
    if (cuda_.add(record)) return;
    const std::string& call = record.call;
    if (call == "loaded") {
        program_.layer_loaded = true;
    } else if (call == "hello") {
        program_.hello = true;
        program_.host_tracked = record.get("host_tracking") != 0;
    } else if (call == "host") {
        const LogField* range = record.all("range").empty() ? nullptr : record.all("range")[0];
        if (range && range->values.size() == 2)
            host_accesses(record, record.get("memory"), range->values[0], range->values[1], record.get("read") != 0,
                          record.get("write") != 0);
    } else if (call == "order") {
        add_host_order(record);
    } else if (record.find("not_modelled")) {
        not_modelled(call, counted_reason(call));
    } else if (call.rfind("vkCmd", 0) == 0 || call == "vkBeginCommandBuffer") {
        add_command(record);
    } else if (call == "vkQueueSubmit" || call == "vkQueueSubmit2" || call == "vkQueueSubmit2KHR") {
        add_submit(record);
    } else if (add_dispatch_state(record)) {
        return;
    } else if (call == "vkMapMemory" || call == "vkUnmapMemory" || call == "vkFlushMappedMemoryRanges" ||
               call == "vkInvalidateMappedMemoryRanges") {
        add_memory_access(record);
    } else if (call == "vkWaitForFences" || call == "vkGetFenceStatus" || call == "vkWaitSemaphores" || call == "vkSignalSemaphore" ||
               call == "vkQueueWaitIdle" || call == "vkDeviceWaitIdle" || call.rfind("vkGetSemaphoreCounterValue", 0) == 0) {
        add_host_sync(record);
    } else {
        add_object(record);
    }
}

void ProgramBuilder::add_object(const LogRecord& record) {
    const std::string& call = record.call;
    if (call == "vkGetDeviceQueue" || call == "vkGetDeviceQueue2") {
        const uint64_t handle = record.get("queue");
        if (queues_.count(handle)) return;
        queues_[handle] = static_cast<uint32_t>(program_.queues.size());
        program_.queues.push_back({static_cast<uint32_t>(record.get("family")), static_cast<uint32_t>(record.get("index"))});
    } else if (call == "vkCreateBuffer") {
        buffers_[record.get("buffer")] = static_cast<uint32_t>(program_.buffers.size());
        program_.buffers.push_back({record.get("size"), std::nullopt, 0, site(record)});
    } else if (call == "vkDestroyBuffer") {
        buffers_.erase(record.get("buffer"));
    } else if (call == "vkAllocateMemory") {
        memories_[record.get("memory")] = static_cast<uint32_t>(program_.memories.size());
        program_.memories.push_back({record.get("size"), record.get("flags"), false, {}});
    } else if (call == "vkFreeMemory") {
        note_mapping(record);
        memories_.erase(record.get("memory"));
    } else if (call == "vkBindBufferMemory" || call == "vkBindBufferMemory2") {
        for (const LogField* bind : record.all("bind")) {
            if (bind->values.size() < 3 || !buffers_.count(bind->values[0]) || !memories_.count(bind->values[1])) continue;
            const uint32_t buffer = buffers_[bind->values[0]], memory = memories_[bind->values[1]];
            program_.buffers[buffer].memory = memory;
            program_.buffers[buffer].memory_offset = bind->values[2];
            program_.memories[memory].buffers.push_back(buffer);
        }
    } else if (call.rfind("vkGetMemory", 0) == 0 || call.rfind("vkGetSemaphore", 0) == 0) {
        add_export(record);
    } else if (call == "vkCreateFence" || call == "vkCreateSemaphore") {
        const bool fence = call == "vkCreateFence";
        semaphores_[record.get(fence ? "fence" : "semaphore")] = static_cast<uint32_t>(program_.semaphores.size());
        using Kind = CapturedSemaphore::Kind;
        program_.semaphores.push_back(
            {fence ? Kind::fence : (record.get("timeline") ? Kind::timeline : Kind::binary), record.get("initial"), 0});
    }
}

// vkGetMemoryFdKHR, vkGetSemaphoreFdKHR and their Win32 handle forms: the object is the latest export of its handle.
void ProgramBuilder::add_export(const LogRecord& record) {
    const bool memory = record.call.rfind("vkGetMemory", 0) == 0;
    const auto& by_handle = memory ? memories_ : semaphores_;
    const auto found = by_handle.find(record.get(memory ? "memory" : "semaphore"));
    if (found == by_handle.end()) return;
    const std::optional<uint64_t> fd = record.find("fd");
    exports_[{!fd, fd ? *fd : record.get("handle")}] = {memory ? Exported::Kind::memory : Exported::Kind::semaphore, found->second,
                                                        site(record)};
}

// The address vkMapMemory gave the program (ptr=, where the layer wrote it), until vkUnmapMemory or vkFreeMemory.
void ProgramBuilder::note_mapping(const LogRecord& record) {
    const std::vector<const LogField*> ranges = record.all("range");
    const bool map = record.call == "vkMapMemory";
    if (map && (ranges.empty() || ranges[0]->values.size() != 3)) return;
    if (!map && record.call != "vkUnmapMemory" && record.call != "vkFreeMemory") return;
    const auto memory = memories_.find(map ? ranges[0]->values[0] : record.get("memory"));
    if (memory == memories_.end()) return;
    std::erase_if(mappings_, [&](const auto& mapping) { return mapping.second.memory == memory->second; });
    const std::optional<uint64_t> ptr = record.find("ptr");
    if (!map || !ptr) return;
    const uint64_t offset = ranges[0]->values[1], bytes = program_.memories[memory->second].bytes;
    const uint64_t size = ranges[0]->values[2] == k_whole_size ? bytes - std::min(bytes, offset) : ranges[0]->values[2];
    mappings_[*ptr] = {memory->second, offset, size};
}

// The program's own synchronisation (core/capture/layer/host_order.h) ordered this thread after another's records up
// to an index: a host_wait for that thread's order semaphore, which to_scenario has the other thread signal.
void ProgramBuilder::add_host_order(const LogRecord& record) {
    ++program_.host_orders;
    for (const LogField* after : record.all("after")) {
        if (after->values.size() != 2 || after->values[0] >= UINT32_MAX) continue;
        const uint32_t thread = cuda_.thread_of_record(static_cast<uint32_t>(after->values[0]), after->values[1]);
        const auto [found, made] = thread_orders_.try_emplace(thread, static_cast<uint32_t>(program_.semaphores.size()));
        if (made) program_.semaphores.push_back({CapturedSemaphore::Kind::thread_order, 0, 0, thread});
        CallSite at = site(record);
        at.call = "lock, thread start or join";
        program_.steps.push_back(
            {record.thread, scenario::HostWait{scenario::HostWait::Kind::semaphore, found->second, after->values[1] + 1}, at});
    }
}

// Where the layer did not track the host's accesses of mapped memory, they are placed where the program says it made
// them: a flush after writing, an invalidate before reading, an unmap after either.
void ProgramBuilder::add_memory_access(const LogRecord& record) {
    const std::string& call = record.call;
    note_mapping(record);
    if (program_.host_tracked && call == "vkMapMemory") {
        for (const LogField* range : record.all("range"))
            if (range->values.size() == 3 && memories_.count(range->values[0]))
                program_.memories[memories_[range->values[0]]].mapped = true;
        return;
    }
    if (program_.host_tracked) return;  // the "host" records say what the host did
    if (call == "vkUnmapMemory") {
        const uint64_t memory = record.get("memory");
        const auto mapping = mapped_.find(memory);
        if (mapping == mapped_.end()) return;
        host_accesses(record, memory, mapping->second.first, mapping->second.second, true, true);
        mapped_.erase(mapping);
        return;
    }
    for (const LogField* range : record.all("range")) {
        if (range->values.size() < 3) continue;
        const uint64_t memory = range->values[0], offset = range->values[1], size = range->values[2];
        if (call == "vkMapMemory") {
            mapped_[memory] = {offset, size};
            if (memories_.count(memory)) program_.memories[memories_[memory]].mapped = true;
        } else {
            const bool flush = call == "vkFlushMappedMemoryRanges";
            host_accesses(record, memory, offset, size, !flush, flush);
        }
    }
}

void ProgramBuilder::host_accesses(const LogRecord& record, uint64_t memory, uint64_t offset, uint64_t size, bool read, bool write) {
    const auto found = memories_.find(memory);
    if (found == memories_.end()) return;
    const CapturedMemory& mem = program_.memories[found->second];
    const uint64_t end = size == k_whole_size ? mem.bytes : std::min(mem.bytes, offset + size);
    auto overlap = [&](uint32_t b) {
        const CapturedBuffer& buf = program_.buffers[b];
        return std::pair{std::max(offset, buf.memory_offset), std::min(end, buf.memory_offset + buf.bytes)};
    };
    std::vector<uint32_t> touched;
    for (uint32_t b : mem.buffers)
        if (const auto [first, last] = overlap(b); first < last) touched.push_back(b);
    for (uint32_t b : touched) {
        const auto [first, last] = overlap(b);
        for (const bool is_write : {false, true}) {
            if (!(is_write ? write : read)) continue;
            step(record, CapturedHostAccess{b, is_write, first - program_.buffers[b].memory_offset, last - first});
            // A tracked access is no call of the program: its site says what it was.
            if (record.call == "host") program_.steps.back().at.call = tracked_access_name(is_write, b, touched);
        }
    }
}

std::vector<CapturedCommand>* ProgramBuilder::commands_of(const LogRecord& record) {
    const uint64_t cb = record.get("cb");
    if (record.call == "vkBeginCommandBuffer") {
        recorded_[cb].clear();
        bound_.erase(cb);
        std::erase_if(event_sets_, [cb](const auto& set) { return set.second.first == cb; });
        return nullptr;
    }
    return &recorded_[cb];
}

void ProgramBuilder::add_command(const LogRecord& record) {
    std::vector<CapturedCommand>* into = commands_of(record);
    if (!into) return;
    const std::string& call = record.call;
    if (call == "vkCmdCopyBuffer" || call == "vkCmdCopyBuffer2" || call == "vkCmdCopyBuffer2KHR") {
        const auto src = buffer(record, record.get("src"), "source"), dst = buffer(record, record.get("dst"), "destination");
        if (!src || !dst) return;
        for (const LogField* region : record.all("region"))
            if (region->values.size() == 3)
                into->push_back({CapturedCopy{*src, *dst, region->values[0], region->values[1], region->values[2]}, site(record)});
    } else if (call == "vkCmdFillBuffer" || call == "vkCmdUpdateBuffer") {
        const auto dst = buffer(record, record.get("dst"), "destination");
        if (dst)
            into->push_back(
                {CapturedFill{*dst, record.get("offset"), record.get("size"), static_cast<uint32_t>(record.get("data"))}, site(record)});
    } else if (call.rfind("vkCmdPipelineBarrier", 0) == 0) {
        add_barrier(record);
    } else if (call.rfind("vkCmdSetEvent", 0) == 0) {
        event_sets_[record.get("event")] = {record.get("cb"), into->size()};
    } else if (call.rfind("vkCmdWaitEvents", 0) == 0) {
        add_event_wait(record, *into);
    } else if (call == "vkCmdExecuteCommands") {
        for (const LogField* secondary : record.all("secondary")) append_commands(*into, secondary->values[0]);
    } else if (call == "vkCmdBindDescriptorSets") {
        bind_descriptor_sets(record);
    } else if (call == "vkCmdBindPipeline") {
        bound_[record.get("cb")].pipeline = record.get("pipeline");
    } else {
        add_dispatch(record, *into);
    }
}

void ProgramBuilder::append_commands(std::vector<CapturedCommand>& into, uint64_t cb) {
    const auto found = recorded_.find(cb);
    if (found == recorded_.end()) return;
    into.insert(into.end(), found->second.begin(), found->second.end());
}

namespace {

// One memory dependency (both access masks zero: an execution dependency alone); none where a side's stages hold
// nothing of transfer and compute.
std::optional<CapturedBarrier> dependency(uint64_t src_stages, uint64_t src_access, uint64_t dst_stages, uint64_t dst_access) {
    CapturedBarrier out;
    out.src = stages_of(src_stages, true);
    out.dst = stages_of(dst_stages, false);
    if (!out.src || !out.dst) return std::nullopt;
    out.src_access = access_classes_of(src_access) & access_bits(out.src, false, true);
    out.dst_access = access_classes_of(dst_access) & access_bits(out.dst, true, true);
    return out;
}

}  // namespace

void ProgramBuilder::add_barrier(const LogRecord& record) {
    std::vector<CapturedCommand>& into = recorded_[record.get("cb")];
    const bool sync2 = record.call.find('2') != std::string::npos;  // vkCmdPipelineBarrier2, vkCmdWaitEvents2 and their KHR names
    const size_t before = into.size();
    bool dropped = false;
    auto push = [&](std::optional<CapturedBarrier> barrier, const std::vector<uint64_t>* buffer_range) {
        dropped = dropped || !barrier;
        if (!barrier) return;
        if (buffer_range) {
            const auto& r = *buffer_range;
            barrier->buffer = buffer(record, r[0], "barrier's");
            barrier->offset = r[r.size() - 2];
            barrier->size = r[r.size() - 1];
            if (!barrier->buffer) return;
        }
        into.push_back({*barrier, site(record)});
    };
    // vkCmdPipelineBarrier: one pair of stage masks for all; memory=src_access:dst_access, buffer=b:src:dst:offset:size.
    // vkCmdPipelineBarrier2: stages per barrier (layer_calls.cpp says the fields).
    const uint64_t src = record.get("src"), dst = record.get("dst");
    for (const LogField* m : record.all("memory"))
        if (m->values.size() == (sync2 ? 4u : 2u))
            push(sync2 ? dependency(m->values[0], m->values[1], m->values[2], m->values[3])
                       : dependency(src, m->values[0], dst, m->values[1]),
                 nullptr);
    for (const LogField* b : record.all("buffer"))
        if (b->values.size() == (sync2 ? 7u : 5u))
            push(sync2 ? dependency(b->values[1], b->values[2], b->values[3], b->values[4])
                       : dependency(src, b->values[1], dst, b->values[2]),
                 &b->values);
    for (const LogField* image : record.all("image"))  // an image barrier's execution dependency still orders buffers' commands
        if (image->values.size() == 2) push(dependency(image->values[0], 0, image->values[1], 0), nullptr);
    if (!sync2 && into.size() == before && !dropped) push(dependency(src, 0, dst, 0), nullptr);  // an execution dependency alone
    if (dropped) not_modelled(record.call, "its stages order nothing of transfer and compute");
}

// A wait for events is the barrier its stages and accesses say where that is exactly what it orders: each event set
// in the same command buffer with nothing but barriers recorded since. A barrier would also order the commands
// between a set and its wait, which the event does not, and the scenario has no event that a queue or the host sets.
void ProgramBuilder::add_event_wait(const LogRecord& record, const std::vector<CapturedCommand>& into) {
    const uint64_t cb = record.get("cb");
    for (const LogField* event : record.all("event")) {
        const auto set = event_sets_.find(event->values[0]);
        const bool here = set != event_sets_.end() && set->second.first == cb && set->second.second <= into.size();
        if (!here || !std::all_of(into.begin() + static_cast<std::ptrdiff_t>(set->second.second), into.end(),
                                  [](const CapturedCommand& c) { return std::holds_alternative<CapturedBarrier>(c.op); }))
            return not_modelled(record.call, "an event set in another command buffer or by the host, or with commands recorded between "
                                             "its set and the wait, is no barrier");
    }
    add_barrier(record);
}

void ProgramBuilder::add_submit(const LogRecord& record) {
    const auto queue = queues_.find(record.get("queue"));
    if (queue == queues_.end()) return not_modelled(record.call, "its queue was not got while the layer recorded");
    CapturedSubmit submit{queue->second, {}};
    for (const LogField& field : record.fields) {
        const bool wait = field.key == "wait", signal = field.key == "signal";
        if (field.key == "cb") append_commands(submit.commands, field.values[0]);
        if ((!wait && !signal) || field.values.size() != 2 || !semaphores_.count(field.values[0])) continue;
        const uint32_t s = semaphores_[field.values[0]];
        CapturedSemaphore& sem = program_.semaphores[s];
        const bool timeline = sem.kind == CapturedSemaphore::Kind::timeline;
        if (signal) submit.commands.push_back({scenario::Signal{s, timeline ? field.values[1] : ++sem.signals}, site(record)});
        if (wait && (timeline || sem.signals > 0))
            submit.commands.push_back({scenario::Wait{s, timeline ? field.values[1] : sem.signals}, site(record)});
        else if (wait)
            not_modelled("semaphore wait", "it waits for a binary semaphore no recorded submit signals (a swapchain's, say)");
    }
    if (const auto fence = semaphores_.find(record.get("fence")); fence != semaphores_.end())
        submit.commands.push_back({scenario::Signal{fence->second, ++program_.semaphores[fence->second].signals}, site(record)});
    step(record, std::move(submit));
}

void ProgramBuilder::host_wait_for(uint32_t semaphore, uint64_t value, const LogRecord& record) {
    if (value == 0) return;  // nothing was submitted to signal it: the wait orders nothing
    step(record, scenario::HostWait{scenario::HostWait::Kind::semaphore, semaphore, value});
}

void ProgramBuilder::add_host_sync(const LogRecord& record) {
    const std::string& call = record.call;
    if (record.get("result") != 0) return;  // a wait that timed out or failed orders nothing
    if (call == "vkWaitForFences" || call == "vkGetFenceStatus") {
        const auto fences = record.all("fence");
        if (call == "vkWaitForFences" && !record.get("all") && fences.size() > 1)
            return not_modelled(call, "a wait for any of several fences does not say which one signaled");
        for (const LogField* fence : fences)
            if (const auto found = semaphores_.find(fence->values[0]); found != semaphores_.end())
                host_wait_for(found->second, program_.semaphores[found->second].signals, record);
    } else if (call.rfind("vkGetSemaphoreCounterValue", 0) == 0) {
        add_semaphore_poll(record);
    } else if (call == "vkWaitSemaphores") {
        const auto waits = record.all("wait");
        if (record.get("any") && waits.size() > 1)
            return not_modelled(call, "a wait for any of several semaphores does not say which one reached its value");
        for (const LogField* wait : waits)
            if (const auto found = semaphores_.find(wait->values[0]); found != semaphores_.end() && wait->values.size() == 2)
                host_wait_for(found->second, wait->values[1], record);
    } else if (call == "vkSignalSemaphore") {
        const LogField* signal = record.all("signal").empty() ? nullptr : record.all("signal")[0];
        if (signal && signal->values.size() == 2 && semaphores_.count(signal->values[0]))
            step(record, scenario::HostSignal{semaphores_[signal->values[0]], signal->values[1]});
    } else if (call == "vkQueueWaitIdle") {
        if (const auto queue = queues_.find(record.get("queue")); queue != queues_.end())
            step(record, scenario::HostWait{scenario::HostWait::Kind::queue, queue->second, 0});
    } else {
        step(record, scenario::HostWait{scenario::HostWait::Kind::all, 0, 0});
    }
}

// A timeline semaphore's value read by the host is a value it reached: what the thread does next is ordered after
// that signal, as after a wait for it. A poll that reads a value this thread already waited for adds nothing.
void ProgramBuilder::add_semaphore_poll(const LogRecord& record) {
    for (const LogField* read : record.all("wait")) {
        const auto found = semaphores_.find(read->values[0]);
        if (found == semaphores_.end() || read->values.size() != 2) continue;
        const uint64_t value = read->values[1];
        uint64_t& polled = polled_[{record.thread, found->second}];
        if (value <= program_.semaphores[found->second].initial || value <= polled) continue;
        polled = value;
        host_wait_for(found->second, value, record);
    }
}

}  // namespace syncstress::capture
