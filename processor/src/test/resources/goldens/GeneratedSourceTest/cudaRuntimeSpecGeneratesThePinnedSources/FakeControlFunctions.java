package test;

import static java.lang.foreign.ValueLayout.JAVA_FLOAT;
import static java.lang.foreign.ValueLayout.JAVA_INT;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.ffm.LibraryPlan;
import dev.eventbind.ffm.LinkedLibrary;
import dev.eventbind.ffm.NativeLinker;
import dev.eventbind.ffm.NativeSymbol;
import java.lang.foreign.FunctionDescriptor;
import java.lang.invoke.MethodHandle;
import java.util.List;
import javax.annotation.processing.Generated;

/**
 * The FakeCUDA control functions {@link FakeControl} declares, linked with Panama FFM.
 */
@Generated(
        value = "dev.eventbind.processor.EventBindProcessor",
        comments = "from test.FakeControl"
)
public final class FakeControlFunctions implements FakeControl {
    private static final LinkedLibrary LIBRARY = NativeLinker.link(
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
                    new NativeSymbol("fakeFailNext",
                            FunctionDescriptor.of(JAVA_INT, JAVA_INT), true, false),
                    new NativeSymbol("fakeSetElapsed",
                            FunctionDescriptor.of(JAVA_INT, JAVA_FLOAT), true, false),
                    new NativeSymbol("fakeCalls", FunctionDescriptor.of(JAVA_INT), true, false),
                    new NativeSymbol("fakeLastFlags",
                            FunctionDescriptor.of(JAVA_INT), false, false),
                    new NativeSymbol("fakeLiveEvents",
                            FunctionDescriptor.of(JAVA_INT), false, false),
                    new NativeSymbol("fakeSetInitStatus",
                            FunctionDescriptor.of(JAVA_INT, JAVA_INT), false, false),
                    new NativeSymbol("fakeInitCalls",
                            FunctionDescriptor.of(JAVA_INT), false, false)));

    private static final MethodHandle FAKE_FAIL_NEXT = LIBRARY.handle("fakeFailNext");

    private static final MethodHandle FAKE_SET_ELAPSED = LIBRARY.handle("fakeSetElapsed");

    private static final MethodHandle FAKE_CALLS = LIBRARY.handle("fakeCalls");

    private static final MethodHandle FAKE_LAST_FLAGS = LIBRARY.handle("fakeLastFlags");

    private static final MethodHandle FAKE_LIVE_EVENTS = LIBRARY.handle("fakeLiveEvents");

    private static final MethodHandle FAKE_SET_INIT_STATUS = LIBRARY.handle("fakeSetInitStatus");

    private static final MethodHandle FAKE_INIT_CALLS = LIBRARY.handle("fakeInitCalls");

    /**
     * Opens the functions; the library was linked when this class was loaded.
     *
     * @throws BackendUnavailableException when the library or a required symbol is missing
     */
    public FakeControlFunctions() {
        LIBRARY.ensureReady();
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
            return (int) FAKE_FAIL_NEXT.invokeExact(status);
        } catch (Throwable thrown) {
            throw unexpected("fakeFailNext", thrown);
        }
    }

    /**
     * {@code int fakeSetElapsed(float ms)}
     */
    @Override
    public int setElapsed(float millis) {
        try {
            return (int) FAKE_SET_ELAPSED.invokeExact(millis);
        } catch (Throwable thrown) {
            throw unexpected("fakeSetElapsed", thrown);
        }
    }

    /**
     * {@code int fakeCalls(void)}
     */
    @Override
    public int calls() {
        try {
            return (int) FAKE_CALLS.invokeExact();
        } catch (Throwable thrown) {
            throw unexpected("fakeCalls", thrown);
        }
    }

    /**
     * {@code int fakeLastFlags(void)}
     */
    @Override
    public int lastFlags() {
        try {
            return (int) FAKE_LAST_FLAGS.invokeExact();
        } catch (Throwable thrown) {
            throw unexpected("fakeLastFlags", thrown);
        }
    }

    /**
     * {@code int fakeLiveEvents(void)}
     */
    @Override
    public int liveEvents() {
        try {
            return (int) FAKE_LIVE_EVENTS.invokeExact();
        } catch (Throwable thrown) {
            throw unexpected("fakeLiveEvents", thrown);
        }
    }

    /**
     * {@code int fakeSetInitStatus(int status)}
     */
    @Override
    public int setInitStatus(int status) {
        try {
            return (int) FAKE_SET_INIT_STATUS.invokeExact(status);
        } catch (Throwable thrown) {
            throw unexpected("fakeSetInitStatus", thrown);
        }
    }

    /**
     * {@code int fakeInitCalls(void)}
     */
    @Override
    public int initCalls() {
        try {
            return (int) FAKE_INIT_CALLS.invokeExact();
        } catch (Throwable thrown) {
            throw unexpected("fakeInitCalls", thrown);
        }
    }

    /**
     * What a downcall threw: runtime exceptions and errors unchanged, anything else wrapped.
     */
    private static RuntimeException unexpected(String function, Throwable thrown) {
        if (thrown instanceof RuntimeException e) {
            return e;
        }
        if (thrown instanceof Error e) {
            throw e;
        }
        return new IllegalStateException(function + " failed unexpectedly", thrown);
    }
}
