/*
 * A test hook beside the counters and fault injection: the raw CLOCK_MONOTONIC stamp of an event, so a test can
 * tell exactly where on the host clock the device reached it and measure how well a profiler placed it. It
 * keeps its own name in every vendor build.
 */
#include "ebh_internal.h"

#include <time.h>

EBH_EXPORT int ebhEventStamp(ebhEvent_t handle, long long *nanos);
EBH_EXPORT int ebhSetClockDrift(int ppm);

/* The device clock runs `drift_ppm` parts per million fast (negative: slow) since `drift_since_ns`, when it read
   `drift_base_ns`; all three under ebh_lock. Zero, the default, keeps it equal to CLOCK_MONOTONIC. */
static int64_t drift_since_ns;
static int64_t drift_base_ns;
static int drift_ppm;

int64_t ebh_device_nanos(int64_t monotonic_ns) {
    if (drift_ppm == 0 && drift_base_ns == drift_since_ns) {
        return monotonic_ns;
    }
    int64_t passed = monotonic_ns - drift_since_ns;
    return drift_base_ns + passed + passed * drift_ppm / 1000000;
}

/*
 * Makes the device clock, which elapsed times are read from, run `ppm` parts per million away from CLOCK_MONOTONIC
 * from now on (what a device's own crystal does), continuing from where it is, so it never jumps. The stamps
 * ebhEventStamp reports stay on CLOCK_MONOTONIC: they are the truth a drifting clock is judged against. Invalid
 * value beyond +-100,000 ppm.
 */
EBH_EXPORT int ebhSetClockDrift(int ppm) {
    if (ppm < -100000 || ppm > 100000) {
        return EBH_ERROR_INVALID_VALUE;
    }
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    int64_t monotonic_ns = (int64_t)now.tv_sec * 1000000000LL + now.tv_nsec;
    pthread_mutex_lock(&ebh_lock);
    drift_base_ns = ebh_device_nanos(monotonic_ns);
    drift_since_ns = monotonic_ns;
    drift_ppm = ppm;
    pthread_mutex_unlock(&ebh_lock);
    return EBH_SUCCESS;
}

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
