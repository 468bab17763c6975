package dev.eventbind.processor.model;

import dev.eventbind.spec.Op;
import java.util.Optional;

/**
 * An event API operation bound to a C function.
 *
 * @param op the operation
 * @param shape the shape of the op the spec method matched: what each argument is and where flags go
 * @param call the downcall that implements it
 * @param flags the constant passed in the op's flags parameter, where its shape has one
 * @param flagsName the named constant the spec wrote for {@code flags}, when it wrote one
 */
public record BoundOp(Op op, OpShape shape, DowncallModel call, int flags, Optional<ConstantName> flagsName) {
}
