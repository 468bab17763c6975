package dev.eventbind.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** What the user asked the {@code eventbind} command to do, as parsed from its arguments. */
public sealed interface Command {

    /** {@code eventbind} with no command: list the backends, then profile on the host backend. */
    record Demo(Profile profile) implements Command {
    }

    /**
     * {@code eventbind backends}: one row per backend jar with its state.
     *
     * @param classpath jars and folders given with {@code --classpath}, searched for more backends
     */
    record ListBackends(List<Path> classpath) implements Command {
        public ListBackends {
            classpath = List.copyOf(classpath);
        }
    }

    /**
     * {@code eventbind profile}: run the built-in two-stream workload under the profiler.
     *
     * @param backend the backend named with {@code --backend}; empty for the best ready one
     * @param trace where the trace-event JSON goes
     * @param iterations how many measured times the workload runs
     * @param warmup how many runs before those are left out of every result
     * @param format how the statistics are printed
     * @param classpath jars and folders given with {@code --classpath}, searched for backends and workloads
     * @param progress whether {@code --progress} asked for progress where stderr is not a terminal
     */
    record Profile(Optional<String> backend, Path trace, int iterations, int warmup, Format format,
            List<Path> classpath, boolean progress) implements Command {
        public Profile {
            classpath = List.copyOf(classpath);
        }
    }

    /** {@code eventbind help}: print usage. */
    record Help() implements Command {
    }

    /** {@code eventbind --version}: print the command's version and the Java it runs on. */
    record Version() implements Command {
    }

    /** How {@code profile} prints its statistics. */
    enum Format {
        /** Aligned columns for a terminal (the default). */
        TABLE,
        /** One JSON document (schema in docs/command.md). */
        JSON,
        /** RFC 4180 comma-separated values, one header line. */
        CSV
    }
}
