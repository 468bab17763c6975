package dev.eventbind.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.discovery.BackendProbe;
import dev.eventbind.ffm.LinkedLibrary;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SymbolLookup;
import java.lang.foreign.ValueLayout;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * What the Vulkan-shaped spec's generated backend does on the fake library that enforces Vulkan's rules: functions
 * only vkGetDeviceProcAddr reaches, resolved when the backend opens (a NULL answer a typed unavailable error),
 * timestamp queries reset with that resolved function before they are written again, void commands, a command
 * buffer freed as an array of one, ticks across a 36-bit counter's wrap, and, with the Level Zero-shaped fake
 * ({@link ResettableEventChecks}), a host wait with a native timeout and a fence and a profiler whose windows reuse
 * their queries.
 */
class FakeVkShapesTest extends ResettableEventChecks {

    private static final FakeLibraryBackend FAKE = FakeLibraryBackend.VULKAN;

    /** VK_ERROR_DEVICE_LOST, which the spec marks poisoning. */
    private static final int DEVICE_LOST = -4;
    /** VK_ERROR_VALIDATION_FAILED_EXT. */
    private static final int VALIDATION_FAILED = -1000011001;

    FakeVkShapesTest() {
        super(FAKE);
    }

    @Override
    Optional<Integer> misuses() {
        return Optional.of(count("validationErrors"));
    }

    private static Object raw() throws ReflectiveOperationException {
        return FAKE.type("test.FakeVkFunctions").getMethod("open").invoke(null);
    }

    @Test
    @SuppressWarnings("restricted") // looks the library's exports up itself, as a plain symbol lookup would
    void theResolvedFunctionIsNoExportAndOnlyTheResolverReachesIt() throws Exception {
        try (Arena arena = Arena.ofConfined()) {
            SymbolLookup exports = SymbolLookup.libraryLookup(FAKE.library, arena);
            assertTrue(exports.find("vkResetQueryPool").isEmpty(), "a plain symbol lookup does not find it");
            assertTrue(exports.find("vkGetCalibratedTimestampsEXT").isEmpty());
            assertTrue(exports.find("vkGetDeviceProcAddr").isPresent());
        }
        LinkedLibrary library = (LinkedLibrary) FAKE.type("test.FakeVkFunctions").getMethod("library")
                .invoke(null);
        assertTrue(library.ready(), "the library links without it");
        assertFalse(library.has("vkResetQueryPool"));

        int asked = count("procAddressCalls");
        EventApi<Object, Object> fresh = FAKE.open();
        assertEquals(asked + 2, count("procAddressCalls"), "opening asks the resolver once for each of its two"
                + " functions");
        Object stream = fresh.streamCreateNonBlocking();
        Object event = fresh.eventCreate();
        int resets = count("resets");
        for (int i = 0; i < 2; i++) {
            fresh.eventRecord(event, stream);
            fresh.eventWait(event);
        }
        assertEquals(resets + 1, count("resets"), "the second record reset the query through the resolved function");
        fresh.eventDestroy(event);
        fresh.streamDestroy(stream);
    }

    @Test
    void aResolvedFunctionCalledBeforeTheBackendResolvedItIsATypedUnavailableError() throws Exception {
        Object raw = raw();
        Method reset = raw.getClass().getMethod("resetQueryPool", MemorySegment.class, MemorySegment.class, int.class,
                int.class);
        InvocationTargetException thrown = assertThrows(InvocationTargetException.class,
                () -> reset.invoke(raw, FakeVkBackend.device(), MemorySegment.NULL, 0, 1));
        BackendUnavailableException unavailable = (BackendUnavailableException) thrown.getCause();
        assertTrue(unavailable.getMessage().contains("vkResetQueryPool is reached through vkGetDeviceProcAddr and"
                + " was not resolved"), unavailable.getMessage());
    }

    /**
     * A spec that asks the resolver for a function it answers NULL for: opening is a typed unavailable error saying
     * which call was tried, the probe says so without throwing, and nothing calls through a null address.
     */
    @Test
    void aFunctionTheResolverAnswersNullForMakesTheBackendUnavailableSayingWhatWasTried() throws Exception {
        String text = Compilations.text(Compilations.FAKE_VK)
                .replace("name = \"FakeVk\"", "name = \"FakeVkUnresolved\"")
                .replace("public interface FakeVk {", "public interface FakeVkUnresolved {")
                .replace("@Bind(value = Op.EVENT_QUERY, symbol = \"vkGetQueryStatusFAKE\")",
                        "@Bind(value = Op.EVENT_QUERY, symbol = \"vkGetQueryStatusFAKE\", resolved = true)");
        Compilation compilation = Compilations.compile(Compilations.source("FakeVkUnresolved", text));
        assertThat(compilation).succeeded();
        FAKE.loader();
        ClassLoader loader = GeneratedClasses.load(compilation, Files.createTempDirectory("fakevk-unresolved"));
        Class<?> events = loader.loadClass("test.FakeVkUnresolvedEvents");

        InvocationTargetException thrown = assertThrows(InvocationTargetException.class,
                () -> events.getMethod("open").invoke(null));
        BackendUnavailableException unavailable = assertInstanceOf(thrown.getCause());
        assertTrue(unavailable.getMessage().contains("vkGetQueryStatusFAKE is unavailable: vkGetDeviceProcAddr("
                + "device, \"vkGetQueryStatusFAKE\") answered NULL"), unavailable.getMessage());
        assertEquals(List.of("vkGetDeviceProcAddr(device, \"vkGetQueryStatusFAKE\"): NULL (vkGetQueryStatusFAKE is"
                + " reached through the resolver only, never looked up among the library's exports)"),
                unavailable.attempts());

        BackendProbe probe = (BackendProbe) events.getMethod("probe").invoke(null);
        assertFalse(probe.ready());
        assertTrue(probe.reason().orElseThrow().startsWith("vkGetQueryStatusFAKE is unavailable"),
                probe.reason().toString());
    }

    private static BackendUnavailableException assertInstanceOf(Throwable cause) {
        if (cause instanceof BackendUnavailableException unavailable) {
            return unavailable;
        }
        throw new AssertionError("not a BackendUnavailableException", cause);
    }

    @Test
    void theLibraryCountsAQueryWrittenTwiceWithoutAResetAsAValidationError() throws Exception {
        Object raw = raw();
        Method write = raw.getClass().getMethod("writeTimestamp", MemorySegment.class, int.class,
                MemorySegment.class, int.class);
        Object stream = api.streamCreateNonBlocking();
        Object event = api.eventCreate();
        api.eventRecord(event, stream);
        api.eventWait(event);
        int errors = count("validationErrors");

        write.invoke(raw, FakeLibraryBackend.handle(stream), 0x2000, FakeLibraryBackend.handle(event), 0);

        assertEquals(errors + 1, count("validationErrors"), "a backend that never resets breaks Vulkan's rule");
        api.eventDestroy(event);
        api.streamDestroy(stream);
    }

    @Test
    void aReRecordWhileAStreamWaitsOnTheOldSignalTakesAFreshQueryPool() throws DriverException {
        int before = count("liveQueryPools");
        Object busy = api.streamCreateNonBlocking();
        Object waiting = api.streamCreateNonBlocking();
        Object other = api.streamCreateNonBlocking();
        Object event = api.eventCreate();
        Object after = api.eventCreate();
        work(busy, Duration.ofMillis(200));
        api.eventRecord(event, busy);
        api.streamWaitEvent(waiting, event);
        api.eventRecord(after, waiting);
        MemorySegment old = FakeLibraryBackend.handle(event);
        int resets = count("resets");
        int live = count("liveQueryPools");
        int errors = count("validationErrors");

        api.eventRecord(event, other);
        api.eventWait(event);

        assertNotEquals(old, FakeLibraryBackend.handle(event), "the waited-on query is never reset under the wait");
        assertEquals(resets, count("resets"));
        assertEquals(live + 1, count("liveQueryPools"));
        assertFalse(api.eventQuery(after), "the waiting command buffer still waits for the old write");
        api.eventWait(after);
        api.eventDestroy(event);
        api.eventDestroy(after);
        assertEquals(before, count("liveQueryPools"),
                "destroy gives back every query pool the event used, and the one marking the waiting stream's wait");
        assertEquals(errors, count("validationErrors"), "no rule of the library was broken");
        for (Object stream : new Object[] {busy, waiting, other}) {
            api.streamDestroy(stream);
        }
    }

    @Test
    void aCommandBufferIsFreedAsAnArrayOfOne() throws Exception {
        Object raw = raw();
        Method wait = raw.getClass().getMethod("waitForCommandBuffer", MemorySegment.class, MemorySegment.class,
                long.class);
        Object stream = api.streamCreateNonBlocking();
        MemorySegment handle = FakeLibraryBackend.handle(stream);
        int errors = count("validationErrors");

        api.streamDestroy(stream);

        assertEquals(errors, count("validationErrors"), "vkFreeCommandBuffers got a count of 1 and the handle");
        assertEquals(VALIDATION_FAILED, wait.invoke(raw, FakeVkBackend.device(), handle, 0L),
                "the command buffer is freed");
    }

    @Test
    void aSpanAcrossTheTimersWrapIsMeasured() throws Exception {
        Object raw = raw();
        Method results = raw.getClass().getMethod("queryPoolResults", MemorySegment.class, MemorySegment.class,
                int.class, int.class, long.class, MemorySegment.class, long.class, int.class);
        Object stream = api.streamCreateNonBlocking();
        Object start = api.eventCreate();
        Object end = api.eventCreate();
        // The fake's 36-bit counter wraps half a second after its first reading since a restart.
        FAKE.control("restartTimer");
        api.eventRecord(start, stream);
        work(stream, Duration.ofMillis(600));
        api.eventRecord(end, stream);
        api.eventWait(end);

        long nanos = api.eventElapsedNanos(start, end);

        try (Arena arena = Arena.ofConfined()) {
            MemorySegment first = arena.allocate(ValueLayout.JAVA_LONG);
            MemorySegment second = arena.allocate(ValueLayout.JAVA_LONG);
            MemorySegment device = FakeVkBackend.device();
            assertEquals(0, results.invoke(raw, device, FakeLibraryBackend.handle(start), 0, 1, 8L, first, 8L, 1));
            assertEquals(0, results.invoke(raw, device, FakeLibraryBackend.handle(end), 0, 1, 8L, second, 8L, 1));
            assertTrue(second.get(ValueLayout.JAVA_LONG, 0) < first.get(ValueLayout.JAVA_LONG, 0),
                    "the counter wrapped between the two queries");
            assertTrue(first.get(ValueLayout.JAVA_LONG, 0) < 1L << 36, "36 valid bits");
        }
        assertTrue(nanos >= 600_000_000L && nanos < 5_000_000_000L, nanos + " ns");
        assertEquals(0, api.eventElapsedNanos(end, start), "a reversed span reads as zero");
        api.eventDestroy(start);
        api.eventDestroy(end);
        api.streamDestroy(stream);
    }

    @Test
    void aPoisoningResultOfACallThatReturnsOneMakesLaterCallsFailFast() throws Exception {
        EventApi<Object, Object> fresh = FAKE.open();
        Object stream = fresh.streamCreateNonBlocking();
        Object event = fresh.eventCreate();
        FAKE.control("failNext", DEVICE_LOST);

        DriverException first = assertThrows(DriverException.class, () -> fresh.streamSynchronize(stream));

        assertTrue(first.poisoned(), first.getMessage());
        assertTrue(first.getMessage().contains("VK_ERROR_DEVICE_LOST"), "named from the header: " + first.getMessage());
        DriverException later = assertThrows(DriverException.class, () -> fresh.eventRecord(event, stream));
        assertSame(first, later.getCause(), "a void command fails fast too, with the first failure as its cause");
        fresh.eventDestroy(event);
        fresh.streamDestroy(stream);
    }
}
