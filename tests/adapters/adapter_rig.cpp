#include "tests/adapters/adapter_rig.h"

#include "core/platform/library.h"

namespace syncstress::testing {

ss_adapter_entry_fn load_entry(const char* path, std::string& error) {
    // Loaded as syncstress loads an adapter (core/platform/library.h).
    std::string why;
    const platform::Library library = platform::load_library(path, why);
    auto entry = reinterpret_cast<ss_adapter_entry_fn>(platform::library_symbol(library, SS_ADAPTER_ENTRY_NAME));
    if (library.handle && !entry) why = "no " SS_ADAPTER_ENTRY_NAME;
    if (!entry) {
        error = std::string(path) + ": " + why;
        return nullptr;
    }
    return entry;
}

const ss_adapter_api* load_adapter(const char* path, std::string& error) {
    const ss_adapter_entry_fn entry = load_entry(path, error);
    if (!entry) return nullptr;
    const ss_adapter_api* api = entry(SS_ADAPTER_ABI_VERSION);
    if (!api) error = std::string(path) + ": the adapter does not speak this ABI version";
    return api;
}

AdapterRig::AdapterRig(const char* path, const char* required_by, std::vector<std::pair<std::string, std::string>> options) {
    std::string error;
    api = load_adapter(path, error);
    REQUIRE_MESSAGE(api != nullptr, error);
    std::vector<ss_option> table;
    for (auto& [key, value] : options) table.push_back({key.c_str(), value.c_str()});
    char message[1024] = "";
    const ss_status status = api->create(table.data(), table.size(), &adapter, message, sizeof message);
    if (status == SS_OK) return;
    adapter = nullptr;
    // Only a machine without any OpenCL platform may skip: every other failure is the adapter's.
    const std::string text = message;
    if (text.rfind("no OpenCL platform", 0) == 0) {
        skip(required_by, text);
        return;
    }
    FAIL("create failed with status ", status, ": ", text);
}

AdapterRig::~AdapterRig() { destroy(); }

void AdapterRig::destroy() {
    if (adapter) api->destroy(adapter);
    adapter = nullptr;
}

uint32_t AdapterRig::queue() {
    ok(api->create_queue(adapter, queues_, SS_SIDE_DEVICE, "q"));
    return queues_++;
}
uint32_t AdapterRig::buffer(uint64_t elements, uint32_t memory) {
    ok(api->create_buffer(adapter, buffers_, elements, memory, SS_SIDE_DEVICE));
    return buffers_++;
}
uint32_t AdapterRig::host_array(std::vector<uint32_t>& data) {
    ok(api->create_host_array(adapter, host_arrays_, data.data(), data.size()));
    return host_arrays_++;
}
uint32_t AdapterRig::semaphore(uint64_t initial) {
    ok(api->create_semaphore(adapter, semaphores_, initial));
    return semaphores_++;
}
ss_status AdapterRig::submit(uint32_t queue, std::initializer_list<ss_command> commands, uint32_t flags) const {
    return api->submit(adapter, queue, commands.begin(), commands.size(), flags);
}

}  // namespace syncstress::testing
