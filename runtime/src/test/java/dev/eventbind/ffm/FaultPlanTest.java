package dev.eventbind.ffm;

import static java.lang.foreign.ValueLayout.JAVA_LONG;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.BackendUnavailableException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The fault plan on the test library built from src/test/c: what it wraps, what it returns, what it refuses. */
class FaultPlanTest {

    private static final String LIBRARY = Path.of(System.getProperty("eventbind.test.library", "missing"))
            .toString();
    private static final String PROPERTY = "eventbind.test.faults.library";
    /** ebtest_store's answer to a NULL out-parameter; any other int stands for a driver's status. */
    private static final int REFUSED = 1;
    private static final int INJECTED = 7;

    private FaultPlan previous = FaultPlan.none();

    @BeforeEach
    void pointAtTheTestLibrary() {
        System.setProperty(PROPERTY, LIBRARY);
        previous = FaultPlan.install(FaultPlan.none());
    }

    @AfterEach
    void restore() {
        FaultPlan.install(previous);
        System.clearProperty(PROPERTY);
    }

    private static LinkedLibrary link() {
        LibraryPlan plan = new LibraryPlan("EBTEST", "", List.of("libnothing.so"), List.of(), List.of(),
                List.of("lib"), PROPERTY, "EBTEST_FAULTS_LIBRARY");
        return NativeLinker.link(plan, List.of(NativeLinkerTest.ADD, NativeLinkerTest.STORE,
                NativeLinkerTest.NAME), Map.<String, String>of()::get);
    }

    /** Each call's status, and whether it reached C (which writes {@code call} through the out-parameter). */
    private static List<String> call(MethodHandle store, int calls) throws Throwable {
        List<String> seen = new ArrayList<>();
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment out = arena.allocate(JAVA_LONG);
            for (int call = 1; call <= calls; call++) {
                out.set(JAVA_LONG, 0, -1L);
                int status = (int) store.invokeExact(out, (long) call);
                seen.add(status + (out.get(JAVA_LONG, 0) == call ? " reached C" : " not reached"));
            }
        }
        return seen;
    }

    @Test
    void withoutAFaultNamingItAFunctionIsLinkedUnwrapped() {
        MethodHandle raw = MethodHandles.dropArguments(MethodHandles.constant(int.class, 0), 0, MemorySegment.class,
                long.class);
        assertSame(raw, FaultPlan.wrap("EBTEST", "ebtest_store", raw));
        FaultPlan.install(FaultPlan.of(Fault.standby("OTHER", "ebtest_store", INJECTED),
                Fault.standby("EBTEST", "ebtest_add", INJECTED)));
        assertSame(raw, FaultPlan.wrap("EBTEST", "ebtest_store", raw),
                "a fault of another backend or function leaves the handle as linked");
    }

    @Test
    void aFaultReturnsItsStatusOnTheCallsItsScheduleNamesWithoutReachingC() throws Throwable {
        Fault fault = new Fault("EBTEST", "ebtest_store", INJECTED, FaultSchedule.afterCalls(2).times(2));
        FaultPlan.install(FaultPlan.of(fault));
        LinkedLibrary library = link();
        library.ensureReady();

        assertEquals(List.of("0 reached C", "0 reached C", "7 not reached", "7 not reached", "0 reached C"),
                call(library.handle("ebtest_store"), 5));
        assertEquals(5, fault.calls());
        assertEquals(2, fault.injected());
        assertEquals(1, fault.linked());
    }

    @Test
    void everyNthCallFailsWithoutLimit() throws Throwable {
        FaultPlan.install(FaultPlan.parse("EBTEST:ebtest_store=7,every=3"));
        List<String> seen = call(link().handle("ebtest_store"), 7);

        assertEquals(List.of("0 reached C", "0 reached C", "7 not reached", "0 reached C", "0 reached C",
                "7 not reached", "0 reached C"), seen);
    }

    @Test
    void aStandbyFaultFailsNothingUntilArmedThenCountsFromTheArming() throws Throwable {
        Fault fault = Fault.standby("EBTEST", "ebtest_store", INJECTED);
        FaultPlan.install(FaultPlan.of(fault));
        MethodHandle store = link().handle("ebtest_store");

        assertEquals(List.of("0 reached C", "0 reached C"), call(store, 2));
        fault.arm(FaultSchedule.afterCalls(1));
        assertEquals(List.of("0 reached C", "7 not reached", "0 reached C"), call(store, 3));
        assertEquals(3, fault.calls(), "counted from the arming");
    }

    @Test
    void twoFaultsOnOneFunctionBothCountEveryCallAndTheFirstDueWins() throws Throwable {
        Fault first = new Fault("EBTEST", "ebtest_store", INJECTED, FaultSchedule.afterCalls(1));
        Fault second = new Fault("EBTEST", "ebtest_store", REFUSED, FaultSchedule.afterCalls(1).times(2));
        FaultPlan.install(FaultPlan.of(first, second));

        assertEquals(List.of("0 reached C", "7 not reached", "1 not reached", "1 not reached", "0 reached C"),
                call(link().handle("ebtest_store"), 5));
        assertEquals(5, second.calls());
        assertEquals(2, second.injected(), "the call the first fault took is not one of the second's two");
    }

    @Test
    void aPlanNamingAFunctionTheLibraryIsNotAskedForFailsTheLink() {
        FaultPlan.install(FaultPlan.parse("EBTEST:ebtest_stroe=7"));
        LinkedLibrary library = link();

        assertFalse(library.ready());
        BackendUnavailableException failure = library.failure().orElseThrow();
        assertInstanceOf(FaultPlanException.class, failure.getCause());
        assertTrue(failure.getMessage().contains("binds no function ebtest_stroe"), failure.getMessage());
    }

    @Test
    void aFaultOnAFunctionReturningNoStatusThrowsATypedErrorWhenCalled() {
        FaultPlan.install(FaultPlan.parse("EBTEST:ebtest_name=7"));
        MethodHandle name = link().handle("ebtest_name");

        FaultPlanException thrown = assertThrows(FaultPlanException.class, () -> {
            MemorySegment ignored = (MemorySegment) name.invokeExact(0);
        });
        assertTrue(thrown.getMessage().contains("not an int status"), thrown.getMessage());
    }

    @Test
    void aStatusTheConventionDoesNotKnowIsRefusedWhenTheBackendOpens() {
        FaultPlan.install(FaultPlan.parse("EBTEST:ebtest_store=7;EBTEST:ebtest_add=9"));
        LinkedLibrary library = link();
        library.ensureReady();

        BackendUnavailableException refused = assertThrows(BackendUnavailableException.class,
                () -> FaultPlan.check(library, status -> status == INJECTED));
        assertInstanceOf(FaultPlanException.class, refused.getCause());
        assertTrue(refused.getMessage().contains("ebtest_add=9,after=0,every=1,times=1: 9 is not a failure the"
                + " EBTEST status convention knows"), refused.getMessage());
        assertFalse(refused.getMessage().contains("=7,"), "the known status passes: " + refused.getMessage());
    }

    @Test
    void successIsNoStatusToInjectAndFailsTheLink() {
        FaultPlan.install(FaultPlan.parse("EBTEST:ebtest_store=0"));
        BackendUnavailableException failure = link().failure().orElseThrow();

        assertInstanceOf(FaultPlanException.class, failure.getCause());
        assertTrue(failure.getMessage().contains("0 is not a failure"), failure.getMessage());
    }

    @Test
    void thePropertyFormReadsBackendsWithSpacesAndEveryCount() {
        List<Fault> faults = FaultPlan.parse(" CUDA driver:cuEventRecord=700 ; OpenCL:clFinish=-5,after=2,times=3;"
                + "host:ebhEventRecord=0x2cf,every=4,times=unlimited").faults();

        assertEquals(3, faults.size());
        assertEquals("CUDA driver:cuEventRecord=700,after=0,every=1,times=1", faults.get(0).toString());
        assertEquals("OpenCL:clFinish=-5,after=2,every=1,times=3", faults.get(1).toString());
        assertEquals("host:ebhEventRecord=719,after=3,every=4,times=unlimited", faults.get(2).toString());
    }

    @Test
    void aMalformedFaultIsATypedErrorNamingIt() {
        for (String malformed : List.of("cudaEventRecord=719", "CUDA:cudaEventRecord", "CUDA:cudaEventRecord=x",
                "CUDA:cudaEventRecord=719,sometimes=2", "CUDA:cudaEventRecord=719,every=0", ":=1")) {
            FaultPlanException thrown = assertThrows(FaultPlanException.class, () -> FaultPlan.parse(malformed),
                    malformed);
            assertTrue(thrown.getMessage().contains("fault") || thrown.getMessage().contains("schedule"),
                    thrown.getMessage());
        }
    }
}
