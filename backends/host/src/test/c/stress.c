/*
 * Hammers the host library from several threads with the orders a careless caller uses: streams destroyed with
 * work still queued, events destroyed before the device reaches them, waits across streams whose owners are
 * destroying them, records on destroyed streams. Built with a sanitizer by src/build/sanitize.sh, it shows the
 * library's own memory and locking hold up; it fails itself when a live event or stream is left at the end.
 * src/build/stress.sh runs it plain against each shipped library, the foreign architecture's under qemu-user,
 * with fewer rounds there (the optional argument: rounds per thread, default 3000).
 */
#include "eventbind_host.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

enum { THREADS = 8, DEFAULT_ROUNDS = 3000 };

static long rounds = DEFAULT_ROUNDS;

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

static int parse_rounds(const char *text) {
    char *end;
    errno = 0;
    long value = strtol(text, &end, 10);
    if (errno != 0 || end == text || *end != '\0' || value < 1 || value > 1000000) {
        return 0;
    }
    rounds = value;
    return 1;
}

static void *run(void *argument) {
    int self = (int)(long)argument;
    unsigned seed = (unsigned)self * 7919u + 1u;
    for (long round = 0; round < rounds; round++) {
        one_round(self, &seed);
    }
    return NULL;
}

int main(int argc, char **argv) {
    if (argc > 2 || (argc == 2 && !parse_rounds(argv[1]))) {
        fprintf(stderr, "usage: stress [ROUNDS]   (rounds per thread, 1 to 1000000; default %d)\n", DEFAULT_ROUNDS);
        return 2;
    }
    for (int i = 0; i < THREADS; i++) {
        if (ebhStreamCreateWithFlags(&shared_streams[i], EBH_STREAM_NON_BLOCKING) != EBH_SUCCESS
                || ebhEventCreateWithFlags(&markers[i], 0) != EBH_SUCCESS) {
            fprintf(stderr, "stress: setup failed\n");
            return 1;
        }
    }
    pthread_t threads[THREADS];
    for (int i = 0; i < THREADS; i++) {
        if (pthread_create(&threads[i], NULL, run, (void *)(long)i) != 0) {
            fprintf(stderr, "stress: thread %d could not be started\n", i);
            return 1;
        }
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
    printf("stress: %d threads x %ld rounds; live events %lld, live streams %lld\n", THREADS, rounds, events, streams);
    return events == 0 && streams == 0 ? 0 : 1;
}
