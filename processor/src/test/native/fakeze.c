/*
 * A Level Zero-shaped fake device (fake_ze_api.h): each immediate command list is a worker thread running its
 * commands in order (signal an event, wait on events, sleep), events come from pools and hold one signal until
 * they are reset, and timestamps are a 19.2 MHz counter of which only the low 32 bits are valid, started half a
 * second before it wraps. The rules a real driver leaves undefined are enforced with a status, so a backend that
 * breaks them fails: signalling an event that was not reset, resetting one whose signal or a queued wait is still
 * pending, using a destroyed handle.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "fake_ze_api.h"

#define FREQUENCY 19200000ULL
#define VALID_MASK 0xffffffffULL

enum state { RESET, PENDING, SIGNALLED };

struct _xx_device_handle_t {
    int ordinal;
};

struct _xx_context_handle_t {
    int live;
    int32_t pools;
};

struct _xx_event_pool_handle_t {
    int live;
    xx_context_handle_t context;
    uint32_t count;
    uint32_t used;
    unsigned char *taken;
};

struct _xx_event_handle_t {
    int live;
    xx_event_pool_handle_t pool;
    uint32_t index;
    enum state state;
    int waiters;
    uint64_t ticks;
};

enum kind { SIGNAL, WAIT, SLEEP };

struct command {
    enum kind kind;
    xx_event_handle_t *events;
    uint32_t count;
    uint64_t nanoseconds;
    struct command *next;
};

struct _xx_command_list_handle_t {
    int live;
    int stopping;
    int busy;
    struct command *head;
    struct command *tail;
    pthread_t worker;
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t changed = PTHREAD_COND_INITIALIZER;
static struct _xx_device_handle_t device0 = {0};
static int32_t fail_next;
static int32_t fail_timer_frequency;
static int32_t device_references;
static int32_t live_events;
static int32_t live_pools;
static int32_t live_contexts;
static int32_t fail_context_create;
static int32_t resets;
static int32_t destroyed_under_wait;
static int32_t host_waits;
static uint64_t last_wait_timeout;
static int32_t last_pool_count;
static uint32_t last_queue_ordinal;
static uint32_t timer_resolution = FREQUENCY;
static uint32_t kernel_timestamp_valid_bits = 32;
static uint64_t tick_offset;
static int tick_offset_set;

static uint64_t monotonic_nanos(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (uint64_t) now.tv_sec * 1000000000ULL + (uint64_t) now.tv_nsec;
}

/* The device counter; the first reading sets it half a second before its valid bits wrap. Holds the lock. */
static uint64_t device_ticks(void) {
    uint64_t raw = monotonic_nanos() / 625 * 12;
    if (!tick_offset_set) {
        tick_offset = VALID_MASK + 1 - FREQUENCY / 2 - raw;
        tick_offset_set = 1;
    }
    return (raw + tick_offset) & VALID_MASK;
}

/* Takes the lock and the status a test asked the next call to fail with. */
static xx_result_t enter(void) {
    pthread_mutex_lock(&lock);
    xx_result_t status = (xx_result_t) fail_next;
    fail_next = 0;
    return status;
}

static xx_result_t leave(xx_result_t status) {
    pthread_mutex_unlock(&lock);
    return status;
}

static int reached(xx_event_handle_t *events, uint32_t count) {
    for (uint32_t i = 0; i < count; i++) {
        if (events[i]->state != SIGNALLED) {
            return 0;
        }
    }
    return 1;
}

static void deadline_after(struct timespec *deadline, uint64_t nanoseconds) {
    clock_gettime(CLOCK_REALTIME, deadline);
    uint64_t total = (uint64_t) deadline->tv_nsec + nanoseconds % 1000000000ULL;
    deadline->tv_sec += (time_t) (nanoseconds / 1000000000ULL + total / 1000000000ULL);
    deadline->tv_nsec = (long) (total % 1000000000ULL);
}

static void *run_list(void *argument) {
    xx_command_list_handle_t list = argument;
    pthread_mutex_lock(&lock);
    for (;;) {
        while (list->head == NULL && !list->stopping) {
            pthread_cond_wait(&changed, &lock);
        }
        if (list->head == NULL) {
            break;
        }
        struct command *command = list->head;
        list->busy = 1;
        if (command->kind == SIGNAL) {
            command->events[0]->state = SIGNALLED;
            command->events[0]->ticks = device_ticks();
        } else if (command->kind == WAIT) {
            while (!reached(command->events, command->count) && !list->stopping) {
                pthread_cond_wait(&changed, &lock);
            }
            for (uint32_t i = 0; i < command->count; i++) {
                command->events[i]->waiters--;
            }
        } else {
            pthread_mutex_unlock(&lock);
            struct timespec pause = {(time_t) (command->nanoseconds / 1000000000ULL),
                                     (long) (command->nanoseconds % 1000000000ULL)};
            while (nanosleep(&pause, &pause) != 0 && errno == EINTR) {
            }
            pthread_mutex_lock(&lock);
        }
        list->head = command->next;
        if (list->head == NULL) {
            list->tail = NULL;
        }
        list->busy = 0;
        free(command->events);
        free(command);
        pthread_cond_broadcast(&changed);
    }
    pthread_mutex_unlock(&lock);
    return NULL;
}

static xx_result_t append(xx_command_list_handle_t list, struct command *command) {
    command->next = NULL;
    if (list->tail == NULL) {
        list->head = command;
    } else {
        list->tail->next = command;
    }
    list->tail = command;
    pthread_cond_broadcast(&changed);
    return XX_RESULT_SUCCESS;
}

static xx_result_t timed_wait(int (*done)(void *), void *what, uint64_t timeout) {
    struct timespec deadline;
    if (timeout != UINT64_MAX) {
        deadline_after(&deadline, timeout);
    }
    while (!done(what)) {
        if (timeout == 0) {
            return XX_RESULT_NOT_READY;
        }
        if (timeout == UINT64_MAX) {
            pthread_cond_wait(&changed, &lock);
        } else if (pthread_cond_timedwait(&changed, &lock, &deadline) == ETIMEDOUT && !done(what)) {
            return XX_RESULT_NOT_READY;
        }
    }
    return XX_RESULT_SUCCESS;
}

xx_result_t xxInit(uint32_t flags) {
    xx_result_t status = enter();
    return leave(status == 0 && flags != 0 ? XX_RESULT_ERROR_INVALID_ENUMERATION : status);
}

xx_result_t xxDeviceGet(uint32_t ordinal, xx_device_handle_t *phDevice) {
    xx_result_t status = enter();
    if (status != 0) {
        return leave(status);
    }
    if (ordinal != 0 || phDevice == NULL) {
        return leave(XX_RESULT_ERROR_INVALID_ARGUMENT);
    }
    *phDevice = &device0;
    device_references++;
    return leave(XX_RESULT_SUCCESS);
}

/*
 * Gives back the reference xxDeviceGet took; one more release than gets is refused, and so is the last while event
 * pools live, as a driver may refuse to destroy a context while pools made in it live.
 */
xx_result_t xxDeviceRelease(xx_device_handle_t hDevice) {
    xx_result_t status = enter();
    if (status != 0) {
        return leave(status);
    }
    if (hDevice != &device0 || device_references == 0) {
        return leave(XX_RESULT_ERROR_INVALID_NULL_HANDLE);
    }
    if (device_references == 1 && (live_pools > 0 || live_contexts > 0)) {
        return leave(XX_RESULT_ERROR_HANDLE_OBJECT_IN_USE);
    }
    device_references--;
    return leave(XX_RESULT_SUCCESS);
}

xx_result_t xxDeviceGetTimerFrequency(xx_device_handle_t hDevice, uint64_t *pFrequency) {
    xx_result_t status = enter();
    if (status != 0) {
        return leave(status);
    }
    if (fail_timer_frequency != 0) {
        status = (xx_result_t) fail_timer_frequency;
        fail_timer_frequency = 0;
        return leave(status);
    }
    if (hDevice != &device0) {
        return leave(XX_RESULT_ERROR_INVALID_NULL_HANDLE);
    }
    *pFrequency = FREQUENCY;
    return leave(XX_RESULT_SUCCESS);
}

xx_result_t xxDeviceGetProperties(xx_device_handle_t hDevice, xx_device_properties_t *pProperties) {
    xx_result_t status = enter();
    if (status != 0) {
        return leave(status);
    }
    if (hDevice != &device0) {
        return leave(XX_RESULT_ERROR_INVALID_NULL_HANDLE);
    }
    if (pProperties == NULL || pProperties->stype != XX_STRUCTURE_TYPE_DEVICE_PROPERTIES
            || pProperties->pNext != NULL) {
        return leave(XX_RESULT_ERROR_INVALID_ARGUMENT);
    }
    pProperties->type = 1;
    strcpy(pProperties->name, "fake device");
    pProperties->coreClockRate = -1;
    pProperties->timerResolution = timer_resolution;
    /* The global timer keeps more bits than the kernel timestamps: the narrower are what a span is taken in. */
    pProperties->timestampValidBits = 40;
    pProperties->kernelTimestampValidBits = kernel_timestamp_valid_bits;
    pProperties->maxMemAllocSize = UINT64_MAX;
    pProperties->flags = 5;
    return leave(XX_RESULT_SUCCESS);
}

void xxTestSetDeviceProperties(uint32_t timerResolution, uint32_t kernelTimestampValidBits) {
    pthread_mutex_lock(&lock);
    timer_resolution = timerResolution;
    kernel_timestamp_valid_bits = kernelTimestampValidBits;
    pthread_mutex_unlock(&lock);
}

/* The host stamp is CLOCK_MONOTONIC_RAW, as Level Zero's is; the device stamp is read right after it. */
xx_result_t xxDeviceGetGlobalTimestamps(xx_device_handle_t hDevice, uint64_t *hostTimestamp,
                                        uint64_t *deviceTimestamp) {
    xx_result_t status = enter();
    if (status != 0) {
        return leave(status);
    }
    if (hDevice != &device0) {
        return leave(XX_RESULT_ERROR_INVALID_NULL_HANDLE);
    }
    if (hostTimestamp == NULL || deviceTimestamp == NULL) {
        return leave(XX_RESULT_ERROR_INVALID_ARGUMENT);
    }
    struct timespec raw;
    clock_gettime(CLOCK_MONOTONIC_RAW, &raw);
    *hostTimestamp = (uint64_t) raw.tv_sec * 1000000000ULL + (uint64_t) raw.tv_nsec;
    *deviceTimestamp = device_ticks();
    return leave(XX_RESULT_SUCCESS);
}

/* A pool in hContext, or in no context where hContext is NULL (xxEventPoolCreate). */
static xx_result_t pool_create(xx_context_handle_t hContext, const xx_event_pool_desc_t *desc,
                               xx_event_pool_handle_t *phEventPool) {
    if (desc->stype != XX_STRUCTURE_TYPE_EVENT_POOL_DESC || desc->count == 0
            || !(desc->flags & XX_EVENT_POOL_FLAG_KERNEL_TIMESTAMP)) {
        return XX_RESULT_ERROR_INVALID_ARGUMENT;
    }
    xx_event_pool_handle_t pool = calloc(1, sizeof(*pool));
    pool->taken = calloc(desc->count, 1);
    pool->count = desc->count;
    pool->live = 1;
    pool->context = hContext;
    if (hContext != NULL) {
        hContext->pools++;
    }
    live_pools++;
    last_pool_count = (int32_t) desc->count;
    *phEventPool = pool;
    return XX_RESULT_SUCCESS;
}

xx_result_t xxEventPoolCreate(xx_device_handle_t hDevice, const xx_event_pool_desc_t *desc,
                              xx_event_pool_handle_t *phEventPool) {
    xx_result_t status = enter();
    if (status != 0) {
        return leave(status);
    }
    if (hDevice != &device0 || desc == NULL) {
        return leave(XX_RESULT_ERROR_INVALID_NULL_HANDLE);
    }
    return leave(pool_create(NULL, desc, phEventPool));
}

xx_result_t xxContextCreate(xx_device_handle_t hDevice, xx_context_handle_t *phContext) {
    xx_result_t status = enter();
    if (status != 0) {
        return leave(status);
    }
    if (fail_context_create != 0) {
        status = (xx_result_t) fail_context_create;
        fail_context_create = 0;
        return leave(status);
    }
    if (hDevice != &device0 || device_references == 0 || phContext == NULL) {
        return leave(XX_RESULT_ERROR_INVALID_NULL_HANDLE);
    }
    xx_context_handle_t context = calloc(1, sizeof(*context));
    context->live = 1;
    live_contexts++;
    *phContext = context;
    return leave(XX_RESULT_SUCCESS);
}

/* Refused while pools made in the context live, as a driver may refuse it. */
xx_result_t xxContextDestroy(xx_context_handle_t hContext) {
    xx_result_t status = enter();
    if (status != 0) {
        return leave(status);
    }
    if (hContext == NULL || !hContext->live) {
        return leave(XX_RESULT_ERROR_INVALID_NULL_HANDLE);
    }
    if (hContext->pools > 0) {
        return leave(XX_RESULT_ERROR_HANDLE_OBJECT_IN_USE);
    }
    hContext->live = 0;
    live_contexts--;
    return leave(XX_RESULT_SUCCESS);
}

xx_result_t xxEventPoolCreateInContext(xx_context_handle_t hContext, const xx_event_pool_desc_t *desc,
                                       xx_event_pool_handle_t *phEventPool) {
    xx_result_t status = enter();
    if (status != 0) {
        return leave(status);
    }
    if (hContext == NULL || !hContext->live || desc == NULL) {
        return leave(XX_RESULT_ERROR_INVALID_NULL_HANDLE);
    }
    return leave(pool_create(hContext, desc, phEventPool));
}

xx_result_t xxEventPoolDestroy(xx_event_pool_handle_t hEventPool) {
    xx_result_t status = enter();
    if (hEventPool == NULL || !hEventPool->live) {
        return leave(XX_RESULT_ERROR_INVALID_NULL_HANDLE);
    }
    if (hEventPool->used != 0) {
        return leave(XX_RESULT_ERROR_HANDLE_OBJECT_IN_USE);
    }
    hEventPool->live = 0;
    if (hEventPool->context != NULL) {
        hEventPool->context->pools--;
    }
    live_pools--;
    return leave(status);
}

xx_result_t xxEventCreate(xx_event_pool_handle_t hEventPool, const xx_event_desc_t *desc,
                          xx_event_handle_t *phEvent) {
    xx_result_t status = enter();
    if (status != 0) {
        return leave(status);
    }
    if (hEventPool == NULL || !hEventPool->live || desc == NULL) {
        return leave(XX_RESULT_ERROR_INVALID_NULL_HANDLE);
    }
    if (desc->stype != XX_STRUCTURE_TYPE_EVENT_DESC || desc->index >= hEventPool->count
            || hEventPool->taken[desc->index] || desc->signal != XX_EVENT_SCOPE_FLAG_HOST) {
        return leave(XX_RESULT_ERROR_INVALID_ARGUMENT);
    }
    xx_event_handle_t event = calloc(1, sizeof(*event));
    event->live = 1;
    event->pool = hEventPool;
    event->index = desc->index;
    hEventPool->taken[desc->index] = 1;
    hEventPool->used++;
    live_events++;
    *phEvent = event;
    return leave(XX_RESULT_SUCCESS);
}

xx_result_t xxEventDestroy(xx_event_handle_t hEvent) {
    xx_result_t status = enter();
    if (hEvent == NULL || !hEvent->live) {
        return leave(XX_RESULT_ERROR_INVALID_NULL_HANDLE);
    }
    if (hEvent->waiters > 0) {
        destroyed_under_wait++;
    }
    /* Kept, marked dead: a later use reports an invalid handle instead of touching freed memory. */
    hEvent->live = 0;
    hEvent->pool->taken[hEvent->index] = 0;
    hEvent->pool->used--;
    live_events--;
    return leave(status);
}

xx_result_t xxEventHostReset(xx_event_handle_t hEvent) {
    xx_result_t status = enter();
    if (status != 0) {
        return leave(status);
    }
    if (hEvent == NULL || !hEvent->live) {
        return leave(XX_RESULT_ERROR_INVALID_NULL_HANDLE);
    }
    if (hEvent->state == PENDING || hEvent->waiters > 0) {
        /* A queued signal or wait still references it: resetting now would hide or lose that signal. */
        return leave(XX_RESULT_ERROR_HANDLE_OBJECT_IN_USE);
    }
    hEvent->state = RESET;
    resets++;
    return leave(XX_RESULT_SUCCESS);
}

static int event_reached(void *event) {
    return ((xx_event_handle_t) event)->state == SIGNALLED;
}

xx_result_t xxEventHostSynchronize(xx_event_handle_t hEvent, uint64_t timeout) {
    xx_result_t status = enter();
    if (status != 0) {
        return leave(status);
    }
    if (hEvent == NULL || !hEvent->live) {
        return leave(XX_RESULT_ERROR_INVALID_NULL_HANDLE);
    }
    if (timeout != 0) {
        host_waits++;
        last_wait_timeout = timeout;
    }
    return leave(timed_wait(event_reached, hEvent, timeout));
}

xx_result_t xxEventQueryStatus(xx_event_handle_t hEvent) {
    return xxEventHostSynchronize(hEvent, 0);
}

xx_result_t xxEventQueryGlobalTimestamp(xx_event_handle_t hEvent, uint64_t *pTicks) {
    xx_result_t status = enter();
    if (status != 0) {
        return leave(status);
    }
    if (hEvent == NULL || !hEvent->live) {
        return leave(XX_RESULT_ERROR_INVALID_NULL_HANDLE);
    }
    if (hEvent->state != SIGNALLED) {
        return leave(XX_RESULT_NOT_READY);
    }
    *pTicks = hEvent->ticks;
    return leave(XX_RESULT_SUCCESS);
}

xx_result_t xxEventQueryKernelTimestamp(xx_event_handle_t hEvent, xx_kernel_timestamp_result_t *dstptr) {
    xx_result_t status = enter();
    if (status != 0) {
        return leave(status);
    }
    if (hEvent == NULL || !hEvent->live) {
        return leave(XX_RESULT_ERROR_INVALID_NULL_HANDLE);
    }
    if (hEvent->state != SIGNALLED) {
        return leave(XX_RESULT_NOT_READY);
    }
    /* Only the global end is the event's time; the others differ, so a read of the wrong field shows. */
    dstptr->global.kernelStart = (hEvent->ticks - 1000) & VALID_MASK;
    dstptr->global.kernelEnd = hEvent->ticks;
    dstptr->context.kernelStart = hEvent->ticks ^ 0x5555;
    dstptr->context.kernelEnd = (hEvent->ticks + 7777) & VALID_MASK;
    return leave(XX_RESULT_SUCCESS);
}

static xx_result_t list_create(const xx_command_queue_desc_t *desc, xx_command_list_handle_t *phCommandList) {
    if (desc->stype != XX_STRUCTURE_TYPE_COMMAND_QUEUE_DESC) {
        return XX_RESULT_ERROR_INVALID_ARGUMENT;
    }
    xx_command_list_handle_t list = calloc(1, sizeof(*list));
    list->live = 1;
    last_queue_ordinal = desc->ordinal;
    if (pthread_create(&list->worker, NULL, run_list, list) != 0) {
        free(list);
        return XX_RESULT_ERROR_OUT_OF_HOST_MEMORY;
    }
    *phCommandList = list;
    return XX_RESULT_SUCCESS;
}

xx_result_t xxCommandListCreateImmediate(xx_device_handle_t hDevice, const xx_command_queue_desc_t *desc,
                                         xx_command_list_handle_t *phCommandList) {
    xx_result_t status = enter();
    if (status != 0) {
        return leave(status);
    }
    if (hDevice != &device0 || desc == NULL) {
        return leave(XX_RESULT_ERROR_INVALID_NULL_HANDLE);
    }
    return leave(list_create(desc, phCommandList));
}

xx_result_t xxCommandListCreateInContext(xx_context_handle_t hContext, xx_device_handle_t hDevice,
                                         const xx_command_queue_desc_t *desc,
                                         xx_command_list_handle_t *phCommandList) {
    xx_result_t status = enter();
    if (status != 0) {
        return leave(status);
    }
    if (hContext == NULL || !hContext->live || hDevice != &device0 || desc == NULL) {
        return leave(XX_RESULT_ERROR_INVALID_NULL_HANDLE);
    }
    return leave(list_create(desc, phCommandList));
}

xx_result_t xxCommandListDestroy(xx_command_list_handle_t hCommandList) {
    xx_result_t status = enter();
    if (hCommandList == NULL || !hCommandList->live) {
        return leave(XX_RESULT_ERROR_INVALID_NULL_HANDLE);
    }
    hCommandList->live = 0;
    hCommandList->stopping = 1;
    pthread_cond_broadcast(&changed);
    pthread_mutex_unlock(&lock);
    pthread_join(hCommandList->worker, NULL);
    return status;
}

static int live_list(xx_command_list_handle_t list) {
    return list != NULL && list->live;
}

xx_result_t xxCommandListAppendSignalEvent(xx_command_list_handle_t hCommandList, xx_event_handle_t hEvent) {
    xx_result_t status = enter();
    if (status != 0) {
        return leave(status);
    }
    if (!live_list(hCommandList) || hEvent == NULL || !hEvent->live) {
        return leave(XX_RESULT_ERROR_INVALID_NULL_HANDLE);
    }
    if (hEvent->state != RESET) {
        return leave(XX_RESULT_ERROR_EVENT_NOT_RESET);
    }
    struct command *command = calloc(1, sizeof(*command));
    command->kind = SIGNAL;
    command->events = malloc(sizeof(xx_event_handle_t));
    command->events[0] = hEvent;
    command->count = 1;
    hEvent->state = PENDING;
    return leave(append(hCommandList, command));
}

xx_result_t xxCommandListAppendWaitOnEvents(xx_command_list_handle_t hCommandList, uint32_t numEvents,
                                            xx_event_handle_t *phEvents) {
    xx_result_t status = enter();
    if (status != 0) {
        return leave(status);
    }
    if (!live_list(hCommandList) || (numEvents > 0 && phEvents == NULL)) {
        return leave(XX_RESULT_ERROR_INVALID_NULL_HANDLE);
    }
    for (uint32_t i = 0; i < numEvents; i++) {
        if (phEvents[i] == NULL || !phEvents[i]->live) {
            return leave(XX_RESULT_ERROR_INVALID_NULL_HANDLE);
        }
    }
    struct command *command = calloc(1, sizeof(*command));
    command->kind = WAIT;
    command->events = malloc(sizeof(xx_event_handle_t) * (numEvents == 0 ? 1 : numEvents));
    memcpy(command->events, phEvents, sizeof(xx_event_handle_t) * numEvents);
    command->count = numEvents;
    for (uint32_t i = 0; i < numEvents; i++) {
        phEvents[i]->waiters++;
    }
    return leave(append(hCommandList, command));
}

static int list_drained(void *list) {
    xx_command_list_handle_t l = list;
    return l->head == NULL && !l->busy;
}

xx_result_t xxCommandListHostSynchronize(xx_command_list_handle_t hCommandList, uint64_t timeout) {
    xx_result_t status = enter();
    if (status != 0) {
        return leave(status);
    }
    if (!live_list(hCommandList)) {
        return leave(XX_RESULT_ERROR_INVALID_NULL_HANDLE);
    }
    return leave(timed_wait(list_drained, hCommandList, timeout));
}

xx_result_t xxTestAppendSleep(xx_command_list_handle_t hCommandList, uint64_t nanoseconds) {
    pthread_mutex_lock(&lock);
    if (!live_list(hCommandList)) {
        return leave(XX_RESULT_ERROR_INVALID_NULL_HANDLE);
    }
    struct command *command = calloc(1, sizeof(*command));
    command->kind = SLEEP;
    command->nanoseconds = nanoseconds;
    return leave(append(hCommandList, command));
}

void xxTestFailNext(int32_t status) {
    pthread_mutex_lock(&lock);
    fail_next = status;
    pthread_mutex_unlock(&lock);
}

void xxTestFailTimerFrequency(int32_t status) {
    pthread_mutex_lock(&lock);
    fail_timer_frequency = status;
    pthread_mutex_unlock(&lock);
}

void xxTestFailContextCreate(int32_t status) {
    pthread_mutex_lock(&lock);
    fail_context_create = status;
    pthread_mutex_unlock(&lock);
}

void xxTestRestartTimer(void) {
    pthread_mutex_lock(&lock);
    tick_offset_set = 0;
    pthread_mutex_unlock(&lock);
}

#define COUNTER(name, variable, type) \
    type name(void) { \
        pthread_mutex_lock(&lock); \
        type value = variable; \
        pthread_mutex_unlock(&lock); \
        return value; \
    }

COUNTER(xxTestDeviceReferences, device_references, int32_t)
COUNTER(xxTestLiveEvents, live_events, int32_t)
COUNTER(xxTestLivePools, live_pools, int32_t)
COUNTER(xxTestLiveContexts, live_contexts, int32_t)
COUNTER(xxTestResets, resets, int32_t)
COUNTER(xxTestDestroyedUnderWait, destroyed_under_wait, int32_t)
COUNTER(xxTestHostWaits, host_waits, int32_t)
COUNTER(xxTestLastWaitTimeout, last_wait_timeout, uint64_t)
COUNTER(xxTestLastPoolCount, last_pool_count, int32_t)
COUNTER(xxTestLastQueueOrdinal, last_queue_ordinal, uint32_t)
