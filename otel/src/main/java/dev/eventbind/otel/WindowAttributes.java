package dev.eventbind.otel;

import io.opentelemetry.api.common.AttributeKey;

/**
 * The attributes of the spans {@link WindowSpans} makes. OpenTelemetry has conventions for GPU metrics
 * ({@code hw.gpu.*}, with {@code hw.id}, {@code hw.vendor}, {@code hw.model}) but none for spans of device work, so
 * these are eventbind's own, under {@code eventbind.}; the {@code hw.*} attributes an application knows for its
 * device are added as given ({@link WindowSpans#of(io.opentelemetry.api.OpenTelemetry,
 * io.opentelemetry.api.common.Attributes)}).
 */
public final class WindowAttributes {

    /** The backend that timed the window ("CUDA", "OpenCL", "host"). */
    public static final AttributeKey<String> BACKEND = AttributeKey.stringKey("eventbind.backend");
    /** The stream (queue) the window's events were recorded on, as the profiler names it. */
    public static final AttributeKey<String> STREAM = AttributeKey.stringKey("eventbind.stream");
    /** The window's name, also the span's name. */
    public static final AttributeKey<String> WINDOW = AttributeKey.stringKey("eventbind.window");
    /** The device's time between the window's two events, in nanoseconds: the span's length. */
    public static final AttributeKey<Long> DEVICE_DURATION = AttributeKey.longKey("eventbind.device.duration_ns");
    /**
     * How the window was measured: {@code device} (between two device events) or {@code system} (host clock
     * around a synchronization), as {@link dev.eventbind.profile.TimingMethod} names them, in lower case.
     */
    public static final AttributeKey<String> TIMING_METHOD = AttributeKey.stringKey("eventbind.timing_method");
    /**
     * How far, in nanoseconds, the placed start and end can each be from where the device really was on the host
     * clock ({@link dev.eventbind.profile.ProfileResult#boundNanos()}): the span's ends lie that close to the
     * device's, plus the epoch error. Absent where the profiler does not know it.
     */
    public static final AttributeKey<Long> PLACEMENT_BOUND = AttributeKey.longKey("eventbind.placement.bound_ns");
    /**
     * How far, in nanoseconds, the window's length ({@link #DEVICE_DURATION}) can be from the device's
     * ({@link dev.eventbind.profile.ProfileResult#durationBoundNanos()}): what two spans' lengths are compared
     * within. Absent where the profiler does not know it.
     */
    public static final AttributeKey<Long> DURATION_BOUND = AttributeKey.longKey("eventbind.device.duration.bound_ns");
    /** The device timer's resolution in nanoseconds ({@link dev.eventbind.profile.ProfileResult#resolutionNanos()}). */
    public static final AttributeKey<Long> TIMER_RESOLUTION = AttributeKey.longKey("eventbind.timer.resolution_ns");
    /**
     * How far, in nanoseconds, the span's timestamps may lie from the wall clock in mapping the host clock to
     * the epoch (not counting the placement bound).
     */
    public static final AttributeKey<Long> EPOCH_ERROR = AttributeKey.longKey("eventbind.epoch.error_ns");
    /**
     * Why a failed window has no measurement: the {@link dev.eventbind.profile.ProfileError} kind
     * ({@code ReadBackFailed}, {@code DriverFailure}, {@code NotRegistered}, {@code WrongStream},
     * {@code Unknown}).
     */
    public static final AttributeKey<String> ERROR = AttributeKey.stringKey("eventbind.error");

    private WindowAttributes() {
    }
}
