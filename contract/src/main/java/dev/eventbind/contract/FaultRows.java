package dev.eventbind.contract;

import dev.eventbind.ffm.Fault;
import dev.eventbind.ffm.FaultPlan;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * What the contract's fault rows inject into a backend through a {@link FaultPlan}, so that they run on its real
 * library: which C function refuses a stream and with which status, which one a record reaches that can return a
 * poisoning status, and, for APIs where a bad handle is undefined behaviour, which functions answer a rejected
 * handle. A backend's contract test returns one from {@link EventCallsContract#faultRows()}:
 *
 * <pre>{@code
 * protected Optional<FaultRows> faultRows() {
 *     return Optional.of(FaultRows.of("CUDA")
 *             .refusingStreams("cudaStreamCreateWithFlags", 2)      // cudaErrorMemoryAllocation
 *             .poisoningRecords("cudaEventRecord", 719));           // cudaErrorLaunchFailure
 * }
 * }</pre>
 *
 * <p>The contract installs the faults, on standby, before it opens the backend, so their functions are wrapped as
 * they link, and arms each in its row. A function the JVM linked before (another test class calling it first)
 * stays unwrapped: the row then fails saying so; run the contract test in a JVM of its own (a surefire execution),
 * or name the functions in {@code -Deventbind.faults}.
 */
public final class FaultRows {

    private final String backend;
    private final @Nullable Fault refusedStream;
    private final @Nullable Fault poisonedRecord;
    private final @Nullable String noPoisoning;
    private final List<Fault> rejectedHandle;

    private FaultRows(String backend, @Nullable Fault refusedStream, @Nullable Fault poisonedRecord,
            @Nullable String noPoisoning, List<Fault> rejectedHandle) {
        this.backend = backend;
        this.refusedStream = refusedStream;
        this.poisonedRecord = poisonedRecord;
        this.noPoisoning = noPoisoning;
        this.rejectedHandle = List.copyOf(rejectedHandle);
    }

    /**
     * The rows of the backend named {@code backend}, as its spec names it; none yet.
     *
     * @param backend the backend's name ({@code EventApi.backend()})
     * @return the rows
     */
    public static FaultRows of(String backend) {
        return new FaultRows(Objects.requireNonNull(backend, "backend"), null, null, null, List.of());
    }

    /**
     * The function a stream creation calls that the refused-stream row fails, with a status the spec does not mark
     * poisoning (out of memory).
     *
     * @param symbol the C function
     * @param status its failure status
     * @return these rows with it
     */
    public FaultRows refusingStreams(String symbol, int status) {
        return new FaultRows(backend, Fault.standby(backend, symbol, status), poisonedRecord, noPoisoning,
                rejectedHandle);
    }

    /**
     * The function a record calls that the poisoning row fails, with a status the spec marks poisoning.
     *
     * @param symbol the C function
     * @param status a poisoning status
     * @return these rows with it
     */
    public FaultRows poisoningRecords(String symbol, int status) {
        return new FaultRows(backend, refusedStream, Fault.standby(backend, symbol, status), null, rejectedHandle);
    }

    /**
     * Says why the poisoning row does not apply to this backend's shape (its spec marks no status poisoning, or
     * its record calls nothing that returns a status); the row skips with this reason.
     *
     * @param reason why
     * @return these rows with it
     */
    public FaultRows noPoisonedRecord(String reason) {
        return new FaultRows(backend, refusedStream, null, Objects.requireNonNull(reason, "reason"),
                rejectedHandle);
    }

    /**
     * For APIs where a handle the driver does not know is undefined behaviour (Vulkan, Level Zero's loader with
     * interception): the rejected-handle row injects {@code status} into these functions instead, the record's
     * first (where {@link EventCallsContract#recordPassesTheEventToTheDriver()}), then the host wait's.
     *
     * @param status a failure status of the API's that says the handle is bad
     * @param record the C function a record of the event calls
     * @param hostWait the C function a host wait on the event calls
     * @return these rows with them
     */
    public FaultRows rejectingHandles(int status, String record, String hostWait) {
        return new FaultRows(backend, refusedStream, poisonedRecord, noPoisoning,
                List.of(Fault.standby(backend, record, status), Fault.standby(backend, hostWait, status)));
    }

    /**
     * {@link #rejectingHandles(int, String, String)} for a backend whose record returns no status (Vulkan's
     * {@code vkCmdWriteTimestamp}): only the host wait reports the handle.
     *
     * @param status a failure status of the API's that says the handle is bad
     * @param hostWait the C function a host wait on the event calls
     * @return these rows with it
     */
    public FaultRows rejectingHandlesAtTheWait(int status, String hostWait) {
        return new FaultRows(backend, refusedStream, poisonedRecord, noPoisoning,
                List.of(Fault.standby(backend, hostWait, status)));
    }

    /** {@return the backend's name} */
    public String backend() {
        return backend;
    }

    Optional<Fault> refusedStream() {
        return Optional.ofNullable(refusedStream);
    }

    Optional<Fault> poisonedRecord() {
        return Optional.ofNullable(poisonedRecord);
    }

    /** Why the poisoning row does not apply, when the backend said so. */
    Optional<String> noPoisoning() {
        return Optional.ofNullable(noPoisoning);
    }

    /** The record's (where it returns a status) then the host wait's rejected-handle fault; empty for none. */
    List<Fault> rejectedHandle() {
        return rejectedHandle;
    }

    /** {@return every fault of these rows, on standby} */
    public List<Fault> faults() {
        List<Fault> all = new ArrayList<>();
        refusedStream().ifPresent(all::add);
        poisonedRecord().ifPresent(all::add);
        all.addAll(rejectedHandle);
        return all;
    }
}
