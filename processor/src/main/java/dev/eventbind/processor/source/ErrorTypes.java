package dev.eventbind.processor.source;

import java.util.List;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;

/**
 * Whether a spec still mentions something javac could not resolve: a type (perhaps one a later round generates)
 * or an annotation value (a misspelt constant). Such a spec is checked in a later round, or, when none comes, not
 * at all: javac reports the cause itself, and a second diagnostic about its consequence would mislead.
 */
public final class ErrorTypes {

    /** How javac shows an annotation value it could not attribute. */
    private static final String ERROR_VALUE = "<error>";

    private ErrorTypes() {
    }

    /** Whether {@code spec} or one of its methods mentions an unresolved type or annotation value. */
    public static boolean mentions(TypeElement spec) {
        if (annotated(spec) || spec.getInterfaces().stream().anyMatch(ErrorTypes::erroneous)) {
            return true;
        }
        for (ExecutableElement method : ElementFilter.methodsIn(spec.getEnclosedElements())) {
            // A default helper may well use a type generated from this very spec; only bindings must resolve.
            boolean binding = method.getModifiers().contains(Modifier.ABSTRACT)
                    || !method.getAnnotationMirrors().isEmpty();
            if (!binding) {
                continue;
            }
            if (annotated(method) || erroneous(method.getReturnType())) {
                return true;
            }
            for (VariableElement parameter : method.getParameters()) {
                if (erroneous(parameter.asType()) || annotated(parameter)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean annotated(Element element) {
        return element.getAnnotationMirrors().stream().anyMatch(ErrorTypes::erroneous);
    }

    private static boolean erroneous(AnnotationMirror mirror) {
        return erroneous(mirror.getAnnotationType()) || incomplete(mirror)
                || mirror.getElementValues().values().stream().anyMatch(ErrorTypes::erroneous);
    }

    /** A member without a default left out: javac reports it, and reading the annotation would throw. */
    private static boolean incomplete(AnnotationMirror mirror) {
        return ElementFilter.methodsIn(mirror.getAnnotationType().asElement().getEnclosedElements()).stream()
                .anyMatch(member -> member.getDefaultValue() == null
                        && !mirror.getElementValues().containsKey(member));
    }

    private static boolean erroneous(AnnotationValue value) {
        Object content = value.getValue();
        if (content instanceof List<?> list) {
            return list.stream().anyMatch(item -> item instanceof AnnotationValue inner && erroneous(inner));
        }
        if (content instanceof AnnotationMirror nested) {
            return erroneous(nested);
        }
        if (content instanceof TypeMirror type) {
            return erroneous(type);
        }
        // A real string constant prints with its quotes; only an unattributed value prints bare like this.
        return ERROR_VALUE.equals(value.toString());
    }

    private static boolean erroneous(TypeMirror type) {
        if (type.getKind() == TypeKind.ERROR) {
            return true;
        }
        if (type instanceof ArrayType array) {
            return erroneous(array.getComponentType());
        }
        return type instanceof DeclaredType declared
                && declared.getTypeArguments().stream().anyMatch(ErrorTypes::erroneous);
    }
}
