package dev.eventbind.cli;

import dev.eventbind.discovery.BackendProbe;
import java.io.PrintStream;
import java.util.List;

/** {@code eventbind backends}: one row per backend jar, saying what was loaded and whether it is ready. */
final class BackendsCommand {

    /** Driver version strings can run to a hundred characters (PoCL's lists its build options). */
    private static final int VERSION_WIDTH = 36;
    /** Wide enough for a vendor error name and a short message on one line. */
    private static final int STATE_WIDTH = 60;

    private BackendsCommand() {
    }

    /** Prints the table for {@code probes} and which backend {@code profile} would pick. */
    static ExitCode print(List<BackendProbe> probes, PrintStream out) {
        if (probes.isEmpty()) {
            out.println("No backend jars on the classpath.");
            return ExitCode.NO_READY_BACKEND;
        }
        Table table = Table.of("backend", "rank", "library", "version", "state");
        for (BackendProbe probe : probes) {
            table.row(probe.backend(), probe.rank().name(), library(probe),
                    Table.wrap(probe.version().orElse("-"), VERSION_WIDTH), Table.wrap(state(probe), STATE_WIDTH));
        }
        out.print(table.render());
        out.println(probes.stream().filter(BackendProbe::ready).findFirst()
                .map(best -> "best ready backend: " + best.backend())
                .orElse("no backend is ready on this machine"));
        return ExitCode.OK;
    }

    /** The library file loaded, or every candidate tried, one per line. */
    static String library(BackendProbe probe) {
        if (probe.library().isPresent()) {
            return probe.library().get();
        }
        return probe.attempts().isEmpty() ? "-" : String.join("\n", probe.attempts());
    }

    /** "ready", or "unavailable: " and the reason (the vendor's error name where the driver gave one). */
    static String state(BackendProbe probe) {
        return probe.ready() ? "ready" : "unavailable: " + probe.reason().orElse("unknown reason");
    }
}
