package dev.eventbind.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.TestInfo;

/**
 * Golden files: the exact text of generated sources, stored as
 * {@code goldens/<TestClass>/<testMethod>/<Name>.java}. Run with {@code -Deventbind.updateGoldens=true} to
 * rewrite them from the current generator, then review the diff.
 */
final class Goldens {

    private static final Path ROOT = Path.of(System.getProperty("eventbind.test.goldens",
            "src/test/resources/goldens"));
    private static final boolean UPDATE = Boolean.getBoolean("eventbind.updateGoldens");

    private Goldens() {
    }

    /** Asserts that the generated source {@code qualifiedName} equals its golden (or rewrites the golden). */
    static void check(Compilation compilation, TestInfo test, String qualifiedName) {
        Path golden = ROOT.resolve(test.getTestClass().orElseThrow().getSimpleName())
                .resolve(test.getTestMethod().orElseThrow().getName())
                .resolve(qualifiedName.substring(qualifiedName.lastIndexOf('.') + 1) + ".java");
        if (UPDATE) {
            write(golden, generated(compilation, qualifiedName));
        }
        assertThat(compilation).generatedSourceFile(qualifiedName).contentsAsUtf8String().isEqualTo(read(golden));
    }

    private static String generated(Compilation compilation, String qualifiedName) {
        JavaFileObject file = compilation.generatedSourceFile(qualifiedName).orElseThrow();
        try {
            return file.getCharContent(true).toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void write(Path golden, String text) {
        try {
            Files.createDirectories(golden.getParent());
            Files.writeString(golden, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String read(Path golden) {
        try {
            return Files.readString(golden, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("no golden at " + golden + "; run with -Deventbind.updateGoldens=true", e);
        }
    }
}
