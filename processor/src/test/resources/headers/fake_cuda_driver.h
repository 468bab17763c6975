/*
 * The CUDA driver's event calls and context calls, spelt as cuda.h spells them (opaque struct pointers,
 * CUdevice an int, the _v2 renames through #define): the processor's tests bind a spec whose calls need the
 * calling thread's current context. No library implements it; backends/cuda-driver runs the real shapes.
 */
#ifndef FAKE_CUDA_DRIVER_H
#define FAKE_CUDA_DRIVER_H

#define cuEventDestroy cuEventDestroy_v2
#define cuStreamDestroy cuStreamDestroy_v2

typedef enum cudaError_enum {
    CUDA_SUCCESS = 0,
    CUDA_ERROR_INVALID_CONTEXT = 201,
    CUDA_ERROR_NOT_READY = 600
} CUresult;

typedef int CUdevice_v1;
typedef CUdevice_v1 CUdevice;
typedef struct CUctx_st *CUcontext;
typedef struct CUevent_st *CUevent;
typedef struct CUstream_st *CUstream;

CUresult cuInit(unsigned int Flags);
CUresult cuDevicePrimaryCtxRetain(CUcontext *pctx, CUdevice dev);
CUresult cuCtxSetCurrent(CUcontext ctx);
CUresult cuEventCreate(CUevent *phEvent, unsigned int Flags);
CUresult cuEventDestroy(CUevent hEvent);
CUresult cuEventRecord(CUevent hEvent, CUstream hStream);
CUresult cuEventSynchronize(CUevent hEvent);
CUresult cuEventElapsedTime(float *pMilliseconds, CUevent hStart, CUevent hEnd);
CUresult cuStreamWaitEvent(CUstream hStream, CUevent hEvent, unsigned int Flags);
CUresult cuStreamSynchronize(CUstream hStream);
CUresult cuStreamCreate(CUstream *phStream, unsigned int Flags);
CUresult cuStreamDestroy(CUstream hStream);
/* The driver's own resolver, as cuda.h declares it (symbolStatus an enum there). */
typedef unsigned long long cuuint64_t;
CUresult cuGetProcAddress(const char *symbol, void **pfn, int cudaVersion, cuuint64_t flags, int *symbolStatus);

#endif
