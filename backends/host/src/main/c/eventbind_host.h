/*
 * eventbind host runtime: a CPU "device" with the CUDA runtime's event API.
 *
 * A stream is a worker thread that runs its queued work in order. An event takes CLOCK_MONOTONIC when the
 * worker of the stream it was recorded on reaches it; a stream wait is a real dependency between workers;
 * synchronize and event wait block the caller until the point is reached. Host work items (sleep, fill) put
 * measurable work on a stream, and test hooks count live handles and inject faults.
 *
 * Every call returns an int status, CUDA-numbered: success 0, invalid value 1, invalid handle 400, not ready
 * 600. Handles are table entries, not pointers: a destroyed or foreign handle is answered with 400, never
 * dereferenced. The NULL stream is a default stream of its own (it does not synchronize with the others).
 */
#ifndef EVENTBIND_HOST_H
#define EVENTBIND_HOST_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#define EBH_EXPORT __attribute__((visibility("default")))

typedef struct ebhEvent_st *ebhEvent_t;
typedef struct ebhStream_st *ebhStream_t;

/* Status codes (the CUDA runtime's numbers). */
#define EBH_SUCCESS 0
#define EBH_ERROR_INVALID_VALUE 1
#define EBH_ERROR_MEMORY_ALLOCATION 2
#define EBH_ERROR_INVALID_HANDLE 400
#define EBH_ERROR_NOT_READY 600
#define EBH_ERROR_ILLEGAL_ADDRESS 700
#define EBH_ERROR_LAUNCH_FAILURE 719
#define EBH_ERROR_UNKNOWN 999

/* Event flags: timing is on unless disabled. */
#define EBH_EVENT_DEFAULT 0
#define EBH_EVENT_BLOCKING_SYNC 1
#define EBH_EVENT_DISABLE_TIMING 2

/* Stream flags. */
#define EBH_STREAM_DEFAULT 0
#define EBH_STREAM_NON_BLOCKING 1

/* The runtime version ebhRuntimeGetVersion reports (major * 1000 + minor * 10). */
#define EBH_RUNTIME_VERSION 100

/* The event API, shaped like cudaEvent* / cudaStream*. */
EBH_EXPORT int ebhEventCreateWithFlags(ebhEvent_t *event, unsigned int flags);
EBH_EXPORT int ebhEventDestroy(ebhEvent_t event);
EBH_EXPORT int ebhEventRecord(ebhEvent_t event, ebhStream_t stream);
EBH_EXPORT int ebhEventSynchronize(ebhEvent_t event);
EBH_EXPORT int ebhEventQuery(ebhEvent_t event);
EBH_EXPORT int ebhEventElapsedTime(float *ms, ebhEvent_t start, ebhEvent_t end);
EBH_EXPORT int ebhStreamCreateWithFlags(ebhStream_t *stream, unsigned int flags);
EBH_EXPORT int ebhStreamDestroy(ebhStream_t stream);
EBH_EXPORT int ebhStreamSynchronize(ebhStream_t stream);
EBH_EXPORT int ebhStreamWaitEvent(ebhStream_t stream, ebhEvent_t event, unsigned int flags);
EBH_EXPORT const char *ebhGetErrorName(int status);
EBH_EXPORT const char *ebhGetErrorString(int status);
EBH_EXPORT int ebhRuntimeGetVersion(int *version);

/*
 * Host memory, the device memory of this runtime: zeroed buffers of `bytes` bytes that the library owns, known by
 * their base address. ebhFree unlists a buffer at once (later calls naming it are refused) and frees its memory
 * when the last queued work item writing it has run. Any address the library did not hand out, or a range
 * running past a buffer's end, is refused with EBH_ERROR_INVALID_VALUE and never touched.
 */
EBH_EXPORT int ebhMalloc(void **buffer, long long bytes);
EBH_EXPORT int ebhFree(void *buffer);
/* Copies bytes bytes from src, which must lie inside one live buffer, to the caller's dst. */
EBH_EXPORT int ebhMemcpyToHost(void *dst, const void *src, long long bytes);

/* Host work items: queued on a stream and run by its worker in order. */
EBH_EXPORT int ebhEnqueueSleep(ebhStream_t stream, long long micros);
/* Sets bytes bytes at dst to value; [dst, dst + bytes) must lie inside one live ebhMalloc buffer, which the
 * queued item keeps alive until it has run. Any other range is refused with EBH_ERROR_INVALID_VALUE. */
EBH_EXPORT int ebhEnqueueFill(ebhStream_t stream, void *dst, long long bytes, int value);

/* Counters for tests. A destroyed handle stops counting as live at once, even with work still queued. */
#define EBH_COUNT_LIVE_EVENTS 0
#define EBH_COUNT_LIVE_STREAMS 1
#define EBH_COUNT_EVENTS_CREATED 2
#define EBH_COUNT_EVENTS_DESTROYED 3
#define EBH_COUNT_STREAMS_CREATED 4
#define EBH_COUNT_STREAMS_DESTROYED 5
#define EBH_COUNT_INVALID_HANDLES 6
/* Host buffers whose memory is still allocated (freed ones included until their queued work has run). */
#define EBH_COUNT_LIVE_BUFFERS 7
#define EBH_COUNTERS 8
/* The counter's value, or -1 for an unknown counter. */
EBH_EXPORT long long ebhCount(int counter);

/* Calls a fault can be injected into. */
#define EBH_CALL_EVENT_CREATE 0
#define EBH_CALL_EVENT_DESTROY 1
#define EBH_CALL_EVENT_RECORD 2
#define EBH_CALL_EVENT_SYNCHRONIZE 3
#define EBH_CALL_EVENT_QUERY 4
#define EBH_CALL_EVENT_ELAPSED 5
#define EBH_CALL_STREAM_WAIT_EVENT 6
#define EBH_CALL_STREAM_SYNCHRONIZE 7
#define EBH_CALL_STREAM_CREATE 8
#define EBH_CALL_STREAM_DESTROY 9
#define EBH_CALL_ENQUEUE_SLEEP 10
#define EBH_CALL_ENQUEUE_FILL 11
#define EBH_CALLS 12

/*
 * Makes the next `times` valid calls of `call` return `status` (times < 0: every call until cleared;
 * times == 0: clears the fault). A failing create writes no handle; a failing destroy still releases the
 * handle, as a driver reporting an earlier asynchronous error does, since the caller can never retry it.
 * Invalid handles are still answered with 400 first, so a fault never hides a double destroy.
 */
EBH_EXPORT int ebhInjectFault(int call, int status, int times);

/* Elapsed-time readings: 0 as measured, 1 negative, 2 NaN. Stays until cleared. */
#define EBH_ELAPSED_MEASURED 0
#define EBH_ELAPSED_NEGATIVE 1
#define EBH_ELAPSED_NAN 2
EBH_EXPORT int ebhInjectElapsed(int mode);

/* Clears every injected fault and elapsed mode. */
EBH_EXPORT int ebhClearFaults(void);

#ifdef __cplusplus
}
#endif

#endif /* EVENTBIND_HOST_H */
