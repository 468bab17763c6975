package dev.eventbind.processor.header;

import dev.eventbind.processor.header.clang.FrontEndMain;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.jspecify.annotations.Nullable;

/**
 * One front-end JVM ({@link FrontEndMain}), started on the first header and kept for the ones that follow: each
 * request is one line on its standard input, each answer is read from its standard output by a thread of its own
 * while the caller waits at most the timeout. A process that crashes, hangs, or answers what cannot be read is
 * stopped and becomes a {@link FrontEnd.Failed}; the next header starts a fresh one. The process ends by itself
 * when its standard input closes (this JVM ended) or after {@value FrontEndMain#IDLE_SECONDS} s without a request.
 */
final class FrontEndProcess {

    /** The lines of standard error kept for a failure's message. */
    private static final int ERROR_LINES = 12;

    private final List<String> command;
    private final Path java;

    /** An answer of details declares every name in full: it has none to ask for. */
    private static final CHeader.Details NOTHING_NAMED = names -> {
        throw new IllegalStateException("an answer of details named " + names + " without declaring them");
    };

    /** A started process and its streams. */
    private record Running(Process process, BufferedWriter requests, BufferedReader answers, ErrorTail errors) {
    }

    // Read and written only under this object's lock (every method that uses it is synchronized or called from
    // one that is); none before the first request and after a failure.
    private @Nullable Running running;

    FrontEndProcess(List<String> command, Path java) {
        this.command = List.copyOf(command);
        this.java = java;
    }

    /**
     * Parses a header: {@code request} is the header, then the compiler arguments. The answer names its functions
     * and typedefs only; the header reads each in full from this process the first time it is asked for.
     */
    FrontEnd.Result parse(List<String> request, Path header, Target target, long timeoutSeconds) {
        List<String> line = new ArrayList<>();
        line.add("Q");
        line.addAll(request);
        return ask(line, header, target, timeoutSeconds, names -> details(names, request, header, target,
                timeoutSeconds));
    }

    /** The functions and typedefs {@code names} of the header {@code request} parses, in full. */
    private CHeader details(Collection<String> names, List<String> request, Path header, Target target,
            long timeoutSeconds) {
        List<String> line = new ArrayList<>();
        line.add("D");
        line.add(String.join(FrontEndProtocol.FIELD, names));
        line.addAll(request);
        // A process that failed is replaced by a fresh one, which parses the header again: one more try.
        for (int attempt = 0; ; attempt++) {
            switch (ask(line, header, target, timeoutSeconds, NOTHING_NAMED)) {
                case FrontEnd.Parsed parsed -> {
                    return parsed.header();
                }
                case FrontEnd.Failed failed -> {
                    if (attempt > 0) {
                        throw new IllegalStateException("the C front end could not read " + String.join(", ", names)
                                + " of " + header + ": " + failed.reason() + "; fix: " + failed.fix());
                    }
                }
            }
        }
    }

    /** Writes one request line and reads its answer. */
    private synchronized FrontEnd.Result ask(List<String> request, Path header, Target target, long timeoutSeconds,
            CHeader.Details details) {
        // A process that ended while idle between two requests is started again once.
        for (int attempt = 0; ; attempt++) {
            Running now = running;
            if (now == null || !now.process().isAlive()) {
                stop();
                try {
                    now = start();
                } catch (IOException e) {
                    return new FrontEnd.Failed("cannot start the C front end (" + java + "): " + e.getMessage(),
                            "run javac on a full JDK 25, or build without header checks with"
                                    + " -Aeventbind.headerChecks=skip");
                }
            }
            CHeader.Answer answer;
            try {
                now.requests().write(FrontEndProtocol.line(request.getFirst(), request.subList(1, request.size())
                        .toArray()));
                now.requests().newLine();
                now.requests().flush();
                answer = read(now, header, target, timeoutSeconds, details);
            } catch (IOException e) {
                // The request could not be written: the process has ended.
                answer = new CHeader.Cut(true);
            } catch (TimeoutException e) {
                stop();
                return new FrontEnd.Failed("the C front end took more than " + timeoutSeconds + " s on " + header,
                        "check the header's include tree; -Aeventbind.headerChecks=skip builds without checks");
            } catch (InterruptedException e) {
                stop();
                Thread.currentThread().interrupt();
                return new FrontEnd.Failed("interrupted while the C front end read " + header, "build again");
            } catch (ExecutionException e) {
                stop();
                return new FrontEnd.Failed("the C front end's answer could not be read: " + e.getCause(),
                        "report it with the header");
            }
            switch (answer) {
                case CHeader.Complete complete -> {
                    return new FrontEnd.Parsed(complete.header());
                }
                case CHeader.Refused refused -> {
                    return new FrontEnd.Failed(refused.message(), "check the include path and defines");
                }
                case CHeader.Cut cut -> {
                    int status = ended(now);
                    String stderr = now.errors().text();
                    stop();
                    if (cut.empty() && status == FrontEndMain.IDLE && attempt == 0) {
                        continue;
                    }
                    return failure(status, stderr, header);
                }
            }
        }
    }

    private static FrontEnd.Failed failure(int status, String stderr, Path header) {
        return switch (status) {
            case 0, FrontEndMain.IDLE -> new FrontEnd.Failed("the C front end ended without a complete answer on "
                    + header + (stderr.isEmpty() ? "" : ": " + stderr), "report it with the header");
            case FrontEndMain.NO_LIBCLANG -> new FrontEnd.Failed("libclang, the C front end, was not found (tried "
                    + stderr + ")", "install it (Debian: apt-get install libclang1-15; macOS: xcode-select"
                    + " --install; Windows: LLVM), or name it with -Aeventbind.libclang=<path to libclang>,"
                    + " or build without header checks with -Aeventbind.headerChecks=skip");
            default -> new FrontEnd.Failed("the C front end stopped (exit status " + status + ") on " + header
                    + (stderr.isEmpty() ? "" : ": " + stderr), "report it with the header;"
                    + " -Aeventbind.headerChecks=skip builds without checks");
        };
    }

    private Running start() throws IOException {
        ProcessBuilder builder = new ProcessBuilder(command);
        // libclang's crash recovery installs signal handlers that would take the JVM's own (a null check, a
        // safepoint poll) for a crash; without it a real crash simply ends the child.
        builder.environment().put("LIBCLANG_DISABLE_CRASH_RECOVERY", "1");
        Process process = builder.start();
        ErrorTail errors = new ErrorTail(new BufferedReader(new InputStreamReader(process.getErrorStream(),
                StandardCharsets.UTF_8)));
        daemon(errors, "eventbind-frontend-stderr");
        Running started = new Running(process,
                new BufferedWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8)),
                new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8), 1 << 16),
                errors);
        running = started;
        return started;
    }

    /** Reads one answer on a thread of its own, so a process that hangs costs the timeout and no more. */
    private static CHeader.Answer read(Running now, Path header, Target target, long timeoutSeconds,
            CHeader.Details details) throws InterruptedException, ExecutionException, TimeoutException {
        BufferedReader in = now.answers();
        FutureTask<CHeader.Answer> task = new FutureTask<>(() -> CHeader.read(header, target, in, details));
        daemon(task, "eventbind-frontend-answer");
        return task.get(timeoutSeconds, TimeUnit.SECONDS);
    }

    /** The exit status of a process whose answer stopped short; one that does not end is stopped. */
    private static int ended(Running now) {
        try {
            if (now.process().waitFor(10, TimeUnit.SECONDS)) {
                now.errors().drained();
                return now.process().exitValue();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        now.process().destroyForcibly();
        return -1;
    }

    /** Ends the process, if any; its reader threads end with its streams. */
    private void stop() {
        Running ended = running;
        if (ended != null) {
            ended.process().destroyForcibly();
            try {
                ended.process().getOutputStream().close();
            } catch (IOException ignored) {
                // it is gone either way
            }
        }
        running = null;
    }

    private static void daemon(Runnable task, String name) {
        Thread thread = new Thread(task, name);
        thread.setDaemon(true);
        thread.start();
    }

    /** The last lines of the process's standard error, drained as they come so the process never blocks on it. */
    private static final class ErrorTail implements Runnable {

        private final BufferedReader in;
        // Both under this object's lock.
            private final Deque<String> lines = new ArrayDeque<>();
            private boolean done;

        ErrorTail(BufferedReader in) {
            this.in = in;
        }

        @Override
        public void run() {
            try (in) {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    synchronized (this) {
                        lines.addLast(line);
                        if (lines.size() > ERROR_LINES) {
                            lines.removeFirst();
                        }
                    }
                }
            } catch (IOException ignored) {
                // the process is gone
            } finally {
                synchronized (this) {
                    done = true;
                    notifyAll();
                }
            }
        }

        /** Waits a moment for the rest of an ended process's standard error. */
        synchronized void drained() throws InterruptedException {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(2);
            while (!done && System.nanoTime() < deadline) {
                wait(100);
            }
        }

        synchronized String text() {
            return String.join("\n", new ArrayList<>(lines)).strip();
        }
    }
}
