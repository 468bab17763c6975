package dev.eventbind.gpu;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The C reference measurement ({@code src/test/c/memset_reference.c}): the same memset windows timed with the
 * vendor's own events, built on the machine that runs the tests (nvcc when present, else gcc against the
 * toolkit's headers) and run as a separate process, so nothing of eventbind is in its path.
 *
 * <p>System properties: {@code eventbind.gpu.referenceSource} (the C file) and {@code eventbind.gpu.workDir}
 * (where the program is built).
 */
final class ReferenceProgram {

    /** What a run printed: a measurement, or the vendor's refusal. */
    sealed interface Outcome permits Measured, Unavailable {
    }

    /** Median, min and max of the window times in milliseconds. */
    record Measured(long bytes, int memsets, int windows, double medianMillis, double minMillis,
            double maxMillis) implements Outcome {
    }

    /** The reference could not run: the vendor's error name, code and the failing call. */
    record Unavailable(String line) implements Outcome {
    }

    private static final Pattern MEASURED = Pattern.compile(
            "reference bytes=(\\d+) memsets=(\\d+) windows=(\\d+) median_ms=([\\d.]+) min_ms=([\\d.]+) max_ms=([\\d.]+)");
    private static final Pattern UNAVAILABLE = Pattern.compile("unavailable: \\S+ \\(-?\\d+\\) in \\S+");
    private static final long RUN_TIMEOUT_SECONDS = 120;

    private final GpuVendor vendor;
    private final Path binary;
    private final String compiler;

    private ReferenceProgram(GpuVendor vendor, Path binary, String compiler) {
        this.vendor = vendor;
        this.binary = binary;
        this.compiler = compiler;
    }

    /** Builds the reference for {@code vendor}; fails with the compiler's output when it does not build. */
    static ReferenceProgram build(GpuVendor vendor) throws IOException, InterruptedException {
        Path source = Path.of(requiredProperty("eventbind.gpu.referenceSource"));
        Path work = Files.createDirectories(Path.of(requiredProperty("eventbind.gpu.workDir")));
        Path binary = work.resolve("memset_reference_" + vendor.name().toLowerCase(Locale.ROOT));
        List<String> command = vendor.compileCommand(source, binary);
        Run run = Run.of(command, work, RUN_TIMEOUT_SECONDS);
        if (run.status() != 0) {
            throw new IllegalStateException("cannot build the " + vendor + " reference program with "
                    + String.join(" ", command) + ":\n" + run.output());
        }
        return new ReferenceProgram(vendor, binary, Path.of(command.getFirst()).getFileName().toString());
    }

    /** Runs {@code windows} windows of {@code memsets} memsets of {@code bytes} each. */
    Outcome run(long bytes, int memsets, int windows) throws IOException, InterruptedException {
        Run run = Run.of(List.of(binary.toString(), Long.toString(bytes), Integer.toString(memsets),
                Integer.toString(windows)), binary.getParent(), RUN_TIMEOUT_SECONDS);
        String output = run.output().strip();
        Matcher measured = MEASURED.matcher(output);
        if (run.status() == 0 && measured.find()) {
            return new Measured(Long.parseLong(measured.group(1)), Integer.parseInt(measured.group(2)),
                    Integer.parseInt(measured.group(3)), Double.parseDouble(measured.group(4)),
                    Double.parseDouble(measured.group(5)), Double.parseDouble(measured.group(6)));
        }
        Matcher unavailable = UNAVAILABLE.matcher(output);
        if (run.status() == 2 && unavailable.find()) {
            return new Unavailable(unavailable.group());
        }
        throw new IllegalStateException(vendor + " reference program exited " + run.status() + ": " + output);
    }

    /** The compiler that built it ("nvcc", "gcc"). */
    String compiler() {
        return compiler;
    }

    private static String requiredProperty(String name) {
        return Optional.ofNullable(System.getProperty(name)).filter(value -> !value.isBlank())
                .orElseThrow(() -> new IllegalStateException("system property " + name + " is not set"));
    }

    /** A finished process: exit status and its merged output. */
    private record Run(int status, String output) {

        static Run of(List<String> command, Path directory, long timeoutSeconds)
                throws IOException, InterruptedException {
            Path log = Files.createTempFile(directory, "run", ".log");
            try {
                Process process = new ProcessBuilder(new ArrayList<>(command)).directory(directory.toFile())
                        .redirectErrorStream(true).redirectOutput(log.toFile()).start();
                if (!process.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                    throw new IllegalStateException(command.getFirst() + " ran over " + timeoutSeconds + " s");
                }
                return new Run(process.exitValue(), Files.readString(log, StandardCharsets.UTF_8));
            } finally {
                Files.deleteIfExists(log);
            }
        }
    }
}
