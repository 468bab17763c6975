package dev.eventbind.processor.header;

/**
 * One parameter of a C declaration.
 *
 * @param text the parameter as declared, macros removed ("cudaEvent_t event")
 * @param kind the class of its type
 */
public record CParameter(String text, CKind kind) {
}
