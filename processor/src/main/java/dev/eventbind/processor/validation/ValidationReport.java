package dev.eventbind.processor.validation;

import dev.eventbind.processor.source.SpecSource;
import java.util.ArrayList;
import java.util.List;
import javax.annotation.processing.Messager;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import org.jspecify.annotations.Nullable;

/**
 * The breaches of {@link Rule}s found in one spec, each anchored as precisely as javac allows: the element, the
 * annotation and the offending value, so the caret lands on the string that is wrong. This is the one way the
 * processor reports anything; the kind of each item is its rule's.
 */
public final class ValidationReport {

    /**
     * One breach.
     *
     * @param rule the rule broken
     * @param message the message, starting with its rule
     * @param element where it is
     * @param annotation the annotation on {@code element} that holds the mistake, if any
     * @param value the offending value of {@code annotation}, if any
     */
    public record Item(Rule rule, String message, @Nullable Element element, @Nullable AnnotationMirror annotation,
            @Nullable AnnotationValue value) {
    }

    private final List<Item> items = new ArrayList<>();

    /** A breach of {@code rule} on an element. */
    public void report(Rule rule, String particulars, @Nullable Element element) {
        items.add(new Item(rule, rule.message(particulars), element, null, null));
    }

    /** A breach on a member of an annotation, or on the annotation when the member was left at its default. */
    public void report(Rule rule, String particulars, Element element, AnnotationMirror annotation, String member) {
        items.add(new Item(rule, rule.message(particulars), element, annotation,
                SpecSource.written(annotation, member).orElse(null)));
    }

    /** A breach on one value of an annotation's member (a name of an array), or on the annotation itself. */
    public void report(Rule rule, String particulars, Element element, AnnotationMirror annotation,
            java.util.Optional<AnnotationValue> value) {
        items.add(new Item(rule, rule.message(particulars), element, annotation, value.orElse(null)));
    }

    /** Whether no error was found (warnings and notes allowed). */
    public boolean isClean() {
        return items.stream().noneMatch(item -> item.rule().kind() == Rule.Kind.ERROR);
    }

    /** Everything found, in the order found. */
    public List<Item> items() {
        return List.copyOf(items);
    }

    /** Reports every item to javac. */
    public void printTo(Messager messager) {
        for (Item item : items) {
            var kind = item.rule().kind().javac();
            if (item.value() != null) {
                messager.printMessage(kind, item.message(), item.element(), item.annotation(), item.value());
            } else if (item.annotation() != null) {
                messager.printMessage(kind, item.message(), item.element(), item.annotation());
            } else {
                messager.printMessage(kind, item.message(), item.element());
            }
        }
    }
}
