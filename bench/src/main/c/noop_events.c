/*
 * The no-op event library the benchmarks bind five ways. Creation hands out the address of a static
 * object so that callers get a non-null handle, as from a real driver; elapsed writes a fixed reading so
 * that the out-parameter path is exercised. Nothing else happens: no allocation, no lock, no state.
 */
#include "noop_events.h"

static char event_object;
static char stream_object;

int noopEventCreateWithFlags(noopEvent_t *event, unsigned int flags) {
    (void) flags;
    *event = &event_object;
    return 0;
}

int noopEventDestroy(noopEvent_t event) {
    (void) event;
    return 0;
}

int noopEventRecord(noopEvent_t event, noopStream_t stream) {
    (void) event;
    (void) stream;
    return 0;
}

int noopEventSynchronize(noopEvent_t event) {
    (void) event;
    return 0;
}

int noopEventElapsedTime(float *ms, noopEvent_t start, noopEvent_t end) {
    (void) start;
    (void) end;
    *ms = 0.25f;
    return 0;
}

int noopStreamWaitEvent(noopStream_t stream, noopEvent_t event, unsigned int flags) {
    (void) stream;
    (void) event;
    (void) flags;
    return 0;
}

int noopStreamSynchronize(noopStream_t stream) {
    (void) stream;
    return 0;
}

int noopStreamCreateWithFlags(noopStream_t *stream, unsigned int flags) {
    (void) flags;
    *stream = &stream_object;
    return 0;
}

int noopStreamDestroy(noopStream_t stream) {
    (void) stream;
    return 0;
}

const char *noopGetErrorName(int status) {
    return status == 0 ? "noopSuccess" : "noopErrorUnknown";
}

const char *noopGetErrorString(int status) {
    return status == 0 ? "no error" : "unknown error";
}
