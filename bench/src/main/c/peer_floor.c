/*
 * The peers' floor: the OpenCL calls the peer benchmarks make, made from C on the first device of the first
 * platform (PoCL here), on one in-order profiling queue. Prints one line per operation,
 * "<op> <ns per op> <half the spread of the rounds>", the median of several timed rounds.
 *
 *   peerMarker   clEnqueueMarkerWithWaitList + clReleaseEvent, no wait (a clFinish every DRAIN markers)
 *   peerElapsed  two clGetEventProfilingInfo(CL_PROFILING_COMMAND_END) reads of completed events
 *   peerWindow   marker, marker, clWaitForEvents on the second, both END reads, both released
 *   peerFence    marker, clWaitForEvents, released
 *
 * usage: peer_floor [scale] [rounds]   (scale multiplies the calls per round)
 */
#define _POSIX_C_SOURCE 200809L
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

/* The Java routes drain their queue as often: an undrained queue would grow without bound. */
#define DRAIN 4096
#define MAX_ROUNDS 64

static cl_command_queue queue;
static cl_event done_a;
static cl_event done_b;
static cl_ulong sink;

static void check(cl_int status, const char *function) {
    if (status != CL_SUCCESS) {
        fprintf(stderr, "peer_floor: %s failed with %d\n", function, status);
        exit(2);
    }
}

static cl_event marker(void) {
    cl_event event;
    check(clEnqueueMarkerWithWaitList(queue, 0, NULL, &event), "clEnqueueMarkerWithWaitList");
    return event;
}

static cl_ulong end_of(cl_event event) {
    cl_ulong end;
    check(clGetEventProfilingInfo(event, CL_PROFILING_COMMAND_END, sizeof end, &end, NULL),
          "clGetEventProfilingInfo");
    return end;
}

static void op_marker(long n) {
    for (long i = 1; i <= n; i++) {
        check(clReleaseEvent(marker()), "clReleaseEvent");
        if (i % DRAIN == 0) check(clFinish(queue), "clFinish");
    }
    check(clFinish(queue), "clFinish");
}

static void op_elapsed(long n) {
    for (long i = 0; i < n; i++) sink += end_of(done_b) - end_of(done_a);
}

static void op_window(long n) {
    for (long i = 0; i < n; i++) {
        cl_event start = marker();
        cl_event end = marker();
        check(clWaitForEvents(1, &end), "clWaitForEvents");
        sink += end_of(end) - end_of(start);
        check(clReleaseEvent(start), "clReleaseEvent");
        check(clReleaseEvent(end), "clReleaseEvent");
    }
}

static void op_fence(long n) {
    for (long i = 0; i < n; i++) {
        cl_event fence = marker();
        check(clWaitForEvents(1, &fence), "clWaitForEvents");
        check(clReleaseEvent(fence), "clReleaseEvent");
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

static void measure(const char *name, void (*op)(long), long n, int rounds) {
    double per_op[MAX_ROUNDS];
    op(n / 10 + 1); /* warm-up */
    for (int r = 0; r < rounds; r++) {
        double start = now_ns();
        op(n);
        per_op[r] = (now_ns() - start) / (double) n;
    }
    qsort(per_op, (size_t) rounds, sizeof per_op[0], by_value);
    printf("%s %.3f %.3f\n", name, per_op[rounds / 2], (per_op[rounds - 1] - per_op[0]) / 2);
    fflush(stdout);
}

static void open_queue(void) {
    cl_platform_id platform;
    cl_device_id device;
    cl_int error;
    check(clGetPlatformIDs(1, &platform, NULL), "clGetPlatformIDs");
    check(clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 1, &device, NULL), "clGetDeviceIDs");
    cl_context context = clCreateContext(NULL, 1, &device, NULL, NULL, &error);
    check(error, "clCreateContext");
    cl_queue_properties properties[] = {CL_QUEUE_PROPERTIES, CL_QUEUE_PROFILING_ENABLE, 0};
    queue = clCreateCommandQueueWithProperties(context, device, properties, &error);
    check(error, "clCreateCommandQueueWithProperties");
    check(clReleaseContext(context), "clReleaseContext"); /* the queue keeps it */
}

int main(int argc, char **argv) {
    long scale = argc > 1 ? atol(argv[1]) : 1;
    int rounds = argc > 2 ? atoi(argv[2]) : 5;
    if (scale < 1 || rounds < 1 || rounds > MAX_ROUNDS) {
        fprintf(stderr, "usage: peer_floor [scale >= 1] [rounds 1..%d]\n", MAX_ROUNDS);
        return 2;
    }
    open_queue();
    done_a = marker();
    done_b = marker();
    check(clWaitForEvents(1, &done_b), "clWaitForEvents");

    measure("peerMarker", op_marker, 20000 * scale, rounds);
    measure("peerElapsed", op_elapsed, 2000000 * scale, rounds);
    measure("peerWindow", op_window, 2000 * scale, rounds);
    measure("peerFence", op_fence, 2000 * scale, rounds);

    check(clReleaseEvent(done_a), "clReleaseEvent");
    check(clReleaseEvent(done_b), "clReleaseEvent");
    check(clReleaseCommandQueue(queue), "clReleaseCommandQueue");
    fprintf(stderr, "peer_floor: checksum %llu\n", (unsigned long long) sink);
    return 0;
}
