package dev.eventbind.processor.header.clang;

import dev.eventbind.processor.header.FrontEndProtocol;
import java.io.BufferedOutputStream;
import java.io.IOException;
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
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The C front end's own process: parses one header with libclang and writes what it declares to standard
 * output in {@link FrontEndProtocol}'s lines. The processor starts it in a JVM of its own, so a crash in libclang
 * or in an upcall ends this process, never javac.
 *
 * <p>Arguments: {@code --libclang PATH} (optional), then the header's path, then the compiler arguments
 * ({@code -target}, {@code -std}, {@code -I}, {@code -D}). Exit status: 0 parsed (its diagnostics may still hold
 * errors), {@value #NO_LIBCLANG} libclang could not be loaded, {@value #NOT_PARSED} libclang refused the header.
 */
public final class FrontEndMain {

    /** libclang was found nowhere; standard error lists every place tried. */
    public static final int NO_LIBCLANG = 3;
    /** libclang returned no translation unit; standard error has its error code. */
    public static final int NOT_PARSED = 4;

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
        List<Path> roots = new ArrayList<>();
        for (Path library : libraries) {
            roots.add(library.getParent().resolve("clang"));
            if (library.getParent().getParent() != null) {
                roots.add(library.getParent().getParent().resolve("lib").resolve("clang"));
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

    /** Parses the header named by the arguments. */
    public static void main(String[] args) throws Throwable {
        List<String> arguments = new ArrayList<>(List.of(args));
        String library = null;
        if (arguments.size() >= 2 && arguments.getFirst().equals("--libclang")) {
            library = arguments.get(1);
            arguments = arguments.subList(2, arguments.size());
        }
        String header = arguments.getFirst();
        List<String> compilerArguments = new ArrayList<>(arguments.subList(1, arguments.size()));
        PrintStream out = new PrintStream(new BufferedOutputStream(System.out, 1 << 16), false,
                StandardCharsets.UTF_8);
        try (Arena arena = Arena.ofConfined()) {
            List<String> tried = new ArrayList<>();
            Optional<LibClang> loaded = LibClang.load(library, arena, tried);
            if (loaded.isEmpty()) {
                System.err.println(String.join("; ", tried));
                System.exit(NO_LIBCLANG);
            }
            LibClang clang = loaded.get();
            if (!compilerArguments.contains("-resource-dir")) {
                resourceDirectory().ifPresent(folder -> {
                    compilerArguments.add("-resource-dir");
                    compilerArguments.add(folder.toString());
                });
            }
            out.println(FrontEndProtocol.line("V", clang.string((MemorySegment) LibClang.H.version.invokeExact(
                    (SegmentAllocator) arena)), clang.path()));
            MemorySegment index = (MemorySegment) LibClang.H.createIndex.invokeExact(0, 0);
            MemorySegment argv = arena.allocate(ValueLayout.ADDRESS, compilerArguments.size());
            for (int i = 0; i < compilerArguments.size(); i++) {
                argv.setAtIndex(ValueLayout.ADDRESS, i, arena.allocateFrom(compilerArguments.get(i)));
            }
            MemorySegment unitOut = arena.allocate(ValueLayout.ADDRESS);
            int code = (int) LibClang.H.parse.invokeExact(index, arena.allocateFrom(header), argv,
                    compilerArguments.size(), MemorySegment.NULL, 0, OPTIONS, unitOut);
            MemorySegment unit = unitOut.get(ValueLayout.ADDRESS, 0);
            if (code != 0 || unit.equals(MemorySegment.NULL)) {
                System.err.println("libclang could not parse " + header + " (CXErrorCode " + code + ")");
                System.exit(NOT_PARSED);
            }
            ClangReader reader = new ClangReader(clang, unit, out, arena);
            reader.inclusions();
            reader.diagnostics();
            reader.declarations();
            // The answer is complete: whatever happens at exit (libclang's static destructors have been seen to
            // abort), the processor reads it.
            out.println(FrontEndProtocol.line("Z"));
            out.flush();
            LibClang.H.disposeUnit.invokeExact(unit);
            LibClang.H.disposeIndex.invokeExact(index);
        }
        out.flush();
        System.exit(0);
    }
}
