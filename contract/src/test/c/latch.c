/* The latch device (latch.h). One lock guards every event and stream; waits sleep outside it. */
#include "latch.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <time.h>

enum { OK = 0, INVALID_VALUE = 1, OUT_OF_MEMORY = 2, NOT_SIGNALLED = 3, NOT_READY = 600 };

struct ltEvent_st {
    int signalled; /* holds a signal; only ltEventReset clears it */
    int64_t at;    /* where the signal is, in nanoseconds on CLOCK_MONOTONIC */
};

struct ltStream_st {
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

int ltEventCreate(ltEvent_t *event) {
    if (event == NULL) {
        return INVALID_VALUE;
    }
    *event = calloc(1, sizeof **event);
    return *event == NULL ? OUT_OF_MEMORY : OK;
}

int ltEventDestroy(ltEvent_t event) {
    if (event == NULL) {
        return INVALID_VALUE;
    }
    free(event);
    return OK;
}

int ltEventRecord(ltEvent_t event, ltStream_t stream) {
    if (event == NULL || stream == NULL) {
        return INVALID_VALUE;
    }
    pthread_mutex_lock(&lock);
    stream->end = later(stream->end, now());
    if (!event->signalled) {
        event->signalled = 1;
        event->at = stream->end;
    }
    pthread_mutex_unlock(&lock);
    return OK;
}

int ltEventReset(ltEvent_t event) {
    if (event == NULL) {
        return INVALID_VALUE;
    }
    pthread_mutex_lock(&lock);
    event->signalled = 0;
    pthread_mutex_unlock(&lock);
    return OK;
}

int ltEventQuery(ltEvent_t event) {
    if (event == NULL) {
        return INVALID_VALUE;
    }
    pthread_mutex_lock(&lock);
    int ahead = event->signalled && event->at > now();
    pthread_mutex_unlock(&lock);
    return ahead ? NOT_READY : OK;
}

int ltEventSynchronize(ltEvent_t event) {
    if (event == NULL) {
        return INVALID_VALUE;
    }
    pthread_mutex_lock(&lock);
    int signalled = event->signalled;
    int64_t at = event->at;
    pthread_mutex_unlock(&lock);
    if (signalled) {
        sleep_until(at);
    }
    return OK;
}

int ltEventElapsedNanos(long long *nanos, ltEvent_t start, ltEvent_t end) {
    if (nanos == NULL || start == NULL || end == NULL) {
        return INVALID_VALUE;
    }
    pthread_mutex_lock(&lock);
    int status = OK;
    if (!start->signalled || !end->signalled) {
        status = NOT_SIGNALLED;
    } else if (later(start->at, end->at) > now()) {
        status = NOT_READY;
    } else {
        *nanos = end->at - start->at;
    }
    pthread_mutex_unlock(&lock);
    return status;
}

int ltStreamCreate(ltStream_t *stream) {
    if (stream == NULL) {
        return INVALID_VALUE;
    }
    *stream = calloc(1, sizeof **stream);
    return *stream == NULL ? OUT_OF_MEMORY : OK;
}

int ltStreamDestroy(ltStream_t stream) {
    if (stream == NULL) {
        return INVALID_VALUE;
    }
    free(stream);
    return OK;
}

int ltStreamWaitEvent(ltStream_t stream, ltEvent_t event) {
    if (stream == NULL || event == NULL) {
        return INVALID_VALUE;
    }
    pthread_mutex_lock(&lock);
    if (event->signalled) {
        stream->end = later(stream->end, event->at);
    }
    pthread_mutex_unlock(&lock);
    return OK;
}

int ltStreamSynchronize(ltStream_t stream) {
    if (stream == NULL) {
        return INVALID_VALUE;
    }
    pthread_mutex_lock(&lock);
    int64_t end = stream->end;
    pthread_mutex_unlock(&lock);
    sleep_until(end);
    return OK;
}

int ltEnqueueWork(ltStream_t stream, long long micros) {
    if (stream == NULL || micros < 0) {
        return INVALID_VALUE;
    }
    pthread_mutex_lock(&lock);
    stream->end = later(stream->end, now()) + (int64_t) micros * 1000;
    pthread_mutex_unlock(&lock);
    return OK;
}
