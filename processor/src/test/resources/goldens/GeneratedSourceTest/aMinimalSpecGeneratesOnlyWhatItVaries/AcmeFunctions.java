package test;

import dev.eventbind.api.BackendUnavailableException;
import dev.eventbind.binding.StatusConvention;
import dev.eventbind.ffm.LibraryPlan;
import dev.eventbind.ffm.LinkedLibrary;
import dev.eventbind.ffm.NativeAccess;
import dev.eventbind.ffm.NativeLinker;
import dev.eventbind.ffm.Restricted;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.util.List;
import javax.annotation.processing.Generated;

/**
 * The acme C functions {@link Acme} declares, linked with Panama FFM: raw downcalls that take any address.
 *
 * <p>Restricted: {@link #open()} refuses a caller whose module has no native access under
 * {@code --illegal-native-access=deny}, and warns once per module otherwise. The checked API is the
 * {@code EventApi} class of the spec, where it has one.
 */
@Generated(
        value = "dev.eventbind.processor.EventBindProcessor",
        comments = "from test.Acme"
)
public final class AcmeFunctions implements Acme {
    private static final LinkedLibrary LIBRARY = NativeLinker.load(
            new LibraryPlan(
                    "acme",
                    "",
                    List.of("libacme.so"),
                    List.of(),
                    List.of(),
                    List.of("lib64", "lib", "bin"),
                    "acme.library",
                    "ACME_LIBRARY"),
            List.of(
                    "acmeEventCreate", "acmeEventDestroy", "acmeEventRecord", "acmeEventWait",
                            "acmeEventElapsed", "acmeStreamWait", "acmeStreamSynchronize",
                            "acmeStreamCreate", "acmeStreamDestroy"),
            List.of());

    private static final String BACKEND = "acme";

    private static final StatusConvention STATUS = StatusConvention.builder(BACKEND)
            .build();

    private AcmeFunctions() {
    }

    /**
     * The functions, for a caller whose module has native access.
     *
     * @throws IllegalCallerException when the caller's module has no native access and the JVM denies illegal native access
     * @throws BackendUnavailableException when the library or a required symbol is missing, or the installed fault plan
     * names a function the spec does not bind or a status it does not know
     */
    @Restricted
    public static AcmeFunctions open() {
        NativeAccess.checkCaller("AcmeFunctions.open");
        LIBRARY.ensureReady();
        STATUS.checkFaultPlan(LIBRARY);
        return new AcmeFunctions();
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
     * {@code int acmeEventCreate(void* event)}
     */
    @Override
    public int acmeEventCreate(MemorySegment event) {
        try {
            return (int) AcmeEventCreate.HANDLE.invokeExact(event);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code int acmeEventDestroy(void* event)}
     */
    @Override
    public int acmeEventDestroy(MemorySegment event) {
        try {
            return (int) AcmeEventDestroy.HANDLE.invokeExact(event);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code int acmeEventRecord(void* event, void* stream)}
     */
    @Override
    public int acmeEventRecord(MemorySegment event, MemorySegment stream) {
        return acmeEventRecord(NativeLinker.address(event), NativeLinker.address(stream));
    }

    /**
     * {@code int acmeEventRecord(void* event, void* stream)}
     *
     * <p>Each handle as its address, as the backend passes it: no segment is made for the call.
     */
    int acmeEventRecord(long event, long stream) {
        try {
            return (int) AcmeEventRecord.HANDLE.invokeExact(event, stream);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code int acmeEventWait(void* event)}
     */
    @Override
    public int acmeEventWait(MemorySegment event) {
        return acmeEventWait(NativeLinker.address(event));
    }

    /**
     * {@code int acmeEventWait(void* event)}
     *
     * <p>Each handle as its address, as the backend passes it: no segment is made for the call.
     */
    int acmeEventWait(long event) {
        try {
            return (int) AcmeEventWait.HANDLE.invokeExact(event);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code int acmeEventElapsed(void* millis, void* start, void* end)}
     */
    @Override
    public int acmeEventElapsed(MemorySegment millis, MemorySegment start, MemorySegment end) {
        return acmeEventElapsed(millis, NativeLinker.address(start), NativeLinker.address(end));
    }

    /**
     * {@code int acmeEventElapsed(void* millis, void* start, void* end)}
     *
     * <p>Each handle as its address, as the backend passes it: no segment is made for the call.
     */
    int acmeEventElapsed(MemorySegment millis, long start, long end) {
        try {
            return (int) AcmeEventElapsed.HANDLE.invokeExact(millis, start, end);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code int acmeStreamWait(void* stream, void* event)}
     */
    @Override
    public int acmeStreamWait(MemorySegment stream, MemorySegment event) {
        return acmeStreamWait(NativeLinker.address(stream), NativeLinker.address(event));
    }

    /**
     * {@code int acmeStreamWait(void* stream, void* event)}
     *
     * <p>Each handle as its address, as the backend passes it: no segment is made for the call.
     */
    int acmeStreamWait(long stream, long event) {
        try {
            return (int) AcmeStreamWait.HANDLE.invokeExact(stream, event);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code int acmeStreamSynchronize(void* stream)}
     */
    @Override
    public int acmeStreamSynchronize(MemorySegment stream) {
        return acmeStreamSynchronize(NativeLinker.address(stream));
    }

    /**
     * {@code int acmeStreamSynchronize(void* stream)}
     *
     * <p>Each handle as its address, as the backend passes it: no segment is made for the call.
     */
    int acmeStreamSynchronize(long stream) {
        try {
            return (int) AcmeStreamSynchronize.HANDLE.invokeExact(stream);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code int acmeStreamCreate(void* stream)}
     */
    @Override
    public int acmeStreamCreate(MemorySegment stream) {
        try {
            return (int) AcmeStreamCreate.HANDLE.invokeExact(stream);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code int acmeStreamDestroy(void* stream)}
     */
    @Override
    public int acmeStreamDestroy(MemorySegment stream) {
        try {
            return (int) AcmeStreamDestroy.HANDLE.invokeExact(stream);
        } catch (Error | RuntimeException unchecked) {
            throw unchecked;
        } catch (Throwable impossible) {
            throw new AssertionError("should not reach here", impossible);
        }
    }

    /**
     * {@code int acmeEventCreate(void* event)}
     */
    static final class AcmeEventCreate {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS);

        static final MethodHandle HANDLE = LIBRARY.downcall("acmeEventCreate", DESCRIPTOR, false);

        private AcmeEventCreate() {
        }
    }

    /**
     * {@code int acmeEventDestroy(void* event)}
     */
    static final class AcmeEventDestroy {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS);

        static final MethodHandle HANDLE = LIBRARY.downcall("acmeEventDestroy", DESCRIPTOR, false);

        private AcmeEventDestroy() {
        }
    }

    /**
     * {@code int acmeEventRecord(void* event, void* stream)}
     */
    static final class AcmeEventRecord {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG);

        static final MethodHandle HANDLE = LIBRARY.downcall("acmeEventRecord", DESCRIPTOR, false);

        private AcmeEventRecord() {
        }
    }

    /**
     * {@code int acmeEventWait(void* event)}
     */
    static final class AcmeEventWait {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_LONG);

        static final MethodHandle HANDLE = LIBRARY.downcall("acmeEventWait", DESCRIPTOR, false);

        private AcmeEventWait() {
        }
    }

    /**
     * {@code int acmeEventElapsed(void* millis, void* start, void* end)}
     */
    static final class AcmeEventElapsed {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS, ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG);

        static final MethodHandle HANDLE = LIBRARY.downcall("acmeEventElapsed", DESCRIPTOR, false);

        private AcmeEventElapsed() {
        }
    }

    /**
     * {@code int acmeStreamWait(void* stream, void* event)}
     */
    static final class AcmeStreamWait {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_LONG, ValueLayout.JAVA_LONG);

        static final MethodHandle HANDLE = LIBRARY.downcall("acmeStreamWait", DESCRIPTOR, false);

        private AcmeStreamWait() {
        }
    }

    /**
     * {@code int acmeStreamSynchronize(void* stream)}
     */
    static final class AcmeStreamSynchronize {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_LONG);

        static final MethodHandle HANDLE = LIBRARY.downcall("acmeStreamSynchronize", DESCRIPTOR, false);

        private AcmeStreamSynchronize() {
        }
    }

    /**
     * {@code int acmeStreamCreate(void* stream)}
     */
    static final class AcmeStreamCreate {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS);

        static final MethodHandle HANDLE = LIBRARY.downcall("acmeStreamCreate", DESCRIPTOR, false);

        private AcmeStreamCreate() {
        }
    }

    /**
     * {@code int acmeStreamDestroy(void* stream)}
     */
    static final class AcmeStreamDestroy {
        static final FunctionDescriptor DESCRIPTOR = FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.ADDRESS);

        static final MethodHandle HANDLE = LIBRARY.downcall("acmeStreamDestroy", DESCRIPTOR, false);

        private AcmeStreamDestroy() {
        }
    }
}
