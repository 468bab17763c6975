package dev.eventbind.processor.model;

import static dev.eventbind.processor.model.Argument.END;
import static dev.eventbind.processor.model.Argument.EVENT;
import static dev.eventbind.processor.model.Argument.FLAGS;
import static dev.eventbind.processor.model.Argument.MILLIS;
import static dev.eventbind.processor.model.Argument.NEW_EVENT;
import static dev.eventbind.processor.model.Argument.NEW_STREAM;
import static dev.eventbind.processor.model.Argument.RELEASED_EVENT;
import static dev.eventbind.processor.model.Argument.RELEASED_STREAM;
import static dev.eventbind.processor.model.Argument.START;
import static dev.eventbind.processor.model.Argument.STATUS;
import static dev.eventbind.processor.model.Argument.STREAM;
import static dev.eventbind.processor.model.Argument.TEXT;
import static dev.eventbind.processor.model.Argument.VERSION;
import static dev.eventbind.processor.model.CType.INT;
import static dev.eventbind.processor.model.CType.POINTER;

import dev.eventbind.spec.Op;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/** The one table of op shapes: for each {@link Op}, the C shapes it accepts, the shorter first. */
public final class OpShapes {

    private OpShapes() {
    }

    /** The shapes {@code op} accepts, the shorter first. */
    public static List<OpShape> of(Op op) {
        return switch (op) {
            case EVENT_CREATE -> List.of(api(op, "eventCreate", NEW_EVENT), api(op, "eventCreate", NEW_EVENT, FLAGS));
            case STREAM_CREATE -> List.of(api(op, "streamCreateNonBlocking", NEW_STREAM),
                    api(op, "streamCreateNonBlocking", NEW_STREAM, FLAGS));
            case EVENT_DESTROY -> List.of(api(op, "eventDestroy", RELEASED_EVENT));
            case EVENT_WAIT -> List.of(api(op, "eventWait", EVENT));
            case EVENT_QUERY -> List.of(api(op, "eventQuery", EVENT));
            case STREAM_DESTROY -> List.of(api(op, "streamDestroy", RELEASED_STREAM));
            case STREAM_SYNCHRONIZE -> List.of(api(op, "streamSynchronize", STREAM));
            case EVENT_RECORD -> List.of(api(op, "eventRecord", EVENT, STREAM));
            case EVENT_ELAPSED -> List.of(api(op, "eventElapsedNanos", MILLIS, START, END));
            case STREAM_WAIT_EVENT -> List.of(api(op, "streamWaitEvent", STREAM, EVENT),
                    api(op, "streamWaitEvent", STREAM, EVENT, FLAGS));
            case ERROR_NAME, ERROR_MESSAGE -> List.of(internal(op, POINTER, STATUS), internal(op, INT, STATUS, TEXT));
            case VERSION -> List.of(internal(op, INT, VERSION));
            case INIT -> List.of(internal(op, INT, FLAGS));
        };
    }

    /** The shape of {@code op} a method returning {@code returns} and taking {@code parameters} has. */
    public static Optional<OpShape> match(Op op, CType returns, List<CType> parameters) {
        return of(op).stream().filter(shape -> shape.fits(returns, parameters)).findFirst();
    }

    /** Every shape of {@code op} in Java types, joined for a message. */
    public static String describe(Op op) {
        return of(op).stream().map(OpShape::describe).collect(Collectors.joining(" or "));
    }

    private static OpShape api(Op op, String method, Argument... arguments) {
        return new OpShape(op, INT, List.of(arguments), Optional.of(method));
    }

    private static OpShape internal(Op op, CType returns, Argument... arguments) {
        return new OpShape(op, returns, List.of(arguments), Optional.empty());
    }
}
