/*
 * A Level Zero driver that runs on the CPU, for the backend's tests: the real loader (libze_loader.so.1) loads it
 * through ZE_ENABLE_ALT_DRIVERS and reaches it only through the DDI tables it exports (ze_ddi.h).
 *
 * One GPU-typed device with two queue groups (copy only, then compute and copy). Each command list is an immediate
 * list with a worker thread that runs its commands in order, with real delays: barriers, signals, waits on events,
 * memory fills and copies (a byte a nanosecond at least), global timestamp writes. The device clock counts ticks at its own frequency (not a whole
 * number of nanoseconds per tick) in few valid bits, and starts close to its wrap so that it wraps during a test.
 * Events from KERNEL_TIMESTAMP pools record each signalling command's start and end in global ticks; the context
 * ticks count only the time the list was busy, as context time does, so a reader that takes them is wrong by far.
 * A host reset clears the signal but not the timestamps, as on real drivers.
 *
 * An event's state (its signal and timestamps) lives in its pool, at its index, as a GPU driver keeps it in the pool's
 * memory: a command names that storage, not the handle, so a command still pending when its event is destroyed
 * signals, stamps or waits on whatever event is created at that index since. A new event starts unsignalled, with the
 * timestamps its index last held.
 *
 * Handles live in one table of slots reused round-robin, so a destroyed or foreign handle is refused with
 * ZE_RESULT_ERROR_INVALID_NULL_HANDLE instead of being followed. Hooks for the tests (exported, eventbind_ze_*):
 * live-object counters, a limit on live event pools, hazards seen (an event reset, re-signalled or destroyed while a command naming it is
 * pending), pools and lists orphaned by their context's destroy (which, as on Intel's driver, never refuses), the
 * clock's parameters, and a device lost now or while the next command runs.
 *
 * Settings (environment, read at the first zeInit): EVENTBIND_ZE_TEST_HZ (default 19200000),
 * EVENTBIND_ZE_TEST_BITS (default 26), EVENTBIND_ZE_TEST_WRAP_MS (first wrap after, default 1500),
 * EVENTBIND_ZE_TEST_API_VERSION (the version zeDriverGetApiVersion reports, ZE_MAKE_VERSION in decimal; default 1.4;
 * before 1.2 the device properties give the timer in nanoseconds whatever the type asked); and what the
 * device's properties report instead of the clock, for a device a backend cannot time on:
 * EVENTBIND_ZE_TEST_REPORTED_RESOLUTION (timerResolution) and EVENTBIND_ZE_TEST_REPORTED_KERNEL_BITS
 * (kernelTimestampValidBits, 0 for a device without kernel timestamps).
 */
#define _GNU_SOURCE
#include <level_zero/ze_api.h>
#include <level_zero/ze_ddi.h>
#include <level_zero/zes_ddi.h>
#include <level_zero/zet_ddi.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define HOOK __attribute__((visibility("default")))
#define SLOTS 65536
#define MAX_WAITS 16

enum kind { FREE, DRIVER, DEVICE, CONTEXT, LIST, POOL, EVENT, KINDS };
enum command { BARRIER, SIGNAL, WAIT, FILL, COPY, STAMP };

struct object;

/* One index of a pool: the storage every event created there shares, and the commands pending on it. */
struct slot {
    int signalled, live;
    uint32_t pending, pending_signals;
    uint64_t start, end, context_start, context_end;
};

struct item {
    enum command what;
    struct slot *signal;
    uint32_t waits;
    struct slot *wait[MAX_WAITS];
    void *dst;
    const void *src;
    size_t size;
    unsigned char pattern[16];
    size_t pattern_size;
    struct item *next;
};

struct object {
    enum kind kind;
    union {
        struct { /* LIST */
            struct object *context; /* the context it was made in */
            pthread_t worker;
            struct item *head, *tail;
            int stop, synchronous;
            uint32_t queued;
            uint64_t busy_ticks;
        } list;
        struct { /* POOL */
            struct object *context; /* the context it was made in, which lives as long as the pool */
            uint32_t flags, count, used;
            struct slot *slots; /* kept past the pool while a command still names one of them */
        } pool;
        struct { /* EVENT */
            struct object *pool;
            struct slot *slot;
        } event;
    } u;
};

static struct object table[SLOTS];
static uint32_t cursor = 1;
static uint64_t live[KINDS];
static uint64_t hazards, signal_hazards;
static uint64_t orphans; /* pools and lists whose context was destroyed under them */
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t changed;
static int lost, lose_on_next_command, initialized;
static uint64_t pool_limit = UINT64_MAX; /* live pools allowed, for the exhausted-pool row */
static uint64_t hz = 19200000, bits = 26, wrap_ms = 1500, t0_ns, offset_ticks;
/* What the properties report where a setting says so; UINT64_MAX: the clock's own. */
static uint64_t reported_resolution = UINT64_MAX, reported_kernel_bits = UINT64_MAX;
static uint64_t api_version = ZE_API_VERSION_1_4; /* a driver before 1.2 reports its timer in nanoseconds per tick */
static struct object *driver_object, *device_object;

/* ---- clock ---------------------------------------------------------------------------------------------- */

static uint64_t raw_ns(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC_RAW, &now);
    return (uint64_t) now.tv_sec * 1000000000u + (uint64_t) now.tv_nsec;
}

static uint64_t mask(void) {
    return bits >= 64 ? UINT64_MAX : (UINT64_C(1) << bits) - 1;
}

/* The device ticks at a host CLOCK_MONOTONIC_RAW time: the test's known mapping. */
static uint64_t ticks_at(uint64_t ns) {
    unsigned __int128 elapsed = (unsigned __int128) (ns - t0_ns) * hz / 1000000000u;
    return ((uint64_t) elapsed + offset_ticks) & mask();
}

static uint64_t ticks(void) {
    return ticks_at(raw_ns());
}

static uint64_t setting(const char *name, uint64_t fallback) {
    const char *text = getenv(name);
    return text != NULL && *text != '\0' ? strtoull(text, NULL, 10) : fallback;
}

static void configure(void) {
    hz = setting("EVENTBIND_ZE_TEST_HZ", hz);
    bits = setting("EVENTBIND_ZE_TEST_BITS", bits);
    wrap_ms = setting("EVENTBIND_ZE_TEST_WRAP_MS", wrap_ms);
    reported_resolution = setting("EVENTBIND_ZE_TEST_REPORTED_RESOLUTION", reported_resolution);
    reported_kernel_bits = setting("EVENTBIND_ZE_TEST_REPORTED_KERNEL_BITS", reported_kernel_bits);
    api_version = setting("EVENTBIND_ZE_TEST_API_VERSION", api_version);
    if (hz == 0) {
        hz = 1;
    }
    if (bits < 16 || bits > 64) {
        bits = 64;
    }
    t0_ns = raw_ns();
    uint64_t before_wrap = (uint64_t) ((unsigned __int128) wrap_ms * hz / 1000u);
    offset_ticks = (0 - before_wrap) & mask();
}

/* ---- handles ---------------------------------------------------------------------------------------------- */

static struct object *make(enum kind kind) {
    pthread_mutex_lock(&lock);
    for (uint32_t tried = 0; tried < SLOTS; tried++) {
        struct object *candidate = &table[cursor];
        cursor = cursor + 1 == SLOTS ? 1 : cursor + 1;
        if (candidate->kind == FREE) {
            memset(candidate, 0, sizeof *candidate);
            candidate->kind = kind;
            live[kind]++;
            pthread_mutex_unlock(&lock);
            return candidate;
        }
    }
    pthread_mutex_unlock(&lock);
    return NULL;
}

/* The object a handle names, or NULL for one that is foreign, destroyed or of another kind; under the lock. */
static struct object *find(const void *handle, enum kind kind) {
    uintptr_t at = (uintptr_t) handle, base = (uintptr_t) table;
    if (at < base || at >= base + sizeof table || (at - base) % sizeof(struct object) != 0) {
        return NULL;
    }
    struct object *object = (struct object *) handle;
    return object->kind == kind ? object : NULL;
}

static void drop(struct object *object) {
    live[object->kind]--;
    object->kind = FREE;
}

/* ---- global, driver, device ------------------------------------------------------------------------------- */

static ze_result_t init(ze_init_flags_t flags) {
    (void) flags;
    pthread_mutex_lock(&lock);
    int first = !initialized;
    initialized = 1;
    pthread_mutex_unlock(&lock);
    if (first) {
        pthread_condattr_t attributes;
        pthread_condattr_init(&attributes);
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC);
        pthread_cond_init(&changed, &attributes);
        configure();
        driver_object = make(DRIVER);
        device_object = make(DEVICE);
    }
    return ZE_RESULT_SUCCESS;
}

static ze_result_t driver_get(uint32_t *count, ze_driver_handle_t *drivers) {
    if (count == NULL) {
        return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
    }
    if (!initialized) {
        return ZE_RESULT_ERROR_UNINITIALIZED;
    }
    if (*count > 0 && drivers != NULL) {
        drivers[0] = (ze_driver_handle_t) driver_object;
    }
    *count = 1;
    return ZE_RESULT_SUCCESS;
}

static ze_result_t driver_version(ze_driver_handle_t driver, ze_api_version_t *version) {
    if (find(driver, DRIVER) == NULL) {
        return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
    }
    *version = (ze_api_version_t) api_version;
    return ZE_RESULT_SUCCESS;
}

static ze_result_t driver_properties(ze_driver_handle_t driver, ze_driver_properties_t *properties) {
    if (find(driver, DRIVER) == NULL) {
        return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
    }
    memset(properties->uuid.id, 0x5a, sizeof properties->uuid.id);
    properties->driverVersion = 1;
    return ZE_RESULT_SUCCESS;
}

static ze_result_t device_get(ze_driver_handle_t driver, uint32_t *count, ze_device_handle_t *devices) {
    if (find(driver, DRIVER) == NULL) {
        return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
    }
    if (*count > 0 && devices != NULL) {
        devices[0] = (ze_device_handle_t) device_object;
    }
    *count = 1;
    return ZE_RESULT_SUCCESS;
}

static ze_result_t device_properties(ze_device_handle_t device, ze_device_properties_t *properties) {
    if (find(device, DEVICE) == NULL) {
        return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
    }
    if (properties->stype != ZE_STRUCTURE_TYPE_DEVICE_PROPERTIES
            && properties->stype != ZE_STRUCTURE_TYPE_DEVICE_PROPERTIES_1_2) {
        return ZE_RESULT_ERROR_INVALID_ARGUMENT;
    }
    void *next = properties->pNext;
    ze_structure_type_t stype = properties->stype;
    memset(properties, 0, sizeof *properties);
    properties->stype = stype;
    properties->pNext = next;
    properties->type = ZE_DEVICE_TYPE_GPU;
    properties->vendorId = 0xebeb;
    properties->coreClockRate = 1000;
    properties->maxMemAllocSize = UINT64_C(1) << 30;
    properties->maxHardwareContexts = 64;
    properties->numThreadsPerEU = properties->physicalEUSimdWidth = properties->numEUsPerSubslice = 1;
    properties->numSubslicesPerSlice = properties->numSlices = 1;
    /*
     * Nanoseconds per tick, rounded to a whole number, with the 1.0 type; cycles per second with 1.2, from a driver
     * that implements 1.2 (one before it takes the 1.2 type for the 1.0 one).
     */
    int per_second = stype == ZE_STRUCTURE_TYPE_DEVICE_PROPERTIES_1_2 && api_version >= ZE_API_VERSION_1_2;
    properties->timerResolution = per_second ? hz
            : (1000000000u + hz / 2) / hz;
    properties->timestampValidBits = (uint32_t) bits;
    properties->kernelTimestampValidBits = (uint32_t) bits;
    if (reported_resolution != UINT64_MAX) {
        properties->timerResolution = reported_resolution;
    }
    if (reported_kernel_bits != UINT64_MAX) {
        properties->kernelTimestampValidBits = (uint32_t) reported_kernel_bits;
    }
    strcpy(properties->name, "eventbind CPU test device");
    return ZE_RESULT_SUCCESS;
}

static ze_result_t queue_groups(ze_device_handle_t device, uint32_t *count,
        ze_command_queue_group_properties_t *groups) {
    if (find(device, DEVICE) == NULL) {
        return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
    }
    if (*count > 0 && groups != NULL) {
        /* The copy-only group first, so that a backend taking group 0 gets no compute engine. */
        ze_command_queue_group_property_flags_t flags[2] = {
            ZE_COMMAND_QUEUE_GROUP_PROPERTY_FLAG_COPY,
            ZE_COMMAND_QUEUE_GROUP_PROPERTY_FLAG_COMPUTE | ZE_COMMAND_QUEUE_GROUP_PROPERTY_FLAG_COPY
        };
        for (uint32_t i = 0; i < *count && i < 2; i++) {
            groups[i].flags = flags[i];
            groups[i].maxMemoryFillPatternSize = 16;
            groups[i].numQueues = 1;
        }
    }
    *count = *count == 0 || *count > 2 ? 2 : *count;
    return ZE_RESULT_SUCCESS;
}

static ze_result_t global_timestamps(ze_device_handle_t device, uint64_t *host, uint64_t *device_ticks) {
    if (find(device, DEVICE) == NULL) {
        return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
    }
    if (lost) {
        return ZE_RESULT_ERROR_DEVICE_LOST;
    }
    uint64_t now = raw_ns();
    *host = now;
    *device_ticks = ticks_at(now);
    return ZE_RESULT_SUCCESS;
}

/* ---- context and memory ------------------------------------------------------------------------------------ */

static ze_result_t context_create(ze_driver_handle_t driver, const ze_context_desc_t *desc,
        ze_context_handle_t *context) {
    (void) desc;
    if (find(driver, DRIVER) == NULL) {
        return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
    }
    if (lost) {
        return ZE_RESULT_ERROR_DEVICE_LOST;
    }
    struct object *made = make(CONTEXT);
    if (made == NULL) {
        return ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY;
    }
    *context = (ze_context_handle_t) made;
    return ZE_RESULT_SUCCESS;
}

/*
 * Destroyed whatever was made in it, as Intel's driver destroys a context (ContextImp::destroy frees it and returns
 * success): each pool or list made in it that still lives is an orphan, counted for the tests, whose later use
 * would be undefined on a GPU driver.
 */
static ze_result_t context_destroy(ze_context_handle_t context) {
    pthread_mutex_lock(&lock);
    struct object *object = find(context, CONTEXT);
    if (object == NULL) {
        pthread_mutex_unlock(&lock);
        return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
    }
    for (uint32_t i = 1; i < SLOTS; i++) {
        if (table[i].kind == POOL && table[i].u.pool.context == object) {
            table[i].u.pool.context = NULL;
            orphans++;
        } else if (table[i].kind == LIST && table[i].u.list.context == object) {
            table[i].u.list.context = NULL;
            orphans++;
        }
    }
    drop(object);
    pthread_mutex_unlock(&lock);
    return ZE_RESULT_SUCCESS;
}

static ze_result_t context_status(ze_context_handle_t context) {
    if (find(context, CONTEXT) == NULL) {
        return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
    }
    return lost ? ZE_RESULT_ERROR_DEVICE_LOST : ZE_RESULT_SUCCESS;
}

static ze_result_t mem_alloc_host(ze_context_handle_t context, const ze_host_mem_alloc_desc_t *desc, size_t size,
        size_t alignment, void **pointer) {
    (void) desc;
    if (find(context, CONTEXT) == NULL) {
        return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
    }
    if (size == 0) {
        return ZE_RESULT_ERROR_UNSUPPORTED_SIZE;
    }
    if (alignment & (alignment - 1)) {
        return ZE_RESULT_ERROR_UNSUPPORTED_ALIGNMENT;
    }
    size_t align = alignment < 64 ? 64 : alignment;
    *pointer = aligned_alloc(align, (size + align - 1) / align * align);
    return *pointer == NULL ? ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY : ZE_RESULT_SUCCESS;
}

static ze_result_t mem_free(ze_context_handle_t context, void *pointer) {
    if (find(context, CONTEXT) == NULL) {
        return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
    }
    free(pointer);
    return ZE_RESULT_SUCCESS;
}

/* ---- event pools and events -------------------------------------------------------------------------------- */

static ze_result_t pool_create(ze_context_handle_t context, const ze_event_pool_desc_t *desc, uint32_t devices,
        ze_device_handle_t *device_list, ze_event_pool_handle_t *pool) {
    if (find(context, CONTEXT) == NULL) {
        return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
    }
    for (uint32_t i = 0; i < devices; i++) {
        if (find(device_list[i], DEVICE) == NULL) {
            return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
        }
    }
    if (desc == NULL || pool == NULL) {
        return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
    }
    if (desc->stype != ZE_STRUCTURE_TYPE_EVENT_POOL_DESC || desc->count == 0) {
        return ZE_RESULT_ERROR_INVALID_ARGUMENT;
    }
    if (lost) {
        return ZE_RESULT_ERROR_DEVICE_LOST;
    }
    if (live[POOL] >= pool_limit) {
        return ZE_RESULT_ERROR_OUT_OF_DEVICE_MEMORY;
    }
    struct slot *slots = calloc(desc->count, sizeof *slots);
    struct object *made = slots == NULL ? NULL : make(POOL);
    if (made == NULL) {
        free(slots);
        return ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY;
    }
    made->u.pool.context = (struct object *) context;
    made->u.pool.flags = desc->flags;
    made->u.pool.count = desc->count;
    made->u.pool.slots = slots;
    *pool = (ze_event_pool_handle_t) made;
    return ZE_RESULT_SUCCESS;
}

static ze_result_t pool_destroy(ze_event_pool_handle_t pool) {
    pthread_mutex_lock(&lock);
    struct object *object = find(pool, POOL);
    ze_result_t result = object == NULL ? ZE_RESULT_ERROR_INVALID_NULL_HANDLE
            : object->u.pool.used != 0 ? ZE_RESULT_ERROR_HANDLE_OBJECT_IN_USE : ZE_RESULT_SUCCESS;
    if (result == ZE_RESULT_SUCCESS) {
        int named = 0;
        for (uint32_t i = 0; i < object->u.pool.count; i++) {
            named |= object->u.pool.slots[i].pending != 0;
        }
        if (named) {
            hazards++; /* the pool's memory goes while a command names it: kept, so the command stays harmless */
        } else {
            free(object->u.pool.slots);
        }
        drop(object);
    }
    pthread_mutex_unlock(&lock);
    return result;
}

static ze_result_t event_create(ze_event_pool_handle_t pool, const ze_event_desc_t *desc, ze_event_handle_t *event) {
    pthread_mutex_lock(&lock);
    struct object *owner = find(pool, POOL);
    ze_result_t result = ZE_RESULT_SUCCESS;
    if (owner == NULL) {
        result = ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
    } else if (desc == NULL || event == NULL) {
        result = ZE_RESULT_ERROR_INVALID_NULL_POINTER;
    } else if (desc->stype != ZE_STRUCTURE_TYPE_EVENT_DESC || desc->index >= owner->u.pool.count) {
        result = ZE_RESULT_ERROR_INVALID_ARGUMENT;
    }
    pthread_mutex_unlock(&lock);
    if (result != ZE_RESULT_SUCCESS) {
        return result;
    }
    struct object *made = make(EVENT);
    if (made == NULL) {
        return ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY;
    }
    pthread_mutex_lock(&lock);
    struct slot *slot = &owner->u.pool.slots[desc->index];
    if (slot->live || slot->pending != 0) {
        /* Created where another event lives, or where a command still pending will signal or wait. */
        hazards++;
        signal_hazards += slot->pending_signals != 0;
    }
    made->u.event.pool = owner;
    made->u.event.slot = slot;
    slot->live++;
    slot->signalled = 0; /* the timestamps of the index's last event stay */
    owner->u.pool.used++;
    pthread_mutex_unlock(&lock);
    *event = (ze_event_handle_t) made;
    return ZE_RESULT_SUCCESS;
}

static ze_result_t event_destroy(ze_event_handle_t event) {
    pthread_mutex_lock(&lock);
    struct object *object = find(event, EVENT);
    if (object != NULL) {
        struct slot *slot = object->u.event.slot;
        object->u.event.pool->u.pool.used--;
        slot->live--;
        if (slot->pending != 0) {
            /* A command still names its storage: a hazard, and the command acts on whatever is created there. */
            hazards++;
            signal_hazards += slot->pending_signals != 0;
        }
        drop(object);
    }
    pthread_mutex_unlock(&lock);
    return object == NULL ? ZE_RESULT_ERROR_INVALID_NULL_HANDLE : ZE_RESULT_SUCCESS;
}

static ze_result_t event_host_signal(ze_event_handle_t event) {
    pthread_mutex_lock(&lock);
    struct object *object = find(event, EVENT);
    if (object != NULL) {
        object->u.event.slot->signalled = 1;
        pthread_cond_broadcast(&changed);
    }
    pthread_mutex_unlock(&lock);
    return object == NULL ? ZE_RESULT_ERROR_INVALID_NULL_HANDLE : ZE_RESULT_SUCCESS;
}

static ze_result_t event_host_synchronize(ze_event_handle_t event, uint64_t timeout) {
    struct timespec deadline;
    clock_gettime(CLOCK_MONOTONIC, &deadline);
    uint64_t at = (uint64_t) deadline.tv_sec * 1000000000u + (uint64_t) deadline.tv_nsec;
    int forever = timeout == UINT64_MAX || at + timeout < at;
    at += forever ? 0 : timeout;
    deadline.tv_sec = (time_t) (at / 1000000000u);
    deadline.tv_nsec = (long) (at % 1000000000u);
    pthread_mutex_lock(&lock);
    ze_result_t result;
    for (;;) {
        struct object *object = find(event, EVENT);
        if (object == NULL) {
            result = ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
            break;
        }
        if (object->u.event.slot->signalled) {
            result = ZE_RESULT_SUCCESS;
            break;
        }
        if (lost) {
            result = ZE_RESULT_ERROR_DEVICE_LOST;
            break;
        }
        if (!forever && timeout == 0) {
            result = ZE_RESULT_NOT_READY;
            break;
        }
        if (forever) {
            pthread_cond_wait(&changed, &lock);
        } else if (pthread_cond_timedwait(&changed, &lock, &deadline) != 0) {
            struct object *again = find(event, EVENT);
            result = again == NULL ? ZE_RESULT_ERROR_INVALID_NULL_HANDLE
                    : again->u.event.slot->signalled ? ZE_RESULT_SUCCESS
                    : lost ? ZE_RESULT_ERROR_DEVICE_LOST : ZE_RESULT_NOT_READY;
            break;
        }
    }
    pthread_mutex_unlock(&lock);
    return result;
}

static ze_result_t event_query(ze_event_handle_t event) {
    return event_host_synchronize(event, 0);
}

static ze_result_t event_host_reset(ze_event_handle_t event) {
    pthread_mutex_lock(&lock);
    struct object *object = find(event, EVENT);
    if (object != NULL) {
        struct slot *slot = object->u.event.slot;
        if (slot->pending != 0) {
            hazards++;
            signal_hazards += slot->pending_signals != 0;
        }
        slot->signalled = 0; /* the timestamps stay, as on real drivers */
    }
    pthread_mutex_unlock(&lock);
    return object == NULL ? ZE_RESULT_ERROR_INVALID_NULL_HANDLE : lost ? ZE_RESULT_ERROR_DEVICE_LOST
            : ZE_RESULT_SUCCESS;
}

static ze_result_t event_kernel_timestamp(ze_event_handle_t event, ze_kernel_timestamp_result_t *result) {
    pthread_mutex_lock(&lock);
    struct object *object = find(event, EVENT);
    ze_result_t status = object == NULL ? ZE_RESULT_ERROR_INVALID_NULL_HANDLE
            : !(object->u.event.pool->u.pool.flags & ZE_EVENT_POOL_FLAG_KERNEL_TIMESTAMP)
            ? ZE_RESULT_ERROR_INVALID_ARGUMENT
            : lost ? ZE_RESULT_ERROR_DEVICE_LOST
            : object->u.event.slot->signalled ? ZE_RESULT_SUCCESS : ZE_RESULT_NOT_READY;
    if (status == ZE_RESULT_SUCCESS) {
        struct slot *slot = object->u.event.slot;
        result->global.kernelStart = slot->start;
        result->global.kernelEnd = slot->end;
        result->context.kernelStart = slot->context_start;
        result->context.kernelEnd = slot->context_end;
    }
    pthread_mutex_unlock(&lock);
    return status;
}

/* ---- command lists ------------------------------------------------------------------------------------------ */

/* Below this a command's device time is spun, not slept: a sleep lasts at least the timer slack (50 us by default). */
#define SPIN_NS 20000

/*
 * Ends ns after start (CLOCK_MONOTONIC): a command takes at least its device time, however fast the copy. A short
 * time is spun: slept, a 200 ns barrier would take the timer slack, some 55 us, and its timestamp (its end) would sit
 * that far into every anchor's bracket, a constant error of half of it in every bracketed placement.
 */
static void finish_after(const struct timespec *start, uint64_t ns) {
    uint64_t at = (uint64_t) start->tv_sec * 1000000000u + (uint64_t) start->tv_nsec + ns;
    if (ns < SPIN_NS) {
        struct timespec now;
        do {
            clock_gettime(CLOCK_MONOTONIC, &now);
        } while ((uint64_t) now.tv_sec * 1000000000u + (uint64_t) now.tv_nsec < at);
        return;
    }
    struct timespec until = {(time_t) (at / 1000000000u), (long) (at % 1000000000u)};
    while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &until, NULL) != 0) {
    }
}

/* Runs one command on the worker; the lock is not held. */
static void execute(struct item *item) {
    struct timespec start;
    clock_gettime(CLOCK_MONOTONIC, &start);
    switch (item->what) {
    case FILL:
        memcpy(item->dst, item->pattern, item->size < item->pattern_size ? item->size : item->pattern_size);
        for (size_t done = item->pattern_size; done < item->size; done *= 2) { /* the pattern, doubled */
            memcpy((char *) item->dst + done, item->dst, item->size - done < done ? item->size - done : done);
        }
        finish_after(&start, item->size); /* a byte a nanosecond */
        break;
    case COPY:
        memmove(item->dst, item->src, item->size);
        finish_after(&start, item->size);
        break;
    case STAMP:
        *(uint64_t *) item->dst = ticks();
        break;
    default:
        finish_after(&start, 200); /* a barrier, a signal or a wait takes a little device time */
        break;
    }
}

/* A command naming the slot is done. */
static void settle(struct slot *slot, int signal) {
    slot->pending_signals -= signal;
    slot->pending--;
}

static void *work(void *argument) {
    struct object *list = argument;
    pthread_mutex_lock(&lock);
    for (;;) {
        while (list->u.list.head == NULL && !list->u.list.stop) {
            pthread_cond_wait(&changed, &lock);
        }
        if (list->u.list.head == NULL) {
            break;
        }
        struct item *item = list->u.list.head;
        for (uint32_t i = 0; i < item->waits; i++) {
            while (!item->wait[i]->signalled && !lost) {
                pthread_cond_wait(&changed, &lock);
            }
        }
        if (lose_on_next_command) {
            lost = 1;
        }
        if (!lost) {
            pthread_mutex_unlock(&lock);
            uint64_t start = ticks();
            execute(item);
            uint64_t end = ticks();
            pthread_mutex_lock(&lock);
            uint64_t busy = (end - start) & mask();
            if (item->signal != NULL) {
                struct slot *event = item->signal;
                if (event->signalled) {
                    hazards++; /* signalled again without a reset */
                    signal_hazards++;
                }
                event->start = start;
                event->end = end;
                event->context_start = list->u.list.busy_ticks & mask();
                event->context_end = (list->u.list.busy_ticks + busy) & mask();
                event->signalled = 1;
            }
            list->u.list.busy_ticks += busy;
        }
        for (uint32_t i = 0; i < item->waits; i++) {
            settle(item->wait[i], 0);
        }
        if (item->signal != NULL) {
            settle(item->signal, 1);
        }
        list->u.list.head = item->next;
        if (list->u.list.head == NULL) {
            list->u.list.tail = NULL;
        }
        list->u.list.queued--;
        free(item);
        pthread_cond_broadcast(&changed);
    }
    pthread_mutex_unlock(&lock);
    return NULL;
}

static ze_result_t list_create(ze_context_handle_t context, ze_device_handle_t device,
        const ze_command_queue_desc_t *desc, ze_command_list_handle_t *list) {
    if (find(context, CONTEXT) == NULL || find(device, DEVICE) == NULL) {
        return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
    }
    if (desc == NULL || list == NULL) {
        return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
    }
    if (desc->stype != ZE_STRUCTURE_TYPE_COMMAND_QUEUE_DESC || desc->ordinal >= 2
            || desc->mode > ZE_COMMAND_QUEUE_MODE_ASYNCHRONOUS) {
        return ZE_RESULT_ERROR_INVALID_ARGUMENT;
    }
    if (lost) {
        return ZE_RESULT_ERROR_DEVICE_LOST;
    }
    struct object *made = make(LIST);
    if (made == NULL) {
        return ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY;
    }
    made->u.list.synchronous = desc->mode == ZE_COMMAND_QUEUE_MODE_SYNCHRONOUS;
    made->u.list.context = (struct object *) context;
    if (pthread_create(&made->u.list.worker, NULL, work, made) != 0) {
        pthread_mutex_lock(&lock);
        drop(made);
        pthread_mutex_unlock(&lock);
        return ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY;
    }
    *list = (ze_command_list_handle_t) made;
    return ZE_RESULT_SUCCESS;
}

static ze_result_t list_destroy(ze_command_list_handle_t list) {
    pthread_mutex_lock(&lock);
    struct object *object = find(list, LIST);
    if (object == NULL || object->u.list.stop) {
        pthread_mutex_unlock(&lock);
        return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
    }
    object->u.list.stop = 1; /* the worker finishes what is queued, then ends */
    pthread_cond_broadcast(&changed);
    pthread_mutex_unlock(&lock);
    pthread_join(object->u.list.worker, NULL);
    pthread_mutex_lock(&lock);
    drop(object);
    pthread_mutex_unlock(&lock);
    return ZE_RESULT_SUCCESS;
}

/* Queues a command after checking every handle it names; waits for it on a synchronous list. */
static ze_result_t append(ze_command_list_handle_t list, struct item *item, ze_event_handle_t signal, uint32_t waits,
        ze_event_handle_t *wait_list) {
    if (waits > 0 && wait_list == NULL) {
        free(item);
        return ZE_RESULT_ERROR_INVALID_SIZE;
    }
    if (waits > MAX_WAITS) {
        free(item);
        return ZE_RESULT_ERROR_UNSUPPORTED_SIZE;
    }
    pthread_mutex_lock(&lock);
    struct object *owner = find(list, LIST);
    ze_result_t result = owner == NULL || owner->u.list.stop ? ZE_RESULT_ERROR_INVALID_NULL_HANDLE
            : lost ? ZE_RESULT_ERROR_DEVICE_LOST : ZE_RESULT_SUCCESS;
    struct object *named;
    if (result == ZE_RESULT_SUCCESS && signal != NULL) {
        named = find(signal, EVENT);
        result = named == NULL ? ZE_RESULT_ERROR_INVALID_NULL_HANDLE : ZE_RESULT_SUCCESS;
        item->signal = named == NULL ? NULL : named->u.event.slot;
    }
    for (uint32_t i = 0; result == ZE_RESULT_SUCCESS && i < waits; i++) {
        named = find(wait_list[i], EVENT);
        result = named == NULL ? ZE_RESULT_ERROR_INVALID_NULL_HANDLE : ZE_RESULT_SUCCESS;
        item->wait[i] = named == NULL ? NULL : named->u.event.slot;
    }
    if (result != ZE_RESULT_SUCCESS) {
        pthread_mutex_unlock(&lock);
        free(item);
        return result;
    }
    item->waits = waits;
    for (uint32_t i = 0; i < waits; i++) {
        item->wait[i]->pending++;
    }
    if (item->signal != NULL) {
        item->signal->pending++;
        item->signal->pending_signals++;
    }
    if (owner->u.list.tail != NULL) {
        owner->u.list.tail->next = item;
    } else {
        owner->u.list.head = item;
    }
    owner->u.list.tail = item;
    owner->u.list.queued++;
    pthread_cond_broadcast(&changed);
    while (owner->u.list.synchronous && owner->u.list.queued > 0 && !lost) {
        pthread_cond_wait(&changed, &lock);
    }
    pthread_mutex_unlock(&lock);
    return ZE_RESULT_SUCCESS;
}

static struct item *item_of(enum command what) {
    struct item *item = calloc(1, sizeof *item);
    if (item != NULL) {
        item->what = what;
    }
    return item;
}

#define NEW_ITEM(name, what)                                    \
    struct item *name = item_of(what);                          \
    if (name == NULL) {                                         \
        return ZE_RESULT_ERROR_OUT_OF_HOST_MEMORY;              \
    }

static ze_result_t append_barrier(ze_command_list_handle_t list, ze_event_handle_t signal, uint32_t waits,
        ze_event_handle_t *wait_list) {
    NEW_ITEM(item, BARRIER)
    return append(list, item, signal, waits, wait_list);
}

static ze_result_t append_signal(ze_command_list_handle_t list, ze_event_handle_t event) {
    if (event == NULL) {
        return ZE_RESULT_ERROR_INVALID_NULL_HANDLE;
    }
    NEW_ITEM(item, SIGNAL)
    return append(list, item, event, 0, NULL);
}

static ze_result_t append_wait(ze_command_list_handle_t list, uint32_t count, ze_event_handle_t *events) {
    NEW_ITEM(item, WAIT)
    return append(list, item, NULL, count, events);
}

static ze_result_t append_fill(ze_command_list_handle_t list, void *pointer, const void *pattern,
        size_t pattern_size, size_t size, ze_event_handle_t signal, uint32_t waits, ze_event_handle_t *wait_list) {
    if (pointer == NULL || pattern == NULL) {
        return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
    }
    if (pattern_size == 0 || pattern_size > 16 || (pattern_size & (pattern_size - 1)) != 0) {
        return ZE_RESULT_ERROR_INVALID_SIZE;
    }
    NEW_ITEM(item, FILL)
    item->dst = pointer;
    item->size = size;
    item->pattern_size = pattern_size;
    memcpy(item->pattern, pattern, pattern_size);
    return append(list, item, signal, waits, wait_list);
}

static ze_result_t append_copy(ze_command_list_handle_t list, void *destination, const void *source, size_t size,
        ze_event_handle_t signal, uint32_t waits, ze_event_handle_t *wait_list) {
    if (destination == NULL || source == NULL) {
        return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
    }
    NEW_ITEM(item, COPY)
    item->dst = destination;
    item->src = source;
    item->size = size;
    return append(list, item, signal, waits, wait_list);
}

static ze_result_t append_stamp(ze_command_list_handle_t list, uint64_t *destination, ze_event_handle_t signal,
        uint32_t waits, ze_event_handle_t *wait_list) {
    if (destination == NULL) {
        return ZE_RESULT_ERROR_INVALID_NULL_POINTER;
    }
    NEW_ITEM(item, STAMP)
    item->dst = destination;
    return append(list, item, signal, waits, wait_list);
}

/* ---- the DDI tables the loader asks for -------------------------------------------------------------------- */

#define CHECK_TABLE(table)                                      \
    if ((table) == NULL) {                                      \
        return ZE_RESULT_ERROR_INVALID_NULL_POINTER;            \
    }                                                           \
    if (ZE_MAJOR_VERSION(version) != 1) {                       \
        return ZE_RESULT_ERROR_UNSUPPORTED_VERSION;             \
    }

HOOK ze_result_t zeGetGlobalProcAddrTable(ze_api_version_t version, ze_global_dditable_t *table) {
    CHECK_TABLE(table)
    table->pfnInit = init;
    return ZE_RESULT_SUCCESS;
}

HOOK ze_result_t zeGetDriverProcAddrTable(ze_api_version_t version, ze_driver_dditable_t *table) {
    CHECK_TABLE(table)
    table->pfnGet = driver_get;
    table->pfnGetApiVersion = driver_version;
    table->pfnGetProperties = driver_properties;
    return ZE_RESULT_SUCCESS;
}

HOOK ze_result_t zeGetDeviceProcAddrTable(ze_api_version_t version, ze_device_dditable_t *table) {
    CHECK_TABLE(table)
    table->pfnGet = device_get;
    table->pfnGetProperties = device_properties;
    table->pfnGetCommandQueueGroupProperties = queue_groups;
    table->pfnGetGlobalTimestamps = global_timestamps;
    return ZE_RESULT_SUCCESS;
}

HOOK ze_result_t zeGetContextProcAddrTable(ze_api_version_t version, ze_context_dditable_t *table) {
    CHECK_TABLE(table)
    table->pfnCreate = context_create;
    table->pfnDestroy = context_destroy;
    table->pfnGetStatus = context_status;
    return ZE_RESULT_SUCCESS;
}

HOOK ze_result_t zeGetCommandListProcAddrTable(ze_api_version_t version, ze_command_list_dditable_t *table) {
    CHECK_TABLE(table)
    table->pfnCreateImmediate = list_create;
    table->pfnDestroy = list_destroy;
    table->pfnAppendBarrier = append_barrier;
    table->pfnAppendSignalEvent = append_signal;
    table->pfnAppendWaitOnEvents = append_wait;
    table->pfnAppendMemoryFill = append_fill;
    table->pfnAppendMemoryCopy = append_copy;
    table->pfnAppendWriteGlobalTimestamp = append_stamp;
    return ZE_RESULT_SUCCESS;
}

HOOK ze_result_t zeGetEventPoolProcAddrTable(ze_api_version_t version, ze_event_pool_dditable_t *table) {
    CHECK_TABLE(table)
    table->pfnCreate = pool_create;
    table->pfnDestroy = pool_destroy;
    return ZE_RESULT_SUCCESS;
}

HOOK ze_result_t zeGetEventProcAddrTable(ze_api_version_t version, ze_event_dditable_t *table) {
    CHECK_TABLE(table)
    table->pfnCreate = event_create;
    table->pfnDestroy = event_destroy;
    table->pfnHostSignal = event_host_signal;
    table->pfnHostSynchronize = event_host_synchronize;
    table->pfnQueryStatus = event_query;
    table->pfnHostReset = event_host_reset;
    table->pfnQueryKernelTimestamp = event_kernel_timestamp;
    return ZE_RESULT_SUCCESS;
}

HOOK ze_result_t zeGetMemProcAddrTable(ze_api_version_t version, ze_mem_dditable_t *table) {
    CHECK_TABLE(table)
    table->pfnAllocHost = mem_alloc_host;
    table->pfnFree = mem_free;
    return ZE_RESULT_SUCCESS;
}

/* The tables of features this driver lacks: present and empty, so that a loader that asks for them loads it. */
#define EMPTY_TABLE(getter, type)                                                  \
    HOOK ze_result_t getter(ze_api_version_t version, type *table) {               \
        CHECK_TABLE(table)                                                         \
        return ZE_RESULT_SUCCESS;                                                  \
    }

EMPTY_TABLE(zeGetCommandQueueProcAddrTable, ze_command_queue_dditable_t)
EMPTY_TABLE(zeGetFenceProcAddrTable, ze_fence_dditable_t)
EMPTY_TABLE(zeGetImageProcAddrTable, ze_image_dditable_t)
EMPTY_TABLE(zeGetKernelProcAddrTable, ze_kernel_dditable_t)
EMPTY_TABLE(zeGetModuleProcAddrTable, ze_module_dditable_t)
EMPTY_TABLE(zeGetModuleBuildLogProcAddrTable, ze_module_build_log_dditable_t)
EMPTY_TABLE(zeGetPhysicalMemProcAddrTable, ze_physical_mem_dditable_t)
EMPTY_TABLE(zeGetSamplerProcAddrTable, ze_sampler_dditable_t)
EMPTY_TABLE(zeGetVirtualMemProcAddrTable, ze_virtual_mem_dditable_t)
EMPTY_TABLE(zeGetDeviceExpProcAddrTable, ze_device_exp_dditable_t)
EMPTY_TABLE(zeGetEventExpProcAddrTable, ze_event_exp_dditable_t)
EMPTY_TABLE(zeGetImageExpProcAddrTable, ze_image_exp_dditable_t)
EMPTY_TABLE(zeGetKernelExpProcAddrTable, ze_kernel_exp_dditable_t)
EMPTY_TABLE(zeGetFabricVertexExpProcAddrTable, ze_fabric_vertex_exp_dditable_t)
EMPTY_TABLE(zeGetFabricEdgeExpProcAddrTable, ze_fabric_edge_exp_dditable_t)
/* The loader 1.8 also asks every driver for the tools (zet) and sysman (zes) tables and fails zeInit without them. */
EMPTY_TABLE(zetGetDeviceProcAddrTable, zet_device_dditable_t)
EMPTY_TABLE(zetGetContextProcAddrTable, zet_context_dditable_t)
EMPTY_TABLE(zetGetCommandListProcAddrTable, zet_command_list_dditable_t)
EMPTY_TABLE(zetGetModuleProcAddrTable, zet_module_dditable_t)
EMPTY_TABLE(zetGetKernelProcAddrTable, zet_kernel_dditable_t)
EMPTY_TABLE(zetGetMetricGroupProcAddrTable, zet_metric_group_dditable_t)
EMPTY_TABLE(zetGetMetricGroupExpProcAddrTable, zet_metric_group_exp_dditable_t)
EMPTY_TABLE(zetGetMetricProcAddrTable, zet_metric_dditable_t)
EMPTY_TABLE(zetGetMetricStreamerProcAddrTable, zet_metric_streamer_dditable_t)
EMPTY_TABLE(zetGetMetricQueryPoolProcAddrTable, zet_metric_query_pool_dditable_t)
EMPTY_TABLE(zetGetMetricQueryProcAddrTable, zet_metric_query_dditable_t)
EMPTY_TABLE(zetGetTracerExpProcAddrTable, zet_tracer_exp_dditable_t)
EMPTY_TABLE(zetGetDebugProcAddrTable, zet_debug_dditable_t)
EMPTY_TABLE(zesGetDriverProcAddrTable, zes_driver_dditable_t)
EMPTY_TABLE(zesGetDeviceProcAddrTable, zes_device_dditable_t)
EMPTY_TABLE(zesGetSchedulerProcAddrTable, zes_scheduler_dditable_t)
EMPTY_TABLE(zesGetPerformanceFactorProcAddrTable, zes_performance_factor_dditable_t)
EMPTY_TABLE(zesGetPowerProcAddrTable, zes_power_dditable_t)
EMPTY_TABLE(zesGetFrequencyProcAddrTable, zes_frequency_dditable_t)
EMPTY_TABLE(zesGetEngineProcAddrTable, zes_engine_dditable_t)
EMPTY_TABLE(zesGetStandbyProcAddrTable, zes_standby_dditable_t)
EMPTY_TABLE(zesGetFirmwareProcAddrTable, zes_firmware_dditable_t)
EMPTY_TABLE(zesGetMemoryProcAddrTable, zes_memory_dditable_t)
EMPTY_TABLE(zesGetFabricPortProcAddrTable, zes_fabric_port_dditable_t)
EMPTY_TABLE(zesGetTemperatureProcAddrTable, zes_temperature_dditable_t)
EMPTY_TABLE(zesGetPsuProcAddrTable, zes_psu_dditable_t)
EMPTY_TABLE(zesGetFanProcAddrTable, zes_fan_dditable_t)
EMPTY_TABLE(zesGetLedProcAddrTable, zes_led_dditable_t)
EMPTY_TABLE(zesGetRasProcAddrTable, zes_ras_dditable_t)
EMPTY_TABLE(zesGetDiagnosticsProcAddrTable, zes_diagnostics_dditable_t)

/* ---- hooks for the tests ------------------------------------------------------------------------------------ */

/* Live objects of a kind: 3 contexts, 4 command lists, 5 event pools, 6 events. */
HOOK uint64_t eventbind_ze_live(int kind) {
    pthread_mutex_lock(&lock);
    uint64_t count = kind > 0 && kind < KINDS ? live[kind] : 0;
    pthread_mutex_unlock(&lock);
    return count;
}

/* Events reset, destroyed or signalled again while a command naming them was pending, or not reset. */
HOOK uint64_t eventbind_ze_hazards(void) {
    pthread_mutex_lock(&lock);
    uint64_t count = hazards;
    pthread_mutex_unlock(&lock);
    return count;
}

/* Pools and lists whose context was destroyed while they lived. */
HOOK uint64_t eventbind_ze_orphans(void) {
    pthread_mutex_lock(&lock);
    uint64_t count = orphans;
    pthread_mutex_unlock(&lock);
    return count;
}

/* The hazards where the command still pending was the one to signal the event (not a wait on it). */
HOOK uint64_t eventbind_ze_signal_hazards(void) {
    pthread_mutex_lock(&lock);
    uint64_t count = signal_hazards;
    pthread_mutex_unlock(&lock);
    return count;
}

/* The clock: device ticks = (offset + (host CLOCK_MONOTONIC_RAW ns - t0) * hz / 1e9) mod 2^bits. */
HOOK void eventbind_ze_clock(uint64_t *t0, uint64_t *offset, uint64_t *frequency, uint32_t *valid_bits) {
    *t0 = t0_ns;
    *offset = offset_ticks;
    *frequency = hz;
    *valid_bits = (uint32_t) bits;
}

/* At most this many event pools live from now on (UINT64_MAX: no limit): a further zeEventPoolCreate fails. */
HOOK void eventbind_ze_limit_pools(uint64_t limit) {
    pthread_mutex_lock(&lock);
    pool_limit = limit;
    pthread_mutex_unlock(&lock);
}

/* 1: the device is lost now; 2: it is lost when the next command starts. */
HOOK void eventbind_ze_fault(int fault) {
    pthread_mutex_lock(&lock);
    if (fault == 1) {
        lost = 1;
    } else if (fault == 2) {
        lose_on_next_command = 1;
    }
    pthread_cond_broadcast(&changed);
    pthread_mutex_unlock(&lock);
}
