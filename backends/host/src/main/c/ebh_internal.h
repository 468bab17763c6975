/*
 * Shared state of the host runtime. One process-wide mutex guards every handle, queue and event; workers drop
 * it around host work (sleep, fill) and between items. One condition variable, `ebh_progress`, is broadcast
 * whenever a worker finishes an item, which is what every blocking call waits on.
 */
#ifndef EBH_INTERNAL_H
#define EBH_INTERNAL_H

#include "eventbind_host.h"

#include <pthread.h>
#include <stdint.h>

#ifndef EBH_NAME_PREFIX
#define EBH_NAME_PREFIX "ebh"
#endif

enum ebh_kind { EBH_KIND_EVENT = 1, EBH_KIND_STREAM = 2 };

/* An event. `recorded` counts record calls; the worker that reaches record n sets `reached` to n. */
struct ebh_event {
    int refs; /* the handle, plus every queued item and blocked caller that names it */
    unsigned int flags;
    uint64_t recorded;
    uint64_t reached;
    int64_t stamp_ns;  /* CLOCK_MONOTONIC when `reached` last advanced */
    int64_t device_ns; /* the device clock then: stamp_ns unless a test set a drift (ebh_device_nanos) */
};

enum ebh_item_kind { EBH_ITEM_RECORD, EBH_ITEM_WAIT, EBH_ITEM_SLEEP, EBH_ITEM_FILL, EBH_ITEM_STOP };

/* One unit of queued work. */
struct ebh_item {
    struct ebh_item *next;
    enum ebh_item_kind kind;
    struct ebh_event *event; /* RECORD and WAIT: holds a reference */
    uint64_t sequence;       /* RECORD: the record number; WAIT: the record number to wait for */
    long long amount;        /* SLEEP: microseconds; FILL: bytes */
    void *dst;               /* FILL */
    int value;               /* FILL */
    struct ebh_buffer *buffer; /* FILL: the buffer dst lies in, held until the item has run */
};

/* A stream: a detached worker thread draining a FIFO queue. */
struct ebh_stream {
    int refs; /* the handle, the worker, and every caller blocked in synchronize */
    pthread_cond_t work;
    struct ebh_item *head;
    struct ebh_item *tail;
    struct ebh_item *stop; /* allocated up front so that destroy cannot fail for lack of memory */
    uint64_t submitted;
    uint64_t done;
};

extern pthread_mutex_t ebh_lock;

/* The device clock at CLOCK_MONOTONIC `monotonic_ns`: the same clock unless ebhSetClockDrift set a rate (ebh_probe.c);
   callers hold ebh_lock. */
int64_t ebh_device_nanos(int64_t monotonic_ns);
extern pthread_cond_t ebh_progress;

/* Handle table (ebh_registry.c); callers hold ebh_lock. */
int ebh_register(enum ebh_kind kind, void *object, uint64_t *handle);
void *ebh_lookup(enum ebh_kind kind, uint64_t handle);
void ebh_unregister(uint64_t handle);
void ebh_count(int counter);
void ebh_count_down(int counter);
int ebh_fault(int call);
int ebh_elapsed_mode(void);

/* Streams and their workers (ebh_stream.c); callers hold ebh_lock. */
struct ebh_stream *ebh_stream_start(int *status);
struct ebh_stream *ebh_default_stream(int *status);
void ebh_enqueue(struct ebh_stream *stream, struct ebh_item *item);
void ebh_stream_release(struct ebh_stream *stream);
void ebh_event_release(struct ebh_event *event);

/* Host buffers (ebh_buffer.c); callers hold ebh_lock. */
struct ebh_buffer *ebh_buffer_containing(const void *start, long long bytes);
void ebh_buffer_retain(struct ebh_buffer *buffer);
void ebh_buffer_release(struct ebh_buffer *buffer);

#endif /* EBH_INTERNAL_H */
