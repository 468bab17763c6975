/*
 * timeline: a small device whose streams are timelines on the monotonic clock.
 *
 * Work is time: tlEnqueueWait puts a wait of some microseconds at the end of a stream's timeline. An event
 * recorded on a stream is placed at the end of what is queued there and is reached when the clock passes that
 * point; a stream that waits on an event cannot run past it. No threads: the clock does the running.
 *
 * Every call returns an int status: success 0, invalid value 1, out of memory 2, never recorded 3, not
 * ready 600.
 */
#ifndef TIMELINE_H
#define TIMELINE_H

#define TL_EXPORT __attribute__((visibility("default")))

typedef struct tlEvent_st *tlEvent_t;
typedef struct tlStream_st *tlStream_t;

TL_EXPORT int tlEventCreate(tlEvent_t *event);
TL_EXPORT int tlEventDestroy(tlEvent_t event);
TL_EXPORT int tlEventRecord(tlEvent_t event, tlStream_t stream);
TL_EXPORT int tlEventSynchronize(tlEvent_t event);
TL_EXPORT int tlEventElapsedTime(float *ms, tlEvent_t start, tlEvent_t end);
TL_EXPORT int tlStreamCreate(tlStream_t *stream);
TL_EXPORT int tlStreamDestroy(tlStream_t stream);
TL_EXPORT int tlStreamWaitEvent(tlStream_t stream, tlEvent_t event);
TL_EXPORT int tlStreamSynchronize(tlStream_t stream);
TL_EXPORT const char *tlGetErrorName(int status);
TL_EXPORT const char *tlGetErrorString(int status);
TL_EXPORT int tlGetVersion(int *version);

/* What tlGetDeviceInfo reports: the library's version, the device's name and its clock's resolution. */
typedef struct tlDeviceInfo {
    int version;
    char name[24];
    long long resolutionNanos;
} tlDeviceInfo;

/* Fills info. */
TL_EXPORT int tlGetDeviceInfo(tlDeviceInfo *info);

/* Queues a wait of micros microseconds at the end of the stream's timeline. */
TL_EXPORT int tlEnqueueWait(tlStream_t stream, long long micros);

#endif
