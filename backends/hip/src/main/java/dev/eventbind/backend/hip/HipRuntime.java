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

    @Bind(value = Op.EVENT_CREATE, symbol = "hipEventCreateWithFlags", flags = EVENT_DEFAULT, critical = true)
    int hipEventCreateWithFlags(MemorySegment event, int flags);

    @Bind(value = Op.EVENT_DESTROY, symbol = "hipEventDestroy", critical = true)
    int hipEventDestroy(MemorySegment event);

    @Bind(value = Op.EVENT_RECORD, symbol = "hipEventRecord", critical = true)
    int hipEventRecord(MemorySegment event, MemorySegment stream);

    @Bind(value = Op.EVENT_WAIT, symbol = "hipEventSynchronize")
    int hipEventSynchronize(MemorySegment event);

    @Bind(value = Op.EVENT_QUERY, symbol = "hipEventQuery", critical = true)
    int hipEventQuery(MemorySegment event);

    @Bind(value = Op.EVENT_ELAPSED, symbol = "hipEventElapsedTime", critical = true)
    int hipEventElapsedTime(MemorySegment millis, MemorySegment start, MemorySegment end);

    @Bind(value = Op.STREAM_WAIT_EVENT, symbol = "hipStreamWaitEvent", critical = true)
    int hipStreamWaitEvent(MemorySegment stream, MemorySegment event, int flags);

    @Bind(value = Op.STREAM_SYNCHRONIZE, symbol = "hipStreamSynchronize")
    int hipStreamSynchronize(MemorySegment stream);

    // Creating and destroying a stream can wait on the driver: not short enough for a critical call.
    @Bind(value = Op.STREAM_CREATE, symbol = "hipStreamCreateWithFlags", flags = STREAM_NON_BLOCKING)
    int hipStreamCreateWithFlags(MemorySegment stream, int flags);

    @Bind(value = Op.STREAM_DESTROY, symbol = "hipStreamDestroy")
    int hipStreamDestroy(MemorySegment stream);

    @Bind(value = Op.ERROR_NAME, symbol = "hipGetErrorName", critical = true)
    MemorySegment hipGetErrorName(int status);

    @Bind(value = Op.ERROR_MESSAGE, symbol = "hipGetErrorString", critical = true)
    MemorySegment hipGetErrorString(int status);

    @Bind(value = Op.VERSION, symbol = "hipRuntimeGetVersion", critical = true)
    int hipRuntimeGetVersion(MemorySegment version);
}
