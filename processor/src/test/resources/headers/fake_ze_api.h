/*
 * A small event API shaped like Level Zero: opaque handle typedefs, a device, events from pools created with
 * descriptor structs, events that must be reset before they are signalled again, a host wait with a uint64_t
 * timeout, timestamps as device ticks with a timer frequency, and a queue wait taking a count and a list.
 * The fake library (fakeze.c) implements it; the processor's tests bind it with a spec that has no hand-written op.
 */
#ifndef FAKE_ZE_API_H
#define FAKE_ZE_API_H

#include <stdint.h>

typedef enum xx_result_t {
    XX_RESULT_SUCCESS = 0,
    XX_RESULT_NOT_READY = 1,
    XX_RESULT_ERROR_DEVICE_LOST = 0x70000001,
    XX_RESULT_ERROR_OUT_OF_HOST_MEMORY = 0x70000002,
    XX_RESULT_ERROR_INVALID_ARGUMENT = 0x78000004,
    XX_RESULT_ERROR_INVALID_NULL_HANDLE = 0x78000005,
    XX_RESULT_ERROR_HANDLE_OBJECT_IN_USE = 0x78000006,
    XX_RESULT_ERROR_INVALID_ENUMERATION = 0x78000010,
    XX_RESULT_ERROR_EVENT_NOT_RESET = 0x7800001f,
    XX_RESULT_FORCE_UINT32 = 0x7fffffff
} xx_result_t;

typedef enum xx_structure_type_t {
    XX_STRUCTURE_TYPE_EVENT_POOL_DESC = 0x11,
    XX_STRUCTURE_TYPE_EVENT_DESC = 0x12,
    XX_STRUCTURE_TYPE_COMMAND_QUEUE_DESC = 0x13,
    XX_STRUCTURE_TYPE_DEVICE_PROPERTIES = 0x14
} xx_structure_type_t;

/* Event pool flags. */
#define XX_EVENT_POOL_FLAG_HOST_VISIBLE 0x1
#define XX_EVENT_POOL_FLAG_KERNEL_TIMESTAMP 0x8

/* Event scopes. */
#define XX_EVENT_SCOPE_FLAG_HOST 0x4

typedef struct _xx_device_handle_t *xx_device_handle_t;
typedef struct _xx_event_pool_handle_t *xx_event_pool_handle_t;
typedef struct _xx_event_handle_t *xx_event_handle_t;
typedef struct _xx_command_list_handle_t *xx_command_list_handle_t;

typedef struct xx_event_pool_desc_t {
    xx_structure_type_t stype;
    const void *pNext;
    uint32_t flags;
    uint32_t count;
} xx_event_pool_desc_t;

typedef struct xx_event_desc_t {
    xx_structure_type_t stype;
    const void *pNext;
    uint32_t index;
    uint32_t signal;
    uint32_t wait;
} xx_event_desc_t;

typedef struct xx_command_queue_desc_t {
    xx_structure_type_t stype;
    const void *pNext;
    uint32_t ordinal;
    uint16_t priority;
    uint8_t mode;
} xx_command_queue_desc_t;

/* A device's properties, as Level Zero's ze_device_properties_t holds them after a name: the timer's frequency
 * (32 bits here, where Level Zero's is 64, so that its read is an unsigned widening) and the valid bits of the
 * global timer and of the kernel timestamps, the narrower. */
typedef struct xx_device_properties_t {
    xx_structure_type_t stype;
    void *pNext;
    uint32_t type;
    char name[20];
    int32_t coreClockRate;
    uint32_t timerResolution;
    uint32_t timestampValidBits;
    uint32_t kernelTimestampValidBits;
    uint64_t maxMemAllocSize;
    uint32_t flags : 3;
} xx_device_properties_t;

/* A barrier's timestamps, as Level Zero's ze_kernel_timestamp_result_t: global and context start and end. */
typedef struct xx_kernel_timestamp_data_t {
    uint64_t kernelStart;
    uint64_t kernelEnd;
} xx_kernel_timestamp_data_t;
typedef struct xx_kernel_timestamp_result_t {
    xx_kernel_timestamp_data_t global;
    xx_kernel_timestamp_data_t context;
} xx_kernel_timestamp_result_t;

xx_result_t xxInit(uint32_t flags);
xx_result_t xxDeviceGet(uint32_t ordinal, xx_device_handle_t *phDevice);
/* Gives back the reference xxDeviceGet took, as zeContextDestroy gives back a context. */
xx_result_t xxDeviceRelease(xx_device_handle_t hDevice);
/* Not in fakeze.c: a context-bound variant of the API, for a compile-only test of the generated waits. */
xx_result_t xxDeviceMakeCurrentFAKE(xx_device_handle_t hDevice);
/* Fills the properties; XX_RESULT_ERROR_INVALID_ARGUMENT unless stype is XX_STRUCTURE_TYPE_DEVICE_PROPERTIES and
 * pNext is NULL. */
xx_result_t xxDeviceGetProperties(xx_device_handle_t hDevice, xx_device_properties_t *pProperties);
/* Device timer ticks per second. */
xx_result_t xxDeviceGetTimerFrequency(xx_device_handle_t hDevice, uint64_t *pFrequency);
/* The host's CLOCK_MONOTONIC_RAW in nanoseconds and the device's global timer in ticks, read together. */
xx_result_t xxDeviceGetGlobalTimestamps(xx_device_handle_t hDevice, uint64_t *hostTimestamp,
                                        uint64_t *deviceTimestamp);
/* Misdeclared paired reads that the library does not export, for the tests of the spec checks: a 32-bit device
 * time, and the two times the other way round. */
xx_result_t xxDeviceGetGlobalTimestamps32(xx_device_handle_t hDevice, uint64_t *hostTimestamp,
                                          uint32_t *deviceTimestamp);
xx_result_t xxDeviceGetGlobalTimestampsSwapped(xx_device_handle_t hDevice, uint64_t *deviceTimestamp,
                                               uint64_t *hostTimestamp);

xx_result_t xxEventPoolCreate(xx_device_handle_t hDevice, const xx_event_pool_desc_t *desc,
                              xx_event_pool_handle_t *phEventPool);
xx_result_t xxEventPoolDestroy(xx_event_pool_handle_t hEventPool);
xx_result_t xxEventCreate(xx_event_pool_handle_t hEventPool, const xx_event_desc_t *desc,
                          xx_event_handle_t *phEvent);
xx_result_t xxEventDestroy(xx_event_handle_t hEvent);
/* Returns an event to the not-signalled state: required before it is signalled again. */
xx_result_t xxEventHostReset(xx_event_handle_t hEvent);
/* Waits up to timeout nanoseconds (UINT64_MAX: no limit); XX_RESULT_NOT_READY when it runs out. */
xx_result_t xxEventHostSynchronize(xx_event_handle_t hEvent, uint64_t timeout);
xx_result_t xxEventQueryStatus(xx_event_handle_t hEvent);
/* The event's barrier's timestamps: its global end is the ticks xxEventQueryGlobalTimestamp reads, the other three
 * differ from it. */
xx_result_t xxEventQueryKernelTimestamp(xx_event_handle_t hEvent, xx_kernel_timestamp_result_t *dstptr);
/* The device's global timer, in ticks, when the event was signalled (only the low 32 bits are valid). */
xx_result_t xxEventQueryGlobalTimestamp(xx_event_handle_t hEvent, uint64_t *pTicks);

xx_result_t xxCommandListCreateImmediate(xx_device_handle_t hDevice, const xx_command_queue_desc_t *desc,
                                         xx_command_list_handle_t *phCommandList);
xx_result_t xxCommandListDestroy(xx_command_list_handle_t hCommandList);
xx_result_t xxCommandListAppendSignalEvent(xx_command_list_handle_t hCommandList, xx_event_handle_t hEvent);
xx_result_t xxCommandListAppendWaitOnEvents(xx_command_list_handle_t hCommandList, uint32_t numEvents,
                                            xx_event_handle_t *phEvents);
xx_result_t xxCommandListHostSynchronize(xx_command_list_handle_t hCommandList, uint64_t timeout);

/* A context on the device, as Level Zero's: while it lives the device's last reference is not released, and it is
 * not destroyed while pools made in it live. */
typedef struct _xx_context_handle_t *xx_context_handle_t;
xx_result_t xxContextCreate(xx_device_handle_t hDevice, xx_context_handle_t *phContext);
xx_result_t xxContextDestroy(xx_context_handle_t hContext);
xx_result_t xxEventPoolCreateInContext(xx_context_handle_t hContext, const xx_event_pool_desc_t *desc,
                                       xx_event_pool_handle_t *phEventPool);
xx_result_t xxCommandListCreateInContext(xx_context_handle_t hContext, xx_device_handle_t hDevice,
                                         const xx_command_queue_desc_t *desc,
                                         xx_command_list_handle_t *phCommandList);

/* Test controls, not part of the API's shape: busy work on a list, the failure of the next call, counters. */
xx_result_t xxTestAppendSleep(xx_command_list_handle_t hCommandList, uint64_t nanoseconds);
void xxTestFailNext(int32_t status);
/* The failure of the next xxDeviceGetTimerFrequency only. */
void xxTestFailTimerFrequency(int32_t status);
/* What xxDeviceGetProperties reports from now on as the timer's frequency and the kernel timestamps' valid bits
 * (at first 19.2 MHz and 32). */
void xxTestSetDeviceProperties(uint32_t timerResolution, uint32_t kernelTimestampValidBits);
/* The references xxDeviceGet took and xxDeviceRelease has not given back. */
int32_t xxTestDeviceReferences(void);
/* Restarts the timer: its next reading is again half a second before the valid bits wrap. */
void xxTestRestartTimer(void);
int32_t xxTestLiveEvents(void);
/* Contexts xxContextCreate made that xxContextDestroy has not destroyed. */
int32_t xxTestLiveContexts(void);
/* The failure of the next xxContextCreate only. */
void xxTestFailContextCreate(int32_t status);
int32_t xxTestLivePools(void);
int32_t xxTestResets(void);
/* Calls of xxEventHostSynchronize with a timeout other than 0. */
int32_t xxTestHostWaits(void);
/* The timeout of the last of those calls. */
uint64_t xxTestLastWaitTimeout(void);
int32_t xxTestLastPoolCount(void);
uint32_t xxTestLastQueueOrdinal(void);

/* Declared only, for the processor's tests of shapes combined: a timed wait and a queue synchronize that take a
 * descriptor, a resolver, and functions reached through it. */
typedef struct xx_wait_desc_t {
    xx_structure_type_t stype;
    const void *pNext;
    uint32_t flags;
} xx_wait_desc_t;
xx_result_t xxEventHostSynchronizeDescFAKE(xx_event_handle_t hEvent, const xx_wait_desc_t *desc, uint64_t timeout);
xx_result_t xxCommandListHostSynchronizeDescFAKE(xx_command_list_handle_t hCommandList,
                                                 const xx_wait_desc_t *desc, uint64_t timeout);
typedef void (*xx_pfn_t)(void);
xx_pfn_t xxGetProcAddressFAKE(xx_device_handle_t hDevice, const char *name);
xx_pfn_t xxGetProcAddressDescFAKE(xx_device_handle_t hDevice, const xx_wait_desc_t *desc, const char *name);
xx_result_t xxGetProcAddressStatusFAKE(const char *name, void **pfn);

/* Declared only, for the checks of descriptors: bit-fields, a C bool and a narrow slot, a packed record, and a
 * create taking two descriptors. */
typedef struct xx_bits_desc_t {
    xx_structure_type_t stype;
    const void *pNext;
    uint32_t flags : 3;
    uint32_t mode : 5;
    uint32_t index;
} xx_bits_desc_t;
typedef struct xx_bool_desc_t {
    xx_structure_type_t stype;
    const void *pNext;
    _Bool host;
    uint8_t index;
} xx_bool_desc_t;
#pragma pack(push, 1)
typedef struct xx_packed_desc_t {
    uint8_t tag;
    uint32_t stype;
    uint16_t index;
    uint64_t signal;
} xx_packed_desc_t;
#pragma pack(pop)
xx_result_t xxEventCreateBitsFAKE(xx_event_pool_handle_t hEventPool, const xx_bits_desc_t *desc,
                                  xx_event_handle_t *phEvent);
xx_result_t xxEventCreateBoolFAKE(xx_event_pool_handle_t hEventPool, const xx_bool_desc_t *desc,
                                  xx_event_handle_t *phEvent);
xx_result_t xxEventCreatePackedFAKE(xx_event_pool_handle_t hEventPool, const xx_packed_desc_t *desc,
                                    xx_event_handle_t *phEvent);
xx_result_t xxEventCreateTwoFAKE(xx_event_pool_handle_t hEventPool, const xx_event_desc_t *desc,
                                 const xx_wait_desc_t *wait, xx_event_handle_t *phEvent);

/* Events destroyed while a queued wait of a list still named them: in Level Zero the wait then reads whatever the
 * event's slot holds when the list gets there (a new event made in it, unsignalled). */
int32_t xxTestDestroyedUnderWait(void);

#endif
