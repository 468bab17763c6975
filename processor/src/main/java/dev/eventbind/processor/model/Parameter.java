package dev.eventbind.processor.model;

/**
 * One parameter of a downcall.
 *
 * @param name the Java parameter name from the spec
 * @param type its C type
 */
public record Parameter(String name, CType type) {
}
