package dev.eventbind.processor.validation;

import dev.eventbind.processor.model.CheckedMethod;
import dev.eventbind.processor.model.StatusModel;
import dev.eventbind.processor.source.SpecSource;
import java.util.ArrayList;
import java.util.List;
import javax.annotation.processing.Messager;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;

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
    public record Item(Rule rule, String message, Element element, AnnotationMirror annotation,
            AnnotationValue value) {
    }

    private final List<Item> items = new ArrayList<>();
    private List<CheckedMethod> methods = List.of();
    private List<StatusModel.StatusCode> statuses = List.of();
    private List<dev.eventbind.processor.model.HandWrittenOp> handWritten = List.of();
    private java.util.Optional<javax.lang.model.element.TypeElement> events = java.util.Optional.empty();

    /** A breach of {@code rule} on an element. */
    public void report(Rule rule, String particulars, Element element) {
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

    /** Records what a clean spec's methods were found to be, in spec order, for the model. */
    void establish(List<CheckedMethod> checked, List<dev.eventbind.processor.model.HandWrittenOp> written) {
        methods = List.copyOf(checked);
        handWritten = List.copyOf(written);
    }

    /** The hand-written ops of a clean partial spec, in spec order. */
    public List<dev.eventbind.processor.model.HandWrittenOp> handWritten() {
        return handWritten;
    }

    /** Records the hand-written events class a {@code @NativeFunctions} spec names for its provider. */
    void establishEvents(javax.lang.model.element.TypeElement type) {
        events = java.util.Optional.of(type);
    }

    /** The events class a clean {@code @NativeFunctions} spec names in {@code events}, if any. */
    public java.util.Optional<javax.lang.model.element.TypeElement> events() {
        return events;
    }

    /** Records the status names read from the spec's header, for the model's table. */
    void establishStatuses(List<StatusModel.StatusCode> codes) {
        statuses = List.copyOf(codes);
    }

    /** The status names a clean spec's {@code @Status(prefix)} read from its header, in header order. */
    public List<StatusModel.StatusCode> statuses() {
        return statuses;
    }

    /** The bound and downcall methods of a clean spec, in spec order; empty when it is not clean. */
    public List<CheckedMethod> methods() {
        return methods;
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
