package dev.eventbind.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * One in-process run of the command with its stdout and stderr captured.
 *
 * @param exit what the process would exit with
 * @param out everything printed to stdout
 * @param err everything printed to stderr
 */
public record CliRun(ExitCode exit, String out, String err) {

    /** Runs {@link Main#run} with {@code args}. */
    public static CliRun of(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        ExitCode exit;
        try (PrintStream outStream = new PrintStream(out, true, StandardCharsets.UTF_8);
                PrintStream errStream = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            exit = Main.run(args, outStream, errStream);
        }
        return new CliRun(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
