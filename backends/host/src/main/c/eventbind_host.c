/*
 * The public event API of the host runtime. Each call validates its arguments and handles, then consults the
 * injected faults, then acts; all under ebh_lock. Blocking calls wait on ebh_progress holding a reference, so
 * a concurrent destroy never frees what they are looking at.
 */
#include "ebh_internal.h"

#include <math.h>
#include <stdlib.h>

#define NANOS_PER_MILLI 1e6

static uint64_t bits(const void *handle) {
    return (uint64_t)(uintptr_t)handle;
}

static void *as_handle(uint64_t bits) {
    return (void *)(uintptr_t)bits;
}

/* The stream a handle names (NULL: the default stream), or NULL with the status saying why. */
static struct ebh_stream *stream_of(ebhStream_t handle, int *status) {
    if (handle == NULL) {
        return ebh_default_stream(status);
    }
    struct ebh_stream *stream = ebh_lookup(EBH_KIND_STREAM, bits(handle));
    *status = stream == NULL ? EBH_ERROR_INVALID_HANDLE : EBH_SUCCESS;
    return stream;
}

static struct ebh_event *event_of(ebhEvent_t handle) {
    return ebh_lookup(EBH_KIND_EVENT, bits(handle));
}

/* Queues an item naming `event` (which it holds a reference to), or fails for lack of memory. */
static int enqueue(struct ebh_stream *stream, struct ebh_item model) {
    struct ebh_item *item = malloc(sizeof *item);
    if (item == NULL) {
        return EBH_ERROR_MEMORY_ALLOCATION;
    }
    *item = model;
    if (item->event != NULL) {
        item->event->refs++;
    }
    ebh_enqueue(stream, item);
    return EBH_SUCCESS;
}

static int event_create(ebhEvent_t *out, unsigned int flags) {
    if (out == NULL || (flags & ~(unsigned int)(EBH_EVENT_BLOCKING_SYNC | EBH_EVENT_DISABLE_TIMING)) != 0) {
        return EBH_ERROR_INVALID_VALUE;
    }
    int status = ebh_fault(EBH_CALL_EVENT_CREATE);
    if (status != EBH_SUCCESS) {
        return status;
    }
    struct ebh_event *event = calloc(1, sizeof *event);
    uint64_t handle;
    if (event == NULL || ebh_register(EBH_KIND_EVENT, event, &handle) != EBH_SUCCESS) {
        free(event);
        return EBH_ERROR_MEMORY_ALLOCATION;
    }
    event->refs = 1;
    event->flags = flags;
    ebh_count(EBH_COUNT_EVENTS_CREATED);
    *out = as_handle(handle);
    return EBH_SUCCESS;
}

static int event_destroy(ebhEvent_t handle) {
    struct ebh_event *event = event_of(handle);
    if (event == NULL) {
        return EBH_ERROR_INVALID_HANDLE;
    }
    /* An injected failure stands for an earlier asynchronous error: the handle is released all the same. */
    int status = ebh_fault(EBH_CALL_EVENT_DESTROY);
    ebh_unregister(bits(handle));
    ebh_count(EBH_COUNT_EVENTS_DESTROYED);
    ebh_event_release(event);
    return status;
}

static int event_record(ebhEvent_t handle, ebhStream_t stream_handle) {
    struct ebh_event *event = event_of(handle);
    if (event == NULL) {
        return EBH_ERROR_INVALID_HANDLE;
    }
    int status;
    struct ebh_stream *stream = stream_of(stream_handle, &status);
    if (stream == NULL) {
        return status;
    }
    status = ebh_fault(EBH_CALL_EVENT_RECORD);
    if (status != EBH_SUCCESS) {
        return status;
    }
    status = enqueue(stream, (struct ebh_item){.kind = EBH_ITEM_RECORD, .event = event,
            .sequence = event->recorded + 1});
    if (status == EBH_SUCCESS) {
        event->recorded++;
    }
    return status;
}

static int event_synchronize(ebhEvent_t handle) {
    struct ebh_event *event = event_of(handle);
    if (event == NULL) {
        return EBH_ERROR_INVALID_HANDLE;
    }
    int status = ebh_fault(EBH_CALL_EVENT_SYNCHRONIZE);
    if (status != EBH_SUCCESS) {
        return status;
    }
    uint64_t target = event->recorded;
    event->refs++;
    while (event->reached < target) {
        pthread_cond_wait(&ebh_progress, &ebh_lock);
    }
    ebh_event_release(event);
    return EBH_SUCCESS;
}

static int event_query(ebhEvent_t handle) {
    struct ebh_event *event = event_of(handle);
    if (event == NULL) {
        return EBH_ERROR_INVALID_HANDLE;
    }
    int status = ebh_fault(EBH_CALL_EVENT_QUERY);
    if (status != EBH_SUCCESS) {
        return status;
    }
    return event->reached >= event->recorded ? EBH_SUCCESS : EBH_ERROR_NOT_READY;
}

/* Whether an event can be timed: recorded at least once, with timing enabled. */
static int timed(const struct ebh_event *event) {
    return event->recorded > 0 && (event->flags & EBH_EVENT_DISABLE_TIMING) == 0;
}

static int event_elapsed(float *ms, ebhEvent_t start_handle, ebhEvent_t end_handle) {
    if (ms == NULL) {
        return EBH_ERROR_INVALID_VALUE;
    }
    struct ebh_event *start = event_of(start_handle);
    struct ebh_event *end = event_of(end_handle);
    if (start == NULL || end == NULL) {
        return EBH_ERROR_INVALID_HANDLE;
    }
    int status = ebh_fault(EBH_CALL_EVENT_ELAPSED);
    if (status != EBH_SUCCESS) {
        return status;
    }
    if (!timed(start) || !timed(end)) {
        return EBH_ERROR_INVALID_HANDLE;
    }
    if (start->reached < start->recorded || end->reached < end->recorded) {
        return EBH_ERROR_NOT_READY;
    }
    float measured = (float)((double)(end->device_ns - start->device_ns) / NANOS_PER_MILLI);
    switch (ebh_elapsed_mode()) {
    case EBH_ELAPSED_NEGATIVE:
        *ms = -fabsf(measured) - 1.0f;
        break;
    case EBH_ELAPSED_NAN:
        *ms = NAN;
        break;
    default:
        *ms = measured;
        break;
    }
    return EBH_SUCCESS;
}

static int stream_create(ebhStream_t *out, unsigned int flags) {
    if (out == NULL || (flags & ~(unsigned int)EBH_STREAM_NON_BLOCKING) != 0) {
        return EBH_ERROR_INVALID_VALUE;
    }
    int status = ebh_fault(EBH_CALL_STREAM_CREATE);
    if (status != EBH_SUCCESS) {
        return status;
    }
    struct ebh_stream *stream = ebh_stream_start(&status);
    if (stream == NULL) {
        return status;
    }
    uint64_t handle;
    if (ebh_register(EBH_KIND_STREAM, stream, &handle) != EBH_SUCCESS) {
        ebh_enqueue(stream, stream->stop); /* the worker exits and frees the stream */
        ebh_stream_release(stream);
        return EBH_ERROR_MEMORY_ALLOCATION;
    }
    ebh_count(EBH_COUNT_STREAMS_CREATED);
    *out = as_handle(handle);
    return EBH_SUCCESS;
}

static int stream_destroy(ebhStream_t handle) {
    struct ebh_stream *stream = ebh_lookup(EBH_KIND_STREAM, bits(handle));
    if (stream == NULL) {
        return EBH_ERROR_INVALID_HANDLE;
    }
    int status = ebh_fault(EBH_CALL_STREAM_DESTROY); /* released all the same, as for events */
    ebh_unregister(bits(handle));
    ebh_count(EBH_COUNT_STREAMS_DESTROYED);
    /* Queued work still runs; the worker frees the stream once it reaches the stop item. */
    ebh_enqueue(stream, stream->stop);
    ebh_stream_release(stream);
    return status;
}

static int stream_synchronize(ebhStream_t handle) {
    int status;
    struct ebh_stream *stream = stream_of(handle, &status);
    if (stream == NULL) {
        return status;
    }
    status = ebh_fault(EBH_CALL_STREAM_SYNCHRONIZE);
    if (status != EBH_SUCCESS) {
        return status;
    }
    uint64_t target = stream->submitted;
    stream->refs++;
    while (stream->done < target) {
        pthread_cond_wait(&ebh_progress, &ebh_lock);
    }
    ebh_stream_release(stream);
    return EBH_SUCCESS;
}

static int stream_wait_event(ebhStream_t stream_handle, ebhEvent_t event_handle, unsigned int flags) {
    int status;
    struct ebh_stream *stream = stream_of(stream_handle, &status);
    if (stream == NULL) {
        return status;
    }
    struct ebh_event *event = event_of(event_handle);
    if (event == NULL) {
        return EBH_ERROR_INVALID_HANDLE;
    }
    if (flags != 0) {
        return EBH_ERROR_INVALID_VALUE;
    }
    status = ebh_fault(EBH_CALL_STREAM_WAIT_EVENT);
    if (status != EBH_SUCCESS || event->recorded == 0) {
        return status; /* waiting for a never-recorded event is a no-op, as in CUDA */
    }
    return enqueue(stream, (struct ebh_item){.kind = EBH_ITEM_WAIT, .event = event,
            .sequence = event->recorded});
}

static int enqueue_work(ebhStream_t handle, int call, struct ebh_item item) {
    int status;
    struct ebh_stream *stream = stream_of(handle, &status);
    if (stream == NULL) {
        return status;
    }
    status = ebh_fault(call);
    return status != EBH_SUCCESS ? status : enqueue(stream, item);
}

/* Runs `call` under the lock. */
#define LOCKED(call)                                                                                          \
    do {                                                                                                      \
        pthread_mutex_lock(&ebh_lock);                                                                        \
        int locked_status = (call);                                                                           \
        pthread_mutex_unlock(&ebh_lock);                                                                      \
        return locked_status;                                                                                 \
    } while (0)

EBH_EXPORT int ebhEventCreateWithFlags(ebhEvent_t *event, unsigned int flags) {
    LOCKED(event_create(event, flags));
}

EBH_EXPORT int ebhEventDestroy(ebhEvent_t event) {
    LOCKED(event_destroy(event));
}

EBH_EXPORT int ebhEventRecord(ebhEvent_t event, ebhStream_t stream) {
    LOCKED(event_record(event, stream));
}

EBH_EXPORT int ebhEventSynchronize(ebhEvent_t event) {
    LOCKED(event_synchronize(event));
}

EBH_EXPORT int ebhEventQuery(ebhEvent_t event) {
    LOCKED(event_query(event));
}

EBH_EXPORT int ebhEventElapsedTime(float *ms, ebhEvent_t start, ebhEvent_t end) {
    LOCKED(event_elapsed(ms, start, end));
}

EBH_EXPORT int ebhStreamCreateWithFlags(ebhStream_t *stream, unsigned int flags) {
    LOCKED(stream_create(stream, flags));
}

EBH_EXPORT int ebhStreamDestroy(ebhStream_t stream) {
    LOCKED(stream_destroy(stream));
}

EBH_EXPORT int ebhStreamSynchronize(ebhStream_t stream) {
    LOCKED(stream_synchronize(stream));
}

EBH_EXPORT int ebhStreamWaitEvent(ebhStream_t stream, ebhEvent_t event, unsigned int flags) {
    LOCKED(stream_wait_event(stream, event, flags));
}

EBH_EXPORT int ebhEnqueueSleep(ebhStream_t stream, long long micros) {
    if (micros < 0) {
        return EBH_ERROR_INVALID_VALUE;
    }
    LOCKED(enqueue_work(stream, EBH_CALL_ENQUEUE_SLEEP,
            (struct ebh_item){.kind = EBH_ITEM_SLEEP, .amount = micros}));
}

/* A fill of memory the library cannot vouch for is refused: only ranges inside one live ebhMalloc buffer. */
static int enqueue_fill(ebhStream_t handle, void *dst, long long bytes, int value) {
    int status;
    struct ebh_stream *stream = stream_of(handle, &status);
    if (stream == NULL) {
        return status;
    }
    struct ebh_buffer *buffer = ebh_buffer_containing(dst, bytes);
    if (buffer == NULL) {
        return EBH_ERROR_INVALID_VALUE;
    }
    status = ebh_fault(EBH_CALL_ENQUEUE_FILL);
    if (status != EBH_SUCCESS) {
        return status;
    }
    ebh_buffer_retain(buffer);
    status = enqueue(stream, (struct ebh_item){.kind = EBH_ITEM_FILL, .amount = bytes, .dst = dst,
            .value = value, .buffer = buffer});
    if (status != EBH_SUCCESS) {
        ebh_buffer_release(buffer);
    }
    return status;
}

EBH_EXPORT int ebhEnqueueFill(ebhStream_t stream, void *dst, long long bytes, int value) {
    LOCKED(enqueue_fill(stream, dst, bytes, value));
}

EBH_EXPORT int ebhRuntimeGetVersion(int *version) {
    if (version == NULL) {
        return EBH_ERROR_INVALID_VALUE;
    }
    *version = EBH_RUNTIME_VERSION;
    return EBH_SUCCESS;
}
