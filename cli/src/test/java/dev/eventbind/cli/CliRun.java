package dev.eventbind.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/**
 * One in-process run of the command with its stdout and stderr captured.
 *
 * @param exit what the process would exit with
 * @param out everything printed to stdout
 * @param err everything printed to stderr
 */
public record CliRun(ExitCode exit, String out, String err) {

    /** The width the tables are read back at, unless a test asks for another. */
    public static final String WIDE = "200";

    /** Runs {@link Main#run} with {@code args} in a {@link #WIDE} terminal, without the user's jars. */
    public static CliRun of(String... args) {
        return of(Map.of(), args);
    }

    /** Runs {@link Main#run} with {@code args}, the process environment changed by {@code environment}. */
    public static CliRun of(Map<String, String> environment, String... args) {
        Map<String, String> merged = new HashMap<>(System.getenv());
        merged.remove("EVENTBIND_CLASSPATH");
        merged.put("COLUMNS", WIDE);
        merged.putAll(environment);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        ExitCode exit;
        try (PrintStream outStream = new PrintStream(out, true, StandardCharsets.UTF_8);
                PrintStream errStream = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            exit = Main.run(args, merged, outStream, errStream);
        }
        return new CliRun(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
