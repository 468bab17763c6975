package dev.eventbind.cli;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.cli.profile.TraceFile;
import dev.eventbind.cli.profile.Words;
import dev.eventbind.discovery.Backends;
import dev.eventbind.discovery.UnknownBackendException;
import dev.eventbind.profile.ProfileException;
import java.io.Console;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.function.Function;

/**
 * The {@code eventbind} command: lists the backends on the class path (and the user's jars), and profiles a
 * built-in workload with device events, printing statistics and writing a trace-event JSON timeline.
 */
public final class Main {

    /** The backend the demo profiles on: eventbind's own CPU device, shipped inside its jar. */
    static final String DEMO_BACKEND = "host";
    /** The terminal width assumed when {@code COLUMNS} does not say. */
    static final int DEFAULT_COLUMNS = 80;
    /**
     * The narrowest the table output is fitted to: a narrower {@code COLUMNS} gets this width, where every
     * figure of a window still fits on a line with its label.
     */
    static final int MIN_COLUMNS = 40;
    /** The system property the launchers set to {@code true} or {@code false}: whether stderr is a terminal. */
    static final String STDERR_TERMINAL = "eventbind.stderr.terminal";

    private final PrintStream out;
    private final PrintStream err;
    private final Map<String, String> environment;

    private Main(PrintStream out, PrintStream err, Map<String, String> environment) {
        this.out = out;
        this.err = err;
        this.environment = environment;
    }

    /** Runs the command and exits with its {@link ExitCode}. */
    public static void main(String[] args) {
        System.exit(run(args, System.getenv(), System.out, System.err).status());
    }

    /** {@link #run(String[], Map, PrintStream, PrintStream)} in this process's environment. */
    public static ExitCode run(String[] args, PrintStream out, PrintStream err) {
        return run(args, System.getenv(), out, err);
    }

    /**
     * Runs the command with its output going to {@code out} and messages and progress to {@code err}.
     *
     * @param environment where {@code EVENTBIND_CLASSPATH} and {@code COLUMNS} are read
     * @return what happened, as the process would exit with it
     */
    public static ExitCode run(String[] args, Map<String, String> environment, PrintStream out, PrintStream err) {
        Main main = new Main(out, err, Map.copyOf(environment));
        try {
            return main.dispatch(CommandLine.parse(List.of(args)));
        } catch (UsageException usage) {
            err.println("eventbind: " + usage.getMessage());
            err.println();
            err.print(CommandLine.USAGE);
            return ExitCode.USAGE;
        } finally {
            out.flush();
            err.flush();
        }
    }

    /**
     * The width the table output fits: {@code COLUMNS} when it is a whole number, but at least
     * {@link #MIN_COLUMNS}; {@link #DEFAULT_COLUMNS} when it is unset or not a number.
     */
    int columns() {
        return columns(environment);
    }

    /** {@link #columns()} for this environment. */
    static int columns(Map<String, String> environment) {
        String text = environment.getOrDefault("COLUMNS", "").strip();
        if (!text.matches("\\d{1,9}")) {
            return DEFAULT_COLUMNS;
        }
        return Math.max(MIN_COLUMNS, Integer.parseInt(text));
    }

    /**
     * Whether stderr is a terminal, where progress is shown unasked. The launcher knows ({@code [ -t 2 ]}) and says
     * so in {@value #STDERR_TERMINAL}; without it, the JVM's console stands in (stdin and stdout a terminal).
     */
    // System.console() is still null when the JVM runs with -Djdk.console=java.base and no terminal.
    @SuppressWarnings("SystemConsoleNull")
    static boolean stderrIsTerminal() {
        String said = System.getProperty(STDERR_TERMINAL);
        if (said != null) {
            return Boolean.parseBoolean(said);
        }
        Console console = System.console();
        return console != null && console.isTerminal();
    }

    private ExitCode dispatch(Command command) throws UsageException {
        return switch (command) {
            case Command.Help() -> {
                out.print(CommandLine.USAGE);
                yield ExitCode.OK;
            }
            case Command.Version() -> {
                out.print(Version.text());
                yield ExitCode.OK;
            }
            case Command.ListBackends(List<Path> classpath) -> withJars(classpath,
                    loader -> BackendsCommand.print(Backends.discover(loader).probes(), out, columns()));
            case Command.Profile profile -> withJars(profile.classpath(),
                    loader -> profile(Backends.discover(loader), profile, loader));
            case Command.Demo(Command.Profile profile) -> withJars(profile.classpath(),
                    loader -> demo(Backends.discover(loader), profile, loader));
        };
    }

    /**
     * Runs {@code action} with the user's jars in reach: passed as the loader for discovery, and the thread's
     * context loader meanwhile, where a backend looks for the native library its jar ships.
     */
    private ExitCode withJars(List<Path> classpath, Function<ClassLoader, ExitCode> action) throws UsageException {
        try (UserJars jars = UserJars.open(classpath, environment, Main.class.getClassLoader())) {
            Thread thread = Thread.currentThread();
            ClassLoader previous = thread.getContextClassLoader();
            thread.setContextClassLoader(jars.loader());
            try {
                return action.apply(jars.loader());
            } finally {
                thread.setContextClassLoader(previous);
            }
        }
    }

    /**
     * The first-minute demo: the backend table, then a profile on the host backend, which every machine has, so
     * the demo shows the same thing everywhere; the best ready backend when the host one cannot load, and the
     * named one with {@code --backend}. The table is left out when the results are for a program.
     */
    private ExitCode demo(Backends backends, Command.Profile profile, ClassLoader loader) {
        if (profile.format() == Command.Format.TABLE) {
            BackendsCommand.print(backends.probes(), out, columns());
            out.println();
        }
        boolean hostReady = backends.probes().stream()
                .anyMatch(probe -> probe.backend().equals(DEMO_BACKEND) && probe.ready());
        if (!hostReady || profile.backend().isPresent()) {
            return profile(backends, profile, loader);
        }
        if (profile.format() == Command.Format.TABLE) {
            backends.best().filter(best -> !best.name().equals(DEMO_BACKEND)).ifPresent(best -> out.println(
                    Table.wrap("The demo profiles on host, eventbind's CPU device; './eventbind profile' uses the"
                            + " best ready backend, " + best.name() + ".", columns())));
        }
        return profile(backends, new Command.Profile(Optional.of(DEMO_BACKEND), profile.trace(),
                profile.iterations(), profile.warmup(), profile.format(), profile.classpath(), profile.progress()),
                loader);
    }

    /** Backends that hold driver state (an OpenCL context) are closed; a failure there is only reported. */
    private void release(EventApi<?, ?> api) {
        if (api instanceof AutoCloseable closeable) {
            try {
                closeable.close();
            } catch (Exception failed) {
                err.println("eventbind: warning: closing " + Words.a(api.backend()) + " backend failed: "
                        + failed.getMessage());
            }
        }
    }

    private ExitCode profile(Backends backends, Command.Profile profile, ClassLoader loader) {
        TraceFile trace;
        try {
            trace = TraceFile.open(profile.trace());
        } catch (IOException unwritable) {
            err.println("eventbind: cannot write the trace " + profile.trace() + ": " + TraceFile.reason(unwritable));
            return ExitCode.DRIVER_FAILURE;
        }
        try (trace) {
            EventApi<?, ?> api = backends.pick(profile.backend().orElse(null)).open();
            try {
                boolean terminal = stderrIsTerminal();
                return ProfileCommand.run(api, profile, trace, new ProfileCommand.Output(out, err, columns(), loader,
                        terminal || profile.progress(), terminal));
            } finally {
                release(api);
            }
        } catch (UnknownBackendException unknown) {
            err.println("eventbind: " + unknown.getMessage());
            return ExitCode.UNKNOWN_BACKEND;
        } catch (BackendUnavailableException unavailable) {
            err.println("eventbind: " + unavailable.getMessage());
            return ExitCode.NO_READY_BACKEND;
        } catch (DriverException | ProfileException failure) {
            err.println("eventbind: profile failed: " + failure.getMessage());
            return ExitCode.DRIVER_FAILURE;
        } catch (IOException write) {
            err.println("eventbind: cannot write the trace " + profile.trace() + ": " + TraceFile.reason(write));
            return ExitCode.DRIVER_FAILURE;
        } catch (ServiceConfigurationError broken) { // a jar's services file naming a missing or failing class
            err.println("eventbind: a workload on the class path cannot be loaded: " + broken.getMessage()
                    + (broken.getCause() == null ? "" : " (" + broken.getCause() + ")"));
            return ExitCode.USAGE;
        }
    }
}
