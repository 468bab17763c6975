package dev.eventbind.spec;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Binds one {@link Op} to a C symbol. The method's Java signature spells the C prototype: {@code int} for a
 * C {@code int}/{@code unsigned}/enum, {@code long} for a 64-bit integer, {@code float}/{@code double}, and
 * {@link java.lang.foreign.MemorySegment} for any pointer or handle. Its shape must fit the op (see {@link Op}).
 */
@Documented
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.CLASS)
public @interface Bind {

    /** The event API operation this symbol implements. */
    Op value();

    /** The exported C symbol ("cudaEventRecord"); the method's own name when left empty. */
    String symbol() default "";

    /**
     * The constant passed in the op's flags parameter, where its shape has one (event flags, stream flags,
     * wait flags). Ignored by shapes without one.
     */
    int flags() default 0;

    /**
     * Link with {@code Linker.Option.critical(false)}: a cheaper transition for short calls that never block
     * and never call back. Refused at compile time for the blocking ops.
     */
    boolean critical() default false;

    /** The library may lack this symbol; using the op then throws a typed unavailable error. */
    boolean optional() default false;

    /**
     * For {@link Op#EVENT_TIMESTAMP}: how many low bits of the device's timer are valid (1 to 64). A span is
     * taken modulo {@code 2^timestampBits}, so a timer that wrapped between two events still gives their
     * distance. Written on another op, or where {@link Op#TIMESTAMP_BITS} reads the bits when the backend opens, it
     * is a spec error.
     */
    int timestampBits() default 64;

    /**
     * For {@link Op#EVENT_TIMESTAMP}: its stamps are nanoseconds ({@code clGetEventProfilingInfo}'s
     * {@code CL_PROFILING_COMMAND_END}), so no {@link Op#TIMER_FREQUENCY} converts them. Written on another op,
     * it is a spec error.
     */
    boolean nanoseconds() default false;

    /**
     * For {@link Op#PAIRED_CLOCK}, where it must be written: the host clock its host time stamps (Level Zero's is
     * {@code CLOCK_MONOTONIC_RAW}; see {@code dev.eventbind.api.PairedClock}). The default only stands for the ops
     * that take no clock; a paired clock without it, or another op with it, is a spec error.
     */
    PairedHostClock hostClock() default PairedHostClock.CLOCK_MONOTONIC_RAW;

    /**
     * The function is reached through the API's own resolver ({@link Op#PROC_ADDRESS}, such as
     * {@code vkGetDeviceProcAddr} for Vulkan 1.1+ and extension functions) rather than the library's exports: the
     * backend asks the resolver for it when it opens, and a {@code NULL} answer makes the backend unavailable,
     * naming the call that was tried. Needs {@link Op#PROC_ADDRESS}; not for the ops the backend calls before the
     * resolver ({@link Op#INIT}, {@link Op#DEVICE_GET}, the resolver itself) or without an instance
     * ({@link Op#VERSION}, {@link Op#ERROR_NAME}, {@link Op#ERROR_MESSAGE}).
     */
    boolean resolved() default false;
}
