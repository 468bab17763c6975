package dev.eventbind.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.discovery.BackendProbe;
import dev.eventbind.discovery.BackendProvider;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Optional;
import java.util.ServiceLoader;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs the code the processor generates for the CUDA-runtime-shaped spec against a real shared library: the fake
 * runtime built from src/test/native by this module's build.
 */
class GeneratedBackendTest {

    static final Path LIBRARY = Path.of(System.getProperty("eventbind.test.native", "target/native"),
            "libfakecudart.so");

    @TempDir
    static Path classes;

    private static ClassLoader loader;
    private static EventApi<Object, Object> events;
    private static Object control;

    @BeforeAll
    static void compileAndLoad() throws ReflectiveOperationException {
        assertTrue(Files.isRegularFile(LIBRARY), LIBRARY + " is built by the processor module's build");
        System.setProperty("eventbind.fakecuda.library", LIBRARY.toString());
        Compilation compilation = Compilations.compile(Compilations.CUDA_RUNTIME, Compilations.FAKE_CONTROL);
        assertThat(compilation).succeeded();
        loader = GeneratedClasses.load(compilation, classes);
        events = eventApi(loader.loadClass("test.CudaRuntimeEvents").getMethod("open").invoke(null));
        control = loader.loadClass("test.FakeControlFunctions").getMethod("open").invoke(null);
    }

    @SuppressWarnings("unchecked")
    static EventApi<Object, Object> eventApi(Object instance) {
        return (EventApi<Object, Object>) instance;
    }

    /** Calls a control function of the fake runtime through its generated @Downcall method. */
    static int control(Object functions, String name, Object... arguments) {
        try {
            Method method = Arrays.stream(functions.getClass().getMethods())
                    .filter(m -> m.getName().equals(name) && m.getParameterCount() == arguments.length)
                    .findFirst().orElseThrow();
            return (int) method.invoke(functions, arguments);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(name, e);
        }
    }

    private static int control(String name, Object... arguments) {
        return control(control, name, arguments);
    }

    @BeforeEach
    void resetTheFakeRuntime() {
        control("failNext", 0);
        control("setElapsed", 1.5f);
    }

    @Test
    void recordWaitAndElapsedGoThroughTheLibrary() throws DriverException {
        Object stream = events.streamCreateNonBlocking();
        assertEquals(1, control("lastFlags"), "the spec's stream flags reach the driver");
        Object start = events.eventCreate();
        Object end = events.eventCreate();
        events.eventRecord(start, stream);
        events.eventRecord(end, stream);
        events.streamWaitEvent(stream, end);
        events.eventWait(end);
        events.streamSynchronize(stream);
        control("setElapsed", 2.5f);

        assertEquals(2_500_000L, events.eventElapsedNanos(start, end));

        events.eventDestroy(start);
        events.eventDestroy(end);
        events.streamDestroy(stream);
    }

    @Test
    void aBoundEventQueryAnswersWithoutBlocking() throws DriverException {
        Object event = events.eventCreate();
        Object stream = events.streamCreateNonBlocking();

        assertTrue(events.supportsEventQuery());
        assertFalse(events.eventQuery(event), "cudaErrorNotReady (the spec's notReady) before the record");
        events.eventRecord(event, stream);
        assertTrue(events.eventQuery(event));

        events.eventDestroy(event);
        events.streamDestroy(stream);
    }

    @Test
    void theTypedBackendImplementsOnlyTheEventApiAndTheRawCallsAreTheirOwnClass()
            throws DriverException, ReflectiveOperationException {
        Class<?> spec = loader.loadClass("test.CudaRuntime");
        Object raw = loader.loadClass("test.CudaRuntimeFunctions").getMethod("open").invoke(null);
        Object event = events.eventCreate();
        Object handle = event.getClass().getMethod("handle").invoke(event);
        Method query = spec.getMethod("eventQuery", java.lang.foreign.MemorySegment.class);

        assertFalse(spec.isInstance(events), "no raw downcall is reachable through the typed backend");
        assertTrue(spec.isInstance(raw));
        assertEquals(600, query.invoke(raw, handle), "cudaErrorNotReady before the record");

        events.eventDestroy(event);
    }

    @Test
    void aBorrowedStreamIsNeverDestroyedByTheBackendAndAnAdoptedOneIs() throws Exception {
        Class<?> streamType = loader.loadClass("test.CudaRuntimeEvents$Stream");
        Object created = events.streamCreateNonBlocking();
        Object handle = streamType.getMethod("handle").invoke(created);
        Object borrowed = streamType.getMethod("borrow", java.lang.foreign.MemorySegment.class).invoke(null, handle);
        int calls = control("calls");

        events.streamDestroy(borrowed);

        assertEquals(calls, control("calls"), "a borrowed stream stays its creator's");
        assertTrue((boolean) streamType.getMethod("destroyed").invoke(borrowed));
        assertThrows(IllegalStateException.class, () -> events.streamSynchronize(borrowed));
        Object adopted = streamType.getMethod("adopt", java.lang.foreign.MemorySegment.class).invoke(null, handle);
        events.streamSynchronize(adopted);
        events.streamDestroy(adopted);
        assertEquals(calls + 2, control("calls"), "synchronize and destroy reached the driver");
    }

    @Test
    void destroyReleasesTheDriverEvent() throws DriverException {
        int live = control("liveEvents");
        Object event = events.eventCreate();
        assertEquals(live + 1, control("liveEvents"));

        events.eventDestroy(event);

        assertEquals(live, control("liveEvents"));
    }

    @Test
    void aFailedStatusBecomesADriverExceptionWithTheVendorsNameAndMessage() throws DriverException {
        Object event = events.eventCreate();
        Object stream = events.streamCreateNonBlocking();
        control("failNext", 400);

        DriverException failure = assertThrows(DriverException.class, () -> events.eventRecord(event, stream));

        assertEquals("FakeCUDA", failure.backend());
        assertEquals("cudaEventRecord", failure.function());
        assertEquals(400, failure.status());
        assertEquals(Optional.of("cudaErrorInvalidResourceHandle"), failure.statusName());
        assertEquals(Optional.of("invalid resource handle"), failure.statusMessage());
        assertFalse(failure.poisoned());
        assertFalse(failure.notReady());
        events.eventDestroy(event);
        events.streamDestroy(stream);
    }

    @Test
    void aStatusTheVendorCannotNameTakesItsNameFromTheSpecTable() {
        control("failNext", 999);

        DriverException failure = assertThrows(DriverException.class, events::eventCreate);

        assertEquals(Optional.of("cudaErrorUnknown"), failure.statusName());
        assertEquals(Optional.empty(), failure.statusMessage());
    }

    @Test
    void aStatusNamedOnlyByTheHeaderReadsInTheVendorsWordsAndInHexWhereTheHeaderWritesIt() {
        control("failNext", 0x2cf); // cudaErrorLaunchFailure = 0x2cf in the header; the library cannot name it

        DriverException failure = assertThrows(DriverException.class, events::eventCreate);

        assertEquals(Optional.of("cudaErrorLaunchFailure"), failure.statusName());
        assertEquals(0x2cf, failure.status());
        assertEquals("cudaErrorLaunchFailure (0x2cf)", failure.statusSummary());
        assertEquals("FakeCUDA: cudaEventCreateWithFlags failed with status 0x2cf (cudaErrorLaunchFailure)",
                failure.getMessage());
    }

    @Test
    void aPoisonedStatusIsFlaggedAndLaterCallsOnThatInstanceFailFast() throws Exception {
        // An instance of its own: the poisoning status marks it for good.
        EventApi<Object, Object> poisonable = eventApi(loader.loadClass("test.CudaRuntimeEvents").getMethod("open")
                .invoke(null));
        Object start = poisonable.eventCreate();
        control("failNext", 700);

        DriverException failure = assertThrows(DriverException.class,
                () -> poisonable.eventElapsedNanos(start, start));

        assertTrue(failure.poisoned());
        assertFalse(failure.notReady());
        assertEquals("cudaEventElapsedTime", failure.function());
        DriverException fast = assertThrows(DriverException.class, poisonable::streamCreateNonBlocking);
        assertEquals(700, fast.status());
        assertEquals("cudaStreamCreateWithFlags", fast.function());
        assertSame(failure, fast.getCause());
        Object afresh = events.eventCreate(); // another instance asks the driver afresh
        assertNotNull(afresh);
        events.eventDestroy(afresh);
        poisonable.eventDestroy(start); // destroys still reach the driver
    }

    @Test
    void aNotReadyStatusOfTheSpecIsFlaggedNotReady() throws DriverException {
        Object start = events.eventCreate();
        control("failNext", 600);

        DriverException failure = assertThrows(DriverException.class, () -> events.eventElapsedNanos(start, start));

        assertTrue(failure.notReady(), failure::getMessage);
        assertFalse(failure.poisoned());
        assertEquals(Optional.of("cudaErrorNotReady"), failure.statusName());
        events.eventDestroy(start);
    }

    @Test
    void nanAndNegativeElapsedReadAsZero() throws DriverException {
        Object start = events.eventCreate();
        Object end = events.eventCreate();

        control("setElapsed", Float.NaN);
        assertEquals(0L, events.eventElapsedNanos(start, end));
        control("setElapsed", -3.0f);
        assertEquals(0L, events.eventElapsedNanos(start, end));

        events.eventDestroy(start);
        events.eventDestroy(end);
    }

    @Test
    void aDestroyedEventIsRefusedBeforeAnyDriverCall() throws DriverException {
        Object event = events.eventCreate();
        Object stream = events.streamCreateNonBlocking();
        events.eventDestroy(event);
        int calls = control("calls");

        IllegalStateException reuse = assertThrows(IllegalStateException.class,
                () -> events.eventRecord(event, stream));
        assertThrows(IllegalStateException.class, () -> events.eventDestroy(event));
        assertThrows(IllegalStateException.class, () -> events.eventElapsedNanos(event, event));

        assertEquals("FakeCUDA event already destroyed", reuse.getMessage());
        assertEquals(calls, control("calls"), "no call reached the driver");
        events.streamDestroy(stream);
    }

    @Test
    void aDestroyedStreamIsRefusedBeforeAnyDriverCall() throws DriverException {
        Object stream = events.streamCreateNonBlocking();
        events.streamDestroy(stream);
        int calls = control("calls");

        assertThrows(IllegalStateException.class, () -> events.streamSynchronize(stream));

        assertEquals(calls, control("calls"));
    }

    @Test
    void probeIsReadyWithTheLibraryPathAndVersion() throws ReflectiveOperationException {
        BackendProbe probe = (BackendProbe) loader.loadClass("test.CudaRuntimeEvents").getMethod("probe")
                .invoke(null);

        assertTrue(probe.ready(), probe::toString);
        assertTrue(probe.library().orElseThrow().endsWith("libfakecudart.so"), probe::toString);
        assertEquals(Optional.of("13000"), probe.version());
    }

    @Test
    void probeReportsADriverRefusalByTheVendorsName() throws ReflectiveOperationException {
        control("failNext", 35);

        BackendProbe probe = (BackendProbe) loader.loadClass("test.CudaRuntimeEvents").getMethod("probe")
                .invoke(null);

        assertFalse(probe.ready());
        assertEquals(Optional.of("cudaErrorInsufficientDriver (35): "
                + "CUDA driver version is insufficient for CUDA runtime version"), probe.reason());
    }

    @Test
    void aProbeRefusedByTheDriverStillCarriesTheLibrarysVersion() throws ReflectiveOperationException {
        control("failNext", 35);

        BackendProbe probe = (BackendProbe) loader.loadClass("test.CudaRuntimeEvents").getMethod("probe")
                .invoke(null);

        assertFalse(probe.ready(), probe::toString);
        assertEquals(Optional.of("13000"), probe.version(), "cudaRuntimeGetVersion needs no device");
    }

    @Test
    void theServiceLoaderFindsTheGeneratedProvider() {
        BackendProvider provider = ServiceLoader.load(BackendProvider.class, loader).stream()
                .map(ServiceLoader.Provider::get).filter(p -> p.name().equals("FakeCUDA")).findFirst()
                .orElseThrow();

        assertTrue(provider.probe().ready());
        assertEquals("FakeCUDA", provider.open().backend());
    }
}
