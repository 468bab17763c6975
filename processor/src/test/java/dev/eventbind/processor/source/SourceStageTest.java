package dev.eventbind.processor.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The spec is read once, by the {@code source} stage: no class of the processor outside it reads an annotation,
 * so every check and the model work over the plain records {@link SpecReader} builds.
 */
class SourceStageTest {

    private static final Path MAIN = Path.of("src/main/java/dev/eventbind/processor");

    /** The calls that read an annotation from an element, or the values written in one. */
    private static final Pattern READS = Pattern.compile("\\.(getAnnotation|getAnnotationMirrors"
            + "|getAnnotationsByType|getAllAnnotationMirrors|getElementValues|getElementValuesWithDefaults)\\(");

    @Test
    void onlyTheSourceStageReadsAnnotations() throws IOException {
        List<Path> readers = readers();
        List<String> outside = readers.stream().filter(file -> !file.startsWith(MAIN.resolve("source")))
                .map(file -> MAIN.relativize(file).toString()).sorted().toList();
        assertEquals(List.of(), outside, "classes outside the source stage that read annotations");
    }

    @Test
    void theScanSeesTheReaders() throws IOException {
        // The scan above would pass on an empty or moved tree; the reader itself must be found by it.
        List<Path> readers = readers();
        assertTrue(readers.contains(MAIN.resolve("source/SpecReader.java")), "SpecReader not found among " + readers);
        assertTrue(readers.contains(MAIN.resolve("source/SpecAnnotations.java")),
                "SpecAnnotations not found among " + readers);
    }

    private static List<Path> readers() throws IOException {
        assertTrue(Files.isDirectory(MAIN), MAIN.toAbsolutePath() + " is not the processor's source folder");
        try (Stream<Path> files = Files.walk(MAIN)) {
            return files.filter(file -> file.toString().endsWith(".java")).filter(SourceStageTest::reads).toList();
        }
    }

    private static boolean reads(Path file) {
        try {
            return READS.matcher(Files.readString(file)).find();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
