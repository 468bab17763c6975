package dev.eventbind.processor.header;

/**
 * One parameter of a C declaration.
 *
 * @param text the parameter as declared, macros removed ("cudaEvent_t event")
 * @param type its type, resolved
 */
public record CParameter(String text, CScalar type) {

    /** The class of its type. */
    public CKind kind() {
        return type.kind();
    }
}
