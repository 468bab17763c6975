package dev.eventbind.processor.model;

import com.sun.source.util.TreePath;
import com.sun.source.util.Trees;
import dev.eventbind.processor.source.MethodSource;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import org.jspecify.annotations.Nullable;

/**
 * The named constant a spec wrote for {@code @Bind(flags = ...)} ({@code CudaRuntime.EVENT_DEFAULT}), so
 * generated code passes the name, not a bare number. Read from the source tree: an annotation value keeps only
 * the number, and two constants may share it. Absent for a literal, or where javac's trees are not available.
 */
final class FlagsConstant {

    private final @Nullable Trees trees;

    /** @param trees javac's trees, or {@code null} where the compiler offers none */
    FlagsConstant(@Nullable Trees trees) {
        this.trees = trees;
    }

    /** The constant the {@code flags} member of {@code bind}, the {@code @Bind} of {@code method}, names. */
    Optional<ConstantName> of(ExecutableElement method, MethodSource.BindSource bind) {
        Trees javac = trees;
        if (javac == null) {
            return Optional.empty();
        }
        return bind.flagsValue().flatMap(value -> constant(javac, method, bind.mirror(), value));
    }

    private static Optional<ConstantName> constant(Trees trees, ExecutableElement method,
            AnnotationMirror annotation, AnnotationValue value) {
        TreePath path = trees.getPath(method, annotation, value);
        Element named = path == null ? null : trees.getElement(path);
        if (named instanceof VariableElement field && field.getKind() == ElementKind.FIELD
                && field.getConstantValue() != null && field.getEnclosingElement() instanceof TypeElement owner
                && reachable(field, packageOf(method))) {
            return Optional.of(new ConstantName(ModelFactory.javaName(owner), field.getSimpleName().toString()));
        }
        return Optional.empty(); // a constant the generated class cannot reach (private, say) is passed as a number
    }

    /**
     * Whether code in package {@code from} can name {@code element}: neither it nor a type enclosing it is private,
     * and each that is not public is in {@code from}.
     */
    private static boolean reachable(Element element, @Nullable PackageElement from) {
        for (Element at = element; at != null && !(at instanceof PackageElement); at = at.getEnclosingElement()) {
            Set<Modifier> modifiers = at.getModifiers();
            if (modifiers.contains(Modifier.PRIVATE) || (!modifiers.contains(Modifier.PUBLIC)
                    && (from == null || !from.equals(packageOf(at))))) {
                return false;
            }
        }
        return true;
    }

    private static @Nullable PackageElement packageOf(Element element) {
        for (Element at = element; at != null; at = at.getEnclosingElement()) {
            if (at instanceof PackageElement found) {
                return found;
            }
        }
        return null;
    }
}
