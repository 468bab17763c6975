package dev.eventbind.processor.source;

import java.lang.annotation.Annotation;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/** Finds the mirror of one of the spec annotations on an element, for anchoring diagnostics on it. */
final class SpecAnnotations {

    private SpecAnnotations() {
    }

    /** The mirror of {@code type} on {@code element}, when present. */
    static Optional<AnnotationMirror> mirror(Element element, Class<? extends Annotation> type) {
        for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
            TypeElement annotation = (TypeElement) mirror.getAnnotationType().asElement();
            if (annotation.getQualifiedName().contentEquals(type.getCanonicalName())) {
                return Optional.of(mirror);
            }
        }
        return Optional.empty();
    }
}
