package dev.eventbind.ffm;

import static java.lang.foreign.ValueLayout.ADDRESS;
import static java.lang.foreign.ValueLayout.JAVA_DOUBLE;
import static java.lang.foreign.ValueLayout.JAVA_INT;
import static java.lang.foreign.ValueLayout.JAVA_LONG;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.BackendUnavailableException;
import java.io.IOException;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.invoke.MethodHandle;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Linking the test library built from src/test/c: resolution order, diagnostics and bound handles. */
class NativeLinkerTest {

    private static final AtomicInteger PROPERTIES = new AtomicInteger();
    private static final Path LIBRARY = Path.of(System.getProperty("eventbind.test.library", "missing"));

    static final NativeSymbol ADD = new NativeSymbol("ebtest_add",
            FunctionDescriptor.of(JAVA_INT, JAVA_INT, JAVA_INT), false, false);
    static final NativeSymbol STORE = new NativeSymbol("ebtest_store",
            FunctionDescriptor.of(JAVA_INT, ADDRESS, JAVA_LONG), true, false);
    static final NativeSymbol NAME = new NativeSymbol("ebtest_name", FunctionDescriptor.of(ADDRESS, JAVA_INT),
            false, false);

    /** A property name no other test uses, so overrides never leak between tests. */
    private final String property = "eventbind.test.override." + PROPERTIES.incrementAndGet();

    @AfterEach
    void clearOverride() {
        System.clearProperty(property);
    }

    private LibraryPlan plan(String resource, List<String> names, List<String> homes, List<String> defaults) {
        return new LibraryPlan("EBTEST", resource, names, homes, defaults, List.of("lib64", "lib"), property,
                "EBTEST_LIBRARY");
    }

    private LibraryPlan namesOnly(String... names) {
        return plan("", List.of(names), List.of(), List.of());
    }

    private static LinkedLibrary link(LibraryPlan plan, List<NativeSymbol> symbols, Map<String, String> env) {
        return NativeLinker.link(plan, symbols, env::get);
    }

    private static LinkedLibrary link(LibraryPlan plan, List<NativeSymbol> symbols, Map<String, String> env,
            OsFamily os) {
        return NativeLinker.link(plan, symbols, env::get, os);
    }

    @Test
    void aHandlesAddressIsTheNativeSegmentsAndAHeapSegmentIsRefusedAsTheLinkerRefusesIt() {
        assertEquals(0x1234, NativeLinker.address(MemorySegment.ofAddress(0x1234)));
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> NativeLinker.address(MemorySegment.ofArray(new int[2])));
        assertTrue(refused.getMessage().startsWith("Heap segment not allowed"), refused.getMessage());
    }

    @Test
    void testLibraryWasBuilt() {
        assertTrue(Files.isRegularFile(LIBRARY), "the build compiles src/test/c/ebtest.c to " + LIBRARY);
    }

    @Test
    void overridePropertyLoadsThatPathAndBindsEverySymbol() throws Throwable {
        System.setProperty(property, LIBRARY.toString());
        LinkedLibrary library = link(namesOnly("libnothing.so"), List.of(ADD, STORE), Map.of());

        library.ensureReady();
        assertEquals(LIBRARY.toRealPath().toString(), library.path().orElseThrow());
        assertEquals(1, library.attempts().size(), library.attempts().toString());
        assertTrue(library.attempts().getFirst().startsWith(property + "=" + LIBRARY + " -> " + LIBRARY));
        assertEquals(5, (int) library.handle("ebtest_add").invokeExact(2, 3));
    }

    @Test
    void overrideEnvironmentVariableIsUsedWhenThePropertyIsUnset() {
        LinkedLibrary library = link(namesOnly("libnothing.so"), List.of(ADD),
                Map.of("EBTEST_LIBRARY", LIBRARY.toString()));

        assertTrue(library.ready(), String.valueOf(library.failure()));
        assertTrue(library.attempts().getFirst().startsWith("$EBTEST_LIBRARY=" + LIBRARY));
    }

    @Test
    void overrideToAMissingFileFailsWithThatAttemptAloneAndNeverFallsBack() throws Throwable {
        Path missing = LIBRARY.resolveSibling("libmissing.so");
        System.setProperty(property, missing.toString());
        // libm would load from the search path: the override must not fall back to it.
        LinkedLibrary library = link(namesOnly("libm.so.6"), List.of(ADD), Map.of());

        BackendUnavailableException failure = library.failure().orElseThrow();
        assertEquals(List.of(property + "=" + missing + " -> " + missing + ": " + missing
                + ": cannot open shared object file: No such file or directory"), failure.attempts());
        assertTrue(failure.getMessage().contains("override " + property + "=" + missing + " could not be loaded"));
        assertTrue(library.path().isEmpty());
        MethodHandle add = library.handle("ebtest_add");
        assertThrows(BackendUnavailableException.class, () -> {
            int ignored = (int) add.invokeExact(1, 2);
        });
    }

    @Test
    void overrideNamingALibraryUsesTheSystemSearchPath() {
        System.setProperty(property, "libm.so.6");
        NativeSymbol cos = NativeSymbol.of("cos", FunctionDescriptor.of(JAVA_DOUBLE, JAVA_DOUBLE));
        LinkedLibrary library = link(namesOnly("libnothing.so"), List.of(cos), Map.of());

        assertTrue(library.ready(), String.valueOf(library.failure()));
        assertTrue(library.attempts().getFirst().startsWith(property + "=libm.so.6 -> system search path: loaded /"));
    }

    @Test
    void homesAreTriedWithEachSubdirAndNameBeforeTheSearchPath(@TempDir Path home) throws IOException {
        Files.createDirectories(home.resolve("lib"));
        Path copy = Files.copy(LIBRARY, home.resolve("lib/libebhome.so.1"));
        LibraryPlan plan = plan("", List.of("libebhome.so.2", "libebhome.so.1"), List.of("EBTEST_UNSET", "EBTEST_HOME"),
                List.of("/nonexistent/ebtest"));

        LinkedLibrary library = link(plan, List.of(ADD), Map.of("EBTEST_HOME", home.toString()));

        assertTrue(library.ready(), String.valueOf(library.failure()));
        assertEquals(copy.toRealPath().toString(), library.path().orElseThrow());
        Path tried = home.resolve("lib64/libebhome.so.2");
        assertEquals(List.of(
                "$EBTEST_HOME/lib64/libebhome.so.2 -> " + tried + ": " + tried
                        + ": cannot open shared object file: No such file or directory",
                "$EBTEST_HOME/lib64/libebhome.so.1 -> " + home.resolve("lib64/libebhome.so.1") + ": "
                        + home.resolve("lib64/libebhome.so.1")
                        + ": cannot open shared object file: No such file or directory",
                "$EBTEST_HOME/lib/libebhome.so.2 -> " + home.resolve("lib/libebhome.so.2") + ": "
                        + home.resolve("lib/libebhome.so.2")
                        + ": cannot open shared object file: No such file or directory",
                "$EBTEST_HOME/lib/libebhome.so.1 -> " + copy + ": loaded " + copy.toRealPath()),
                library.attempts());
    }

    @Test
    void everyCandidateIsListedWithTheLoadersMessageWhenNoneLoads(@TempDir Path home) throws IOException {
        Files.createDirectories(home.resolve("lib"));
        Files.writeString(home.resolve("lib/libebbroken.so"), "not an ELF file ".repeat(16));
        LibraryPlan plan = plan("", List.of("libebbroken.so"), List.of(), List.of(home.toString()));

        BackendUnavailableException failure = link(plan, List.of(ADD), Map.of()).failure().orElseThrow();

        List<String> attempts = failure.attempts();
        assertEquals(3, attempts.size(), attempts.toString());
        assertTrue(attempts.get(0).endsWith("cannot open shared object file: No such file or directory"));
        assertTrue(attempts.get(1).startsWith(home.resolve("lib/libebbroken.so") + " -> "));
        assertTrue(attempts.get(1).contains("invalid ELF header"), attempts.get(1));
        assertEquals("libebbroken.so -> system search path: libebbroken.so: cannot open shared object file: "
                + "No such file or directory", attempts.get(2));
        assertTrue(failure.getMessage().contains("no candidate library could be loaded"));
    }

    @Test
    void anEmptySubdirTriesTheHomeFolderItself(@TempDir Path home) throws IOException {
        Path copy = Files.copy(LIBRARY, home.resolve("libebhome.so.1"));
        LibraryPlan plan = new LibraryPlan("EBTEST", "", List.of("libebhome.so.1"), List.of(),
                List.of(home.toString()), List.of(""), property, "EBTEST_LIBRARY");

        LinkedLibrary library = link(plan, List.of(ADD), Map.of());

        assertTrue(library.ready(), String.valueOf(library.failure()));
        assertEquals(List.of(copy + " -> " + copy + ": loaded " + copy.toRealPath()), library.attempts());
    }

    @Test
    void namesForAnotherSystemAreNeverTried(@TempDir Path home) {
        LibraryPlan plan = plan("", List.of("ebnothing.dll", "libebnothing.dylib", "libebnothing.so.1"), List.of(),
                List.of(home.toString()));

        List<String> attempts = link(plan, List.of(ADD), Map.of(), OsFamily.UNIX).attempts();

        assertEquals(List.of(home.resolve("lib64/libebnothing.so.1").toString(),
                home.resolve("lib/libebnothing.so.1").toString(), "libebnothing.so.1"),
                attempts.stream().map(line -> line.substring(0, line.indexOf(" -> "))).toList());
    }

    @Test
    void onWindowsOnlyTheDllNameIsTried() {
        LibraryPlan plan = namesOnly("libebnothing.so.1", "libebnothing.so", "EBNOTHING.DLL", "libebnothing.dylib");

        List<String> attempts = link(plan, List.of(ADD), Map.of(), OsFamily.WINDOWS).attempts();

        assertEquals(1, attempts.size(), attempts.toString());
        assertTrue(attempts.getFirst().startsWith("EBNOTHING.DLL -> system search path: "), attempts.getFirst());
    }

    @Test
    void theOverrideIsTriedAsGivenWhateverItsSuffix(@TempDir Path folder) throws IOException {
        Path renamed = Files.copy(LIBRARY, folder.resolve("ebtest.dll"));
        System.setProperty(property, renamed.toString());

        LinkedLibrary library = link(namesOnly("libnothing.so"), List.of(ADD), Map.of(), OsFamily.UNIX);

        assertTrue(library.ready(), String.valueOf(library.failure()));
        assertEquals(1, library.attempts().size(), library.attempts().toString());
        assertTrue(library.attempts().getFirst().startsWith(property + "=" + renamed + " -> " + renamed + ": loaded"),
                library.attempts().getFirst());
    }

    @Test
    void aPlanWithNoNameForThisSystemSaysWhichWereSkipped() {
        BackendUnavailableException failure = link(namesOnly("nvcuda.dll"), List.of(ADD), Map.of(), OsFamily.UNIX)
                .failure().orElseThrow();

        assertEquals(List.of(), failure.attempts());
        assertTrue(failure.getMessage().contains("no candidate name is for Linux or another Unix (skipped nvcuda.dll)"),
                failure::getMessage);
    }

    @Test
    void aVersionedNameLoadsThroughTheSystemSearchPathAndReportsTheRealFile() throws Throwable {
        NativeSymbol cos = NativeSymbol.of("cos", FunctionDescriptor.of(JAVA_DOUBLE, JAVA_DOUBLE));
        LinkedLibrary library = link(namesOnly("libebnothing.so.9", "libm.so.6"), List.of(cos), Map.of());

        assertTrue(library.ready(), String.valueOf(library.failure()));
        Path file = Path.of(library.path().orElseThrow());
        assertTrue(file.isAbsolute() && Files.isRegularFile(file), file.toString());
        assertEquals(2, library.attempts().size());
        assertEquals(1.0, (double) library.handle("cos").invokeExact(0.0));
    }

    @Test
    void everyMissingRequiredSymbolIsReportedAtOnce() {
        System.setProperty(property, LIBRARY.toString());
        NativeSymbol first = NativeSymbol.of("ebtest_absent_one", FunctionDescriptor.ofVoid());
        NativeSymbol second = NativeSymbol.of("ebtest_absent_two", FunctionDescriptor.of(JAVA_INT, ADDRESS));

        LinkedLibrary library = link(namesOnly("libnothing.so"), List.of(first, ADD, second), Map.of());

        BackendUnavailableException failure = library.failure().orElseThrow();
        assertTrue(failure.getMessage().startsWith(
                "EBTEST backend unavailable: missing symbols: ebtest_absent_one, ebtest_absent_two"),
                failure.getMessage());
        assertTrue(failure.attempts().contains(
                "symbol ebtest_absent_two: not exported by " + library.path().orElseThrow()));
        assertFalse(library.has("ebtest_add"), "nothing is bound when the link failed");
        assertThrows(BackendUnavailableException.class, library::ensureReady);
        MethodHandle absent = library.handle("ebtest_absent_two");
        assertThrows(BackendUnavailableException.class, () -> {
            int ignored = (int) absent.invokeExact(MemorySegment.NULL);
        });
    }

    @Test
    void aLibraryLinkedAllAtOnceStillLinksASymbolOnItsOwn() throws Throwable {
        System.setProperty(property, LIBRARY.toString());
        LinkedLibrary library = link(namesOnly("libnothing.so"), List.of(ADD), Map.of());

        library.ensureReady();
        MethodHandle add = library.downcall("ebtest_add", ADD.descriptor(), false);
        assertEquals(7, (int) add.invokeExact(3, 4));
    }

    @Test
    void aMissingOptionalSymbolLeavesTheLibraryReadyWithAThrowingHandle() throws Throwable {
        System.setProperty(property, LIBRARY.toString());
        NativeSymbol optional = new NativeSymbol("ebtest_version", FunctionDescriptor.of(JAVA_INT, ADDRESS), false,
                true);

        LinkedLibrary library = link(namesOnly("libnothing.so"), List.of(ADD, optional), Map.of());

        assertTrue(library.ready(), String.valueOf(library.failure()));
        assertTrue(library.has("ebtest_add"));
        assertFalse(library.has("ebtest_version"));
        MethodHandle version = library.handle("ebtest_version");
        assertEquals(FunctionDescriptor.of(JAVA_INT, ADDRESS).toMethodType(), version.type());
        BackendUnavailableException thrown = assertThrows(BackendUnavailableException.class, () -> {
            int ignored = (int) version.invokeExact(MemorySegment.NULL);
        });
        assertTrue(thrown.getMessage().contains("ebtest_version"), thrown.getMessage());
    }

    @Test
    void aDescriptorTheLinkerRefusesFailsTheLinkInsteadOfThrowing() {
        System.setProperty(property, LIBRARY.toString());
        // Arrays are not passed by value in C: the native linker refuses a sequence layout as an argument.
        NativeSymbol refused = NativeSymbol.of("ebtest_add",
                FunctionDescriptor.of(JAVA_INT, MemoryLayout.sequenceLayout(2, JAVA_INT)));

        LinkedLibrary library = link(namesOnly("libnothing.so"), List.of(refused), Map.of());

        BackendUnavailableException failure = library.failure().orElseThrow();
        assertTrue(failure.getMessage().contains("missing symbols: ebtest_add"), failure.getMessage());
        assertTrue(failure.attempts().getLast().startsWith("symbol ebtest_add: cannot be linked as "),
                failure.attempts().getLast());
    }

    @Test
    void aFailedLinkStillHandsOutHandlesOfEveryRequestedType() {
        LinkedLibrary library = link(namesOnly("libebnothing.so"), List.of(ADD, STORE, NAME), Map.of());

        assertFalse(library.ready());
        for (NativeSymbol symbol : List.of(ADD, STORE, NAME)) {
            assertEquals(symbol.descriptor().toMethodType(), library.handle(symbol.name()).type());
        }
        assertThrows(IllegalArgumentException.class, () -> library.handle("ebtest_never_requested"));
    }

    @Test
    void aCriticalHandleWritesThroughTheScratchSegment() throws Throwable {
        System.setProperty(property, LIBRARY.toString());
        LinkedLibrary library = link(namesOnly("libnothing.so"), List.of(STORE), Map.of());
        MethodHandle store = library.handle("ebtest_store");
        MemorySegment out = Scratch.get();

        int status = (int) store.invokeExact(out, 0x1234_5678_9abcL);

        assertEquals(0, status);
        assertEquals(0x1234_5678_9abcL, out.get(JAVA_LONG, 0));
    }

    @Test
    void aStatusNameIsReadAsACStringAndNullStaysNull() throws Throwable {
        System.setProperty(property, LIBRARY.toString());
        MethodHandle name = link(namesOnly("libnothing.so"), List.of(NAME), Map.of()).handle("ebtest_name");

        assertEquals("ebtestNotReady", CStrings.read((MemorySegment) name.invokeExact(7)));
        assertEquals(null, CStrings.read((MemorySegment) name.invokeExact(99)));
    }

    @Test
    void aLibraryShippedAsAResourceIsExtractedOnceAndLoadedFirst() throws Throwable {
        String resource = "/dev/eventbind/ffm/native/libebresource.so";
        LinkedLibrary first = link(plan(resource, List.of("libm.so.6"), List.of(), List.of()), List.of(ADD), Map.of());
        LinkedLibrary second = link(plan(resource, List.of("libm.so.6"), List.of(), List.of()), List.of(ADD), Map.of());

        assertTrue(first.ready(), String.valueOf(first.failure()));
        Path file = Path.of(first.path().orElseThrow());
        assertEquals("libebresource.so", file.getFileName().toString());
        assertTrue(file.startsWith(Path.of(System.getProperty("java.io.tmpdir")).toRealPath()), file.toString());
        assertEquals(first.path(), second.path());
        assertEquals(1, first.attempts().size());
        assertEquals(9, (int) first.handle("ebtest_add").invokeExact(4, 5));
    }

    @Test
    void aResourceMissingFromTheClasspathIsNotedAndTheNamesAreTried() {
        NativeSymbol cos = NativeSymbol.of("cos", FunctionDescriptor.of(JAVA_DOUBLE, JAVA_DOUBLE));
        LinkedLibrary library = link(plan("/dev/eventbind/ffm/native/libabsent.so", List.of("libm.so.6"), List.of(),
                List.of()), List.of(cos), Map.of());

        assertTrue(library.ready(), String.valueOf(library.failure()));
        assertEquals("resource /dev/eventbind/ffm/native/libabsent.so -> not on the classpath",
                library.attempts().getFirst());
    }
}
