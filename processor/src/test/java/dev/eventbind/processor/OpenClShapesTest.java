package dev.eventbind.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * The backend generated from OpenCL's spec on the real {@code CL/cl.h}, run on PoCL: each record returns a new
 * event into the same holder and the one it replaces is released, waits pass a list of one, the query reads the
 * execution status, and the span comes from two nanosecond stamps.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class OpenClShapesTest {

    @TempDir
    static Path classes;

    private EventApi<Object, Object> api;
    private Object stream;

    @BeforeAll
    @SuppressWarnings("unchecked")
    void open() throws Exception {
        Compilation compilation = Compilations.compile(Compilations.OPEN_CL);
        assertThat(compilation).succeededWithoutWarnings();
        ClassLoader loader = GeneratedClasses.load(compilation, classes);
        api = (EventApi<Object, Object>) loader.loadClass("test.OpenClEvents").getMethod("open").invoke(null);
        stream = api.streamCreateNonBlocking();
    }

    @AfterAll
    void close() throws Exception {
        api.streamDestroy(stream);
        ((AutoCloseable) api).close();
    }

    @Test
    void aRecordAgainReturnsANewEventAndTheHolderKeepsOnlyThatOne() throws Exception {
        Object start = api.eventCreate();
        Object end = api.eventCreate();
        assertEquals(0, nativeEvents(start), "no native event before the first record");
        for (int round = 0; round < 3; round++) {
            api.eventRecord(start, stream);
            api.eventRecord(end, stream);
            api.eventWait(end);
            assertTrue(api.eventQuery(end), "reached after its wait");
            long span = api.eventElapsedNanos(start, end);
            assertTrue(span >= 0 && span < 10_000_000_000L, "a span between two markers: " + span);
        }
        assertEquals(1, nativeEvents(start), "each record released the event it replaced");
        api.eventDestroy(start);
        api.eventDestroy(end);
        assertThrows(IllegalStateException.class, () -> api.eventRecord(start, stream));
        assertThrows(IllegalStateException.class, () -> api.eventWait(end));
    }

    @Test
    void anEventNeverRecordedReadsAsReachedAndHasNoTime() throws Exception {
        Object fresh = api.eventCreate();
        Object other = api.eventCreate();
        api.eventRecord(other, stream);
        assertTrue(api.eventQuery(fresh));
        api.eventWait(fresh);
        api.streamWaitEvent(stream, fresh);
        assertThrows(IllegalStateException.class, () -> api.eventElapsedNanos(fresh, other));
        api.eventDestroy(fresh);
        api.eventDestroy(other);
    }

    /** A host wait with a native timeout on a holder takes a use of its own, as the plain wait does. */
    @Test
    void aTimedWaitOnAReturnedEventCompilesToAUseOfItsOwn() throws Exception {
        Compilation compilation = Compilations.compile(Compilations.source("OpenCl", Compilations.text(
                Compilations.OPEN_CL).replace("header = \"CL/cl.h\"", "header = \"fake_cl.h\"").replace(
                "@Bind(value = Op.EVENT_WAIT, symbol = \"clWaitForEvents\")\n    int waitForEvents(int count,"
                        + " MemorySegment events);", "@Bind(value = Op.EVENT_WAIT, symbol = \"fclWaitForEventTimeout\")\n"
                        + "    int waitForEvent(MemorySegment event, long timeout);")));

        assertThat(compilation).succeededWithoutWarnings();
        String events = Compilations.generated(compilation, "test.OpenClEvents");
        assertTrue(events.contains("long held = event.holder.acquire();"), "the waits take a use of their own");
        assertTrue(events.contains("functions.waitForEvent(held, TimedWait.limit(timeoutNanos))"),
                "the timed wait passes the held event");
    }

    /** A float span on holders takes a use of each event, the end's given back before the start's. */
    @Test
    void aFloatSpanOfReturnedEventsCompilesToAUseOfEach() throws Exception {
        Compilation compilation = Compilations.compile(Compilations.source("OpenCl", Compilations.text(
                Compilations.OPEN_CL).replace("header = \"CL/cl.h\"", "header = \"fake_cl.h\"").replace(
                "@Bind(value = Op.EVENT_TIMESTAMP, symbol = \"clGetEventProfilingInfo\", nanoseconds = true, critical"
                        + " = true)\n    int commandEnd(MemorySegment event, @Constant(CL_PROFILING_COMMAND_END) int"
                        + " name, @Constant(8) long size,\n            MemorySegment nanos, @Constant(0) MemorySegment"
                        + " sizeReturned);", "@Bind(value = Op.EVENT_ELAPSED, symbol = \"fclElapsedMillis\")\n"
                        + "    int elapsed(MemorySegment millis, MemorySegment start, MemorySegment end);")));

        assertThat(compilation).succeededWithoutWarnings();
        String events = Compilations.generated(compilation, "test.OpenClEvents");
        assertTrue(events.contains("long first = start.holder.acquire();")
                && events.contains("long second = end.holder.acquire();"), "a use of each event");
        assertTrue(events.indexOf("end.holder.release(second)") < events.indexOf("start.holder.release(first)"),
                "given back in reverse");
    }

    @Test
    void aQueueWaitsOnAnotherQueuesMarkerThroughAListOfOne() throws Exception {
        Object waiter = api.streamCreateNonBlocking();
        Object event = api.eventCreate();
        Object after = api.eventCreate();
        try {
            api.eventRecord(event, stream);
            api.streamWaitEvent(waiter, event);
            api.eventRecord(after, waiter);
            api.eventWait(after);
            assertTrue(api.eventQuery(event), "the marker waited on was reached first");
            assertTrue(api.eventElapsedNanos(event, after) >= 0);
        } finally {
            api.eventDestroy(event);
            api.eventDestroy(after);
            api.streamDestroy(waiter);
        }
    }

    /**
     * A native event made outside eventbind (here a marker enqueued through the raw downcalls, as another library
     * would) is adopted into a holder: it is waited on, queried and timed as a recorded one, and the next record
     * releases it; a NULL handle is refused.
     */
    @Test
    void anAdoptedNativeEventIsWaitedOnTimedAndReleasedAsARecordedOne() throws Exception {
        Method adopt = api.getClass().getMethod("eventAdopt", MemorySegment.class);
        Object functions = api.getClass().getClassLoader().loadClass("test.OpenClFunctions").getMethod("open")
                .invoke(null);
        Method marker = functions.getClass().getMethod("enqueueMarker", MemorySegment.class, int.class,
                MemorySegment.class, MemorySegment.class);
        MemorySegment queue = (MemorySegment) stream.getClass().getMethod("handle").invoke(stream);
        Object end = api.eventCreate();
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(ValueLayout.ADDRESS);
            assertEquals(0, (int) marker.invoke(functions, queue, 0, MemorySegment.NULL, out));
            Object adopted = adopt.invoke(api, out.get(ValueLayout.ADDRESS, 0));
            assertEquals(1, nativeEvents(adopted), "the adopted event is the holder's");
            api.eventRecord(end, stream);
            api.eventWait(adopted);
            api.eventWait(end);
            assertTrue(api.eventQuery(adopted), "reached after its wait");
            assertTrue(api.eventElapsedNanos(adopted, end) >= 0, "timed as a recorded event");
            api.eventRecord(adopted, stream);
            assertEquals(1, nativeEvents(adopted), "the record released the adopted event");
            api.eventDestroy(adopted);
            assertEquals(0, nativeEvents(adopted), "the destroy released the last one");
        } finally {
            api.eventDestroy(end);
        }
        InvocationTargetException refused = assertThrows(InvocationTargetException.class,
                () -> adopt.invoke(api, MemorySegment.NULL));
        assertEquals(IllegalArgumentException.class, refused.getCause().getClass());
    }

    /**
     * A stamp read of a marker not reached yet (held back behind a user event) is not ready, and flushes the queue
     * once, so a caller that only polls the span sees it arrive once the user event completes.
     */
    @Test
    void aStampNotReachedIsNotReadyAndAPollerSeesItArrive() throws Exception {
        MemorySegment gate = userEvent();
        Object gateEvent = api.getClass().getMethod("eventAdopt", MemorySegment.class).invoke(api, gate);
        Object start = api.eventCreate();
        Object end = api.eventCreate();
        try {
            api.eventRecord(start, stream);
            api.streamWaitEvent(stream, gateEvent);
            api.eventRecord(end, stream);
            DriverException early = assertThrows(DriverException.class, () -> api.eventElapsedNanos(start, end));
            assertTrue(early.notReady(), "not reached yet: " + early);
            assertEquals(0, (int) call("setUserEventStatus", gate, 0), "CL_COMPLETE");
            long deadline = System.nanoTime() + 30_000_000_000L;
            long span = -1;
            while (span < 0) {
                try {
                    span = api.eventElapsedNanos(start, end);
                } catch (DriverException pending) {
                    assertTrue(pending.notReady(), "only not ready while polling: " + pending);
                    assertTrue(System.nanoTime() < deadline, "the polled span never arrived");
                    Thread.onSpinWait();
                }
            }
            assertTrue(span >= 0);
        } finally {
            api.eventDestroy(start);
            api.eventDestroy(end);
            api.eventDestroy(gateEvent);
        }
    }

    /**
     * A queue made without profiling answers CL_PROFILING_INFO_NOT_AVAILABLE for a marker it has run: the stamp
     * never comes, so the failure is settled, not "not ready" (a poller would wait for ever).
     */
    @Test
    void aStampThatNeverComesIsASettledFailure() throws Exception {
        MemorySegment context = context();
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment device = arena.allocate(ValueLayout.ADDRESS);
            assertEquals(0, (int) call("contextInfo", context, 0x1081, 8L, device, MemorySegment.NULL));
            MemorySegment code = arena.allocate(ValueLayout.JAVA_INT);
            MemorySegment plain = (MemorySegment) call("createQueue", context, device.get(ValueLayout.ADDRESS, 0),
                    MemorySegment.NULL, code);
            assertEquals(0, code.get(ValueLayout.JAVA_INT, 0));
            Object queue = stream.getClass().getMethod("adopt", MemorySegment.class).invoke(null, plain);
            Object start = api.eventCreate();
            Object end = api.eventCreate();
            try {
                api.eventRecord(start, queue);
                api.eventRecord(end, queue);
                api.eventWait(end);
                DriverException missing = assertThrows(DriverException.class,
                        () -> api.eventElapsedNanos(start, end));
                assertEquals(-7, missing.status(), "CL_PROFILING_INFO_NOT_AVAILABLE");
                assertTrue(!missing.notReady(), "settled: waiting longer would not help");
            } finally {
                api.eventDestroy(start);
                api.eventDestroy(end);
                api.streamDestroy(queue);
            }
        }
    }

    /**
     * The backend releases the context it opened on when closed, once; a new stream is refused after, while one
     * made before keeps working (OpenCL counts references). Opened on a context made elsewhere, it takes the
     * caller's reference; a NULL one is refused.
     */
    @Test
    void closeReleasesTheContextOnceAndAnOpenOnAContextTakesTheCallersReference() throws Exception {
        Class<?> type = api.getClass();
        @SuppressWarnings("unchecked")
        EventApi<Object, Object> own = (EventApi<Object, Object>) type.getMethod("open").invoke(null);
        assertTrue(own instanceof AutoCloseable, "DEVICE_RELEASE makes the backend closeable");
        Object before = own.streamCreateNonBlocking();
        ((AutoCloseable) own).close();
        ((AutoCloseable) own).close();
        assertThrows(IllegalStateException.class, own::streamCreateNonBlocking);
        Object event = own.eventCreate();
        own.eventRecord(event, before);
        own.eventWait(event);
        own.eventDestroy(event);
        own.streamDestroy(before);

        MemorySegment context = context();
        assertEquals(0, (int) call("retainContext", context));
        @SuppressWarnings("unchecked")
        EventApi<Object, Object> shared = (EventApi<Object, Object>) type.getMethod("open", MemorySegment.class)
                .invoke(null, context);
        Object queue = shared.streamCreateNonBlocking();
        Object marker = shared.eventCreate();
        shared.eventRecord(marker, queue);
        api.streamWaitEvent(stream, marker);
        shared.eventWait(marker);
        shared.eventDestroy(marker);
        shared.streamDestroy(queue);
        ((AutoCloseable) shared).close();
        InvocationTargetException refused = assertThrows(InvocationTargetException.class,
                () -> type.getMethod("open", MemorySegment.class).invoke(null, MemorySegment.NULL));
        assertEquals(IllegalArgumentException.class, refused.getCause().getClass());
    }

    /** A hand-written VERSION is the probe's version text, read before any context is made. */
    @Test
    void theProbeReportsTheHandWrittenVersion() throws Exception {
        Object probe = api.getClass().getMethod("probe").invoke(null);
        @SuppressWarnings("unchecked")
        java.util.Optional<String> version = (java.util.Optional<String>) probe.getClass().getMethod("version")
                .invoke(probe);
        assertTrue(version.orElseThrow().startsWith("OpenCL 3.0 PoCL"), version.toString());
        assertEquals(version, api.getClass().getMethod("version").invoke(api));
    }

    /** The context of the class's queue. */
    private MemorySegment context() throws ReflectiveOperationException {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment value = arena.allocate(ValueLayout.ADDRESS);
            assertEquals(0, (int) call("queueInfo", stream.getClass().getMethod("handle").invoke(stream), 0x1090, 8L,
                    value, MemorySegment.NULL), "CL_QUEUE_CONTEXT");
            return value.get(ValueLayout.ADDRESS, 0);
        }
    }

    /** A user event on the class's context, incomplete until set. */
    private MemorySegment userEvent() throws ReflectiveOperationException {
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment code = arena.allocate(ValueLayout.JAVA_INT);
            MemorySegment event = (MemorySegment) call("createUserEvent", context(), code);
            assertEquals(0, code.get(ValueLayout.JAVA_INT, 0));
            return event;
        }
    }

    /** A raw downcall of the generated functions class, by name. */
    private Object call(String name, Object... arguments) throws ReflectiveOperationException {
        Object functions = api.getClass().getClassLoader().loadClass("test.OpenClFunctions").getMethod("open")
                .invoke(null);
        Method method = java.util.Arrays.stream(functions.getClass().getMethods())
                .filter(m -> m.getName().equals(name)).findFirst().orElseThrow();
        return method.invoke(functions, arguments);
    }

    /** What the generated event says of its holder. */
    private static int nativeEvents(Object event) throws ReflectiveOperationException {
        return (int) event.getClass().getMethod("nativeEvents").invoke(event);
    }
}
