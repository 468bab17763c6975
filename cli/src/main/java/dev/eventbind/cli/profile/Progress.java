package dev.eventbind.cli.profile;

import java.io.PrintStream;
import java.util.Locale;
import java.util.function.IntConsumer;
import java.util.function.LongSupplier;

/**
 * Progress of a profile run on stderr, made only where stderr is a terminal or {@code --progress} asks for it;
 * shown once the run has taken longer than a second (a short run prints nothing), then at most every quarter
 * second over a line of its own on a terminal, or once a second as plain lines otherwise, so a captured log
 * stays readable.
 */
public final class Progress implements IntConsumer {

    private static final long QUIET_NANOS = 1_000_000_000L;
    private static final long TERMINAL_EVERY_NANOS = 250_000_000L;
    private static final long LOG_EVERY_NANOS = 1_000_000_000L;

    private final PrintStream err;
    private final int total;
    private final boolean terminal;
    private final LongSupplier clock;
    private final long started;
    private long shown;
    private boolean printed;

    /**
     * @param err where progress goes
     * @param total how many steps the run has
     * @param terminal whether {@code err} is a terminal, where a line can be redrawn in place
     */
    public Progress(PrintStream err, int total, boolean terminal) {
        this(err, total, terminal, System::nanoTime);
    }

    /** With a chosen clock, so the quiet first second can be checked without waiting for it. */
    Progress(PrintStream err, int total, boolean terminal, LongSupplier clock) {
        this.err = err;
        this.total = total;
        this.terminal = terminal;
        this.clock = clock;
        this.started = clock.getAsLong();
    }

    @Override
    public void accept(int done) {
        long now = clock.getAsLong();
        long every = terminal ? TERMINAL_EVERY_NANOS : LOG_EVERY_NANOS;
        if (now - started < QUIET_NANOS || (printed && now - shown < every && done < total)) {
            return;
        }
        String line = String.format(Locale.ROOT, "profiling: %d/%d iterations (%d s)", done, total, (now - started) / 1_000_000_000L);
        err.print(terminal ? "\r" + line : line + System.lineSeparator());
        err.flush();
        shown = now;
        printed = true;
    }

    /** Ends the redrawn line, if one was drawn. */
    public void finish() {
        if (printed && terminal) {
            err.println();
        }
    }
}
