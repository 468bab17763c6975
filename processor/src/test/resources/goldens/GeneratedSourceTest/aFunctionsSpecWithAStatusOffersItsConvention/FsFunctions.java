package test;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.binding.StatusConvention;
import dev.eventbind.ffm.LibraryPlan;
import dev.eventbind.ffm.LinkedLibrary;
import dev.eventbind.ffm.NativeAccess;
import dev.eventbind.ffm.NativeLinker;
import dev.eventbind.ffm.Restricted;
import dev.eventbind.ffm.StatusTexts;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;

/**
 * The fs C functions {@link Fs} declares, linked with Panama FFM: raw downcalls that take any address.
 *
 * <p>Restricted: {@link #open()} refuses a caller whose module has no native access under
 * {@code --illegal-native-access=deny}, and warns once per module otherwise. The checked API is the
 * {@code EventApi} class of the spec, where it has one.
 */
@Generated(
        value = "dev.eventbind.processor.EventBindProcessor",
        comments = "from test.Fs"
)
public final class FsFunctions implements Fs {
    private static final LinkedLibrary LIBRARY = NativeLinker.load(
            new LibraryPlan(
                    "fs",
                    "",
                    List.of("libfs.so"),
                    List.of(),
                    List.of(),
                    List.of("lib64", "lib", "bin"),
                    "fs.library",
                    "FS_LIBRARY"),
            List.of(
                    "fsFlush"),
            List.of());

    private static final String BACKEND = "fs";

    private static final StatusConvention STATUS = StatusConvention.builder(BACKEND)
            .notReady(-7)
            .poisoned(1879048193)
            .table(Map.ofEntries(
                    Map.entry(-1001, new StatusTexts.Text("FS_PLATFORM_NOT_FOUND")),
                    Map.entry(1879048193, new StatusTexts.Text("FS_DEVICE_LOST", null,
                            "0x70000001")),
                    Map.entry(1879048194, new StatusTexts.Text("FS_OUT_OF_MEMORY", null,
                            "0x70000002")),
                    Map.entry(0, new StatusTexts.Text("FS_SUCCESS")),
                    Map.entry(-7, new StatusTexts.Text("FS_NOT_READY")),
                    Map.entry(-58, new StatusTexts.Text("FS_INVALID_EVENT"))))
            .build();

    private FsFunctions() {
    }

    /**
     * The functions, for a caller whose module has native access.
     *
     * @throws IllegalCallerException when the caller's module has no native access and the JVM denies illegal native access
     * @throws BackendUnavailableException when the library or a required symbol is missing, or the installed fault plan
     * names a function the spec does not bind or a status it does not know
     */
    @Restricted
    public static FsFunctions open() {
        NativeAccess.checkCaller("FsFunctions.open");
        LIBRARY.ensureReady();
        STATUS.checkFaultPlan(LIBRARY);
        return new FsFunctions();
    }

    /**
     * The status convention the spec declares, as the event calls apply it: for calls to the
     * spec's other functions, so that their statuses read the same way (names, messages, the
     * codes that mean not ready and a poisoned device).
     */
    public static StatusConvention statusConvention() {
        return STATUS;
    }

    /**
     * The linked library: its path, what was tried, and which optional symbols it has.
     */
    public static LinkedLibrary library() {
        return LIBRARY;
    }

    /**
     * {@code fs_int fsFlush(void *queue)}
     */
    @Override
    public int fsFlush(MemorySegment queue) {
        try {
            return (int) FsFlush.HANDLE.invokeExact(queue);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code fs_int fsFlush(void *queue)}
     */
    static final class FsFlush {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS);

        static final MethodHandle HANDLE = LIBRARY.downcall("fsFlush", DESCRIPTOR, false);

        private FsFlush() {
        }
    }
}
