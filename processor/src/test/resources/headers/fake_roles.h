/*
 * An event API whose objects are all one opaque type, so C types cannot tell an event from a stream: only the
 * parameter names say which is which. Declared only; the processor's tests check which handle goes where.
 */
#ifndef FAKE_ROLES_H
#define FAKE_ROLES_H

typedef enum xr_result_t {
    XR_SUCCESS = 0,
    XR_NOT_READY = 1
} xr_result_t;

typedef void *xr_handle_t;

xr_result_t xrEventCreate(xr_handle_t *phEvent);
xr_result_t xrEventDestroy(xr_handle_t hEvent);
/* The stream first, as Level Zero's append does. */
xr_result_t xrAppendSignal(xr_handle_t hStream, xr_handle_t hEvent);
/* CUDA's order. */
xr_result_t xrEventRecord(xr_handle_t hEvent, xr_handle_t hStream);
/* Names that say nothing. */
xr_result_t xrRecordUnnamed(xr_handle_t first, xr_handle_t second);
xr_result_t xrEventSynchronize(xr_handle_t hEvent);
xr_result_t xrEventQuery(xr_handle_t hEvent);
xr_result_t xrEventElapsedTime(float *pMilliseconds, xr_handle_t hStart, xr_handle_t hEnd);
/* The end first. */
xr_result_t xrEventElapsedEndFirst(float *pMilliseconds, xr_handle_t hEnd, xr_handle_t hStart);
xr_result_t xrStreamWaitEvent(xr_handle_t hStream, xr_handle_t hEvent, unsigned int flags);
xr_result_t xrStreamSynchronize(xr_handle_t hStream);
xr_result_t xrStreamCreate(xr_handle_t *phStream, unsigned int flags);
xr_result_t xrStreamDestroy(xr_handle_t hStream);

/* A context beside a device, as Level Zero has: a spec that writes its device by hand passes one of them. */
typedef struct _xr_context_t *xr_context_handle_t;
typedef struct _xr_device_t *xr_device_handle_t;
xr_result_t xrContextRelease(xr_context_handle_t hContext);
xr_result_t xrDeviceMakeCurrent(xr_device_handle_t hDevice);

#endif
