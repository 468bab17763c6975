package dev.eventbind.backend.hip;

import dev.eventbind.spec.Bind;
import dev.eventbind.spec.EventBackend;
import dev.eventbind.spec.Library;
import dev.eventbind.spec.Op;
import dev.eventbind.spec.Rank;
import dev.eventbind.spec.Status;
import java.lang.foreign.MemorySegment;

/**
 * The HIP runtime's event calls ({@code hip/hip_runtime_api.h}): the CUDA runtime's names with {@code hip}, from
 * {@code libamdhip64.so.7}, {@code .so.6} or {@code .so.5} (often installed without an unversioned link;
 * {@code amdhip64_7.dll} / {@code amdhip64_6.dll} on Windows), found under {@code ROCM_PATH}, {@code HIP_PATH}
 * or {@code /opt/rocm}, or through the system loader (Debian's {@code libamdhip64-5}).
 *
 * <p>Statuses are named by the runtime itself ({@code hipGetErrorName}, {@code hipGetErrorString}). The sticky
 * faults CUDA marks poisoned are marked here where HIP defines them: 214, 700, 702, 709, 710 and 719.
 */
@EventBackend(
        name = "HIP",
        rank = Rank.GPU,
        library = @Library(
                names = {"libamdhip64.so.7", "libamdhip64.so.6", "libamdhip64.so.5", "amdhip64_7.dll",
                        "amdhip64_6.dll"},
                home = {"ROCM_PATH", "HIP_PATH"},
                defaultHomes = {"/opt/rocm"},
                subdirs = {"lib", "lib64", "bin"},
                overrideProperty = "eventbind.hip.library",
                overrideEnv = "EVENTBIND_HIP_LIBRARY"),
        status = @Status(success = 0, notReady = 600, poisoned = {214, 700, 702, 709, 710, 719}),
        header = "hip/hip_runtime_api.h")
public interface HipRuntime {

    /** {@code hipEventDefault}: timing enabled. */
    int EVENT_DEFAULT = 0;
    /** {@code hipStreamNonBlocking}. */
    int STREAM_NON_BLOCKING = 1;

    /** {@code hipEventCreateWithFlags}: creates an event ({@link Op#EVENT_CREATE}). */
    @Bind(value = Op.EVENT_CREATE, symbol = "hipEventCreateWithFlags", flags = EVENT_DEFAULT, critical = true)
    int hipEventCreateWithFlags(MemorySegment event, int flags);

    /** {@code hipEventDestroy}: destroys an event ({@link Op#EVENT_DESTROY}). */
    @Bind(value = Op.EVENT_DESTROY, symbol = "hipEventDestroy", critical = true)
    int hipEventDestroy(MemorySegment event);

    /** {@code hipEventRecord}: records an event on a stream ({@link Op#EVENT_RECORD}). */
    @Bind(value = Op.EVENT_RECORD, symbol = "hipEventRecord")
    int hipEventRecord(MemorySegment event, MemorySegment stream);

    /** {@code hipEventSynchronize}: blocks until an event has completed ({@link Op#EVENT_WAIT}). */
    @Bind(value = Op.EVENT_WAIT, symbol = "hipEventSynchronize")
    int hipEventSynchronize(MemorySegment event);

    /** {@code hipEventQuery}: asks, without blocking, whether an event has completed ({@link Op#EVENT_QUERY}). */
    @Bind(value = Op.EVENT_QUERY, symbol = "hipEventQuery", critical = true)
    int hipEventQuery(MemorySegment event);

    /** {@code hipEventElapsedTime}: reads the time between two completed events ({@link Op#EVENT_ELAPSED}). */
    @Bind(value = Op.EVENT_ELAPSED, symbol = "hipEventElapsedTime", critical = true)
    int hipEventElapsedTime(MemorySegment millis, MemorySegment start, MemorySegment end);

    /** {@code hipStreamWaitEvent}: makes a stream's later work wait for an event ({@link Op#STREAM_WAIT_EVENT}). */
    @Bind(value = Op.STREAM_WAIT_EVENT, symbol = "hipStreamWaitEvent")
    int hipStreamWaitEvent(MemorySegment stream, MemorySegment event, int flags);

    /** {@code hipStreamSynchronize}: blocks until a stream's work has completed ({@link Op#STREAM_SYNCHRONIZE}). */
    @Bind(value = Op.STREAM_SYNCHRONIZE, symbol = "hipStreamSynchronize")
    int hipStreamSynchronize(MemorySegment stream);

    // Creating and destroying a stream can wait on the driver: not short enough for a critical call.
    /** {@code hipStreamCreateWithFlags}: creates a stream ({@link Op#STREAM_CREATE}). */
    @Bind(value = Op.STREAM_CREATE, symbol = "hipStreamCreateWithFlags", flags = STREAM_NON_BLOCKING)
    int hipStreamCreateWithFlags(MemorySegment stream, int flags);

    /** {@code hipStreamDestroy}: destroys a stream ({@link Op#STREAM_DESTROY}). */
    @Bind(value = Op.STREAM_DESTROY, symbol = "hipStreamDestroy")
    int hipStreamDestroy(MemorySegment stream);

    /** {@code hipGetErrorName}: the name of a status, as a C string ({@link Op#ERROR_NAME}). */
    @Bind(value = Op.ERROR_NAME, symbol = "hipGetErrorName", critical = true)
    MemorySegment hipGetErrorName(int status);

    /** {@code hipGetErrorString}: the description of a status, as a C string ({@link Op#ERROR_MESSAGE}). */
    @Bind(value = Op.ERROR_MESSAGE, symbol = "hipGetErrorString", critical = true)
    MemorySegment hipGetErrorString(int status);

    /** {@code hipRuntimeGetVersion}: reads the library's version ({@link Op#VERSION}). */
    @Bind(value = Op.VERSION, symbol = "hipRuntimeGetVersion", critical = true)
    int hipRuntimeGetVersion(MemorySegment version);
}
