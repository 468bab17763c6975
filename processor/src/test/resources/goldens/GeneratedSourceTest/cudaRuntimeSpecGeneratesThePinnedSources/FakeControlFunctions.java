package test;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.ffm.LibraryPlan;
import dev.eventbind.ffm.LinkedLibrary;
import dev.eventbind.ffm.NativeAccess;
import dev.eventbind.ffm.NativeLinker;
import dev.eventbind.ffm.Restricted;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.util.List;
import javax.annotation.processing.Generated;

/**
 * The FakeCUDA control C functions {@link FakeControl} declares, linked with Panama FFM: raw downcalls that take any address.
 *
 * <p>Restricted: {@link #open()} refuses a caller whose module has no native access under
 * {@code --illegal-native-access=deny}, and warns once per module otherwise. The checked API is the
 * {@code EventApi} class of the spec, where it has one.
 */
@Generated(
        value = "dev.eventbind.processor.EventBindProcessor",
        comments = "from test.FakeControl"
)
public final class FakeControlFunctions implements FakeControl {
    private static final LinkedLibrary LIBRARY = NativeLinker.load(
            new LibraryPlan(
                    "FakeCUDA control",
                    "",
                    List.of("libfakecudart.so"),
                    List.of(),
                    List.of(),
                    List.of("lib64", "lib", "bin"),
                    "eventbind.fakecuda.library",
                    "EVENTBIND_FAKECUDA_LIBRARY"),
            List.of(
                    "fakeFailNext", "fakeSetElapsed", "fakeCalls", "fakeLastFlags",
                            "fakeLiveEvents", "fakeSetInitStatus", "fakeInitCalls"),
            List.of());

    private FakeControlFunctions() {
    }

    /**
     * The functions, for a caller whose module has native access.
     *
     * @throws IllegalCallerException when the caller's module has no native access and the JVM denies illegal native access
     * @throws BackendUnavailableException when the library or a required symbol is missing
     */
    @Restricted
    public static FakeControlFunctions open() {
        NativeAccess.checkCaller("FakeControlFunctions.open");
        LIBRARY.ensureReady();
        return new FakeControlFunctions();
    }

    /**
     * The linked library: its path, what was tried, and which optional symbols it has.
     */
    public static LinkedLibrary library() {
        return LIBRARY;
    }

    /**
     * {@code int fakeFailNext(int status)}
     */
    @Override
    public int failNext(int status) {
        try {
            return (int) FakeFailNext.HANDLE.invokeExact(status);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code int fakeSetElapsed(float ms)}
     */
    @Override
    public int setElapsed(float millis) {
        try {
            return (int) FakeSetElapsed.HANDLE.invokeExact(millis);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code int fakeCalls(void)}
     */
    @Override
    public int calls() {
        try {
            return (int) FakeCalls.HANDLE.invokeExact();
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code int fakeLastFlags(void)}
     */
    @Override
    public int lastFlags() {
        try {
            return (int) FakeLastFlags.HANDLE.invokeExact();
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code int fakeLiveEvents(void)}
     */
    @Override
    public int liveEvents() {
        try {
            return (int) FakeLiveEvents.HANDLE.invokeExact();
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code int fakeSetInitStatus(int status)}
     */
    @Override
    public int setInitStatus(int status) {
        try {
            return (int) FakeSetInitStatus.HANDLE.invokeExact(status);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code int fakeInitCalls(void)}
     */
    @Override
    public int initCalls() {
        try {
            return (int) FakeInitCalls.HANDLE.invokeExact();
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code int fakeFailNext(int status)}
     */
    static final class FakeFailNext {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_INT);

        static final MethodHandle HANDLE = LIBRARY.downcall("fakeFailNext", DESCRIPTOR, true);

        private FakeFailNext() {
        }
    }

    /**
     * {@code int fakeSetElapsed(float ms)}
     */
    static final class FakeSetElapsed {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_FLOAT);

        static final MethodHandle HANDLE = LIBRARY.downcall("fakeSetElapsed", DESCRIPTOR, true);

        private FakeSetElapsed() {
        }
    }

    /**
     * {@code int fakeCalls(void)}
     */
    static final class FakeCalls {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT);

        static final MethodHandle HANDLE = LIBRARY.downcall("fakeCalls", DESCRIPTOR, true);

        private FakeCalls() {
        }
    }

    /**
     * {@code int fakeLastFlags(void)}
     */
    static final class FakeLastFlags {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT);

        static final MethodHandle HANDLE = LIBRARY.downcall("fakeLastFlags", DESCRIPTOR, false);

        private FakeLastFlags() {
        }
    }

    /**
     * {@code int fakeLiveEvents(void)}
     */
    static final class FakeLiveEvents {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT);

        static final MethodHandle HANDLE = LIBRARY.downcall("fakeLiveEvents", DESCRIPTOR, false);

        private FakeLiveEvents() {
        }
    }

    /**
     * {@code int fakeSetInitStatus(int status)}
     */
    static final class FakeSetInitStatus {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_INT);

        static final MethodHandle HANDLE = LIBRARY.downcall("fakeSetInitStatus", DESCRIPTOR, false);

        private FakeSetInitStatus() {
        }
    }

    /**
     * {@code int fakeInitCalls(void)}
     */
    static final class FakeInitCalls {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT);

        static final MethodHandle HANDLE = LIBRARY.downcall("fakeInitCalls", DESCRIPTOR, false);

        private FakeInitCalls() {
        }
    }
}
