package dev.eventbind.processor.header.clang;

import dev.eventbind.processor.header.FrontEndProtocol;
import java.io.BufferedOutputStream;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SegmentAllocator;
import java.lang.foreign.ValueLayout;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;

/**
 * The C front end's own process: loads libclang once, then parses one header per request read from standard
 * input and writes what it declares to standard output in {@link FrontEndProtocol}'s lines. The processor starts
 * it in a JVM of its own and keeps it for the headers that follow, so a crash in libclang or in an upcall ends
 * this process, never javac, and the JVM's start and libclang's linking are paid once per build.
 *
 * <p>Arguments: {@code --libclang PATH} (optional). A request is one line. {@code Q header compiler-arguments...}
 * ({@code --target}, {@code -std}, {@code -I}, {@code -D}) parses a header and answers what it declares, its
 * functions and typedefs by name only; the translation unit is kept. {@code D names header compiler-arguments...}
 * answers those functions and typedefs in full, from the kept unit when it is that header's (else parsed again).
 * An answer ends with {@code Z} (its diagnostics may still hold errors) or is {@code N message} (libclang refused
 * the header). The process
 * ends when standard input closes, or after {@value #IDLE_SECONDS} s without a request (status
 * {@value #IDLE}). Exit status {@value #NO_LIBCLANG}: libclang could not be loaded (standard error lists every
 * place tried).
 */
public final class FrontEndMain {

    /** libclang was found nowhere; standard error lists every place tried. */
    public static final int NO_LIBCLANG = 3;
    /** No request came for {@value #IDLE_SECONDS} s: the process ended before reading another. */
    public static final int IDLE = 5;
    /** How long the process waits for a request before it ends. */
    public static final int IDLE_SECONDS = 30;

    // CXTranslationUnit_DetailedPreprocessingRecord | CXTranslationUnit_SkipFunctionBodies
    private static final int OPTIONS = 0x01 | 0x40;

    private FrontEndMain() {
    }

    /**
     * The compiler's own headers ({@code stddef.h}, {@code stdint.h}) of the libclang this process loaded: libclang
     * finds them itself for the host's target only, so every target gets them named. Found next to the loaded
     * library (read from the process's memory map), else in LLVM's usual install folders.
     */
    private static Optional<Path> resourceDirectory() {
        List<Path> roots = new ArrayList<>();
        for (Path library : loadedLibclang()) {
            Path folder = library.getParent();
            if (folder == null) {
                continue;
            }
            roots.add(folder.resolve("clang"));
            Path above = folder.getParent();
            if (above != null) {
                roots.add(above.resolve("lib").resolve("clang"));
            }
        }
        for (int version = 20; version >= 11; version--) {
            roots.add(Path.of("/usr/lib/llvm-" + version, "lib", "clang"));
        }
        for (Path root : roots) {
            if (!Files.isDirectory(root)) {
                continue;
            }
            try (Stream<Path> versions = Files.list(root)) {
                Optional<Path> found = versions.filter(v -> Files.isRegularFile(v.resolve("include")
                        .resolve("stddef.h"))).sorted(Comparator.reverseOrder()).findFirst();
                if (found.isPresent()) {
                    return found;
                }
            } catch (IOException e) {
                // An unreadable folder holds nothing usable.
            }
        }
        return Optional.empty();
    }

    /** The libclang files this process has mapped, as real paths; none where the map cannot be read. */
    private static List<Path> loadedLibclang() {
        List<Path> libraries = new ArrayList<>();
        Path maps = Path.of("/proc/self/maps");
        if (Files.isReadable(maps)) {
            try {
                for (String line : Files.readAllLines(maps)) {
                    int slash = line.indexOf('/');
                    if (slash > 0 && line.contains("libclang")) {
                        libraries.add(Path.of(line.substring(slash)).toRealPath());
                    }
                }
            } catch (IOException | RuntimeException e) {
                // No map: fall back to the usual folders.
            }
        }
        return libraries;
    }

    /** Serves requests until standard input closes. */
    public static void main(String[] args) throws Throwable {
        @Nullable String library = args.length >= 2 && args[0].equals("--libclang") ? args[1] : null;
        PrintStream out = new PrintStream(new BufferedOutputStream(System.out, 1 << 16), false,
                StandardCharsets.UTF_8);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        Idle idle = new Idle();
        Thread watchdog = new Thread(idle, "eventbind-frontend-idle");
        watchdog.setDaemon(true);
        watchdog.start();
        try (Arena arena = Arena.ofConfined()) {
            List<String> tried = new ArrayList<>();
            Optional<LibClang> loaded = LibClang.load(library, arena, tried);
            if (loaded.isEmpty()) {
                System.err.println(String.join("; ", tried));
                System.err.flush();
                System.exit(NO_LIBCLANG);
            }
            LibClang clang = loaded.get();
            String version = clang.string((MemorySegment) LibClang.H.version.invokeExact((SegmentAllocator) arena));
            Optional<Path> resources = resourceDirectory();
            MemorySegment index = (MemorySegment) LibClang.H.createIndex.invokeExact(0, 0);
            MemorySegment scratch = arena.allocate(ClangReader.SCRATCH_BYTES);
            Kept kept = null;
            try {
                for (String request = in.readLine(); request != null; request = in.readLine()) {
                    idle.begin();
                    List<String> fields = FrontEndProtocol.fields(request);
                    boolean parse = fields.size() >= 2 && fields.getFirst().equals("Q");
                    boolean details = fields.size() >= 3 && fields.getFirst().equals("D");
                    if (!parse && !details) {
                        out.println(FrontEndProtocol.line("N", "not a request: " + request));
                    } else {
                        List<String> unitKey = List.copyOf(fields.subList(details ? 2 : 1, fields.size()));
                        out.println(FrontEndProtocol.line("V", version, clang.path()));
                        if (parse || kept == null || !kept.key.equals(unitKey)) {
                            if (kept != null) {
                                kept.close();
                                kept = null;
                            }
                            List<String> compilerArguments = new ArrayList<>(unitKey.subList(1, unitKey.size()));
                            if (!compilerArguments.contains("-resource-dir") && resources.isPresent()) {
                                compilerArguments.add("-resource-dir");
                                compilerArguments.add(resources.get().toString());
                            }
                            // A request for details of a unit no longer kept parses it again, saying nothing of it.
                            kept = Kept.parse(clang, index, scratch, unitKey, compilerArguments,
                                    parse ? out : new PrintStream(OutputStream.nullOutputStream()), out);
                        }
                        if (kept != null && details) {
                            kept.details(clang, scratch, List.of(fields.get(1).split(FrontEndProtocol.FIELD)), out);
                        }
                        if (kept != null) {
                            out.println(FrontEndProtocol.line("Z"));
                        }
                    }
                    out.flush();
                    idle.end();
                }
            } finally {
                if (kept != null) {
                    kept.close();
                }
            }
        }
        out.flush();
        System.exit(0);
    }

    /**
     * The translation unit of the last request, kept for requests for the details of what it declares: its
     * request (the header and compiler arguments), and the cursors of its functions and typedefs by name.
     */
    private static final class Kept {

        final List<String> key;
        final MemorySegment unit;
        final Arena arena;
        final Map<String, List<MemorySegment>> index = new HashMap<>();

        private Kept(List<String> key, MemorySegment unit, Arena arena) {
            this.key = key;
            this.unit = unit;
            this.arena = arena;
        }

        /**
         * Parses a header and writes its declarations to {@code out}; null, with {@code N} written to
         * {@code refusals}, when libclang refuses it.
         */
        @SuppressWarnings("MustBeClosedChecker") // the arena lives as long as the unit kept: close() closes it
        static @Nullable Kept parse(LibClang clang, MemorySegment index, MemorySegment scratch, List<String> key,
                List<String> compilerArguments, PrintStream out, PrintStream refusals) throws Throwable {
            String header = key.getFirst();
            Arena arena = Arena.ofConfined();
            try {
                MemorySegment argv = arena.allocate(ValueLayout.ADDRESS, compilerArguments.size());
                for (int i = 0; i < compilerArguments.size(); i++) {
                    argv.setAtIndex(ValueLayout.ADDRESS, i, arena.allocateFrom(compilerArguments.get(i)));
                }
                MemorySegment unitOut = arena.allocate(ValueLayout.ADDRESS);
                int code = (int) LibClang.H.parse.invokeExact(index, arena.allocateFrom(header), argv,
                        compilerArguments.size(), MemorySegment.NULL, 0, OPTIONS, unitOut);
                MemorySegment unit = unitOut.get(ValueLayout.ADDRESS, 0);
                if (code != 0 || unit.equals(MemorySegment.NULL)) {
                    refusals.println(FrontEndProtocol.line("N", "libclang could not parse " + header
                            + " (CXErrorCode " + code + ")"));
                    arena.close();
                    return null;
                }
                Kept kept = new Kept(key, unit, arena);
                ClangReader reader = new ClangReader(clang, unit, out, arena, scratch);
                reader.inclusions();
                reader.diagnostics();
                reader.declarations(kept.index);
                return kept;
            } catch (Throwable e) {
                arena.close();
                throw e;
            }
        }

        /** Writes in full the functions and typedefs named {@code names}. */
        void details(LibClang clang, MemorySegment scratch, List<String> names, PrintStream out) throws Throwable {
            List<MemorySegment> cursors = new ArrayList<>();
            for (String name : names) {
                cursors.addAll(index.getOrDefault(name, List.of()));
            }
            try (Arena request = Arena.ofConfined()) {
                new ClangReader(clang, unit, out, request, scratch).details(cursors);
            }
        }

        /** Disposes the unit and what was kept of it. */
        void close() throws Throwable {
            LibClang.H.disposeUnit.invokeExact(unit);
            arena.close();
        }
    }

    /** Ends the process when no request has come for {@value #IDLE_SECONDS} s. */
    private static final class Idle implements Runnable {

        private boolean busy;
        private long since = System.nanoTime();

        /** A request has come. */
        synchronized void begin() {
            busy = true;
        }

        synchronized void end() {
            busy = false;
            since = System.nanoTime();
        }

        @Override
        public void run() {
            while (true) {
                try {
                    Thread.sleep(1000);
                } catch (InterruptedException e) {
                    return;
                }
                synchronized (this) {
                    if (!busy && System.nanoTime() - since > TimeUnit.SECONDS.toNanos(IDLE_SECONDS)) {
                        Runtime.getRuntime().halt(IDLE);
                    }
                }
            }
        }
    }
}
