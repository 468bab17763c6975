package dev.eventbind.cli;

import dev.eventbind.discovery.BackendProbe;
import java.io.PrintStream;
import java.util.List;

/** {@code eventbind backends}: one row per backend jar, saying what was loaded and whether it is ready. */
final class BackendsCommand {

    /** Driver version strings can run to a hundred characters (PoCL's lists its build options). */
    private static final int VERSION_WIDTH = 36;
    /** Wide enough for the longest usual install path of a library. */
    private static final int LIBRARY_WIDTH = 56;
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

    /**
     * The library file loaded, or every candidate tried. A candidate is shown as the name or path tried (the
     * part of the attempt before " -> "), the candidates comma-separated and wrapped: the loader's message for
     * each is the same "cannot open" on most machines, and {@code profile --backend NAME} prints them in full.
     */
    static String library(BackendProbe probe) {
        if (probe.library().isPresent()) {
            return probe.library().get();
        }
        if (probe.attempts().isEmpty()) {
            return "-";
        }
        List<String> candidates = probe.attempts().stream()
                .map(attempt -> attempt.contains(" -> ") ? attempt.substring(0, attempt.indexOf(" -> ")) : attempt)
                .toList();
        return "none loaded; tried\n" + Table.wrap(String.join(", ", candidates), LIBRARY_WIDTH);
    }

    /** "ready", or "unavailable: " and the reason (the vendor's error name where the driver gave one). */
    static String state(BackendProbe probe) {
        if (probe.ready()) {
            return "ready";
        }
        String reason = probe.reason().orElse("unknown reason");
        // Some probes repeat the backend in their reason; the row already names it.
        String repeated = probe.backend() + " backend unavailable: ";
        return "unavailable: " + (reason.startsWith(repeated) ? reason.substring(repeated.length()) : reason);
    }
}
