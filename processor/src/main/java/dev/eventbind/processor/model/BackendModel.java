package dev.eventbind.processor.model;

import dev.eventbind.spec.Op;
import dev.eventbind.spec.Rank;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * An {@code @EventBackend} spec: the event API ops, any plain downcalls, and how statuses read.
 *
 * @param spec the spec interface
 * @param generated the generated event API class ({@code CudaRuntimeEvents})
 * @param functions the generated class of raw C-shaped downcalls ({@code CudaRuntimeFunctions})
 * @param provider the generated provider ({@code CudaRuntimeEventsProvider}); empty when the spec registers its own
 * @param name the backend name
 * @param rank where discovery ranks it
 * @param library the library
 * @param status the status convention
 * @param calls every downcall in spec order, bound ops included
 * @param ops the bound ops
 * @param scope the names the spec brings into its functions class's scope (constants, nested types, inherited too)
 * @param handWritten the ops a partial spec implements by hand, in spec order
 * @param deprecation how the spec is deprecated, empty where it is not
 * @param events how its events are represented, decided from its ops
 * @param device how it holds its device, decided from its ops
 */
public record BackendModel(JavaName spec, JavaName generated, JavaName functions, Optional<JavaName> provider,
        String name, Rank rank, LibraryModel library, StatusModel status, List<DowncallModel> calls,
        Map<Op, BoundOp> ops, List<String> scope, List<HandWrittenOp> handWritten,
        Optional<Deprecation> deprecation, EventForm events, DeviceHolding device) implements SpecModel {

    /** A backend whose event form and device holding are decided from {@code ops} and {@code handWritten}. */
    public BackendModel(JavaName spec, JavaName generated, JavaName functions, Optional<JavaName> provider,
            String name, Rank rank, LibraryModel library, StatusModel status, List<DowncallModel> calls,
            Map<Op, BoundOp> ops, List<String> scope, List<HandWrittenOp> handWritten,
            Optional<Deprecation> deprecation) {
        this(spec, generated, functions, provider, name, rank, library, status, calls, ops, scope, handWritten,
                deprecation, EventForm.of(ops), DeviceHolding.of(ops, handWritten));
    }

    public BackendModel {
        calls = List.copyOf(calls);
        scope = List.copyOf(scope);
        handWritten = List.copyOf(handWritten);
        ops = ops.isEmpty() ? Map.of() : new EnumMap<>(ops);
    }

    /** The op a downcall binds, or empty for a plain {@code @Downcall}. */
    public Optional<BoundOp> opOf(DowncallModel call) {
        return ops.values().stream().filter(bound -> bound.call().equals(call)).findFirst();
    }

    /** The binding of {@code op}, or empty when the spec leaves an optional op unbound. */
    public Optional<BoundOp> op(Op op) {
        return Optional.ofNullable(ops.get(op));
    }

    /** The hand-written {@code DEVICE_GET}, where the spec writes it instead of binding it. */
    public Optional<HandWrittenOp> writtenDevice() {
        return handWritten.stream().filter(op -> op.op() == Op.DEVICE_GET).findFirst();
    }

    /** The hand-written {@code CONTEXT_CREATE}, where the spec writes it instead of binding it. */
    public Optional<HandWrittenOp> writtenContext() {
        return handWritten.stream().filter(op -> op.op() == Op.CONTEXT_CREATE).findFirst();
    }

    /** The hand-written {@code VERSION}, a text, where the spec writes it instead of binding it. */
    public Optional<HandWrittenOp> writtenVersion() {
        return handWritten.stream().filter(op -> op.op() == Op.VERSION).findFirst();
    }

    /** The hand-written {@code DEVICE_RANK}, the rank of the device opened, where the spec writes one. */
    public Optional<HandWrittenOp> writtenRank() {
        return handWritten.stream().filter(op -> op.op() == Op.DEVICE_RANK).findFirst();
    }

    /**
     * The hand-written {@code PAIRED_CLOCK}, a {@code PairedClock} over native handles made when the backend opens,
     * where the spec writes one: an API whose paired read, event ticks or timer need more than the bound shapes.
     */
    public Optional<HandWrittenOp> writtenPairedClock() {
        return handWritten.stream().filter(op -> op.op() == Op.PAIRED_CLOCK).findFirst();
    }

    /**
     * Whether {@code open()} reads anything once the context is made (or, without one, once the device is read): the
     * timer's frequency, the valid bits, the hand-written paired clock or queue family. A failed read gives back
     * what the open made before it.
     */
    public boolean readsAfterContext() {
        return op(Op.TIMER_FREQUENCY).isPresent() || op(Op.TIMESTAMP_BITS).isPresent()
                || writtenPairedClock().isPresent() || writtenQueueFamily().isPresent();
    }

    /**
     * The hand-written {@code QUEUE_FAMILY}, the queue family the backend's streams are made on, read when it opens
     * for the descriptor fields that take it ({@code @Field(from = Op.QUEUE_FAMILY)}).
     */
    public Optional<HandWrittenOp> writtenQueueFamily() {
        return handWritten.stream().filter(op -> op.op() == Op.QUEUE_FAMILY).findFirst();
    }

    /**
     * The hand-written {@code DEVICE_RELEASE}, which {@code close()} calls with the device, where the spec writes it:
     * a device that is no handle the driver counts (one the backend keeps for the process, or one it borrowed).
     */
    public Optional<HandWrittenOp> writtenRelease() {
        return handWritten.stream().filter(op -> op.op() == Op.DEVICE_RELEASE).findFirst();
    }

    /** Whether some function is reached through the API's resolver ({@code Op.PROC_ADDRESS}), not linked. */
    public boolean resolvesFunctions() {
        return calls.stream().anyMatch(DowncallModel::resolved);
    }

    /** Whether the backend reads a device when it opens: {@code DEVICE_GET} bound or written by hand. */
    public boolean hasDevice() {
        return device.held();
    }

    /** Whether the backend makes a context on its device when it opens: {@code CONTEXT_CREATE} bound or written. */
    public boolean hasContext() {
        return device.hasContext();
    }

    /**
     * Whether the stream synchronize is an event of the backend's own recorded and waited for: the spec neither
     * binds {@code STREAM_SYNCHRONIZE} nor writes it, as an API with no such call (Level Zero 1.4's immediate
     * command lists) leaves it.
     */
    public boolean synchronizesThroughEvent() {
        return !ops.containsKey(Op.STREAM_SYNCHRONIZE)
                && handWritten.stream().noneMatch(op -> op.op() == Op.STREAM_SYNCHRONIZE);
    }

    /** The binding of a required op, which validation guarantees. */
    public BoundOp required(Op op) {
        BoundOp bound = ops.get(op);
        if (bound == null) {
            throw new IllegalArgumentException(op + " is optional or unbound");
        }
        return bound;
    }
}
