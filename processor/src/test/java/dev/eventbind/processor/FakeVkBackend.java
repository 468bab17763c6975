package dev.eventbind.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.eventbind.api.EventApi;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * The backend the processor generates for the Vulkan-shaped spec (specs/test/FakeVk.java), compiled once and
 * loaded against the fake library this module's build compiles from src/test/native/fakevk.c, with its test
 * controls (FakeVkControl) as generated downcalls.
 */
final class FakeVkBackend {

    static final Path LIBRARY = Path.of(System.getProperty("eventbind.test.native", "target/native"),
            "libfakevk.so");

    private static ClassLoader loader;

    private FakeVkBackend() {
    }

    /** The class loader of the generated classes; compiles them on first use. */
    static synchronized ClassLoader loader() {
        if (loader == null) {
            assertTrue(Files.isRegularFile(LIBRARY), LIBRARY + " is built by the processor module's build");
            System.setProperty("eventbind.fakevk.library", LIBRARY.toString());
            Compilation compilation = Compilations.compile(Compilations.FAKE_VK, Compilations.FAKE_VK_CONTROL);
            assertThat(compilation).succeeded();
            try {
                loader = GeneratedClasses.load(compilation, Files.createTempDirectory("fakevk-classes"));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return loader;
    }

    /** A newly opened generated backend. */
    @SuppressWarnings("unchecked")
    static EventApi<Object, Object> open() {
        return (EventApi<Object, Object>) invoke(type("test.FakeVkEvents"), null, "open");
    }

    /** Calls a test control of the fake library through its generated downcall. */
    static Object control(String name, Object... arguments) {
        Object functions = invoke(type("test.FakeVkControlFunctions"), null, "open");
        return invoke(functions.getClass(), functions, name, arguments);
    }

    /** The fake's one device, as the raw {@code vkCreateDevice} answers it. */
    static MemorySegment device() {
        Object raw = invoke(type("test.FakeVkFunctions"), null, "open");
        try (Arena arena = Arena.ofConfined()) {
            MemorySegment info = arena.allocate(80, 8);
            info.set(ValueLayout.JAVA_INT, 0, 3); // VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO
            MemorySegment out = arena.allocate(ValueLayout.ADDRESS);
            Object status = invoke(raw.getClass(), raw, "createDevice", MemorySegment.NULL, info, MemorySegment.NULL,
                    out);
            if (!Integer.valueOf(0).equals(status)) {
                throw new AssertionError("vkCreateDevice failed: " + status);
            }
            return out.get(ValueLayout.ADDRESS, 0);
        }
    }

    /** The native event an event of the generated backend is recorded as now. */
    static MemorySegment handle(Object event) {
        return (MemorySegment) invoke(event.getClass(), event, "handle");
    }

    /** How many native events an event of the generated backend holds. */
    static int nativeEvents(Object event) {
        return (int) invoke(event.getClass(), event, "nativeEvents");
    }

    static Class<?> type(String name) {
        try {
            return loader().loadClass(name);
        } catch (ClassNotFoundException e) {
            throw new AssertionError(name, e);
        }
    }

    private static Object invoke(Class<?> type, Object target, String name, Object... arguments) {
        Method method = Arrays.stream(type.getMethods()).filter(m -> m.getName().equals(name)
                && m.getParameterCount() == arguments.length).findFirst()
                .orElseThrow(() -> new AssertionError(type + " has no " + name));
        try {
            return method.invoke(target, arguments);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException unchecked) {
                throw unchecked;
            }
            throw new AssertionError(name, e.getCause());
        } catch (IllegalAccessException e) {
            throw new AssertionError(name, e);
        }
    }
}
