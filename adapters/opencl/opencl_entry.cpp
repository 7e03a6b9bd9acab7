// The C boundary: the table of include/syncstress/adapter.h over opencl::Adapter. No exception crosses it: each
// entry catches them and reports one as an error of the call.
#include "opencl_adapter.h"

#include <cstring>
#include <exception>
#include <new>

struct ss_adapter {
    std::unique_ptr<syncstress::opencl::Adapter> impl;
};

namespace {

using syncstress::opencl::Adapter;

void copy_message(const std::string& message, char* error, size_t size) {
    if (!error || size == 0) return;
    const size_t n = std::min(message.size(), size - 1);
    std::memcpy(error, message.data(), n);
    error[n] = '\0';
}

// Runs `call` on the adapter, turning an exception into SS_ERROR (SS_DEVICE_LOST when memory ran out) and its message.
template <class Call>
ss_status guarded(ss_adapter* a, const char* name, Call&& call) {
    if (!a || !a->impl) return SS_ERROR;
    try {
        return call(*a->impl);
    } catch (const std::bad_alloc&) {
        return a->impl->fail(SS_DEVICE_LOST, std::string(name) + ": out of host memory");
    } catch (const std::exception& e) {
        return a->impl->fail(SS_ERROR, std::string(name) + ": " + e.what());
    } catch (...) {
        return a->impl->fail(SS_ERROR, std::string(name) + ": an unknown exception");
    }
}

ss_status create(const ss_option* options, size_t count, ss_adapter** out, char* error, size_t error_size) {
    if (!out) return SS_ERROR;
    *out = nullptr;
    try {
        std::string message;
        std::unique_ptr<Adapter> impl;
        const ss_status status = Adapter::create(options, count, impl, message);
        if (status != SS_OK) {
            copy_message(message, error, error_size);
            return status;
        }
        *out = new ss_adapter{std::move(impl)};
        return SS_OK;
    } catch (const std::exception& e) {
        copy_message(std::string("the OpenCL adapter could not start: ") + e.what(), error, error_size);
    } catch (...) {
        copy_message("the OpenCL adapter could not start: an unknown exception", error, error_size);
    }
    return SS_ERROR;
}

// A queue that did not drain still holds the runtime's references to this adapter's buffers and its completion
// threads run on: the adapter is then leaked rather than freed under them.
void destroy(ss_adapter* a) {
    if (!a) return;
    try {
        if (a->impl && !a->impl->shut_down()) {
            (void)a->impl.release();
            return;
        }
        delete a;
    } catch (...) {
        (void)a->impl.release();
    }
}

const char* last_error(ss_adapter* a) { return a && a->impl ? a->impl->last_error() : "no adapter"; }

ss_status get_info(ss_adapter* a, ss_adapter_info* out) {
    if (!out) return SS_ERROR;
    return guarded(a, "get_info", [&](Adapter& impl) {
        impl.info(*out);
        return SS_OK;
    });
}

ss_status create_queue(ss_adapter* a, uint32_t id, uint32_t side, const char*) {
    return guarded(a, "create_queue", [&](Adapter& impl) { return impl.create_queue(id, side); });
}
ss_status create_buffer(ss_adapter* a, uint32_t id, uint64_t elements, uint32_t memory, uint32_t side) {
    return guarded(a, "create_buffer", [&](Adapter& impl) { return impl.create_buffer(id, elements, memory, side); });
}
ss_status create_host_array(ss_adapter* a, uint32_t id, uint32_t* data, uint64_t elements) {
    return guarded(a, "create_host_array", [&](Adapter& impl) { return impl.create_host_array(id, data, elements); });
}
ss_status create_semaphore(ss_adapter* a, uint32_t id, uint64_t initial) {
    return guarded(a, "create_semaphore", [&](Adapter& impl) { return impl.create_semaphore(id, initial); });
}
// SS_SUBMIT_UNORDERED and SS_SUBMIT_QUEUE_UNORDERED only allow reordering: an in-order queue keeps every order they
// allow to break, so barriers are met too (SS_CAP_SERIAL_UNORDERED says so).
ss_status submit(ss_adapter* a, uint32_t queue, const ss_command* commands, size_t count, uint32_t) {
    return guarded(a, "submit", [&](Adapter& impl) { return impl.submit(queue, commands, count); });
}
ss_status host_signal(ss_adapter* a, uint32_t semaphore, uint64_t value) {
    return guarded(a, "host_signal", [&](Adapter& impl) { return impl.host_signal(semaphore, value); });
}
ss_status host_wait(ss_adapter* a, uint32_t semaphore, uint64_t value, uint64_t timeout_ns) {
    return guarded(a, "host_wait", [&](Adapter& impl) { return impl.host_wait(semaphore, value, timeout_ns); });
}
ss_status semaphore_value(ss_adapter* a, uint32_t semaphore, uint64_t* value) {
    if (!value) return SS_ERROR;
    return guarded(a, "semaphore_value", [&](Adapter& impl) { return impl.semaphore_value(semaphore, *value); });
}
ss_status read(ss_adapter* a, uint32_t queue, const ss_transfer* copy, uint64_t timeout_ns) {
    if (!copy) return SS_ERROR;
    return guarded(a, "read", [&](Adapter& impl) { return impl.read(queue, *copy, timeout_ns); });
}
ss_status write(ss_adapter* a, uint32_t queue, const ss_transfer* copy, uint64_t timeout_ns) {
    if (!copy) return SS_ERROR;
    return guarded(a, "write", [&](Adapter& impl) { return impl.write(queue, *copy, timeout_ns); });
}
ss_status sync(ss_adapter* a, uint32_t queue, uint32_t after) {
    return guarded(a, "sync", [&](Adapter& impl) { return impl.sync(queue, after); });
}
ss_status recover(ss_adapter* a) {
    return guarded(a, "recover", [&](Adapter& impl) { return impl.recover(); });
}

constexpr ss_adapter_api k_api = {
    SS_ADAPTER_ABI_VERSION,
    sizeof(ss_adapter_api),
    create,
    destroy,
    last_error,
    get_info,
    create_queue,
    create_buffer,
    create_host_array,
    create_semaphore,
    submit,
    host_signal,
    host_wait,
    semaphore_value,
    read,
    write,
    sync,
    recover,
    // Unordered queues on in-order cl_command_queues: a barrier orders nothing more (correct, over-ordered).
    SS_CAP_BARRIERS | SS_CAP_OPAQUE_KERNELS | SS_CAP_SERIAL_UNORDERED,
    0,
};

}  // namespace

extern "C" SS_ADAPTER_EXPORT const ss_adapter_api* syncstress_adapter(uint32_t host_abi_version) {
    return SS_ADAPTER_ABI_MAJOR(host_abi_version) == SS_ADAPTER_ABI_MAJOR(SS_ADAPTER_ABI_VERSION) ? &k_api : nullptr;
}
