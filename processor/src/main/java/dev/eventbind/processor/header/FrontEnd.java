package dev.eventbind.processor.header;

import dev.eventbind.processor.header.clang.FrontEndMain;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Runs the C front end (libclang, in a JVM of its own) on one header. A crash of libclang, an exception in one of
 * its upcalls or a hang ends that JVM and becomes a {@link Failed} answer with the reason and the fix; javac's
 * JVM never loads libclang and needs no native access. The JVM is kept for the headers that follow (of this
 * compilation, and of the next ones in the same JVM), so its start is paid once.
 */
public final class FrontEnd {

    /** How long one header may take before the front end is stopped. */
    static final long TIMEOUT_SECONDS = 180;

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

    /** The front ends running, by the command that starts them: each serves every header after its first. */
    private static final Map<List<String>, FrontEndProcess> PROCESSES = new ConcurrentHashMap<>();

    private final String libclang;
    private final Path java;

    /**
     * A front end using the libclang at {@code libclang} (null or blank: the usual install locations).
     */
    public FrontEnd(@Nullable String libclang) {
        this.libclang = libclang == null ? "" : libclang.strip();
        this.java = Path.of(System.getProperty("java.home"), "bin", "java");
    }

    /** Parses {@code header} for {@code target} with {@code includePath} as {@code -I} folders. */
    public Result parse(Path header, Target target, List<Path> includePath) {
        List<String> start;
        try {
            start = command();
        } catch (IllegalStateException e) {
            return new Failed(String.valueOf(e.getMessage()),
                    "run javac with the eventbind processor on the processor path");
        }
        List<String> request = request(header, target, includePath);
        List<String> key = new ArrayList<>(start);
        key.addAll(request);
        Cached cached = CACHE.get(key);
        if (cached != null && cached.fresh()) {
            return cached.parsed();
        }
        Result result = PROCESSES.computeIfAbsent(List.copyOf(start), command -> new FrontEndProcess(command, java))
                .parse(request, header, target, TIMEOUT_SECONDS);
        if (result instanceof Parsed parsed) {
            if (CACHE.size() >= CACHE_ENTRIES) {
                CACHE.clear();
            }
            Map<Path, FileTime> stamps = new HashMap<>();
            parsed.header().files().forEach(file -> stamps.put(file, stamp(file)));
            stamps.put(header, stamp(header));
            CACHE.put(List.copyOf(key), new Cached(parsed, stamps));
        }
        return result;
    }

    /**
     * The command that starts the front end's JVM.
     *
     * @throws IllegalStateException when the processor's classes are not where a JVM can load them
     */
    private List<String> command() {
        List<String> start = new ArrayList<>();
        start.add(java.toString());
        start.add("--enable-native-access=ALL-UNNAMED");
        // The front end's work is a few seconds of calls into libclang at most: the JIT's first tier compiles
        // them soon enough, and the second tier's compilations would cost more than they save.
        start.add("-XX:TieredStopAtLevel=1");
        start.add("-XX:+UseSerialGC");
        start.add("-Xss16m");
        start.add("-cp");
        start.add(classPath());
        start.add(FrontEndMain.class.getName());
        if (!libclang.isEmpty()) {
            start.add("--libclang");
            start.add(libclang);
        }
        return start;
    }

    /** What the front end process is asked: the header, then clang's arguments for the target and the folders. */
    private static List<String> request(Path header, Target target, List<Path> includePath) {
        List<String> request = new ArrayList<>();
        request.add(header.toString());
        request.addAll(target.compilerArguments());
        request.add("-ferror-limit=8");
        request.add("-Wno-pragma-once-outside-header");
        for (Path folder : includePath) {
            // The C library's own folder is the compiler's for the target already, and no other target's.
            if (Files.isDirectory(folder) && !folder.equals(Path.of("/usr/include"))) {
                request.add("-I" + folder);
            }
        }
        return request;
    }

    private static FileTime stamp(Path file) {
        try {
            return Files.getLastModifiedTime(file);
        } catch (IOException e) {
            return FileTime.fromMillis(0);
        }
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
