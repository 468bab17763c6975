package dev.eventbind.gpu;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Optional;

/**
 * The report test-gpu/run-on-gpu.sh assembles: when the system property {@code eventbind.gpu.reportDir} names a
 * folder, measured figures and per-test results are appended there as Markdown lines; otherwise nothing is
 * written.
 */
public final class GpuReport {

    /** The system property naming the report folder. */
    public static final String DIRECTORY_PROPERTY = "eventbind.gpu.reportDir";

    private GpuReport() {
    }

    /** Appends one figure line (an accuracy comparison, a placement check) to {@code figures.md}. */
    public static void figure(String line) {
        append("figures.md", "- " + line);
        System.out.println("figure: " + line);
    }

    /** Appends one test's result line to {@code results.md}. */
    static void result(String line) {
        append("results.md", line);
    }

    private static synchronized void append(String file, String line) {
        Optional<Path> directory = Optional.ofNullable(System.getProperty(DIRECTORY_PROPERTY))
                .filter(name -> !name.isBlank()).map(Path::of);
        if (directory.isEmpty()) {
            return;
        }
        try {
            Files.createDirectories(directory.get());
            Files.writeString(directory.get().resolve(file), line + System.lineSeparator(), StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the GPU report in " + directory.get(), e);
        }
    }
}
