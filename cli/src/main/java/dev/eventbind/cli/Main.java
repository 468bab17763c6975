package dev.eventbind.cli;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.api.DriverException;
import dev.eventbind.discovery.BackendProbe;
import dev.eventbind.discovery.BackendProvider;
import dev.eventbind.profile.ProfileException;
import java.io.IOException;
import java.io.PrintStream;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

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
            case Command.ListBackends() -> BackendsCommand.print(Discovery.probeAll().probes(), out);
            case Command.Profile profile -> profile(Discovery.probeAll(), profile);
            case Command.Demo(Command.Profile profile) -> {
                Discovery discovery = Discovery.probeAll();
                BackendsCommand.print(discovery.probes(), out);
                out.println();
                yield profile(discovery, profile);
            }
        };
    }

    private ExitCode profile(Discovery discovery, Command.Profile profile) {
        Optional<BackendProvider> chosen = profile.backend().isPresent()
                ? named(discovery, profile.backend().get())
                : best(discovery);
        if (chosen.isEmpty()) {
            return profile.backend().isPresent() && discovery.named(profile.backend().get()).isEmpty()
                    ? ExitCode.UNKNOWN_BACKEND
                    : ExitCode.NO_READY_BACKEND;
        }
        try {
            return ProfileCommand.run(chosen.get().open(), profile, out, err);
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

    private Optional<BackendProvider> named(Discovery discovery, String name) {
        Optional<BackendProvider> provider = discovery.named(name);
        if (provider.isEmpty()) {
            err.println("eventbind: unknown backend '" + name + "'; known backends: "
                    + (discovery.names().isEmpty() ? "none (no backend jar on the classpath)"
                            : String.join(", ", discovery.names())));
            return Optional.empty();
        }
        BackendProbe probe = discovery.probeOf(provider.get());
        if (!probe.ready()) {
            err.println("eventbind: backend " + probe.backend() + " is not ready: "
                    + probe.reason().orElse("unknown reason"));
            probe.attempts().forEach(attempt -> err.println("  tried " + attempt));
            return Optional.empty();
        }
        return provider;
    }

    private Optional<BackendProvider> best(Discovery discovery) {
        Optional<BackendProvider> best = discovery.best();
        if (best.isEmpty()) {
            err.println("eventbind: no ready backend on this machine"
                    + discovery.probes().stream()
                            .map(probe -> System.lineSeparator() + "  " + probe.backend() + ": "
                                    + BackendsCommand.state(probe))
                            .collect(Collectors.joining()));
        }
        return best;
    }
}
