/*
 * Streams: each is a detached worker thread that runs its queue in order, holding ebh_lock while it runs an
 * item (except around host work) and dropping it between items. Workers block every signal so that the
 * process's signals go to the threads that expect them.
 */
#include "ebh_internal.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static struct ebh_stream *default_stream;

static int64_t monotonic_nanos(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (int64_t)now.tv_sec * 1000000000LL + now.tv_nsec;
}

static void sleep_micros(long long micros) {
    struct timespec left = {(time_t)(micros / 1000000), (long)(micros % 1000000) * 1000L};
    while (nanosleep(&left, &left) == -1 && errno == EINTR) {
    }
}

void ebh_event_release(struct ebh_event *event) {
    if (--event->refs == 0) {
        free(event);
    }
}

void ebh_stream_release(struct ebh_stream *stream) {
    if (--stream->refs == 0) {
        free(stream->stop);
        pthread_cond_destroy(&stream->work);
        free(stream);
    }
}

static void run(struct ebh_item *item) {
    struct ebh_event *event = item->event;
    switch (item->kind) {
    case EBH_ITEM_RECORD:
        /* A later record of the same event may have been reached first on another stream: keep the newest. */
        if (item->sequence > event->reached) {
            event->stamp_ns = monotonic_nanos();
            event->device_ns = ebh_device_nanos(event->stamp_ns);
            event->reached = item->sequence;
        }
        break;
    case EBH_ITEM_WAIT:
        /* Passes once this record, or a newer one of the same event, has been reached. */
        while (event->reached < item->sequence) {
            pthread_cond_wait(&ebh_progress, &ebh_lock);
        }
        break;
    case EBH_ITEM_SLEEP:
        pthread_mutex_unlock(&ebh_lock);
        sleep_micros(item->amount);
        pthread_mutex_lock(&ebh_lock);
        break;
    case EBH_ITEM_FILL:
        pthread_mutex_unlock(&ebh_lock);
        memset(item->dst, item->value, (size_t)item->amount);
        pthread_mutex_lock(&ebh_lock);
        break;
    case EBH_ITEM_STOP:
        break;
    }
}

static void *work(void *argument) {
    struct ebh_stream *stream = argument;
    pthread_mutex_lock(&ebh_lock);
    for (;;) {
        while (stream->head == NULL) {
            pthread_cond_wait(&stream->work, &ebh_lock);
        }
        struct ebh_item *item = stream->head;
        stream->head = item->next;
        if (stream->head == NULL) {
            stream->tail = NULL;
        }
        if (item->kind == EBH_ITEM_STOP) {
            break; /* the stop item is freed with the stream */
        }
        run(item);
        stream->done++;
        pthread_cond_broadcast(&ebh_progress);
        if (item->event != NULL) {
            ebh_event_release(item->event);
        }
        if (item->buffer != NULL) {
            ebh_buffer_release(item->buffer);
        }
        free(item);
        /* Drop the lock between items: a caller queueing work or asking after an event waits for one item at
         * most, not for the whole queue to drain (a record issued mid-drain used to sleep until the worker
         * went idle). */
        pthread_mutex_unlock(&ebh_lock);
        pthread_mutex_lock(&ebh_lock);
    }
    ebh_stream_release(stream);
    pthread_mutex_unlock(&ebh_lock);
    return NULL;
}

static int spawn(struct ebh_stream *stream) {
    pthread_attr_t attributes;
    sigset_t all;
    sigset_t previous;
    if (pthread_attr_init(&attributes) != 0) {
        return EBH_ERROR_MEMORY_ALLOCATION;
    }
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &previous);
    pthread_t thread;
    int failed = pthread_create(&thread, &attributes, work, stream);
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    pthread_attr_destroy(&attributes);
    return failed ? EBH_ERROR_MEMORY_ALLOCATION : EBH_SUCCESS;
}

struct ebh_stream *ebh_stream_start(int *status) {
    struct ebh_stream *stream = calloc(1, sizeof *stream);
    struct ebh_item *stop = calloc(1, sizeof *stop);
    if (stream == NULL || stop == NULL || pthread_cond_init(&stream->work, NULL) != 0) {
        free(stream);
        free(stop);
        *status = EBH_ERROR_MEMORY_ALLOCATION;
        return NULL;
    }
    stop->kind = EBH_ITEM_STOP;
    stream->stop = stop;
    stream->refs = 2; /* the handle and the worker */
    *status = spawn(stream);
    if (*status != EBH_SUCCESS) {
        pthread_cond_destroy(&stream->work);
        free(stop);
        free(stream);
        return NULL;
    }
    return stream;
}

/* The stream the NULL handle names, started on first use and never destroyed. */
struct ebh_stream *ebh_default_stream(int *status) {
    *status = EBH_SUCCESS;
    if (default_stream == NULL) {
        default_stream = ebh_stream_start(status);
    }
    return default_stream;
}

void ebh_enqueue(struct ebh_stream *stream, struct ebh_item *item) {
    item->next = NULL;
    if (stream->tail == NULL) {
        stream->head = item;
    } else {
        stream->tail->next = item;
    }
    stream->tail = item;
    if (item->kind != EBH_ITEM_STOP) {
        stream->submitted++;
    }
    pthread_cond_signal(&stream->work);
}
