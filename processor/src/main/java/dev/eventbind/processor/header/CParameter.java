package dev.eventbind.processor.header;

/**
 * One parameter of a C declaration.
 *
 * @param name its name, empty when the declaration gives none
 * @param type its type
 */
public record CParameter(String name, CScalar type) {

    /** The parameter as declared ("cudaEvent_t event", "float *ms"). */
    public String text() {
        return declarator(type.spelling(), name);
    }

    /** The class of its type. */
    public CKind kind() {
        return type.kind();
    }

    /** A type and a name as C writes them: {@code float *ms}, {@code void (*fn)(void *)}, {@code int n}. */
    static String declarator(String type, String name) {
        if (name.isEmpty()) {
            return type;
        }
        int function = type.indexOf("(*)");
        if (function >= 0) {
            return type.substring(0, function) + "(*" + name + ")" + type.substring(function + 3);
        }
        return type + (type.endsWith("*") ? "" : " ") + name;
    }
}
