// The table of ops: one row per thing a scenario can ask for, in the order every layer's variant lists them, so that
// a name, a scenario type and a sync core type are written once and the layers cannot drift apart.
//   - SYNCSTRESS_QUEUE_COMMANDS: what a queue runs. Columns: the name in the scenario format (and in messages), the
//     scenario's type (core/scenario/scenario.h, `Command`), the sync core's (core/sync/commands.h, `QueueOp`; the
//     work rows alone make its `Command`, what a batch holds between its waits and signals).
//   - SYNCSTRESS_STEPS: what a scenario's `steps` hold besides single queue commands (`Step`): the name, the type.
// A variant is made from a table with SYNCSTRESS_VARIANT_OF; the engine's translation from scenario commands to the
// sync core's is checked row by row against the table (core/engine/engine.cpp), and the loader's list of op names
// is the table's. The opaque row is the format's `{"op": "dispatch", "kernel": "opaque"}` (a dispatch whose kernel
// syncstress does not know); messages name it "opaque".
#pragma once

#include <cstddef>
#include <variant>

#define SYNCSTRESS_WORK_COMMANDS(X)                                                                                                        \
    X(fill, Fill, FillCmd)                                                                                                                 \
    X(copy, Copy, CopyCmd)                                                                                                                 \
    X(upload, Upload, UploadCmd)                                                                                                           \
    X(download, Download, DownloadCmd)                                                                                                     \
    X(dispatch, Dispatch, DispatchCmd)                                                                                                     \
    X(delay, Delay, DelayCmd)                                                                                                              \
    X(barrier, Barrier, BarrierCmd)                                                                                                        \
    X(opaque, OpaqueDispatch, OpaqueCmd)

#define SYNCSTRESS_TIMELINE_COMMANDS(X)                                                                                                    \
    X(signal, Signal, SignalOp)                                                                                                            \
    X(wait, Wait, WaitOp)

#define SYNCSTRESS_QUEUE_COMMANDS(X) SYNCSTRESS_WORK_COMMANDS(X) SYNCSTRESS_TIMELINE_COMMANDS(X)

#define SYNCSTRESS_STEPS(X)                                                                                                                \
    X(submit, Submit)                                                                                                                      \
    X(host_fill, HostFill)                                                                                                                 \
    X(write, Write)                                                                                                                        \
    X(read, Read)                                                                                                                          \
    X(sync, Sync)                                                                                                                          \
    X(host_signal, HostSignal)                                                                                                             \
    X(host_wait, HostWait)                                                                                                                 \
    X(sleep, Sleep)                                                                                                                        \
    X(free, Free)                                                                                                                          \
    X(check, Check)

namespace syncstress {

namespace detail {
template <class Void, class... T>
struct VariantOf {
    using type = std::variant<T...>;
};
}  // namespace detail

// std::variant<types of the rows>: a column macro writes ", Type" per row.
#define SYNCSTRESS_VARIANT_OF(TABLE, COLUMN) ::syncstress::detail::VariantOf<void TABLE(COLUMN)>::type
#define SYNCSTRESS_SCENARIO_TYPE_COLUMN(name, scenario_type, ...) , scenario_type
#define SYNCSTRESS_SYNC_TYPE_COLUMN(name, scenario_type, sync_type) , sync_type
#define SYNCSTRESS_STEP_TYPE_COLUMN(name, step_type) , step_type

#define SYNCSTRESS_OP_NAME(name, ...) #name,
// The names of the queue commands and of the steps, in the tables' order: a variant's index() picks its name.
inline constexpr const char* k_queue_command_names[] = {SYNCSTRESS_QUEUE_COMMANDS(SYNCSTRESS_OP_NAME)};
inline constexpr const char* k_step_names[] = {SYNCSTRESS_STEPS(SYNCSTRESS_OP_NAME)};
#undef SYNCSTRESS_OP_NAME

}  // namespace syncstress
