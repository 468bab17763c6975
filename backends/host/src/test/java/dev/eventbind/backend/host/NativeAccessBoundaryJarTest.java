package dev.eventbind.backend.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.EventApi;
import java.io.File;
import java.io.IOException;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.spi.ToolProvider;
import org.jspecify.annotations.NullMarked;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The native-access boundary, from a named module that was granted none: a small module compiled here is run in
 * its own JVM on the module path beside the runtime and host backend jars, which do have native access. Under
 * {@code --illegal-native-access=deny} every raw entry refuses it as the JDK refuses a restricted method, while
 * the typed backend works; in the default mode the raw entries work after one warning for that module.
 */
class NativeAccessBoundaryJarTest {

    private static final String INTRUDER = """
            package intruder;

            import dev.eventbind.backend.host.HostRuntime;
            import dev.eventbind.backend.host.HostRuntimeEvents;
            import dev.eventbind.backend.host.HostRuntimeFunctions;
            import dev.eventbind.ffm.CStrings;
            import dev.eventbind.ffm.LibraryPlan;
            import dev.eventbind.ffm.LinkedLibrary;
            import dev.eventbind.ffm.NativeLinker;
            import dev.eventbind.ffm.NativeSymbol;
            import java.lang.foreign.FunctionDescriptor;
            import java.lang.foreign.MemorySegment;
            import java.lang.foreign.ValueLayout;
            import java.util.List;

            public final class Main {
                public static void main(String[] args) throws Exception {
                    HostRuntimeEvents events = HostRuntimeEvents.open();
                    HostRuntimeEvents.Stream stream = events.streamCreateNonBlocking();
                    HostRuntimeEvents.Event event = events.eventCreate();
                    events.eventRecord(event, stream);
                    events.eventWait(event);
                    events.eventDestroy(event);
                    events.streamDestroy(stream);
                    System.out.println("typed ok");
                    System.out.println(((Object) events instanceof HostRuntime) ? "raw through typed" : "typed only");
                    MemorySegment wild = MemorySegment.ofAddress(8);
                    attempt("functions", () -> HostRuntimeFunctions.open());
                    attempt("adopt", () -> HostRuntimeEvents.Stream.adopt(wild));
                    attempt("borrow", () -> HostRuntimeEvents.Stream.borrow(wild));
                    if (args[0].equals("deny")) {
                        // Each of these would hand a wild address to native code if it were let through.
                        attempt("read", () -> CStrings.read(wild));
                        attempt("downcall", () -> HostRuntimeFunctions.library().downcall("ebhEventDestroy",
                                FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS), false));
                        LinkedLibrary linked = NativeLinker.link(new LibraryPlan("libc", "", List.of("libc.so.6"),
                                List.of(), List.of(), List.of(), "", ""), List.of(NativeSymbol.of("free",
                                FunctionDescriptor.ofVoid(ValueLayout.ADDRESS))));
                        System.out.println(linked.ready() ? "allowed link" : "refused link: "
                                + linked.failure().orElseThrow().summary());
                    }
                }

                private static void attempt(String what, java.util.concurrent.Callable<?> call) throws Exception {
                    try {
                        call.call();
                        System.out.println("allowed " + what);
                    } catch (IllegalCallerException e) {
                        System.out.println("refused " + what + ": " + e.getMessage());
                    }
                }
            }
            """;

    @TempDir
    static Path work;

    private static Path runtimeJar;
    private static Path hostJar;
    private static Path intruder;

    @BeforeAll
    static void compileTheIntruderModule() throws IOException, URISyntaxException {
        runtimeJar = asJar(EventApi.class, "dev.eventbind.runtime");
        hostJar = asJar(HostRuntimeEvents.class, "dev.eventbind.backend.host");
        Path sources = Files.createDirectories(work.resolve("src/intruder"));
        Files.writeString(sources.resolve("Main.java"), INTRUDER);
        Files.writeString(work.resolve("src/module-info.java"), "module eventbind.intruder {\n    requires "
                + moduleName(runtimeJar) + ";\n    requires " + moduleName(hostJar) + ";\n}\n");
        intruder = work.resolve("intruder");
        // JSpecify's annotations: the runtime requires them static transitive, so a module compiled against it
        // reads them (a build tool brings the jar with the runtime); the intruder's run needs none.
        Path jspecify = Path.of(NullMarked.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        int status = ToolProvider.findFirst("javac").orElseThrow().run(System.out, System.err, "-d",
                intruder.toString(), "--module-path", runtimeJar + File.pathSeparator + hostJar + File.pathSeparator
                        + jspecify,
                work.resolve("src/module-info.java").toString(), sources.resolve("Main.java").toString());
        assertEquals(0, status, "the intruder module compiles");
    }

    @Test
    void underDenyEveryRawEntryRefusesAModuleWithoutNativeAccessAndTheTypedApiWorks() throws Exception {
        Run run = run("--illegal-native-access=deny", "deny");

        assertEquals(0, run.status(), run::toString);
        List<String> lines = run.out().lines().toList();
        assertEquals("typed ok", lines.get(0), run::toString);
        assertEquals("typed only", lines.get(1), "the typed backend is no spec implementation");
        for (String entry : List.of("functions", "adopt", "borrow", "read", "downcall")) {
            assertTrue(lines.stream().anyMatch(line -> line.startsWith("refused " + entry + ": ")
                    && line.contains("module eventbind.intruder has no native access")), entry + "\n" + run);
        }
        assertTrue(lines.stream().anyMatch(line -> line.startsWith("refused link: ")
                && line.contains("--enable-native-access=eventbind.intruder")), run::toString);
    }

    @Test
    void byDefaultTheRawEntriesWorkAfterOneWarningForTheModule() throws Exception {
        Run run = run("--illegal-native-access=warn", "warn");

        assertEquals(0, run.status(), run::toString);
        assertTrue(run.out().contains("allowed functions\nallowed adopt\nallowed borrow"), run::toString);
        assertEquals(1, run.err().split("WARNING: A restricted eventbind method has been called", -1).length - 1,
                run::toString);
        assertTrue(run.err().contains("HostRuntimeFunctions.open has been called by intruder.Main in module"
                + " eventbind.intruder"), run::toString);
    }

    private record Run(int status, String out, String err) {
    }

    private static Run run(String mode, String argument) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "--module-path", String.join(File.pathSeparator, intruder.toString(),
                runtimeJar.toString(), hostJar.toString()),
                "--enable-native-access=" + moduleName(runtimeJar) + "," + moduleName(hostJar), mode,
                "-m", "eventbind.intruder/intruder.Main", argument));
        Process process = new ProcessBuilder(command).redirectOutput(work.resolve("out.txt").toFile())
                .redirectError(work.resolve("err.txt").toFile()).start();
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the intruder JVM ends");
        return new Run(process.exitValue(), Files.readString(work.resolve("out.txt")),
                Files.readString(work.resolve("err.txt")));
    }

    /** Where {@code type} was loaded from, as a jar: a classes folder is packed into one named {@code name}. */
    private static Path asJar(Class<?> type, String name) throws IOException, URISyntaxException {
        Path location = Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
        if (Files.isRegularFile(location)) {
            return location;
        }
        Path jar = work.resolve(name + ".jar");
        int status = ToolProvider.findFirst("jar").orElseThrow().run(System.out, System.err, "--create", "--file",
                jar.toString(), "-C", location.toString(), ".");
        assertEquals(0, status, "packing " + location);
        return jar;
    }

    private static String moduleName(Path jar) {
        return ModuleFinder.of(jar).findAll().stream().map(ModuleReference::descriptor).findFirst().orElseThrow()
                .name();
    }
}
