#include "core/backends/vulkan/vulkan_device.h"

#include "core/backends/vulkan/vulkan_backend.h"
#include "core/common/startup_trace.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <mutex>

namespace syncstress::backends {
namespace vk {
namespace {

constexpr const char* k_validation_layer = "VK_LAYER_KHRONOS_validation";
// More hardware queues than this add nothing: scenarios name a handful of queues.
constexpr uint32_t k_max_hardware_queues = 16;

thread_local bool t_recovery_calls = false;  // see RecoveryCalls

VKAPI_ATTR VkBool32 VKAPI_CALL collect_message(VkDebugUtilsMessageSeverityFlagBitsEXT, VkDebugUtilsMessageTypeFlagsEXT,
                                               const VkDebugUtilsMessengerCallbackDataEXT* data, void* user) {
    auto* log = static_cast<MessageLog*>(user);
    std::string text = t_recovery_calls ? std::string(sync::k_recovery_message) : std::string();
    text += data->pMessageIdName != nullptr ? std::string(data->pMessageIdName) + ": " : std::string();
    text += data->pMessage != nullptr ? data->pMessage : "";
    std::lock_guard lock(log->mutex);
    log->messages.push_back(std::move(text));
    return VK_FALSE;
}

VkDebugUtilsMessengerCreateInfoEXT messenger_info(MessageLog* log) {
    VkDebugUtilsMessengerCreateInfoEXT info{VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT};
    info.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
    info.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT |
                       VK_DEBUG_UTILS_MESSAGE_TYPE_PERFORMANCE_BIT_EXT;
    info.pfnUserCallback = collect_message;
    info.pUserData = log;
    return info;
}

bool has_extension(const std::vector<VkExtensionProperties>& extensions, const char* name) {
    return std::any_of(extensions.begin(), extensions.end(),
                       [&](const VkExtensionProperties& e) { return std::strcmp(e.extensionName, name) == 0; });
}

Result<std::vector<VkExtensionProperties>> instance_extensions(const Api& api, const char* layer) {
    uint32_t count = 0;
    VkResult r = api.vkEnumerateInstanceExtensionProperties(layer, &count, nullptr);
    if (r != VK_SUCCESS) return vk_error("vkEnumerateInstanceExtensionProperties", r, "instance creation");
    std::vector<VkExtensionProperties> extensions(count);
    r = api.vkEnumerateInstanceExtensionProperties(layer, &count, extensions.data());
    if (r != VK_SUCCESS && r != VK_INCOMPLETE) return vk_error("vkEnumerateInstanceExtensionProperties", r, "instance creation");
    extensions.resize(count);
    return extensions;
}

// The loader unloads a driver with the last instance that uses it, and loading it again is not free: NVIDIA's
// driver fails to load after about 30 rounds in one process (vkCreateInstance then finds no driver), and
// lavapipe brings LLVM back each time. One instance, created once and never destroyed, keeps drivers loaded.
void keep_drivers_loaded(const Api& api) {
    static VkInstance anchor = VK_NULL_HANDLE;  // static: a leak checker sees it as reachable, which it is
    static std::once_flag once;
    std::call_once(once, [&] {
        VkApplicationInfo app{VK_STRUCTURE_TYPE_APPLICATION_INFO};
        app.pApplicationName = "syncstress (keeps Vulkan drivers loaded)";
        app.apiVersion = VK_API_VERSION_1_2;
        VkInstanceCreateInfo info{VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO};
        info.pApplicationInfo = &app;
        if (api.vkCreateInstance(&info, nullptr, &anchor) != VK_SUCCESS) anchor = VK_NULL_HANDLE;  // the real one will say why
    });
}

// The validation layer and the extensions its synchronization validation needs, or why they are missing.
Status add_validation_layer(Context& c, std::vector<const char*>& layers, std::vector<const char*>& extensions) {
    uint32_t count = 0;
    VkResult r = c.api.vkEnumerateInstanceLayerProperties(&count, nullptr);
    if (r != VK_SUCCESS) return vk_error("vkEnumerateInstanceLayerProperties", r, "instance creation");
    std::vector<VkLayerProperties> available(count);
    r = c.api.vkEnumerateInstanceLayerProperties(&count, available.data());
    if (r != VK_SUCCESS && r != VK_INCOMPLETE) return vk_error("vkEnumerateInstanceLayerProperties", r, "instance creation");
    available.resize(count);
    bool found = std::any_of(available.begin(), available.end(),
                             [](const VkLayerProperties& l) { return std::strcmp(l.layerName, k_validation_layer) == 0; });
    if (!found)
        return make_error("vulkan: validation was asked for but the layer VK_LAYER_KHRONOS_validation is not installed: "
                          "install vulkan-validationlayers",
                          ErrorKind::backend_unavailable);
    layers.push_back(k_validation_layer);

    auto global = instance_extensions(c.api, nullptr);
    if (!global) return global.error();
    auto from_layer = instance_extensions(c.api, k_validation_layer);
    if (!from_layer) return from_layer.error();
    auto available_anywhere = [&](const char* name) { return has_extension(*global, name) || has_extension(*from_layer, name); };
    if (!available_anywhere(VK_EXT_DEBUG_UTILS_EXTENSION_NAME))
        return make_error("vulkan: validation needs VK_EXT_debug_utils, which neither the loader nor the layer offers",
                          ErrorKind::backend_unavailable);
    extensions.push_back(VK_EXT_DEBUG_UTILS_EXTENSION_NAME);
    if (!available_anywhere(VK_EXT_VALIDATION_FEATURES_EXTENSION_NAME))
        return make_error("vulkan: the validation layer lacks VK_EXT_validation_features (needed for synchronization "
                          "validation): install a newer vulkan-validationlayers",
                          ErrorKind::backend_unavailable);
    extensions.push_back(VK_EXT_VALIDATION_FEATURES_EXTENSION_NAME);
    return {};
}

Status create_instance(Context& c) {
    SYNCSTRESS_TRY(load_global(c.api));
    uint32_t loader_version = 0;
    VkResult r = c.api.vkEnumerateInstanceVersion(&loader_version);
    if (r != VK_SUCCESS) return vk_error("vkEnumerateInstanceVersion", r, "instance creation");
    if (loader_version < VK_API_VERSION_1_2)
        return make_error("the Vulkan loader is version " + version_string(loader_version) + "; Vulkan 1.2 is needed",
                          ErrorKind::backend_unavailable);
    startup_trace::mark("vulkan: loader loaded");
    keep_drivers_loaded(c.api);
    startup_trace::mark("vulkan: anchor instance (drivers loaded)");

    std::vector<const char*> layers;
    std::vector<const char*> extensions;
    const bool validate = c.config.validate;
    VkValidationFeatureEnableEXT enabled_features[] = {VK_VALIDATION_FEATURE_ENABLE_SYNCHRONIZATION_VALIDATION_EXT};
    VkValidationFeaturesEXT validation_features{VK_STRUCTURE_TYPE_VALIDATION_FEATURES_EXT};
    VkDebugUtilsMessengerCreateInfoEXT messenger = messenger_info(c.log.get());
    const void* next = nullptr;
    if (validate) {
        SYNCSTRESS_TRY(add_validation_layer(c, layers, extensions));

        // The messenger in pNext also collects what instance creation itself reports.
        validation_features.enabledValidationFeatureCount = 1;
        validation_features.pEnabledValidationFeatures = enabled_features;
        validation_features.pNext = &messenger;
        next = &validation_features;
    }

    VkApplicationInfo app{VK_STRUCTURE_TYPE_APPLICATION_INFO};
    app.pApplicationName = "syncstress";
    app.pEngineName = "syncstress";
    app.apiVersion = loader_version >= VK_API_VERSION_1_3 ? VK_API_VERSION_1_3 : VK_API_VERSION_1_2;
    VkInstanceCreateInfo info{VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO};
    info.pNext = next;
    info.pApplicationInfo = &app;
    info.enabledLayerCount = static_cast<uint32_t>(layers.size());
    info.ppEnabledLayerNames = layers.data();
    info.enabledExtensionCount = static_cast<uint32_t>(extensions.size());
    info.ppEnabledExtensionNames = extensions.data();
    r = c.api.vkCreateInstance(&info, nullptr, &c.instance);
    if (r == VK_ERROR_INCOMPATIBLE_DRIVER)
        return make_error("no Vulkan device: install mesa-vulkan-drivers (vkCreateInstance found no driver it could load; "
                          "VK_LOADER_DEBUG=driver shows why, e.g. NVIDIA's needs libEGL.so.1 of libegl1)",
                          ErrorKind::backend_unavailable);
    if (r != VK_SUCCESS) return vk_error("vkCreateInstance", r, "instance creation");
    startup_trace::mark("vulkan: instance");
    SYNCSTRESS_TRY(load_instance(c.api, c.instance, validate));
    if (validate) {
        r = c.api.vkCreateDebugUtilsMessengerEXT(c.instance, &messenger, nullptr, &c.messenger);
        if (r != VK_SUCCESS) return vk_error("vkCreateDebugUtilsMessengerEXT", r, "instance creation");
    }
    return {};
}

int type_rank(VkPhysicalDeviceType type) {
    switch (type) {
    case VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU: return 4;
    case VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU: return 3;
    case VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU: return 2;
    case VK_PHYSICAL_DEVICE_TYPE_CPU: return 1;
    default: return 0;
    }
}

// Every physical device, in the loader's order.
Result<std::vector<VkPhysicalDevice>> physical_devices(const Context& c) {
    uint32_t count = 0;
    VkResult r = c.api.vkEnumeratePhysicalDevices(c.instance, &count, nullptr);
    if (r != VK_SUCCESS) return vk_error("vkEnumeratePhysicalDevices", r, "device choice");
    std::vector<VkPhysicalDevice> devices(count);
    r = c.api.vkEnumeratePhysicalDevices(c.instance, &count, devices.data());
    if (r != VK_SUCCESS && r != VK_INCOMPLETE) return vk_error("vkEnumeratePhysicalDevices", r, "device choice");
    devices.resize(count);
    return devices;
}

// A device as --device and `backends` see it: its name, its UUID (Vulkan 1.1 and later) and why the backend cannot
// use it (older than Vulkan 1.2, no timeline semaphores).
sync::DeviceEntry device_entry(const Context& c, VkPhysicalDevice device) {
    VkPhysicalDeviceProperties props{};
    c.api.vkGetPhysicalDeviceProperties(device, &props);
    sync::DeviceEntry entry;
    entry.name = props.deviceName;
    if (props.apiVersion >= VK_API_VERSION_1_1) {
        VkPhysicalDeviceIDProperties id{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ID_PROPERTIES};
        VkPhysicalDeviceProperties2 props2{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2, &id};
        c.api.vkGetPhysicalDeviceProperties2(device, &props2);
        std::memcpy(entry.uuid.data(), id.deviceUUID, entry.uuid.size());
    }
    if (props.apiVersion < VK_API_VERSION_1_2) {
        entry.why_not = "Vulkan " + version_string(props.apiVersion);
    } else {
        VkPhysicalDeviceVulkan12Features features12{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES};
        VkPhysicalDeviceFeatures2 features{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2, &features12};
        c.api.vkGetPhysicalDeviceFeatures2(device, &features);
        if (!features12.timelineSemaphore) entry.why_not = "no timelineSemaphore";
    }
    return entry;
}

// The device --device names, or the most capable usable one (discrete before integrated before virtual before CPU).
Result<VkPhysicalDevice> pick_physical_device(const Context& c) {
    auto devices = physical_devices(c);
    if (!devices) return devices.error();
    if (devices->empty()) return make_error("no Vulkan device: install mesa-vulkan-drivers", ErrorKind::backend_unavailable);
    std::vector<sync::DeviceEntry> entries;
    for (VkPhysicalDevice device : *devices) entries.push_back(device_entry(c, device));
    if (!c.config.device.empty()) {
        auto chosen = sync::choose_device(c.config.device, entries, "Vulkan");
        if (!chosen) return chosen.error();
        return (*devices)[*chosen];
    }
    std::string rejected;
    int best_rank = -1;
    VkPhysicalDevice best = VK_NULL_HANDLE;
    for (size_t i = 0; i < devices->size(); ++i) {
        if (!entries[i].why_not.empty()) {
            rejected += std::string(rejected.empty() ? "" : "; ") + entries[i].name + ": " + entries[i].why_not;
            continue;
        }
        VkPhysicalDeviceProperties props{};
        c.api.vkGetPhysicalDeviceProperties((*devices)[i], &props);
        if (type_rank(props.deviceType) > best_rank) {
            best_rank = type_rank(props.deviceType);
            best = (*devices)[i];
        }
    }
    if (best == VK_NULL_HANDLE)
        return make_error("no Vulkan 1.2 device with timeline semaphores (" + rejected + ")", ErrorKind::backend_unavailable);
    return best;
}

Status choose_physical_device(Context& c) {
    auto physical = pick_physical_device(c);
    if (!physical) return physical.error();
    c.physical = *physical;
    c.api.vkGetPhysicalDeviceProperties(c.physical, &c.properties);
    c.cpu_device = c.properties.deviceType == VK_PHYSICAL_DEVICE_TYPE_CPU;
    c.api.vkGetPhysicalDeviceMemoryProperties(c.physical, &c.memory);

    VkPhysicalDeviceDriverProperties driver{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DRIVER_PROPERTIES};
    VkPhysicalDeviceIDProperties id{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ID_PROPERTIES, &driver};
    VkPhysicalDeviceProperties2 props2{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2, &id};
    c.api.vkGetPhysicalDeviceProperties2(c.physical, &props2);
    std::memcpy(c.device_uuid.data(), id.deviceUUID, c.device_uuid.size());
    c.device_name = c.properties.deviceName;
    c.driver = driver.driverName;
    if (driver.driverInfo[0] != '\0') c.driver += std::string(c.driver.empty() ? "" : " ") + driver.driverInfo;
    c.api_version = "Vulkan " + version_string(c.properties.apiVersion);
    c.driver_id = driver.driverID;
    return {};
}

// The hardware queues a device of `config` gets on a family of `family` queues.
uint32_t queues_for(const DeviceConfig& config, uint32_t family) {
    const uint32_t most = std::min(family, k_max_hardware_queues);
    return config.queues == 0 ? most : std::min(config.queues, most);
}

Status create_device(Context& c) {
    uint32_t family_count = 0;
    c.api.vkGetPhysicalDeviceQueueFamilyProperties(c.physical, &family_count, nullptr);
    std::vector<VkQueueFamilyProperties> families(family_count);
    c.api.vkGetPhysicalDeviceQueueFamilyProperties(c.physical, &family_count, families.data());
    // The compute-capable family with the most queues, so that scenario queues get distinct hardware queues.
    std::optional<uint32_t> chosen;
    for (uint32_t f = 0; f < family_count; ++f) {
        if ((families[f].queueFlags & VK_QUEUE_COMPUTE_BIT) == 0 || families[f].queueCount == 0) continue;
        if (!chosen || families[f].queueCount > families[*chosen].queueCount) chosen = f;
    }
    if (!chosen) return make_error("vulkan: " + c.device_name + " has no compute queue family", ErrorKind::backend_unavailable);
    c.queue_family = *chosen;
    c.family_queue_count = families[*chosen].queueCount;
    const uint32_t queue_count = queues_for(c.config, c.family_queue_count);

    std::vector<const char*> extensions;
    if (c.config.export_memory || c.config.export_semaphores) {
        uint32_t count = 0;
        VkResult r = c.api.vkEnumerateDeviceExtensionProperties(c.physical, nullptr, &count, nullptr);
        if (r != VK_SUCCESS) return vk_error("vkEnumerateDeviceExtensionProperties", r, "device creation");
        std::vector<VkExtensionProperties> available(count);
        r = c.api.vkEnumerateDeviceExtensionProperties(c.physical, nullptr, &count, available.data());
        if (r != VK_SUCCESS && r != VK_INCOMPLETE) return vk_error("vkEnumerateDeviceExtensionProperties", r, "device creation");
        available.resize(count);
        std::string missing;
        auto want = [&](bool wanted, const char* name) {
            if (!wanted) return;
            if (has_extension(available, name))
                extensions.push_back(name);
            else
                missing += std::string(missing.empty() ? "" : ", ") + name;
        };
        want(c.config.export_memory, memory_export_extension());
        want(c.config.export_semaphores, semaphore_export_extension());
        if (!missing.empty())
            return make_error("vulkan: " + c.device_name + " (" + c.driver + ") lacks " + missing +
                                  ", needed to share memory and semaphores with CUDA",
                              ErrorKind::backend_unavailable);
    }

    std::vector<float> priorities(queue_count, 1.0f);
    VkDeviceQueueCreateInfo queue_info{VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO};
    queue_info.queueFamilyIndex = c.queue_family;
    queue_info.queueCount = queue_count;
    queue_info.pQueuePriorities = priorities.data();
    VkPhysicalDeviceVulkan12Features features12{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES};
    features12.timelineSemaphore = VK_TRUE;
    VkDeviceCreateInfo info{VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO, &features12};
    info.queueCreateInfoCount = 1;
    info.pQueueCreateInfos = &queue_info;
    info.enabledExtensionCount = static_cast<uint32_t>(extensions.size());
    info.ppEnabledExtensionNames = extensions.data();
    VkResult r = c.api.vkCreateDevice(c.physical, &info, nullptr, &c.device);
    if (r != VK_SUCCESS) return vk_error("vkCreateDevice", r, "device creation on " + c.device_name);
    startup_trace::mark("vulkan: device");
    SYNCSTRESS_TRY(load_device(c.api, c.device, c.config.export_memory, c.config.export_semaphores));
    c.queues.resize(queue_count);
    for (uint32_t q = 0; q < queue_count; ++q) c.api.vkGetDeviceQueue(c.device, c.queue_family, q, &c.queues[q]);
    return {};
}

bool same_flags(const DeviceConfig& a, const DeviceConfig& b) {
    return a.validate == b.validate && a.export_memory == b.export_memory && a.export_semaphores == b.export_semaphores &&
           a.device == b.device;
}

// Whether a kept context serves `config`: the same flags, and at least the queues it asks for.
bool serves(const Context& kept, const DeviceConfig& config) {
    return same_flags(kept.config, config) && kept.queues.size() >= queues_for(config, kept.family_queue_count);
}

constexpr std::string_view k_kept_owner = "vulkan";

// A context kept for the run: its device and instance destroyed when the store lets it go.
sync::KeptDevices::Item keepable(std::unique_ptr<Context> context) {
    return sync::KeptDevices::Item(context.release(), [](void* p) {
        auto* c = static_cast<Context*>(p);
        destroy_context(*c);
        delete c;
    });
}

// A kept context, taken out of its Item (whose deleter is left nothing to destroy).
std::unique_ptr<Context> unkept(const sync::KeptDevices::Item& item) {
    auto* kept = static_cast<Context*>(item.get());
    auto context = std::make_unique<Context>(std::move(*kept));
    kept->instance = VK_NULL_HANDLE;
    kept->messenger = VK_NULL_HANDLE;
    kept->device = VK_NULL_HANDLE;
    return context;
}

}  // namespace

RecoveryCalls::RecoveryCalls() { t_recovery_calls = true; }
RecoveryCalls::~RecoveryCalls() { t_recovery_calls = false; }

std::string version_string(uint32_t version) {
    return std::to_string(VK_API_VERSION_MAJOR(version)) + "." + std::to_string(VK_API_VERSION_MINOR(version)) + "." +
           std::to_string(VK_API_VERSION_PATCH(version));
}

Result<VkSemaphore> create_timeline(const Context& c, uint64_t initial, bool exportable, const std::string& op) {
    ExportDetails export_details;
    VkExportSemaphoreCreateInfo export_info{VK_STRUCTURE_TYPE_EXPORT_SEMAPHORE_CREATE_INFO, export_details.chain_semaphore(nullptr)};
    export_info.handleTypes = semaphore_handle_type();
    VkSemaphoreTypeCreateInfo type{VK_STRUCTURE_TYPE_SEMAPHORE_TYPE_CREATE_INFO, exportable ? &export_info : nullptr};
    type.semaphoreType = VK_SEMAPHORE_TYPE_TIMELINE;
    type.initialValue = initial;
    VkSemaphoreCreateInfo info{VK_STRUCTURE_TYPE_SEMAPHORE_CREATE_INFO, &type};
    VkSemaphore semaphore = VK_NULL_HANDLE;
    VkResult r = c.api.vkCreateSemaphore(c.device, &info, nullptr, &semaphore);
    if (r != VK_SUCCESS) return vk_error("vkCreateSemaphore", r, op);
    return semaphore;
}

uint32_t hardware_queue_capacity(const Context& c) { return queues_for({}, c.family_queue_count); }

Status describe_device(const DeviceConfig& config, Context& context) {
    context.config = config;
    SYNCSTRESS_TRY(create_instance(context));
    return choose_physical_device(context);
}

Result<std::unique_ptr<Context>> create_context(const DeviceConfig& config, sync::KeptDevices* kept) {
    auto fits = [&](const void* p) { return serves(*static_cast<const Context*>(p), config); };
    if (auto item = kept ? kept->take(k_kept_owner, fits) : nullptr) {
        auto spare = unkept(item);
        std::lock_guard lock(spare->log->mutex);
        spare->log->messages.clear();  // the last user's
        return spare;
    }
    auto context = std::make_unique<Context>();
    context->config = config;
    Status status = create_instance(*context);
    if (status) status = choose_physical_device(*context);
    if (status) status = create_device(*context);
    if (!status) {
        destroy_context(*context);
        return status.error();
    }
    return context;
}

void destroy_context(Context& c) {
    if (c.device != VK_NULL_HANDLE && c.api.vkDestroyDevice != nullptr) c.api.vkDestroyDevice(c.device, nullptr);
    c.device = VK_NULL_HANDLE;
    if (c.messenger != VK_NULL_HANDLE) c.api.vkDestroyDebugUtilsMessengerEXT(c.instance, c.messenger, nullptr);
    c.messenger = VK_NULL_HANDLE;
    if (c.instance != VK_NULL_HANDLE && c.api.vkDestroyInstance != nullptr) c.api.vkDestroyInstance(c.instance, nullptr);
    c.instance = VK_NULL_HANDLE;
}

void release_context(Context& c, sync::KeptDevices* kept) {
    if (c.device == VK_NULL_HANDLE || kept == nullptr) {
        destroy_context(c);
        return;
    }
    auto context = std::make_unique<Context>(std::move(c));
    c.instance = VK_NULL_HANDLE;
    c.messenger = VK_NULL_HANDLE;
    c.device = VK_NULL_HANDLE;
    c.queues.clear();
    // One context is kept per set of flags: the one with more queues, which serves every config the other does.
    const DeviceConfig flags = context->config;
    if (auto other = kept->take(k_kept_owner, [&](const void* p) { return same_flags(static_cast<const Context*>(p)->config, flags); })) {
        if (static_cast<const Context*>(other.get())->queues.size() >= context->queues.size()) {
            kept->keep(k_kept_owner, std::move(other));
            destroy_context(*context);
            return;
        }
    }
    kept->keep(k_kept_owner, keepable(std::move(context)));
}

std::optional<uint32_t> find_memory_type(const Context& c, uint32_t type_bits, VkMemoryPropertyFlags required,
                                         VkMemoryPropertyFlags preferred, VkMemoryPropertyFlags avoided) {
    std::optional<uint32_t> best;
    int best_score = -1;
    for (uint32_t t = 0; t < c.memory.memoryTypeCount; ++t) {
        if ((type_bits & (1u << t)) == 0) continue;
        VkMemoryPropertyFlags flags = c.memory.memoryTypes[t].propertyFlags;
        if ((flags & required) != required) continue;
        int score = ((flags & preferred) == preferred ? 2 : 0) + ((flags & avoided) == 0 ? 1 : 0);
        if (score > best_score) {
            best_score = score;
            best = t;
        }
    }
    return best;
}

}  // namespace vk

namespace {

// The preferred device, described once per process: the instance and the device's properties only. The device is
// created with the queues a run needs (DeviceConfig::queues), by the backend, and a driver that cannot make one says
// so there.
struct Described {
    sync::Availability availability;
    std::array<uint8_t, 16> uuid{};
};

Described described_device(std::string_view spec) {
    static sync::PerDevice<Described> cache;
    return cache.get(spec, [&] {
        Described d;
        vk::Context context;
        vk::DeviceConfig config;
        config.device = std::string(spec);
        const Status status = vk::describe_device(config, context);
        if (status) {
            d.availability = {true, "", context.device_name, context.driver, context.api_version};
            d.uuid = context.device_uuid;
        } else {
            d.availability.reason = status.error().message;
        }
        vk::destroy_context(context);  // the drivers stay loaded (keep_drivers_loaded)
        return d;
    });
}

}  // namespace

sync::Availability probe_vulkan(std::string_view device) { return described_device(device).availability; }

Result<std::array<uint8_t, 16>> vulkan_device_uuid(std::string_view device) {
    const Described d = described_device(device);
    if (!d.availability.available) return make_error(d.availability.reason, ErrorKind::backend_unavailable);
    return d.uuid;
}

Result<std::vector<sync::DeviceEntry>> vulkan_devices() {
    vk::Context context;
    Status status = vk::create_instance(context);
    std::vector<sync::DeviceEntry> entries;
    if (status) {
        auto devices = vk::physical_devices(context);
        if (devices)
            for (VkPhysicalDevice device : *devices) entries.push_back(vk::device_entry(context, device));
        else
            status = devices.error();
    }
    vk::destroy_context(context);
    if (!status) return status.error();
    return entries;
}

}  // namespace syncstress::backends
