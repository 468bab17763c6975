package dev.eventbind.processor.header;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/** Reads the class of a C type from its tokens, following typedefs, and renders declarations for messages. */
final class CTypes {

    private static final Set<String> INTEGER_WORDS = Set.of("char", "short", "int", "long", "signed", "unsigned",
            "_Bool", "bool", "size_t", "ssize_t", "ptrdiff_t", "intptr_t", "uintptr_t", "wchar_t", "int8_t",
            "uint8_t", "int16_t", "uint16_t", "int32_t", "uint32_t", "int64_t", "uint64_t");
    private static final Set<String> FLOATING_WORDS = Set.of("float", "double");
    private static final Set<String> QUALIFIERS = Set.of("const", "volatile", "restrict", "__restrict",
            "__restrict__", "register", "extern", "static", "inline", "__inline", "__inline__");

    /**
     * Opaque handles of the APIs eventbind binds, for when the header that typedefs them is out of reach. Each is
     * {@code typedef struct X *name;} in its vendor header; a reachable typedef always takes precedence.
     */
    private static final Set<String> KNOWN_HANDLES = Set.of("cudaEvent_t", "cudaStream_t", "CUevent", "CUstream",
            "CUcontext", "CUdevice_v1", "hipEvent_t", "hipStream_t", "cl_event", "cl_command_queue", "cl_context",
            "cl_device_id", "cl_platform_id", "cl_mem", "ze_event_handle_t", "ze_event_pool_handle_t",
            "ze_command_list_handle_t");

    private CTypes() {
    }

    static boolean isIdentifier(String token) {
        return !token.isEmpty() && Character.isJavaIdentifierStart(token.charAt(0)) && token.charAt(0) != '$';
    }

    /** Whether {@code token} is spelled like a macro: no lower-case letter ("CUDARTAPI", "CL_API_ENTRY"). */
    static boolean isMacroName(String token) {
        return isIdentifier(token) && token.equals(token.toUpperCase(Locale.ROOT));
    }

    /**
     * Removes compiler decorations: identifiers starting with two underscores ({@code __host__},
     * {@code __dv(0)}, {@code __attribute__((...))}) with any argument list they take, and C++ default arguments.
     */
    static List<String> withoutAttributes(List<String> tokens) {
        List<String> kept = new ArrayList<>(tokens.size());
        for (int i = 0; i < tokens.size(); i++) {
            String token = tokens.get(i);
            boolean decoration = isIdentifier(token) && token.startsWith("__") && !QUALIFIERS.contains(token);
            if (token.equals("=")) {
                break;
            } else if (decoration && i + 1 < tokens.size() && tokens.get(i + 1).equals("(")) {
                i = skipGroup(tokens, i + 1);
            } else if (!decoration) {
                kept.add(token);
            }
        }
        return kept;
    }

    private static int skipGroup(List<String> tokens, int open) {
        int depth = 0;
        for (int i = open; i < tokens.size(); i++) {
            depth += tokens.get(i).equals("(") ? 1 : tokens.get(i).equals(")") ? -1 : 0;
            if (depth == 0) {
                return i;
            }
        }
        return tokens.size();
    }

    /** The class of the type spelled by {@code tokens}, a parameter's or a typedef's. */
    static CKind classify(List<String> tokens, Map<String, List<String>> typedefs) {
        return classify(tokens, typedefs, new HashSet<>());
    }

    private static CKind classify(List<String> tokens, Map<String, List<String>> typedefs, Set<String> seen) {
        if (tokens.contains("*") || tokens.contains("[") || tokens.contains("(")) {
            return CKind.POINTER;
        }
        if (tokens.contains("enum")) {
            return CKind.INTEGER;
        }
        if (tokens.contains("struct") || tokens.contains("union")) {
            return CKind.AGGREGATE;
        }
        List<String> words = tokens.stream().filter(CTypes::isIdentifier).filter(w -> !QUALIFIERS.contains(w))
                .toList();
        if (words.stream().anyMatch(FLOATING_WORDS::contains)) {
            return CKind.FLOATING;
        }
        if (words.stream().anyMatch(INTEGER_WORDS::contains)) {
            return CKind.INTEGER;
        }
        return words.isEmpty() ? CKind.UNKNOWN : named(words.getFirst(), typedefs, seen);
    }

    private static CKind named(String name, Map<String, List<String>> typedefs, Set<String> seen) {
        List<String> definition = typedefs.get(name);
        if (definition != null && seen.add(name)) {
            return classify(definition, typedefs, seen);
        }
        return KNOWN_HANDLES.contains(name) ? CKind.POINTER : CKind.UNKNOWN;
    }

    /** The tokens of a declaration joined the way C is usually written ("cudaEvent_t *event"). */
    static String render(List<String> tokens) {
        StringBuilder text = new StringBuilder();
        String previous = "";
        for (String token : tokens) {
            boolean tight = text.isEmpty() || previous.equals("(") || previous.equals("*") || previous.equals("[")
                    || token.equals(",") || token.equals(")") || token.equals("]") || token.equals("[")
                    || token.equals("(") && isIdentifier(previous);
            text.append(tight ? "" : " ").append(token);
            previous = token;
        }
        return text.toString();
    }
}
