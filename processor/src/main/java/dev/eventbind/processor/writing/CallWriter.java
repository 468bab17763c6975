package dev.eventbind.processor.writing;

import com.palantir.javapoet.CodeBlock;
import dev.eventbind.processor.model.Argument;
import dev.eventbind.processor.model.Bound;
import dev.eventbind.processor.model.BoundOp;
import dev.eventbind.processor.model.CType;
import dev.eventbind.spec.Op;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.ValueLayout;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Writes the call of an op's raw method on the functions field, every C argument in place: the shape's from how
 * the writer passes it or their default (a handle of the event or stream, the scratch segment, the flags), the
 * bound ones (the device, a constant, a descriptor allocated, zeroed and filled in a confined arena around the
 * call), and the statement made of it (its status checked, a query's answer, or a local).
 */
final class CallWriter {

    private final String functions;
    private final String health;
    /** Names the functions-class method each call is made through ({@link MemberNames#called}). */
    private final MemberNames names;
    private final CodeBlock device;
    /** The context made on the device, as calls pass it; its name is also that of a static open's local. */
    private final CodeBlock context;
    /** The queue family read when the backend opened, which a descriptor field may take. */
    private final CodeBlock queueFamily;

    CallWriter(String functions, String health, CodeBlock device, CodeBlock context, CodeBlock queueFamily,
            MemberNames names) {
        this.names = names;
        this.functions = functions;
        this.health = health;
        this.device = device;
        this.context = context;
        this.queueFamily = queueFamily;
    }

    /**
     * {@code int status = functions.m(...)}, with every bound argument in place; a descriptor is allocated,
     * zeroed and filled in a confined arena around the call.
     *
     * @param op the op
     * @param passed how a shape argument is passed where it differs from the EventApi method's default
     * @param pool the pool of the slot, for {@code @From(Op.EVENT_POOL_CREATE)} and the descriptor's slot index
     * @param result the status's local name
     */
    CodeBlock call(BoundOp op, Map<Argument, CodeBlock> passed, Optional<CodeBlock[]> pool, String result) {
        return call(op, passed, pool, result, device);
    }

    /**
     * {@link #call(BoundOp, Map, Optional, String)} passing {@code onDevice} where the op takes the device: a local
     * of a static open, where the instance's device (or its live read) does not exist yet.
     */
    CodeBlock call(BoundOp op, Map<Argument, CodeBlock> passed, Optional<CodeBlock[]> pool, String result,
            CodeBlock onDevice) {
        CodeBlock arguments = arguments(op, passed, pool, onDevice);
        if (op.shape().returns() == CType.VOID) {
            return framed(op, arguments, pool, call -> call);
        }
        if (op.descriptor().isEmpty()) {
            return framed(op, arguments, pool, call -> CodeBlock.of("int $N = $L", result, call));
        }
        return CodeBlock.builder().addStatement("int $N", result)
                .add(framed(op, arguments, pool, call -> CodeBlock.of("$N = $L", result, call))).build();
    }

    /**
     * {@code health.verify("f", functions.f(...))}: the call with its status checked, where nothing but success
     * lets the method go on; a void call stands as it is.
     */
    CodeBlock checkedCall(BoundOp op, Map<Argument, CodeBlock> passed, Optional<CodeBlock[]> pool) {
        return checkedCall(op, passed, pool, false);
    }

    /**
     * {@link #checkedCall(BoundOp, Map, Optional)}, the device's health admitting the call first where
     * {@code admitted}: {@code health.verify(health.admit("f"), functions.f(...))}.
     */
    CodeBlock checkedCall(BoundOp op, Map<Argument, CodeBlock> passed, Optional<CodeBlock[]> pool,
            boolean admitted) {
        return checkedCall(op, passed, pool, device, admitted);
    }

    /** {@link #checkedCall(BoundOp, Map, Optional)} passing {@code onDevice} where the op takes the device. */
    CodeBlock checkedCall(BoundOp op, Map<Argument, CodeBlock> passed, Optional<CodeBlock[]> pool,
            CodeBlock onDevice) {
        return checkedCall(op, passed, pool, onDevice, false);
    }

    private CodeBlock checkedCall(BoundOp op, Map<Argument, CodeBlock> passed, Optional<CodeBlock[]> pool,
            CodeBlock onDevice, boolean admitted) {
        return framed(op, arguments(op, passed, pool, onDevice), pool, call -> op.shape().returns() == CType.VOID
                ? call : CodeBlock.of("$N.verify($L, $L)", health, function(op, admitted), call));
    }

    /**
     * {@code return health.reached("f", functions.f(...))}: a query's answer, reached or not ready yet; the device's
     * health admitting the call first where {@code admitted}.
     */
    CodeBlock reachedCall(BoundOp op, Map<Argument, CodeBlock> passed, Optional<CodeBlock[]> pool,
            boolean admitted) {
        return framed(op, arguments(op, passed, pool, device), pool,
                call -> CodeBlock.of("return $N.reached($L, $L)", health, function(op, admitted), call));
    }

    /**
     * The C function's name for the status check, or {@code health.admit("f")}, which fails fast on a poisoned
     * device: the status check's first argument, so it runs before the call that is its second (JLS 15.7.4).
     */
    private CodeBlock function(BoundOp op, boolean admitted) {
        return admitted ? CodeBlock.of("$N.admit($S)", health, op.call().symbol())
                : CodeBlock.of("$S", op.call().symbol());
    }

    /**
     * The statement {@code statement} makes of the call {@code functions.f(arguments)}; where the op takes a
     * descriptor, inside the confined arena that allocates, zeroes and fills it.
     */
    private CodeBlock framed(BoundOp op, CodeBlock arguments, Optional<CodeBlock[]> pool,
            Function<CodeBlock, CodeBlock> statement) {
        CodeBlock invocation = CodeBlock.of("$N.$N($L)", functions, names.called(op.call()), arguments);
        Optional<Bound.DescriptorValue> descriptor = op.descriptor();
        if (descriptor.isEmpty()) {
            return CodeBlock.builder().addStatement(statement.apply(invocation)).build();
        }
        return CodeBlock.builder().add(openDescriptor(descriptor.get(), pool)).addStatement(statement.apply(invocation))
                .endControlFlow().build();
    }

    /**
     * The confined arena holding {@code op}'s filled descriptor, opened: the statements using {@code descriptor}
     * follow, then the arena's close ({@code endControlFlow}). A timed wait fills it once for all its slices.
     */
    CodeBlock openDescriptor(BoundOp op, Optional<CodeBlock[]> pool) {
        return openDescriptor(op.descriptor().orElseThrow(), pool);
    }

    private CodeBlock openDescriptor(Bound.DescriptorValue d, Optional<CodeBlock[]> pool) {
        if (!d.elements().isEmpty()) {
            return recordArray(d);
        }
        CodeBlock.Builder code = CodeBlock.builder()
                .beginControlFlow("try ($T arena = $T.ofConfined())", Arena.class, Arena.class)
                .add("// $L, laid out as the header's record: $L bytes, aligned to $L.\n", d.record(), d.bytes(),
                        d.alignment())
                .addStatement("$T descriptor = arena.allocate($LL, $LL)", MemorySegment.class, d.bytes(),
                        d.alignment());
        for (Bound.FieldValue field : d.fields()) {
            code.addStatement("descriptor.set($T.$L, $LL, $L)", ValueLayout.class,
                    layout(field.bytes(), field.offset(), d.alignment()), field.offset(), value(field));
        }
        if (d.slot().isPresent() && pool.isPresent()) {
            Bound.FieldValue slot = d.slot().get();
            code.addStatement("descriptor.set($T.$L, $LL, $L)", ValueLayout.class,
                    layout(slot.bytes(), slot.offset(), d.alignment()), slot.offset(),
                    slot.bytes() == 8 ? CodeBlock.of("(long) $L", pool.get()[1])
                            : slot.bytes() == 4 ? pool.get()[1]
                            : CodeBlock.of("($L) $L", slot.bytes() == 2 ? "short" : "byte", pool.get()[1]));
        }
        return code.build();
    }

    /** A field's constant as a literal of its width, or the value it takes from an op ({@link Op#QUEUE_FAMILY}). */
    private CodeBlock value(Bound.FieldValue field) {
        if (field.from().isEmpty()) {
            return literal(field.bytes(), field.value());
        }
        return field.bytes() == 8 ? CodeBlock.of("(long) $L", queueFamily) : queueFamily;
    }

    /** An array of records, one per element, opened in a confined arena the call's statement closes. */
    private CodeBlock recordArray(Bound.DescriptorValue d) {
        CodeBlock.Builder code = CodeBlock.builder()
                .beginControlFlow("try ($T arena = $T.ofConfined())", Arena.class, Arena.class)
                .add("// $L $L, laid out as the header's record: $L bytes each, aligned to $L.\n", d.elements().size(),
                        d.record(), d.bytes(), d.alignment())
                .addStatement("$T descriptor = arena.allocate($LL, $LL)", MemorySegment.class,
                        d.bytes() * d.elements().size(), d.alignment());
        for (int i = 0; i < d.elements().size(); i++) {
            long base = d.bytes() * i;
            for (Bound.FieldValue field : d.fields()) {
                code.addStatement("descriptor.set($T.$L, $LL, $L)", ValueLayout.class,
                        layout(field.bytes(), base + field.offset(), d.alignment()), base + field.offset(),
                        value(field));
            }
            Bound.FieldValue element = d.elements().get(i);
            code.addStatement("descriptor.set($T.$L, $LL, $L)", ValueLayout.class,
                    layout(element.bytes(), base + element.offset(), d.alignment()), base + element.offset(),
                    literal(element.bytes(), element.value()));
        }
        return code.build();
    }

    /**
     * The layout of a field: unaligned where a packed record puts it off its natural alignment, or where the
     * record's own alignment does not promise the field's.
     */
    static String layout(int bytes, long offset, long alignment) {
        String aligned = switch (bytes) {
            case 1 -> "JAVA_BYTE";
            case 2 -> "JAVA_SHORT";
            case 4 -> "JAVA_INT";
            default -> "JAVA_LONG";
        };
        return bytes > 1 && (offset % bytes != 0 || alignment < bytes) ? aligned + "_UNALIGNED" : aligned;
    }

    static CodeBlock literal(int bytes, long value) {
        return switch (bytes) {
            case 1 -> CodeBlock.of("(byte) $L", (byte) value);
            case 2 -> CodeBlock.of("(short) $L", (short) value);
            case 4 -> CodeBlock.of("$L", (int) value);
            default -> CodeBlock.of("$LL", value);
        };
    }

    /** The one-element arrays a call takes a released stream or a waited event in. */
    static CodeBlock lists(List<Argument> arguments, Map<Argument, CodeBlock> passed) {
        CodeBlock.Builder code = CodeBlock.builder();
        if (arguments.contains(Argument.RELEASED_STREAM_ARRAY)) {
            code.addStatement("$T streams = $T.get()", MemorySegment.class, LinkageWriter.SCRATCH)
                    .addStatement("streams.set($T.ADDRESS, 0, handle)", ValueLayout.class);
            passed.put(Argument.RELEASED_STREAM_ARRAY, CodeBlock.of("streams"));
        }
        if (arguments.contains(Argument.EVENT_LIST)) {
            code.addStatement("$T list = $T.get()", MemorySegment.class, LinkageWriter.SCRATCH)
                    .addStatement("list.set($T.JAVA_LONG, 0, $L)", ValueLayout.class,
                            passed.getOrDefault(Argument.EVENT, CodeBlock.of("event.address()")));
            passed.put(Argument.COUNT, CodeBlock.of("1"));
            passed.put(Argument.EVENT_LIST, CodeBlock.of("list"));
        }
        return code.build();
    }

    /** Every C argument in order: the shape's from {@code passed} or their default, the bound ones. */
    CodeBlock arguments(BoundOp op, Map<Argument, CodeBlock> passed, Optional<CodeBlock[]> pool) {
        return arguments(op, passed, pool, device);
    }

    private CodeBlock arguments(BoundOp op, Map<Argument, CodeBlock> passed, Optional<CodeBlock[]> pool,
            CodeBlock onDevice) {
        List<CodeBlock> list = new ArrayList<>();
        List<Optional<Argument>> arguments = op.arguments();
        for (int i = 0; i < arguments.size(); i++) {
            Optional<Argument> argument = arguments.get(i);
            list.add(argument.isPresent() ? pass(argument.get(), op, passed)
                    : bound(op.bound().get(i).orElseThrow(), pool, onDevice));
        }
        return CodeBlock.join(list, ", ");
    }

    private CodeBlock bound(Bound bound, Optional<CodeBlock[]> pool, CodeBlock onDevice) {
        return switch (bound) {
            case Bound.FromOp(Op from) when from == Op.DEVICE_GET -> onDevice;
            case Bound.FromOp(Op from) when from == Op.CONTEXT_CREATE -> context;
            case Bound.FromOp from -> pool.orElseThrow(() -> new IllegalStateException("no pool for " + from))[0];
            case Bound.ConstantValue(long value, CType type) -> constant(value, type);
            case Bound.DescriptorValue d -> CodeBlock.of("descriptor");
        };
    }

    /** A bound {@code @Constant} as a Java literal of its C parameter's type ({@code NULL} for a pointer). */
    static CodeBlock constant(long value, CType type) {
        return switch (type) {
            case POINTER -> CodeBlock.of("$T.NULL", MemorySegment.class);
            case LONG -> CodeBlock.of("$LL", value);
            case SHORT -> CodeBlock.of("(short) $L", value);
            case BYTE -> CodeBlock.of("(byte) $L", value);
            default -> CodeBlock.of("$L", (int) value);
        };
    }

    /**
     * How {@code argument} is passed: as {@code passed} says, else its default. A live handle
     * ({@link Argument#byAddress()}) is passed as a {@code long} address, in {@code passed} too.
     */
    static CodeBlock pass(Argument argument, BoundOp op, Map<Argument, CodeBlock> passed) {
        CodeBlock given = passed.get(argument);
        if (given != null) {
            return given;
        }
        return switch (argument) {
            case NEW_EVENT, NEW_STREAM, MILLIS, NEW_DEVICE, NEW_CONTEXT, NEW_POOL, TICKS, FREQUENCY, VALID_BITS,
                    RETURNED_EVENT, EXECUTION ->
                    CodeBlock.of("$N", EventApiWriter.OUT);
            case EVENT -> CodeBlock.of("event.address()");
            case RELEASED_EVENT -> CodeBlock.of("release(event)");
            case STREAM -> CodeBlock.of("stream.address()");
            case RELEASED_STREAM -> CodeBlock.of("handle");
            case START -> CodeBlock.of("start.address()");
            case END -> CodeBlock.of("end.address()");
            case FLAGS -> flags(op);
            case RELEASED_POOL -> CodeBlock.of("pool");
            case STATUS, TEXT, VERSION, TIMEOUT, COUNT, EVENT_LIST, HOST_TIME, DEVICE_TIME, RELEASED_STREAM_ARRAY,
                    NAME, FUNCTION, STAMPS, DEVIATION -> throw new IllegalArgumentException(argument
                    + " is passed only where the writer says how");
        };
    }

    /** The spec's named constant ({@code CudaRuntime.EVENT_DEFAULT}) where it wrote one, else the number. */
    static CodeBlock flags(BoundOp op) {
        return op.flagsName().map(name -> CodeBlock.of("$T.$N", GeneratedFiles.className(name.owner()), name.field()))
                .orElseGet(() -> CodeBlock.of("$L", op.flags()));
    }
}
