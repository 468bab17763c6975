package dev.eventbind.reliability.faults;

import dev.eventbind.backend.opencl.OpenCl;
import dev.eventbind.ffm.Fault;
import dev.eventbind.ffm.FaultPlan;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The OpenCL functions the fence and profiler reach that return a status, each with a standby fault, installed
 * when this class loads: before the OpenCL binding links in the JVM the fault tests share (a surefire execution of
 * their own), so every one of them is wrapped and the tests arm them.
 */
final class OpenClUnderFaults {

    /** CL_OUT_OF_RESOURCES: a failure the OpenCL spec does not mark poisoning, so later calls reach PoCL. */
    static final int INJECTED_FAILURE = -5;
    private static final List<String> SYMBOLS = List.of("clGetContextInfo", "clEnqueueBarrierWithWaitList",
            "clWaitForEvents", "clGetEventInfo", "clGetEventProfilingInfo", "clFlush", "clFinish", "clReleaseEvent",
            "clReleaseCommandQueue");
    /** Each function's fault, in that order. */
    static final Map<String, Fault> FAULTS = new LinkedHashMap<>();
    /**
     * CL_DEVICE_NOT_AVAILABLE from the barrier a record enqueues: a status the OpenCL spec marks poisoning, so the
     * instance that meets it refuses every later call.
     */
    static final Fault POISONED_RECORD =
            Fault.standby("OpenCL", "clEnqueueBarrierWithWaitList", OpenCl.CL_DEVICE_NOT_AVAILABLE);

    static {
        SYMBOLS.forEach(symbol -> FAULTS.put(symbol, Fault.standby("OpenCL", symbol, INJECTED_FAILURE)));
        FaultPlan.install(FaultPlan.installed().and(FAULTS.values().toArray(Fault[]::new)).and(POISONED_RECORD));
    }

    private OpenClUnderFaults() {
    }

    /** The fault of {@code symbol}. */
    static Fault fault(String symbol) {
        return FAULTS.get(symbol);
    }
}
