/*
 * The floor: the cost of calling the no-op event functions from C through function pointers found with
 * dlsym, so that no call can be inlined or folded. Prints one line per operation, "<op> <ns per call>",
 * the median of several timed rounds.
 *
 * usage: noop_floor <path to libnoop_events.so> [calls per round] [rounds]
 */
#define _POSIX_C_SOURCE 200809L
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

typedef int (*create_fn)(void **, unsigned int);
typedef int (*handle_fn)(void *);
typedef int (*pair_fn)(void *, void *);
typedef int (*elapsed_fn)(float *, void *, void *);
typedef int (*stream_wait_fn)(void *, void *, unsigned int);

static create_fn event_create;
static handle_fn event_destroy;
static pair_fn event_record;
static handle_fn event_wait;
static elapsed_fn event_elapsed;
static stream_wait_fn stream_wait;
static handle_fn stream_sync;
static create_fn stream_create;

static void *event_a;
static void *event_b;
static void *stream;

/* The status sum is printed at the end so the calls' results are used. */
static long status_sum;

static void *symbol(void *library, const char *name) {
    void *found = dlsym(library, name);
    if (found == NULL) {
        fprintf(stderr, "noop_floor: missing symbol %s: %s\n", name, dlerror());
        exit(2);
    }
    return found;
}

static void op_record(long n) {
    for (long i = 0; i < n; i++) status_sum += event_record(event_a, stream);
}

static void op_stream_wait(long n) {
    for (long i = 0; i < n; i++) status_sum += stream_wait(stream, event_a, 0);
}

static void op_elapsed(long n) {
    float ms;
    for (long i = 0; i < n; i++) status_sum += event_elapsed(&ms, event_a, event_b);
}

static void op_event_wait(long n) {
    for (long i = 0; i < n; i++) status_sum += event_wait(event_a);
}

static void op_stream_sync(long n) {
    for (long i = 0; i < n; i++) status_sum += stream_sync(stream);
}

static void op_create_destroy(long n) {
    void *event;
    for (long i = 0; i < n; i++) {
        status_sum += event_create(&event, 0);
        status_sum += event_destroy(event);
    }
}

static double now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double) t.tv_sec * 1e9 + (double) t.tv_nsec;
}

static int by_value(const void *a, const void *b) {
    double x = *(const double *) a, y = *(const double *) b;
    return (x > y) - (x < y);
}

/* Warms the loop once, then times `rounds` rounds of `calls` and returns the median ns per call. */
static double measure(void (*op)(long), long calls, int rounds) {
    double samples[64];
    op(calls / 10);
    for (int r = 0; r < rounds; r++) {
        double start = now_ns();
        op(calls);
        samples[r] = (now_ns() - start) / (double) calls;
    }
    qsort(samples, (size_t) rounds, sizeof samples[0], by_value);
    return samples[rounds / 2];
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s <libnoop_events.so> [calls per round] [rounds]\n", argv[0]);
        return 2;
    }
    long calls = argc > 2 ? atol(argv[2]) : 50000000L;
    int rounds = argc > 3 ? atoi(argv[3]) : 5;
    if (calls < 10 || rounds < 1 || rounds > 64) {
        fprintf(stderr, "noop_floor: calls must be >= 10 and rounds 1..64\n");
        return 2;
    }
    void *library = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        fprintf(stderr, "noop_floor: %s\n", dlerror());
        return 2;
    }
    event_create = (create_fn) symbol(library, "noopEventCreateWithFlags");
    event_destroy = (handle_fn) symbol(library, "noopEventDestroy");
    event_record = (pair_fn) symbol(library, "noopEventRecord");
    event_wait = (handle_fn) symbol(library, "noopEventSynchronize");
    event_elapsed = (elapsed_fn) symbol(library, "noopEventElapsedTime");
    stream_wait = (stream_wait_fn) symbol(library, "noopStreamWaitEvent");
    stream_sync = (handle_fn) symbol(library, "noopStreamSynchronize");
    stream_create = (create_fn) symbol(library, "noopStreamCreateWithFlags");
    status_sum += event_create(&event_a, 0) + event_create(&event_b, 0) + stream_create(&stream, 1);

    printf("record %.3f\n", measure(op_record, calls, rounds));
    printf("streamWait %.3f\n", measure(op_stream_wait, calls, rounds));
    printf("elapsed %.3f\n", measure(op_elapsed, calls, rounds));
    printf("eventWait %.3f\n", measure(op_event_wait, calls, rounds));
    printf("streamSynchronize %.3f\n", measure(op_stream_sync, calls, rounds));
    printf("createDestroy %.3f\n", measure(op_create_destroy, calls, rounds));
    if (status_sum != 0) {
        fprintf(stderr, "noop_floor: a call returned a non-zero status\n");
        return 1;
    }
    return 0;
}
