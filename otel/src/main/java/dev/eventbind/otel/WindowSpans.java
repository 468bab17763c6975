package dev.eventbind.otel;

import dev.eventbind.profile.ProfileError;
import dev.eventbind.profile.ProfiledWindow;
import dev.eventbind.profile.TimingMethod;
import dev.eventbind.profile.WindowListener;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanBuilder;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Context;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.TimeUnit;

/**
 * A {@link WindowListener} that turns each profiling window into an OpenTelemetry span: hand it to
 * {@link dev.eventbind.profile.EventProfiler#EventProfiler(dev.eventbind.api.EventApi, WindowListener)}.
 *
 * <p>A placed window's span starts and ends where the profiler placed the device's start and end events on the
 * host clock, mapped to the epoch (the mapping's error is {@link WindowAttributes#EPOCH_ERROR}; it is measured
 * again every second, so a wall-clock step does not skew later spans). Its parent is the {@link Context} that was
 * current on the thread that <em>started</em> the window, so a window opened while a request's span is current
 * lies under that span even when another thread reads it back; with no span current it is a root span. It is
 * named after the window and carries the {@link WindowAttributes}, plus the hardware attributes given here.
 *
 * <p>A window that ends without a measurement is a span with {@link StatusCode#ERROR}, the error's message as
 * its description and the driver's exception recorded on it, spanning from the host's start call to the moment
 * the host learned of the failure: never the placeholder length a failed read-back reports to an autotune.
 *
 * <p>Without an OpenTelemetry SDK ({@link OpenTelemetry#noop()}, or {@link io.opentelemetry.api.GlobalOpenTelemetry}
 * never set) every span is a no-op and nothing is exported. Whatever the SDK throws (a failing exporter or span
 * processor) stops at the profiler, which logs it once and carries on: it never reaches the code that opened,
 * stopped or read back the window.
 */
public final class WindowSpans implements WindowListener {

    /** The instrumentation scope the spans are made under. */
    public static final String INSTRUMENTATION_SCOPE = "dev.eventbind.otel";

    /** The description of the span of a window abandoned, or dropped when its profiler closed. */
    static final String UNMEASURED =
            "The window was abandoned, or dropped when its profiler closed, before it was measured";

    private final Tracer tracer;
    private final Attributes hardware;
    private final EpochClock clock;

    WindowSpans(Tracer tracer, Attributes hardware, EpochClock clock) {
        this.tracer = tracer;
        this.hardware = hardware;
        this.clock = clock;
    }

    /**
     * Spans made by {@code openTelemetry}'s tracer provider.
     *
     * @param openTelemetry the application's OpenTelemetry, {@link io.opentelemetry.api.GlobalOpenTelemetry#get()}
     *     for the global one
     * @return the listener
     */
    public static WindowSpans of(OpenTelemetry openTelemetry) {
        return of(openTelemetry, Attributes.empty());
    }

    /**
     * Spans made by {@code openTelemetry}'s tracer provider, each also carrying {@code hardware}: what the
     * application knows of the device, under OpenTelemetry's hardware names ({@code hw.id}, {@code hw.vendor},
     * {@code hw.model}, {@code hw.type}), which the profiler cannot tell.
     *
     * @param openTelemetry the application's OpenTelemetry
     * @param hardware attributes added to every span
     * @return the listener
     */
    public static WindowSpans of(OpenTelemetry openTelemetry, Attributes hardware) {
        Objects.requireNonNull(openTelemetry, "openTelemetry");
        Objects.requireNonNull(hardware, "hardware");
        return new WindowSpans(openTelemetry.getTracer(INSTRUMENTATION_SCOPE), hardware, new EpochClock());
    }

    /** What a window keeps from its start: the context its span goes under, and when the host started it. */
    private record Opened(Context parent, long startedNanos) {
    }

    @Override
    public Object started(ProfiledWindow window) {
        return new Opened(Context.current(), System.nanoTime());
    }

    @Override
    public void placed(ProfiledWindow window, Object attachment, long startNanos, long endNanos) {
        if (!(attachment instanceof Opened opened)) {
            return; // started before this listener was told (its start call failed): no parent to go under
        }
        EpochClock.Calibration epoch = clock.calibration();
        SpanBuilder builder = span(window, opened, epoch.epochNanos(startNanos), epoch)
                .setAttribute(WindowAttributes.DEVICE_DURATION, Math.max(0L, endNanos - startNanos));
        long bound = window.placementBoundNanos();
        if (bound != Long.MAX_VALUE) { // the profiler's "not known"
            builder.setAttribute(WindowAttributes.PLACEMENT_BOUND, bound);
        }
        long durationBound = window.durationBoundNanos();
        if (durationBound != Long.MAX_VALUE) {
            builder.setAttribute(WindowAttributes.DURATION_BOUND, durationBound);
        }
        builder.startSpan().end(epoch.epochNanos(Math.max(startNanos, endNanos)), TimeUnit.NANOSECONDS);
    }

    @Override
    public void failed(ProfiledWindow window, Object attachment, ProfileError error) {
        if (!(attachment instanceof Opened opened)) {
            return;
        }
        long observed = System.nanoTime();
        EpochClock.Calibration epoch = clock.calibration();
        Span span = span(window, opened, epoch.epochNanos(opened.startedNanos()), epoch)
                .setAttribute(WindowAttributes.ERROR, error.getClass().getSimpleName())
                .startSpan();
        // A listener is told NotRegistered for a window abandoned or dropped at close: its message, about a
        // token, is the one a stop call gets, not what happened to this window.
        span.setStatus(StatusCode.ERROR, error instanceof ProfileError.NotRegistered ? UNMEASURED : error.message());
        Throwable cause = switch (error) {
            case ProfileError.ReadBackFailed failed -> failed.cause();
            case ProfileError.DriverFailure refused -> refused.cause();
            case ProfileError.NotRegistered _, ProfileError.WrongStream _, ProfileError.Unknown _ -> null;
        };
        if (cause != null) {
            span.recordException(cause);
        }
        span.end(epoch.epochNanos(observed), TimeUnit.NANOSECONDS);
    }

    /** A span builder for {@code window} starting at {@code startEpochNanos}, with the attributes every span has. */
    private SpanBuilder span(ProfiledWindow window, Opened opened, long startEpochNanos,
            EpochClock.Calibration epoch) {
        return tracer.spanBuilder(window.name())
                .setParent(opened.parent())
                .setSpanKind(SpanKind.INTERNAL)
                .setStartTimestamp(startEpochNanos, TimeUnit.NANOSECONDS)
                .setAllAttributes(hardware)
                .setAttribute(WindowAttributes.BACKEND, window.backend())
                .setAttribute(WindowAttributes.STREAM, window.stream())
                .setAttribute(WindowAttributes.WINDOW, window.name())
                // The profiler's windows are all timed between device events.
                .setAttribute(WindowAttributes.TIMING_METHOD, TimingMethod.DEVICE.name().toLowerCase(Locale.ROOT))
                .setAttribute(WindowAttributes.TIMER_RESOLUTION, window.resolutionNanos())
                .setAttribute(WindowAttributes.EPOCH_ERROR, epoch.errorNanos());
    }
}
