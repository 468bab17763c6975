package dev.eventbind.cli;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.cli.profile.Progress;
import dev.eventbind.cli.profile.Report;
import dev.eventbind.cli.profile.Scenario;
import dev.eventbind.cli.profile.TraceFile;
import dev.eventbind.cli.profile.TraceWriter;
import dev.eventbind.cli.profile.Window;
import dev.eventbind.cli.profile.WindowSummary;
import dev.eventbind.cli.profile.WindowTable;
import dev.eventbind.cli.profile.Words;
import dev.eventbind.cli.workload.Workload;
import dev.eventbind.profile.ProfileException;
import java.io.IOException;
import java.io.PrintStream;
import java.util.List;

/**
 * {@code eventbind profile}: runs the built-in workload on one backend, prints the statistics as a table, JSON
 * or CSV, and writes the trace-event JSON.
 */
final class ProfileCommand {

    private ProfileCommand() {
    }

    /**
     * Where the output goes and how wide the terminal is.
     *
     * @param out the results
     * @param err progress
     * @param columns the terminal's width, for the table
     * @param loader where workloads are looked up
     */
    record Output(PrintStream out, PrintStream err, int columns, ClassLoader loader) {
    }

    // System.console() is still null when the JVM runs with -Djdk.console=java.base and no terminal.
    @SuppressWarnings("SystemConsoleNull")
    private static boolean onTerminal() {
        java.io.Console console = System.console();
        return console != null && console.isTerminal();
    }

    /** Profiles on {@code api} as {@code profile} asks, writing the trace to {@code trace}. */
    static ExitCode run(EventApi<?, ?> api, Command.Profile profile, TraceFile trace, Output output)
            throws DriverException, ProfileException, IOException {
        Workload workload = Workload.forBackend(api.backend(), output.loader())
                .orElseGet(() -> Workload.recordOnly(api.backend()));
        boolean table = profile.format() == Command.Format.TABLE;
        if (table) {
            print(output, "profile on " + api.backend() + ": " + Words.count(profile.iterations(), "iteration")
                    + " on two streams" + (profile.warmup() == 0 ? ", no warm-up"
                    : ", after " + Words.count(profile.warmup(), "warm-up iteration") + " left out"));
            print(output, workload.description());
        }
        Progress progress = new Progress(output.err(), profile.warmup() + profile.iterations(), onTerminal());
        List<Window> windows;
        try {
            windows = Scenario.run(api, workload, profile.iterations(), profile.warmup(), progress);
        } finally {
            progress.finish();
        }
        long pid = ProcessHandle.current().pid();
        trace.write(TraceWriter.render(api.backend(), pid, Scenario.STREAMS, Scenario.WAITS, windows));
        List<WindowSummary> summaries = WindowSummary.of(windows);
        Report report = new Report(Version.number(), api.backend(), workload.description(), profile.iterations(),
                profile.warmup(), pid, trace.path().toAbsolutePath().toString(), summaries);
        switch (profile.format()) {
            case JSON -> output.out().print(report.json());
            case CSV -> output.out().print(report.csv());
            case TABLE -> table(output, summaries, trace, windows.size());
        }
        return ExitCode.OK;
    }

    private static void table(Output output, List<WindowSummary> summaries, TraceFile trace, int windows) {
        Table table = Table.of(WindowTable.HEADERS.toArray(String[]::new)).rightAlign(2, 3, 4, 5, 6, 7, 8);
        WindowTable.rows(summaries).forEach(row -> table.row(row.toArray(String[]::new)));
        String wide = table.render();
        if (wide.lines().allMatch(line -> line.length() <= output.columns())) {
            print(output, WindowTable.UNITS);
            output.out().print(wide);
        } else {
            print(output, "times in ms over the measured iterations (host: from issuing the window to seeing it"
                    + " end)");
            WindowTable.narrow(summaries).forEach(output.out()::println);
        }
        print(output, "device: between the window's own two events, placed on the host clock by the profiler's"
                + " anchor; host - device includes time queued behind other work");
        print(output, "trace: " + trace.path().toAbsolutePath() + " (" + Words.count(windows, "window")
                + "; open it in ui.perfetto.dev or chrome://tracing)");
    }

    /** A line of prose, wrapped to the terminal. */
    private static void print(Output output, String text) {
        output.out().println(Table.wrap(text, output.columns()));
    }
}
