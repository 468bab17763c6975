package dev.eventbind.reliability.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The two memory figures a soak watches: the Java heap in use after a full collection, and the process's
 * resident set ({@code VmRSS} of {@code /proc/self/status}), which also sees native memory the heap does not.
 */
public final class ProcessMemory {

    private static final Path STATUS = Path.of("/proc/self/status");
    private static final int COLLECTIONS = 5;
    /** Between collections: the reference handler and the cleaner release what the last one found. */
    private static final long SETTLE_MILLIS = 20;

    private ProcessMemory() {
    }

    /**
     * Heap bytes in use after full collections: the smallest of a few readings a moment apart, so what another
     * thread (the cleaner, a driver's callback, the test runner's output) held during one collection does not
     * count as growth.
     */
    public static long heapAfterGc() {
        long least = Long.MAX_VALUE;
        for (int i = 0; i < COLLECTIONS; i++) {
            System.gc();
            try {
                Thread.sleep(SETTLE_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
            least = Math.min(least, liveAfterLastCollection());
        }
        return least;
    }

    /**
     * What the heap pools held right after the last collection: unlike the heap's current use, this does not
     * count what other threads allocated since.
     */
    private static long liveAfterLastCollection() {
        long live = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            MemoryUsage after = pool.getType() == MemoryType.HEAP ? pool.getCollectionUsage() : null;
            live += after == null ? 0 : after.getUsed();
        }
        return live;
    }

    /** The process's resident set in bytes. */
    public static long rssBytes() {
        try {
            for (String line : Files.readAllLines(STATUS)) {
                if (line.startsWith("VmRSS:")) {
                    return Long.parseLong(line.replaceAll("\\D", "")) * 1024;
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        throw new IllegalStateException(STATUS + " has no VmRSS line");
    }

    /** {@code bytes} in MiB with two decimals, as the figures print them. */
    public static String mib(long bytes) {
        return String.format(java.util.Locale.ROOT, "%.2f MiB", bytes / (1024.0 * 1024.0));
    }
}
