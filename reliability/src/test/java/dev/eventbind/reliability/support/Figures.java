package dev.eventbind.reliability.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Where the reliability tests put what they measured: one line per figure on standard output and appended to
 * {@code target/reliability-figures.txt}, which docs/reliability.md's figures are taken from.
 */
public final class Figures {

    private static final Path FILE = Path.of("target", "reliability-figures.txt");

    private Figures() {
    }

    /** Prints and keeps one line, prefixed with the scale of the run. */
    public static synchronized void report(String line) {
        String full = "[" + Scale.current().name().toLowerCase(java.util.Locale.ROOT) + "] " + line;
        System.out.println("reliability: " + full);
        try {
            Files.createDirectories(FILE.getParent());
            Files.writeString(FILE, full + System.lineSeparator(), StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
