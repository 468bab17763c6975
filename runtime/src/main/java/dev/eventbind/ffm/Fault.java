package dev.eventbind.ffm;

import com.google.errorprone.annotations.concurrent.GuardedBy;
import java.util.Objects;

/**
 * One entry of a {@link FaultPlan}: the C function {@code symbol} of the backend {@code backend} returns
 * {@code status} on the calls its {@link FaultSchedule} picks, instead of reaching the driver. The status then
 * takes the path a driver's own would: the generated backend turns it into a {@code DriverException}, marks the
 * device poisoned where the spec says so, and so on.
 *
 * <p>A fault is live: the handle a binding links for its function consults it on every call, so a test keeps it to
 * {@linkplain #arm re-arm} it and to read how many calls it saw and failed. Thread-safe.
 */
public final class Fault {

    private final String backend;
    private final String symbol;
    private final int status;
    @GuardedBy("this")
    private FaultSchedule schedule;
    @GuardedBy("this")
    private long calls;
    @GuardedBy("this")
    private long injected;
    @GuardedBy("this")
    private int linked;

    /**
     * @param backend the backend's name, as its spec gives it ({@code "CUDA"}, {@code "OpenCL"})
     * @param symbol the C function, as the spec binds it ({@code "cudaEventRecord"})
     * @param status the status it returns instead of calling the driver
     * @param schedule which calls fail
     */
    public Fault(String backend, String symbol, int status, FaultSchedule schedule) {
        this.backend = Objects.requireNonNull(backend, "backend");
        this.symbol = Objects.requireNonNull(symbol, "symbol");
        this.status = status;
        this.schedule = Objects.requireNonNull(schedule, "schedule");
    }

    /**
     * A fault that fails no call until it is {@linkplain #arm armed}: installed before the backend links, so its
     * function is wrapped, and armed by the test when it wants the failure.
     *
     * @param backend the backend's name
     * @param symbol the C function
     * @param status the status it will return
     * @return the fault
     */
    public static Fault standby(String backend, String symbol, int status) {
        return new Fault(backend, symbol, status, FaultSchedule.standby());
    }

    /** {@return the backend's name} */
    public String backend() {
        return backend;
    }

    /** {@return the C function} */
    public String symbol() {
        return symbol;
    }

    /** {@return the status it returns} */
    public int status() {
        return status;
    }

    /** {@return which calls fail, since it was last armed} */
    public synchronized FaultSchedule schedule() {
        return schedule;
    }

    /**
     * Replaces the schedule and starts counting calls afresh.
     *
     * @param next which calls, counted from the next one, fail
     * @return this fault
     */
    public synchronized Fault arm(FaultSchedule next) {
        schedule = Objects.requireNonNull(next, "next");
        calls = 0;
        injected = 0;
        return this;
    }

    /** {@return the calls of its function since it was armed, failed or not} */
    public synchronized long calls() {
        return calls;
    }

    /** {@return the calls it failed since it was armed} */
    public synchronized long injected() {
        return injected;
    }

    /**
     * How many linked handles consult it: 0 when its function was linked before the plan naming it was installed
     * (or was never called), so a test can tell a fault that cannot fire from one that did not.
     *
     * @return the number of handles
     */
    public synchronized int linked() {
        return linked;
    }

    synchronized void attach() {
        linked++;
    }

    /**
     * Counts one call of the function and says whether this fault fails it; a call an earlier fault of the plan
     * already fails ({@code taken}) is counted but never failed twice.
     */
    synchronized boolean fails(boolean taken) {
        calls++;
        if (taken || !schedule.due(calls, injected)) {
            return false;
        }
        injected++;
        return true;
    }

    /** {@return the fault as {@link FaultPlan#parse} reads it} */
    @Override
    public String toString() {
        return backend + ":" + symbol + "=" + status + "," + schedule();
    }
}
