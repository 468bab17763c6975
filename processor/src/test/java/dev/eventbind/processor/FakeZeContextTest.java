package dev.eventbind.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.api.EventApi;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;

/**
 * The Level Zero-shaped spec with the second setup handle: a context made on the device when the backend opens
 * ({@code Op.CONTEXT_CREATE}), taken by the pool and list creates, destroyed by {@code close()}
 * ({@code Op.CONTEXT_RELEASE}). The fake library refuses to destroy a context while pools made in it live and to
 * release the device while a context on it lives, as a driver may, so the order of every release shows; it destroys a
 * context with lists made in it, as Intel's driver destroys one with anything made in it, which the backend's
 * {@code close()} refuses before the driver sees it.
 */
@EnabledOnOs(OS.LINUX)
class FakeZeContextTest {

    /** The spec's methods that make and destroy the context, after the device's release. */
    static final String CONTEXT_OPS = """
                @Bind(value = Op.DEVICE_RELEASE, symbol = "xxDeviceRelease")
                int deviceRelease(@From(Op.DEVICE_GET) MemorySegment device);

                @Bind(value = Op.CONTEXT_CREATE, symbol = "xxContextCreate")
                int contextCreate(@From(Op.DEVICE_GET) MemorySegment device, MemorySegment context);

                @Bind(value = Op.CONTEXT_RELEASE, symbol = "xxContextDestroy")
                int contextDestroy(@From(Op.CONTEXT_CREATE) MemorySegment context);
            """;

    /** The texts of the Level Zero-shaped spec the context variant replaces, each followed by its replacement. */
    static final String[] CONTEXT_VARIANT = {
        """
            @Bind(value = Op.DEVICE_RELEASE, symbol = "xxDeviceRelease")
            int deviceRelease(@From(Op.DEVICE_GET) MemorySegment device);
        """, CONTEXT_OPS,
        "    @Bind(value = Op.EVENT_POOL_CREATE, symbol = \"xxEventPoolCreate\")\n"
                + "    int eventPoolCreate(@From(Op.DEVICE_GET) MemorySegment device,",
        "    @Bind(value = Op.EVENT_POOL_CREATE, symbol = \"xxEventPoolCreateInContext\")\n"
                + "    int eventPoolCreate(@From(Op.CONTEXT_CREATE) MemorySegment context,",
        "    @Bind(value = Op.STREAM_CREATE, symbol = \"xxCommandListCreateImmediate\")\n"
                + "    int listCreate(@From(Op.DEVICE_GET) MemorySegment device,",
        "    @Bind(value = Op.STREAM_CREATE, symbol = \"xxCommandListCreateInContext\")\n"
                + "    int listCreate(@From(Op.CONTEXT_CREATE) MemorySegment context,"
                + " @From(Op.DEVICE_GET) MemorySegment device,"
    };

    private static final FakeLibraryBackend FAKE = FakeLibraryBackend.variant("fakeze-context", "fakeze", "FakeZe",
            spec(), Compilations.FAKE_ZE_CONTROL);

    /** XX_RESULT_ERROR_DEVICE_LOST. */
    private static final int DEVICE_LOST = 0x70000001;

    /** The Level Zero-shaped spec whose pools and lists are made in a context, with {@code more} replaced too. */
    static JavaFileObject spec(String... more) {
        String[] pairs = new String[CONTEXT_VARIANT.length + more.length];
        System.arraycopy(CONTEXT_VARIANT, 0, pairs, 0, CONTEXT_VARIANT.length);
        System.arraycopy(more, 0, pairs, CONTEXT_VARIANT.length, more.length);
        return OpShapeCorpus.zeAll(pairs);
    }

    private static int count(String counter) {
        return (int) FAKE.control(counter);
    }

    @Test
    void closeDestroysThePoolsThenTheContextThenReleasesTheDevice() throws Exception {
        int devices = count("deviceReferences");
        int contexts = count("liveContexts");
        int pools = count("livePools");
        EventApi<Object, Object> opened = FAKE.open();
        assertEquals(contexts + 1, count("liveContexts"), "the open made one context");
        Object stream = opened.streamCreateNonBlocking();
        List<Object> events = new ArrayList<>();
        for (int i = 0; i < 6; i++) { // more than a pool holds, so two pools are made in the context
            Object event = opened.eventCreate();
            opened.eventRecord(event, stream);
            events.add(event);
        }
        opened.eventWait(events.getLast());
        assertTrue(opened.eventElapsedNanos(events.getFirst(), events.getLast()) >= 0);
        for (Object event : events) {
            opened.eventDestroy(event);
        }
        opened.streamDestroy(stream);
        assertEquals(pools + 2, count("livePools"));

        ((AutoCloseable) opened).close();

        assertEquals(pools, count("livePools"), "the pools go first: the context is refused while they live");
        assertEquals(contexts, count("liveContexts"), "then the context: the device is refused while it lives");
        assertEquals(devices, count("deviceReferences"), "then the device");
    }

    @Test
    void aSecondCloseDoesNothingAndACallAfterTheCloseIsRefused() throws Exception {
        int contexts = count("liveContexts");
        EventApi<Object, Object> opened = FAKE.open();

        ((AutoCloseable) opened).close();
        ((AutoCloseable) opened).close();

        assertEquals(contexts, count("liveContexts"), "destroyed once, by the first close");
        assertThrows(IllegalStateException.class, opened::streamCreateNonBlocking);
    }

    /**
     * The fake library destroys a context with lists still made in it, as Intel's driver does with anything made in
     * it: the close refuses before the driver is called, and the backend's own handles stay usable until destroyed.
     */
    @Test
    void aCloseWhileAStreamMadeInTheContextLivesIsRefusedBeforeTheDriverAndALaterCloseFinishes() throws Exception {
        int contexts = count("liveContexts");
        EventApi<Object, Object> opened = FAKE.open();
        Object stream = opened.streamCreateNonBlocking();

        IllegalStateException refused = assertThrows(IllegalStateException.class, ((AutoCloseable) opened)::close);

        assertEquals("FakeZe backend: close() does not call xxContextDestroy while 1 stream made in its context"
                + " live, as a driver may free the context under them; destroy them, then close again",
                refused.getMessage());
        assertEquals(contexts + 1, count("liveContexts"), "the context is kept under its stream");
        assertThrows(IllegalStateException.class, opened::streamCreateNonBlocking, "the close still refuses new work");
        opened.streamSynchronize(stream);
        opened.streamDestroy(stream);

        ((AutoCloseable) opened).close();

        assertEquals(contexts, count("liveContexts"));
    }

    @Test
    void aCloseWhileAnEventMadeInTheContextLivesIsRefusedBeforeTheDriverAndALaterCloseFinishes() throws Exception {
        int contexts = count("liveContexts");
        int pools = count("livePools");
        EventApi<Object, Object> opened = FAKE.open();
        Object stream = opened.streamCreateNonBlocking();
        Object event = opened.eventCreate();
        opened.eventRecord(event, stream);
        opened.eventWait(event);
        opened.streamDestroy(stream);

        IllegalStateException refused = assertThrows(IllegalStateException.class, ((AutoCloseable) opened)::close);

        assertTrue(refused.getMessage().contains("while 1 event pool (an event not destroyed, a signal not reached,"
                + " or a destroy refused) made in its context live"), refused.getMessage());
        assertEquals(contexts + 1, count("liveContexts"));
        opened.eventDestroy(event);

        ((AutoCloseable) opened).close();

        assertEquals(pools, count("livePools"));
        assertEquals(contexts, count("liveContexts"));
    }

    @Test
    void anOpenWhoseContextCreateFailsGivesBackTheDevice() {
        int devices = count("deviceReferences");
        int contexts = count("liveContexts");
        FAKE.control("failContextCreate", DEVICE_LOST);

        BackendUnavailableException refused = assertThrows(BackendUnavailableException.class, FAKE::open);

        assertTrue(refused.getMessage().contains("xxContextCreate"), refused.getMessage());
        assertEquals(contexts, count("liveContexts"));
        assertEquals(devices, count("deviceReferences"), "the device xxDeviceGet gave the open is released");
    }

    @Test
    void anOpenWhoseTimerReadFailsDestroysTheContextThenGivesBackTheDevice() {
        int devices = count("deviceReferences");
        int contexts = count("liveContexts");
        FAKE.control("failTimerFrequency", DEVICE_LOST);

        BackendUnavailableException refused = assertThrows(BackendUnavailableException.class, FAKE::open);

        assertTrue(refused.getMessage().contains("xxDeviceGetTimerFrequency"), refused.getMessage());
        assertEquals(0, refused.getCause().getSuppressed().length, "both releases succeeded, in that order");
        assertEquals(contexts, count("liveContexts"), "the context the open made is destroyed");
        assertEquals(devices, count("deviceReferences"), "then the device is released");
    }

    @Test
    void aStreamSynchronizeAndAHostWaitWorkOnListsMadeInTheContext() throws Exception {
        EventApi<Object, Object> opened = FAKE.open();
        try {
            Object stream = opened.streamCreateNonBlocking();
            Object event = opened.eventCreate();
            opened.eventRecord(event, stream);
            opened.streamSynchronize(stream);
            assertTrue(opened.eventWaitFor(event, Duration.ofSeconds(5).toNanos()));
            opened.eventDestroy(event);
            opened.streamDestroy(stream);
        } finally {
            ((AutoCloseable) opened).close();
        }
    }
}
