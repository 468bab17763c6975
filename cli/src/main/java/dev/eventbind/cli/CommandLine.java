package dev.eventbind.cli;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Turns the command's arguments into a {@link Command}. Every mistake is a {@link UsageException} naming the
 * offending argument; nothing is guessed.
 */
final class CommandLine {

    /** Where the trace goes unless {@code --trace} says otherwise. */
    static final Path DEFAULT_TRACE = Path.of("eventbind-trace.json");
    /** Enough iterations for a steady table, short enough to finish well under a second on the host backend. */
    static final int DEFAULT_ITERATIONS = 5;
    /** Keeps a typo such as an extra zero from tying up a device for minutes. */
    static final int MAX_ITERATIONS = 10_000;

    static final String USAGE = """
            usage: eventbind [COMMAND] [OPTIONS]

            With no command: list the backends, then profile on the host backend (the best ready one
when the host backend cannot load).

            commands:
              backends                  list every backend on the classpath and whether it is ready
              profile [OPTIONS]         time a built-in workload on two streams with device events
                --backend NAME          use this backend (default: the best ready one)
                --trace FILE            write the trace-event JSON here (default eventbind-trace.json)
                --iterations N          run the workload N times (default %d, at most %d)
              help                      print this text

            exit status: 0 done, 1 a driver call or the trace file failed, 2 bad arguments,
                         3 unknown backend, 4 no ready backend
            """.formatted(DEFAULT_ITERATIONS, MAX_ITERATIONS);

    private static final Set<String> PROFILE_OPTIONS = Set.of("--backend", "--trace", "--iterations");

    private CommandLine() {
    }

    /** Parses {@code args} (the words after the program name). */
    static Command parse(List<String> args) throws UsageException {
        if (args.isEmpty()) {
            return new Command.Demo(profile(Map.of()));
        }
        Deque<String> rest = new ArrayDeque<>(args.subList(1, args.size()));
        return switch (args.getFirst()) {
            case "backends" -> {
                requireEmpty("backends", rest);
                yield new Command.ListBackends();
            }
            case "profile" -> profile(options(rest));
            case "help", "-h", "--help" -> new Command.Help();
            default -> throw new UsageException("unknown command '" + args.getFirst()
                    + "' (expected backends, profile or help)");
        };
    }

    private static void requireEmpty(String command, Deque<String> rest) throws UsageException {
        if (!rest.isEmpty()) {
            throw new UsageException("'" + command + "' takes no arguments, got '" + rest.getFirst() + "'");
        }
    }

    private static Map<String, String> options(Deque<String> rest) throws UsageException {
        Map<String, String> values = new HashMap<>();
        while (!rest.isEmpty()) {
            String word = rest.removeFirst();
            int equals = word.indexOf('=');
            String name = equals < 0 ? word : word.substring(0, equals);
            if (!PROFILE_OPTIONS.contains(name)) {
                throw new UsageException("unknown option '" + word + "' for profile (expected one of "
                        + String.join(", ", PROFILE_OPTIONS.stream().sorted().toList()) + ")");
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
        Path trace = options.containsKey("--trace") ? path(options.get("--trace")) : DEFAULT_TRACE;
        int iterations = options.containsKey("--iterations")
                ? iterations(options.get("--iterations"))
                : DEFAULT_ITERATIONS;
        return new Command.Profile(backend, trace, iterations);
    }

    private static Path path(String text) throws UsageException {
        try {
            return Path.of(text);
        } catch (InvalidPathException invalid) {
            throw new UsageException("--trace is not a usable file name: " + invalid.getMessage());
        }
    }

    private static int iterations(String text) throws UsageException {
        int value;
        try {
            value = Integer.parseInt(text);
        } catch (NumberFormatException notANumber) {
            throw new UsageException("--iterations needs a whole number, got '" + text + "'");
        }
        if (value < 1 || value > MAX_ITERATIONS) {
            throw new UsageException("--iterations must be between 1 and " + MAX_ITERATIONS + ", got " + value);
        }
        return value;
    }
}
