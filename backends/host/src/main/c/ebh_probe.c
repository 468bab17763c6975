/*
 * A test hook beside the counters and fault injection: the raw CLOCK_MONOTONIC stamp of an event, so a test can
 * tell exactly where on the host clock the device reached it and measure how well a profiler placed it. It
 * keeps its own name in every vendor build.
 */
#include "ebh_internal.h"

EBH_EXPORT int ebhEventStamp(ebhEvent_t handle, long long *nanos);

/*
 * Writes the CLOCK_MONOTONIC nanoseconds at which the event's latest record was reached. Invalid value for a
 * NULL out-parameter, invalid handle for an unknown event, not ready while its latest record is still queued.
 */
EBH_EXPORT int ebhEventStamp(ebhEvent_t handle, long long *nanos) {
    if (nanos == NULL) {
        return EBH_ERROR_INVALID_VALUE;
    }
    pthread_mutex_lock(&ebh_lock);
    struct ebh_event *event = ebh_lookup(EBH_KIND_EVENT, (uint64_t)(uintptr_t)handle);
    int status = EBH_SUCCESS;
    if (event == NULL) {
        status = EBH_ERROR_INVALID_HANDLE;
    } else if (event->recorded == 0 || event->reached < event->recorded) {
        status = EBH_ERROR_NOT_READY;
    } else {
        *nanos = (long long)event->stamp_ns;
    }
    pthread_mutex_unlock(&ebh_lock);
    return status;
}
