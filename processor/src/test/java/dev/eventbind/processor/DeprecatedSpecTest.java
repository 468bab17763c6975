package dev.eventbind.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A deprecated spec's generated classes implement or name it, so each is deprecated as the spec is: a build
 * with {@code -Xlint:deprecation -Werror} compiles them, and their users are told, as users of the spec are.
 */
class DeprecatedSpecTest {

    /** Deprecation warnings, beside every lint the compilations turn on, and any warning an error. */
    private static final List<String> STRICT = List.of("-Xlint:deprecation", "-Werror");

    /** The Clock functions spec of {@link NativeFunctionsProviderTest}, deprecated. */
    private static final JavaFileObject CLOCK = Compilations.source("Clock",
            markedDeprecated(NativeFunctionsProviderTest.SPEC_TEXT, "@NativeFunctions("));

    /** Its provider's hand-written events class, deprecated with it. */
    private static final JavaFileObject CLOCK_EVENTS = Compilations.source("ClockEvents",
            markedDeprecated(NativeFunctionsProviderTest.EVENTS_TEXT, "public final class ClockEvents"));

    @TempDir
    Path classes;

    @Test
    void aDeprecatedBackendsClassesAreDeprecatedAsItIsAndCompileWithDeprecationWarningsAsErrors()
            throws ReflectiveOperationException, IOException {
        JavaFileObject spec = Compilations.cudaRuntimeWith("public interface CudaRuntime {",
                "@Deprecated(since = \"2.1\", forRemoval = true)\npublic interface CudaRuntime {");

        Compilation compilation = Compilations.compile(STRICT, spec, Compilations.FAKE_CONTROL);

        assertThat(compilation).succeededWithoutWarnings();
        ClassLoader loader = GeneratedClasses.load(compilation, classes);
        for (String generated : List.of("test.CudaRuntimeEvents", "test.CudaRuntimeFunctions",
                "test.CudaRuntimeEventsProvider")) {
            Deprecated deprecated = Class.forName(generated, false, loader).getAnnotation(Deprecated.class);
            assertNotNull(deprecated, generated + " is not deprecated");
            assertEquals("2.1", deprecated.since(), generated);
            assertTrue(deprecated.forRemoval(), generated);
            assertTrue(Compilations.generated(compilation, generated).contains(
                    "@deprecated {@link CudaRuntime} is deprecated for removal."), generated);
        }
        // The control functions beside it are not deprecated, nor is anything generated from them.
        assertNull(Class.forName("test.FakeControlFunctions", false, loader).getAnnotation(Deprecated.class));
        assertFalse(Compilations.generated(compilation, "test.FakeControlFunctions").contains("@Deprecated"));
    }

    @Test
    void aDeprecatedFunctionsSpecsClassAndProviderAreDeprecatedWithoutSinceOrRemoval()
            throws ReflectiveOperationException {
        Compilation compilation = Compilations.compile(STRICT, CLOCK, CLOCK_EVENTS);

        assertThat(compilation).succeededWithoutWarnings();
        ClassLoader loader = GeneratedClasses.load(compilation, classes);
        for (String generated : List.of("test.ClockFunctions", "test.ClockProvider")) {
            Deprecated deprecated = Class.forName(generated, false, loader).getAnnotation(Deprecated.class);
            assertNotNull(deprecated, generated + " is not deprecated");
            assertEquals("", deprecated.since(), generated);
            assertFalse(deprecated.forRemoval(), generated);
        }
    }

    @Test
    void aSpecDeprecatedByItsJavadocTagAloneDeprecatesItsClassesToo() throws ReflectiveOperationException {
        JavaFileObject spec = Compilations.source("FakeControl", Compilations.text(Compilations.FAKE_CONTROL)
                .replace("/** The fake runtime's control functions, as plain typed downcalls. */",
                        "/**\n * The fake runtime's control functions.\n *\n * @deprecated no longer used\n */"));

        // dep-ann asks for the annotation beside the tag; the tag alone still deprecates the spec for javac.
        Compilation compilation = Compilations.compile(List.of("-Xlint:deprecation", "-Xlint:-dep-ann", "-Werror"),
                spec);

        assertThat(compilation).succeededWithoutWarnings();
        Deprecated deprecated = Class.forName("test.FakeControlFunctions", false,
                GeneratedClasses.load(compilation, classes)).getAnnotation(Deprecated.class);
        assertNotNull(deprecated, "test.FakeControlFunctions is not deprecated");
        assertEquals("", deprecated.since());
        assertFalse(deprecated.forRemoval());
    }

    /** {@code text} with {@code @Deprecated} on the line before {@code declaration}. */
    private static String markedDeprecated(String text, String declaration) {
        if (!text.contains(declaration)) {
            throw new IllegalArgumentException("the source has no " + declaration);
        }
        return text.replace(declaration, "@Deprecated\n" + declaration);
    }
}
