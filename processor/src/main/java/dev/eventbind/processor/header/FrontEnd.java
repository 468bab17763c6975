package dev.eventbind.processor.header;

import dev.eventbind.processor.header.clang.FrontEndMain;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs the C front end (libclang, in a JVM of its own) on one header. A crash of libclang, an exception in one of
 * its upcalls or a hang ends that JVM and becomes a {@link Failed} answer with the reason and the fix; javac's
 * JVM never loads libclang and needs no native access.
 */
public final class FrontEnd {

    /** How long one header may take before the front end is stopped. */
    private static final long TIMEOUT_SECONDS = 180;

    /** What the front end answered. */
    public sealed interface Result {
    }

    /**
     * The header was parsed (it may still hold errors: {@link CHeader#errors()}).
     *
     * @param header what it declares
     */
    public record Parsed(CHeader header) implements Result {
    }

    /**
     * The header could not be checked.
     *
     * @param reason what went wrong, in the front end's words where it has some
     * @param fix how to make it work
     */
    public record Failed(String reason, String fix) implements Result {
    }

    /** Answers already given in this JVM, for a build or test run that names one header many times. */
    private static final Map<List<String>, Cached> CACHE = new ConcurrentHashMap<>();
    private static final int CACHE_ENTRIES = 64;

    /** A parsed header with the modification time of every file it read, to tell when it is stale. */
    private record Cached(Parsed parsed, Map<Path, FileTime> stamps) {

        boolean fresh() {
            return stamps.entrySet().stream().allMatch(entry -> entry.getValue().equals(stamp(entry.getKey())));
        }
    }

    private final String libclang;
    private final Path java;

    /**
     * A front end using the libclang at {@code libclang} (null or blank: the usual install locations).
     */
    public FrontEnd(String libclang) {
        this.libclang = libclang == null ? "" : libclang.strip();
        this.java = Path.of(System.getProperty("java.home"), "bin", "java");
    }

    /** Parses {@code header} for {@code target} with {@code includePath} as {@code -I} folders. */
    public Result parse(Path header, Target target, List<Path> includePath) {
        List<String> command = new ArrayList<>();
        command.add(java.toString());
        command.add("--enable-native-access=ALL-UNNAMED");
        command.add("-XX:+UseSerialGC");
        command.add("-Xss16m");
        command.add("-cp");
        try {
            command.add(classPath());
        } catch (IllegalStateException e) {
            return new Failed(e.getMessage(), "run javac with the eventbind processor on the processor path");
        }
        command.add(FrontEndMain.class.getName());
        if (!libclang.isEmpty()) {
            command.add("--libclang");
            command.add(libclang);
        }
        command.add(header.toString());
        command.addAll(target.compilerArguments());
        command.add("-ferror-limit=8");
        command.add("-Wno-pragma-once-outside-header");
        for (Path folder : includePath) {
            // The C library's own folder is the compiler's for the target already, and no other target's.
            if (Files.isDirectory(folder) && !folder.equals(Path.of("/usr/include"))) {
                command.add("-I" + folder);
            }
        }
        Cached cached = CACHE.get(command);
        if (cached != null && cached.fresh()) {
            return cached.parsed();
        }
        Result result = run(command, header, target);
        if (result instanceof Parsed parsed) {
            if (CACHE.size() >= CACHE_ENTRIES) {
                CACHE.clear();
            }
            Map<Path, FileTime> stamps = new HashMap<>();
            parsed.header().files().forEach(file -> stamps.put(file, stamp(file)));
            stamps.put(header, stamp(header));
            CACHE.put(List.copyOf(command), new Cached(parsed, stamps));
        }
        return result;
    }

    private static FileTime stamp(Path file) {
        try {
            return Files.getLastModifiedTime(file);
        } catch (IOException e) {
            return FileTime.fromMillis(0);
        }
    }

    private Result run(List<String> command, Path header, Target target) {
        Path errors = null;
        try {
            errors = Files.createTempFile("eventbind-frontend", ".err");
            ProcessBuilder builder = new ProcessBuilder(command).redirectError(errors.toFile())
                    .redirectInput(ProcessBuilder.Redirect.from(nullFile()));
            // libclang's crash recovery installs signal handlers that would take the JVM's own (a null check, a
            // safepoint poll) for a crash; without it a real crash simply ends the child.
            builder.environment().put("LIBCLANG_DISABLE_CRASH_RECOVERY", "1");
            Process process = builder.start();
            List<String> lines;
            try (InputStream out = process.getInputStream()) {
                lines = new String(out.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
            }
            if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                return new Failed("the C front end took more than " + TIMEOUT_SECONDS + " s on " + header,
                        "check the header's include tree; -Aeventbind.headerChecks=skip builds without checks");
            }
            String stderr = Files.readString(errors, StandardCharsets.UTF_8).strip();
            if (!lines.isEmpty() && lines.getLast().equals("Z")) {
                // A complete answer, even if the front end's JVM stumbled on its way out.
                return new Parsed(CHeader.parse(header, target, lines));
            }
            return switch (process.exitValue()) {
                case 0 -> new Failed("the C front end ended without a complete answer on " + header
                        + (stderr.isEmpty() ? "" : ": " + lastLines(stderr)), "report it with the header");
                case FrontEndMain.NO_LIBCLANG -> new Failed("libclang, the C front end, was not found (tried "
                        + stderr + ")", "install it (Debian: apt-get install libclang1-15; macOS: xcode-select"
                        + " --install; Windows: LLVM), or name it with -Aeventbind.libclang=<path to libclang>,"
                        + " or build without header checks with -Aeventbind.headerChecks=skip");
                case FrontEndMain.NOT_PARSED -> new Failed(stderr, "check the include path and defines");
                default -> new Failed("the C front end stopped (exit status " + process.exitValue() + ") on "
                        + header + (stderr.isEmpty() ? "" : ": " + lastLines(stderr)), "report it with the header;"
                        + " -Aeventbind.headerChecks=skip builds without checks");
            };
        } catch (IOException e) {
            return new Failed("cannot start the C front end (" + java + "): " + e.getMessage(),
                    "run javac on a full JDK 25, or build without header checks with -Aeventbind.headerChecks=skip");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Failed("interrupted while the C front end read " + header, "build again");
        } catch (RuntimeException e) {
            return new Failed("the C front end's answer could not be read: " + e, "report it with the header");
        } finally {
            if (errors != null) {
                try {
                    Files.deleteIfExists(errors);
                } catch (IOException ignored) {
                    // a temporary file left behind is harmless
                }
            }
        }
    }

    private static java.io.File nullFile() {
        return new java.io.File(System.getProperty("os.name", "").startsWith("Windows") ? "NUL" : "/dev/null");
    }

    private static String lastLines(String text) {
        List<String> lines = text.lines().toList();
        return String.join("\n", lines.subList(Math.max(0, lines.size() - 6), lines.size()));
    }

    /** Where this processor's classes are, for the front end's JVM. */
    private static String classPath() {
        CodeSource source = FrontEnd.class.getProtectionDomain().getCodeSource();
        if (source == null || source.getLocation() == null) {
            throw new IllegalStateException("the processor's classes have no location to start the C front end from");
        }
        try {
            return Path.of(source.getLocation().toURI()).toString();
        } catch (URISyntaxException | IllegalArgumentException e) {
            throw new IllegalStateException("the processor's classes are at " + source.getLocation()
                    + ", which is no file to start the C front end from");
        }
    }
}
