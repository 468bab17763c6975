package dev.eventbind.processor.header;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The front end's JVM is kept between headers: what it names only is read in full later, from the unit it kept
 * or from the header parsed again; a process that is gone is replaced; an answer is reused only while the
 * files it read are unchanged.
 */
class FrontEndProcessTest {

    private static final Target LINUX = Target.of("x86_64-linux-gnu", null, null);

    private static Path header(String name, String text) throws IOException {
        Path file = Files.createTempDirectory("eventbind-process").resolve(name);
        Files.writeString(file, text);
        return file;
    }

    @Test
    void aFunctionNamedInAnEarlierAnswerIsReadInFullAfterAnotherHeader() throws IOException {
        Path first = header("first.h", "#include <stdint.h>\ntypedef struct q_st *q_t;\n"
                + "int32_t firstRecord(q_t queue, uint64_t flags);\n");
        Path second = header("second.h", "short secondFunction(double value);\n");
        CHeader parsedFirst = WidthsTest.parse(first, LINUX, List.of());
        CHeader parsedSecond = WidthsTest.parse(second, LINUX, List.of());
        assertEquals(2, parsedSecond.function("secondFunction").orElseThrow().returns().bytes());
        // The front end now keeps the second unit: the first is parsed again for this function.
        CFunction record = parsedFirst.function("firstRecord").orElseThrow();
        assertEquals(List.of("queue", "flags"), record.parameters().stream().map(CParameter::name).toList());
        assertEquals("q_t", record.parameters().getFirst().type().typedef());
        assertEquals(8, record.parameters().get(1).type().bytes());
        assertEquals("struct q_st *", parsedFirst.typedef("q_t").orElseThrow().canonical());
        assertTrue(parsedFirst.function("firstRecorder").isEmpty());
        assertEquals("firstRecord", parsedFirst.nearest("firstRecorder").orElseThrow());
    }

    /** Ends this JVM's front ends (another libclang named by another test has one of its own). */
    private static void endFrontEnds() {
        List<ProcessHandle> frontEnds = ProcessHandle.current().children()
                .filter(child -> child.info().commandLine().orElse("").contains("FrontEndMain")).toList();
        assertFalse(frontEnds.isEmpty());
        for (ProcessHandle frontEnd : frontEnds) {
            frontEnd.destroyForcibly();
            frontEnd.onExit().orTimeout(30, TimeUnit.SECONDS).join();
        }
    }

    @Test
    void whatIsReadAheadNeedsTheFrontEndNoMore() throws IOException {
        Path file = header("ahead.h", "#define aheadRecord aheadRecord_v2\nint aheadRecord_v2(void *event);\n"
                + "typedef unsigned short ahead_t;\nint aheadOther(int value);\n");
        CHeader parsed = WidthsTest.parse(file, LINUX, List.of());
        parsed.readAhead(List.of("aheadRecord", "ahead_t", "aheadMissing"));
        endFrontEnds();
        Files.delete(file);
        // Both were read in full before the front end and the header went: no request is needed for them.
        assertEquals(1, parsed.function("aheadRecord_v2").orElseThrow().parameters().size());
        assertEquals(2, parsed.typedef("ahead_t").orElseThrow().bytes());
        assertTrue(parsed.function("aheadMissing").isEmpty());
        // One left named only needs the header again, which is gone: a failure saying so.
        IllegalStateException failure = assertThrows(IllegalStateException.class,
                () -> parsed.function("aheadOther"));
        assertTrue(failure.getMessage().contains("aheadOther"), failure.getMessage());
    }

    @Test
    void aFrontEndThatIsGoneIsStartedAgain() throws IOException {
        Path first = header("gone.h", "long goneFunction(int value);\n");
        CHeader parsed = WidthsTest.parse(first, LINUX, List.of());
        endFrontEnds();
        // The unit it kept is gone with it: a fresh process parses the header again for the details.
        assertEquals(8, parsed.function("goneFunction").orElseThrow().returns().bytes());
        Path second = header("again.h", "float againFunction(void);\n");
        assertEquals(4, WidthsTest.parse(second, LINUX, List.of()).function("againFunction").orElseThrow()
                .returns().bytes());
    }

    @Test
    void aHeaderChangedSinceItsAnswerIsParsedAgain() throws IOException {
        Path file = header("changing.h", "int changingFunction(int value);\n");
        assertEquals(4, WidthsTest.parse(file, LINUX, List.of()).function("changingFunction").orElseThrow()
                .parameters().getFirst().type().bytes());
        Files.writeString(file, "int changingFunction(long long value);\n");
        Files.setLastModifiedTime(file, FileTime.fromMillis(Files.getLastModifiedTime(file).toMillis() + 2000));
        assertEquals(8, WidthsTest.parse(file, LINUX, List.of()).function("changingFunction").orElseThrow()
                .parameters().getFirst().type().bytes());
    }
}
