package dev.eventbind.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.eventbind.api.EventApi;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * The backend the processor generates for the Level Zero-shaped spec (specs/test/FakeZe.java), compiled once and
 * loaded against the fake library this module's build compiles from src/test/native/fakeze.c, with its test
 * controls (FakeZeControl) as generated downcalls.
 */
final class FakeZeBackend {

    static final Path LIBRARY = Path.of(System.getProperty("eventbind.test.native", "target/native"),
            "libfakeze.so");

    private static ClassLoader loader;

    private FakeZeBackend() {
    }

    /** The class loader of the generated classes; compiles them on first use. */
    static synchronized ClassLoader loader() {
        if (loader == null) {
            assertTrue(Files.isRegularFile(LIBRARY), LIBRARY + " is built by the processor module's build");
            System.setProperty("eventbind.fakeze.library", LIBRARY.toString());
            Compilation compilation = Compilations.compile(Compilations.FAKE_ZE, Compilations.FAKE_ZE_CONTROL);
            assertThat(compilation).succeeded();
            try {
                loader = GeneratedClasses.load(compilation, Files.createTempDirectory("fakeze-classes"));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return loader;
    }

    /** A newly opened generated backend. */
    @SuppressWarnings("unchecked")
    static EventApi<Object, Object> open() {
        return (EventApi<Object, Object>) invoke(type("test.FakeZeEvents"), null, "open");
    }

    /** Calls a test control of the fake library through its generated downcall. */
    static Object control(String name, Object... arguments) {
        Object functions = invoke(type("test.FakeZeControlFunctions"), null, "open");
        return invoke(functions.getClass(), functions, name, arguments);
    }

    /** The native event an event of the generated backend is recorded as now. */
    static Object handle(Object event) {
        return invoke(event.getClass(), event, "handle");
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
