package dev.eventbind.bench.adapters;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.jmh.BenchWindows;
import dev.eventbind.otel.WindowSpans;
import dev.eventbind.profile.EventProfiler;
import dev.eventbind.profile.ProfileException;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.common.CompletableResultCode;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import io.opentelemetry.sdk.trace.export.SpanExporter;
import java.util.Collection;

/**
 * One stream and four ways to time a window on it: a profiler with no listener, with {@link WindowSpans} over
 * OpenTelemetry's no-op API (an application that has not configured OpenTelemetry), with {@link WindowSpans} over
 * an SDK that records every span and hands it to an exporter that drops it (the SDK's own cost, without any I/O),
 * and through {@link BenchWindows} (the JMH profiler's windows, with no profiler attached unless the run adds one).
 *
 * @param <E> the backend's event handle
 * @param <S> the backend's stream handle
 */
public final class AdapterRig<E, S> implements AutoCloseable {

    private final EventApi<E, S> api;
    private final S stream;
    private final SdkTracerProvider tracing;
    private final EventProfiler<E, S> plain;
    private final EventProfiler<E, S> noopSpans;
    private final EventProfiler<E, S> sdkSpans;
    private final BenchWindows<E, S> benchWindows;

    /** Creates the stream and the four profilers. */
    public AdapterRig(EventApi<E, S> api) throws DriverException {
        this.api = api;
        this.stream = api.streamCreateNonBlocking();
        this.tracing = SdkTracerProvider.builder().addSpanProcessor(SimpleSpanProcessor.create(new Dropping()))
                .build();
        this.plain = new EventProfiler<>(api);
        this.noopSpans = new EventProfiler<>(api, WindowSpans.of(OpenTelemetry.noop()));
        this.sdkSpans = new EventProfiler<>(api,
                WindowSpans.of(OpenTelemetrySdk.builder().setTracerProvider(tracing).build()));
        this.benchWindows = BenchWindows.on(api);
    }

    /** A window with no listener, its duration read as a primitive. */
    public long plain() throws DriverException, ProfileException {
        return window(plain);
    }

    /** A window made a span by OpenTelemetry's no-op API. */
    public long noopSpans() throws DriverException, ProfileException {
        return window(noopSpans);
    }

    /** A window made a span the SDK records and exports (to nowhere). */
    public long sdkSpans() throws DriverException, ProfileException {
        return window(sdkSpans);
    }

    /** A window through {@link BenchWindows}. */
    public long benchWindows() throws DriverException, ProfileException {
        long token = benchWindows.start(stream, null);
        return benchWindows.stop(stream, token).durationNanos();
    }

    private long window(EventProfiler<E, S> profiler) throws DriverException, ProfileException {
        long token = profiler.start(stream);
        return profiler.stop(stream, token).durationNanos();
    }

    /** Closes the profilers and the SDK, and destroys the stream. */
    @Override
    public void close() throws DriverException {
        plain.close();
        noopSpans.close();
        sdkSpans.close();
        benchWindows.close();
        tracing.close();
        api.streamDestroy(stream);
    }

    /** An exporter that takes every span and sends it nowhere. */
    private static final class Dropping implements SpanExporter {
        @Override
        public CompletableResultCode export(Collection<SpanData> spans) {
            return CompletableResultCode.ofSuccess();
        }

        @Override
        public CompletableResultCode flush() {
            return CompletableResultCode.ofSuccess();
        }

        @Override
        public CompletableResultCode shutdown() {
            return CompletableResultCode.ofSuccess();
        }
    }
}
