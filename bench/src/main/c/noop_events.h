/*
 * Event functions shaped like the CUDA runtime's (cudaEventCreateWithFlags, cudaEventRecord, ...) that do
 * nothing but return 0: whatever a caller measures through them is the cost of the binding alone.
 */
#ifndef NOOP_EVENTS_H
#define NOOP_EVENTS_H

typedef void *noopEvent_t;
typedef void *noopStream_t;

int noopEventCreateWithFlags(noopEvent_t *event, unsigned int flags);
int noopEventDestroy(noopEvent_t event);
int noopEventRecord(noopEvent_t event, noopStream_t stream);
int noopEventSynchronize(noopEvent_t event);
int noopEventElapsedTime(float *ms, noopEvent_t start, noopEvent_t end);
int noopStreamWaitEvent(noopStream_t stream, noopEvent_t event, unsigned int flags);
int noopStreamSynchronize(noopStream_t stream);
int noopStreamCreateWithFlags(noopStream_t *stream, unsigned int flags);
int noopStreamDestroy(noopStream_t stream);
const char *noopGetErrorName(int status);
const char *noopGetErrorString(int status);

#endif
