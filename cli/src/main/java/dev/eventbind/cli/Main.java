package dev.eventbind.cli;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.api.DriverException;
import dev.eventbind.discovery.BackendProvider;
import dev.eventbind.discovery.Backends;
import dev.eventbind.discovery.UnknownBackendException;
import dev.eventbind.profile.ProfileException;
import java.io.IOException;
import java.io.PrintStream;
import java.util.List;

/**
 * The {@code eventbind} command: lists the backends on the classpath, and profiles a built-in workload with
 * device events, printing a table and writing a trace-event JSON timeline.
 */
public final class Main {

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
            case Command.Demo(Command.Profile profile) -> {
                Backends backends = Backends.discover();
                BackendsCommand.print(backends.probes(), out);
                out.println();
                yield profile(backends, profile);
            }
        };
    }

    private ExitCode profile(Backends backends, Command.Profile profile) {
        try {
            BackendProvider chosen = backends.pick(profile.backend().orElse(null));
            return ProfileCommand.run(chosen.open(), profile, out, err);
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
