/*
 * Hammers the host library from several threads with the orders a careless caller uses: streams destroyed with
 * work still queued, events destroyed before the device reaches them, waits across streams whose owners are
 * destroying them, records on destroyed streams. Built with a sanitizer by src/build/sanitize.sh, it shows the
 * library's own memory and locking hold up; it fails itself when a live event or stream is left at the end.
 */
#include "eventbind_host.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

enum { THREADS = 8, ROUNDS = 3000 };

/* One long-lived stream and marker event per thread, which the other threads make their streams wait on. */
static ebhStream_t shared_streams[THREADS];
static ebhEvent_t markers[THREADS];

static void one_round(int self, unsigned *seed) {
    ebhStream_t stream;
    ebhEvent_t start;
    ebhEvent_t end;
    if (ebhStreamCreateWithFlags(&stream, EBH_STREAM_NON_BLOCKING) != EBH_SUCCESS) {
        return;
    }
    ebhEventCreateWithFlags(&start, 0);
    ebhEventCreateWithFlags(&end, 0);
    ebhEventRecord(start, stream);
    if (rand_r(seed) % 4 == 0) {
        ebhEnqueueSleep(stream, rand_r(seed) % 50);
    }
    ebhEventRecord(end, stream);
    int other = (int)(rand_r(seed) % THREADS);
    ebhStreamWaitEvent(shared_streams[other], end, 0);
    ebhStreamWaitEvent(stream, markers[other], 0);
    ebhEventRecord(markers[self], shared_streams[self]);
    float ms;
    switch (rand_r(seed) % 5) {
    case 0: /* everything destroyed while the work may still be queued */
        ebhEventDestroy(start);
        ebhEventDestroy(end);
        ebhStreamDestroy(stream);
        break;
    case 1: /* the stream first, then a wait on an event it still had to reach */
        ebhStreamDestroy(stream);
        ebhEventSynchronize(end);
        ebhEventDestroy(start);
        ebhEventDestroy(end);
        break;
    case 2: /* the orderly way */
        ebhEventSynchronize(end);
        ebhEventElapsedTime(&ms, start, end);
        ebhEventDestroy(start);
        ebhEventDestroy(end);
        ebhStreamDestroy(stream);
        break;
    case 3:
        ebhStreamSynchronize(stream);
        ebhEventQuery(start);
        ebhEventDestroy(end);
        ebhStreamDestroy(stream);
        ebhEventDestroy(start);
        break;
    default: /* a record on a destroyed stream is refused */
        ebhEventDestroy(start);
        ebhStreamSynchronize(stream);
        ebhStreamDestroy(stream);
        if (ebhEventRecord(end, stream) == EBH_SUCCESS) {
            fprintf(stderr, "stress: a record on a destroyed stream was accepted\n");
            exit(1);
        }
        ebhEventDestroy(end);
        break;
    }
}

static void *run(void *argument) {
    int self = (int)(long)argument;
    unsigned seed = (unsigned)self * 7919u + 1u;
    for (int round = 0; round < ROUNDS; round++) {
        one_round(self, &seed);
    }
    return NULL;
}

int main(void) {
    for (int i = 0; i < THREADS; i++) {
        if (ebhStreamCreateWithFlags(&shared_streams[i], EBH_STREAM_NON_BLOCKING) != EBH_SUCCESS
                || ebhEventCreateWithFlags(&markers[i], 0) != EBH_SUCCESS) {
            fprintf(stderr, "stress: setup failed\n");
            return 1;
        }
    }
    pthread_t threads[THREADS];
    for (int i = 0; i < THREADS; i++) {
        pthread_create(&threads[i], NULL, run, (void *)(long)i);
    }
    for (int i = 0; i < THREADS; i++) {
        pthread_join(threads[i], NULL);
    }
    for (int i = 0; i < THREADS; i++) {
        ebhStreamSynchronize(shared_streams[i]);
        ebhStreamDestroy(shared_streams[i]);
        ebhEventDestroy(markers[i]);
    }
    long long events = ebhCount(EBH_COUNT_LIVE_EVENTS);
    long long streams = ebhCount(EBH_COUNT_LIVE_STREAMS);
    printf("stress: %d threads x %d rounds; live events %lld, live streams %lld\n", THREADS, ROUNDS, events, streams);
    return events == 0 && streams == 0 ? 0 : 1;
}
