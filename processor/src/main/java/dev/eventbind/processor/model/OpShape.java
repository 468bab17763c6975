package dev.eventbind.processor.model;

import dev.eventbind.spec.Op;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.Collectors;

/**
 * One C shape an {@link Op} accepts: what it returns, what each parameter is, and the {@code EventApi} method
 * it implements. Validation matches a spec method against these, the model keeps the match, the writers read
 * from it how to pass each argument; nothing re-derives a shape from a parameter count.
 *
 * @param op the op
 * @param returns the return type
 * @param arguments the parameters in order
 * @param eventApiMethod the {@code EventApi} method the op implements, empty for ops only the generated code calls
 * @param example a real C API's function of this shape, as its header declares it
 */
public record OpShape(Op op, CType returns, List<Argument> arguments, Optional<String> eventApiMethod,
        String example) {

    public OpShape {
        arguments = List.copyOf(arguments);
    }

    /** The parameter types a spec method declares. */
    public List<CType> parameterTypes() {
        return arguments.stream().map(Argument::type).toList();
    }

    /** Whether a method returning {@code actualReturn} and taking {@code actualParameters} has this shape. */
    public boolean fits(CType actualReturn, List<CType> actualParameters) {
        return returns == actualReturn && parameterTypes().equals(actualParameters);
    }

    /** Where the {@code @Bind(flags)} constant goes, when this shape has a flags parameter. */
    public OptionalInt flagsPosition() {
        int at = arguments.indexOf(Argument.FLAGS);
        return at < 0 ? OptionalInt.empty() : OptionalInt.of(at);
    }

    /** Whether the op's C string is returned rather than written to an out-parameter. */
    public boolean returnsString() {
        return returns == CType.POINTER;
    }

    /** In Java types, for messages: {@code int f(MemorySegment event*, int flags)}. */
    public String describe() {
        return returns.javaName() + " f(" + arguments.stream().map(a -> a.type().javaName() + " " + a.word())
                .collect(Collectors.joining(", ")) + ")";
    }

    /** As {@link Op}'s Javadoc spells it: {@code int f(ptr* event, int flags)}. */
    public String cShape() {
        String result = returns == CType.POINTER ? "ptr" : returns.javaName();
        return result + " f(" + arguments.stream().map(Argument::cShape).collect(Collectors.joining(", ")) + ")";
    }
}
