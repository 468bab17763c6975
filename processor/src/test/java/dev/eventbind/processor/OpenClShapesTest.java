package dev.eventbind.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
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
        assertTrue(events.contains("functions.waitForEvent(MemorySegment.ofAddress(held), TimedWait.limit("
                + "timeoutNanos))"), "the timed wait passes the held event");
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

    /** What the generated event says of its holder. */
    private static int nativeEvents(Object event) throws ReflectiveOperationException {
        return (int) event.getClass().getMethod("nativeEvents").invoke(event);
    }
}
