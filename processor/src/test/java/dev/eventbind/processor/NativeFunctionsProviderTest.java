package dev.eventbind.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.discovery.BackendProbe;
import dev.eventbind.discovery.BackendProvider;
import dev.eventbind.processor.validation.Rule;
import dev.eventbind.spec.Rank;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.ServiceLoader;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A {@code @NativeFunctions} backend whose {@code EventApi} is written by hand declares its provider with
 * {@code events}: the processor writes {@code <Spec>Provider} and its services entry, which discovery finds, and
 * refuses an events class the provider could not call.
 */
class NativeFunctionsProviderTest {

    /** A spec over the C library's clock, naming its hand-written events class. */
    static final String SPEC_TEXT = """
            package test;

            import dev.eventbind.spec.Downcall;
            import dev.eventbind.spec.Library;
            import dev.eventbind.spec.NativeFunctions;
            import dev.eventbind.spec.Rank;
            import java.lang.foreign.MemorySegment;

            @NativeFunctions(name = "Clock",
                    library = @Library(names = {"libc.so.6"}, overrideProperty = "eventbind.clock.library",
                            overrideEnv = "EVENTBIND_CLOCK_LIBRARY"),
                    events = ClockEvents.class, rank = Rank.HOST)
            public interface Clock {

                @Downcall(symbol = "clock_gettime")
                int clockGettime(int clock, MemorySegment time);
            }
            """;
    private static final JavaFileObject SPEC = Compilations.source("Clock", SPEC_TEXT);

    /** The hand-written events class: ready when the functions link, never opened in this test. */
    static final String EVENTS_TEXT = """
            package test;

            import dev.eventbind.api.BackendUnavailableException;
            import dev.eventbind.api.EventApi;
            import dev.eventbind.discovery.BackendProbe;
            import dev.eventbind.spec.Rank;
            import java.util.List;
            import java.util.Optional;

            public final class ClockEvents {

                private ClockEvents() {
                }

                public static BackendProbe probe() {
                    return BackendProbe.ready("Clock", Rank.HOST, ClockFunctions.library().path().orElse(null),
                            Optional.empty());
                }

                public static EventApi<Object, Object> open() {
                    throw new BackendUnavailableException("Clock", "a clock has no events", List.of(), null);
                }
            }
            """;
    private static final JavaFileObject EVENTS = Compilations.source("ClockEvents", EVENTS_TEXT);

    @TempDir
    Path classes;

    @Test
    void theProviderIsGeneratedAndRegisteredAndDiscoveryFindsIt() throws IOException {
        Compilation compilation = Compilations.compile(SPEC, EVENTS);

        assertThat(compilation).succeededWithoutWarnings();
        String services = compilation.generatedFile(StandardLocation.CLASS_OUTPUT,
                "META-INF/services/dev.eventbind.discovery.BackendProvider").orElseThrow()
                .getCharContent(true).toString();
        assertTrue(services.lines().anyMatch("test.ClockProvider"::equals), services);

        ClassLoader loader = GeneratedClasses.load(compilation, classes);
        List<BackendProvider> found = ServiceLoader.load(BackendProvider.class, loader).stream()
                .map(ServiceLoader.Provider::get).filter(p -> p.getClass().getName().equals("test.ClockProvider"))
                .toList();
        assertEquals(1, found.size(), "discovery finds the generated provider");
        BackendProvider provider = found.getFirst();
        assertEquals("Clock", provider.name());
        assertEquals(Rank.HOST, provider.rank());
        BackendProbe probe = provider.probe();
        assertTrue(probe.ready(), probe.toString());
        BackendUnavailableException refused = assertThrows(BackendUnavailableException.class, provider::open);
        assertTrue(refused.getMessage().contains("a clock has no events"), refused.getMessage());
    }

    @Test
    void withoutEventsNoProviderIsWritten() {
        Compilation compilation = Compilations.compile(Compilations.source("Clock", Compilations.text(SPEC)
                .replace("events = ClockEvents.class, ", "")));

        assertThat(compilation).succeeded();
        assertFalse(compilation.generatedSourceFile("test.ClockProvider").isPresent());
        assertFalse(compilation.generatedFile(StandardLocation.CLASS_OUTPUT,
                "META-INF/services/dev.eventbind.discovery.BackendProvider").isPresent());
    }

    @Test
    void anEventsClassWithoutProbeIsAnErrorOnTheAttribute() {
        assertRefused(Compilations.text(EVENTS).replace("probe()", "check()"),
                "[EventBindProvider] a @NativeFunctions spec's events class is a public class with public static"
                        + " probe() returning BackendProbe and public static open() returning an EventApi, neither"
                        + " taking a parameter: test.ClockEvents has no probe()");
    }

    @Test
    void anOpenThatReturnsNoEventApiIsAnError() {
        assertRefused(Compilations.text(EVENTS).replace("public static EventApi<Object, Object> open()",
                "public static String open()"), "test.ClockEvents.open() returns java.lang.String, not an EventApi");
    }

    @Test
    void anOpenThatThrowsACheckedExceptionIsAnErrorOnTheAttributeNotAProviderThatFailsToCompile() {
        assertRefused(Compilations.text(EVENTS).replace("public static EventApi<Object, Object> open()",
                "public static EventApi<Object, Object> open() throws dev.eventbind.api.DriverException,"
                        + " IllegalStateException"), "test.ClockEvents.open() throws"
                        + " dev.eventbind.api.DriverException, which BackendProvider.open() cannot: a backend that"
                        + " cannot open throws the unchecked BackendUnavailableException, with the driver's failure"
                        + " as its cause");
    }

    @Test
    void anInstanceProbeIsAnError() {
        assertRefused(Compilations.text(EVENTS).replace("public static BackendProbe probe()",
                "public BackendProbe probe()"), "test.ClockEvents.probe() is not public static");
    }

    @Test
    void aClassOutsideItsPackageReachIsAnError() {
        assertRefused(Compilations.text(EVENTS).replace("public final class ClockEvents", "final class ClockEvents"),
                "test.ClockEvents is not a public top-level or static nested class");
    }

    /** For the error corpus: an events class whose open() takes a parameter, on the spec's events attribute. */
    static CorpusCase corpusCase() {
        return CorpusCase.of("an events class whose open() takes a parameter", Rule.PROVIDER,
                "test.ClockEvents has no open()", SPEC, "events = ClockEvents.class")
                .alongside(Compilations.source("ClockEvents", Compilations.text(EVENTS)
                        .replace("open()", "open(int device)")));
    }

    private static void assertRefused(String events, String message) {
        Compilation compilation = Compilations.compile(SPEC, Compilations.source("ClockEvents", events));

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining(message);
        assertThat(compilation).hadErrorContaining("[EventBindProvider]");
        assertThat(compilation).hadErrorCount(1);
    }
}
