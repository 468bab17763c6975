package dev.eventbind.processor.validation;

import dev.eventbind.spec.Op;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.ExecutableElement;

/**
 * A spec method annotated {@code @Bind} or {@code @Downcall}, as the spec-wide checks see it. A method rejected
 * on its own still appears, so its op counts as bound and no second, false error follows from it.
 *
 * @param method the method
 * @param annotation the {@code @Bind} or {@code @Downcall} mirror
 * @param op the op it binds; empty for a {@code @Downcall}
 * @param symbol the C symbol it names
 * @param linkable whether its symbol and Java signature are valid, so its header declaration can be compared
 */
record DeclaredMethod(ExecutableElement method, AnnotationMirror annotation, Optional<Op> op, String symbol,
        boolean linkable) {
}
