package dev.eventbind.processor.header.clang;

import dev.eventbind.processor.header.CKind;
import dev.eventbind.processor.header.CScalar;
import dev.eventbind.processor.header.FrontEndProtocol;
import java.io.PrintStream;
import java.lang.foreign.Arena;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SegmentAllocator;
import java.lang.foreign.ValueLayout;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Walks one parsed translation unit and writes what the processor needs in {@link FrontEndProtocol}'s lines:
 * its diagnostics, then every function, typedef, enum, struct, union and macro it declares, each with its file
 * and line and every type resolved by clang for the target. Each distinct type and file is written once and
 * then referred to by number.
 */
// "cast": invokeExact needs the handle's exact parameter type, so the arena is cast to SegmentAllocator on purpose.
// "restricted": this runs in the front end's own JVM, which is started with native access.
@SuppressWarnings({"cast", "restricted"})
final class ClangReader {

    // CXCursorKind
    private static final int STRUCT = 2;
    private static final int UNION = 3;
    private static final int ENUM = 5;
    private static final int FIELD = 6;
    private static final int ENUM_CONSTANT = 7;
    private static final int FUNCTION = 8;
    private static final int TYPEDEF = 20;
    private static final int MACRO = 501;
    // CXTypeKind
    private static final int T_VOID = 2;
    private static final int T_BOOL = 3;
    private static final int T_UINT128 = 12;
    private static final int T_CHAR_S = 13;
    private static final int T_LONG_DOUBLE = 23;
    private static final int T_FLOAT128 = 30;
    private static final int T_HALF = 31;
    private static final int T_FLOAT16 = 32;
    private static final int T_COMPLEX = 100;
    private static final int T_POINTER = 101;
    private static final int T_RECORD = 105;
    private static final int T_ENUM = 106;
    private static final int T_TYPEDEF = 107;
    private static final int T_FUNCTION_NO_PROTO = 110;
    private static final int T_FUNCTION_PROTO = 111;
    private static final int T_CONSTANT_ARRAY = 112;
    private static final int T_VECTOR = 113;
    private static final int T_INCOMPLETE_ARRAY = 114;
    private static final int T_ELABORATED = 119;
    private static final int T_ATTRIBUTED = 163;
    private static final int T_EXT_VECTOR = 176;
    private static final int T_ULONG = 10;
    private static final int T_LONG = 18;
    private static final int T_INT128 = 20;

    /** Typedefs whose width a C library fixes on every target, though some targets spell them {@code long}. */
    private static final Set<String> FIXED_WIDTH = Set.of("int8_t", "int16_t", "int32_t", "int64_t", "uint8_t",
            "uint16_t", "uint32_t", "uint64_t", "intptr_t", "uintptr_t", "size_t", "ssize_t", "ptrdiff_t",
            "intmax_t", "uintmax_t", "off_t", "time_t", "clock_t", "clockid_t", "pid_t", "__int64_t", "__uint64_t",
            "__int32_t", "__uint32_t");

    private static final int POINTEE_DEPTH = 3;

    private final LibClang clang;
    private final MemorySegment unit;
    private final PrintStream out;
    /**
     * Where values libclang returns live while one declaration is read: slices of one buffer, reused for the
     * next declaration (a malloc per returned struct made a 5 MB header take seconds longer).
     */
    private SegmentAllocator arena;
    private final Scratch scratch;

    /**
     * A reader of {@code unit} writing to {@code out}: {@code arena} holds what lives for the whole walk, and
     * {@code scratch} (reused by every request; {@link #SCRATCH_BYTES} is enough for most declarations, and
     * {@code arena} takes the rest) what lives for one declaration.
     */
    ClangReader(LibClang clang, MemorySegment unit, PrintStream out, Arena arena, MemorySegment scratch) {
        this.clang = clang;
        this.unit = unit;
        this.out = out;
        Blocks blocks = new Blocks(arena);
        this.arena = blocks;
        this.scratch = new Scratch(scratch, blocks);
    }

    /**
     * Slices of 1 MB blocks of {@code arena}: a walk copies every cursor at file scope, and one allocation of
     * the arena each (a malloc and a cleanup action) cost more than the rest of naming it.
     */
    private static final class Blocks implements SegmentAllocator {

        private static final long BLOCK = 1L << 20;

        private final Arena arena;
        private MemorySegment block = MemorySegment.NULL;
        private long used;

        Blocks(Arena arena) {
            this.arena = arena;
        }

        @Override
        public MemorySegment allocate(long byteSize, long byteAlignment) {
            if (byteSize > BLOCK / 8 || byteAlignment > 16) {
                return arena.allocate(byteSize, byteAlignment);
            }
            long start = (used + byteAlignment - 1) / byteAlignment * byteAlignment;
            if (start + byteSize > block.byteSize()) {
                block = arena.allocate(BLOCK, 16);
                start = 0;
            }
            used = start + byteSize;
            return block.asSlice(start, byteSize);
        }
    }

    /**
     * Enough for a declaration's values but an enum's of some thousands of constants, which take memory of the
     * walk's arena beyond it. Small, as a buffer that is never touched whole costs its pages all the same.
     */
    static final long SCRATCH_BYTES = 1L << 20;

    /** Slices of one buffer handed out from its start again for each declaration, then of {@code overflow}. */
    private static final class Scratch implements SegmentAllocator {

        private final MemorySegment buffer;
        private final SegmentAllocator overflow;
        private long used;

        Scratch(MemorySegment buffer, SegmentAllocator overflow) {
            this.buffer = buffer;
            this.overflow = overflow;
        }

        /** Hands the buffer out from its start again: what the last declaration held is no longer read. */
        Scratch reset() {
            used = 0;
            return this;
        }

        @Override
        public MemorySegment allocate(long byteSize, long byteAlignment) {
            long start = (buffer.address() + used + byteAlignment - 1) / byteAlignment * byteAlignment
                    - buffer.address();
            if (start + byteSize > buffer.byteSize()) {
                return overflow.allocate(byteSize, byteAlignment);
            }
            used = start + byteSize;
            return buffer.asSlice(start, byteSize);
        }
    }

    /** Writes every diagnostic of warning severity or worse. */
    void diagnostics() throws Throwable {
        int count = (int) LibClang.H.numDiagnostics.invokeExact(unit);
        for (int i = 0; i < count; i++) {
            MemorySegment diagnostic = (MemorySegment) LibClang.H.diagnostic.invokeExact(unit, i);
            int severity = (int) LibClang.H.diagnosticSeverity.invokeExact(diagnostic);
            if (severity >= 2) {
                // CXDiagnostic_DisplaySourceLocation | CXDiagnostic_DisplayColumn
                String text = clang.string((MemorySegment) LibClang.H.formatDiagnostic.invokeExact(
                        (SegmentAllocator) arena, diagnostic, 3));
                out.println(FrontEndProtocol.line("X", severity >= 3 ? "error" : "warning", text));
            }
            LibClang.H.disposeDiagnostic.invokeExact(diagnostic);
        }
    }

    /** Writes every file the translation unit read, so a cached answer can be checked for staleness. */
    void inclusions() throws Throwable {
        java.util.List<String> files = new java.util.ArrayList<>();
        try (Arena visit = Arena.ofConfined()) {
            MemorySegment stub = clang.inclusionVisitor(file -> {
                try {
                    files.add(clang.string((MemorySegment) LibClang.H.fileName.invokeExact((SegmentAllocator) visit,
                            file)));
                } catch (Throwable e) {
                    // An upcall must not throw; a name that cannot be read is left out.
                }
            }, visit);
            LibClang.H.inclusions.invokeExact(unit, stub, MemorySegment.NULL);
        }
        for (String file : files) {
            out.println(FrontEndProtocol.line("I", file));
        }
    }

    /**
     * Writes every declaration at file scope and every macro definition. Functions and typedefs, the bulk of a
     * large API and what a spec binds a few of, are written by name only ({@code F name}, {@code Y name}) and
     * their cursors kept in {@code index}, for {@link #details} to write in full when asked.
     */
    void declarations(Map<String, List<MemorySegment>> index) throws Throwable {
        SegmentAllocator unitArena = arena;
        MemorySegment root = (MemorySegment) LibClang.H.unitCursor.invokeExact((SegmentAllocator) unitArena, unit);
        for (MemorySegment cursor : clang.children(root, unitArena)) {
            try {
                arena = scratch.reset();
                switch (kind(cursor)) {
                    case FUNCTION, TYPEDEF -> {
                        String name = spelling(cursor);
                        List<MemorySegment> cursors = index.computeIfAbsent(name, n -> new java.util.ArrayList<>(1));
                        if (cursors.isEmpty()) {
                            out.println(FrontEndProtocol.line(kind(cursor) == FUNCTION ? "F" : "Y", name));
                        }
                        cursors.add(cursor);
                    }
                    case ENUM -> enumeration(cursor);
                    case STRUCT, UNION -> record(cursor);
                    case MACRO -> macro(cursor);
                    default -> {
                    }
                }
            } finally {
                arena = unitArena;
            }
        }
    }

    /** Writes in full the functions and typedefs at {@code cursors}, in the order given. */
    void details(List<MemorySegment> cursors) throws Throwable {
        SegmentAllocator unitArena = arena;
        for (MemorySegment cursor : cursors) {
            try {
                arena = scratch.reset();
                if (kind(cursor) == FUNCTION) {
                    function(cursor);
                } else if (kind(cursor) == TYPEDEF) {
                    typedef(cursor);
                }
            } finally {
                arena = unitArena;
            }
        }
    }

    private void function(MemorySegment cursor) throws Throwable {
        MemorySegment type = (MemorySegment) LibClang.H.cursorType.invokeExact((SegmentAllocator) arena, cursor);
        int storage = (int) LibClang.H.storageClass.invokeExact(cursor);
        boolean inline = (int) LibClang.H.isInlined.invokeExact(cursor) != 0;
        boolean definition = (int) LibClang.H.isDefinition.invokeExact(cursor) != 0;
        int availability = (int) LibClang.H.availability.invokeExact(cursor);
        boolean variadic = typeKind(type) == T_FUNCTION_PROTO && (int) LibClang.H.isVariadic.invokeExact(type) != 0;
        String flags = (variadic ? "v" : "") + (availability == 1 ? "d" : "") + (availability == 2 ? "u" : "")
                + (storage == 3 ? "s" : "") + (inline ? "i" : "") + (definition ? "b" : "")
                + (typeKind(type) == T_FUNCTION_NO_PROTO ? "k" : "");
        Location where = location(cursor);
        out.println(FrontEndProtocol.line("F", spelling(cursor), where.file, where.line, flags.isEmpty() ? "-" : flags));
        out.println(FrontEndProtocol.line("R", encoded((MemorySegment) LibClang.H.resultType.invokeExact(
                (SegmentAllocator) arena, cursor))));
        int arguments = (int) LibClang.H.numArguments.invokeExact(cursor);
        for (int i = 0; i < arguments; i++) {
            MemorySegment argument = (MemorySegment) LibClang.H.argument.invokeExact((SegmentAllocator) arena, cursor, i);
            out.println(FrontEndProtocol.line("P", spelling(argument), encoded((MemorySegment) LibClang.H.cursorType
                    .invokeExact((SegmentAllocator) arena, argument))));
        }
    }

    private void typedef(MemorySegment cursor) throws Throwable {
        Location where = location(cursor);
        out.println(FrontEndProtocol.line("Y", spelling(cursor), where.file, where.line, encoded(
                (MemorySegment) LibClang.H.typedefUnderlying.invokeExact((SegmentAllocator) arena, cursor))));
    }

    private void enumeration(MemorySegment cursor) throws Throwable {
        Location where = location(cursor);
        MemorySegment integer = (MemorySegment) LibClang.H.enumIntegerType.invokeExact((SegmentAllocator) arena, cursor);
        boolean unsigned = isUnsigned(typeKind(canonical(integer)));
        out.println(FrontEndProtocol.line("E", spelling(cursor), where.file, where.line,
                encoded(integer)));
        for (MemorySegment constant : clang.children(cursor, arena)) {
            if (kind(constant) == ENUM_CONSTANT) {
                long value = unsigned ? (long) LibClang.H.enumUnsignedValue.invokeExact(constant)
                        : (long) LibClang.H.enumValue.invokeExact(constant);
                out.println(FrontEndProtocol.line("C", spelling(constant), unsigned ? Long.toUnsignedString(value)
                        : Long.toString(value), String.join(" ", tokens(constant))));
            }
        }
    }

    private void record(MemorySegment cursor) throws Throwable {
        if ((int) LibClang.H.isDefinition.invokeExact(cursor) == 0) {
            return;
        }
        Location where = location(cursor);
        MemorySegment type = (MemorySegment) LibClang.H.cursorType.invokeExact((SegmentAllocator) arena, cursor);
        out.println(FrontEndProtocol.line("S", typeSpelling(type), where.file, where.line,
                (long) LibClang.H.sizeOf.invokeExact(type), (long) LibClang.H.alignOf.invokeExact(type)));
        List<MemorySegment> nested = new java.util.ArrayList<>();
        fields(cursor, type, nested);
        // A record defined inside another is, in C, declared at file scope: it is written after its host.
        for (MemorySegment inner : nested) {
            record(inner);
        }
    }

    /**
     * The fields C reaches by name in the record of type {@code outer}: its own, and those of its anonymous
     * members at their offsets in it, as a C compiler finds them; named records defined inside go to
     * {@code nested}.
     */
    private void fields(MemorySegment cursor, MemorySegment outer, List<MemorySegment> nested) throws Throwable {
        for (MemorySegment child : clang.children(cursor, arena)) {
            int kind = kind(child);
            if (kind == STRUCT || kind == UNION) {
                if ((int) LibClang.H.isAnonymousRecord.invokeExact(child) != 0) {
                    fields(child, outer, nested);
                } else {
                    nested.add(child);
                }
            } else if (kind == FIELD && !spelling(child).isEmpty()) {
                String name = spelling(child);
                long offset = (long) LibClang.H.typeOffsetOf.invokeExact(outer, arena.allocateFrom(name));
                out.println(FrontEndProtocol.line("L", name, offset >= 0 ? offset
                        : (long) LibClang.H.fieldOffset.invokeExact(child), encoded((MemorySegment)
                        LibClang.H.cursorType.invokeExact((SegmentAllocator) arena, child)),
                        (int) LibClang.H.fieldBitWidth.invokeExact(child)));
            }
        }
    }

    private void macro(MemorySegment cursor) throws Throwable {
        Location where = location(cursor);
        if (where.file.isEmpty()) {
            return; // a builtin or command-line macro
        }
        boolean functionLike = (int) LibClang.H.macroFunctionLike.invokeExact(cursor) != 0;
        List<String> tokens = tokens(cursor);
        // The first token is the macro's own name.
        List<String> body = tokens.isEmpty() ? tokens : tokens.subList(1, tokens.size());
        out.println(FrontEndProtocol.line("M", spelling(cursor), where.file, where.line, functionLike ? "1" : "0",
                String.join(FrontEndProtocol.FIELD, body)));
    }

    /** A type as libclang identifies it: its kind and its two opaque words (the type's node and qualifiers). */
    private record TypeKey(int kind, long node, long unit) {
    }

    /** Types already written, by identity: an API repeats a few parameter types many thousand times. */
    private final Map<TypeKey, String> written = new HashMap<>();
    /** The number of each type text written, so types clang tells apart but that read the same are one. */
    private final Map<String, String> numbers = new HashMap<>();

    /**
     * The number {@code type} has in this answer, writing its {@code T} line the first time it is met: each
     * distinct type is resolved and written once, and every declaration refers to it by number.
     */
    private String encoded(MemorySegment type) throws Throwable {
        TypeKey key = key(type);
        String number = written.get(key);
        if (number == null) {
            String text = FrontEndProtocol.type(resolve(type, 0));
            number = numbers.get(text);
            if (number == null) {
                number = Integer.toString(numbers.size());
                numbers.put(text, number);
                out.println(FrontEndProtocol.line("T", number, text));
            }
            written.put(key, number);
        }
        return number;
    }

    private static TypeKey key(MemorySegment type) {
        return new TypeKey(typeKind(type), type.get(ValueLayout.ADDRESS, 8).address(),
                type.get(ValueLayout.ADDRESS, 16).address());
    }

    /** A type met at a depth of a pointer chain, which decides how many of its levels are followed. */
    private record Level(TypeKey type, int depth) {
    }

    /**
     * Types already resolved, by identity and depth: a typedef's pointee is met again as the pointee of every
     * parameter written with the typedef.
     */
    private final Map<Level, CScalar> resolved = new HashMap<>();

    /** A type resolved to what a downcall passes, with the levels it points to. */
    private CScalar resolve(MemorySegment type, int depth) throws Throwable {
        Level level = new Level(key(type), depth);
        CScalar known = resolved.get(level);
        if (known == null) {
            known = resolveOnce(type, depth);
            resolved.put(level, known);
        }
        return known;
    }

    private CScalar resolveOnce(MemorySegment type, int depth) throws Throwable {
        String spelling = typeSpelling(type);
        String typedef = typedefName(type);
        MemorySegment canonical = canonical(type);
        int kind = typeKind(canonical);
        long size = (long) LibClang.H.sizeOf.invokeExact(canonical);
        int bytes = size < 0 ? 0 : (int) size;
        String canonicalSpelling = typeSpelling(canonical);
        if (kind == T_POINTER) {
            MemorySegment pointee = (MemorySegment) LibClang.H.pointee.invokeExact((SegmentAllocator) arena,
                    desugared(type));
            @Nullable CScalar target = depth < POINTEE_DEPTH ? resolve(pointee, depth + 1) : null;
            return new CScalar(CKind.POINTER, bytes, false, false, spelling, canonicalSpelling, typedef, target);
        }
        if (kind == T_ENUM) {
            MemorySegment declaration = (MemorySegment) LibClang.H.typeDeclaration.invokeExact((SegmentAllocator) arena,
                    canonical);
            MemorySegment integer = (MemorySegment) LibClang.H.enumIntegerType.invokeExact((SegmentAllocator) arena,
                    declaration);
            int integerKind = typeKind(canonical(integer));
            return new CScalar(CKind.INTEGER, bytes, !isUnsigned(integerKind), false, spelling, canonicalSpelling,
                    typedef, null);
        }
        CKind c = kindOf(kind);
        boolean platformLong = (kind == T_LONG || kind == T_ULONG) && spelledLong(type);
        return new CScalar(c, c == CKind.VOID || c == CKind.FUNCTION ? 0 : bytes,
                c == CKind.INTEGER && !isUnsigned(kind), platformLong, spelling, canonicalSpelling, typedef, null);
    }

    private static CKind kindOf(int kind) {
        if (kind == T_VOID) {
            return CKind.VOID;
        }
        if (kind >= T_BOOL && kind <= T_INT128) {
            return CKind.INTEGER;
        }
        if ((kind > T_INT128 && kind <= T_LONG_DOUBLE) || kind == T_FLOAT128 || kind == T_HALF || kind == T_FLOAT16) {
            return CKind.FLOATING;
        }
        return switch (kind) {
            case T_CONSTANT_ARRAY, T_INCOMPLETE_ARRAY -> CKind.POINTER;
            case T_RECORD, T_COMPLEX, T_VECTOR, T_EXT_VECTOR -> CKind.AGGREGATE;
            case T_FUNCTION_PROTO, T_FUNCTION_NO_PROTO -> CKind.FUNCTION;
            default -> CKind.UNKNOWN;
        };
    }

    private static boolean isUnsigned(int kind) {
        return kind >= T_BOOL && kind <= T_UINT128 && kind != T_CHAR_S;
    }

    /**
     * Whether a {@code long} is written as one: directly, or through typedefs none of which is a fixed-width one
     * of the C library (glibc spells {@code int64_t} as {@code long}, which is no platform dependence).
     */
    private boolean spelledLong(MemorySegment type) throws Throwable {
        MemorySegment current = type;
        for (int step = 0; step < 32; step++) {
            int kind = typeKind(current);
            if (kind == T_ELABORATED) {
                current = (MemorySegment) LibClang.H.namedType.invokeExact((SegmentAllocator) arena, current);
            } else if (kind == T_ATTRIBUTED) {
                current = (MemorySegment) LibClang.H.modifiedType.invokeExact((SegmentAllocator) arena, current);
            } else if (kind == T_TYPEDEF) {
                MemorySegment declaration = (MemorySegment) LibClang.H.typeDeclaration.invokeExact(
                        (SegmentAllocator) arena, current);
                if (FIXED_WIDTH.contains(spelling(declaration)) || inSystemHeader(declaration)) {
                    return false;
                }
                current = (MemorySegment) LibClang.H.typedefUnderlying.invokeExact((SegmentAllocator) arena, declaration);
            } else {
                return true;
            }
        }
        return true;
    }

    /** {@code type} with typedefs, {@code struct} keywords and attributes taken off down to its first pointer. */
    private MemorySegment desugared(MemorySegment type) throws Throwable {
        MemorySegment current = type;
        for (int step = 0; step < 32; step++) {
            int kind = typeKind(current);
            if (kind == T_ELABORATED) {
                current = (MemorySegment) LibClang.H.namedType.invokeExact((SegmentAllocator) arena, current);
            } else if (kind == T_ATTRIBUTED) {
                current = (MemorySegment) LibClang.H.modifiedType.invokeExact((SegmentAllocator) arena, current);
            } else if (kind == T_TYPEDEF) {
                current = (MemorySegment) LibClang.H.typedefUnderlying.invokeExact((SegmentAllocator) arena,
                        (MemorySegment) LibClang.H.typeDeclaration.invokeExact((SegmentAllocator) arena, current));
            } else {
                return current;
            }
        }
        return canonical(type);
    }

    /** The name of the typedef {@code type} is written with, looking through {@code struct}/attribute sugar. */
    private String typedefName(MemorySegment type) throws Throwable {
        MemorySegment current = type;
        for (int step = 0; step < 8; step++) {
            int kind = typeKind(current);
            if (kind == T_ELABORATED) {
                current = (MemorySegment) LibClang.H.namedType.invokeExact((SegmentAllocator) arena, current);
            } else if (kind == T_ATTRIBUTED) {
                current = (MemorySegment) LibClang.H.modifiedType.invokeExact((SegmentAllocator) arena, current);
            } else if (kind == T_TYPEDEF) {
                return spelling((MemorySegment) LibClang.H.typeDeclaration.invokeExact((SegmentAllocator) arena, current));
            } else {
                return "";
            }
        }
        return "";
    }

    private MemorySegment canonical(MemorySegment type) throws Throwable {
        return (MemorySegment) LibClang.H.canonicalType.invokeExact((SegmentAllocator) arena, type);
    }

    private static int typeKind(MemorySegment type) {
        return type.get(ValueLayout.JAVA_INT, 0);
    }

    private static int kind(MemorySegment cursor) {
        return cursor.get(ValueLayout.JAVA_INT, 0);
    }

    private String spelling(MemorySegment cursor) throws Throwable {
        return clang.string((MemorySegment) LibClang.H.cursorSpelling.invokeExact((SegmentAllocator) arena, cursor));
    }

    private String typeSpelling(MemorySegment type) throws Throwable {
        return clang.string((MemorySegment) LibClang.H.typeSpelling.invokeExact((SegmentAllocator) arena, type));
    }

    /** A declaration's file, as the number of its {@code W} line ("" when it has none), and line. */
    private record Location(String file, int line) {
    }

    /** The number of each file written, by libclang's handle of it. */
    private final Map<Long, String> fileNumbers = new HashMap<>();

    private Location location(MemorySegment cursor) throws Throwable {
        MemorySegment location = (MemorySegment) LibClang.H.cursorLocation.invokeExact((SegmentAllocator) arena, cursor);
        MemorySegment file = arena.allocate(ValueLayout.ADDRESS);
        MemorySegment line = arena.allocate(ValueLayout.JAVA_INT);
        LibClang.H.spellingLocation.invokeExact(location, file, line, MemorySegment.NULL, MemorySegment.NULL);
        MemorySegment handle = file.get(ValueLayout.ADDRESS, 0);
        if (handle.equals(MemorySegment.NULL)) {
            return new Location("", line.get(ValueLayout.JAVA_INT, 0));
        }
        String number = fileNumbers.get(handle.address());
        if (number == null) {
            number = Integer.toString(fileNumbers.size());
            fileNumbers.put(handle.address(), number);
            out.println(FrontEndProtocol.line("W", number, clang.string(
                    (MemorySegment) LibClang.H.fileName.invokeExact((SegmentAllocator) arena, handle))));
        }
        return new Location(number, line.get(ValueLayout.JAVA_INT, 0));
    }

    private boolean inSystemHeader(MemorySegment cursor) throws Throwable {
        MemorySegment location = (MemorySegment) LibClang.H.cursorLocation.invokeExact((SegmentAllocator) arena, cursor);
        return (int) LibClang.H.inSystemHeader.invokeExact(location) != 0;
    }

    /** The tokens of a cursor's extent, as written. */
    private List<String> tokens(MemorySegment cursor) throws Throwable {
        MemorySegment range = (MemorySegment) LibClang.H.cursorExtent.invokeExact((SegmentAllocator) arena, cursor);
        MemorySegment tokens = arena.allocate(ValueLayout.ADDRESS);
        MemorySegment count = arena.allocate(ValueLayout.JAVA_INT);
        LibClang.H.tokenize.invokeExact(unit, range, tokens, count);
        int n = count.get(ValueLayout.JAVA_INT, 0);
        MemorySegment array = tokens.get(ValueLayout.ADDRESS, 0).reinterpret(LibClang.TOKEN.byteSize() * n);
        String[] spelled = new String[n];
        for (int i = 0; i < n; i++) {
            MemorySegment token = array.asSlice(i * LibClang.TOKEN.byteSize(), LibClang.TOKEN.byteSize());
            spelled[i] = clang.string((MemorySegment) LibClang.H.tokenSpelling.invokeExact((SegmentAllocator) arena, unit,
                    token));
        }
        if (n > 0) {
            LibClang.H.disposeTokens.invokeExact(unit, tokens.get(ValueLayout.ADDRESS, 0), n);
        }
        return List.of(spelled);
    }
}
