package dev.eventbind.processor.header.clang;

import java.lang.foreign.Arena;
import java.lang.foreign.FunctionDescriptor;
import java.lang.foreign.Linker;
import java.lang.foreign.MemoryLayout;
import java.lang.foreign.MemorySegment;
import java.lang.foreign.SegmentAllocator;
import java.lang.foreign.StructLayout;
import java.lang.foreign.SymbolLookup;
import java.lang.foreign.ValueLayout;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The part of libclang's C API the front end calls, linked through FFM. Only this class sees raw pointers; its
 * callers pass cursors and types as the segments libclang returns by value. It runs in the front end's own JVM,
 * never in javac's.
 */
// The front end's own JVM links libclang; it is started with native access.
@SuppressWarnings("restricted")
final class LibClang {

    static final ValueLayout.OfInt INT = ValueLayout.JAVA_INT;
    static final ValueLayout.OfLong LONG = ValueLayout.JAVA_LONG;
    static final ValueLayout PTR = ValueLayout.ADDRESS;

    /** {@code CXCursor}: kind, xdata, data[3]. */
    static final StructLayout CURSOR = MemoryLayout.structLayout(INT, INT, PTR, PTR, PTR);
    /** {@code CXType}: kind, data[2]. */
    static final StructLayout TYPE = MemoryLayout.structLayout(INT, MemoryLayout.paddingLayout(4), PTR, PTR);
    /** {@code CXString}: data, private_flags. */
    static final StructLayout STRING = MemoryLayout.structLayout(PTR, INT, MemoryLayout.paddingLayout(4));
    /** {@code CXSourceLocation}: ptr_data[2], int_data. */
    static final StructLayout LOCATION = MemoryLayout.structLayout(PTR, PTR, INT, MemoryLayout.paddingLayout(4));
    /** {@code CXSourceRange}: ptr_data[2], begin_int_data, end_int_data. */
    static final StructLayout RANGE = MemoryLayout.structLayout(PTR, PTR, INT, INT);
    /** {@code CXToken}: int_data[4], ptr_data. */
    static final StructLayout TOKEN = MemoryLayout.structLayout(INT, INT, INT, INT, PTR);

    /** Where the library is looked for when no path is given: Debian's, LLVM's, Xcode's and Windows' names. */
    static final List<String> CANDIDATES = List.of("/usr/lib/x86_64-linux-gnu/libclang-15.so.1",
            "/usr/lib/aarch64-linux-gnu/libclang-15.so.1", "/usr/lib/llvm-15/lib/libclang-15.so.1",
            "/usr/lib/x86_64-linux-gnu/libclang-16.so.1", "/usr/lib/x86_64-linux-gnu/libclang-14.so.1",
            "/usr/lib/llvm-14/lib/libclang-14.so.1", "/usr/lib/llvm-16/lib/libclang-16.so.1",
            "libclang.so.1", "libclang.so",
            "/Library/Developer/CommandLineTools/usr/lib/libclang.dylib",
            "/Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/lib/libclang.dylib",
            "libclang.dll");

    private static final Linker LINKER = Linker.nativeLinker();
    /** The library {@link H} links against; set once by {@link #load}. */
    private static volatile @Nullable LibClang loaded;
    private final SymbolLookup lookup;
    private final String path;


    private LibClang(SymbolLookup lookup, String path) {
        this.lookup = lookup;
        this.path = path;
        LibClang.loaded = this;
    }

    /**
     * The functions, as constants: {@code static final} handles are what the JIT inlines a downcall through
     * (instance fields made each of a 5 MB header's million calls several times slower). Initialized on first
     * use, after {@link #load} has chosen the library.
     */
    static final class H {
        static final MethodHandle createIndex = handle("clang_createIndex", FunctionDescriptor.of(PTR, INT, INT));
        static final MethodHandle disposeIndex = handle("clang_disposeIndex", FunctionDescriptor.ofVoid(PTR));
        static final MethodHandle parse = handle("clang_parseTranslationUnit2", 
                FunctionDescriptor.of(INT, PTR, PTR, PTR, INT, PTR, INT, INT, PTR));
        static final MethodHandle disposeUnit = handle("clang_disposeTranslationUnit", FunctionDescriptor.ofVoid(PTR));
        static final MethodHandle numDiagnostics = handle("clang_getNumDiagnostics", FunctionDescriptor.of(INT, PTR));
        static final MethodHandle diagnostic = handle("clang_getDiagnostic", FunctionDescriptor.of(PTR, PTR, INT));
        static final MethodHandle diagnosticSeverity = handle("clang_getDiagnosticSeverity", 
                FunctionDescriptor.of(INT, PTR));
        static final MethodHandle formatDiagnostic = handle("clang_formatDiagnostic", 
                FunctionDescriptor.of(STRING, PTR, INT));
        static final MethodHandle disposeDiagnostic = handle("clang_disposeDiagnostic", FunctionDescriptor.ofVoid(PTR));
        static final MethodHandle unitCursor = handle("clang_getTranslationUnitCursor", 
                FunctionDescriptor.of(CURSOR, PTR));
        static final MethodHandle visitChildren = handle("clang_visitChildren", 
                FunctionDescriptor.of(INT, CURSOR, PTR, PTR));
        static final MethodHandle cursorSpelling = handle("clang_getCursorSpelling", 
                FunctionDescriptor.of(STRING, CURSOR));
        static final MethodHandle cString = handle("clang_getCString", FunctionDescriptor.of(PTR, STRING));
        static final MethodHandle disposeString = handle("clang_disposeString", FunctionDescriptor.ofVoid(STRING));
        static final MethodHandle cursorType = handle("clang_getCursorType", FunctionDescriptor.of(TYPE, CURSOR));
        static final MethodHandle resultType = handle("clang_getCursorResultType", FunctionDescriptor.of(TYPE, CURSOR));
        static final MethodHandle numArguments = handle("clang_Cursor_getNumArguments", 
                FunctionDescriptor.of(INT, CURSOR));
        static final MethodHandle argument = handle("clang_Cursor_getArgument", 
                FunctionDescriptor.of(CURSOR, CURSOR, INT));
        static final MethodHandle isVariadic = handle("clang_isFunctionTypeVariadic", FunctionDescriptor.of(INT, TYPE));
        static final MethodHandle canonicalType = handle("clang_getCanonicalType", FunctionDescriptor.of(TYPE, TYPE));
        static final MethodHandle typeSpelling = handle("clang_getTypeSpelling", FunctionDescriptor.of(STRING, TYPE));
        static final MethodHandle sizeOf = handle("clang_Type_getSizeOf", FunctionDescriptor.of(LONG, TYPE));
        static final MethodHandle alignOf = handle("clang_Type_getAlignOf", FunctionDescriptor.of(LONG, TYPE));
        static final MethodHandle pointee = handle("clang_getPointeeType", FunctionDescriptor.of(TYPE, TYPE));
        static final MethodHandle typedefUnderlying = handle("clang_getTypedefDeclUnderlyingType", 
                FunctionDescriptor.of(TYPE, CURSOR));
        static final MethodHandle typeDeclaration = handle("clang_getTypeDeclaration", 
                FunctionDescriptor.of(CURSOR, TYPE));
        static final MethodHandle namedType = handle("clang_Type_getNamedType", FunctionDescriptor.of(TYPE, TYPE));
        static final MethodHandle modifiedType = handle("clang_Type_getModifiedType", 
                FunctionDescriptor.of(TYPE, TYPE));
        static final MethodHandle enumIntegerType = handle("clang_getEnumDeclIntegerType", 
                FunctionDescriptor.of(TYPE, CURSOR));
        static final MethodHandle enumValue = handle("clang_getEnumConstantDeclValue", 
                FunctionDescriptor.of(LONG, CURSOR));
        static final MethodHandle enumUnsignedValue = handle("clang_getEnumConstantDeclUnsignedValue", 
                FunctionDescriptor.of(LONG, CURSOR));
        static final MethodHandle storageClass = handle("clang_Cursor_getStorageClass", 
                FunctionDescriptor.of(INT, CURSOR));
        static final MethodHandle isInlined = handle("clang_Cursor_isFunctionInlined", 
                FunctionDescriptor.of(INT, CURSOR));
        static final MethodHandle isDefinition = handle("clang_isCursorDefinition", FunctionDescriptor.of(INT, CURSOR));
        static final MethodHandle availability = handle("clang_getCursorAvailability", 
                FunctionDescriptor.of(INT, CURSOR));
        static final MethodHandle macroFunctionLike = handle("clang_Cursor_isMacroFunctionLike", 
                FunctionDescriptor.of(INT, CURSOR));
        static final MethodHandle cursorLocation = handle("clang_getCursorLocation", 
                FunctionDescriptor.of(LOCATION, CURSOR));
        static final MethodHandle spellingLocation = handle("clang_getSpellingLocation", 
                FunctionDescriptor.ofVoid(LOCATION, PTR, PTR, PTR, PTR));
        static final MethodHandle fileName = handle("clang_getFileName", FunctionDescriptor.of(STRING, PTR));
        static final MethodHandle inSystemHeader = handle("clang_Location_isInSystemHeader", 
                FunctionDescriptor.of(INT, LOCATION));
        static final MethodHandle cursorExtent = handle("clang_getCursorExtent", FunctionDescriptor.of(RANGE, CURSOR));
        static final MethodHandle tokenize = handle("clang_tokenize", FunctionDescriptor.ofVoid(PTR, RANGE, PTR, PTR));
        static final MethodHandle tokenSpelling = handle("clang_getTokenSpelling", 
                FunctionDescriptor.of(STRING, PTR, TOKEN));
        static final MethodHandle disposeTokens = handle("clang_disposeTokens", 
                FunctionDescriptor.ofVoid(PTR, PTR, INT));
        static final MethodHandle fieldOffset = handle("clang_Cursor_getOffsetOfField", 
                FunctionDescriptor.of(LONG, CURSOR));
        /** The offset in bits of a field a record reaches, through anonymous members too; negative when none. */
        static final MethodHandle typeOffsetOf = handle("clang_Type_getOffsetOf",
                FunctionDescriptor.of(LONG, TYPE, PTR));
        /** Whether a record declaration is an anonymous member (C11 {@code struct { ... };} inside a record). */
        static final MethodHandle isAnonymousRecord = handle("clang_Cursor_isAnonymousRecordDecl",
                FunctionDescriptor.of(INT, CURSOR));
        /** A field's width in bits when it is a bit-field, else -1. */
        static final MethodHandle fieldBitWidth = handle("clang_getFieldDeclBitWidth",
                FunctionDescriptor.of(INT, CURSOR));
        static final MethodHandle version = handle("clang_getClangVersion", FunctionDescriptor.of(STRING));
        static final MethodHandle inclusions = handle("clang_getInclusions", FunctionDescriptor.ofVoid(PTR, PTR, PTR));

        private H() {
        }
    }

    /**
     * Loads libclang from {@code explicit} when given, else from the first of {@link #CANDIDATES} that loads.
     *
     * @return the library, or empty with every candidate tried and why it failed in {@code tried}
     */
    static Optional<LibClang> load(@Nullable String explicit, Arena arena, List<String> tried) {
        List<String> candidates = explicit == null || explicit.isBlank() ? CANDIDATES : List.of(explicit);
        for (String candidate : candidates) {
            boolean absolute = candidate.contains("/") || candidate.contains("\\");
            if (absolute && !Files.exists(Path.of(candidate))) {
                tried.add(candidate + " (no such file)");
                continue;
            }
            try {
                SymbolLookup lookup = absolute ? SymbolLookup.libraryLookup(Path.of(candidate), arena)
                        : SymbolLookup.libraryLookup(candidate, arena);
                if (lookup.find("clang_parseTranslationUnit2").isEmpty()) {
                    tried.add(candidate + " (not a libclang: it has no clang_parseTranslationUnit2)");
                    continue;
                }
                return Optional.of(new LibClang(lookup, candidate));
            } catch (IllegalArgumentException | IllegalStateException e) {
                tried.add(candidate + " (" + e.getMessage() + ")");
            }
        }
        return Optional.empty();
    }

    /** The path or name the library was loaded from. */
    String path() {
        return path;
    }

    /**
     * The functions that run long or call back into Java: every other one is a short getter that never calls
     * back, linked as {@code critical} (no thread-state change around the call, which a walk making a million
     * of them pays a million times).
     */
    private static final java.util.Set<String> NOT_CRITICAL = java.util.Set.of("clang_createIndex",
            "clang_disposeIndex", "clang_parseTranslationUnit2", "clang_disposeTranslationUnit", "clang_visitChildren",
            "clang_getInclusions", "clang_tokenize", "clang_formatDiagnostic");

    private static MethodHandle handle(String name, FunctionDescriptor descriptor) {
        LibClang clang = loaded;
        if (clang == null) {
            throw new IllegalStateException("libclang's functions are linked only after LibClang.load found it");
        }
        MemorySegment address = clang.lookup.find(name).orElseThrow(() -> new IllegalStateException(clang.path
                + " has no " + name + "; it is not a libclang of version 7 or newer"));
        return NOT_CRITICAL.contains(name) ? LINKER.downcallHandle(address, descriptor)
                : LINKER.downcallHandle(address, descriptor, Linker.Option.critical(false));
    }

    /** The upcall stub of a {@code CXCursorVisitor} calling {@code visitor}. */
    MemorySegment visitor(Visitor visitor, Arena arena) {
        try {
            MethodHandle target = MethodHandles.lookup().findVirtual(Visitor.class, "visit",
                    MethodType.methodType(int.class, MemorySegment.class, MemorySegment.class, MemorySegment.class))
                    .bindTo(visitor);
            return LINKER.upcallStub(target, FunctionDescriptor.of(INT, CURSOR, CURSOR, PTR), arena);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The upcall stub of a {@code CXInclusionVisitor} calling {@code visitor} with each file's handle. */
    MemorySegment inclusionVisitor(java.util.function.Consumer<MemorySegment> visitor, Arena arena) {
        try {
            MethodHandle target = MethodHandles.lookup().findVirtual(java.util.function.Consumer.class, "accept",
                    MethodType.methodType(void.class, Object.class)).bindTo(visitor)
                    .asType(MethodType.methodType(void.class, MemorySegment.class));
            target = MethodHandles.dropArguments(target, 1, MemorySegment.class, int.class, MemorySegment.class);
            return LINKER.upcallStub(target, FunctionDescriptor.ofVoid(PTR, PTR, INT, PTR), arena);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A {@code CXCursorVisitor}: returns 0 to stop, 1 to continue with siblings, 2 to recurse. */
    @FunctionalInterface
    interface Visitor {
        int visit(MemorySegment cursor, MemorySegment parent, MemorySegment data);
    }

    /** All of memory, to read C strings from without a restricted call per string. */
    private static final MemorySegment MEMORY = MemorySegment.NULL.reinterpret(Long.MAX_VALUE);

    /** Reads and disposes a {@code CXString}. */
    String string(MemorySegment cxString) throws Throwable {
        MemorySegment chars = (MemorySegment) H.cString.invokeExact(cxString);
        String text = chars.equals(MemorySegment.NULL) ? "" : MEMORY.getString(chars.address());
        H.disposeString.invokeExact(cxString);
        return text;
    }

    /** The children of {@code cursor}, copied into {@code arena} so they outlive the visit. */
    List<MemorySegment> children(MemorySegment cursor, SegmentAllocator arena) throws Throwable {
        List<MemorySegment> children = new ArrayList<>();
        try (Arena visit = Arena.ofConfined()) {
            MemorySegment stub = visitor((child, parent, data) -> {
                children.add(arena.allocate(CURSOR).copyFrom(child));
                return 1;
            }, visit);
            int ignored = (int) H.visitChildren.invokeExact(cursor, stub, MemorySegment.NULL);
        }
        return children;
    }

    /** An allocator for values libclang returns by value. */
    static SegmentAllocator allocator(Arena arena) {
        return arena;
    }
}
