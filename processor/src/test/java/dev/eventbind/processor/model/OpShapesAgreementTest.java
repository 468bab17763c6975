package dev.eventbind.processor.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.eventbind.api.EventApi;
import dev.eventbind.spec.Op;
import java.io.IOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.TypeVariable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The one table of op shapes, the shapes {@link Op}'s Javadoc promises, and {@link EventApi} say the same. */
class OpShapesAgreementTest {

    private static final Path OP_SOURCE = Path.of(System.getProperty("eventbind.test.opSource",
            "../runtime/src/main/java/dev/eventbind/spec/Op.java"));
    private static final Pattern CONSTANT = Pattern.compile("/\\*\\*((?:(?!\\*/).)*)\\*/\\s*([A-Z_]+)\\(",
            Pattern.DOTALL);
    private static final Pattern CODE = Pattern.compile("\\{@code ([^}]*f\\([^}]*)}");

    @Test
    void everyOpsJavadocListsExactlyTheShapesOfTheTable() throws IOException {
        String source = Files.readString(OP_SOURCE);
        Matcher constant = CONSTANT.matcher(source);
        List<Op> documented = new ArrayList<>();
        while (constant.find()) {
            Op op = Op.valueOf(constant.group(2));
            documented.add(op);
            List<String> promised = new ArrayList<>();
            Matcher code = CODE.matcher(constant.group(1));
            while (code.find()) {
                promised.add(code.group(1).strip());
            }
            assertEquals(OpShapes.of(op).stream().map(OpShape::cShape).toList(), promised, op.name());
        }
        assertEquals(List.of(Op.values()), documented, "every op is documented, in order");
    }

    /**
     * EVENT_ELAPSED is the one op an alternative replaces: EVENT_TIMESTAMP with TIMER_FREQUENCY, from which the
     * generated code writes eventElapsedNanos itself. The spec check requires one of the two.
     */
    private static boolean needed(Op op) {
        // Elapsed time may come from timestamps, and a stream synchronize from an event the backend records itself.
        return op.required() || op == Op.EVENT_ELAPSED || op == Op.STREAM_SYNCHRONIZE;
    }

    @Test
    void everyRequiredOpImplementsAnAbstractEventApiMethodAndNoneIsLeftOver() {
        Set<String> abstractMethods = Arrays.stream(EventApi.class.getMethods())
                .filter(m -> Modifier.isAbstract(m.getModifiers()) && !m.getName().equals("backend"))
                .map(Method::getName).collect(Collectors.toSet());
        Set<String> requiredImplement = Arrays.stream(Op.values()).filter(OpShapesAgreementTest::needed)
                .flatMap(op -> OpShapes.of(op).stream()).map(shape -> shape.eventApiMethod().orElseThrow())
                .collect(Collectors.toSet());

        assertEquals(abstractMethods, requiredImplement);
    }

    @Test
    void anOptionalOpImplementsOnlyADefaultEventApiMethod() {
        for (Op op : Op.values()) {
            for (OpShape shape : OpShapes.of(op)) {
                shape.eventApiMethod().ifPresent(name -> {
                    Method method = eventApiMethod(name);
                    assertEquals(!needed(op), method.isDefault(), op + " -> " + name);
                });
            }
        }
    }

    /**
     * Each shape passes the EventApi method's handles, in the method's order except for the record shape whose C
     * function takes the stream first (zeCommandListAppendSignalEvent): the writer declares EventApi's order.
     */
    @Test
    void eachShapePassesTheEventApiMethodsHandlesInItsOwnOrder() {
        for (Op op : Op.values()) {
            for (OpShape shape : OpShapes.of(op)) {
                shape.eventApiMethod().ifPresent(name -> {
                    List<String> handles = shape.arguments().stream().map(OpShapesAgreementTest::handleType)
                            .filter(type -> !type.isEmpty()).toList();
                    List<String> declared = Arrays.stream(eventApiMethod(name).getGenericParameterTypes())
                            .map(type -> ((TypeVariable<?>) type).getName()).toList();
                    if (op == Op.EVENT_RECORD && handles.equals(List.of("S", "E"))) {
                        handles = List.of("E", "S");
                    }
                    assertEquals(declared, handles, op + " -> " + name);
                });
            }
        }
    }

    @Test
    void aFlagsParameterIsAlwaysTheLastAndTheShorterShapesComeFirst() {
        for (Op op : Op.values()) {
            List<OpShape> shapes = OpShapes.of(op);
            for (OpShape shape : shapes) {
                shape.flagsPosition().ifPresent(at -> assertEquals(shape.arguments().size() - 1, at, op.name()));
            }
            for (int i = 1; i < shapes.size(); i++) {
                assertTrue(shapes.get(i - 1).arguments().size() <= shapes.get(i).arguments().size(), op.name());
            }
        }
    }

    /** The EventApi type variable an argument is passed from, or empty for out-parameters and constants. */
    private static String handleType(Argument argument) {
        return switch (argument) {
            case EVENT, RELEASED_EVENT, START, END, EVENT_LIST, RETURNED_EVENT -> "E";
            case STREAM, RELEASED_STREAM, RELEASED_STREAM_ARRAY -> "S";
            case NEW_EVENT, NEW_STREAM, MILLIS, FLAGS, STATUS, TEXT, VERSION, NEW_DEVICE, NEW_CONTEXT, NEW_POOL, TICKS,
                    FREQUENCY, VALID_BITS, TIMEOUT, COUNT, HOST_TIME, DEVICE_TIME, NAME, FUNCTION, STAMPS, DEVIATION,
                    EXECUTION, RELEASED_POOL -> "";
        };
    }

    private static Method eventApiMethod(String name) {
        return Arrays.stream(EventApi.class.getMethods()).filter(m -> m.getName().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("EventApi has no " + name));
    }
}
