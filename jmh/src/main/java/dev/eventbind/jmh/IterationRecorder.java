package dev.eventbind.jmh;

import dev.eventbind.profile.ProfileError;
import dev.eventbind.profile.ProfiledWindow;
import dev.eventbind.profile.WindowListener;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.jspecify.annotations.Nullable;

/**
 * Where {@link BenchWindows} and {@link DeviceTimeProfiler} meet in the benchmark's JVM: the iteration now
 * measured, which a window started during it belongs to, and the open {@link BenchWindows}, whose stopped windows
 * the profiler reads back when the iteration ends.
 */
final class IterationRecorder {

    /** Told of every window of every {@link BenchWindows}: files it under the iteration it started in. */
    static final WindowListener LISTENER = new WindowListener() {
        @Override
        public Object started(ProfiledWindow window) {
            IterationWindows iteration = current;
            return iteration != null ? iteration : NO_ATTACHMENT;
        }

        @Override
        public void placed(ProfiledWindow window, Object attachment, long startNanos, long endNanos) {
            if (attachment instanceof IterationWindows iteration) {
                iteration.placed(Math.max(0L, endNanos - startNanos), window.placementBoundNanos(),
                        window.durationBoundNanos(), window.resolutionNanos());
            }
        }

        @Override
        public void failed(ProfiledWindow window, Object attachment, ProfileError error) {
            if (attachment instanceof IterationWindows iteration) {
                iteration.failed();
            }
        }
    };

    private static final Set<BenchWindows<?, ?>> OPEN = ConcurrentHashMap.newKeySet();
    private static volatile @Nullable IterationWindows current;

    private IterationRecorder() {
    }

    static void opened(BenchWindows<?, ?> windows) {
        OPEN.add(windows);
    }

    static void closed(BenchWindows<?, ?> windows) {
        OPEN.remove(windows);
    }

    /** {@return whether a {@link BenchWindows} is open in this JVM} */
    static boolean anyOpen() {
        return !OPEN.isEmpty();
    }

    /** {@return the iteration now measured, null between iterations} */
    static @Nullable IterationWindows current() {
        return current;
    }

    /** An iteration begins: windows started from now on are its own. */
    static void begin() {
        current = new IterationWindows();
    }

    /**
     * The iteration is over: windows started from now on belong to none, and every window stopped during it is
     * read back (waiting for the device), so all of its windows are counted.
     *
     * @return the iteration's windows; empty when {@link #begin()} was not called
     */
    static IterationWindows.Summary end() {
        IterationWindows ended = current;
        current = null;
        for (BenchWindows<?, ?> windows : OPEN) {
            windows.readBackStopped();
        }
        return ended != null ? ended.summary() : new IterationWindows().summary();
    }
}
