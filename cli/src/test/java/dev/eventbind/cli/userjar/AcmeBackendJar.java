package dev.eventbind.cli.userjar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * A backend jar built the way a user outside this build makes one: a spec for "Acme" (the host runtime compiled
 * under {@code acme*} symbol names by the test build, shipped inside the jar) and a {@code Workload} of its own,
 * compiled by javac with the eventbind processor, then packed with the processor's services file and the
 * library. Nothing of it is on the command's class path.
 */
public final class AcmeBackendJar {

    /** The backend's name, as the spec gives it. */
    public static final String BACKEND = "Acme";
    /** What its workload says of itself in the profile header. */
    public static final String WORKLOAD = "work: Acme's own workload, worker-thread sleeps";

    private static final String LIBRARY_RESOURCE = "com/example/acme/linux-x86_64/libacme.so";

    private static final String SPEC = """
            package com.example.acme;

            import dev.eventbind.spec.Bind;
            import dev.eventbind.spec.Downcall;
            import dev.eventbind.spec.EventBackend;
            import dev.eventbind.spec.Library;
            import dev.eventbind.spec.Op;
            import dev.eventbind.spec.Rank;
            import dev.eventbind.spec.Status;
            import java.lang.foreign.MemorySegment;

            @EventBackend(name = "Acme", rank = Rank.PORTABLE,
                    library = @Library(resource = "/%s", names = {"libacme.so"},
                            overrideProperty = "acme.library", overrideEnv = "ACME_LIBRARY"),
                    status = @Status(success = 0, notReady = 600, poisoned = {700, 719}))
            public interface AcmeRuntime {
                @Bind(value = Op.EVENT_CREATE, symbol = "acmeEventCreateWithFlags", flags = 0)
                int acmeEventCreateWithFlags(MemorySegment event, int flags);
                @Bind(value = Op.EVENT_DESTROY, symbol = "acmeEventDestroy")
                int acmeEventDestroy(MemorySegment event);
                @Bind(value = Op.EVENT_RECORD, symbol = "acmeEventRecord")
                int acmeEventRecord(MemorySegment event, MemorySegment stream);
                @Bind(value = Op.EVENT_WAIT, symbol = "acmeEventSynchronize")
                int acmeEventSynchronize(MemorySegment event);
                @Bind(value = Op.EVENT_ELAPSED, symbol = "acmeEventElapsedTime")
                int acmeEventElapsedTime(MemorySegment millis, MemorySegment start, MemorySegment end);
                @Bind(value = Op.STREAM_WAIT_EVENT, symbol = "acmeStreamWaitEvent")
                int acmeStreamWaitEvent(MemorySegment stream, MemorySegment event, int flags);
                @Bind(value = Op.STREAM_SYNCHRONIZE, symbol = "acmeStreamSynchronize")
                int acmeStreamSynchronize(MemorySegment stream);
                @Bind(value = Op.STREAM_CREATE, symbol = "acmeStreamCreateWithFlags", flags = 1)
                int acmeStreamCreateWithFlags(MemorySegment stream, int flags);
                @Bind(value = Op.STREAM_DESTROY, symbol = "acmeStreamDestroy")
                int acmeStreamDestroy(MemorySegment stream);
                @Bind(value = Op.ERROR_NAME, symbol = "acmeGetErrorName")
                MemorySegment acmeGetErrorName(int status);
                @Bind(value = Op.ERROR_MESSAGE, symbol = "acmeGetErrorString")
                MemorySegment acmeGetErrorString(int status);
                @Bind(value = Op.VERSION, symbol = "acmeRuntimeGetVersion")
                int acmeRuntimeGetVersion(MemorySegment version);
                @Downcall(symbol = "ebhEnqueueSleep")
                int ebhEnqueueSleep(MemorySegment stream, long micros);
            }
            """.formatted(LIBRARY_RESOURCE);

    /** Calls the generated class's raw work downcall, as HostWorkload does for the host backend. */
    private static final String WORKLOAD_SOURCE = """
            package com.example.acme;

            import dev.eventbind.api.DriverException;
            import dev.eventbind.api.EventApi;
            import dev.eventbind.cli.workload.Workload;

            public final class AcmeWorkload implements Workload {
                @Override
                public String backend() {
                    return "Acme";
                }

                @Override
                public String description() {
                    return "%s";
                }

                @Override
                public <S> Work<S> bind(EventApi<?, S> api) {
                    // The raw functions, acquired once: they are restricted like a JDK restricted method.
                    AcmeRuntimeFunctions acme = AcmeRuntimeFunctions.open();
                    return (stream, micros) -> {
                        int status = acme.ebhEnqueueSleep(((AcmeRuntimeEvents.Stream) stream).handle(), micros);
                        if (status != 0) {
                            throw new DriverException("Acme", "ebhEnqueueSleep", status, "status " + status,
                                    "sleep refused", false);
                        }
                    };
                }
            }
            """.formatted(WORKLOAD);

    private AcmeBackendJar() {
    }

    /** Builds {@code acme-backend.jar} in {@code dir} and returns its path. */
    public static Path build(Path dir) throws IOException {
        Path sources = Files.createDirectories(dir.resolve("src/com/example/acme"));
        Files.writeString(sources.resolve("AcmeRuntime.java"), SPEC);
        Files.writeString(sources.resolve("AcmeWorkload.java"), WORKLOAD_SOURCE);
        Path classes = Files.createDirectories(dir.resolve("classes"));
        compile(classes, List.of(sources.resolve("AcmeRuntime.java"), sources.resolve("AcmeWorkload.java")));
        Path services = Files.createDirectories(classes.resolve("META-INF/services"));
        Files.writeString(services.resolve("dev.eventbind.cli.workload.Workload"), "com.example.acme.AcmeWorkload\n");
        assertTrue(Files.isRegularFile(services.resolve("dev.eventbind.discovery.BackendProvider")),
                "the processor registered the generated provider");
        Path library = classes.resolve(LIBRARY_RESOURCE);
        Files.createDirectories(library.getParent());
        Files.copy(Path.of(System.getProperty("eventbind.test.acmeLibrary")), library);
        Path jar = dir.resolve("acme-backend.jar");
        pack(classes, jar);
        return jar;
    }

    private static void compile(Path classes, List<Path> sources) {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        StringWriter diagnostics = new StringWriter();
        List<String> options = List.of("-d", classes.toString(), "-classpath", System.getProperty("java.class.path"),
                "-processor", "dev.eventbind.processor.EventBindProcessor", "-proc:full");
        try (var files = javac.getStandardFileManager(null, null, null)) {
            boolean compiled = javac.getTask(diagnostics, files, null, options, null,
                    files.getJavaFileObjectsFromPaths(sources)).call();
            assertEquals(true, compiled, diagnostics.toString());
        } catch (IOException closing) {
            throw new AssertionError(closing);
        }
    }

    private static void pack(Path classes, Path jar) throws IOException {
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar));
                Stream<Path> files = Files.walk(classes)) {
            for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
                out.putNextEntry(new JarEntry(classes.relativize(file).toString().replace('\\', '/')));
                Files.copy(file, out);
                out.closeEntry();
            }
        }
    }
}
