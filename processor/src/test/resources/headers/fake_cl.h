/* OpenCL's header with functions shaped the way a spec must not bind them, for the error corpus. */
#ifndef FAKE_CL_H
#define FAKE_CL_H

#include <CL/cl.h>

/* A marker whose new event comes first and the queue last. */
cl_int fclEnqueueMarkerSwapped(cl_event *event, cl_uint num_events_in_wait_list, const cl_event *event_wait_list,
                               cl_command_queue command_queue);

/* A marker that writes an int where the new event goes. */
cl_int fclEnqueueMarkerInt(cl_command_queue command_queue, cl_uint num_events_in_wait_list,
                           const cl_event *event_wait_list, cl_int *event);

/* An execution status written as 8 bytes. */
cl_int fclGetEventInfoWide(cl_event event, cl_event_info param_name, size_t param_value_size,
                           cl_ulong *param_value, size_t *param_value_size_ret);

/* A host wait on a list of queues. */
cl_int fclWaitForQueues(cl_uint num_queues, const cl_command_queue *queue_list);

/* A host wait on one event with a native timeout in nanoseconds. */
cl_int fclWaitForEventTimeout(cl_event event, cl_ulong timeout);

/* Returns a signalled event to the unsignalled state. */
cl_int fclResetEvent(cl_event event);

/* The host's and the device's times in nanoseconds, the host's first, read on a context's device. */
cl_int fclGetHostAndDeviceTimer(cl_context context, cl_ulong *host_timestamp, cl_ulong *device_timestamp);

/* The span between two events in float milliseconds. */
cl_int fclElapsedMillis(float *ms, cl_event start, cl_event end);

#endif
