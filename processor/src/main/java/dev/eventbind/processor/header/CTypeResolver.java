package dev.eventbind.processor.header;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Resolves the tokens of a C type to a {@link CScalar} on the target's data model, following typedefs (those
 * compiled for the target first, then those under undecided conditions) and {@code #define} aliases. Fixed-width
 * names from the C library ({@code int64_t}, {@code size_t}) are known without their headers.
 *
 * @param typedefs typedefs compiled for the target, name to the tokens of its type
 * @param uncertainTypedefs typedefs under conditions that could not be evaluated
 * @param defines object-like macros, name to replacement tokens
 * @param target the target platform
 */
record CTypeResolver(Map<String, List<String>> typedefs, Map<String, List<String>> uncertainTypedefs,
        Map<String, List<String>> defines, Target target) {

    private static final Set<String> ARITHMETIC = Set.of("char", "short", "int", "long", "signed", "unsigned",
            "_Bool", "bool", "float", "double", "void", "__int8", "__int16", "__int32", "__int64");

    /**
     * Opaque handles of the APIs eventbind binds, for when the header that typedefs them is out of reach. Each is
     * {@code typedef struct X *name;} in its vendor header; a reachable typedef always takes precedence.
     */
    private static final Set<String> KNOWN_HANDLES = Set.of("cudaEvent_t", "cudaStream_t", "CUevent", "CUstream",
            "CUcontext", "hipEvent_t", "hipStream_t", "cl_event", "cl_command_queue", "cl_context",
            "cl_device_id", "cl_platform_id", "cl_mem", "ze_event_handle_t", "ze_event_pool_handle_t",
            "ze_command_list_handle_t");

    /** The type spelled by {@code tokens}, a parameter's, a return's or a typedef's. */
    CScalar resolve(List<String> tokens) {
        return resolve(tokens, new HashSet<>());
    }

    private CScalar resolve(List<String> tokens, Set<String> seen) {
        if (tokens.contains("*") || tokens.contains("[") || tokens.contains("(")) {
            return CScalar.POINTER;
        }
        if (tokens.contains("enum")) {
            return CScalar.integer(4);
        }
        if (tokens.contains("struct") || tokens.contains("union")) {
            return CScalar.AGGREGATE;
        }
        List<String> words = tokens.stream().filter(CTypes::isIdentifier)
                .filter(word -> !CTypes.QUALIFIERS.contains(word)).filter(word -> !isEmptyMacro(word)).toList();
        if (words.isEmpty()) {
            return CScalar.UNKNOWN;
        }
        if (words.stream().anyMatch(ARITHMETIC::contains)) {
            return arithmetic(words);
        }
        return named(words.getFirst(), seen);
    }

    /** An export or calling-convention macro that expands to nothing ({@code CUDARTAPI}). */
    private boolean isEmptyMacro(String word) {
        List<String> replacement = defines.get(word);
        return replacement != null && replacement.isEmpty();
    }

    private CScalar arithmetic(List<String> words) {
        if (words.contains("void")) {
            return CScalar.VOID;
        }
        for (String sized : words) {
            if (sized.matches("__int(8|16|32|64)")) {
                return CScalar.integer(Integer.parseInt(sized.substring(5)) / 8);
            }
        }
        if (words.contains("float")) {
            return CScalar.floating(4);
        }
        if (words.contains("double")) {
            return CScalar.floating(words.contains("long") ? 16 : 8);
        }
        if (words.contains("char") || words.contains("_Bool") || words.contains("bool")) {
            return CScalar.integer(1);
        }
        if (words.contains("short")) {
            return CScalar.integer(2);
        }
        long longs = words.stream().filter("long"::equals).count();
        if (longs >= 2) {
            return CScalar.integer(8);
        }
        return longs == 1 ? new CScalar(CKind.INTEGER, target.longBytes(), true) : CScalar.integer(4);
    }

    private CScalar named(String name, Set<String> seen) {
        CScalar fixed = fixedWidth(name);
        if (fixed != null) {
            return fixed;
        }
        if (!seen.add(name)) {
            return CScalar.UNKNOWN;
        }
        for (Map<String, List<String>> definitions : List.of(typedefs, uncertainTypedefs, defines)) {
            List<String> definition = definitions.get(name);
            if (definition != null && !definition.isEmpty()) {
                return resolve(definition, seen);
            }
        }
        return KNOWN_HANDLES.contains(name) ? CScalar.POINTER : CScalar.UNKNOWN;
    }

    /** The C library's fixed-width and pointer-sized names, whatever the system headers make of them. */
    private CScalar fixedWidth(String name) {
        return switch (name) {
            case "int8_t", "uint8_t" -> CScalar.integer(1);
            case "int16_t", "uint16_t" -> CScalar.integer(2);
            case "int32_t", "uint32_t" -> CScalar.integer(4);
            case "int64_t", "uint64_t", "size_t", "ssize_t", "ptrdiff_t", "intptr_t", "uintptr_t",
                    "off64_t" -> CScalar.integer(8);
            case "wchar_t" -> CScalar.integer(target.wcharBytes());
            default -> null;
        };
    }
}
