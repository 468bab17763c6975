package dev.eventbind.backend.opencl;

import dev.eventbind.binding.StatusConvention;

/** The {@code CL/cl.h} constants the backend passes, with their C names; values from the OpenCL 3.0 header. */
final class Cl {

    /**
     * OpenCL's status convention, generated from the statuses of {@code CL/cl.h}: every failure the backend reports
     * is {@code STATUS.failure(function, status)}.
     */
    static final StatusConvention STATUS = OpenClFunctions.statusConvention();

    static final int SUCCESS = 0;
    static final int DEVICE_NOT_FOUND = -1;
    /** CL_PROFILING_INFO_NOT_AVAILABLE: not ready while the command is not complete. */
    static final int PROFILING_INFO_NOT_AVAILABLE = -7;
    static final int INVALID_EVENT = -58;
    /** CL_PLATFORM_NOT_FOUND_KHR, the ICD loader's status, declared in {@code CL/cl_ext.h}, not {@code CL/cl.h}. */
    static final int PLATFORM_NOT_FOUND_KHR = -1001;
    static final int PLATFORM_VERSION = 0x0901;
    static final int PLATFORM_NAME = 0x0902;
    static final long DEVICE_TYPE_CPU = 1L << 1;
    static final long DEVICE_TYPE_GPU = 1L << 2;
    static final long DEVICE_TYPE_ALL = 0xFFFFFFFFL;
    static final int DEVICE_TYPE = 0x1000;
    static final int DEVICE_NAME = 0x102B;
    static final int DEVICE_PROFILING_TIMER_RESOLUTION = 0x1025;
    static final int DEVICE_PLATFORM = 0x1031;
    static final int QUEUE_CONTEXT = 0x1090;
    static final int QUEUE_DEVICE = 0x1091;
    static final long QUEUE_PROPERTIES = 0x1093;
    static final int QUEUE_PROPERTIES_INFO = 0x1093;
    static final long QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE = 1L << 0;
    static final long QUEUE_PROFILING_ENABLE = 1L << 1;
    static final int EVENT_COMMAND_EXECUTION_STATUS = 0x11D3;
    /** CL_COMPLETE: the execution status of a finished command; CL_RUNNING, SUBMITTED and QUEUED are above it. */
    static final int COMPLETE = 0x0;
    static final int PROFILING_COMMAND_END = 0x1283;
    static final long MEM_READ_WRITE = 1L << 0;

    private Cl() {
    }
}
