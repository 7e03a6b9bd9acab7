/* syncstress runtime adapter ABI.
 *
 * An adapter puts a runtime under test: syncstress runs its scenarios through the runtime's own queues, copies,
 * kernels, semaphores and host paths, and checks every result against its reference model. An adapter is a shared
 * library (.so, .dll) that exports one C function, `syncstress_adapter`, which returns a table of functions. The
 * table says which ABI version it was built for; syncstress refuses a table of another major version.
 *
 *   syncstress run scenarios/ --backend adapter:./libmyruntime_adapter.so --adapter-option device=1
 *
 * Everything across this interface is C: fixed-width integers, plain structs, NUL-terminated UTF-8 strings.
 * docs/adapters.md is the guide and the reference; adapters/opencl is a complete adapter.
 *
 * Threading: syncstress calls an adapter from one host thread at a time. The runtime may run threads of its own.
 * Ids: queues, buffers, host arrays and semaphores are numbered by syncstress, densely from 0 per kind, in creation
 * order. Sizes and offsets are in elements of 32 bits.
 */
#ifndef SYNCSTRESS_ADAPTER_H
#define SYNCSTRESS_ADAPTER_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Major version in the high 16 bits, minor in the low: a minor version only adds to the end of structs. 1.1 added
 * the barrier command (SS_CMD_BARRIER, ss_barrier), SS_SUBMIT_QUEUE_UNORDERED, the opaque kernel command (SS_CMD_OPAQUE,
 * ss_opaque), and the table's capabilities (SS_CAP_*); a 1.0 adapter runs unchanged, and syncstress skips the
 * scenarios that need barriers or opaque kernels on it. */
#define SS_ADAPTER_ABI_VERSION ((1u << 16) | 1u)
#define SS_ADAPTER_ABI_MAJOR(v) ((v) >> 16)
#define SS_ADAPTER_ABI_MINOR(v) ((v)&0xffffu)

#if defined(_WIN32)
#define SS_ADAPTER_EXPORT __declspec(dllexport)
#else
#define SS_ADAPTER_EXPORT __attribute__((visibility("default")))
#endif

/* Every call returns one of these. On any but SS_OK and SS_TIMEOUT, last_error() says what went wrong. */
typedef enum ss_status {
    SS_OK = 0,
    SS_TIMEOUT = 1,     /* host_wait, read, write: the timeout passed first; nothing was undone */
    SS_ERROR = 2,       /* the call failed; the adapter can go on */
    SS_UNSUPPORTED = 3, /* the adapter does not implement what was asked */
    SS_DEVICE_LOST = 4  /* the runtime cannot go on: syncstress stops using this adapter */
} ss_status;

typedef enum ss_side {
    SS_SIDE_DEVICE = 0, /* a graphics/compute queue: Vulkan, D3D12, Metal, OpenCL */
    SS_SIDE_CUDA = 1    /* a CUDA stream */
} ss_side;

typedef enum ss_memory {
    SS_MEMORY_DEVICE = 0,       /* device-local */
    SS_MEMORY_HOST_VISIBLE = 1, /* device memory the host can map */
    SS_MEMORY_SHARED = 2        /* shared with the other side (external memory) */
} ss_memory;

/* The six kernels, element-wise over [offset, offset + count), u32 arithmetic that wraps; i is the element's index
 * in the buffer. docs/adapters.md gives them in C. */
typedef enum ss_kernel {
    SS_KERNEL_SEQ = 0,   /* dst[i] = p0 + i * p1 */
    SS_KERNEL_HASH = 1,  /* dst[i] = hash32(p0, i) */
    SS_KERNEL_ADD = 2,   /* dst[i] = a[i] + b[i] */
    SS_KERNEL_SCALE = 3, /* dst[i] = a[i] * p0 */
    SS_KERNEL_INC = 4,   /* dst[i] = dst[i] + p0 */
    SS_KERNEL_COPY = 5   /* dst[i] = a[i] */
} ss_kernel;
#define SS_KERNEL_COUNT 6

/* A queue command, in the scenario format's vocabulary and order. */
typedef enum ss_command_kind {
    SS_CMD_FILL = 0,
    SS_CMD_COPY = 1,
    SS_CMD_UPLOAD = 2,   /* host array -> buffer: reads the host array when the command executes */
    SS_CMD_DOWNLOAD = 3, /* buffer -> host array: writes the host array when the command executes */
    SS_CMD_DISPATCH = 4,
    SS_CMD_DELAY = 5,   /* the queue is busy this long (a device-side spin) */
    SS_CMD_SIGNAL = 6,  /* the semaphore takes `value` once everything before it on the queue has finished */
    SS_CMD_WAIT = 7,    /* nothing after it on the queue starts before the semaphore reaches `value` */
    SS_CMD_BARRIER = 8, /* 1.1: a pipeline barrier of an unordered queue (ss_barrier); given only to an adapter that
                           declares SS_CAP_BARRIERS */
    SS_CMD_OPAQUE = 9   /* 1.1: an opaque kernel (ss_opaque); given only to an adapter that declares SS_CAP_OPAQUE_KERNELS */
} ss_command_kind;
#define SS_CMD_COUNT 10

typedef struct ss_fill {
    uint32_t dst;
    uint32_t value;
    uint64_t offset, count;
} ss_fill;
/* copy: buffer -> buffer; upload: host array `src` -> buffer `dst`; download: buffer `src` -> host array `dst`. */
typedef struct ss_transfer {
    uint32_t src, dst;
    uint64_t src_offset, dst_offset, count;
} ss_transfer;
/* `a` and `b` name buffers only for the kernels that read them (add: both; scale, copy: a); otherwise they hold
 * any value and must not be looked up. */
typedef struct ss_dispatch {
    uint32_t kernel, dst, a, b;
    uint64_t offset, count;
    uint32_t p0, p1;
} ss_dispatch;
typedef struct ss_delay {
    uint32_t microseconds;
} ss_delay;
typedef struct ss_timeline {
    uint32_t semaphore;
    uint32_t reserved;
    uint64_t value;
} ss_timeline;

/* 1.1. Pipeline stages (bits of ss_barrier's src_stages, dst_stages): every command runs in one. */
#define SS_STAGE_TRANSFER 1u /* fill, copy, upload, download */
#define SS_STAGE_COMPUTE 2u  /* dispatch, delay */
/* Access classes (bits of ss_barrier's src_access, dst_access): a stage and a direction. */
#define SS_ACCESS_TRANSFER_READ 1u
#define SS_ACCESS_TRANSFER_WRITE 2u
#define SS_ACCESS_COMPUTE_READ 4u
#define SS_ACCESS_COMPUTE_WRITE 8u
/* ss_barrier.buffer of a barrier over all memory. */
#define SS_BARRIER_ALL_MEMORY 0xffffffffu

/* 1.1. A barrier of an unordered queue (docs/SCENARIO-FORMAT.md, "Unordered queues and barriers"): every earlier
 * command of the queue in a `src_stages` stage finishes before any later one in a `dst_stages` stage starts (an
 * execution dependency), and the writes of the `src_access` classes are made visible to the `dst_access` classes (a
 * memory dependency) for elements [offset, offset + count) of `buffer`, or for all memory when `buffer` is
 * SS_BARRIER_ALL_MEMORY (offset and count are then 0). Earlier and later reach across submissions of the queue.
 * Doing more than it asks (a full barrier, a queue that runs in order anyway) is correct, only over-ordered. */
typedef struct ss_barrier {
    uint32_t src_stages, dst_stages; /* SS_STAGE_* bits */
    uint32_t src_access, dst_access; /* SS_ACCESS_* bits; each of a stage of its scope; 0: no memory dependency */
    uint32_t buffer;                 /* a buffer id, or SS_BARRIER_ALL_MEMORY */
    uint32_t reserved;
    uint64_t offset, count;
} ss_barrier;

/* 1.1. A buffer range of an opaque kernel. */
typedef struct ss_range {
    uint32_t buffer;
    uint32_t reserved;
    uint64_t offset, count;
} ss_range;
/* 1.1. An opaque kernel (docs/SCENARIO-FORMAT.md, "Opaque kernels"): a captured program's kernel, known by the ranges
 * it reads and writes. `ranges` holds `read_count` read ranges, then `write_count` write ranges (each at most
 * SS_OPAQUE_MAX_RANGES; at least one write), valid until submit() returns. Element i of write range w is
 *   h = opaque_start(id, w, i); for each read range r, in order, with count > i: h = opaque_mix(h, r, element i of r);
 *   element = h ? h : 1
 * where opaque_start(id, w, i) = hash32(lowbias32(id) ^ (w * 0x9e3779b9), i) and opaque_mix(h, r, v) =
 * lowbias32((h ^ r) + v), u32 arithmetic that wraps (docs/adapters.md gives them in C). Every read of index i comes
 * before any write of it: a range read and written in place (the same buffer and offset in both lists) reads its old
 * value. Write ranges never overlap each other. */
#define SS_OPAQUE_MAX_RANGES 8
typedef struct ss_opaque {
    uint32_t id;
    uint32_t read_count, write_count;
    uint32_t reserved;
    const ss_range* ranges;
} ss_opaque;

typedef struct ss_command {
    uint32_t kind; /* ss_command_kind */
    uint32_t reserved;
    union {
        ss_fill fill;
        ss_transfer copy, upload, download;
        ss_dispatch dispatch;
        ss_delay delay;
        ss_timeline signal, wait;
        ss_barrier barrier; /* 1.1; no larger than the 1.0 members: ss_command's size is 1.0's */
        ss_opaque opaque;   /* 1.1; likewise */
    } u;
} ss_command;

/* Flags of submit(). */
/* The commands between two timeline ops (and, with SS_CAP_BARRIERS, barriers) need not be ordered among themselves:
 * an unordered queue's submission, or the fault no-barrier (which leaves the barriers out). */
#define SS_SUBMIT_UNORDERED 1u
/* 1.1, only to an adapter that declares SS_CAP_BARRIERS, always with SS_SUBMIT_UNORDERED: the submission's queue is
 * unordered (a Vulkan-like queue), so its commands need not wait for the queue's earlier submissions either; only its
 * barriers, waits and signals order them. Without this flag a submission starts after the queue's earlier ones. */
#define SS_SUBMIT_QUEUE_UNORDERED 2u

/* What the runtime promises less than the scenario format: each bit names a scenario rule the runtime does not
 * keep. The analysis then names the scenarios that rely on it; the run shows whether the runtime keeps it anyway. */
#define SS_WEAKER_UPLOAD_READS_UNTIL_COMPLETE 1u    /* an upload may read its host array any time from its submission */
#define SS_WEAKER_DOWNLOAD_WRITES_UNTIL_COMPLETE 2u /* a download may write its host array any time from its submission */

/* Host ops the runtime implements itself (bits of ss_adapter_info.host_ops). For one that is not set, syncstress
 * runs the scenario format's protocol over the adapter's queues and semaphores: a read is a download followed by a
 * host wait, a sync is a wait for the other queue's last submission. */
#define SS_HOST_READ 1u  /* read(): the runtime's blocking buffer -> host path (e.g. read_buffer_data) */
#define SS_HOST_WRITE 2u /* write(): the runtime's blocking host -> buffer path */
#define SS_HOST_SYNC 4u  /* sync(): the runtime's own cross-queue sync (e.g. sync_to_cuda) */

typedef struct ss_adapter_info {
    const char* name;        /* "opencl" */
    const char* version;     /* the adapter's own version, "1.2.0" */
    const char* device;      /* "NVIDIA H200", "pthread-znver4" */
    const char* driver;      /* "580.95.05", "pocl 3.1" */
    const char* api_version; /* "OpenCL 3.0" */
    uint32_t sides;          /* bits (1u << ss_side): the sides whose queues it creates */
    uint32_t max_queues;     /* queues it can create; 0: no limit */
    /* Queues map round-robin, in creation order, onto this many independent hardware queues; 0: each its own. */
    uint32_t hardware_queues;
    uint32_t commands; /* bits (1u << ss_command_kind) it runs */
    uint32_t kernels;  /* bits (1u << ss_kernel) it dispatches */
    uint32_t memories; /* bits (1u << ss_memory) it creates buffers in */
    uint32_t host_ops; /* SS_HOST_* it implements */
    uint32_t weaker;   /* SS_WEAKER_* */
    const char* notes; /* lines for the report, '\n'-separated; may be "" */
} ss_adapter_info;

/* A --adapter-option KEY=VALUE. */
typedef struct ss_option {
    const char* key;
    const char* value;
} ss_option;

typedef struct ss_adapter ss_adapter; /* the adapter's own state */

typedef struct ss_adapter_api {
    uint32_t abi_version; /* SS_ADAPTER_ABI_VERSION as the adapter was built */
    uint32_t struct_size; /* sizeof(ss_adapter_api) as the adapter was built */

    /* Opens the runtime. On failure writes one sentence (what is missing, what to do) into `error`, NUL-terminated,
     * and returns SS_ERROR (or SS_UNSUPPORTED for an unknown option). An option it does not know is an error. */
    ss_status (*create)(const ss_option* options, size_t option_count, ss_adapter** out, char* error, size_t error_size);
    /* Frees everything. Called after every queue drained, or after recover() when they could not drain: it must
     * return in bounded time even then (it may leak what the runtime still uses). */
    void (*destroy)(ss_adapter*);
    /* The message of the last call that failed, valid until the next call. */
    const char* (*last_error)(ss_adapter*);
    /* Strings stay valid until destroy. */
    ss_status (*get_info)(ss_adapter*, ss_adapter_info* out);

    ss_status (*create_queue)(ss_adapter*, uint32_t id, uint32_t side, const char* name);
    /* A buffer of `elements` u32, zero-filled. */
    ss_status (*create_buffer)(ss_adapter*, uint32_t id, uint64_t elements, uint32_t memory, uint32_t side);
    /* Host memory syncstress owns, `elements` u32 at `data`, 4096-byte aligned, valid until destroy: uploads read it
     * and downloads write it in place, so that syncstress checks what the runtime did to it, when it did it. */
    ss_status (*create_host_array)(ss_adapter*, uint32_t id, uint32_t* data, uint64_t elements);
    /* A timeline semaphore: a u64 that only rises, waited for as "value >= v", usable by every queue and the host. */
    ss_status (*create_semaphore)(ss_adapter*, uint32_t id, uint64_t initial);

    /* Enqueues `commands` on the queue in order and returns without waiting for them. Each command starts after
     * the ones before it on the queue have finished (unless SS_SUBMIT_UNORDERED), and after the waits before it.
     * A wait may be submitted before the signal it waits for, even on another queue or from the host. */
    ss_status (*submit)(ss_adapter*, uint32_t queue, const ss_command* commands, size_t count, uint32_t flags);

    /* Raises the semaphore to `value` from the host. */
    ss_status (*host_signal)(ss_adapter*, uint32_t semaphore, uint64_t value);
    /* Blocks until the semaphore reaches `value` (SS_OK) or `timeout_ns` passes (SS_TIMEOUT). */
    ss_status (*host_wait)(ss_adapter*, uint32_t semaphore, uint64_t value, uint64_t timeout_ns);
    ss_status (*semaphore_value)(ss_adapter*, uint32_t semaphore, uint64_t* value);

    /* SS_HOST_READ: copies buffer `src` to host array `dst` through the runtime's blocking path, on `queue`; returns
     * when the host array holds the data (SS_OK) or after `timeout_ns` (SS_TIMEOUT: the copy may still land). */
    ss_status (*read)(ss_adapter*, uint32_t queue, const ss_transfer* copy, uint64_t timeout_ns);
    /* SS_HOST_WRITE: host array `src` to buffer `dst`, likewise. */
    ss_status (*write)(ss_adapter*, uint32_t queue, const ss_transfer* copy, uint64_t timeout_ns);
    /* SS_HOST_SYNC: makes `queue`'s later work wait for everything submitted to `after` so far. Returns at once. */
    ss_status (*sync)(ss_adapter*, uint32_t queue, uint32_t after);

    /* After a hang, once syncstress raised every semaphore to the values awaited of it: unblock anything else the
     * runtime waits on, so that the queues drain. May be NULL. */
    ss_status (*recover)(ss_adapter*);

    /* 1.1: what the adapter can do beyond 1.0, SS_CAP_* bits (a table built against 1.0 ends before this: none). */
    uint32_t capabilities;
    uint32_t reserved; /* 0 */
} ss_adapter_api;

/* Bits of ss_adapter_api.capabilities (1.1). */
/* Runs unordered queues: SS_CMD_BARRIER as ss_barrier says, and SS_SUBMIT_QUEUE_UNORDERED. Without it, syncstress
 * skips every scenario with an unordered queue or a barrier, saying so. */
#define SS_CAP_BARRIERS 1u
/* Runs SS_CMD_OPAQUE as ss_opaque says. Without it, syncstress skips every scenario with an opaque kernel, saying so. */
#define SS_CAP_OPAQUE_KERNELS 2u
/* Reserved for a later step of 1.1 (an adapter callable from several host threads at once); ignored for now. */
#define SS_CAP_SEVERAL_THREADS 4u
/* With SS_CAP_BARRIERS: the commands of an unordered submission run one after another all the same (an in-order
 * queue of the runtime). Correct, only over-ordered: races between them cannot show, and the report says so. */
#define SS_CAP_SERIAL_UNORDERED 8u

/* The one export. `host_abi_version` is the version syncstress speaks; return the table (static storage), or NULL
 * when the adapter cannot speak it. */
typedef const ss_adapter_api* (*ss_adapter_entry_fn)(uint32_t host_abi_version);
#define SS_ADAPTER_ENTRY_NAME "syncstress_adapter"

#ifdef __cplusplus
}
#endif

#endif /* SYNCSTRESS_ADAPTER_H */
