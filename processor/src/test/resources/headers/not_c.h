/* A header with a mistake a C compiler refuses, for the front end's error. */
#include "fake_driver_types.h"

not_a_type cudaEventRecord(cudaEvent_t event, cudaStream_t stream);
