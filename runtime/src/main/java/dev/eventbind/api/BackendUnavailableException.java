package dev.eventbind.api;

import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * A backend cannot be used on this machine: its library, a required symbol, or a device is missing.
 *
 * <p>The message says everything that was tried: each library candidate with the path it resolved to and the
 * loader's own message, and every missing symbol at once, so one reading tells a user what to fix.
 */
public final class BackendUnavailableException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String backend;
    // List.copyOf returns a serializable list; the declared type cannot say so.
    @SuppressWarnings("serial")
    private final List<String> attempts;
    private final String summary;

    /**
     * @param backend the backend name
     * @param summary one line saying what is missing
     * @param attempts one line per thing tried (candidate, path, loader message; or missing symbol)
     * @param cause the underlying failure, if any
     */
    public BackendUnavailableException(String backend, String summary, List<String> attempts,
            @Nullable Throwable cause) {
        super(describe(backend, summary, attempts), cause);
        this.backend = backend;
        this.attempts = List.copyOf(attempts);
        this.summary = summary;
    }

    private static String describe(String backend, String summary, List<String> attempts) {
        StringBuilder text = new StringBuilder(backend).append(" backend unavailable: ").append(summary);
        for (String attempt : attempts) {
            text.append(System.lineSeparator()).append("  - ").append(attempt);
        }
        return text.toString();
    }

    /** The backend that could not be used. */
    public String backend() {
        return backend;
    }

    /** The one line saying what is missing, without the backend's name ("missing symbols: cudaEventRecord"). */
    public String summary() {
        return summary;
    }

    /** Every candidate or symbol tried, one line each, in the order tried. */
    public List<String> attempts() {
        return attempts;
    }
}
