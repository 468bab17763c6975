/*
 * Handles, counters, injected faults and status names.
 *
 * A handle is an index into a slot table with the slot's generation, the kind and a tag packed around it, so
 * a destroyed, foreign or made-up handle is recognised without ever being dereferenced. A handle has room for 20
 * bits of generation: a slot whose generation would wrap is retired instead of freed, so no handle is ever issued
 * twice and a stale one can never name a later object. That costs one slot (24 bytes) per 2^20 handles created
 * in it.
 */
#include "ebh_internal.h"

#include <stdlib.h>

#define HANDLE_TAG 0x3B00000000000000ULL
#define TAG_MASK 0xFF00000000000000ULL
#define KIND_SHIFT 52
#define KIND_MASK 0xFULL
#define GENERATION_SHIFT 32
#define GENERATION_MASK 0xFFFFFULL

struct slot {
    void *object; /* NULL while free */
    uint32_t generation;
    uint32_t next_free; /* index + 1 of the next free slot, 0 for none */
    enum ebh_kind kind;
};

pthread_mutex_t ebh_lock = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t ebh_progress = PTHREAD_COND_INITIALIZER;

static struct slot *slots;
static uint32_t slot_count;
static uint32_t slot_capacity;
static uint32_t free_list;
static long long counters[EBH_COUNTERS];

static struct {
    int status;
    int times; /* < 0: always */
} faults[EBH_CALLS];
static int elapsed_mode;

static int grow(void) {
    uint32_t capacity = slot_capacity ? slot_capacity * 2 : 64;
    struct slot *grown = realloc(slots, (size_t)capacity * sizeof *grown);
    if (grown == NULL) {
        return EBH_ERROR_MEMORY_ALLOCATION;
    }
    slots = grown;
    slot_capacity = capacity;
    return EBH_SUCCESS;
}

int ebh_register(enum ebh_kind kind, void *object, uint64_t *handle) {
    uint32_t index;
    if (free_list != 0) {
        index = free_list - 1;
        free_list = slots[index].next_free;
    } else {
        if (slot_count == slot_capacity && grow() != EBH_SUCCESS) {
            return EBH_ERROR_MEMORY_ALLOCATION;
        }
        index = slot_count++;
        slots[index].generation = 0;
    }
    struct slot *slot = &slots[index];
    slot->object = object;
    slot->kind = kind;
    slot->next_free = 0;
    *handle = HANDLE_TAG | (uint64_t)kind << KIND_SHIFT
            | ((uint64_t)slot->generation & GENERATION_MASK) << GENERATION_SHIFT | index;
    return EBH_SUCCESS;
}

void *ebh_lookup(enum ebh_kind kind, uint64_t handle) {
    uint32_t index = (uint32_t)handle;
    if ((handle & TAG_MASK) == HANDLE_TAG && ((handle >> KIND_SHIFT) & KIND_MASK) == (uint64_t)kind
            && index < slot_count) {
        struct slot *slot = &slots[index];
        if (slot->object != NULL && slot->kind == kind
                && (slot->generation & GENERATION_MASK) == ((handle >> GENERATION_SHIFT) & GENERATION_MASK)) {
            return slot->object;
        }
    }
    counters[EBH_COUNT_INVALID_HANDLES]++;
    return NULL;
}

/* Frees the slot of a handle that ebh_lookup just accepted; its next holder gets a new generation. */
void ebh_unregister(uint64_t handle) {
    struct slot *slot = &slots[(uint32_t)handle];
    slot->object = NULL;
    slot->generation++;
    if ((slot->generation & GENERATION_MASK) == 0) {
        /* Every generation this slot can show has been handed out: retired, never on the free list again. */
        return;
    }
    slot->next_free = free_list;
    free_list = (uint32_t)handle + 1;
}

void ebh_count(int counter) {
    counters[counter]++;
}

void ebh_count_down(int counter) {
    counters[counter]--;
}

EBH_EXPORT long long ebhCount(int counter) {
    if (counter < 0 || counter >= EBH_COUNTERS) {
        return -1;
    }
    pthread_mutex_lock(&ebh_lock);
    long long value;
    if (counter == EBH_COUNT_LIVE_EVENTS) {
        value = counters[EBH_COUNT_EVENTS_CREATED] - counters[EBH_COUNT_EVENTS_DESTROYED];
    } else if (counter == EBH_COUNT_LIVE_STREAMS) {
        value = counters[EBH_COUNT_STREAMS_CREATED] - counters[EBH_COUNT_STREAMS_DESTROYED];
    } else {
        value = counters[counter];
    }
    pthread_mutex_unlock(&ebh_lock);
    return value;
}

/* The status injected into this call of `call`, consuming one of its times; success when none is. */
int ebh_fault(int call) {
    if (faults[call].times == 0) {
        return EBH_SUCCESS;
    }
    if (faults[call].times > 0) {
        faults[call].times--;
    }
    return faults[call].status;
}

int ebh_elapsed_mode(void) {
    return elapsed_mode;
}

EBH_EXPORT int ebhInjectFault(int call, int status, int times) {
    if (call < 0 || call >= EBH_CALLS || (times != 0 && status == EBH_SUCCESS)) {
        return EBH_ERROR_INVALID_VALUE;
    }
    pthread_mutex_lock(&ebh_lock);
    faults[call].status = status;
    faults[call].times = times;
    pthread_mutex_unlock(&ebh_lock);
    return EBH_SUCCESS;
}

EBH_EXPORT int ebhInjectElapsed(int mode) {
    if (mode < EBH_ELAPSED_MEASURED || mode > EBH_ELAPSED_NAN) {
        return EBH_ERROR_INVALID_VALUE;
    }
    pthread_mutex_lock(&ebh_lock);
    elapsed_mode = mode;
    pthread_mutex_unlock(&ebh_lock);
    return EBH_SUCCESS;
}

EBH_EXPORT int ebhClearFaults(void) {
    pthread_mutex_lock(&ebh_lock);
    for (int call = 0; call < EBH_CALLS; call++) {
        faults[call].times = 0;
    }
    elapsed_mode = EBH_ELAPSED_MEASURED;
    pthread_mutex_unlock(&ebh_lock);
    return EBH_SUCCESS;
}

static const struct {
    int status;
    const char *name;
    const char *message;
} statuses[] = {
    {EBH_SUCCESS, EBH_NAME_PREFIX "Success", "no error"},
    {EBH_ERROR_INVALID_VALUE, EBH_NAME_PREFIX "ErrorInvalidValue", "invalid argument"},
    {EBH_ERROR_MEMORY_ALLOCATION, EBH_NAME_PREFIX "ErrorMemoryAllocation", "out of memory"},
    {EBH_ERROR_INVALID_HANDLE, EBH_NAME_PREFIX "ErrorInvalidResourceHandle", "invalid resource handle"},
    {EBH_ERROR_NOT_READY, EBH_NAME_PREFIX "ErrorNotReady", "device not ready"},
    {EBH_ERROR_ILLEGAL_ADDRESS, EBH_NAME_PREFIX "ErrorIllegalAddress",
            "an illegal memory access was encountered"},
    {EBH_ERROR_LAUNCH_FAILURE, EBH_NAME_PREFIX "ErrorLaunchFailure", "unspecified launch failure"},
    {EBH_ERROR_UNKNOWN, EBH_NAME_PREFIX "ErrorUnknown", "unknown error"},
};

static const char *describe(int status, int message) {
    for (size_t i = 0; i < sizeof statuses / sizeof statuses[0]; i++) {
        if (statuses[i].status == status) {
            return message ? statuses[i].message : statuses[i].name;
        }
    }
    return "unrecognized error code";
}

EBH_EXPORT const char *ebhGetErrorName(int status) {
    return describe(status, 0);
}

EBH_EXPORT const char *ebhGetErrorString(int status) {
    return describe(status, 1);
}
