package dev.eventbind.reliability.support;

import java.lang.management.ManagementFactory;

/** The process's CPU time, every thread's together: the JIT compilers, the collector and a library's own threads. */
public final class ProcessCpu {

    private ProcessCpu() {
    }

    /** {@return the CPU time the process has used, in nanoseconds} */
    public static long nanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }
}
