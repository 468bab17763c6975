/*
 * A small CUDA-runtime-like header: the same macros, default arguments and layout habits as
 * cuda_runtime_api.h, so the processor's header reader is tested on them without a CUDA install.
 */
#ifndef FAKE_CUDA_RUNTIME_H
#define FAKE_CUDA_RUNTIME_H

#include "fake_driver_types.h"

#define __host__
#define CUDARTAPI
#if defined(__cplusplus)
#define __dv(v) = v
#else
#define __dv(v)
#endif

#if defined(__cplusplus)
extern "C" {
#endif

/** Creates an event. */
extern __host__ cudaError_t CUDARTAPI cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags);
extern __host__ cudaError_t CUDARTAPI cudaEventDestroy(cudaEvent_t event);
extern __host__ cudaError_t CUDARTAPI cudaEventRecord(cudaEvent_t event, cudaStream_t stream __dv(0));
extern __host__ cudaError_t CUDARTAPI cudaEventSynchronize(cudaEvent_t event);
extern __host__ cudaError_t CUDARTAPI cudaEventQuery(cudaEvent_t event);
/* Spread over lines, with comments between the parameters. */
extern __host__ cudaError_t CUDARTAPI cudaEventElapsedTime(
        float *ms,          /* out: milliseconds */
        cudaEvent_t start,  // the earlier event
        cudaEvent_t end);
extern __host__ cudaError_t CUDARTAPI cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event,
        unsigned int flags __dv(0));
extern __host__ cudaError_t CUDARTAPI cudaStreamSynchronize(cudaStream_t stream);
extern __host__ cudaError_t CUDARTAPI cudaStreamCreateWithFlags(cudaStream_t *pStream, unsigned int flags);
extern __host__ cudaError_t CUDARTAPI cudaStreamDestroy(cudaStream_t stream);
extern __host__ const char *CUDARTAPI cudaGetErrorName(cudaError_t error);
extern __host__ const char *CUDARTAPI cudaGetErrorString(cudaError_t error);
extern __host__ cudaError_t CUDARTAPI cudaRuntimeGetVersion(int *runtimeVersion);
/* Like cuGetErrorName. */
extern __host__ cudaError_t CUDARTAPI fakeGetErrorName(cudaError_t error, const char **name);
/* Like cuInit. */
extern __host__ cudaError_t CUDARTAPI fakeInit(unsigned int flags);

/* Shaped unlike CUDA, for the role checks: each binds one op wrongly (no library defines them). */
extern cudaError_t fakeSignal(cudaStream_t queue, cudaEvent_t event);
extern cudaError_t fakeElapsedTicks(unsigned long long *ticks, cudaEvent_t start, cudaEvent_t end);
extern cudaError_t fakeElapsedDouble(double *ms, cudaEvent_t start, cudaEvent_t end);
extern cudaError_t fakeElapsedLast(cudaEvent_t start, cudaEvent_t end, float *ms);
extern cudaError_t fakeEventCreateByValue(cudaEvent_t event, unsigned int flags);
extern cudaError_t fakeWaitByPointer(cudaEvent_t *event);
extern cudaError_t fakeRecordOnEvents(cudaEvent_t event, cudaEvent_t other);

#if defined(__cplusplus)
}
#endif

#endif
