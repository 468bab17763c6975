package dev.eventbind.processor.model;

import java.util.Optional;
import javax.lang.model.type.TypeMirror;

/**
 * The C types a downcall signature may use, each with the Java type that spells it and the FFM layout that
 * carries it. {@code MemorySegment} stands for every pointer and handle.
 */
public enum CType {
    /** A C {@code int}, {@code unsigned}, or enum. */
    INT("int", "JAVA_INT", "int", Kind.INTEGER),
    /** A 64-bit integer. */
    LONG("long", "JAVA_LONG", "int64_t", Kind.INTEGER),
    /** A 16-bit integer. */
    SHORT("short", "JAVA_SHORT", "int16_t", Kind.INTEGER),
    /** An 8-bit integer. */
    BYTE("byte", "JAVA_BYTE", "int8_t", Kind.INTEGER),
    /** A C {@code float}. */
    FLOAT("float", "JAVA_FLOAT", "float", Kind.FLOATING),
    /** A C {@code double}. */
    DOUBLE("double", "JAVA_DOUBLE", "double", Kind.FLOATING),
    /** Any pointer or opaque handle. */
    POINTER("MemorySegment", "ADDRESS", "void*", Kind.POINTER),
    /** No value; only as a return type. */
    VOID("void", "", "void", Kind.NONE);

    /** What a header check compares: the class of a C type, not its width. */
    public enum Kind {
        /** Any integer or enum. */
        INTEGER,
        /** {@code float} or {@code double}. */
        FLOATING,
        /** Any pointer, array or opaque handle. */
        POINTER,
        /** {@code void}. */
        NONE
    }

    private static final String MEMORY_SEGMENT = "java.lang.foreign.MemorySegment";

    private final String javaName;
    private final String layout;
    private final String cName;
    private final Kind kind;

    CType(String javaName, String layout, String cName, Kind kind) {
        this.javaName = javaName;
        this.layout = layout;
        this.cName = cName;
        this.kind = kind;
    }

    /** The C type for a Java type in a downcall signature, or empty when it has none. */
    public static Optional<CType> of(TypeMirror type) {
        return switch (type.getKind()) {
            case INT -> Optional.of(INT);
            case LONG -> Optional.of(LONG);
            case SHORT -> Optional.of(SHORT);
            case BYTE -> Optional.of(BYTE);
            case FLOAT -> Optional.of(FLOAT);
            case DOUBLE -> Optional.of(DOUBLE);
            case VOID -> Optional.of(VOID);
            // By the element's name: a TYPE_USE annotation (@NonNull MemorySegment) is part of the type's text.
            case DECLARED -> ((javax.lang.model.element.TypeElement) ((javax.lang.model.type.DeclaredType) type)
                    .asElement()).getQualifiedName().contentEquals(MEMORY_SEGMENT) ? Optional.of(POINTER)
                    : Optional.empty();
            default -> Optional.empty();
        };
    }

    /** The Java spelling ("int", "MemorySegment"). */
    public String javaName() {
        return javaName;
    }

    /** The {@code ValueLayout} constant that carries it ("JAVA_INT"); empty for {@link #VOID}. */
    public String layout() {
        return layout;
    }

    /** A C spelling for a prototype rebuilt from a Java signature ("void*"). */
    public String cName() {
        return cName;
    }

    /** What a header check compares. */
    public Kind kind() {
        return kind;
    }
}
