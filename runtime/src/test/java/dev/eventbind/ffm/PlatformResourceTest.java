package dev.eventbind.ffm;

import static java.lang.foreign.ValueLayout.JAVA_INT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.BackendUnavailableException;
import java.io.IOException;
import java.lang.foreign.FunctionDescriptor;
import java.lang.invoke.MethodHandle;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A library shipped in a jar under a platform folder ({@code {platform}} in the resource path): found on the
 * platform it was built for, and on any other one a typed "no NAME library for os-arch", never a crash.
 */
class PlatformResourceTest {

    private static final Path LIBRARY = Path.of(System.getProperty("eventbind.test.library", "missing"));
    private static final NativeSymbol ADD = new NativeSymbol("ebtest_add",
            FunctionDescriptor.of(JAVA_INT, JAVA_INT, JAVA_INT), false, false);
    /** A fresh resource name per test: extracted libraries are cached per resource for the whole JVM. */
    private static final AtomicInteger NAMES = new AtomicInteger();

    private final String file = "libebplatform" + NAMES.incrementAndGet() + ".so";
    private final String resource = "/dev/eventbind/test/{platform}/" + file;

    @Test
    void osAndArchPropertiesBecomeTheFolderNamesJarsUse() {
        assertEquals("linux-x86_64", Platform.of("Linux", "amd64").toString());
        assertEquals("macos-aarch64", Platform.of("Mac OS X", "aarch64").toString());
        assertEquals("windows-x86_64", Platform.of("Windows 11", "amd64").toString());
        assertEquals("linux-aarch64", Platform.of("Linux", "arm64").toString());
        assertEquals("freebsd-riscv64", Platform.of("FreeBSD", "riscv64").toString());
    }

    @Test
    void theLibraryForThisPlatformIsLoadedFromItsFolder(@TempDir Path jar) throws Throwable {
        LinkedLibrary library = withJar(jar, "linux-x86_64", () -> link(new Platform("linux", "x86_64")));

        assertTrue(library.ready(), String.valueOf(library.failure()));
        assertTrue(library.path().orElseThrow().endsWith(file), library.path().toString());
        MethodHandle add = library.handle("ebtest_add");
        assertEquals(7, (int) add.invokeExact(3, 4));
    }

    @Test
    void onAnotherPlatformTheBackendIsUnavailableWithNoLibraryForThatPlatform(@TempDir Path jar) {
        LinkedLibrary library = withJar(jar, "linux-x86_64", () -> link(new Platform("macos", "aarch64")));

        assertFalse(library.ready());
        BackendUnavailableException failure = library.failure().orElseThrow();
        assertEquals("EBTEST backend unavailable: no EBTEST library for macos-aarch64",
                failure.getMessage().lines().findFirst().orElseThrow());
        assertEquals("resource /dev/eventbind/test/macos-aarch64/" + file + " -> not on the classpath",
                failure.attempts().getFirst());
        MethodHandle add = library.handle("ebtest_add");
        assertThrows(BackendUnavailableException.class, () -> {
            int ignored = (int) add.invokeExact(3, 4);
        });
    }

    @Test
    void aLibraryThatIsThereButDoesNotLoadIsNotReportedAsMissing(@TempDir Path jar) throws IOException {
        Path folder = Files.createDirectories(jar.resolve("dev/eventbind/test/linux-x86_64"));
        Files.writeString(folder.resolve(file), "not an ELF file");
        LinkedLibrary library = withClassLoader(jar, () -> link(new Platform("linux", "x86_64")));

        String summary = library.failure().orElseThrow().getMessage().lines().findFirst().orElseThrow();
        assertEquals("EBTEST backend unavailable: no candidate library could be loaded", summary);
    }

    private LinkedLibrary link(Platform platform) {
        LibraryPlan plan = new LibraryPlan("EBTEST", resource, List.of("libebtest_absent.so"), List.of(), List.of(),
                List.of(), "", "");
        return NativeLinker.link(plan, List.of(ADD), name -> null, OsFamily.UNIX, platform);
    }

    /** Runs {@code body} with a jar-like folder holding the test library under {@code platform}'s folder. */
    private LinkedLibrary withJar(Path jar, String platform, java.util.function.Supplier<LinkedLibrary> body) {
        try {
            Path folder = Files.createDirectories(jar.resolve("dev/eventbind/test/" + platform));
            Files.copy(LIBRARY, folder.resolve(file));
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        return withClassLoader(jar, body);
    }

    /** The context class loader is where the runtime looks for resources first. */
    private static LinkedLibrary withClassLoader(Path jar, java.util.function.Supplier<LinkedLibrary> body) {
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        try (URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, previous)) {
            thread.setContextClassLoader(loader);
            return body.get();
        } catch (IOException e) {
            throw new AssertionError(e);
        } finally {
            thread.setContextClassLoader(previous);
        }
    }
}
