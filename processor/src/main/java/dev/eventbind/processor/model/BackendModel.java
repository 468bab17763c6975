package dev.eventbind.processor.model;

import dev.eventbind.spec.Op;
import dev.eventbind.spec.Rank;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * An {@code @EventBackend} spec: the event API ops, any plain downcalls, and how statuses read.
 *
 * @param spec the spec interface
 * @param generated the generated event API class ({@code CudaRuntimeEvents})
 * @param provider the generated provider ({@code CudaRuntimeEventsProvider})
 * @param name the backend name
 * @param rank where discovery ranks it
 * @param library the library
 * @param status the status convention
 * @param calls every downcall in spec order, bound ops included
 * @param ops the bound ops by the symbol of their call
 */
public record BackendModel(JavaName spec, JavaName generated, JavaName provider, String name, Rank rank,
        LibraryModel library, StatusModel status, List<DowncallModel> calls, Map<String, BoundOp> ops)
        implements SpecModel {

    public BackendModel {
        calls = List.copyOf(calls);
        ops = Map.copyOf(ops);
    }

    /** The op a downcall binds, or empty for a plain {@code @Downcall}. */
    public Optional<BoundOp> opOf(DowncallModel call) {
        return Optional.ofNullable(ops.get(call.symbol()));
    }

    /** The binding of {@code op}, or empty when the spec leaves an optional op unbound. */
    public Optional<BoundOp> op(Op op) {
        return ops.values().stream().filter(bound -> bound.op() == op).findFirst();
    }

    /** The binding of a required op, which validation guarantees. */
    public BoundOp required(Op op) {
        return op(op).orElseThrow(() -> new IllegalStateException(op + " passed validation unbound"));
    }
}
