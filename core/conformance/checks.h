// The checks of each file of core/conformance, in the order all_checks() lists them. Internal to core/conformance.
#pragma once

#include "core/conformance/conformance.h"

#include <string>
#include <vector>

namespace syncstress::conformance {

std::vector<Check> data_checks();      // checks_data.cpp: info, memory, transfers, kernels, delays, order
std::vector<Check> timeline_checks();  // checks_timelines.cpp: batches, waits and signals across queues
std::vector<Check> host_checks();      // checks_host.cpp: host semaphores and host arrays, ids, sides, refusals
std::vector<Check> prepared_checks();  // checks_prepared.cpp: Backend::prepare
std::vector<Check> device_checks();    // checks_device.cpp: through sync::Device, read/write/sync
std::vector<Check> recovery_checks();  // checks_recovery.cpp: a wait nobody signals, recover, destroy
std::vector<Check> barrier_checks();   // checks_barriers.cpp: unordered queues and their barriers
std::vector<Check> opaque_checks();    // checks_opaque.cpp: opaque kernels

// `what` on queues of each side: "what (device-side queues)", then "what (cuda-side queues)".
void add_sided(std::vector<Check>& checks, const std::string& what, void (*run)(Rig&), CheckInfo info = {});

}  // namespace syncstress::conformance
