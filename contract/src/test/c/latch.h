/*
 * latch: a small device whose events are latches, as Level Zero's and Vulkan's are: once an event holds a
 * signal, recording it again changes nothing until ltEventReset clears it. A binding that never resets its
 * events keeps reading their first signal; the contract's tests run on it to show that the contract says so.
 *
 * Streams are timelines on the monotonic clock (no threads): ltEnqueueWork puts some microseconds of work at
 * the end of a stream, a record places the event's signal at the end of what is queued, and the signal is
 * reached when the clock passes it. A stream that waits on an event cannot run past the signal it holds.
 *
 * Every call returns an int status: success 0, invalid value 1, out of memory 2, never signalled 3, not
 * ready 600.
 */
#ifndef LATCH_H
#define LATCH_H

#define LT_EXPORT __attribute__((visibility("default")))

typedef struct ltEvent_st *ltEvent_t;
typedef struct ltStream_st *ltStream_t;

LT_EXPORT int ltEventCreate(ltEvent_t *event);
LT_EXPORT int ltEventDestroy(ltEvent_t event);
/* Places a signal at the end of the stream, unless the event still holds one: then it keeps the old one. */
LT_EXPORT int ltEventRecord(ltEvent_t event, ltStream_t stream);
/* Clears the event's signal, so that the next record places a new one. */
LT_EXPORT int ltEventReset(ltEvent_t event);
/* 0 once the event's signal is reached (or it holds none), 600 before. */
LT_EXPORT int ltEventQuery(ltEvent_t event);
LT_EXPORT int ltEventSynchronize(ltEvent_t event);
/* Nanoseconds from start's signal to end's (negative when end's comes first); 600 while either is ahead. */
LT_EXPORT int ltEventElapsedNanos(long long *nanos, ltEvent_t start, ltEvent_t end);
LT_EXPORT int ltStreamCreate(ltStream_t *stream);
LT_EXPORT int ltStreamDestroy(ltStream_t stream);
LT_EXPORT int ltStreamWaitEvent(ltStream_t stream, ltEvent_t event);
LT_EXPORT int ltStreamSynchronize(ltStream_t stream);
/* Queues micros microseconds of work at the end of the stream. */
LT_EXPORT int ltEnqueueWork(ltStream_t stream, long long micros);

#endif
