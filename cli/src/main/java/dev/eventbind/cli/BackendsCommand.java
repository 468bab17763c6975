package dev.eventbind.cli;

import dev.eventbind.discovery.BackendProbe;
import java.io.PrintStream;
import java.util.List;
import java.util.Optional;

/**
 * {@code eventbind backends}: one row per backend jar, saying what was loaded and whether it is ready. The table
 * is fitted to the terminal's width; where even a fitted table does not fit, each backend gets a block of
 * indented lines instead.
 */
final class BackendsCommand {

    /** Below this much room for the library, version and state columns a table is no longer readable. */
    private static final int LEAST_WRAPPED = 48;
    /** The widest the wrapped columns get on a wide terminal: a library path, a version, a reason. */
    private static final int LIBRARY_WIDTH = 56;
    private static final int VERSION_WIDTH = 36;
    private static final int STATE_WIDTH = 60;
    private static final String INDENT = "    ";

    private BackendsCommand() {
    }

    /** Prints the backends for {@code probes}, at most {@code columns} wide, and which one {@code profile} picks. */
    static ExitCode print(List<BackendProbe> probes, PrintStream out, int columns) {
        if (probes.isEmpty()) {
            out.println(Table.wrap("No backend jars on the class path.", columns));
            return ExitCode.NO_READY_BACKEND;
        }
        Optional<String> table = table(probes, columns)
                .filter(text -> text.lines().allMatch(line -> line.length() <= columns));
        if (table.isPresent()) {
            out.print(table.get());
        } else {
            probes.forEach(probe -> block(probe, out, columns));
        }
        out.println(Table.wrap(probes.stream().filter(BackendProbe::ready).findFirst()
                .map(best -> "best ready backend: " + best.backend())
                .orElse("no backend is ready on this machine"), columns));
        return ExitCode.OK;
    }

    /** The table fitted to {@code columns}, unless there is too little room; a long path can still widen it. */
    private static Optional<String> table(List<BackendProbe> probes, int columns) {
        int fixed = probes.stream().mapToInt(probe -> probe.backend().length()).max().orElse(0) + "PORTABLE".length()
                + 4 * 2;
        int room = Math.min(columns - fixed, LIBRARY_WIDTH + VERSION_WIDTH + STATE_WIDTH);
        if (room < LEAST_WRAPPED) {
            return Optional.empty();
        }
        int library = room * LIBRARY_WIDTH / (LIBRARY_WIDTH + VERSION_WIDTH + STATE_WIDTH);
        int version = room * VERSION_WIDTH / (LIBRARY_WIDTH + VERSION_WIDTH + STATE_WIDTH);
        int state = room - library - version;
        Table table = Table.of("backend", "rank", "library", "version", "state");
        for (BackendProbe probe : probes) {
            table.row(probe.backend(), probe.rank().name(), library(probe, library),
                    Table.wrap(probe.version().orElse("-"), version), Table.wrap(state(probe), state));
        }
        return Optional.of(table.render());
    }

    /**
     * The narrow layout: "NAME (RANK): state", its continuation indented, then the library and version indented
     * under it; every line at most {@code columns} wide.
     */
    private static void block(BackendProbe probe, PrintStream out, int columns) {
        int width = columns - INDENT.length();
        String title = Table.wrap(probe.backend() + " (" + probe.rank().name() + "): " + state(probe), columns);
        int first = title.indexOf('\n');
        out.println(first < 0 ? title : title.substring(0, first) + System.lineSeparator()
                + indented(title.substring(first + 1).replace('\n', ' '), width));
        out.println(indented("library " + library(probe, width).replace('\n', ' '), width));
        out.println(indented("version " + probe.version().orElse("-"), width));
    }

    private static String indented(String text, int width) {
        return INDENT + Table.wrap(text, width).replace("\n", System.lineSeparator() + INDENT);
    }

    /**
     * The library file loaded, or every candidate tried. A candidate is shown as the name or path tried (the
     * part of the attempt before " -> "), the candidates comma-separated and wrapped: the loader's message for
     * each is the same "cannot open" on most machines, and {@code profile --backend NAME} prints them in full.
     */
    static String library(BackendProbe probe, int width) {
        if (probe.library().isPresent()) {
            return probe.library().get();
        }
        if (probe.attempts().isEmpty()) {
            return "-";
        }
        List<String> candidates = probe.attempts().stream()
                .map(attempt -> attempt.contains(" -> ") ? attempt.substring(0, attempt.indexOf(" -> ")) : attempt)
                .toList();
        return "none loaded; tried\n" + Table.wrap(String.join(", ", candidates), width);
    }

    /** "ready", or "unavailable: " and the probe's reason (the vendor's error name where the driver gave one). */
    static String state(BackendProbe probe) {
        return probe.ready() ? "ready" : "unavailable: " + probe.reason().orElse("unknown reason");
    }
}
