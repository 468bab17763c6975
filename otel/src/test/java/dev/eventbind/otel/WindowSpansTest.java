package dev.eventbind.otel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.DriverException;
import dev.eventbind.backend.host.HostRuntimeEvents;
import dev.eventbind.backend.host.HostRuntimeEvents.Event;
import dev.eventbind.backend.host.HostRuntimeEvents.Stream;
import dev.eventbind.backend.host.HostWork;
import dev.eventbind.profile.EventProfiler;
import dev.eventbind.profile.ProfileDuration;
import dev.eventbind.profile.ProfileError;
import dev.eventbind.profile.ProfileException;
import dev.eventbind.profile.ProfileResult;
import io.opentelemetry.api.GlobalOpenTelemetry;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Context;
import io.opentelemetry.context.Scope;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.ReadWriteSpan;
import io.opentelemetry.sdk.trace.ReadableSpan;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.SpanProcessor;
import io.opentelemetry.sdk.trace.data.EventData;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Real windows on the host backend's streams, read back as the spans an SDK's in-memory exporter received. */
class WindowSpansTest {

    /** Where the test's epoch clock puts host-clock zero: spans must lie exactly this far from the results. */
    private static final long EPOCH_OFFSET = 1_700_000_000_000_000_000L;
    private static final Duration WORK = Duration.ofMillis(5);

    private final InMemorySpanExporter exporter = InMemorySpanExporter.create();
    private final SdkTracerProvider provider = SdkTracerProvider.builder()
            .addSpanProcessor(SimpleSpanProcessor.create(exporter)).build();
    private final Tracer tracer = provider.get("test");
    /** A mapping measured once, with no bracket: exactly {@link #EPOCH_OFFSET}. */
    private final EpochClock clock = new EpochClock(() -> 0L, () -> EPOCH_OFFSET);
    private HostRuntimeEvents host;
    private HostWork work;
    private Stream stream;

    @BeforeEach
    void openHost() throws DriverException {
        host = HostRuntimeEvents.open();
        work = new HostWork();
        stream = host.streamCreateNonBlocking();
    }

    @AfterEach
    void closeHost() throws DriverException {
        host.streamDestroy(stream);
        provider.close();
    }

    private WindowSpans spans(Attributes hardware) {
        return new WindowSpans(provider.get(WindowSpans.INSTRUMENTATION_SCOPE), hardware, clock);
    }

    /** One window around {@link #WORK} of queued sleep, read back. */
    private ProfileResult window(EventProfiler<Event, Stream> profiler, String name)
            throws DriverException, ProfileException {
        long token = profiler.start(stream, name);
        work.sleep(stream, WORK);
        return profiler.stop(stream, token).resolve();
    }

    private SpanData only(String name) {
        List<SpanData> named = exporter.getFinishedSpanItems().stream().filter(span -> span.getName().equals(name))
                .toList();
        assertEquals(1, named.size(), () -> "spans named " + name + ": " + exporter.getFinishedSpanItems());
        return named.getFirst();
    }

    @Test
    void placedWindowIsSpanUnderTheCurrentSpanWithTheProfilersTimes() throws Exception {
        Attributes hardware = Attributes.of(AttributeKey.stringKey("hw.vendor"), "eventbind",
                AttributeKey.stringKey("hw.type"), "cpu");
        Span request = tracer.spanBuilder("request").startSpan();
        ProfileResult result;
        try (EventProfiler<Event, Stream> profiler = new EventProfiler<>(host, spans(hardware))) {
            profiler.nameStream(stream, "upload");
            try (Scope _ = request.makeCurrent()) {
                result = window(profiler, "copy");
            }
        } finally {
            request.end();
        }

        SpanData span = only("copy");
        assertEquals(request.getSpanContext().getSpanId(), span.getParentSpanId());
        assertEquals(request.getSpanContext().getTraceId(), span.getTraceId());
        assertFalse(result.failed());
        assertEquals(result.ticks().startNanos() + EPOCH_OFFSET, span.getStartEpochNanos());
        assertEquals(result.ticks().endNanos() + EPOCH_OFFSET, span.getEndEpochNanos());
        assertTrue(result.duration().compareTo(WORK) >= 0, () -> "the window spans its work: " + result);
        assertEquals(StatusCode.UNSET, span.getStatus().getStatusCode());
        Attributes attributes = span.getAttributes();
        assertEquals("host", attributes.get(WindowAttributes.BACKEND));
        assertEquals("upload", attributes.get(WindowAttributes.STREAM));
        assertEquals("copy", attributes.get(WindowAttributes.WINDOW));
        assertEquals("device", attributes.get(WindowAttributes.TIMING_METHOD));
        assertEquals(result.duration().toNanos(), attributes.get(WindowAttributes.DEVICE_DURATION));
        assertEquals("eventbind", attributes.get(AttributeKey.stringKey("hw.vendor")));
        assertEquals("cpu", attributes.get(AttributeKey.stringKey("hw.type")));
        assertTrue(attributes.get(WindowAttributes.EPOCH_ERROR) >= 1);
        assertTrue(result.bounded(), () -> "the host backend's windows have a bound: " + result);
        assertEquals(result.boundNanos(), attributes.get(WindowAttributes.PLACEMENT_BOUND));
        assertEquals(result.durationBoundNanos(), attributes.get(WindowAttributes.DURATION_BOUND));
        assertEquals(result.resolutionNanos(), attributes.get(WindowAttributes.TIMER_RESOLUTION));
    }

    @Test
    void nestedWindowsAreSpansInsideEachOtherUnderTheSpanCurrentAtTheirStart() throws Exception {
        Span request = tracer.spanBuilder("request").startSpan();
        Span step = tracer.spanBuilder("step").setParent(Context.current().with(request)).startSpan();
        try (EventProfiler<Event, Stream> profiler = new EventProfiler<>(host, spans(Attributes.empty()));
                Scope _ = request.makeCurrent()) {
            long outer = profiler.start(stream, "outer");
            work.sleep(stream, WORK);
            long inner;
            try (Scope _ = step.makeCurrent()) {
                inner = profiler.start(stream, "inner");
            }
            work.sleep(stream, WORK);
            ProfileDuration innerDuration = profiler.stop(stream, inner);
            work.sleep(stream, WORK);
            profiler.stop(stream, outer).resolve();
            innerDuration.resolve();
        } finally {
            step.end();
            request.end();
        }

        SpanData outer = only("outer");
        SpanData inner = only("inner");
        assertEquals(request.getSpanContext().getSpanId(), outer.getParentSpanId());
        assertEquals(step.getSpanContext().getSpanId(), inner.getParentSpanId());
        assertTrue(outer.getStartEpochNanos() <= inner.getStartEpochNanos()
                && inner.getEndEpochNanos() <= outer.getEndEpochNanos(), "the inner window lies inside the outer");
        assertTrue(inner.getStartEpochNanos() - outer.getStartEpochNanos() >= WORK.toNanos());
        assertTrue(outer.getEndEpochNanos() - inner.getEndEpochNanos() >= WORK.toNanos());
    }

    @Test
    void windowReadBackOnAnotherThreadStaysUnderTheSpanOfTheThreadThatStartedIt() throws Exception {
        Span request = tracer.spanBuilder("request").startSpan();
        Span reader = tracer.spanBuilder("reader").startSpan();
        try (EventProfiler<Event, Stream> profiler = new EventProfiler<>(host, spans(Attributes.empty()))) {
            ProfileDuration duration = CompletableFuture.supplyAsync(() -> {
                try (Scope _ = request.makeCurrent()) {
                    long token = profiler.start(stream, "async");
                    work.sleep(stream, WORK);
                    return profiler.stop(stream, token);
                } catch (DriverException | ProfileException e) {
                    throw new IllegalStateException(e);
                }
            }).get(10, TimeUnit.SECONDS);
            try (Scope _ = reader.makeCurrent()) {
                assertFalse(duration.resolve().failed());
            }
        } finally {
            reader.end();
            request.end();
        }

        SpanData span = only("async");
        assertEquals(request.getSpanContext().getSpanId(), span.getParentSpanId());
        assertEquals(request.getSpanContext().getTraceId(), span.getTraceId());
    }

    @Test
    void windowStartedWithNoSpanCurrentIsARootSpan() throws Exception {
        try (EventProfiler<Event, Stream> profiler = new EventProfiler<>(host, spans(Attributes.empty()))) {
            window(profiler, "alone");
        }

        SpanData span = only("alone");
        assertFalse(span.getParentSpanContext().isValid());
    }

    @Test
    void windowFailedFromOutsideIsAnErrorSpanFromItsStartToTheFailure() throws Exception {
        long before = System.nanoTime() + EPOCH_OFFSET;
        try (EventProfiler<Event, Stream> profiler = new EventProfiler<>(host, spans(Attributes.empty()))) {
            long token = profiler.start(stream, "launch");
            work.sleep(stream, WORK);
            profiler.failure(new ProfileError.Unknown("the kernel launch failed"));
            ProfileException stopped = assertThrows(ProfileException.class, () -> profiler.stop(stream, token));
            assertTrue(stopped.error() instanceof ProfileError.Unknown, stopped::getMessage);
        }
        long after = System.nanoTime() + EPOCH_OFFSET;

        SpanData span = only("launch");
        assertEquals(StatusCode.ERROR, span.getStatus().getStatusCode());
        assertEquals("the kernel launch failed", span.getStatus().getDescription());
        assertEquals("Unknown", span.getAttributes().get(WindowAttributes.ERROR));
        assertTrue(before <= span.getStartEpochNanos() && span.getEndEpochNanos() <= after,
                () -> "the span lies between the host's start call and its failure: " + span);
        assertEquals(null, span.getAttributes().get(WindowAttributes.DEVICE_DURATION));
    }

    @Test
    void abandonedWindowIsAnErrorSpanThatSaysItWasNotMeasured() throws Exception {
        try (EventProfiler<Event, Stream> profiler = new EventProfiler<>(host, spans(Attributes.empty()))) {
            long token = profiler.start(stream, "given up");
            assertTrue(profiler.abandon(token));
        }

        SpanData span = only("given up");
        assertEquals(StatusCode.ERROR, span.getStatus().getStatusCode());
        assertEquals(WindowSpans.UNMEASURED, span.getStatus().getDescription());
        assertEquals("NotRegistered", span.getAttributes().get(WindowAttributes.ERROR));
        assertTrue(span.getEvents().isEmpty(), () -> "no exception to record: " + span.getEvents());
    }

    @Test
    void failedReadBackIsAnErrorSpanWithTheDriversExceptionNotThePlaceholderLength() throws Exception {
        FailingReadBack<Event, Stream> failing = new FailingReadBack<>(host);
        long before = System.nanoTime() + EPOCH_OFFSET;
        ProfileResult result;
        try (EventProfiler<Event, Stream> profiler = new EventProfiler<>(failing, spans(Attributes.empty()))) {
            long token = profiler.start(stream, "lost");
            work.sleep(stream, WORK);
            ProfileDuration duration = profiler.stop(stream, token);
            failing.failReads = true;
            result = duration.resolve();
        }
        long after = System.nanoTime() + EPOCH_OFFSET;

        assertTrue(result.failed());
        assertTrue(result.duration().compareTo(Duration.ofMinutes(1)) > 0, "the profiler's placeholder");
        SpanData span = only("lost");
        assertEquals(StatusCode.ERROR, span.getStatus().getStatusCode());
        assertEquals("ReadBackFailed", span.getAttributes().get(WindowAttributes.ERROR));
        assertTrue(before <= span.getStartEpochNanos() && span.getEndEpochNanos() <= after,
                () -> "host issue to host observation, not 3600 s: " + span);
        List<EventData> exceptions = span.getEvents().stream().filter(e -> e.getName().equals("exception")).toList();
        assertEquals(1, exceptions.size());
        assertTrue(exceptions.getFirst().getAttributes().get(AttributeKey.stringKey("exception.message"))
                .contains("EBH_ERROR_ILLEGAL_ADDRESS"), () -> exceptions.getFirst().getAttributes().toString());
    }

    @Test
    void withOpenTelemetryNotConfiguredNothingIsExportedAndWindowsMeasureAsBefore() throws Exception {
        // The global API with no SDK registered: every tracer is a no-op.
        assertFalse(GlobalOpenTelemetry.getTracer("probe").spanBuilder("probe").startSpan().getSpanContext()
                .isValid());
        Span request = tracer.spanBuilder("request").startSpan();
        ProfileResult result;
        try (EventProfiler<Event, Stream> profiler = new EventProfiler<>(host,
                WindowSpans.of(GlobalOpenTelemetry.get()));
                Scope _ = request.makeCurrent()) {
            result = window(profiler, "unseen");
        } finally {
            request.end();
        }

        assertFalse(result.failed());
        assertTrue(result.duration().compareTo(WORK) >= 0);
        assertEquals(List.of("request"), exporter.getFinishedSpanItems().stream().map(SpanData::getName).toList());
    }

    @Test
    void anSdkThatThrowsNeverReachesTheProfilersCaller() throws Exception {
        AtomicInteger thrown = new AtomicInteger();
        SpanProcessor throwing = new SpanProcessor() {
            @Override
            public void onStart(Context parentContext, ReadWriteSpan span) {
            }

            @Override
            public boolean isStartRequired() {
                return false;
            }

            @Override
            public void onEnd(ReadableSpan span) {
                thrown.incrementAndGet();
                throw new IllegalStateException("the exporter's endpoint is down");
            }

            @Override
            public boolean isEndRequired() {
                return true;
            }
        };
        try (SdkTracerProvider failing = SdkTracerProvider.builder().addSpanProcessor(throwing)
                .addSpanProcessor(SimpleSpanProcessor.create(exporter)).build();
                EventProfiler<Event, Stream> profiler = new EventProfiler<>(host,
                        new WindowSpans(failing.get(WindowSpans.INSTRUMENTATION_SCOPE), Attributes.empty(), clock))) {
            assertFalse(window(profiler, "first").failed());
            assertFalse(window(profiler, "second").failed());
        }

        assertEquals(2, thrown.get(), "each window's span reached the SDK, and the SDK's failure went no further");
    }
}
