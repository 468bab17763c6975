package dev.eventbind.cli;

import java.io.File;
import java.math.BigInteger;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Turns the command's arguments into a {@link Command}. Every mistake is a {@link UsageException} naming the
 * offending argument; nothing is guessed.
 */
final class CommandLine {

    /** Where the trace goes unless {@code --trace} says otherwise. */
    static final Path DEFAULT_TRACE = Path.of("eventbind-trace.json");
    /** Enough iterations for a steady table, short enough to finish well under a second on the host backend. */
    static final int DEFAULT_ITERATIONS = 5;
    /** Enough to take the first run's one-off costs (driver warm-up, buffer first touch, JIT) out of the figures. */
    static final int DEFAULT_WARMUP = 2;
    /** Keeps a typo such as an extra zero from tying up a device for minutes. */
    static final int MAX_ITERATIONS = 10_000;

    static final String USAGE = """
            usage: eventbind [COMMAND] [OPTIONS]

            With no command: list the backends, then profile on the host backend (the
            best ready one when it cannot load); it takes the profile options.

            commands:
              backends [--classpath PATH]
                                   list every backend and whether it is ready
              profile [OPTIONS]    time a built-in workload on two streams
                --backend NAME     use this backend, by its name or its artifact's
                                   (cuda-driver), any case (default: the best ready)
                --trace FILE       write the trace-event JSON here
                                   (default eventbind-trace.json)
                --iterations N     measure the workload N times (default %d, at most %d)
                --warmup N         run it N times before, left out of the results
                                   (default %d)
                --format FORMAT    table, json or csv (default table)
                --classpath PATH   more jars or class folders with backends and
                                   workloads, separated by '%s'; EVENTBIND_CLASSPATH
                                   adds more the same way
                --progress         show progress on stderr even when it is not a
                                   terminal (on a terminal it is shown anyway)
              help                 print this text
              version, --version   print the version

            Tables fit COLUMNS, at least %d wide; json and csv are never wrapped.

            exit status: 0 done, 1 a driver call or the trace file failed (its
                         folder missing, say), 2 bad arguments (a number out of
                         range, a --classpath entry that is not a jar or folder),
                         3 unknown backend, 4 no ready backend
            """.formatted(DEFAULT_ITERATIONS, MAX_ITERATIONS, DEFAULT_WARMUP, File.pathSeparator, Main.MIN_COLUMNS);

    private static final Set<String> BACKENDS_OPTIONS = Set.of("--classpath");
    private static final Set<String> PROFILE_OPTIONS =
            Set.of("--backend", "--trace", "--iterations", "--warmup", "--format", "--classpath", "--progress");
    /** Options that take no value: present or not. */
    private static final Set<String> FLAGS = Set.of("--progress");

    private CommandLine() {
    }

    /** Parses {@code args} (the words after the program name). */
    static Command parse(List<String> args) throws UsageException {
        if (args.isEmpty()) {
            return new Command.Demo(profile(Map.of()));
        }
        String first = args.getFirst();
        Deque<String> rest = new ArrayDeque<>(args.subList(1, args.size()));
        return switch (first) {
            case "backends" -> new Command.ListBackends(classpath(options("backends", BACKENDS_OPTIONS, rest)));
            case "profile" -> profile(options("profile", PROFILE_OPTIONS, rest));
            case "help", "-h", "--help" -> alone(first, rest, new Command.Help());
            case "version", "--version" -> alone(first, rest, new Command.Version());
            default -> {
                if (!first.startsWith("--")) {
                    throw new UsageException("unknown command '" + first
                            + "' (expected backends, profile, help or version)");
                }
                yield new Command.Demo(profile(options("the demo", PROFILE_OPTIONS, new ArrayDeque<>(args))));
            }
        };
    }

    private static Command alone(String command, Deque<String> rest, Command parsed) throws UsageException {
        if (!rest.isEmpty()) {
            throw new UsageException("'" + command + "' takes no arguments, got '" + rest.getFirst() + "'");
        }
        return parsed;
    }

    private static Map<String, String> options(String command, Set<String> known, Deque<String> rest)
            throws UsageException {
        Map<String, String> values = new HashMap<>();
        while (!rest.isEmpty()) {
            String word = rest.removeFirst();
            int equals = word.indexOf('=');
            String name = equals < 0 ? word : word.substring(0, equals);
            if (!known.contains(name)) {
                throw new UsageException("unknown option '" + word + "' for " + command + " (expected "
                        + (known.size() == 1 ? "" : "one of ") + String.join(", ", known.stream().sorted().toList())
                        + ")");
            }
            if (FLAGS.contains(name)) {
                if (equals >= 0) {
                    throw new UsageException("option " + name + " takes no value, got '" + word + "'");
                }
                if (values.putIfAbsent(name, "") != null) {
                    throw new UsageException("option " + name + " given twice");
                }
                continue;
            }
            String value = equals < 0 ? rest.pollFirst() : word.substring(equals + 1);
            if (value == null || value.isBlank() || (equals < 0 && value.startsWith("--"))) {
                throw new UsageException("option " + name + " needs a value");
            }
            if (values.putIfAbsent(name, value) != null) {
                throw new UsageException("option " + name + " given twice");
            }
        }
        return values;
    }

    private static Command.Profile profile(Map<String, String> options) throws UsageException {
        Optional<String> backend = Optional.ofNullable(options.get("--backend"));
        Path trace = options.containsKey("--trace") ? path("--trace", options.get("--trace")) : DEFAULT_TRACE;
        int iterations = count("--iterations", options, DEFAULT_ITERATIONS, 1);
        int warmup = count("--warmup", options, DEFAULT_WARMUP, 0);
        return new Command.Profile(backend, trace, iterations, warmup, format(options.get("--format")),
                classpath(options), options.containsKey("--progress"));
    }

    private static Command.Format format(@Nullable String text) throws UsageException {
        if (text == null) {
            return Command.Format.TABLE;
        }
        try {
            return Command.Format.valueOf(text.strip().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException unknown) {
            throw new UsageException("--format must be table, json or csv, got '" + text + "'");
        }
    }

    /** The {@code --classpath} entries, split at the platform's path separator; empty entries are skipped. */
    private static List<Path> classpath(Map<String, String> options) throws UsageException {
        List<Path> entries = new ArrayList<>();
        String value = options.get("--classpath");
        if (value != null) {
            for (String entry : value.split(File.pathSeparator, -1)) {
                if (!entry.isBlank()) {
                    entries.add(path("--classpath", entry));
                }
            }
        }
        return entries;
    }

    private static Path path(String option, String text) throws UsageException {
        try {
            return Path.of(text);
        } catch (InvalidPathException invalid) {
            throw new UsageException(option + " is not a usable file name: " + invalid.getMessage());
        }
    }

    private static int count(String option, Map<String, String> options, int fallback, int least)
            throws UsageException {
        String text = options.get(option);
        if (text == null) {
            return fallback;
        }
        if (!text.matches("[+-]?\\d+")) {
            throw new UsageException(option + " needs a whole number, got '" + text + "'");
        }
        // Compared as a big number, so a number past int's range is out of range too, not "not a number".
        BigInteger value = new BigInteger(text);
        if (value.compareTo(BigInteger.valueOf(least)) < 0
                || value.compareTo(BigInteger.valueOf(MAX_ITERATIONS)) > 0) {
            throw new UsageException(option + " " + text + " is out of range (" + least + " to " + MAX_ITERATIONS
                    + ")");
        }
        return value.intValueExact();
    }
}
