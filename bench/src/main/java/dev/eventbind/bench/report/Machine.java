package dev.eventbind.bench.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The machine and JDK a report was measured on.
 *
 * @param cores processors available to the JVM
 * @param cpu the CPU model from {@code /proc/cpuinfo}, or "unknown"
 * @param jdk vendor, runtime version and VM of the JDK
 * @param os operating system name, version and architecture
 */
public record Machine(int cores, String cpu, String jdk, String os) {

    /** The machine this JVM runs on. */
    public static Machine current() {
        return new Machine(Runtime.getRuntime().availableProcessors(), cpuModel(Path.of("/proc/cpuinfo")),
                System.getProperty("java.vendor") + " " + System.getProperty("java.runtime.version") + " ("
                        + System.getProperty("java.vm.name") + ")",
                System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                        + System.getProperty("os.arch"));
    }

    /** The first "model name" line of a cpuinfo file. */
    static String cpuModel(Path cpuinfo) {
        try {
            List<String> lines = Files.readAllLines(cpuinfo);
            return lines.stream()
                    .filter(line -> line.startsWith("model name"))
                    .map(line -> line.substring(line.indexOf(':') + 1).trim())
                    .findFirst()
                    .orElse("unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }
}
