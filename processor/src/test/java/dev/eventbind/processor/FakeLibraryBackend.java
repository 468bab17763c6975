package dev.eventbind.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.eventbind.api.EventApi;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.foreign.MemorySegment;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import javax.tools.JavaFileObject;

/**
 * The backend the processor generates for one of the fake-library specs, compiled once and loaded against the
 * fake library this module's build compiles from {@code src/test/native}, with the spec's test controls as
 * generated downcalls: the Level Zero-shaped one ({@code specs/test/FakeZe.java}, {@code fakeze.c}), the
 * Vulkan-shaped one ({@code specs/test/FakeVk.java}, {@code fakevk.c}) and the Level Zero-shaped one whose
 * descriptors come in every layout ({@code specs/test/DescriptorBytes.java}, {@code descriptor_bytes.c}).
 */
final class FakeLibraryBackend {

    static final FakeLibraryBackend LEVEL_ZERO = new FakeLibraryBackend("fakeze", "FakeZe", Compilations.FAKE_ZE,
            Compilations.FAKE_ZE_CONTROL);
    static final FakeLibraryBackend VULKAN = new FakeLibraryBackend("fakevk", "FakeVk", Compilations.FAKE_VK,
            Compilations.FAKE_VK_CONTROL);
    static final FakeLibraryBackend DESCRIPTOR_BYTES = new FakeLibraryBackend("descriptorbytes", "DescriptorBytes",
            Compilations.DESCRIPTOR_BYTES, Compilations.DESCRIPTOR_BYTES_CONTROL);

    /** Each spec's compilation, shared by the loaders of its backend. */
    private static final Map<String, Compilation> COMPILED = new ConcurrentHashMap<>();

    /** The fake library. */
    final Path library;
    private final String name;
    private final String spec;
    /** The key of its compilation: the library's name, and the variant's where the spec is a variant. */
    private final String compiled;
    private final JavaFileObject[] sources;
    private ClassLoader loader;

    private FakeLibraryBackend(String name, String spec, JavaFileObject... sources) {
        this(name, name, spec, sources);
    }

    private FakeLibraryBackend(String compiled, String name, String spec, JavaFileObject... sources) {
        this.compiled = compiled;
        this.library = Path.of(System.getProperty("eventbind.test.native", "target/native"), "lib" + name + ".so");
        this.name = name;
        this.spec = spec;
        this.sources = sources;
    }

    /**
     * The same backend in a class loader of its own, whose generated classes link when first used: for a test
     * that installs a fault plan first, which the shared loader's classes, linked by earlier tests, never read.
     */
    FakeLibraryBackend withOwnLoader() {
        return new FakeLibraryBackend(compiled, name, spec, sources);
    }

    /**
     * A variant of one of the specs on the same fake library ({@code name}), compiled once under {@code variant}:
     * for a spec that writes by hand what the pinned one binds.
     */
    static FakeLibraryBackend variant(String variant, String name, String spec, JavaFileObject... sources) {
        return new FakeLibraryBackend(variant, name, spec, sources);
    }

    /** The class loader of the generated classes; compiles them on first use. */
    synchronized ClassLoader loader() {
        if (loader == null) {
            assertTrue(Files.isRegularFile(library), library + " is built by the processor module's build");
            System.setProperty("eventbind." + name + ".library", library.toString());
            Compilation compilation = COMPILED.computeIfAbsent(compiled, key -> Compilations.compile(sources));
            assertThat(compilation).succeeded();
            try {
                loader = GeneratedClasses.load(compilation, Files.createTempDirectory(name + "-classes"));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return loader;
    }

    /** A newly opened generated backend. */
    @SuppressWarnings("unchecked")
    EventApi<Object, Object> open() {
        return (EventApi<Object, Object>) invoke(type("test." + spec + "Events"), null, "open");
    }

    /** Calls a test control of the fake library through its generated downcall. */
    Object control(String control, Object... arguments) {
        Object functions = invoke(type("test." + spec + "ControlFunctions"), null, "open");
        return invoke(functions.getClass(), functions, control, arguments);
    }

    /** The native event an event of the generated backend is recorded as now. */
    static MemorySegment handle(Object event) {
        return (MemorySegment) invoke(event.getClass(), event, "handle");
    }

    /** How many native events an event of the generated backend holds. */
    static int nativeEvents(Object event) {
        return (int) invoke(event.getClass(), event, "nativeEvents");
    }

    Class<?> type(String className) {
        try {
            return loader().loadClass(className);
        } catch (ClassNotFoundException e) {
            throw new AssertionError(className, e);
        }
    }

    /** Calls {@code method} by name and arity; an unchecked exception it throws is rethrown as it is. */
    static Object invoke(Class<?> type, Object target, String method, Object... arguments) {
        Method found = Arrays.stream(type.getMethods()).filter(m -> m.getName().equals(method)
                && m.getParameterCount() == arguments.length).findFirst()
                .orElseThrow(() -> new AssertionError(type + " has no " + method));
        try {
            return found.invoke(target, arguments);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException unchecked) {
                throw unchecked;
            }
            throw new AssertionError(method, e.getCause());
        } catch (IllegalAccessException e) {
            throw new AssertionError(method, e);
        }
    }
}
