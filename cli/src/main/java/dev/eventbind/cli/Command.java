package dev.eventbind.cli;

import java.nio.file.Path;
import java.util.Optional;

/** What the user asked the {@code eventbind} command to do, as parsed from its arguments. */
public sealed interface Command {

    /** {@code eventbind} with no arguments: list the backends, then profile on the best one. */
    record Demo(Profile profile) implements Command {
    }

    /** {@code eventbind backends}: one row per backend jar with its state. */
    record ListBackends() implements Command {
    }

    /**
     * {@code eventbind profile}: run the built-in two-stream workload under the profiler.
     *
     * @param backend the backend named with {@code --backend}; empty for the best ready one
     * @param trace where the trace-event JSON goes
     * @param iterations how many times the workload runs
     */
    record Profile(Optional<String> backend, Path trace, int iterations) implements Command {
    }

    /** {@code eventbind help}: print usage. */
    record Help() implements Command {
    }
}
