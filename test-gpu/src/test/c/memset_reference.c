/*
 * Reference measurement for eventbind's device accuracy test: times a window around a large device memset with
 * the CUDA runtime's own events, exactly as the Java test does through eventbind, so the two figures can be
 * compared.
 *
 *   memset_reference BYTES MEMSETS_PER_WINDOW WINDOWS
 *
 * Allocates BYTES of device memory, makes a non-blocking stream, runs three unmeasured windows to warm up,
 * then WINDOWS windows, each: record start, MEMSETS_PER_WINDOW x cudaMemsetAsync(buffer, value, BYTES),
 * record end, wait for end, read the elapsed time. Prints one line:
 *
 *   reference bytes=B memsets=M windows=W median_ms=X min_ms=Y max_ms=Z
 *
 * or, when a call fails (no driver, no device):
 *
 *   unavailable: cudaErrorInsufficientDriver (35) in cudaMalloc
 *
 * and exits 2. Builds with nvcc, or gcc -I/usr/local/cuda/include memset_reference.c -L... -lcudart; with
 * -DEVENTBIND_HIP -D__HIP_PLATFORM_AMD__ against HIP (-I/opt/rocm/include ... -lamdhip64), the same calls are
 * spelled hip*, so both vendors are measured with their own events by one program.
 */
#ifdef EVENTBIND_HIP
#include <hip/hip_runtime_api.h>
#define API(name) "hip" #name
#define cudaError_t hipError_t
#define cudaEvent_t hipEvent_t
#define cudaStream_t hipStream_t
#define cudaSuccess hipSuccess
#define cudaEventDefault hipEventDefault
#define cudaStreamNonBlocking hipStreamNonBlocking
#define cudaGetErrorName hipGetErrorName
#define cudaMalloc hipMalloc
#define cudaFree hipFree
#define cudaMemsetAsync hipMemsetAsync
#define cudaStreamCreateWithFlags hipStreamCreateWithFlags
#define cudaStreamDestroy hipStreamDestroy
#define cudaEventCreateWithFlags hipEventCreateWithFlags
#define cudaEventDestroy hipEventDestroy
#define cudaEventRecord hipEventRecord
#define cudaEventSynchronize hipEventSynchronize
#define cudaEventElapsedTime hipEventElapsedTime
#else
#include <cuda_runtime_api.h>
#define API(name) "cuda" #name
#endif
#include <stdio.h>
#include <stdlib.h>

#define WARM_UP_WINDOWS 3

static int check(cudaError_t status, const char *function) {
    if (status == cudaSuccess) {
        return 0;
    }
    printf("unavailable: %s (%d) in %s\n", cudaGetErrorName(status), (int) status, function);
    return 1;
}

static int compare_floats(const void *a, const void *b) {
    float x = *(const float *) a;
    float y = *(const float *) b;
    return (x > y) - (x < y);
}

/* One window: start, the memsets, end; the elapsed milliseconds go to *millis. */
static int time_window(void *buffer, size_t bytes, int memsets, int value, cudaStream_t stream,
                       cudaEvent_t start, cudaEvent_t end, float *millis) {
    if (check(cudaEventRecord(start, stream), API(EventRecord))) {
        return 1;
    }
    for (int i = 0; i < memsets; i++) {
        if (check(cudaMemsetAsync(buffer, value + i, bytes, stream), API(MemsetAsync))) {
            return 1;
        }
    }
    if (check(cudaEventRecord(end, stream), API(EventRecord))
            || check(cudaEventSynchronize(end), API(EventSynchronize))) {
        return 1;
    }
    return check(cudaEventElapsedTime(millis, start, end), API(EventElapsedTime));
}

static int measure(size_t bytes, int memsets, int windows, float *samples) {
    void *buffer = NULL;
    cudaStream_t stream = NULL;
    cudaEvent_t start = NULL;
    cudaEvent_t end = NULL;
    int failed = check(cudaMalloc(&buffer, bytes), API(Malloc))
            || check(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking), API(StreamCreateWithFlags))
            || check(cudaEventCreateWithFlags(&start, cudaEventDefault), API(EventCreateWithFlags))
            || check(cudaEventCreateWithFlags(&end, cudaEventDefault), API(EventCreateWithFlags));
    float ignored;
    for (int w = 0; !failed && w < WARM_UP_WINDOWS; w++) {
        failed = time_window(buffer, bytes, memsets, w, stream, start, end, &ignored);
    }
    for (int w = 0; !failed && w < windows; w++) {
        failed = time_window(buffer, bytes, memsets, w, stream, start, end, &samples[w]);
    }
    if (end != NULL) cudaEventDestroy(end);
    if (start != NULL) cudaEventDestroy(start);
    if (stream != NULL) cudaStreamDestroy(stream);
    if (buffer != NULL) cudaFree(buffer);
    return failed;
}

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: %s BYTES MEMSETS_PER_WINDOW WINDOWS\n", argv[0]);
        return 64;
    }
    size_t bytes = strtoull(argv[1], NULL, 10);
    int memsets = atoi(argv[2]);
    int windows = atoi(argv[3]);
    if (bytes == 0 || memsets <= 0 || windows <= 0) {
        fprintf(stderr, "BYTES, MEMSETS_PER_WINDOW and WINDOWS must be positive\n");
        return 64;
    }
    float *samples = calloc((size_t) windows, sizeof(float));
    if (samples == NULL || measure(bytes, memsets, windows, samples)) {
        free(samples);
        return 2;
    }
    qsort(samples, (size_t) windows, sizeof(float), compare_floats);
    float median = windows % 2 ? samples[windows / 2] : (samples[windows / 2 - 1] + samples[windows / 2]) / 2.0f;
    printf("reference bytes=%zu memsets=%d windows=%d median_ms=%.6f min_ms=%.6f max_ms=%.6f\n",
           bytes, memsets, windows, median, samples[0], samples[windows - 1]);
    free(samples);
    return 0;
}
