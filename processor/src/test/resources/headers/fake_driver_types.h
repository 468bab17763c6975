/* Types of the fake CUDA runtime, spelt the way driver_types.h spells them. */
#ifndef FAKE_DRIVER_TYPES_H
#define FAKE_DRIVER_TYPES_H

#define __device_builtin__

typedef __device_builtin__ enum cudaError {
    cudaSuccess = 0,
    cudaErrorInvalidResourceHandle = 400,
    cudaErrorNotReady = 600,
    cudaErrorIllegalAddress = 700,
    /* Written in hexadecimal, as Level Zero writes its statuses: a message shows it so. */
    cudaErrorLaunchFailure = 0x2cf
} cudaError_t;

typedef __device_builtin__ struct CUevent_st *cudaEvent_t;
typedef __device_builtin__ struct CUstream_st *cudaStream_t;

#endif
