package dev.eventbind.processor.model;

/**
 * How a deprecated spec is deprecated. Every class generated from it is deprecated the same way: it implements or
 * names the spec, and javac warns of no use of a deprecated type inside a deprecated class, so a build with
 * {@code -Xlint:deprecation -Werror} compiles the generated code.
 *
 * @param since the version the spec was deprecated in; empty where it does not say
 * @param forRemoval whether the spec is to be removed
 */
public record Deprecation(String since, boolean forRemoval) {
}
