package dev.eventbind.ffm;

/**
 * Which calls of a C function a {@link Fault} answers with its status instead of reaching the driver. Calls are
 * counted from 1, from the moment the fault was armed: the first {@code after} pass through, then every
 * {@code every}-th call fails, {@code times} of them at most.
 *
 * <pre>{@code
 * FaultSchedule.next()                  // call 1 fails, then none
 * FaultSchedule.afterCalls(3).times(2)  // calls 4 and 5 fail
 * FaultSchedule.everyNth(10)            // calls 10, 20, 30, ... fail
 * FaultSchedule.standby()               // none fails until the fault is armed again
 * }</pre>
 *
 * @param after calls that pass through before the first failure, at least 0
 * @param every the step between failing calls, at least 1 (1: consecutive calls)
 * @param times how many calls fail at most, at least 0 ({@link Long#MAX_VALUE}: no limit)
 */
public record FaultSchedule(long after, long every, long times) {

    /** No limit on the failing calls. */
    public static final long UNLIMITED = Long.MAX_VALUE;

    /**
     * @throws FaultPlanException when a count is out of range
     */
    public FaultSchedule {
        if (after < 0 || every < 1 || times < 0) {
            throw new FaultPlanException("a fault schedule needs after >= 0, every >= 1 and times >= 0, not after="
                    + after + ", every=" + every + ", times=" + times);
        }
    }

    /** {@return the next call fails, and no other} */
    public static FaultSchedule next() {
        return new FaultSchedule(0, 1, 1);
    }

    /**
     * The call after {@code calls} that pass through fails, and no other; {@link #times} widens it.
     *
     * @param calls calls that pass through first
     * @return the schedule
     */
    public static FaultSchedule afterCalls(long calls) {
        return new FaultSchedule(calls, 1, 1);
    }

    /**
     * Every {@code step}-th call fails, without limit: calls {@code step}, {@code 2 * step}, ...
     *
     * @param step the step, at least 1
     * @return the schedule
     */
    public static FaultSchedule everyNth(long step) {
        return new FaultSchedule(step - 1, step, UNLIMITED);
    }

    /** {@return no call fails: the function is wrapped at link time, and a test arms the fault later} */
    public static FaultSchedule standby() {
        return new FaultSchedule(0, 1, 0);
    }

    /**
     * This schedule failing {@code count} calls at most.
     *
     * @param count the number of failing calls
     * @return the schedule
     */
    public FaultSchedule times(long count) {
        return new FaultSchedule(after, every, count);
    }

    /**
     * Whether call {@code call} (counted from 1) is one to fail, given {@code failed} calls failed already.
     *
     * @param call the call's number since the fault was armed
     * @param failed the calls the fault failed since it was armed
     * @return whether this call fails
     */
    boolean due(long call, long failed) {
        return failed < times && call > after && (call - after - 1) % every == 0;
    }

    @Override
    public String toString() {
        return "after=" + after + ",every=" + every + ",times=" + (times == UNLIMITED ? "unlimited" : times);
    }
}
