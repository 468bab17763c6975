package dev.eventbind.cli;

import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.cli.profile.Progress;
import dev.eventbind.cli.profile.Scenario;
import dev.eventbind.cli.profile.TraceWriter;
import dev.eventbind.cli.profile.Window;
import dev.eventbind.cli.profile.WindowTable;
import dev.eventbind.cli.workload.Workload;
import dev.eventbind.profile.ProfileException;
import java.io.IOException;
import java.io.PrintStream;
import java.util.List;

/**
 * {@code eventbind profile}: runs the built-in workload on one backend, prints the window table and writes the
 * trace-event JSON.
 */
final class ProfileCommand {

    private ProfileCommand() {
    }

    /** Profiles on {@code api} as {@code profile} asks; the table goes to {@code out}, progress to {@code err}. */
    static ExitCode run(EventApi<?, ?> api, Command.Profile profile, PrintStream out, PrintStream err)
            throws DriverException, ProfileException, IOException {
        Workload workload = Workload.forBackend(api.backend()).orElseGet(() -> Workload.recordOnly(api.backend()));
        out.println("profile on " + api.backend() + ": " + profile.iterations() + " iterations on two streams ("
                + workload.description() + ")");
        Progress progress = new Progress(err, profile.iterations(), System.console() != null);
        List<Window> windows;
        try {
            windows = Scenario.run(api, workload, profile.iterations(), progress);
        } finally {
            progress.finish();
        }
        Table table = Table.of(WindowTable.HEADERS.toArray(String[]::new)).rightAlign(2, 3, 4, 5);
        WindowTable.rows(windows).forEach(row -> table.row(row.toArray(String[]::new)));
        out.print(table.render());
        out.println("device: between the window's own two events, placed on the host clock by the profiler's anchor");
        out.println("host wall: from issuing the window to seeing it end, so it includes time queued behind other"
                + " work");
        TraceWriter.write(profile.trace(), api.backend(), Scenario.STREAMS, windows);
        out.println("trace: " + profile.trace().toAbsolutePath() + " (" + windows.size()
                + " windows; open it in ui.perfetto.dev or chrome://tracing)");
        return ExitCode.OK;
    }
}
