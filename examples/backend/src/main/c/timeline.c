/* The timeline device (timeline.h). One lock guards every timeline; waits sleep outside it. */
#include "timeline.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <time.h>

enum { OK = 0, INVALID_VALUE = 1, OUT_OF_MEMORY = 2, NOT_RECORDED = 3, NOT_READY = 600 };

struct tlEvent_st {
    int recorded;
    int64_t at; /* nanoseconds on CLOCK_MONOTONIC */
};

struct tlStream_st {
    int64_t end; /* where the stream's queued work ends */
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static int64_t now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t) ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static int64_t later(int64_t a, int64_t b) {
    return a > b ? a : b;
}

static void sleep_until(int64_t at) {
    struct timespec ts = {at / 1000000000, at % 1000000000};
    while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, NULL) != 0) {
        /* interrupted by a signal: sleep the rest */
    }
}

int tlEventCreate(tlEvent_t *event) {
    if (event == NULL) {
        return INVALID_VALUE;
    }
    *event = calloc(1, sizeof **event);
    return *event == NULL ? OUT_OF_MEMORY : OK;
}

int tlEventDestroy(tlEvent_t event) {
    if (event == NULL) {
        return INVALID_VALUE;
    }
    free(event);
    return OK;
}

int tlEventRecord(tlEvent_t event, tlStream_t stream) {
    if (event == NULL || stream == NULL) {
        return INVALID_VALUE;
    }
    pthread_mutex_lock(&lock);
    stream->end = later(stream->end, now());
    event->at = stream->end;
    event->recorded = 1;
    pthread_mutex_unlock(&lock);
    return OK;
}

int tlEventSynchronize(tlEvent_t event) {
    if (event == NULL) {
        return INVALID_VALUE;
    }
    pthread_mutex_lock(&lock);
    int recorded = event->recorded;
    int64_t at = event->at;
    pthread_mutex_unlock(&lock);
    if (recorded) {
        sleep_until(at);
    }
    return OK;
}

int tlEventElapsedTime(float *ms, tlEvent_t start, tlEvent_t end) {
    if (ms == NULL || start == NULL || end == NULL) {
        return INVALID_VALUE;
    }
    pthread_mutex_lock(&lock);
    int status = OK;
    if (!start->recorded || !end->recorded) {
        status = NOT_RECORDED;
    } else if (now() < later(start->at, end->at)) {
        status = NOT_READY;
    } else {
        *ms = (float) ((double) (end->at - start->at) / 1e6);
    }
    pthread_mutex_unlock(&lock);
    return status;
}

int tlStreamCreate(tlStream_t *stream) {
    if (stream == NULL) {
        return INVALID_VALUE;
    }
    *stream = calloc(1, sizeof **stream);
    return *stream == NULL ? OUT_OF_MEMORY : OK;
}

int tlStreamDestroy(tlStream_t stream) {
    if (stream == NULL) {
        return INVALID_VALUE;
    }
    free(stream);
    return OK;
}

int tlStreamWaitEvent(tlStream_t stream, tlEvent_t event) {
    if (stream == NULL || event == NULL) {
        return INVALID_VALUE;
    }
    pthread_mutex_lock(&lock);
    if (event->recorded) {
        stream->end = later(stream->end, event->at);
    }
    pthread_mutex_unlock(&lock);
    return OK;
}

int tlStreamSynchronize(tlStream_t stream) {
    if (stream == NULL) {
        return INVALID_VALUE;
    }
    pthread_mutex_lock(&lock);
    int64_t end = stream->end;
    pthread_mutex_unlock(&lock);
    sleep_until(end);
    return OK;
}

int tlEnqueueWait(tlStream_t stream, long long micros) {
    if (stream == NULL || micros < 0) {
        return INVALID_VALUE;
    }
    pthread_mutex_lock(&lock);
    stream->end = later(stream->end, now()) + (int64_t) micros * 1000;
    pthread_mutex_unlock(&lock);
    return OK;
}

const char *tlGetErrorName(int status) {
    switch (status) {
    case OK: return "tlSuccess";
    case INVALID_VALUE: return "tlErrorInvalidValue";
    case OUT_OF_MEMORY: return "tlErrorOutOfMemory";
    case NOT_RECORDED: return "tlErrorNotRecorded";
    case NOT_READY: return "tlErrorNotReady";
    default: return NULL;
    }
}

const char *tlGetErrorString(int status) {
    switch (status) {
    case OK: return "no error";
    case INVALID_VALUE: return "a handle or pointer argument is NULL, or a wait is negative";
    case OUT_OF_MEMORY: return "out of memory";
    case NOT_RECORDED: return "an event was never recorded";
    case NOT_READY: return "the clock has not reached the event yet";
    default: return NULL;
    }
}

int tlGetDeviceInfo(tlDeviceInfo *info) {
    struct timespec resolution;
    if (info == NULL || clock_getres(CLOCK_MONOTONIC, &resolution) != 0) {
        return INVALID_VALUE;
    }
    const char name[] = "timeline (monotonic)";
    info->version = 1;
    for (size_t i = 0; i < sizeof(info->name); i++) {
        info->name[i] = i < sizeof(name) ? name[i] : '\0';
    }
    info->resolutionNanos = (long long) resolution.tv_sec * 1000000000 + resolution.tv_nsec;
    return OK;
}

int tlGetVersion(int *version) {
    if (version == NULL) {
        return INVALID_VALUE;
    }
    *version = 1;
    return OK;
}
