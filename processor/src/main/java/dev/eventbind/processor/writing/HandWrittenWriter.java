package dev.eventbind.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import dev.eventbind.api.DriverException;
import dev.eventbind.api.EventApi;
import dev.eventbind.processor.model.HandWrittenOp;
import dev.eventbind.spec.Op;
import dev.eventbind.spec.Rank;
import java.lang.foreign.MemorySegment;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes the {@code EventApi} method of an op a partial spec writes by hand, in the frame the op writer keeps
 * ({@link EventApiWriter}): the context made current, the device's health checked, the call a use of the device.
 */
final class HandWrittenWriter {

    private final EventApiWriter ops;
    private final ClassName event;
    private final ClassName stream;
    private final String functions;
    private final String health;

    HandWrittenWriter(EventApiWriter ops, ClassName event, ClassName stream, String functions, String health) {
        this.ops = ops;
        this.event = event;
        this.stream = stream;
        this.functions = functions;
        this.health = health;
    }

    /**
     * The EventApi method of an op the partial spec writes by hand: the device's health checked, the native
     * handles passed with the status convention to the spec's default method (through the functions class,
     * which implements the spec), a new handle wrapped, and a failure noted.
     */
    MethodSpec method(HandWrittenOp op, ClassName functionsType, CodeBlock convention) {
        Method api = Arrays.stream(EventApi.class.getMethods())
                .filter(m -> m.getName().equals(op.eventApiMethod())).findFirst().orElseThrow();
        MethodSpec.Builder method = MethodSpec.methodBuilder(op.eventApiMethod())
                .addJavadoc("Calls {@link $T#$L}, written by hand in the spec.\n", functionsType, op.method())
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .addException(DriverException.class);
        List<CodeBlock> passed = new ArrayList<>(List.of(convention));
        String[] names = names(op, api);
        boolean destroys = op.op() == Op.EVENT_DESTROY || op.op() == Op.STREAM_DESTROY;
        ops.enter(method);
        for (int i = 0; i < api.getParameterCount(); i++) {
            boolean isEvent = api.getGenericParameterTypes()[i].getTypeName().equals("E");
            method.addParameter(isEvent ? event : stream, names[i]);
            passed.add(destroys ? CodeBlock.of("handle") : CodeBlock.of("$N.handle()", names[i]));
        }
        if (destroys) {
            release(method, op, names[0]);
        } else {
            method.addStatement("$N.check($S)", health, op.method());
        }
        passed.addAll(ops.setupHandles(op.takesDevice(), op.takesContext()));
        CodeBlock call = CodeBlock.of("$N.$N($L)", functions, op.method(), CodeBlock.join(passed, ", "));
        boolean counted = op.op() == Op.STREAM_DESTROY && ops.form().streamMaker().isPresent();
        MethodSpec written = ops.notingFailure(method, body -> {
            if (counted) { // released whatever the driver answered: the handle cannot be destroyed again
                body.beginControlFlow("try");
            }
            returnCall(body, api, call);
            if (counted) {
                body.nextControlFlow("finally").addStatement("stream.released()").endControlFlow();
            }
        }).build();
        return ops.inUse(op.takesSetup(), written);
    }

    /**
     * {@code deviceRank()}: the rank of the device the backend opened, as the spec's hand-written
     * {@code DEVICE_RANK} reads it, never above {@code declared}, the spec's rank, which discovery orders by before
     * the probe reads this.
     */
    MethodSpec deviceRank(HandWrittenOp op, ClassName functionsType, CodeBlock convention, Rank declared) {
        MethodSpec.Builder method = MethodSpec.methodBuilder("deviceRank")
                .addJavadoc("The rank of the device this backend opened, as {@link $T#$L}\n(written by hand in"
                        + " the spec) reads it; never above {@link $T#$L}, the spec's rank, which\ndiscovery orders"
                        + " by until the probe reports this one.\n", functionsType, op.method(), Rank.class, declared)
                .addModifiers(Modifier.PUBLIC)
                .returns(Rank.class)
                .addException(DriverException.class);
        ops.enter(method);
        method.addStatement("$N.check($S)", health, op.method());
        List<CodeBlock> arguments = new ArrayList<>(List.of(convention));
        arguments.addAll(ops.setupHandles(op.takesDevice(), op.takesContext()));
        MethodSpec written = ops.notingFailure(method, body -> body.addStatement("return $N.$N($L).cappedAt($T.$L)",
                functions, op.method(), CodeBlock.join(arguments, ", "), Rank.class, declared)).build();
        return ops.inUse(op.takesSetup(), written);
    }

    /** A destroy takes the handle from its wrapper first; a borrowed stream stays with its creator. */
    private static void release(MethodSpec.Builder method, HandWrittenOp op, String handle) {
        method.addStatement("$T handle = release($N)", MemorySegment.class, handle);
        if (op.op() == Op.STREAM_DESTROY) {
            method.beginControlFlow("if (!stream.owned())")
                    .addComment("Borrowed: its creator destroys the driver's stream.")
                    .addStatement("return")
                    .endControlFlow();
        }
    }

    /** The call, its result returned as the EventApi method returns it: a new handle wrapped. */
    private void returnCall(MethodSpec.Builder method, Method api, CodeBlock call) {
        switch (api.getGenericReturnType().getTypeName()) {
            case "E" -> method.returns(event).addStatement("return new $T($L)", event, call);
            case "S" -> method.returns(stream).addStatement("return new $T($L, true$L)", stream, call,
                    ops.streamMaker());
            case "void" -> method.addStatement("$L", call);
            default -> method.returns(TypeName.get(api.getReturnType())).addStatement("return $L", call);
        }
    }

    /** The parameter names, in the EventApi method's order. */
    private static String[] names(HandWrittenOp op, Method api) {
        return switch (op.op()) {
            case EVENT_ELAPSED -> new String[] {"start", "end"};
            case EVENT_RECORD -> new String[] {"event", "stream"};
            case STREAM_WAIT_EVENT -> new String[] {"stream", "event"};
            default -> new String[] {api.getParameterCount() == 0 ? "" : api.getGenericParameterTypes()[0]
                    .getTypeName().equals("E") ? "event" : "stream"};
        };
    }
}
