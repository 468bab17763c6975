package dev.eventbind.processor.model;

/**
 * A compile-time constant a spec names, by its declaring type and name ({@code CudaRuntime.EVENT_DEFAULT}).
 *
 * @param owner the type that declares it
 * @param field the constant's name
 */
public record ConstantName(JavaName owner, String field) {
}
