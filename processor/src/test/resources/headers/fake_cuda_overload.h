/*
 * The fake CUDA runtime header and one function more, whose only parameter is a 64-bit integer: a spec that
 * names its method as the one bound to cudaEventQuery overloads it with the very types the generated twin taking
 * the event's address would have.
 */
#ifndef FAKE_CUDA_OVERLOAD_H
#define FAKE_CUDA_OVERLOAD_H

#include "fake_cuda_runtime.h"

extern cudaError_t fakeQueryByNumber(unsigned long long number);

#endif
