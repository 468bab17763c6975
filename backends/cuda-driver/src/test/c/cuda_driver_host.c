/*
 * A CUDA-driver-shaped library for tests on machines without NVIDIA's driver: the cu* event and stream calls
 * of cuda.h, exported under their real (versioned) names and served by eventbind's host runtime, with the
 * driver's rule that event and stream calls need a current context on the calling thread. A call made on a
 * thread without one is refused with CUDA_ERROR_INVALID_CONTEXT (201), as the real driver does, and counted.
 *
 * Built together with the host runtime's sources (backends/host/src/main/c), which also export the
 * ebhEnqueueSleep work item the contract suite uses.
 */
#include "eventbind_host.h"

#include <stddef.h>
#include <stdatomic.h>

#define CUDA_SUCCESS 0
#define CUDA_ERROR_INVALID_VALUE 1
#define CUDA_ERROR_NOT_INITIALIZED 3
#define CUDA_ERROR_INVALID_DEVICE 101
#define CUDA_ERROR_INVALID_CONTEXT 201

/* The one device's primary context: its address is the CUcontext handle. */
static struct { int retained; } primary_context;
static atomic_int initialized;
static _Thread_local void *current_context;
static atomic_llong set_current_calls;
static atomic_llong refused_without_context;

static int without_context(void) {
    if (current_context != NULL) {
        return 0;
    }
    atomic_fetch_add(&refused_without_context, 1);
    return 1;
}

EBH_EXPORT int cuInit(unsigned int flags) {
    if (flags != 0) {
        return CUDA_ERROR_INVALID_VALUE;
    }
    atomic_store(&initialized, 1);
    return CUDA_SUCCESS;
}

EBH_EXPORT int cuDriverGetVersion(int *version) {
    if (version == NULL) {
        return CUDA_ERROR_INVALID_VALUE;
    }
    *version = 13000;
    return CUDA_SUCCESS;
}

EBH_EXPORT int cuDeviceGet(int *device, int ordinal) {
    if (!atomic_load(&initialized)) {
        return CUDA_ERROR_NOT_INITIALIZED;
    }
    if (device == NULL || ordinal != 0) {
        return ordinal != 0 ? CUDA_ERROR_INVALID_DEVICE : CUDA_ERROR_INVALID_VALUE;
    }
    *device = 0;
    return CUDA_SUCCESS;
}

EBH_EXPORT int cuDevicePrimaryCtxRetain(void **context, int device) {
    if (!atomic_load(&initialized)) {
        return CUDA_ERROR_NOT_INITIALIZED;
    }
    if (context == NULL || device != 0) {
        return device != 0 ? CUDA_ERROR_INVALID_DEVICE : CUDA_ERROR_INVALID_VALUE;
    }
    primary_context.retained++;
    *context = &primary_context;
    return CUDA_SUCCESS;
}

EBH_EXPORT int cuCtxSetCurrent(void *context) {
    if (context != NULL && context != (void *) &primary_context) {
        return CUDA_ERROR_INVALID_CONTEXT;
    }
    atomic_fetch_add(&set_current_calls, 1);
    current_context = context;
    return CUDA_SUCCESS;
}

EBH_EXPORT int cuEventCreate(ebhEvent_t *event, unsigned int flags) {
    return without_context() ? CUDA_ERROR_INVALID_CONTEXT : ebhEventCreateWithFlags(event, flags);
}

EBH_EXPORT int cuEventDestroy_v2(ebhEvent_t event) {
    return without_context() ? CUDA_ERROR_INVALID_CONTEXT : ebhEventDestroy(event);
}

EBH_EXPORT int cuEventRecord(ebhEvent_t event, ebhStream_t stream) {
    return without_context() ? CUDA_ERROR_INVALID_CONTEXT : ebhEventRecord(event, stream);
}

EBH_EXPORT int cuEventSynchronize(ebhEvent_t event) {
    return without_context() ? CUDA_ERROR_INVALID_CONTEXT : ebhEventSynchronize(event);
}

EBH_EXPORT int cuEventQuery(ebhEvent_t event) {
    return without_context() ? CUDA_ERROR_INVALID_CONTEXT : ebhEventQuery(event);
}

EBH_EXPORT int cuEventElapsedTime(float *millis, ebhEvent_t start, ebhEvent_t end) {
    return without_context() ? CUDA_ERROR_INVALID_CONTEXT : ebhEventElapsedTime(millis, start, end);
}

EBH_EXPORT int cuStreamCreate(ebhStream_t *stream, unsigned int flags) {
    return without_context() ? CUDA_ERROR_INVALID_CONTEXT : ebhStreamCreateWithFlags(stream, flags);
}

EBH_EXPORT int cuStreamDestroy_v2(ebhStream_t stream) {
    return without_context() ? CUDA_ERROR_INVALID_CONTEXT : ebhStreamDestroy(stream);
}

EBH_EXPORT int cuStreamSynchronize(ebhStream_t stream) {
    return without_context() ? CUDA_ERROR_INVALID_CONTEXT : ebhStreamSynchronize(stream);
}

EBH_EXPORT int cuStreamWaitEvent(ebhStream_t stream, ebhEvent_t event, unsigned int flags) {
    return without_context() ? CUDA_ERROR_INVALID_CONTEXT : ebhStreamWaitEvent(stream, event, flags);
}

/* The driver's names for the statuses this library returns; the host runtime's codes match the driver's. */
static const char *status_name(int status) {
    switch (status) {
        case 0: return "CUDA_SUCCESS";
        case 1: return "CUDA_ERROR_INVALID_VALUE";
        case 2: return "CUDA_ERROR_OUT_OF_MEMORY";
        case 3: return "CUDA_ERROR_NOT_INITIALIZED";
        case 101: return "CUDA_ERROR_INVALID_DEVICE";
        case 201: return "CUDA_ERROR_INVALID_CONTEXT";
        case 400: return "CUDA_ERROR_INVALID_HANDLE";
        case 600: return "CUDA_ERROR_NOT_READY";
        case 700: return "CUDA_ERROR_ILLEGAL_ADDRESS";
        case 719: return "CUDA_ERROR_LAUNCH_FAILED";
        case 999: return "CUDA_ERROR_UNKNOWN";
        default: return NULL;
    }
}

EBH_EXPORT int cuGetErrorName(int status, const char **name) {
    const char *known = status_name(status);
    if (name == NULL) {
        return CUDA_ERROR_INVALID_VALUE;
    }
    *name = known;
    return known != NULL ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

EBH_EXPORT int cuGetErrorString(int status, const char **message) {
    if (message == NULL) {
        return CUDA_ERROR_INVALID_VALUE;
    }
    *message = status == CUDA_ERROR_INVALID_CONTEXT ? "invalid device context" : ebhGetErrorString(status);
    return status_name(status) != NULL ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

/* Test hooks: how often a context was made current, and how many calls came without one. */
EBH_EXPORT long long cuhSetCurrentCalls(void) {
    return atomic_load(&set_current_calls);
}

EBH_EXPORT long long cuhRefusedWithoutContext(void) {
    return atomic_load(&refused_without_context);
}
