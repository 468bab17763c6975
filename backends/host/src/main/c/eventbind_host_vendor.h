/*
 * Builds the host runtime under a vendor's symbol names, so a vendor backend's generated binding can be run
 * end to end on a machine without that vendor's device:
 *
 *     gcc -DEBH_VENDOR=cuda -include eventbind_host_vendor.h ... eventbind_host.c
 *
 * exports cudaEventRecord, cudaGetErrorName ... and names statuses "cudaErrorNotReady". The test hooks
 * (ebhEnqueue*, ebhCount, ebhInject*) keep their own names.
 */
#ifndef EVENTBIND_HOST_VENDOR_H
#define EVENTBIND_HOST_VENDOR_H

#ifndef EBH_VENDOR
#error "define EBH_VENDOR as the symbol prefix, e.g. -DEBH_VENDOR=cuda"
#endif

#define EBH_PASTE2(a, b) a##b
#define EBH_PASTE(a, b) EBH_PASTE2(a, b)
#define EBH_AS_VENDOR(name) EBH_PASTE(EBH_VENDOR, name)
#define EBH_QUOTE2(x) #x
#define EBH_QUOTE(x) EBH_QUOTE2(x)

/* The prefix of every status name ("cudaErrorNotReady"). */
#define EBH_NAME_PREFIX EBH_QUOTE(EBH_VENDOR)

#define ebhEventCreateWithFlags EBH_AS_VENDOR(EventCreateWithFlags)
#define ebhEventDestroy EBH_AS_VENDOR(EventDestroy)
#define ebhEventRecord EBH_AS_VENDOR(EventRecord)
#define ebhEventSynchronize EBH_AS_VENDOR(EventSynchronize)
#define ebhEventQuery EBH_AS_VENDOR(EventQuery)
#define ebhEventElapsedTime EBH_AS_VENDOR(EventElapsedTime)
#define ebhStreamCreateWithFlags EBH_AS_VENDOR(StreamCreateWithFlags)
#define ebhStreamDestroy EBH_AS_VENDOR(StreamDestroy)
#define ebhStreamSynchronize EBH_AS_VENDOR(StreamSynchronize)
#define ebhStreamWaitEvent EBH_AS_VENDOR(StreamWaitEvent)
#define ebhGetErrorName EBH_AS_VENDOR(GetErrorName)
#define ebhGetErrorString EBH_AS_VENDOR(GetErrorString)
#define ebhRuntimeGetVersion EBH_AS_VENDOR(RuntimeGetVersion)

#endif /* EVENTBIND_HOST_VENDOR_H */
