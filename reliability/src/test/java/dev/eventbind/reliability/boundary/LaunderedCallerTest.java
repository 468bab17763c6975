package dev.eventbind.reliability.boundary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.EventApi;
import dev.eventbind.backend.cuda.CudaRuntimeEvents;
import dev.eventbind.backend.cuda.driver.CudaDriverEvents;
import dev.eventbind.backend.hip.HipRuntimeEvents;
import dev.eventbind.backend.host.HostRuntimeEvents;
import dev.eventbind.backend.opencl.OpenClEvents;
import java.io.File;
import java.io.IOException;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.lang.reflect.Method;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;
import java.util.stream.Collectors;
import org.jspecify.annotations.NullMarked;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The native-access boundary against a caller that launders its calls through the JDK. Every restricted entry of
 * eventbind's jars (found in their class files, {@link RestrictedEntries}) is called by every route
 * {@link IntruderSource} writes, from a named module granted no native access, in a JVM of its own with the
 * runtime and backend modules granted it. Under {@code --illegal-native-access=deny} each attempt is refused and
 * the JVM lives (the arguments are wild addresses); under {@code warn} each goes ahead after one warning per
 * calling module, as the JDK's own restricted methods do.
 */
class LaunderedCallerTest {

    private static final List<Class<?>> MODULES = List.of(EventApi.class, HostRuntimeEvents.class,
            OpenClEvents.class, CudaRuntimeEvents.class, CudaDriverEvents.class, HipRuntimeEvents.class);
    private static final Pattern LINE = Pattern.compile("(\\S+) via (.+): (refused|proceeded.*)");
    private static final Pattern WARNING = Pattern.compile(
            "WARNING: .* has been called by .+ in (module \\S+|an unnamed module)$", Pattern.MULTILINE);

    @TempDir
    static Path work;

    private static final List<Path> jars = new ArrayList<>();
    private static List<Method> entries;
    private static Path intruder;

    @BeforeAll
    static void compileTheIntruder() throws Exception {
        List<Path> locations = new ArrayList<>();
        for (Class<?> module : MODULES) {
            Path location = Path.of(module.getProtectionDomain().getCodeSource().getLocation().toURI());
            locations.add(location);
            jars.add(asJar(location, moduleName(location)));
        }
        List<RestrictedEntries.Entry> found = RestrictedEntries.in(locations,
                LaunderedCallerTest.class.getClassLoader());
        List<String> unmarked = found.stream().filter(entry -> !entry.annotated() || !entry.checks())
                .map(entry -> entry.describe() + (entry.annotated() ? " never checks its caller"
                        : " checks its caller but is not @Restricted"))
                .toList();
        assertEquals(List.of(), unmarked, "every entry that checks its caller carries @Restricted, and back");
        entries = found.stream().map(RestrictedEntries.Entry::method).toList();
        Set<String> names = entries.stream().map(m -> m.getDeclaringClass().getSimpleName() + "." + m.getName())
                .collect(Collectors.toSet());
        for (String expected : List.of("CStrings.read", "NativeLinker.load", "NativeLinker.link",
                "LinkedLibrary.downcall", "HostRuntimeFunctions.open", "Stream.adopt", "Stream.borrow",
                "OpenClQueues.sharing", "OpenClEvents.open", "OpenClEvents.eventAdopt", "CudaDriverFunctions.open")) {
            assertTrue(names.contains(expected), "the scan finds " + expected + " among " + names);
        }

        Path sources = Files.createDirectories(work.resolve("src/intruder"));
        Files.writeString(sources.resolve("Main.java"), IntruderSource.main(entries));
        Files.writeString(sources.resolve("Provider.java"), IntruderSource.provider());
        StringBuilder module = new StringBuilder("module eventbind.intruder {\n");
        for (Path jar : jars) {
            module.append("    requires ").append(moduleName(jar)).append(";\n");
        }
        module.append("    uses java.lang.Runnable;\n    provides java.lang.Runnable with intruder.Provider;\n}\n");
        Files.writeString(work.resolve("src/module-info.java"), module);
        intruder = work.resolve("intruder");
        // JSpecify's annotations: the runtime requires them static transitive, so a module compiled against it
        // reads them (a build tool brings the jar with the runtime); the intruder's runs need none.
        Path jspecify = Path.of(NullMarked.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        int status = ToolProvider.findFirst("javac").orElseThrow().run(System.out, System.err, "-nowarn", "-d",
                intruder.toString(), "--module-path", modulePath(List.of(jspecify)),
                work.resolve("src/module-info.java").toString(), sources.resolve("Main.java").toString(),
                sources.resolve("Provider.java").toString());
        assertEquals(0, status, "the intruder module compiles");
    }

    @Test
    void underDenyEveryRouteToEveryEntryIsRefusedAndTheJvmLives() throws Exception {
        Run run = run("deny");

        assertEquals(0, run.status(), "the intruder JVM ends normally\n" + run);
        Attempts attempts = attempts(run);
        List<String> let = attempts.lines().stream().filter(line -> !line.endsWith(": refused")).toList();
        assertEquals(List.of(), let, "calls let through under deny\n" + run);
        System.out.printf("native-access boundary under deny: %d attempts on %d entries refused; not exercised"
                + " (no receiver on this machine): %s%n", attempts.lines().size(), entries.size(),
                attempts.unavailable());
    }

    @Test
    void underWarnEveryRouteProceedsAfterOneWarningPerCallingModule() throws Exception {
        Run run = run("warn");

        assertEquals(0, run.status(), "the intruder JVM ends normally\n" + run);
        Attempts attempts = attempts(run);
        List<String> refused = attempts.lines().stream().filter(line -> line.endsWith(": refused")).toList();
        assertEquals(List.of(), refused, "calls refused under warn\n" + run);
        List<String> warned = new ArrayList<>();
        Matcher warning = WARNING.matcher(run.err());
        while (warning.find()) {
            warned.add(warning.group(1));
        }
        assertEquals(1, warned.stream().filter("module eventbind.intruder"::equals).count(),
                "one warning for the intruder module\n" + run);
        assertEquals(warned.size(), new LinkedHashSet<>(warned).size(), "one warning per module\n" + run);
        System.out.printf("native-access boundary under warn: %d attempts went ahead; warned modules: %s%n",
                attempts.lines().size(), warned);
    }

    private record Attempts(List<String> lines, List<String> unavailable) {
    }

    /** The attempt lines; every entry with a receiver must have one line per route, none missing. */
    private static Attempts attempts(Run run) {
        List<String> lines = run.out().lines().filter(line -> LINE.matcher(line).matches()).toList();
        List<String> unavailable = run.out().lines().filter(line -> line.contains(": no receiver: ")).toList();
        int expected = 0;
        for (Method entry : entries) {
            String name = entry.getDeclaringClass().getCanonicalName() + "." + entry.getName();
            if (unavailable.stream().noneMatch(line -> line.startsWith(name + ":"))) {
                expected += IntruderSource.routes(entry).size();
            }
        }
        assertEquals(expected, lines.size(), "one line per route of every entry\n" + run);
        return new Attempts(lines, unavailable);
    }

    private record Run(int status, String out, String err) {
        @Override
        public String toString() {
            return "exit " + status + "\n--- out\n" + out + "--- err\n" + err;
        }
    }

    private static Run run(String mode) throws IOException, InterruptedException {
        String granted = jars.stream().map(LaunderedCallerTest::moduleName).collect(Collectors.joining(","));
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--module-path", modulePath(List.of(intruder)), "--enable-native-access=" + granted,
                "--illegal-native-access=" + mode, "-m", "eventbind.intruder/intruder.Main", mode);
        Path out = work.resolve(mode + "-out.txt");
        Path err = work.resolve(mode + "-err.txt");
        Process process = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile())
                .start();
        assertTrue(process.waitFor(120, TimeUnit.SECONDS), "the intruder JVM ends");
        return new Run(process.exitValue(), Files.readString(out), Files.readString(err));
    }

    private static String modulePath(List<Path> first) {
        List<Path> path = new ArrayList<>(first);
        path.addAll(jars);
        return path.stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator));
    }

    /** {@code location} as a jar: a classes folder is packed into one named {@code name}. */
    private static Path asJar(Path location, String name) throws IOException, URISyntaxException {
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
