package dev.eventbind.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.eventbind.processor.model.Argument;
import dev.eventbind.processor.model.BoundOp;
import dev.eventbind.processor.model.EventForm;
import dev.eventbind.spec.Op;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Writes what one {@link EventForm} adds to {@code <Spec>Events}: its event type, its fields and helpers, and how an
 * op's method passes the events; the op writer ({@link EventApiWriter}) keeps the common frame (the device's
 * health, the device's use, the status check) and asks the form's writer at each step.
 */
sealed interface EventFormWriter permits HandleEventsWriter, SlotEventsWriter, ReturnedEventsWriter {

    /** The instance fields the form needs. */
    List<FieldSpec> fields();

    /** What the constructor sets up for the form; {@code api} writes the calls it makes. */
    void constructor(MethodSpec.Builder constructor, EventApiWriter api);

    /** The methods the form adds. */
    List<MethodSpec> methods(EventApiWriter api);

    /** The nested {@code Event} type. */
    TypeSpec eventType(ClassName event, String backend);

    /**
     * The whole body of {@code op}'s method where the form answers it without the op's own call (a destroy that
     * gives back slots, a create that takes one); empty where the call is made as the shape says.
     */
    Optional<CodeBlock> instead(BoundOp op);

    /**
     * Takes the events {@code op} passes, writing into {@code code} what comes before the call (nothing where the
     * form passes the handles as they are), puts how each is passed into {@code passed} (the native event for the
     * call), and returns what {@link #letGo} releases afterwards.
     */
    List<String> hold(CodeBlock.Builder code, BoundOp op, Map<Argument, CodeBlock> passed);

    /**
     * {@link #hold} for {@code eventWaitFor}, the timed wait over {@code op} (a wait whose shape takes a timeout):
     * an event never recorded answers {@code true} at once, as a reached one does.
     */
    List<String> holdForTimedWait(MethodSpec.Builder method, BoundOp op, Map<Argument, CodeBlock> passed);

    /**
     * Takes the event the private timestamp read reads: adds the read's parameter, puts how its call passes the
     * event into {@code passed}, and returns what {@link #letGo} releases. By default the read takes the native
     * handle's address and passes it as it is.
     */
    default List<String> holdForTimestamp(MethodSpec.Builder read, ClassName event, Map<Argument, CodeBlock> passed) {
        passed.put(Argument.EVENT, CodeBlock.of("handle"));
        read.addParameter(long.class, "handle");
        return List.of();
    }

    /** What the timestamp read does between its call and its status check; by default nothing. */
    default CodeBlock afterTimestampCall(EventApiWriter api, BoundOp op, Map<Argument, CodeBlock> passed) {
        return CodeBlock.of("");
    }

    /**
     * The native handle's address of the {@code Event} in the local {@code event}, as the timestamp reads below pass
     * it; by default read from the event as it is.
     */
    default CodeBlock address(String event) {
        return CodeBlock.of("$N.address()", event);
    }

    /**
     * The timestamp read {@code read} of the {@code Event} in the local {@code event}; by default of its handle's
     * {@link #address}.
     */
    default CodeBlock timestampOf(String read, String event) {
        return CodeBlock.of("$N($L)", read, address(event));
    }

    /**
     * Reads a span's stamps into {@code first} and {@code second} with the timestamp read {@code read}: by default
     * both handles' {@link #address} before either call, so a closed one is refused before the driver is asked.
     */
    default CodeBlock readSpan(String read) {
        return CodeBlock.builder()
                .addStatement("long from = $L", address("start"))
                .addStatement("long to = $L", address("end"))
                .addStatement("long first = $N(from)", read)
                .addStatement("long second = $N(to)", read)
                .build();
    }

    /**
     * What a stream the backend makes remembers of the instance that made it, for a form whose handles are their
     * instance's (the slots of {@link SlotEventsWriter}, made on the instance's context): the instance's value, which
     * the {@code Stream} type keeps and checks, and which counts the streams made with it
     * ({@code EventSlots.streamMade}), for a {@code close()} that destroys the context; empty where a stream is no
     * instance's.
     */
    default Optional<Maker> streamMaker() {
        return Optional.empty();
    }

    /**
     * The instance a stream remembers: the type of what it keeps, and the instance's value of it.
     *
     * @param type the field's type
     * @param value the instance's value, in the generated backend's methods
     */
    record Maker(TypeName type, CodeBlock value) {
    }

    /** Ends what {@link #hold}, {@link #holdForTimedWait} or {@link #holdForTimestamp} began. */
    MethodSpec.Builder letGo(MethodSpec.Builder method, BoundOp op, List<String> held);

    /**
     * What {@code close()} gives back before it releases the device (the pools of {@link Op#EVENT_POOL_DESTROY});
     * empty where the form holds nothing made on the device.
     */
    default Optional<CodeBlock> beforeRelease() {
        return Optional.empty();
    }

    /**
     * What {@code close()} checks before it destroys the context with {@code release} ({@link Op#CONTEXT_RELEASE}),
     * after {@link #beforeRelease()}: that nothing made in the context lives (the slots' streams, events and pools),
     * since a driver may free the context under them; empty where the form does not know what was made in it.
     */
    default Optional<CodeBlock> beforeContextRelease(BoundOp release) {
        return Optional.empty();
    }

    /** The writer of {@code form}. */
    static EventFormWriter of(EventForm form, ShapesWriter shapes, MemberNames names) {
        return switch (form) {
            case HANDLE -> new HandleEventsWriter();
            case RESETTABLE_SLOTS -> new SlotEventsWriter(shapes.model(), names);
            case RETURNED -> new ReturnedEventsWriter(shapes.model(), shapes.status(), shapes.health(), names);
        };
    }
}
