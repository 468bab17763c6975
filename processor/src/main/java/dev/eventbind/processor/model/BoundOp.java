package dev.eventbind.processor.model;

import dev.eventbind.spec.Op;
import java.util.List;
import java.util.Optional;

/**
 * An event API operation bound to a C function.
 *
 * @param op the operation
 * @param shape the shape of the op the spec method matched: what each argument is and where flags go
 * @param call the downcall that implements it
 * @param flags the constant passed in the op's flags parameter, where its shape has one
 * @param flagsName the named constant the spec wrote for {@code flags}, when it wrote one
 * @param bound for each C parameter, what it is bound to; empty for the shape's arguments, which fill the
 *     unbound parameters in order
 * @param timestampBits for {@link Op#EVENT_TIMESTAMP}, how many low bits of the timer are valid
 * @param hostClock for {@link Op#PAIRED_CLOCK}, the host clock its host time stamps
 */
public record BoundOp(Op op, OpShape shape, DowncallModel call, int flags, Optional<ConstantName> flagsName,
        List<Optional<Bound>> bound, int timestampBits, dev.eventbind.spec.PairedHostClock hostClock) {

    public BoundOp {
        bound = List.copyOf(bound);
    }

    /** This op bound to {@code other}, a call of the same C function. */
    BoundOp withCall(DowncallModel other) {
        return new BoundOp(op, shape, other, flags, flagsName, bound, timestampBits, hostClock);
    }

    /** For each C parameter in order: the shape's argument it passes, or empty where it is bound. */
    public List<Optional<Argument>> arguments() {
        List<Optional<Argument>> result = new java.util.ArrayList<>();
        int next = 0;
        for (Optional<Bound> b : bound) {
            result.add(b.isPresent() && !reads(b.get()) ? Optional.empty()
                    : Optional.of(shape.arguments().get(next++)));
        }
        return result;
    }

    /** Whether it takes what {@link dev.eventbind.spec.Op#DEVICE_GET} wrote ({@code @From(Op.DEVICE_GET)}). */
    public boolean takesDevice() {
        return bound.stream().flatMap(Optional::stream)
                .anyMatch(b -> b instanceof Bound.FromOp(dev.eventbind.spec.Op from)
                        && from == dev.eventbind.spec.Op.DEVICE_GET);
    }

    /** Whether it takes the context {@link dev.eventbind.spec.Op#CONTEXT_CREATE} made. */
    public boolean takesContext() {
        return bound.stream().flatMap(Optional::stream)
                .anyMatch(b -> b instanceof Bound.FromOp(dev.eventbind.spec.Op from)
                        && from == dev.eventbind.spec.Op.CONTEXT_CREATE);
    }

    /** Whether it takes a handle the backend made when it opened: the device or its context. */
    public boolean takesSetup() {
        return takesDevice() || takesContext();
    }

    /** The descriptor among the bound arguments the call only reads, when there is one. */
    public Optional<Bound.DescriptorValue> descriptor() {
        return bound.stream().flatMap(Optional::stream).filter(Bound.DescriptorValue.class::isInstance)
                .map(Bound.DescriptorValue.class::cast).filter(d -> d.read().isEmpty()).findFirst();
    }

    /**
     * The record the call writes in place of the shape's out-integer, whose field is the op's value
     * ({@code @Descriptor(read = ...)}), when it has one.
     */
    public Optional<Bound.DescriptorValue> recordRead() {
        return bound.stream().flatMap(Optional::stream).filter(BoundOp::reads)
                .map(Bound.DescriptorValue.class::cast).findFirst();
    }

    private static boolean reads(Bound bound) {
        return bound instanceof Bound.DescriptorValue d && d.read().isPresent();
    }
}
