package dev.eventbind.cli;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.discovery.Backends;
import dev.eventbind.discovery.UnknownBackendException;
import dev.eventbind.profile.ProfileException;
import java.io.IOException;
import java.io.PrintStream;
import java.util.List;
import java.util.Optional;

/**
 * The {@code eventbind} command: lists the backends on the classpath, and profiles a built-in workload with
 * device events, printing a table and writing a trace-event JSON timeline.
 */
public final class Main {

    /** The backend the demo profiles on: eventbind's own CPU device, shipped inside its jar. */
    static final String DEMO_BACKEND = "host";

    private final PrintStream out;
    private final PrintStream err;

    private Main(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    /** Runs the command and exits with its {@link ExitCode}. */
    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err).status());
    }

    /**
     * Runs the command with its output going to {@code out} and messages and progress to {@code err}.
     *
     * @return what happened, as the process would exit with it
     */
    public static ExitCode run(String[] args, PrintStream out, PrintStream err) {
        Main main = new Main(out, err);
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

    private ExitCode dispatch(Command command) {
        return switch (command) {
            case Command.Help() -> {
                out.print(CommandLine.USAGE);
                yield ExitCode.OK;
            }
            case Command.ListBackends() -> BackendsCommand.print(Backends.discover().probes(), out);
            case Command.Profile profile -> profile(Backends.discover(), profile);
            case Command.Demo(Command.Profile profile) -> demo(Backends.discover(), profile);
        };
    }

    /**
     * The first-minute demo: the backend table, then a profile on the host backend, which every machine has, so
     * the demo shows the same thing everywhere; the best ready backend when the host one cannot load.
     */
    private ExitCode demo(Backends backends, Command.Profile profile) {
        BackendsCommand.print(backends.probes(), out);
        out.println();
        boolean hostReady = backends.probes().stream()
                .anyMatch(probe -> probe.backend().equals(DEMO_BACKEND) && probe.ready());
        if (!hostReady) {
            return profile(backends, profile);
        }
        backends.best().filter(best -> !best.name().equals(DEMO_BACKEND)).ifPresent(best -> out.println(
                "The demo profiles on host, eventbind's CPU device; './eventbind profile' uses the best ready"
                        + " backend, " + best.name() + "."));
        return profile(backends, new Command.Profile(Optional.of(DEMO_BACKEND), profile.trace(),
                profile.iterations()));
    }

    /** Backends that hold driver state (an OpenCL context) are closed; a failure there is only reported. */
    private void release(EventApi<?, ?> api) {
        if (api instanceof AutoCloseable closeable) {
            try {
                closeable.close();
            } catch (Exception failed) {
                err.println("eventbind: warning: closing the " + api.backend() + " backend failed: "
                        + failed.getMessage());
            }
        }
    }

    private ExitCode profile(Backends backends, Command.Profile profile) {
        try {
            EventApi<?, ?> api = backends.pick(profile.backend().orElse(null)).open();
            try {
                return ProfileCommand.run(api, profile, out, err);
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
            err.println("eventbind: cannot write the trace " + profile.trace() + ": " + write.getMessage());
            return ExitCode.DRIVER_FAILURE;
        }
    }
}
