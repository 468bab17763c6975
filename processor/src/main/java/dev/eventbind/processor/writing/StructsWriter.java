package dev.eventbind.processor.writing;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.eventbind.ffm.NativeRecords;
import dev.eventbind.processor.model.StructLayout;
import dev.eventbind.processor.model.StructLayout.Access;
import dev.eventbind.processor.model.StructLayout.StructField;
import dev.eventbind.processor.model.StructsModel;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SegmentAllocator;
import java.lang.foreign.ValueLayout;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code <Spec>Structs}: for each {@code @Struct} of a spec, a class named as the record that wraps the
 * segment of one, with its size and alignment, {@code allocate} (zeroed, its structure type written), {@code array},
 * {@code at} and {@code of}, and a getter and a chained setter per field at the offset the header gives it. The
 * class is the spec package's own, for the backend's hand-written code; fields are read and written unaligned, so a
 * packed record is reached as C reaches it.
 */
public final class StructsWriter {

    private static final ClassName LAYOUT = ClassName.get(ValueLayout.class);
    private static final ClassName NATIVE_RECORDS = ClassName.get(NativeRecords.class);

    private final StructsModel model;

    public StructsWriter(StructsModel model) {
        this.model = model;
    }

    /** The source file. */
    public JavaFile write() {
        ClassName generated = GeneratedFiles.className(model.generated());
        TypeSpec.Builder type = GeneratedFiles.mark(TypeSpec.classBuilder(generated)
                .addJavadoc("The records of $L that {@link $T}'s hand-written code fills and reads, laid out as the"
                        + " header lays them out on $L; generated from {@link $T}.\n", Javadocs.code(model.header()),
                        GeneratedFiles.className(model.spec()), Javadocs.text(model.target()),
                        GeneratedFiles.className(model.spec())), model.spec(), model.deprecation())
                .addModifiers(Modifier.FINAL)
                .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
        for (StructLayout struct : model.structs()) {
            type.addType(struct(generated.nestedClass(struct.name()), struct));
        }
        return GeneratedFiles.file(model.generated(), type.build(), model.scope());
    }

    private static TypeSpec struct(ClassName name, StructLayout struct) {
        TypeSpec.Builder type = TypeSpec.classBuilder(name)
                .addJavadoc("$L ($L): $L bytes, aligned to $L.\n", Javadocs.code(struct.cName()),
                        Javadocs.text(struct.where()), struct.bytes(), struct.alignment())
                .addModifiers(Modifier.STATIC, Modifier.FINAL)
                .addField(FieldSpec.builder(long.class, "BYTES", Modifier.STATIC, Modifier.FINAL)
                        .addJavadoc("Its size in bytes.\n").initializer("$LL", struct.bytes()).build())
                .addField(FieldSpec.builder(long.class, "ALIGNMENT", Modifier.STATIC, Modifier.FINAL)
                        .addJavadoc("Its alignment in bytes.\n").initializer("$LL", struct.alignment()).build())
                .addField(MemorySegment.class, "segment", Modifier.PRIVATE, Modifier.FINAL)
                .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE)
                        .addParameter(MemorySegment.class, "segment").addStatement("this.segment = segment").build())
                .addMethod(allocate(name, struct))
                .addMethod(array(struct))
                .addMethod(MethodSpec.methodBuilder("at").addModifiers(Modifier.STATIC).returns(name)
                        .addJavadoc("Record {@code index} of {@code array}, records one after another.\n")
                        .addParameter(MemorySegment.class, "array").addParameter(long.class, "index")
                        .addStatement("return new $T(array.asSlice(index * BYTES, BYTES))", name).build())
                .addMethod(MethodSpec.methodBuilder("of").addModifiers(Modifier.STATIC).returns(name)
                        .addJavadoc("The record at the start of {@code segment}, which holds at least"
                                + " {@link #BYTES}.\n")
                        .addParameter(MemorySegment.class, "segment")
                        .addStatement("return new $T(segment.asSlice(0, BYTES))", name).build())
                .addMethod(MethodSpec.methodBuilder("ofPointer").addModifiers(Modifier.STATIC).returns(name)
                        .addJavadoc("The record {@code pointer} points to, as native code hands one over (a segment of"
                                + " size zero): restricted, as widening a pointer is ({@link $T#at}).\n",
                                NATIVE_RECORDS)
                        .addParameter(MemorySegment.class, "pointer")
                        .addStatement("return new $T($T.at(pointer, BYTES))", name, NATIVE_RECORDS).build())
                .addMethod(MethodSpec.methodBuilder("segment").returns(MemorySegment.class)
                        .addJavadoc("{@return its bytes, to pass to C}\n")
                        .addStatement("return segment").build());
        for (StructField field : struct.fields()) {
            type.addMethod(getter(field));
            setter(name, field).ifPresent(type::addMethod);
        }
        return type.build();
    }

    /** One record: an array of one, so that the structure type is written in one place. */
    private static MethodSpec allocate(ClassName name, StructLayout struct) {
        return MethodSpec.methodBuilder("allocate").addModifiers(Modifier.STATIC).returns(name)
                .addJavadoc(struct.type().map(word -> CodeBlock.of("One from {@code allocator}, zeroed but for its"
                        + " {@code $L}, $L.\n", word.field().path(), Javadocs.text(word.constant())))
                        .orElseGet(() -> CodeBlock.of("One from {@code allocator}, zeroed.\n")))
                .addParameter(SegmentAllocator.class, "allocator")
                .addStatement("return new $T(array(allocator, 1))", name).build();
    }

    private static MethodSpec array(StructLayout struct) {
        MethodSpec.Builder method = MethodSpec.methodBuilder("array").addModifiers(Modifier.STATIC)
                .returns(MemorySegment.class).addParameter(SegmentAllocator.class, "allocator")
                .addParameter(long.class, "count");
        if (struct.type().isEmpty()) {
            return method.addJavadoc("{@code count} zeroed records one after another from {@code allocator} (see"
                            + " {@link #at}).\n")
                    .addStatement("return allocator.allocate(BYTES * count, ALIGNMENT).fill((byte) 0)").build();
        }
        StructLayout.TypeWord word = struct.type().get();
        return method.addJavadoc("{@code count} records one after another from {@code allocator} (see {@link #at}),"
                        + " zeroed but for each one's {@code $L}, $L.\n", word.field().path(),
                        Javadocs.text(word.constant()))
                .addStatement("$T array = allocator.allocate(BYTES * count, ALIGNMENT).fill((byte) 0)",
                        MemorySegment.class)
                .beginControlFlow("for (long i = 0; i < count; i++)")
                .addStatement("array.set($T.$L, i * BYTES, $L)", LAYOUT, layout(word.field().access()),
                        literal(word.field().access(), word.value()))
                .endControlFlow()
                .addStatement("return array").build();
    }

    private static MethodSpec getter(StructField field) {
        MethodSpec.Builder method = MethodSpec.methodBuilder(field.accessor()).returns(javaType(field.access()))
                .addJavadoc("{@return $L, at byte $L$L}\n", Javadocs.code(field.declared() + " " + field.path()),
                        field.offset(), switch (field.access()) {
                            case STRING -> ", up to its first NUL";
                            case BYTES -> ": its " + field.bytes() + " bytes";
                            default -> "";
                        });
        return switch (field.access()) {
            case STRING -> method.addStatement("return segment.asSlice($LL, $LL).getString(0)", field.offset(),
                    field.bytes()).build();
            case BYTES -> method.addStatement("return segment.asSlice($LL, $LL)", field.offset(), field.bytes())
                    .build();
            default -> method.addStatement("return segment.get($T.$L, $LL)", LAYOUT, layout(field.access()),
                    field.offset()).build();
        };
    }

    private static Optional<MethodSpec> setter(ClassName name, StructField field) {
        if (field.access() == Access.STRING || field.access() == Access.BYTES) {
            return Optional.empty();
        }
        return Optional.of(MethodSpec.methodBuilder(field.accessor()).returns(name)
                .addJavadoc("Sets $L, returning this record.\n", Javadocs.code(field.path()))
                .addParameter(javaType(field.access()), "value")
                .addStatement("segment.set($T.$L, $LL, value)", LAYOUT, layout(field.access()), field.offset())
                .addStatement("return this").build());
    }

    private static TypeName javaType(Access access) {
        return switch (access) {
            case BYTE -> TypeName.BYTE;
            case SHORT -> TypeName.SHORT;
            case INT -> TypeName.INT;
            case LONG -> TypeName.LONG;
            case FLOAT -> TypeName.FLOAT;
            case DOUBLE -> TypeName.DOUBLE;
            case POINTER, BYTES -> ClassName.get(MemorySegment.class);
            case STRING -> ClassName.get(String.class);
        };
    }

    private static String layout(Access access) {
        return switch (access) {
            case BYTE -> "JAVA_BYTE";
            case SHORT -> "JAVA_SHORT_UNALIGNED";
            case INT -> "JAVA_INT_UNALIGNED";
            case LONG -> "JAVA_LONG_UNALIGNED";
            case FLOAT -> "JAVA_FLOAT_UNALIGNED";
            case DOUBLE -> "JAVA_DOUBLE_UNALIGNED";
            case POINTER -> "ADDRESS_UNALIGNED";
            case STRING, BYTES -> throw new IllegalArgumentException(access + " is no value layout");
        };
    }

    /** {@code value} as a literal of the field's Java type, its bits kept. */
    private static CodeBlock literal(Access access, long value) {
        return switch (access) {
            case BYTE -> CodeBlock.of("(byte) $L", (byte) value);
            case SHORT -> CodeBlock.of("(short) $L", (short) value);
            case INT -> CodeBlock.of("$L", (int) value);
            default -> CodeBlock.of("$LL", value);
        };
    }
}
