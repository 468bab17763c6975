package dev.eventbind.processor.validation;

import static dev.eventbind.processor.model.CType.INT;
import static dev.eventbind.processor.model.CType.POINTER;

import dev.eventbind.processor.model.CType;
import dev.eventbind.spec.Op;
import java.util.List;
import java.util.stream.Collectors;

/** The C shapes each {@link Op} accepts, as written in its Javadoc, in Java types. */
final class OpShapes {

    /**
     * One accepted shape.
     *
     * @param returns the return type
     * @param parameters the parameter types
     * @param names what each parameter is, for messages
     */
    record Shape(CType returns, List<CType> parameters, List<String> names) {

        boolean fits(CType actualReturn, List<CType> actualParameters) {
            return returns == actualReturn && parameters.equals(actualParameters);
        }

        String describe() {
            StringBuilder text = new StringBuilder(returns.javaName()).append(" f(");
            for (int i = 0; i < parameters.size(); i++) {
                text.append(i == 0 ? "" : ", ").append(parameters.get(i).javaName()).append(' ').append(names.get(i));
            }
            return text.append(')').toString();
        }
    }

    private OpShapes() {
    }

    /** The shapes {@code op} accepts, the shorter first. */
    static List<Shape> of(Op op) {
        return switch (op) {
            case EVENT_CREATE -> List.of(shape(INT, "event*"), shape(INT, "event*", "flags"));
            case STREAM_CREATE -> List.of(shape(INT, "stream*"), shape(INT, "stream*", "flags"));
            case EVENT_DESTROY, EVENT_WAIT -> List.of(shape(INT, "event"));
            case STREAM_DESTROY, STREAM_SYNCHRONIZE -> List.of(shape(INT, "stream"));
            case EVENT_RECORD -> List.of(shape(INT, "event", "stream"));
            case EVENT_ELAPSED -> List.of(shape(INT, "millis*", "start", "end"));
            case STREAM_WAIT_EVENT -> List.of(shape(INT, "stream", "event"), shape(INT, "stream", "event", "flags"));
            case ERROR_NAME, ERROR_MESSAGE -> List.of(shape(POINTER, "status"), shape(INT, "status", "string*"));
            case VERSION -> List.of(shape(INT, "version*"));
            case INIT -> List.of(shape(INT, "flags"));
        };
    }

    /** Parameters named flags or status are ints; every other one is a pointer or handle. */
    private static Shape shape(CType returns, String... names) {
        List<CType> types = java.util.Arrays.stream(names)
                .map(name -> name.equals("flags") || name.equals("status") ? INT : POINTER).toList();
        return new Shape(returns, types, List.of(names));
    }

    /** Every shape of {@code op}, joined for a message. */
    static String describe(Op op) {
        return of(op).stream().map(Shape::describe).collect(Collectors.joining(" or "));
    }
}
